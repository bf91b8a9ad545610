-- Sent posts are kept a week, then deleted, a batch at a time (see the SQLite migration of
-- the same number): this index holds only sent posts, by when they were sent, so a purge
-- reads exactly what it deletes.
CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL;
