DROP TRIGGER account_names_move_versions ON accounts;
DROP FUNCTION account_names_move_versions();
DROP TRIGGER game_players_move_version ON game_players;
DROP FUNCTION game_players_move_version();
DROP TRIGGER game_version_moves ON games;
DROP FUNCTION game_version_moves();
ALTER TABLE games DROP COLUMN version;
