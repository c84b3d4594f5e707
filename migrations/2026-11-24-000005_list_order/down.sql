DROP INDEX games_created;
DROP INDEX games_status_created;
CREATE INDEX games_status_created ON games (status, created_at DESC, id);
DROP INDEX games_ruleset_created;
CREATE INDEX games_ruleset_created ON games (ruleset, created_at DESC, id);
