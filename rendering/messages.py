"""Words the shared drawings use (the end-of-game score table, the replay), by language.

Same shape as a game's catalogue (``games/<game>/messages.py``): three dicts ``EN``, ``ES``
and ``FR`` with the same keys, every key under ``render.``, the same placeholders in every
language. :func:`games.i18n.template` finds them by the prefix ``render``.
"""

from __future__ import annotations

EN: dict[str, str] = {
    "render.scores.title": "Final scores",
    "render.scores.player": "Player",
    "render.scores.score": "Score",
    "render.scores.place": "{place}.",
    "render.compact.full": "Full board: /board full:True",
}

ES: dict[str, str] = {
    "render.scores.title": "Puntuación final",
    "render.scores.player": "Jugador",
    "render.scores.score": "Puntos",
    "render.scores.place": "{place}.º",
    "render.compact.full": "Tablero completo: /board full:True",
}

FR: dict[str, str] = {
    "render.scores.title": "Scores finaux",
    "render.scores.player": "Joueur",
    "render.scores.score": "Score",
    "render.scores.place": "{place}.",
    "render.compact.full": "Plateau complet : /board full:True",
}
