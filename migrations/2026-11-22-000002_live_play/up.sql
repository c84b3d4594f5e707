-- Who may read a game: anyone signed in, or only its players.
ALTER TABLE games ADD COLUMN spectators TEXT NOT NULL DEFAULT 'public'
    CHECK (spectators IN ('public', 'players'));
-- Imported games replay a finished game from an export.
ALTER TABLE games ADD COLUMN imported BOOLEAN NOT NULL DEFAULT false;

-- Responses of requests sent with an Idempotency-Key, kept for 24 hours.
CREATE TABLE idempotency_keys (
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status SMALLINT NOT NULL,
    response JSONB NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
