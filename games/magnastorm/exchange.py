"""Free exchange actions (rulebook, "Free exchange actions"): 3 CreditCubes for 1 of a
different colour, at any decision of one's own once the turns have begun.

Exchanges never leave the current decision, so they are not queue tasks: :mod:`.flow`
applies them directly.
"""

from __future__ import annotations

from games.core import Event, Move
from games.i18n import Message, joined, msg

from .common import (
    Events,
    can_pay,
    colour_word,
    cube_colours,
    cubes_msg,
    gain_cube,
    pay,
    who,
)
from .state import State


def trade_candidates(state: State, seat: int) -> list[Move]:
    p = state.players[seat]
    held = sorted(c for c, n in p.cubes.items() if n > 0)
    out = []
    seen = set()
    for combo in _multisets(held, 3):
        if not can_pay(p, list(combo)) or combo in seen:
            continue
        seen.add(combo)
        for target in cube_colours(state):
            if target not in combo:
                out.append(Move("trade", (*combo, target)))
    return out


def _multisets(items: list[str], k: int) -> list[tuple[str, ...]]:
    if k == 0:
        return [()]
    out = []
    for i, x in enumerate(items):
        out += [(x, *rest) for rest in _multisets(items[i:], k - 1)]
    return out


def why_trade(state: State, seat: int, args: tuple[str, ...]) -> Message | None:
    """Rulebook, "Free exchange actions": 3 CreditCubes for 1 different CreditCube."""
    if len(args) != 4:
        return msg("magnastorm.no.trade_shape")
    give, want = list(args[:3]), args[3]
    colours = cube_colours(state)
    if any(c not in colours for c in args):
        return msg("magnastorm.no.trade_colours",
                   colours=joined(colour_word(c) for c in colours))
    if want in give:
        return msg("magnastorm.no.trade_same")
    if not can_pay(state.players[seat], give):
        return msg("magnastorm.no.trade_have", cubes=cubes_msg(give))
    return None


def do_trade(state: State, seat: int, args: tuple[str, ...], events: Events) -> None:
    p = state.players[seat]
    pay(p, list(args[:3]))
    gain_cube(p, args[3])
    events.append(Event.of(msg("magnastorm.ev.trade", who=who(state, seat),
                               cubes=cubes_msg(list(args[:3])), colour=colour_word(args[3]))))
