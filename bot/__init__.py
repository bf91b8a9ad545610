"""Starpost's Discord adapter and the application behind it.

How a slash command travels (``/move move:build starship``)::

    cog (bot/cogs/play.py)           reads the interaction, defers, calls the service
      -> service (bot/service.py)    GameService: the core and its features, wired together
      -> moves (bot/moves.py)        checks the turn under the game's lock, parses the text
      -> engine (games/<game>/)      pure: parse_move, apply -> new state and events
      -> core (bot/core.py)          AI seats play (bot/thinking.py), then one stored transaction
      -> store (storage/)            moves + snapshot, guarded by the game's version
      -> renderer (bot/render.py)    the board, drawn in the pool while the move commits
      -> post (bot/components.py)    the channel message: events, board, next player's ping

Where each part lives:

- ``core``: live games (cache, loading, locks) and the move pipeline; ``table``: the shared
  vocabulary (``LiveGame``, ``Post``...) and questions about a live game; ``wording``:
  folding and clipping text to Discord's limits.
- Features, each built on the core and never imported by it: ``lobby`` (opening, seats,
  start; collections kept across games), ``moves`` (moves, autocomplete, the turn panel),
  ``display`` (board, hand, status, rules), ``timekeeping`` (each awaited seat's clock,
  away, the schedule; with ``clocks``, the deadline arithmetic, and ``scheduler``, which
  claims due reminders and time-outs and handles each once), ``seats`` (leaving, taking
  over, substitutes), ``moderation`` (/admin), ``rewind`` (undo, rollback), ``history``
  (log, records, media, stats), ``preview`` (a move shown privately before it counts,
  played on Confirm).
- Where the core needs a feature's knowledge it calls a hook the feature registered
  (``Core.deadline``, ``Core.plan``, ``Core.on_change``, ``Core.on_finish``): dependencies
  point one way, so a feature can be read and tested with the core alone.
- Discord side: ``client`` (start-up, central error handler, delivery of notices),
  ``cogs/`` (slash commands) and ``components`` (persistent buttons, public posts). Cogs and
  components depend on the narrow ``host.Host`` interface, never on the client.
- ``errors`` (what a user can get wrong), ``i18n`` (every sentence, and the words of a
  reader's language for events, views and stored moves), ``language`` (a server's language,
  also for work no interaction starts, and its members' display names, which boards draw),
  ``config``,
  ``render`` (the drawing pool: a lane for boards, one worker per core, and a lowest-priority
  lane for the end-of-game media), ``thinking`` (the AI seats' worker processes, below the
  boards' priority, shared fairly between games), ``ai`` (an AI seat's player and its
  budget), ``workers`` (a worker process fed by the event loop through its pipes), ``media``
  (the score table and replay drawn there from a game's record), ``caches`` (the core's
  bounded memory: live games and recent boards),
  ``endpoints`` (Discord-compatible proxies),
  ``migrate`` (``python -m bot migrate``: a SQLite database copied into PostgreSQL and
  verified).
"""
