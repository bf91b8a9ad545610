-- Ratings per server and game (storage/ratings.py): each member's skill as OpenSkill's
-- Plackett-Luce model keeps it, a mean (mu) and an uncertainty (sigma), updated in the
-- transaction that finishes a game. `rated_games` lists every finished game the ratings
-- have taken in, so a game finished out of order (or before this migration) is noticed and
-- the server's ratings of that game are replayed from the stored results, in the order
-- (finished_at, id) that `python -m bot ratings --rebuild` follows too.

CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    games      INTEGER NOT NULL CHECK (games >= 1),   -- rated games played
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
CREATE INDEX ratings_user ON ratings (user_id);

CREATE TABLE rated_games (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    finished_at INTEGER NOT NULL,
    rated       INTEGER NOT NULL CHECK (rated >= 0)  -- members it rated (0: fewer than two)
);
CREATE INDEX rated_games_order ON rated_games (guild_id, game, finished_at, game_id);
