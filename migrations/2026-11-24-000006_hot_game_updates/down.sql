ALTER TABLE games RESET (fillfactor);
CREATE INDEX games_to_move ON games USING GIN (to_move);
