-- Lists page newest first by (created_at, id), both descending: indexes in
-- exactly that order let a page read its 20 rows and stop, however many
-- games are stored (the default list, all but cancelled games, had none).
CREATE INDEX games_created ON games (created_at DESC, id DESC);
DROP INDEX games_status_created;
CREATE INDEX games_status_created ON games (status, created_at DESC, id DESC);
DROP INDEX games_ruleset_created;
CREATE INDEX games_ruleset_created ON games (ruleset, created_at DESC, id DESC);
