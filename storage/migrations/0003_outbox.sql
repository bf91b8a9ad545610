-- The outbox: every public post a change to a game causes (board, results, the next player's
-- ping, seat-open and timeout notices) is written in the same transaction as that change,
-- then sent by a dispatcher and marked sent. A post still unsent after a crash or restart
-- is sent then, so a stored move is always announced. `claimed_until` is a sender's lease
-- (another sender may take the post once it has passed) and doubles as "not before" when a
-- failed send waits to be retried.
CREATE TABLE outbox (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    channel_id    INTEGER NOT NULL,
    ply           INTEGER NOT NULL CHECK (ply >= 0),  -- the game's version the post describes
    payload       TEXT    NOT NULL,                   -- JSON object, see bot/announce.py
    created_at    INTEGER NOT NULL,
    claimed_until INTEGER,
    attempts      INTEGER NOT NULL DEFAULT 0,
    sent_at       INTEGER
);
CREATE INDEX outbox_pending ON outbox (game_id, id) WHERE sent_at IS NULL;
