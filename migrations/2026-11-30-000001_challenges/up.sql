-- A challenge: an account invites named accounts to a game with its rule
-- set, options and clock. When every one of them has accepted, the game is
-- created and started in the same transaction. A rematch is a challenge
-- from a finished game's player to its other players, seats rotated.
CREATE TABLE challenges (
    id UUID PRIMARY KEY,
    challenger_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- The game to create (the API's CreateGame, as checked).
    game JSONB NOT NULL,
    -- Every seat in order: {"account": id} or {"bot": level}.
    seating JSONB NOT NULL,
    rematch_of UUID REFERENCES games (id) ON DELETE SET NULL,
    -- pending, accepted, declined or cancelled; a pending one past
    -- expires_at has expired.
    status TEXT NOT NULL DEFAULT 'pending',
    game_id UUID REFERENCES games (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX challenges_challenger ON challenges (challenger_id, created_at DESC);
CREATE UNIQUE INDEX challenges_one_rematch ON challenges (rematch_of) WHERE status = 'pending';

-- Each challenged account, and whether it has accepted.
CREATE TABLE challenged (
    challenge_id UUID NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    accepted BOOLEAN NOT NULL DEFAULT false,
    PRIMARY KEY (challenge_id, account_id)
);
CREATE INDEX challenged_account ON challenged (account_id);

-- What a notification that is not about an append says (a challenge's
-- id, a seek's and its game's): the message's `data`.
ALTER TABLE webhook_deliveries ADD COLUMN data JSONB;
