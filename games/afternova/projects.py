"""Completing Projects, and the Promotions they give.

Rulebook: "Finissant les Projets". At the end of every turn *each* player may complete
Projects from their hand by paying the fragments from storage; the Project is revealed,
its fragments go to the discard and it is tucked under the ship with its VP hidden and its
Promotion visible. Promotions stack, and cannot be used in the turn the Project was
completed ("Vous ne pouvez pas utiliser une Promotion la même tour qu'il a fini").

Interpretations:

- A promotion counts from the turn after the one in which its Project was completed.
- Only the players who can complete a Project are asked at the end of a turn (so that fact
  is public); the others are not kept waiting.
- A completed Project is revealed to the table ("Révélez le Projet fini"): its cost and
  promotion are told; its VP, tucked under the ship, stay out of the public view until the
  end.
"""

from __future__ import annotations

from games.afternova.common import (
    arg,
    contains,
    frag_words,
    name,
    project_text,
    promotion_word,
    remove_frags,
)
from games.afternova.data import MAX_PROJECTS, PROJECTS
from games.afternova.state import COMPLETE, State
from games.core import Event, Move
from games.i18n import Message, msg


def promotions(state: State, seat: int, kind: str) -> int:
    """Promotions of ``kind`` the seat may use this turn (not those completed this turn)."""
    p = state.players[seat]
    return sum(1 for card, t in zip(p.completed, p.completed_turn, strict=True)
               if t < state.turn and PROJECTS[card].promotion == kind)


def can_complete(state: State, seat: int) -> bool:
    p = state.players[seat]
    if len(p.completed) >= MAX_PROJECTS:
        return False
    return any(contains(p.storage, PROJECTS[c].cost) for c in p.projects)


def end_turn(state: State) -> None:
    """Finissant les Projets: at the end of each turn every player may complete Projects."""
    state.phase = COMPLETE
    state.done = []


def completing(state: State) -> list[int]:
    """Seats still deciding at the end of a turn: only those who can complete something."""
    return [s for s in range(state.num_players)
            if s not in state.done and can_complete(state, s)]


# --- legality -----------------------------------------------------------------------------

def check_complete(state: State, seat: int, move: Move) -> Message | None:
    card = arg(move, 0)
    p = state.players[seat]
    if card not in p.projects:
        return msg("afternova.error.not_project", card=card or msg("afternova.that_card"))
    if len(p.completed) >= MAX_PROJECTS:
        return msg("afternova.error.six_done")
    cost = PROJECTS[card].cost
    if not contains(p.storage, cost):
        return msg("afternova.error.cost", card=card, cost=frag_words(cost),
                   have=frag_words(p.storage))
    return None


def check_done(state: State, seat: int, move: Move) -> Message | None:
    return msg("afternova.error.done_args") if move.args else None


# --- moves --------------------------------------------------------------------------------

def complete_project(state: State, seat: int, card: str, events: list[Event]) -> None:
    """Reveal, pay the fragments to the discard, tuck under the ship (VP hidden)."""
    p = state.players[seat]
    project = PROJECTS[card]
    remove_frags(p.storage, project.cost)
    for c in project.cost:
        state.discard[c] += 1
    p.projects.remove(card)
    if card in p.shown:
        p.shown.remove(card)
    p.completed.append(card)
    p.completed_turn.append(state.turn)
    told = {"who": name(seat, "Who"), "n": len(p.completed), "max": MAX_PROJECTS,
            "frags": frag_words(project.cost)}
    if project.promotion:
        told["promotion"] = promotion_word(project.promotion)
        public = msg("afternova.event.completes_promo", **told)
    else:
        public = msg("afternova.event.completes", **told)
    events.append(Event.of(public, {seat: msg("afternova.private.complete",
                                              project=project_text(card))}, reveals=True))


def done(state: State, seat: int, events: list[Event]) -> None:
    """The seat completes nothing more this turn."""
    state.done.append(seat)
    events.append(Event.of(msg("afternova.event.done", who=name(seat, "Who")), minor=True))
