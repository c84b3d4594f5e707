-- Accounts sign in with a username and an argon2id password hash.
CREATE TABLE accounts (
    id BIGSERIAL PRIMARY KEY,
    username TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_username_key ON accounts (lower(username));

-- A game: its lobby data and the sequence number of its last event.
CREATE TABLE games (
    id UUID PRIMARY KEY,
    ruleset TEXT NOT NULL,
    options JSONB NOT NULL,
    -- Secret until the end: the fixed draw order of a custom game.
    tile_order JSONB,
    custom BOOLEAN NOT NULL,
    single_seat BOOLEAN NOT NULL,
    seat_order TEXT NOT NULL CHECK (seat_order IN ('shuffled', 'join_order')),
    seats SMALLINT NOT NULL CHECK (seats BETWEEN 1 AND 8),
    owner_id BIGINT NOT NULL REFERENCES accounts (id),
    status TEXT NOT NULL CHECK (status IN ('open', 'active', 'finished')),
    last_seq INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX games_status_created ON games (status, created_at DESC, id);

-- Who sits at a game; seats are assigned when it starts.
CREATE TABLE game_players (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    seat SMALLINT,
    joined_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, account_id)
);
CREATE UNIQUE INDEX game_players_seat ON game_players (game_id, seat);
CREATE INDEX game_players_account ON game_players (account_id);

-- The append-only log: facts only, numbered from 1 without gaps.
CREATE TABLE events (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL CHECK (seq > 0),
    event_type TEXT NOT NULL,
    payload JSONB NOT NULL,
    actor_id BIGINT REFERENCES accounts (id),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, seq)
);
