-- Every command updates its game's row (last_seq, updated_at, to_move).
-- PostgreSQL can rewrite such a row in place of the old one, on the same
-- page and without touching any index (a HOT update), only when no indexed
-- column changes and the page has room. The GIN index on to_move made
-- every change of the player to move write all five indexes of games, yet
-- no query searches by it (lists find an account's games through
-- game_players and only sort them by to_move). Pages filled to 80 % leave
-- the room.
DROP INDEX games_to_move;
ALTER TABLE games SET (fillfactor = 80);
