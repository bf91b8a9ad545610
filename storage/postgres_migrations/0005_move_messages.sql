-- Each move keeps its events as catalogue messages beside their English text (see the
-- SQLite migration of the same number); moves stored before have none.
ALTER TABLE moves ADD COLUMN messages jsonb;
