DROP TABLE team_records;
DROP TABLE rating_history;
DROP TABLE ratings;
DROP TABLE game_records;
ALTER TABLE accounts DROP COLUMN profile_hidden;
ALTER TABLE games DROP COLUMN rated;
