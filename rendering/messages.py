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
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "render.alt.opening": "{title}: {status}.",
    "render.alt.hand": "{title}: your hand, {who}.",
    "render.alt.nobody": "Nobody is to act now.",
    "render.alt.asked": "{who}: {prompt}",
    "render.alt.waiting": "Waiting for {who}: {prompt}.",
    "render.alt.waiting_for": "Waiting for {who}.",
    "render.alt.waiting_each": "Waiting for {each}.",
    "render.alt.scores": "Scores: {scores}.",
    "render.alt.your_move": "Your move: {prompt}.",
    "render.alt.nothing": "Nothing for you to decide now.",
    "render.alt.your_score": "Your score: {score}.",
    "render.alt.winner": "Winner: {who}.",
    "render.alt.winners": "Winners: {who}.",
    "render.alt.replay": "Animated replay of the game, from the setup to the end.",
    "render.alt.replay_end": "Its last board:",
}

ES: dict[str, str] = {
    "render.scores.title": "Puntuación final",
    "render.scores.player": "Jugador",
    "render.scores.score": "Puntos",
    "render.scores.place": "{place}.º",
    "render.compact.full": "Tablero completo: /board full:True",
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "render.alt.opening": "{title}: {status}.",
    "render.alt.hand": "{title}: tu mano, {who}.",
    "render.alt.nobody": "Ahora nadie tiene que jugar.",
    "render.alt.asked": "{who}: {prompt}",
    "render.alt.waiting": "Se espera {who:a}: {prompt}.",
    "render.alt.waiting_for": "Se espera {who:a}.",
    "render.alt.waiting_each": "Se espera {each:a}.",
    "render.alt.scores": "Puntos: {scores}.",
    "render.alt.your_move": "Te toca: {prompt}.",
    "render.alt.nothing": "Ahora no tienes nada que decidir.",
    "render.alt.your_score": "Tus puntos: {score}.",
    "render.alt.winner": "Victoria {who:de}.",
    "render.alt.winners": "Victoria compartida {who:de}.",
    "render.alt.replay": "Repetición animada de la partida, de la preparación al final.",
    "render.alt.replay_end": "Su último tablero:",
}

FR: dict[str, str] = {
    "render.scores.title": "Scores finaux",
    "render.scores.player": "Joueur",
    "render.scores.score": "Score",
    "render.scores.place": "{place}.",
    "render.compact.full": "Plateau complet : /board full:True",
    # --- alt text: the images described for a screen reader (rendering/alt.py) ----------
    "render.alt.opening": "{title} : {status}.",
    "render.alt.hand": "{title} : votre main, {who}.",
    "render.alt.nobody": "Personne n'a à jouer pour l'instant.",
    "render.alt.asked": "{who} : {prompt}",
    "render.alt.waiting": "On attend {who} : {prompt}.",
    "render.alt.waiting_for": "On attend {who}.",
    "render.alt.waiting_each": "On attend {each}.",
    "render.alt.scores": "Scores : {scores}.",
    "render.alt.your_move": "À vous : {prompt}.",
    "render.alt.nothing": "Vous n'avez rien à décider pour l'instant.",
    "render.alt.your_score": "Votre score : {score}.",
    "render.alt.winner": "Victoire : {who}.",
    "render.alt.winners": "Victoire partagée : {who}.",
    "render.alt.replay": "Rediffusion animée de la partie, de la mise en place à la fin.",
    "render.alt.replay_end": "Son dernier plateau :",
}
