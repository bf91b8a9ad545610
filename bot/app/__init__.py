"""The application core: what every feature is built on, with no Discord types.

``core`` (live games and the move pipeline) with ``table`` (the shared vocabulary: a live
game, a post, a move's outcome), ``caches``, ``errors`` (what a user can get wrong) and
``wording`` (fitting text to Discord's limits); the words (``i18n``, ``language``) and the
seat colours (``palette``); the clocks (``calendar``, ``clocks``); what the bot counts
(``metrics``) and how a failure is logged (``failures``); and the worker pools the core
drives: ``render`` and ``media`` (drawing), ``thinking`` and ``ai`` (AI seats), ``workers``
(a worker process fed through its pipes). Nothing here imports a feature, the outbox or the
Discord layer (``tests/bot/test_structure.py``).
"""
