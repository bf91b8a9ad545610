-- Timed events of running games: reminders before a decision's deadline, and the deadline
-- itself. Each entry belongs to the decision that starts at game version `ply`; entries of
-- an older version are obsolete. The scheduler handles every due entry once (`done_at`).
CREATE TABLE schedule (
    id      INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply     INTEGER NOT NULL,
    kind    TEXT    NOT NULL CHECK (kind IN ('reminder', 'deadline')),
    due_at  INTEGER NOT NULL,
    done_at INTEGER
);
CREATE INDEX schedule_pending ON schedule (due_at) WHERE done_at IS NULL;
CREATE INDEX schedule_game ON schedule (game_id, ply);
