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

from games.afternova.common import arg, colour_word, name
from games.afternova.data import COLOURS, STORAGE
from games.afternova.projects import promotions
from games.afternova.state import State
from games.core import Event, Move
from games.i18n import Message, msg


def capacity(state: State, seat: int) -> int:
    return STORAGE + promotions(state, seat, "storage")


def over_capacity(state: State) -> list[int]:
    return [s for s in range(state.num_players)
            if len(state.players[s].storage) > capacity(state, s)]


def check_discard_fragment(state: State, seat: int, move: Move) -> Message | None:
    what = arg(move, 0)
    if what not in COLOURS:
        return msg("afternova.error.stored_colour")
    if what not in state.players[seat].storage:
        return msg("afternova.error.no_colour", colour=colour_word(what))
    return None


def discard_fragment(state: State, seat: int, colour: str, events: list[Event]) -> None:
    """A fragment over capacity goes to the fragment discard (not back into the bag)."""
    state.players[seat].storage.remove(colour)
    state.discard[colour] += 1
    events.append(Event.of(msg("afternova.event.discards_fragment", who=name(seat, "Who"),
                               colour=colour_word(colour)), minor=True))
