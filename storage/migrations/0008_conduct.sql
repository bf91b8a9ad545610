-- Reliability per member and server (storage/conduct.py): one row per member and game they
-- held a seat in, written in the transactions that end their part in it: the game
-- finishing with them seated ('finished'), their seat going to the AI or another member
-- ('left'), and each of their deadlines passing (`timeouts`, counted with the deadline's
-- point marked handled, so once). `decisions` are the moves they made themselves in the
-- game, counted when their part ends.

CREATE TABLE conduct (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    guild_id   INTEGER NOT NULL,
    outcome    TEXT    NOT NULL DEFAULT 'playing'
               CHECK (outcome IN ('playing', 'finished', 'left')),
    decisions  INTEGER NOT NULL DEFAULT 0 CHECK (decisions >= 0),
    timeouts   INTEGER NOT NULL DEFAULT 0 CHECK (timeouts >= 0),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX conduct_member ON conduct (guild_id, user_id);
