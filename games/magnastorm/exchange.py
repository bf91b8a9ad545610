"""Free exchange actions (rulebook, "Free exchange actions"): 3 CreditCubes for 1 of a
different colour, at any decision of one's own once the turns have begun.

Exchanges never leave the current decision, so they are not queue tasks: :mod:`.flow`
applies them directly.
"""

from __future__ import annotations

from games.core import Event, Move

from .common import Events, can_pay, cube_colours, cubes_text, gain_cube, name, pay
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


def why_trade(state: State, seat: int, args: tuple[str, ...]) -> str | None:
    """Rulebook, "Free exchange actions": 3 CreditCubes for 1 different CreditCube."""
    if len(args) != 4:
        return "Write the 3 cubes you give and the one you want: trade yellow yellow grey " \
               "for pink."
    give, want = list(args[:3]), args[3]
    colours = cube_colours(state)
    if any(c not in colours for c in args):
        return "Use the cube colours of this game: " + ", ".join(colours) + "."
    if want in give:
        return "The cube you receive must differ from the cubes you give."
    if not can_pay(state.players[seat], give):
        return f"You do not have {cubes_text(give)}."
    return None


def do_trade(state: State, seat: int, args: tuple[str, ...], events: Events) -> None:
    p = state.players[seat]
    pay(p, list(args[:3]))
    gain_cube(p, args[3])
    events.append(Event(f"{name(state, seat)} exchanges {cubes_text(list(args[:3]))} for 1 "
                        f"{args[3]} cube."))
