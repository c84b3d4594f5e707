-- A game's version: a number that moves with every change of what a read
-- of the game takes from the database (its row, its players, their names).
-- An instance that keeps a game's rows asks only for this number and reads
-- the rows again when it moved, so the database still decides what a read
-- sees. Triggers move it, so no statement can forget to.
ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION game_version_moves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.version := OLD.version + 1;
    RETURN NEW;
END $$;

CREATE TRIGGER game_version_moves BEFORE UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION game_version_moves();

-- A seat taken, left, assigned or handed to a bot is a change of its game.
CREATE FUNCTION game_players_move_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'DELETE' THEN
        UPDATE games SET version = version + 1 WHERE id = NEW.game_id;
    END IF;
    IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.game_id <> NEW.game_id) THEN
        UPDATE games SET version = version + 1 WHERE id = OLD.game_id;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER game_players_move_version AFTER INSERT OR UPDATE OR DELETE ON game_players
    FOR EACH ROW EXECUTE FUNCTION game_players_move_version();

-- A renamed account (a deleted one takes a placeholder name) changes the
-- players of every game it sits at.
CREATE FUNCTION account_names_move_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE games SET version = version + 1
        WHERE id IN (SELECT game_id FROM game_players WHERE account_id = NEW.id);
    RETURN NULL;
END $$;

CREATE TRIGGER account_names_move_versions AFTER UPDATE OF username ON accounts
    FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username)
    EXECUTE FUNCTION account_names_move_versions();
