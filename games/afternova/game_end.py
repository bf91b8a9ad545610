"""The end of the game and the final score.

Rulebook: "Fin du jeu". When a player completes a 6th Project, every player may still
complete Projects at the end of that turn, then the game ends; nobody completes a 7th.
Score: the VP of completed Projects, 1 per fragment in storage, 1 per fragment of the
hidden objective's colours on completed Projects. The most VP wins; on a tie, the player
later in turn order wins. "Variante à 2 joueurs": the Bot scores its completed Projects,
its hidden objective and 1 per fragment in storage or on its unfinished Projects.

Interpretations: the Bot's 6th scored Project also ends the game; its objective counts the
symbols of every Project it scored, face down or not. The Bot is a player of the ranking
and can win: it is "un troisième joueur simulé" and "marque" its Projects like the others,
and "le joueur qui a le plus de Points de Victoire est le gagnant". It plays first ("Le Bot
est le premier joueur"), so on a tie any player beats it ("le joueur qui est plus tard de
l'ordre du tour est le gagnant"). The Bot takes the index after the seats (2) in the
ranking (:func:`bot_rank`, ``Outcome.others``).
"""

from __future__ import annotations

from games.afternova.common import name, names
from games.afternova.data import MAX_PROJECTS, PROJECTS, SHIPS
from games.afternova.state import BOT, State
from games.i18n import Message, msg


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
    """Each seat's total, in seat order (the Bot's is :func:`ranked_scores`'s last)."""
    return [player_score(state, s)["total"] for s in range(state.num_players)]


def bot_rank(state: State) -> int:
    """The Bot's index in the ranking: right after the seats."""
    return state.num_players


def ranked(state: State) -> list[int]:
    """The indices of the ranking: the seats, then the Bot's when it plays (in the state's
    turn order the Bot is :data:`BOT`; in the ranking it is :func:`bot_rank`)."""
    return list(range(state.num_players)) + ([bot_rank(state)] if state.bot else [])


def ranked_scores(state: State) -> list[int]:
    """The seats' totals, then the Bot's when it plays."""
    return final_scores(state) + ([bot_score(state)["total"]] if state.bot else [])


def ranking_keys(state: State) -> list[tuple[int, int]]:
    """Score, then turn order: on a tie the player later in turn order wins. One key per
    :func:`ranked` index, the Bot included (it plays first, so it loses every tie)."""
    scores = ranked_scores(state)
    return [(scores[i], state.order.index(BOT if i == bot_rank(state) else i))
            for i in ranked(state)]


def winner(state: State) -> int:
    """The winning seat, or :data:`BOT` when the Bot wins (turn order breaks every tie)."""
    keys = ranking_keys(state)
    best = max(ranked(state), key=lambda i: keys[i])
    return BOT if state.bot is not None and best == bot_rank(state) else best


def outcome_reason(state: State) -> Message:
    """Who ended the game, every score (the Bot's too), and the winner."""
    finishers = [s for s in range(state.num_players)
                 if len(state.players[s].completed) >= MAX_PROJECTS]
    if finishers:
        ended = msg("afternova.ended.one" if len(finishers) == 1 else "afternova.ended.many",
                    who=names(finishers, "Who"))
    else:
        ended = msg("afternova.ended.bot")
    scores = final_scores(state)
    told = [msg("afternova.score", who=name(s), n=scores[s]) for s in range(state.num_players)]
    if state.bot is not None:
        told.append(msg("afternova.score", who=name(BOT), n=bot_score(state)["total"]))
    return msg("afternova.reason", ended=ended, scores=tuple(told),
               winner=name(winner(state), "Who"))
