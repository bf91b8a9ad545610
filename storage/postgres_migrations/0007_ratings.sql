-- Ratings per server and game (see the SQLite migration of the same number): each member's
-- OpenSkill mean and uncertainty, and the finished games the ratings have taken in.

CREATE TABLE ratings (
    guild_id   bigint           NOT NULL,
    game       text             NOT NULL,
    user_id    bigint           NOT NULL,
    mu         double precision NOT NULL,
    sigma      double precision NOT NULL,
    games      integer          NOT NULL CHECK (games >= 1),
    updated_at bigint           NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
CREATE INDEX ratings_user ON ratings (user_id);

CREATE TABLE rated_games (
    game_id     bigint  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    guild_id    bigint  NOT NULL,
    game        text    NOT NULL,
    finished_at bigint  NOT NULL,
    rated       integer NOT NULL CHECK (rated >= 0)
);
CREATE INDEX rated_games_order ON rated_games (guild_id, game, finished_at, game_id);
