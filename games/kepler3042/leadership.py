"""Leadership Awards (rulebook, under "2a. Main Action"): advancing a Nation marker on the
Technological or Colonial Leadership Track, and what the spaces reached or passed grant.

Technologies, colonies, terraforming, Colonial Targets, the Galactic Map, two Bonus Actions
and some Progress cards all give awards, so the track walk lives in one module they share.
"""

from __future__ import annotations

from games.core import Event
from games.i18n import msg

from . import data as D
from .resources import total_cubes
from .state import Frame, KState
from .terms import pname, track_name


def leadership_award(state: KState, seat: int, track: int, n: int,
                     events: list[Event]) -> None:
    """Leadership Awards: advance ``n`` spaces; every space reached or passed may grant a
    regeneration, a production, or (must) move its Medal onto the revealed Progress card."""
    p = state.players[seat]
    start = p.lead[track]
    end = min(D.TRACK_END, start + n)
    p.lead[track] = end
    events.append(Event.of(msg("kepler3042.ev.advance", player=pname(seat), space=end,
                               track=track_name(track))))
    later: list[Frame] = []
    for pos in range(start + 1, end + 1):
        kind = D.TRACKS[track][pos]
        if kind == "medal" and pos in state.medal_spaces[track]:
            state.medal_spaces[track].remove(pos)
            state.card_medals[track] += 1
            events.append(Event.of(msg("kepler3042.ev.medal_to_card", player=pname(seat),
                                       track=track_name(track))))
        elif kind == "R" and total_cubes(p.pit):
            later.append(Frame("regen", seat, {"why": "track"}))
        elif kind in ("M", "E"):
            later.append(Frame("produce", seat, {"res": D.RES_CODES.index(kind), "amount": 1,
                                                  "why": "track"}))
    state.stack.extend(reversed(later))
