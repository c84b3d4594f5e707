ALTER TABLE accounts DROP COLUMN deleted_at;
