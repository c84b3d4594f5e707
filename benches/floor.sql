-- The database floor of one play cycle (benches/commands.sh runs it with
-- pgbench at the load generator's concurrency): the SQL a player's legal
-- moves read and command issue with a current replay cache, on the
-- service's own tables. The events go to games that benches/commands.sh
-- picked into floor_games. The append notifies nobody: the service
-- announces its appends after they commit, several to a statement
-- (benches/announce.sql, which benches/commands.sh runs beside this
-- script, as one instance's announcer that never rests).
-- benches/commands.sh also runs it with the notice inside the append (as
-- the service sent it until the announcer), alone ("silent"), and
-- without the lines of the webhook outbox (marked "-- outbox"; the load's
-- accounts have no endpoints, so it writes no delivery), to show what
-- each costs the database.
\set n random(1, :games)
SELECT id AS game FROM floor_games WHERE n = :n \gset
-- the game, its setup and its players, in one query (the legal moves' read; a
-- command on the version read appends without reading again)
SELECT g.*, s.*, p.account_id, (SELECT a.username FROM accounts a WHERE a.id = p.account_id), p.seat, p.bot
  FROM games g JOIN game_setups s ON s.game_id = g.id LEFT JOIN game_players p ON p.game_id = g.id
 WHERE g.id = :game ORDER BY p.seat, p.joined_at;
-- the append, one statement: sequence number and status, the webhook
-- outbox, the events
WITH moved AS (
    UPDATE games SET last_seq = last_seq + 2, updated_at = now(), status = 'active', to_move = '{1}'
     WHERE id = :game AND updated_at IS NOT NULL -- the service: = the version it read
    RETURNING id, last_seq - 2 AS base
)
, outbox AS ( -- outbox
    INSERT INTO webhook_deliveries (id, endpoint_id, kind, game_id, seq) -- outbox
    SELECT gen_random_uuid(), endpoint.id, notified.kind, moved.id, moved.base + 2 -- outbox
      FROM moved, unnest('{2}'::int8[], '{your_turn}'::text[]) AS notified (account, kind) -- outbox
      JOIN webhook_endpoints endpoint ON endpoint.account_id = notified.account -- outbox
       AND endpoint.enabled AND notified.kind = ANY (endpoint.kinds) -- outbox
    RETURNING 1 -- outbox
) -- outbox
INSERT INTO events (game_id, seq, event_type, payload, actor_id, automatic)
SELECT moved.id, moved.base + new.n, new.event_type, new.payload, new.actor_id, new.automatic
  FROM moved, unnest(ARRAY['tile_placed', 'tile_drawn'],
                     ARRAY['{"type": "tile_placed", "x": 3, "y": -2, "rotation": 1}', '{"type": "tile_drawn", "tile": "base/D"}']::jsonb[],
                     ARRAY[1, NULL]::int8[], ARRAY[false, true])
       WITH ORDINALITY AS new (event_type, payload, actor_id, automatic, n)
RETURNING seq, event_type, payload, actor_id, created_at, automatic
        , EXISTS (SELECT FROM outbox) -- outbox
;
