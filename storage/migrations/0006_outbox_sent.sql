-- Sent posts are kept a week, then deleted (bot/announce.py, KEEP_SENT_SECONDS): without
-- that the outbox grows by a post's payload (1-2 KB) with every post, for ever. The purge
-- deletes the oldest sent posts a batch at a time; this index holds only sent posts, by
-- when they were sent, so a purge reads exactly what it deletes and never the unsent posts
-- (which claims read through `outbox_pending`).
CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL;
