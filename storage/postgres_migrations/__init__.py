"""PostgreSQL's numbered schema migrations (``NNNN_name.sql``), following SQLite's step for
step in PostgreSQL's types (``bigint`` for Discord ids, ``boolean``, ``jsonb``), applied in
order by :meth:`storage.sql.Database.migrate`, each once, in its own transaction, which
records its number in ``schema_migrations``. Never edit a migration that has shipped.
"""
