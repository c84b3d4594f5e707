-- How a game was set up, apart from what play changes: fixed at creation
-- (the seed commitment is written once, at the start). A row of its own,
-- so that the row of games, rewritten by every append, carries no JSON it
-- never changes, and no table has more than the 16 columns diesel maps
-- without its slow-to-compile 32-column feature.
CREATE TABLE game_setups (
    game_id UUID PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    options JSONB NOT NULL,
    -- Secret until the end: the fixed draw order of a custom game.
    tile_order JSONB,
    custom BOOLEAN NOT NULL,
    single_seat BOOLEAN NOT NULL,
    seat_order TEXT NOT NULL CHECK (seat_order IN ('shuffled', 'join_order')),
    imported BOOLEAN NOT NULL DEFAULT false,
    join_code TEXT,
    clock JSONB,
    seed_commitment TEXT
);

INSERT INTO game_setups (game_id, options, tile_order, custom, single_seat, seat_order, imported, join_code, clock,
                         seed_commitment)
SELECT id, options, tile_order, custom, single_seat, seat_order, imported, join_code, clock, seed_commitment
FROM games;

ALTER TABLE games
    DROP COLUMN options,
    DROP COLUMN tile_order,
    DROP COLUMN custom,
    DROP COLUMN single_seat,
    DROP COLUMN seat_order,
    DROP COLUMN imported,
    DROP COLUMN join_code,
    DROP COLUMN clock,
    DROP COLUMN seed_commitment;

-- A read of a game takes its setup too, so a change of the setup moves the
-- game's version, as a change of its players does.
CREATE FUNCTION game_setups_move_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE games SET version = version + 1 WHERE id = NEW.game_id;
    RETURN NULL;
END $$;

CREATE TRIGGER game_setups_move_version AFTER UPDATE ON game_setups
    FOR EACH ROW EXECUTE FUNCTION game_setups_move_version();
