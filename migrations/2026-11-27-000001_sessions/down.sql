ALTER TABLE accounts DROP COLUMN display_name;
DROP TABLE refresh_tokens;
DROP TABLE sessions;
