"""Setup (rulebook, "Game setup general", "Starting positions" and "Advanced starting
positions").

:func:`new_state` lays out the table, shuffles the commanders and objectives, fixes the
turn order (from the drawn artifact cards in the advanced start) and queues the starting
decisions: each player's starting crew member in turn order, then a research level in
reverse order, then the turn-order or artifact bonuses (:func:`auto_start_bonus`). The
decision queue that runs them lives in :mod:`.flow`; :func:`games.magnastorm.rules.setup`
joins the two.
"""

from __future__ import annotations

from typing import Any

from games.core import Event, Rng
from games.i18n import joined, msg

from . import data as D
from .common import Events, add_reputation, colour_word, gain_cube, seats_msg, who
from .research import raise_level
from .state import Player, State, Task


def new_state(num_players: int, seed: int,
              options: dict[str, Any]) -> tuple[State, Events]:
    """The table before the first decision, with the starting decisions queued (nothing
    of the queue has run yet: the caller settles it)."""
    rng = Rng.from_seed(seed)
    start_area = int(options.get("start_area", 1))
    if start_area not in (1, 2):
        raise ValueError("start_area must be 1 or 2")
    n_areas = len(D.areas_for(num_players))
    artifacts = options.get("artifacts") or [[] for _ in range(num_players)]
    if len(artifacts) != num_players:
        raise ValueError("artifacts must list one collection per player")
    players = []
    for seat in range(num_players):
        colour = D.PLAYER_COLOURS[seat]
        cards = [int(a) for a in artifacts[seat]]
        if any(a not in D.ARTIFACTS for a in cards):
            raise ValueError("unknown artifact card number")
        players.append(Player(colour, 0, {colour: D.START_CUBES},
                              [True] * D.LABS_PER_PLAYER, [True] * D.STATIONS_PER_PLAYER,
                              D.CREW_PER_PLAYER, D.MARKERS_ON_BOARD, [0] * n_areas,
                              artifacts=sorted(cards)))
    cols = len(D.columns_for(num_players))
    upper = [[[-1] if r < D.NEUTRAL_PER_COLUMN else [] for _ in range(cols)]
             for r in range(D.ROWS)]
    lower: list[list[list[int]]] = [[[] for _ in range(cols)] for _ in range(D.ROWS)]
    admin = list(D.ADMIN_COMMANDERS)
    rng.shuffle(admin)
    research = list(D.RESEARCH_COMMANDERS)
    rng.shuffle(research)
    r_obj = list(D.RESEARCH_OBJECTIVES)
    rng.shuffle(r_obj)
    s_obj = list(D.SECTOR_OBJECTIVES)
    rng.shuffle(s_obj)
    bag = {D.BLACK: D.BAG_BLACK, D.YELLOW: D.BAG_PER_COLOUR}
    for p in players:
        bag[p.colour] = D.BAG_PER_COLOUR
    state = State(
        num_players, start_area, 0, players,
        runners=[D.board_for(num_players).start_space[start_area]] * num_players,
        upper=upper, lower=lower, upper_panel="x",
        admin=admin[:cols - 1], admin_owner=[-1] * (cols - 1),
        research_cmd=research[:n_areas], research_owner=[-1] * n_areas,
        objectives=sorted(r_obj[:2]) + sorted(s_obj[:2]),
        ladders=[list(D.objective_ladder(num_players)) for _ in range(4)],
        bag=bag, kimkin_used=[False] * num_players,
    )
    events: Events = [Event.of(msg("magnastorm.ev.setup", players=num_players, area=start_area),
                               reveals=True)]
    advanced = (all(len(p.artifacts) >= 2 for p in players)
                and options.get("advanced_start", True))
    if advanced:
        keys = []
        for seat, p in enumerate(players):
            cards = list(p.artifacts)
            rng.shuffle(cards)
            p.drawn = sorted(cards[:2])
            levels = [D.ARTIFACTS[a].level for a in p.drawn]
            keys.append((sum(levels), max(p.drawn), -seat))
            events.append(Event.of(msg("magnastorm.ev.draws_artifacts", who=who(state, seat),
                                       cards=joined((f"#{a}" for a in p.drawn), "and"),
                                       first=levels[0], second=levels[1]), reveals=True))
        state.order = sorted(range(num_players), key=lambda s: keys[s], reverse=True)
    else:
        first = options.get("first_player")
        if first is None:
            first = rng.below(num_players)
        first = int(first)
        if not 0 <= first < num_players:
            raise ValueError("first_player must be a seat number")
        state.order = [(first + i) % num_players for i in range(num_players)]
    state.rng = rng.state
    events.append(Event.of(msg("magnastorm.ev.turn_order", order=seats_msg(state, state.order))))
    state.queue = (
        [{"k": "start_crew", "seat": s} for s in state.order]
        + [{"k": "start_research", "seat": s} for s in reversed(state.order)]
        + [{"k": "start_bonus", "advanced": bool(advanced)}, {"k": "round_start"}]
    )
    return state, events


def auto_start_bonus(state: State, task: Task, events: Events, front: list[Task]) -> None:
    """Rulebook, "Starting positions" 4) and "Advanced starting positions" 4)."""
    state.start_used = []
    if not task["advanced"]:
        for seat in state.order[2:]:
            p = state.players[seat]
            gain_cube(p, p.colour)
            events.append(Event.of(msg("magnastorm.ev.order_bonus", who=who(state, seat),
                                       colour=colour_word(p.colour))))
        return
    for seat in state.order:
        p = state.players[seat]
        for card in p.drawn:
            bonus = D.ARTIFACTS[card].bonus
            if bonus == "reputation":
                add_reputation(state, seat, 1, events)
                events.append(Event.of(msg("magnastorm.ev.artifact_reputation",
                                           who=who(state, seat), card=card)))
            elif bonus == "cube":
                gain_cube(p, p.colour)
                events.append(Event.of(msg("magnastorm.ev.artifact_cube", who=who(state, seat),
                                           colour=colour_word(p.colour), card=card)))
            else:
                raise_level(state, seat, bonus, events, front)
