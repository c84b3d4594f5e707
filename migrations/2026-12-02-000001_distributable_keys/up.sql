-- Tables outside a game's rows (accounts, lobby, ratings, tickets) no
-- longer declare foreign keys to games: a distributed PostgreSQL (Citus)
-- that spreads the game tables over nodes by game id keeps these tables
-- whole on every node, and such a table cannot reference a distributed
-- one. Games are never deleted, so the keys' ON DELETE actions never ran;
-- the service writes these columns only with the id of a game it has read
-- or made in the same transaction.
ALTER TABLE stream_tickets DROP CONSTRAINT stream_tickets_game_id_fkey;
ALTER TABLE rating_history DROP CONSTRAINT rating_history_game_id_fkey;
ALTER TABLE challenges DROP CONSTRAINT challenges_rematch_of_fkey;
ALTER TABLE challenges DROP CONSTRAINT challenges_game_id_fkey;
ALTER TABLE seeks DROP CONSTRAINT seeks_game_id_fkey;
