"""Starpost's Discord bot: the application behind it and the Discord layer in front.

The packages, each depending only on those before it (``tests/bot/test_structure.py``):

- :mod:`bot.app`: the core (live games, the move pipeline, the words, the clocks) and the
  worker pools it drives (boards, media, AI seats). No Discord types.
- :mod:`bot.features`: lobby, moves, display, preview, timekeeping, seats, moderation,
  rewind, history, standings, privacy, links; each built on the core and never imported by
  it (where the core needs a feature's knowledge it calls a hook the feature registered:
  ``Core.deadline``, ``Core.plan``, ``Core.on_change``, ``Core.on_finish``).
  ``features.service`` assembles them over one core. No Discord types.
- :mod:`bot.interface`: the Discord layer: slash commands (``cogs/``), buttons and posts
  (``components``), attachments, permissions, which channels refuse posts, the commands'
  translations. Cogs and components see the narrow ``host.Host``, never the client.
- :mod:`bot.outbox`: every post stored with its change, sent per channel in order, held
  while its channel refuses it.
- :mod:`bot.ops`: settings, start-up, health and metrics, backups, migration, upkeep.
- :mod:`bot.web`: a page per game. ``bot.client`` (start-up, the central error handler) and
  ``bot.__main__`` (the commands) sit on top of them all.

How a slash command travels (``/move move:build starship``)::

    cog (interface/cogs/play.py)     reads the interaction, defers, calls the feature
      -> moves (features/moves.py)   checks the turn under the game's lock, parses the text
      -> engine (games/<game>/)      pure: parse_move, apply -> new state and events
      -> core (app/core.py)          AI seats play (app/thinking.py), one stored Change
      -> store (storage/)            moves, snapshot and post, guarded by the game's version
      -> renderer (app/render.py)    the board, drawn in a worker while the move commits
      -> outbox (outbox/dispatch.py) the channel message: events, board, next player's ping

docs/architecture.md draws the same map with every module.
"""
