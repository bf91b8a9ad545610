-- Starpost schema, version 1: games, seats, moves, snapshots, results, settings, audit.
-- Times are unix seconds supplied by the application. JSON columns hold JSON text.

CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: old buttons carry ids
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,                   -- a thread is a channel
    game             TEXT    NOT NULL,                   -- registry name, e.g. 'adastra'
    status           TEXT    NOT NULL
                     CHECK (status IN ('lobby', 'active', 'finished', 'cancelled', 'aborted')),
    seed             INTEGER NOT NULL,
    options          TEXT    NOT NULL DEFAULT '{}',      -- JSON object
    version          INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),  -- plies applied
    host_id          INTEGER NOT NULL,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    started_at       INTEGER,
    finished_at      INTEGER,
    lobby_message_id INTEGER,
    result_reason    TEXT
);

-- One open game (lobby or active) per channel.
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_guild_status ON games (guild_id, status);

CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat >= 0),
    user_id   INTEGER,                                   -- NULL for a pure AI seat
    is_ai     INTEGER NOT NULL DEFAULT 0 CHECK (is_ai IN (0, 1)),
    label     TEXT,                                      -- colour / faction
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id),
    CHECK (user_id IS NOT NULL OR is_ai = 1)
);
CREATE INDEX seats_user ON seats (user_id);

CREATE TABLE moves (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply           INTEGER NOT NULL CHECK (ply >= 1),
    seat          INTEGER,
    notation      TEXT    NOT NULL,
    public_text   TEXT    NOT NULL DEFAULT '',
    private_texts TEXT    NOT NULL DEFAULT '{}',         -- JSON object: seat -> text
    user_id       INTEGER,                               -- who submitted it; NULL for AI/auto
    kind          TEXT    NOT NULL DEFAULT 'player',     -- player/forced/ai/timeout/admin
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE snapshots (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL CHECK (ply >= 0),
    state      TEXT    NOT NULL,                         -- the engine's to_json, as JSON text
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE results (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    user_id INTEGER,
    score   INTEGER,
    place   INTEGER NOT NULL CHECK (place >= 1),
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_user ON results (user_id);

-- Per-server settings (deadline defaults, moderator role, allowed channels, ...).
CREATE TABLE settings (
    guild_id   INTEGER NOT NULL,
    key        TEXT    NOT NULL,
    value      TEXT    NOT NULL,                         -- JSON
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, key)
);

-- Moderator and system actions.
CREATE TABLE audit (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id   INTEGER NOT NULL,
    game_id    INTEGER REFERENCES games (id) ON DELETE SET NULL,
    actor_id   INTEGER,                                  -- NULL: the bot itself
    action     TEXT    NOT NULL,
    details    TEXT    NOT NULL DEFAULT '{}',            -- JSON object
    created_at INTEGER NOT NULL
);
CREATE INDEX audit_guild ON audit (guild_id, id);
CREATE INDEX audit_game ON audit (game_id, id);
