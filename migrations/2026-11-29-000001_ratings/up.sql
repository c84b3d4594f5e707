-- Whether a game counts for its players' ratings (only between people:
-- no bots, no custom tile order, a competitive rule set).
ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT false;

-- Whether an account keeps its profile (records, ratings, place on the
-- leaderboards) to itself.
ALTER TABLE accounts ADD COLUMN profile_hidden BOOLEAN NOT NULL DEFAULT false;

-- Every finished game an account played in person (rated or not), by rule
-- set: settled in the transaction of the game's last event.
CREATE TABLE game_records (
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    ruleset TEXT NOT NULL,
    games INTEGER NOT NULL DEFAULT 0,
    wins INTEGER NOT NULL DEFAULT 0,
    losses INTEGER NOT NULL DEFAULT 0,
    draws INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (account_id, ruleset)
);

-- An account's rating in one pool of a rule set: `duel` (two players,
-- Glicko-2: rating, deviation, volatility) or `multiplayer` (three to
-- five, Weng-Lin: rating and deviation; volatility unused).
CREATE TABLE ratings (
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    ruleset TEXT NOT NULL,
    pool TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games INTEGER NOT NULL DEFAULT 0,
    wins INTEGER NOT NULL DEFAULT 0,
    losses INTEGER NOT NULL DEFAULT 0,
    draws INTEGER NOT NULL DEFAULT 0,
    best DOUBLE PRECISION NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, ruleset, pool)
);
-- The leaderboards: established ratings of a pool, best first.
CREATE INDEX ratings_leaderboard ON ratings (ruleset, pool, rating DESC, account_id);

-- Each rated game's change to each of its players' ratings.
CREATE TABLE rating_history (
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ruleset TEXT NOT NULL,
    pool TEXT NOT NULL,
    place SMALLINT NOT NULL,
    rating_before DOUBLE PRECISION NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, game_id)
);
CREATE INDEX rating_history_by_time ON rating_history (account_id, created_at DESC, game_id DESC);

-- Co-operative games (Mists over Carcassonne) are not rated: each player
-- keeps the team's wins and losses per level instead.
CREATE TABLE team_records (
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    ruleset TEXT NOT NULL,
    level SMALLINT NOT NULL,
    wins INTEGER NOT NULL DEFAULT 0,
    losses INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (account_id, ruleset, level)
);
