-- A seat the service's bot plays, at this level. Each bot seat has an
-- account of its own (username `bot:<level>:<8 hex>`, outside the pattern
-- people's usernames follow, and no usable password), so seats, events and
-- notices treat bots and people alike.
ALTER TABLE game_players ADD COLUMN bot TEXT CHECK (bot IN ('random', 'greedy', 'mcts'));
