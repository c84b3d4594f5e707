-- Single-use tickets that let a browser's EventSource (which cannot send an
-- Authorization header) open one stream: the SHA-256 of the ticket, whose
-- account it acts for, which game's stream (NULL: the account's own), until
-- when, and when it was used.
CREATE TABLE stream_tickets (
    ticket_hash TEXT PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    game_id UUID REFERENCES games (id) ON DELETE CASCADE,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at TIMESTAMPTZ
);
CREATE INDEX stream_tickets_expires ON stream_tickets (expires_at);
