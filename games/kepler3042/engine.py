"""The decision engine: who acts, which moves are legal and why not, and applying a move.

One source of truth for legality: :func:`why_illegal` answers "why may this seat not make this
move now?" with a catalogue message, or ``None``. :func:`legal_moves` lists candidate moves
and keeps those :func:`why_illegal` accepts; :func:`apply` refuses what it refuses, then
works on a clone.

Turns are chains of decisions held on ``state.stack`` (see :mod:`.state`). Every decision kind
has its rules in the module of the rulebook section it belongs to; :data:`DECISIONS` maps the
kind to them. After every move the engine *settles* the state: it runs bookkeeping frames
(``@``-kinds, :func:`.round.run_auto`), drops decisions that have nothing left to decide, and
plays a decision's only legal move by itself, so nobody is ever asked to make a non-decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from games.core import Event, IllegalMove, Move
from games.i18n import Message, msg

from . import end_phase, movement, resources, turn
from .actions import colonize, galactic_map, missions, production, research, terraform
from .round import run_auto
from .setup import do_start, setup_candidates, why_setup
from .state import Frame, KState
from .technologies import do_convert, do_shift, quantum_candidates, why_quantum
from .terms import Cache, pname


class Decision(NamedTuple):
    """The rules of one decision kind: why a move is refused, what it does, what to offer."""

    why: Callable[[KState, int, Frame, Move, Cache], Message | None]
    do: Callable[[KState, int, Frame, Move, list[Event]], None]
    candidates: Callable[[KState, int, Frame, Cache], list[Move]]


DECISIONS: dict[str, Decision] = {
    "turn": Decision(turn.why_turn, turn.do_turn, turn.candidates_turn),
    "missions": Decision(missions.why_missions, missions.do_missions,
                         missions.candidates_missions),
    "place": Decision(missions.why_place, missions.do_place, missions.candidates_place),
    "colonize": Decision(colonize.why_colonize, colonize.do_colonize,
                         colonize.candidates_colonize),
    "research": Decision(research.why_research, research.do_research,
                         research.candidates_research),
    "movement": Decision(movement.why_movement, movement.do_movement,
                         movement.candidates_movement),
    "terraform": Decision(terraform.why_terraform, terraform.do_terraform,
                          terraform.candidates_terraform),
    "maptrack": Decision(galactic_map.why_maptrack, galactic_map.do_maptrack,
                         galactic_map.candidates_maptrack),
    "reveal": Decision(galactic_map.why_reveal, galactic_map.do_reveal,
                       galactic_map.candidates_reveal),
    "produce": Decision(resources.why_produce, resources.do_produce,
                        resources.candidates_produce),
    "exploit": Decision(production.why_exploit, production.do_exploit,
                        production.candidates_exploit),
    "burn": Decision(resources.why_burn, resources.do_burn, resources.candidates_burn),
    "regen": Decision(resources.why_regen, resources.do_regen, resources.candidates_regen),
    "freetech": Decision(end_phase.why_freetech, end_phase.do_freetech,
                         end_phase.candidates_freetech),
}


def to_act(state: KState) -> list[int]:
    if state.phase == "setup":
        return [i for i, p in enumerate(state.players) if not p.ready]
    if state.phase != "play" or not state.stack:
        return []
    return [state.stack[-1].seat]


def why_illegal(state: KState, seat: int, move: Move,
                cache: Cache | None = None) -> Message | None:
    """Why ``seat`` may not make ``move`` now (a message for the player), or None."""
    if cache is None:
        cache = {}
    if state.phase == "over":
        return msg("kepler3042.no.over")
    if not 0 <= seat < state.n:
        return msg("kepler3042.no.seat")
    if state.phase == "setup":
        return why_setup(state, seat, move)
    top = state.stack[-1]
    if seat != top.seat:
        return msg("kepler3042.no.not_yours", player=pname(top.seat))
    if move.verb in ("convert", "shift"):
        return why_quantum(state, seat, move)
    return DECISIONS[top.kind].why(state, seat, top, move, cache)


def candidates(state: KState, seat: int, cache: Cache) -> list[Move]:
    """The moves worth checking for ``seat`` now (a superset of the legal ones)."""
    if state.phase == "setup":
        return setup_candidates()
    top = state.stack[-1]
    return [*DECISIONS[top.kind].candidates(state, seat, top, cache),
            *quantum_candidates(state, seat)]


def legal_moves(state: KState, seat: int, limit: int | None = None) -> list[Move]:
    """The legal moves of ``seat`` in candidate order (only the first ``limit``, if given)."""
    if seat not in to_act(state):
        return []
    cache: Cache = {}
    out: list[Move] = []
    for m in candidates(state, seat, cache):
        if why_illegal(state, seat, m, cache) is None:
            out.append(m)
            if len(out) == limit:
                break
    return out


def apply(state: KState, seat: int, move: Move) -> tuple[KState, list[Event]]:
    reason = why_illegal(state, seat, move)
    if reason is not None:
        raise IllegalMove(reason)
    new = state.clone()
    events: list[Event] = []
    execute(new, seat, move, events)
    settle(new, events)
    return new, events


def settle(state: KState, events: list[Event]) -> None:
    """Run bookkeeping frames, drop empty decisions and play forced moves."""
    for _ in range(100_000):
        if state.phase != "play":
            return
        top = state.stack[-1]
        if top.kind.startswith("@"):
            state.stack.pop()
            run_auto(state, top, events)
            continue
        moves = legal_moves(state, top.seat, 2)  # none, one or several is all it asks
        if not moves:
            state.stack.pop()
            continue
        if len(moves) == 1:
            execute(state, top.seat, moves[0], events)
            continue
        return
    raise RuntimeError("settle did not converge")  # pragma: no cover


def execute(state: KState, seat: int, move: Move, events: list[Event]) -> None:
    """Carry out a move already known to be legal. Only the last setup choice also settles
    what follows (the opening of round 1); other moves leave settling to the caller."""
    if state.phase == "setup":
        do_start(state, seat, move, events)
        if state.phase == "play":
            settle(state, events)
        return
    if move.verb == "convert":
        do_convert(state, seat, move, events)
        return
    if move.verb == "shift":
        do_shift(state, seat, move, events)
        return
    top = state.stack[-1]
    DECISIONS[top.kind].do(state, seat, top, move, events)
