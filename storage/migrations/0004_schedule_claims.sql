-- Each scheduled reminder and deadline belongs to one decision: the seat awaited, the game's
-- version (`ply`) and the time (`since_at`) when that seat's decision began. A point of a
-- decision (its 24 h reminder, its deadline...) is one row for ever, so rewriting a schedule
-- never brings back a point already handled; `lead` is how many seconds before the deadline
-- the point falls (0 for the deadline itself).
--
-- A scheduler takes due rows by setting `claimed_until` (a lease) in one UPDATE, so two
-- schedulers never take the same row, and sets `done_at` once it has acted; a scheduler that
-- dies meanwhile leaves the row to another once the lease has passed, and whoever takes a row
-- checks under the game's lock that its decision is still awaited before acting.
--
-- Rows from before have no seat (a game-wide point of the decision at `ply`): each keeps its
-- due time as `since_at` and minus its id as `lead`, so they stay distinct. The scheduler
-- re-plans every running game at start-up, which replaces the pending ones.
--
-- The table is rebuilt with AUTOINCREMENT: a point's id is never handed out again, so a
-- scheduler that marks the points it handled can never mark a newer point that took the id
-- of one deleted meanwhile.
CREATE TABLE schedule_points (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply           INTEGER NOT NULL,
    kind          TEXT    NOT NULL CHECK (kind IN ('reminder', 'deadline')),
    due_at        INTEGER NOT NULL,
    done_at       INTEGER,
    seat          INTEGER,
    since_at      INTEGER NOT NULL DEFAULT 0,
    lead          INTEGER NOT NULL DEFAULT 0,
    claimed_until INTEGER,
    attempts      INTEGER NOT NULL DEFAULT 0
);
INSERT INTO schedule_points (id, game_id, ply, kind, due_at, done_at, since_at, lead)
    SELECT id, game_id, ply, kind, due_at, done_at, due_at, -id FROM schedule;
DROP TABLE schedule;
ALTER TABLE schedule_points RENAME TO schedule;
CREATE UNIQUE INDEX schedule_point
    ON schedule (game_id, ply, IFNULL(seat, -1), since_at, kind, lead);
CREATE INDEX schedule_pending ON schedule (due_at) WHERE done_at IS NULL;

-- The decision each awaited seat of a running game is in, written with the schedule: a
-- seat's clock runs from `since_at` whatever other seats do.
CREATE TABLE clocks (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    ply      INTEGER NOT NULL,
    since_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
