ALTER TABLE webhook_deliveries DROP COLUMN data;
DROP TABLE challenged;
DROP TABLE challenges;
