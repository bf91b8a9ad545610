"""SQLite's numbered schema migrations (``NNNN_name.sql``), applied in order by
:meth:`storage.sql.Database.migrate`, each once, in its own transaction, which sets ``PRAGMA
user_version`` to its number. Never edit a migration that has shipped: add the next number.
"""
