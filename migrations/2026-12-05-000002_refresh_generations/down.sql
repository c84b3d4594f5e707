ALTER TABLE sessions DROP COLUMN salt, DROP COLUMN generation;
