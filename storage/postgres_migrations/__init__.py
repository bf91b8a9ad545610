"""Numbered schema migrations of the PostgreSQL store (``NNNN_name.sql``), applied in order
by :mod:`storage.postgres_database`.

They follow the SQLite migrations step for step (same numbers, same tables and columns), so
``python -m bot migrate`` can copy one database into the other table by table; the types
are PostgreSQL's own (``bigint`` for Discord ids, ``boolean``, ``jsonb`` for JSON that
queries may look into). Each file is applied once, in its own transaction, which also
records its number in ``schema_migrations``. Never edit a migration that has shipped: add
the next number instead.
"""
