"""The rules of Kepler-3042: one import point for the engine and its section modules.

Each rule lives in the module named after the rulebook section that states it:

=============================  ==============================================================
Module                         Rulebook section
=============================  ==============================================================
:mod:`.setup`                  Setting up the game (galaxy, deck, objectives, free advances)
:mod:`.terms`                  Game terms (names, Celestial Objects and hexes, arguments)
:mod:`.resources`              Game terms: PRODUCE, SPEND, BURN, REGENERATE
:mod:`.round`                  Playing the game: rounds, 1. Reveal Progress Card, 3c
:mod:`.turn`                   2. Individual Player Turns (the order of steps 2a-2d)
:mod:`.actions`                2a. Main Action; Action Descriptions, one module each
:mod:`.leadership`             Leadership Awards
:mod:`.bonus`                  2b. Bonus Actions; Bonus Action Descriptions
:mod:`.movement`               2c. Move Starships; Flight Hazards; 2d. Withdraw Starships
:mod:`.end_phase`              3. End Phase: 3a. Resolve Progress Card, 3b. Award Medals
:mod:`.technologies`           Technologies; One Giant Leap; II-Quantum Physics abilities
:mod:`.scoring`                Final scoring, Objectives, tiebreak
:mod:`.prompts`                what the acting seat must decide now
:mod:`.engine`                 legality, candidate moves, applying and settling moves
=============================  ==============================================================

This module only re-exports their public names, so callers need one import.
"""

from __future__ import annotations

from .actions.missions import build_cost, place_candidates
from .actions.production import planet_output
from .end_phase import award_medals, card_beneficiaries, resolve_card
from .engine import apply, candidates, execute, legal_moves, settle, to_act, why_illegal
from .leadership import leadership_award
from .movement import destinations, ship_budget, speed
from .prompts import prompt
from .resources import burnable, has, produce, spend, total_cubes
from .round import run_auto, start_round
from .scoring import (
    colonized_tiles,
    objective_met,
    objective_text,
    score_parts,
    ships_on_mines,
    tiebreak,
)
from .setup import new_game, place_tiles
from .technologies import QUANTUM_FRAMES, gain_level, quantum_available, quantum_moves_left
from .terms import (
    Cache,
    body_hexes,
    colonies,
    cost_text,
    is_space,
    occupancy,
    planet_code,
    planet_hex,
    planet_label,
    pname,
    push,
    ship_slot,
    tile_text,
)
from .turn import begin_turn

__all__ = [
    "QUANTUM_FRAMES",
    "Cache",
    "apply",
    "award_medals",
    "begin_turn",
    "body_hexes",
    "build_cost",
    "burnable",
    "candidates",
    "card_beneficiaries",
    "colonies",
    "colonized_tiles",
    "cost_text",
    "destinations",
    "execute",
    "gain_level",
    "has",
    "is_space",
    "leadership_award",
    "legal_moves",
    "new_game",
    "objective_met",
    "objective_text",
    "occupancy",
    "place_candidates",
    "place_tiles",
    "planet_code",
    "planet_hex",
    "planet_label",
    "planet_output",
    "pname",
    "produce",
    "prompt",
    "push",
    "quantum_available",
    "quantum_moves_left",
    "resolve_card",
    "run_auto",
    "score_parts",
    "settle",
    "ship_budget",
    "ship_slot",
    "ships_on_mines",
    "speed",
    "spend",
    "start_round",
    "tiebreak",
    "tile_text",
    "to_act",
    "total_cubes",
    "why_illegal",
]
