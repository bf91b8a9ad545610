"""A ship's storage (Rangement) and what happens when it overflows.

Rulebook: "Extraction" ("Si vous n'avez pas suffisamment d'espace rangement, vous devez
jeter les Morceaux. Vous choisissez lesquels jeter dans la défausse") and "Finissant les
Projets" ("défaussez le surplus de Morceaux avant de finir les Projets"). A storage holds
four fragments, plus one per Storage promotion in use.

Interpretation: surplus fragments are discarded as soon as an extraction ends (the
``OVERFLOW`` phase, every participant over capacity at once), before the new planet is
drawn; so no storage is over its capacity when Projects are completed.
"""

from __future__ import annotations

from games.afternova.common import arg, cap, name
from games.afternova.data import COLOUR_NAMES, COLOURS, STORAGE
from games.afternova.projects import promotions
from games.afternova.state import State
from games.core import Event, Move


def capacity(state: State, seat: int) -> int:
    return STORAGE + promotions(state, seat, "storage")


def over_capacity(state: State) -> list[int]:
    return [s for s in range(state.num_players)
            if len(state.players[s].storage) > capacity(state, s)]


def check_discard_fragment(state: State, seat: int, move: Move) -> str | None:
    what = arg(move, 0)
    if what not in COLOURS:
        return "Name the colour of a fragment in your storage (discard g)."
    if what not in state.players[seat].storage:
        return f"You have no {COLOUR_NAMES[what]} fragment in storage."
    return None


def discard_fragment(state: State, seat: int, colour: str, events: list[Event]) -> None:
    """A fragment over capacity goes to the fragment discard (not back into the bag)."""
    state.players[seat].storage.remove(colour)
    state.discard[colour] += 1
    events.append(Event(f"{cap(name(seat))} discards a {COLOUR_NAMES[colour]} fragment "
                        "(storage full).", minor=True))
