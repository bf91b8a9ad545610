"""The features, each built on the core (:mod:`bot.app`) and never imported by it.

``lobby``, ``moves``, ``display``, ``preview``, ``timekeeping`` (with ``scheduler``),
``seats``, ``moderation``, ``rewind``, ``history``, ``standings`` (with ``reliability``),
``privacy`` and ``links`` (games' web addresses). ``service`` assembles them over one core:
the Discord layer calls the features it holds directly. No Discord types.
"""
