DROP TABLE idempotency_keys;
ALTER TABLE games DROP COLUMN imported;
ALTER TABLE games DROP COLUMN spectators;
