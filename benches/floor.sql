-- The database floor of one play cycle (benches/commands.sh runs it with
-- pgbench at the load generator's concurrency): the SQL a player's legal
-- moves read and command issue with a current replay cache, on the
-- service's own tables. The events go to games that benches/commands.sh
-- picked into floor_games; the notice goes to the service's own channel,
-- where the instance still running hears it, as it hears a command's.
-- benches/commands.sh also runs it without the line of the notice, to
-- show what the notice costs the database.
\set n random(1, :games)
SELECT id AS game FROM floor_games WHERE n = :n \gset
-- the game and its players, in one query (the legal moves' read; a
-- command on the version read appends without reading again)
SELECT g.*, p.account_id, (SELECT a.username FROM accounts a WHERE a.id = p.account_id), p.seat, p.bot
  FROM games g LEFT JOIN game_players p ON p.game_id = g.id
 WHERE g.id = :game ORDER BY p.seat, p.joined_at;
-- the append, one statement: sequence number, status and notice, the events
WITH moved AS (
    UPDATE games SET last_seq = last_seq + 2, updated_at = now(), status = 'active', to_move = '{1}'
     WHERE id = :game AND updated_at IS NOT NULL -- the service: = the version it read
    RETURNING id, last_seq - 2 AS base
            , pg_notify('carcassonne_events', '{"game":"' || id || '","seq":1,"kind":"moved","to_move":[1],"players":[1,2],"sent_us":0}')
)
INSERT INTO events (game_id, seq, event_type, payload, actor_id, automatic)
SELECT moved.id, moved.base + new.n, new.event_type, new.payload, new.actor_id, new.automatic
  FROM moved, unnest(ARRAY['tile_placed', 'tile_drawn'],
                     ARRAY['{"type": "tile_placed", "x": 3, "y": -2, "rotation": 1}', '{"type": "tile_drawn", "tile": "base/D"}']::jsonb[],
                     ARRAY[1, NULL]::int8[], ARRAY[false, true])
       WITH ORDINALITY AS new (event_type, payload, actor_id, automatic, n)
RETURNING seq, event_type, payload, actor_id, created_at, automatic;
