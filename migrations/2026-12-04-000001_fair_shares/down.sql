DROP TABLE bot_shares;
ALTER TABLE webhook_endpoints DROP COLUMN busy_until, DROP COLUMN slow_until;
