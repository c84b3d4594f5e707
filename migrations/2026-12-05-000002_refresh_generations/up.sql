-- Refresh tokens made from their session (service/src/auth/refresh.rs):
-- a session keeps a random salt and how many times it was refreshed, and
-- recognises every token it ever had. Sessions started before keep their
-- stored tokens (`refresh_tokens`) until their next refresh, which moves
-- them to the new kind; the table can go once those have expired.
ALTER TABLE sessions ADD COLUMN salt TEXT, ADD COLUMN generation INTEGER NOT NULL DEFAULT 0;
