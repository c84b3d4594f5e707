DROP INDEX games_ruleset_created;
DROP INDEX games_to_move;
ALTER TABLE games DROP COLUMN seed_commitment;
ALTER TABLE games DROP COLUMN to_move;
ALTER TABLE games DROP COLUMN clock;
ALTER TABLE games DROP COLUMN join_code;
DELETE FROM games WHERE status = 'cancelled';
ALTER TABLE games DROP CONSTRAINT games_status_check;
ALTER TABLE games ADD CONSTRAINT games_status_check CHECK (status IN ('open', 'active', 'finished'));
