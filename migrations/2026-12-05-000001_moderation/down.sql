DROP TABLE moderation_log;
DROP INDEX rating_history_pool_order;
ALTER TABLE rating_history DROP COLUMN volatility;
ALTER TABLE accounts DROP COLUMN suspended_at, DROP COLUMN suspended_until, DROP COLUMN unlisted;
