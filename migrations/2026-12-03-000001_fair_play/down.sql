DROP INDEX rating_history_by_game;
ALTER TABLE ratings DROP COLUMN opponents;
ALTER TABLE games DROP COLUMN rated_result;
