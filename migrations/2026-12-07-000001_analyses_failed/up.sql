-- An analysis whose game's log the engine refuses (a log that replays but
-- does not verify, as an import would check it) can never be made: it
-- ends as failed instead of being retried by every worker for ever.
ALTER TABLE analyses ADD COLUMN failed BOOLEAN NOT NULL DEFAULT false;
