-- Whether a bot decides next, refreshed with every append (like to_move):
-- the bot workers of every instance take their work from the games where
-- it is true. Only those are indexed, and the flag of a game without bots
-- never changes, so such games keep their in-place (HOT) updates.
ALTER TABLE games ADD COLUMN bot_to_move BOOLEAN NOT NULL DEFAULT false;
UPDATE games SET bot_to_move = true
WHERE status = 'active' AND EXISTS (
    SELECT 1 FROM game_players AS p
    WHERE p.game_id = games.id AND p.bot IS NOT NULL AND p.account_id = ANY (games.to_move)
);
CREATE INDEX games_bot_turns ON games (owner_id) WHERE bot_to_move;
