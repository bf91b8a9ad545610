"""Helpers for Ad Astra tests: build exact positions from a normal setup."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterable
from typing import Any

from games.adastra import GAME, rules
from games.adastra.state import Placement, State
from games.core import Event, IllegalMove


def dump(state: State) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def fresh(n: int = 4, seed: int = 7, **options: Any) -> State:
    return GAME.setup(n, seed, options or None)


def set_kind(state: State, pid: str, kind: str, keep: frozenset[str] = frozenset()) -> None:
    """Give a planet a kind, swapping with a face-down planet (not in ``keep``) so the
    totals stay right."""
    target = state.planet(pid)
    if target.kind == kind:
        return
    for other in state.planets:
        if other.id != pid and other.id not in keep and not other.face_up and other.kind == kind:
            swap = state.planet(other.id)
            swap.kind, target.kind = target.kind, swap.kind
            return
    raise AssertionError(f"no spare {kind} planet to swap into {pid}")


def set_resources(state: State, seat: int, **counts: int) -> None:
    """Set a player's hand exactly (missing types become 0), keeping the bank's totals."""
    player = state.players[seat]
    for r in player.resources:
        state.bank[r] += player.resources[r]
        player.resources[r] = counts.get(r, 0)
        state.bank[r] -= player.resources[r]


def at_card(state: State, owner: int, card: str) -> tuple[State, list[Event]]:
    """A copy of ``state`` with ``card`` (owned by ``owner``) just revealed on space 1."""
    s = state.clone()
    s.phase = "action"
    s.board = [Placement(owner, card)]
    s.space = -1
    s.action = None
    events: list[Event] = []
    rules.settle(s, events)
    return s, events


def play(state: State, seat: int, *texts: str) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for text in texts:
        state, new = GAME.apply(state, seat, GAME.parse_move(state, seat, text))
        events += new
    return state, events


def refused(state: State, seat: int, text: str) -> str:
    """The sentence a move is refused with; asserts the state did not change."""
    before = dump(state)
    try:
        GAME.apply(state, seat, GAME.parse_move(state, seat, text))
    except IllegalMove as exc:
        assert dump(state) == before
        return exc.message
    raise AssertionError(f"{text!r} was accepted")


def texts(events: Iterable[Event]) -> str:
    return "\n".join(e.text for e in events)


def hidden_variants(state: State, rnd: random.Random) -> Iterable[tuple[State, set[int]]]:
    """Copies of ``state`` with hidden things changed, and the seats allowed to notice."""
    face_down = [p for p in state.planets if not p.face_up]
    kinds = {p.kind for p in face_down}
    if len(kinds) > 1:
        a = rnd.choice(face_down)
        b = rnd.choice([p for p in face_down if p.kind != a.kind])
        other = state.clone()
        pa, pb = other.planet(a.id), other.planet(b.id)
        pa.kind, pb.kind = pb.kind, pa.kind
        knowers = {s for s, pl in enumerate(state.players) if a.id in pl.known or b.id in pl.known}
        yield other, knowers
    trade_open = state.action is not None and state.action.card == "trade"
    for seat, player in enumerate(state.players):
        held = [r for r, n in player.resources.items() if n]
        if held and not trade_open:
            other = state.clone()
            res = other.players[seat].resources
            give = rnd.choice(held)
            take = rnd.choice([r for r in res if r != give])
            res[give] -= 1
            res[take] += 1
            yield other, {seat}
        mine = [i for i, b in enumerate(state.board)
                if b is not None and b.seat == seat and not b.revealed]
        if mine and player.hand:
            other = state.clone()
            i = rnd.choice(mine)
            slot = other.board[i]
            assert slot is not None
            j = rnd.randrange(len(player.hand))
            hand = other.players[seat].hand
            other.board[i], hand[j] = dataclasses.replace(slot, card=hand[j]), slot.card
            yield other, {seat}
        if player.artifacts and state.artifact_deck:
            other = state.clone()
            other.players[seat].artifacts[0], other.artifact_deck[0] = (
                other.artifact_deck[0], other.players[seat].artifacts[0])
            yield other, {seat}
    if len(state.artifact_deck) > 1:
        other = state.clone()
        other.artifact_deck.reverse()
        yield other, set()
    other = state.clone()
    other.rng ^= 0xDEADBEEF
    yield other, set()


def place(state: State, seat: int, pid: str, *, ships: int = 0, building: str = "",
          terraformed: bool = False, kind: str | None = None) -> None:
    """Put pawns of ``seat`` on a planet (turning it face up), for building test positions."""
    planet = state.planet(pid)
    if kind is not None:
        set_kind(state, pid, kind)
    planet.face_up = True
    planet.owner = seat
    planet.ships += ships
    planet.building = building or planet.building
    planet.terraformed = planet.terraformed or terraformed
