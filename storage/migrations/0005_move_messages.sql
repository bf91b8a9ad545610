-- Each move keeps its events as catalogue messages beside their English text, so the log,
-- /history and a player's private lines can be worded in any reader's language:
-- {"public": [item...], "private": {"seat": [item...]}}, each item a message's JSON form
-- ({"key": ..., "params": {...}}) or a plain text. Moves stored before have none and are
-- shown with their text, as before.
ALTER TABLE moves ADD COLUMN messages TEXT;
