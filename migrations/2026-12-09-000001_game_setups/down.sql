DROP TRIGGER game_setups_move_version ON game_setups;
DROP FUNCTION game_setups_move_version();

ALTER TABLE games
    ADD COLUMN options JSONB,
    ADD COLUMN tile_order JSONB,
    ADD COLUMN custom BOOLEAN,
    ADD COLUMN single_seat BOOLEAN,
    ADD COLUMN seat_order TEXT CHECK (seat_order IN ('shuffled', 'join_order')),
    ADD COLUMN imported BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN join_code TEXT,
    ADD COLUMN clock JSONB,
    ADD COLUMN seed_commitment TEXT;

UPDATE games SET options = s.options, tile_order = s.tile_order, custom = s.custom, single_seat = s.single_seat,
                 seat_order = s.seat_order, imported = s.imported, join_code = s.join_code, clock = s.clock,
                 seed_commitment = s.seed_commitment
FROM game_setups AS s
WHERE s.game_id = games.id;

ALTER TABLE games
    ALTER COLUMN options SET NOT NULL,
    ALTER COLUMN custom SET NOT NULL,
    ALTER COLUMN single_seat SET NOT NULL,
    ALTER COLUMN seat_order SET NOT NULL;

DROP TABLE game_setups;
