-- A signed-in device: one family of refresh tokens. Access tokens name it
-- (`sid`); once revoked or expired, neither its access tokens nor its
-- refresh tokens are accepted.
CREATE TABLE sessions (
    id BIGSERIAL PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    refreshed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL,
    revoked_at TIMESTAMPTZ
);
CREATE INDEX sessions_account ON sessions (account_id, created_at DESC);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- The refresh tokens a session was given, by their SHA-256: the current
-- one (rotated_at NULL) and the last ones it replaced, so that a replaced
-- token presented again is recognised as reuse and ends the session.
CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    session_id BIGINT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    issued_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    rotated_at TIMESTAMPTZ
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id, issued_at DESC);

-- What other players see instead of the username, when set.
ALTER TABLE accounts ADD COLUMN display_name TEXT;
