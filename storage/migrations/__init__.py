"""Numbered schema migrations (``NNNN_name.sql``), applied in order by
:mod:`storage.sqlite_database`.

A migration file is applied once, in its own transaction, and ``PRAGMA user_version`` is set
to its number inside that transaction. Never edit a migration that has shipped: add the next
number instead.
"""
