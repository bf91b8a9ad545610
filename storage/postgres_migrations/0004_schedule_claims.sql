-- Each scheduled reminder and deadline belongs to one decision (see the SQLite migration of
-- the same number): the seat awaited, the game's version (`ply`) and the time (`since_at`)
-- when that seat's decision began; `lead` is how many seconds before the deadline the point
-- falls. A point is one row for ever, so rewriting a schedule never brings back a point
-- already handled. Claims keep `claimed_until` and `claimed_by` (migration 0002).
ALTER TABLE schedule ADD COLUMN seat integer;
ALTER TABLE schedule ADD COLUMN since_at bigint NOT NULL DEFAULT 0;
ALTER TABLE schedule ADD COLUMN lead bigint NOT NULL DEFAULT 0;
ALTER TABLE schedule ADD COLUMN attempts integer NOT NULL DEFAULT 0;
UPDATE schedule SET since_at = due_at, lead = -id;
DROP INDEX schedule_game;
CREATE UNIQUE INDEX schedule_point
    ON schedule (game_id, ply, COALESCE(seat, -1), since_at, kind, lead);

-- The decision each awaited seat of a running game is in, written with the schedule.
CREATE TABLE clocks (
    game_id  bigint  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     integer NOT NULL,
    ply      integer NOT NULL,
    since_at bigint  NOT NULL,
    PRIMARY KEY (game_id, seat)
);
