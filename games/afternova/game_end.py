"""The end of the game and the final score.

Rulebook: "Fin du jeu". When a player completes a 6th Project, every player may still
complete Projects at the end of that turn, then the game ends; nobody completes a 7th.
Score: the VP of completed Projects, 1 per fragment in storage, 1 per fragment of the
hidden objective's colours on completed Projects. The most VP wins; on a tie, the player
later in turn order wins. "Variante à 2 joueurs": the Bot scores its completed Projects,
its hidden objective and 1 per fragment in storage or on its unfinished Projects.

Interpretations: the Bot's 6th scored Project also ends the game; its objective counts the
symbols of every Project it scored, face down or not. The Bot does not win: when it
outscores everyone the result says so, and the best player is still ranked first.
"""

from __future__ import annotations

from games.afternova.common import cap, name, names
from games.afternova.data import MAX_PROJECTS, PROJECTS, SHIPS
from games.afternova.state import State


def game_ended(state: State) -> bool:
    """Fin du jeu: someone (the Bot included) has completed a 6th Project."""
    if any(len(p.completed) >= MAX_PROJECTS for p in state.players):
        return True
    return state.bot is not None and state.bot.count() >= MAX_PROJECTS


def player_score(state: State, seat: int) -> dict[str, int]:
    """VP of completed Projects, 1 per stored fragment, 1 per objective-coloured fragment."""
    p = state.players[seat]
    objective = SHIPS[p.ship].objective
    vp = sum(PROJECTS[c].vp for c in p.completed)
    obj = sum(1 for c in p.completed for f in PROJECTS[c].cost if f in objective)
    stored = len(p.storage)
    return {"projects": vp, "storage": stored, "objective": obj, "total": vp + stored + obj}


def bot_score(state: State) -> dict[str, int]:
    """The Bot: its scored Projects and objective, 1 per fragment stored or on its row."""
    bot = state.bot
    assert bot is not None
    objective = SHIPS[bot.ship].objective
    scored = bot.scored + bot.scored_hidden
    vp = sum(PROJECTS[c].vp for c in scored)
    obj = sum(1 for c in scored for f in PROJECTS[c].cost if f in objective)
    loose = len(bot.storage) + sum(len(x) for x in bot.placed)
    return {"projects": vp, "storage": loose, "objective": obj, "total": vp + loose + obj}


def final_scores(state: State) -> list[int]:
    return [player_score(state, s)["total"] for s in range(state.num_players)]


def ranking_keys(state: State) -> list[tuple[int, int]]:
    """Score, then turn order: on a tie the player later in turn order wins."""
    return [(score, state.order.index(s)) for s, score in enumerate(final_scores(state))]


def outcome_reason(state: State) -> str:
    """Who ended the game, every score, and the winner (the Bot's score is told too)."""
    finishers = [s for s in range(state.num_players)
                 if len(state.players[s].completed) >= MAX_PROJECTS]
    if finishers:
        text = f"{cap(names(finishers))} completed a 6th Project."
    else:
        text = "The Bot scored a 6th Project."
    scores = final_scores(state)
    keys = ranking_keys(state)
    best = max(range(state.num_players), key=lambda s: keys[s])
    text += " " + ", ".join(f"{name(s)} {scores[s]}" for s in range(state.num_players))
    if state.bot is not None:
        b = bot_score(state)["total"]
        text += f", the Bot {b}"
        if b > scores[best]:
            return text + f". The Bot outscores everyone; best player: {name(best)}."
    return text + f". {cap(name(best))} wins."
