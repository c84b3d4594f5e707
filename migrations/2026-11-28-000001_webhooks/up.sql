-- Where an account wants to hear of its games: a URL, the kinds of
-- notification it wants, and the secret deliveries are signed with
-- (Standard Webhooks). The secret must be read to sign, so it is kept as
-- is; during a rotation the previous one signs too, until it expires.
CREATE TABLE webhook_endpoints (
    id UUID PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    kinds TEXT[] NOT NULL,
    secret TEXT NOT NULL,
    previous_secret TEXT,
    previous_secret_until TIMESTAMPTZ,
    enabled BOOLEAN NOT NULL DEFAULT true,
    disabled_reason TEXT,
    failed_in_a_row INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id);

-- The outbox: one row per message and endpoint, written in the statement
-- that appends the events it tells of. Its id is the message's
-- `webhook-id`, the same on every attempt. A worker claims a pending row
-- by moving `next_attempt_at` past the attempt's longest duration (its
-- lease): a worker that dies leaves the row to be claimed again then.
CREATE TABLE webhook_deliveries (
    id UUID PRIMARY KEY,
    endpoint_id UUID NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    game_id UUID,
    seq INTEGER,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_attempt_at TIMESTAMPTZ,
    last_status INTEGER,
    last_error TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    delivered_at TIMESTAMPTZ
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_ended ON webhook_deliveries (created_at) WHERE status <> 'pending';
