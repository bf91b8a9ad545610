"""Magnastorm's rules: the entry points, and every rule by its old name.

The rules live in modules named after the rulebook's sections, so a newcomer finds a rule
from the section it is in:

- :mod:`.setup` -- "Game setup", "Starting positions", "Advanced starting positions"
- :mod:`.rounds` -- "Gameplay: Rounds" and the order of turns in "Phase 1: Turns"
- :mod:`.take_over` -- "1) Take over a commander (or buy the first player token)"
- :mod:`.commanders` -- commanders changing hands (takeover and administration)
- :mod:`.panel_action` -- "2) Perform an action on the lower action panel", "Action panel
  full"
- :mod:`.movement` -- "A) Move a scout runner", "Scout runner movement", "Transmitter
  stations"
- :mod:`.labs` -- "Turtle labs" (dropping them)
- :mod:`.research` -- research levels and the research-track bonuses
- :mod:`.gain_cubes` -- "B) Gain CreditCubes"
- :mod:`.bonus_spaces` -- "Bonus spaces"
- :mod:`.exchange` -- "Free exchange actions"
- :mod:`.objectives` -- "Objectives"
- :mod:`.administration` -- "Phase 2: Administration"
- :mod:`.game_end` -- "Game end and winner", "Drawing and keeping artifact cards"
- :mod:`.sectors`, :mod:`.panels`, :mod:`.common` -- the storm and majorities, the action
  panels, cubes and reputation, shared by the sections above
- :mod:`.decisions` and :mod:`.flow` -- the decision queue that strings them together

This module keeps the names the rest of the project (the game object, notation, views,
AI and tests) imports from ``games.magnastorm.rules``.
"""

from __future__ import annotations

from typing import Any

from .administration import (
    auto_admin1,
    auto_admin2,
    auto_admin3,
    auto_admin4,
    auto_admin5,
    auto_admin6,
)
from .bonus_spaces import auto_space_bonus
from .commanders import swap_variant, transfer_commander
from .common import (
    Events,
    add_reputation,
    areas,
    board,
    can_pay,
    cell_name,
    columns,
    crew_colour,
    cube_colours,
    cubes_text,
    gain_cube,
    name,
    owns,
    parse_cell,
    pay,
    player_colours,
    resolve,
)
from .decisions import (
    COST_SENSITIVE,
    DECISIONS,
    VERBS,
    candidates,
    cost_sensitive,
    current,
    effect,
    legal_moves,
    offered,
    prompt,
    why_illegal,
)
from .exchange import do_trade, trade_candidates, why_trade
from .flow import AUTO, apply, run, settle
from .gain_cubes import auto_rain, do_cubes_action
from .game_end import final_ranking, finish
from .labs import auto_labstage, do_lab, lab_cost, why_lab, why_slot
from .movement import (
    continue_movement,
    do_move_action,
    do_movement,
    end_movement,
    jump_targets,
    move_cost,
    step_targets,
    why_movement,
)
from .objectives import (
    do_objective,
    objective_amounts,
    objective_options,
    remove_labs,
    why_objective,
)
from .panel_action import crew_allowed, do_crew, do_place, why_action, why_crew, why_place
from .panels import (
    column_crew,
    crew_bonus_places,
    lower_bonuses,
    lower_full,
    panel_cells,
    placement_cells,
    upper_empty,
)
from .research import draw_from_bag, gain_level, grant_bonus, open_areas, raise_level
from .rounds import auto_round_start, auto_turn_over
from .sectors import (
    clockwise_distance,
    is_storm,
    labs_in_sector,
    quiet_sectors,
    runner_in_storm,
    sector_of,
    sole_majority,
    sole_most_knowledge,
)
from .setup import auto_start_bonus, new_state
from .state import State
from .take_over import do_take, take_cost, why_take


def setup(num_players: int, seed: int, options: dict[str, Any]) -> tuple[State, Events]:
    """A new game, settled up to the first player's first decision."""
    state, events = new_state(num_players, seed, options)
    settle(state, events)
    return state, events


__all__ = [
    "AUTO", "COST_SENSITIVE", "DECISIONS", "VERBS", "Events", "add_reputation", "apply",
    "areas", "auto_admin1", "auto_admin2", "auto_admin3", "auto_admin4", "auto_admin5",
    "auto_admin6", "auto_labstage", "auto_rain", "auto_round_start", "auto_space_bonus",
    "auto_start_bonus", "auto_turn_over", "board", "can_pay", "candidates", "cell_name",
    "clockwise_distance", "column_crew", "columns", "continue_movement", "cost_sensitive",
    "crew_allowed", "crew_bonus_places", "crew_colour", "cube_colours", "cubes_text",
    "current", "do_crew", "do_cubes_action", "do_lab", "do_move_action", "do_movement",
    "do_objective", "do_place", "do_take", "do_trade", "draw_from_bag", "effect",
    "end_movement", "final_ranking", "finish", "gain_cube", "gain_level", "grant_bonus",
    "is_storm", "jump_targets", "lab_cost", "labs_in_sector", "legal_moves", "lower_bonuses",
    "lower_full", "move_cost", "name", "new_state", "objective_amounts", "objective_options",
    "offered", "open_areas", "owns", "panel_cells", "parse_cell", "pay", "placement_cells",
    "player_colours", "prompt", "quiet_sectors", "raise_level", "remove_labs", "resolve",
    "run", "runner_in_storm", "sector_of", "settle", "setup", "sole_majority",
    "sole_most_knowledge", "step_targets", "swap_variant", "take_cost", "trade_candidates",
    "transfer_commander", "upper_empty", "why_action", "why_crew", "why_illegal", "why_lab",
    "why_movement", "why_objective", "why_place", "why_slot", "why_take", "why_trade",
]
