ALTER TABLE analyses DROP COLUMN failed;
