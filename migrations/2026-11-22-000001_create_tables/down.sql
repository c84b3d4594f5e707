DROP TABLE events;
DROP TABLE game_players;
DROP TABLE games;
DROP TABLE accounts;
