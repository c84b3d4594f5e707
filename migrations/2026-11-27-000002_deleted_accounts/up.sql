-- When an account was deleted. Its personal data is erased, but the row stays
-- (under a name no one can register) so that its seats in every game, and so
-- every game's log, stay as they were.
ALTER TABLE accounts ADD COLUMN deleted_at TIMESTAMPTZ;
