"""SQLite's numbered migrations (``NNNN_name.sql``); a shipped one is never edited."""
