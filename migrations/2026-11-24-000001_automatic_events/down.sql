ALTER TABLE events DROP COLUMN automatic;
