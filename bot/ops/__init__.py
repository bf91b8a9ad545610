"""Running Starpost: ``config`` (settings), ``startup`` (start-up and logging), ``health``
(``/healthz`` and ``/metrics``), ``backup``, ``migrate`` (SQLite into PostgreSQL), ``upkeep``
(the operator's commands), ``replay``, ``interpreter`` (the bot process's tuning) and
``endpoints`` (Discord-compatible proxies)."""
