-- Webhook workers shared fairly. An endpoint has at most one attempt in
-- flight: a claim marks it busy until its lease runs out, its outcome
-- frees it. An endpoint whose attempt took long is slow for a while, and
-- slow endpoints take at most half of an instance's workers.
ALTER TABLE webhook_endpoints ADD COLUMN busy_until TIMESTAMPTZ, ADD COLUMN slow_until TIMESTAMPTZ;

-- Bot workers shared fairly, by the time they spend (start-time fair
-- queueing): each account's bots have a share whose `started` is the
-- virtual time at which its last turn began and `finish` that plus the
-- worker's seconds it took. A waiting account starts at its finish, or at
-- the latest start of any share if that is later (no credit is saved
-- while idle), and the earliest start goes first.
CREATE TABLE bot_shares (
    account_id BIGINT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    started DOUBLE PRECISION NOT NULL DEFAULT 0,
    finish DOUBLE PRECISION NOT NULL DEFAULT 0
);
CREATE INDEX bot_shares_started ON bot_shares (started);
