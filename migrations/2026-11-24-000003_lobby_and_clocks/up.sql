-- The creator may cancel an open game.
ALTER TABLE games DROP CONSTRAINT games_status_check;
ALTER TABLE games ADD CONSTRAINT games_status_check
    CHECK (status IN ('open', 'active', 'finished', 'cancelled'));

-- Invite-only games: joining needs this code (shown to the creator only).
ALTER TABLE games ADD COLUMN join_code TEXT;

-- Optional time control (JSON of the API's TimeControl).
ALTER TABLE games ADD COLUMN clock JSONB;

-- Derived from the log, refreshed with every append, for lists that must not
-- replay every game: the accounts that decide now, and the seed commitment.
ALTER TABLE games ADD COLUMN to_move BIGINT[] NOT NULL DEFAULT '{}';
ALTER TABLE games ADD COLUMN seed_commitment TEXT;
UPDATE games SET seed_commitment = encode(sha256(decode(e.payload -> 'tile_order' ->> 'seed', 'hex')), 'hex')
FROM events AS e
WHERE e.game_id = games.id AND e.seq = 1 AND e.payload -> 'tile_order' ->> 'kind' = 'seeded';
CREATE INDEX games_to_move ON games USING GIN (to_move);
CREATE INDEX games_ruleset_created ON games (ruleset, created_at DESC, id);
