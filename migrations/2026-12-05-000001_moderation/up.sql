-- Moderation (README "Moderation"): accounts can be suspended (for a
-- while, or until reinstated: `suspended_until` NULL) and taken off the
-- leaderboards; every moderator's action is kept in `moderation_log`.
ALTER TABLE accounts
    ADD COLUMN suspended_at TIMESTAMPTZ,
    ADD COLUMN suspended_until TIMESTAMPTZ,
    ADD COLUMN unlisted BOOLEAN NOT NULL DEFAULT FALSE;

-- A voided game's ratings are recomputed from the rated games after it,
-- which needs each rating's whole state after every game. Volatility is
-- Glicko-2's (duels); before this it was not kept, so older duel rows get
-- the starting value, 0.06.
ALTER TABLE rating_history ADD COLUMN volatility DOUBLE PRECISION NOT NULL DEFAULT 0;
UPDATE rating_history SET volatility = 0.06 WHERE pool = 'duel';
CREATE INDEX rating_history_pool_order ON rating_history (ruleset, pool, created_at, game_id);

CREATE TABLE moderation_log (
    id BIGSERIAL PRIMARY KEY,
    at TIMESTAMPTZ NOT NULL DEFAULT now(),
    moderator TEXT NOT NULL,
    action TEXT NOT NULL,
    account_id BIGINT REFERENCES accounts (id),
    -- No reference: the record outlives whatever it names.
    game_id UUID,
    reason TEXT NOT NULL,
    detail JSONB NOT NULL DEFAULT '{}'
);
CREATE INDEX moderation_log_account ON moderation_log (account_id, id) WHERE account_id IS NOT NULL;
