DROP INDEX games_bot_turns;
ALTER TABLE games DROP COLUMN bot_to_move;
