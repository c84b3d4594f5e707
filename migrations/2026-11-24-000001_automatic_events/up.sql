-- Events the service applied by the rules rather than recorded as a choice:
-- chance's draws and discards, and a figure step skipped because nothing
-- could be placed (appended with the tile in the same transaction, so it
-- shares that event's time and actor; imported games keep false there).
ALTER TABLE events ADD COLUMN automatic BOOLEAN NOT NULL DEFAULT false;
UPDATE events SET automatic = true WHERE event_type IN ('tile_drawn', 'tile_discarded');
UPDATE events AS skipped SET automatic = true
FROM events AS placed, games
WHERE skipped.event_type = 'figure_skipped'
  AND placed.game_id = skipped.game_id AND placed.seq = skipped.seq - 1
  AND placed.event_type IN ('tile_placed', 'abbey_placed')
  AND placed.created_at = skipped.created_at
  AND games.id = skipped.game_id AND NOT games.imported;
