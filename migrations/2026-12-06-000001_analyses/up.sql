-- Analyses of finished games (issue 55), asked for by a player or, for a
-- public game, anyone signed in. The bot workers make them in steps of a
-- few decisions, charged to the asker's share of the workers
-- (`bot_shares`), appending the decisions judged; `next_index` is the log
-- index the next step starts at, and `done_at` is set once the log is
-- done. The log of a finished game never changes, so neither does its
-- analysis.
CREATE TABLE analyses (
    game_id UUID PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    requested_by BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    requested_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    next_index INTEGER NOT NULL DEFAULT 0,
    decisions JSONB NOT NULL DEFAULT '[]',
    done_at TIMESTAMPTZ
);
CREATE INDEX analyses_waiting ON analyses (requested_by) WHERE done_at IS NULL;
