-- One instance's announcer at its busiest (benches/commands.sh runs it
-- with one client beside benches/floor.sql, at 200 statements a second:
-- a busy announcer sends a batch every 5 ms): a statement that announces
-- a batch of notices of committed appends on the service's own channel,
-- as crates/storage/src/announcer.rs sends it. Twenty notices of the
-- load's size to a batch (a floor of about 4,000 appends a second).
SELECT pg_notify('carcassonne_events', payload)
  FROM unnest(ARRAY['[' || repeat('{"game":"00000000-0000-0000-0000-000000000000","seq":1,"notifications":[{"account":2,"kind":"your_turn"}],"sent_us":0},', 19)
                    || '{"game":"00000000-0000-0000-0000-000000000000","seq":1,"notifications":[{"account":2,"kind":"your_turn"}],"sent_us":0}]']) AS payload;
