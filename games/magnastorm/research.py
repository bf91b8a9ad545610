"""Research (rulebook, "Turtle labs": advancing 1 level, and the research-track bonuses;
"Bonus spaces": the bag).

Every level gained goes through :func:`gain_level`, so Franzkarl Huber's "any area
instead" applies everywhere; :func:`raise_level` is the plain step used when the area is
already chosen. A bonus that needs a choice (a cube colour, where to put a crew member)
is pushed onto ``front`` as a decision, so it resolves before the rest of the turn.
"""

from __future__ import annotations

from games.core import Event, Rng
from games.i18n import msg

from . import data as D
from .common import Events, area_word, areas, colour_word, cubes_msg, gain_cube, owns, who
from .panels import crew_bonus_places
from .state import State, Task


def gain_level(state: State, seat: int, area: str, events: Events, front: list[Task],
               why: str = "") -> None:
    """Gain a level in ``area``; Franzkarl Huber's owner may pick another area instead."""
    if owns(state, seat, "franzkarl"):
        choices = [a for a in areas(state)
                   if state.players[seat].research[areas(state).index(a)] < D.MAX_LEVEL]
        if len(choices) > 1 or (choices and choices[0] != area):
            front.append({"k": "research", "seat": seat, "areas": choices,
                          "why": why or f"franzkarl:{area}"})
            return
    raise_level(state, seat, area, events, front)


def raise_level(state: State, seat: int, area: str, events: Events,
                front: list[Task]) -> None:
    p = state.players[seat]
    i = areas(state).index(area)
    if p.research[i] >= D.MAX_LEVEL:
        events.append(Event.of(msg("magnastorm.ev.top", who=who(state, seat),
                                   area=area_word(area)), minor=True))
        return
    p.research[i] += 1
    level = p.research[i]
    events.append(Event.of(msg("magnastorm.ev.advances", who=who(state, seat),
                               area=area_word(area), level=level), minor=True))
    bonus = D.RESEARCH_BONUSES[area].get(level)
    if bonus:
        grant_bonus(state, seat, bonus, events, front)


def grant_bonus(state: State, seat: int, bonus: str, events: Events,
                front: list[Task]) -> None:
    """A research-track bonus (rulebook, "Turtle labs", list of bonuses)."""
    p = state.players[seat]
    if bonus == D.OWN:
        gain_cube(p, p.colour)
        events.append(Event.of(msg("magnastorm.ev.gains_cube", who=who(state, seat),
                                   colour=colour_word(p.colour)), minor=True))
    elif bonus == D.YELLOW:
        gain_cube(p, D.YELLOW)
        events.append(Event.of(msg("magnastorm.ev.gains_cube", who=who(state, seat),
                                   colour=colour_word(D.YELLOW)), minor=True))
    elif bonus == D.ANY:
        front.append({"k": "colour", "seat": seat, "why": "research_bonus"})
    elif bonus.startswith("bag"):
        draw_from_bag(state, seat, int(bonus[3:]), events)
    elif bonus == D.B_CREW and state.players[seat].crew > 0 and crew_bonus_places(state):
        front.append({"k": "crewbonus", "seat": seat})


def draw_from_bag(state: State, seat: int, n: int, events: Events) -> None:
    """Rulebook, "Bonus spaces" (bag): a black cube goes back and becomes an own cube."""
    if owns(state, seat, "joy"):
        n += 2  # Joy D. Obondov: extra cubes never hurt, so they are always taken
    rng = Rng(state.rng)
    p = state.players[seat]
    got: list[str] = []
    for _ in range(n):
        total = sum(state.bag.values())
        if total <= 0:
            break
        pick = rng.below(total)
        for colour in sorted(state.bag):
            if pick < state.bag[colour]:
                break
            pick -= state.bag[colour]
        if colour == D.BLACK:
            got.append(p.colour)
        else:
            state.bag[colour] -= 1
            got.append(colour)
        gain_cube(p, got[-1])
    state.rng = rng.state
    events.append(Event.of(msg("magnastorm.ev.bag", who=who(state, seat),
                               cubes=cubes_msg(got)), reveals=True))


def open_areas(state: State, seat: int) -> list[str]:
    levels = state.players[seat].research
    return [a for i, a in enumerate(areas(state)) if levels[i] < D.MAX_LEVEL] or list(
        areas(state))
