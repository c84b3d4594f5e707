ALTER TABLE stream_tickets ADD CONSTRAINT stream_tickets_game_id_fkey
    FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE CASCADE;
ALTER TABLE rating_history ADD CONSTRAINT rating_history_game_id_fkey
    FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE CASCADE;
ALTER TABLE challenges ADD CONSTRAINT challenges_rematch_of_fkey
    FOREIGN KEY (rematch_of) REFERENCES games (id) ON DELETE SET NULL;
ALTER TABLE challenges ADD CONSTRAINT challenges_game_id_fkey
    FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE SET NULL;
ALTER TABLE seeks ADD CONSTRAINT seeks_game_id_fkey
    FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE SET NULL;
