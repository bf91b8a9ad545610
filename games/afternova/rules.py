"""Afternova's rules: one import point for the engine and its section modules.

Each rule lives in the module named after the French rulebook's section that
states it; each module's docstring quotes its section and lists the interpretations made
where the rulebook leaves a choice open.

==========================  ===================================================================
Module                      Rulebook section
==========================  ===================================================================
:mod:`.setup`               "Mis en place" (and the Bot's setup)
:mod:`.turn`                "Déroulement de jeu": turn order, whose decision it is
:mod:`.extraction`          "Extraction": meeting the requirements, extracting, a new planet
:mod:`.negotiation`         "Extraction (continué)": building a helped or shared deal (draft)
:mod:`.proposals`           "Extraction": sending the deal, the helpers' answers
:mod:`.storage`             the Rangement: capacity, discarding the surplus
:mod:`.trade`               "Commerce": the market, clearing a row, the hand limit
:mod:`.projects`            "Finissant les Projets": completing Projects, Promotions
:mod:`.bot`                 "Variante à 2 joueurs": the Bot's turn and its Projects
:mod:`.game_end`            "Fin du jeu": the end, final scores, the winner
:mod:`.decks`               drawing and reshuffling (stated in Mis en place, Extraction,
                            Commerce)
:mod:`.common`              names of things in messages, fragment multisets, move arguments
:mod:`.engine`              legality, candidate moves, applying moves, forced moves
==========================  ===================================================================

This module only re-exports their public names, so the game object, notation, views, AI
and tests need one import.
"""

from __future__ import annotations

from .bot import bot_complete, bot_matchable, bot_receive, bot_turn, bot_uncovered
from .common import (
    cap_name,
    card_key,
    card_text,
    colour_word,
    contains,
    frag_text,
    frag_words,
    name,
    names,
    needs_text,
    paw_text,
    planet_name,
    planet_word,
    project_text,
    promotion_word,
    remove_frags,
    seat_word,
    semi,
    skill_counts,
    skill_word,
    skill_words,
    sort_frags,
)
from .decks import (
    draw_fragment,
    draw_paw,
    draw_planet,
    draw_project,
    fill_planet,
    refill_market,
)
from .engine import (
    CheckFn,
    advance,
    apply,
    candidates,
    legal_moves,
    may_be_forced,
    not_your_turn,
    perform,
    phase_check,
    why_illegal,
    wrong_verb,
)
from .extraction import (
    active_share,
    check_extract,
    cover_problem,
    covers,
    execute_extraction,
    extract_alone,
    finish_extraction,
    minimal_covers,
)
from .game_end import (
    bot_rank,
    bot_score,
    final_scores,
    game_ended,
    outcome_reason,
    player_score,
    ranked,
    ranked_scores,
    ranking_keys,
    winner,
)
from .negotiation import (
    check_ask,
    check_bot,
    check_give,
    check_pay,
    check_play,
    check_reset,
    check_show,
    participants,
    redundancy,
    shortfall,
    stored_left,
    supply,
)
from .projects import (
    can_complete,
    check_complete,
    check_done,
    complete_project,
    completing,
    end_turn,
    promotions,
)
from .proposals import (
    accept_options,
    asked_of,
    check_accept,
    check_decline,
    check_withdraw,
    draft_summary,
    why_illegal_go,
)
from .setup import setup
from .storage import capacity, check_discard_fragment, over_capacity
from .trade import (
    check_clear,
    check_discard_card,
    check_take,
    check_trade,
    clear_row,
    finish_trade,
    hand_limit,
    trade_finished,
    trade_size,
    why_illegal_clear,
)
from .turn import next_turn, optional_seats, start_turn, to_act

__all__ = [
    "CheckFn",
    "accept_options",
    "active_share",
    "advance",
    "apply",
    "asked_of",
    "bot_complete",
    "bot_matchable",
    "bot_rank",
    "bot_receive",
    "bot_score",
    "bot_turn",
    "bot_uncovered",
    "can_complete",
    "candidates",
    "cap_name",
    "capacity",
    "card_key",
    "card_text",
    "check_accept",
    "check_ask",
    "check_bot",
    "check_clear",
    "check_complete",
    "check_decline",
    "check_discard_card",
    "check_discard_fragment",
    "check_done",
    "check_extract",
    "check_give",
    "check_pay",
    "check_play",
    "check_reset",
    "check_show",
    "check_take",
    "check_trade",
    "check_withdraw",
    "clear_row",
    "colour_word",
    "complete_project",
    "completing",
    "contains",
    "cover_problem",
    "covers",
    "draft_summary",
    "draw_fragment",
    "draw_paw",
    "draw_planet",
    "draw_project",
    "end_turn",
    "execute_extraction",
    "extract_alone",
    "fill_planet",
    "final_scores",
    "finish_extraction",
    "finish_trade",
    "frag_text",
    "frag_words",
    "game_ended",
    "hand_limit",
    "legal_moves",
    "may_be_forced",
    "minimal_covers",
    "name",
    "names",
    "needs_text",
    "next_turn",
    "not_your_turn",
    "optional_seats",
    "outcome_reason",
    "over_capacity",
    "participants",
    "paw_text",
    "perform",
    "phase_check",
    "planet_name",
    "planet_word",
    "player_score",
    "project_text",
    "promotion_word",
    "promotions",
    "ranked",
    "ranked_scores",
    "ranking_keys",
    "redundancy",
    "refill_market",
    "remove_frags",
    "seat_word",
    "semi",
    "setup",
    "shortfall",
    "skill_counts",
    "skill_word",
    "skill_words",
    "sort_frags",
    "start_turn",
    "stored_left",
    "supply",
    "to_act",
    "trade_finished",
    "trade_size",
    "why_illegal",
    "why_illegal_clear",
    "why_illegal_go",
    "winner",
    "wrong_verb",
]
