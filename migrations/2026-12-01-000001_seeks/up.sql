-- A seek: an account asks to be paired with others for a game of a rule
-- set, options, clock and rating. Seeks of one pool (equal rule set,
-- options, clock and rated) are matched oldest first while an advisory
-- lock on the pool is held for the transaction, so instances that race
-- take turns; a full match's game is created and started in the same
-- transaction.
CREATE TABLE seeks (
    id UUID PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    pool TEXT NOT NULL,
    -- The game to create (the API's CreateGame).
    game JSONB NOT NULL,
    -- The seeker's rating when it sought, and the ratings it accepts.
    rating DOUBLE PRECISION NOT NULL,
    min_rating DOUBLE PRECISION,
    max_rating DOUBLE PRECISION,
    -- open, matched or cancelled; an open one past expires_at has expired.
    status TEXT NOT NULL DEFAULT 'open',
    game_id UUID REFERENCES games (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX seeks_open ON seeks (pool, created_at, id) WHERE status = 'open';
CREATE INDEX seeks_account ON seeks (account_id, created_at DESC);
