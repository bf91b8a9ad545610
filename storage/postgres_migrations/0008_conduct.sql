-- Reliability per member and server (see the SQLite migration of the same number).

CREATE TABLE conduct (
    game_id    bigint  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    bigint  NOT NULL,
    guild_id   bigint  NOT NULL,
    outcome    text    NOT NULL DEFAULT 'playing'
               CHECK (outcome IN ('playing', 'finished', 'left')),
    decisions  integer NOT NULL DEFAULT 0 CHECK (decisions >= 0),
    timeouts   integer NOT NULL DEFAULT 0 CHECK (timeouts >= 0),
    updated_at bigint  NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX conduct_member ON conduct (guild_id, user_id);
