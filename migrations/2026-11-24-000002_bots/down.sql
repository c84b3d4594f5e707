ALTER TABLE game_players DROP COLUMN bot;
