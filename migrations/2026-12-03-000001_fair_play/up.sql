-- What a finished rated game did to its players' ratings: `counted`,
-- `aborted` (it ended before every seat had made two moves of its own:
-- nothing recorded), `repeated_pairing` (two of its players had finished
-- as many rated games together within a day as count: records only) or
-- `account_deleted` (a player deleted their account during it: records
-- only). Written in the transaction of the game's last event; null while
-- it runs and for unrated games.
ALTER TABLE games ADD COLUMN rated_result TEXT;

-- Distinct opponents in an account's rated games of a pool: the
-- leaderboards list only accounts that met enough of them.
ALTER TABLE ratings ADD COLUMN opponents INTEGER NOT NULL DEFAULT 0;
UPDATE ratings r SET opponents = (
    SELECT count(DISTINCT o.account_id)
    FROM rating_history h
    JOIN rating_history o ON o.game_id = h.game_id AND o.account_id <> h.account_id
    WHERE h.account_id = r.account_id AND h.ruleset = r.ruleset AND h.pool = r.pool
);

-- The players of a rated game, found from any of them: repeated pairings
-- and distinct opponents.
CREATE INDEX rating_history_by_game ON rating_history (game_id);
