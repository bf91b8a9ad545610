"""Afternova rules, section by section (the French rulebook), with every error a
player can provoke: the message, and that the state did not change."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from games.afternova import GAME, rules
from games.afternova.data import (
    COLOURS,
    PAWS,
    PLANETS,
    PROJECTS,
    SHIPS,
    SKILLS,
)
from games.afternova.state import (
    ANSWER,
    COMPLETE,
    LIMIT,
    OVERFLOW,
    TRADE,
    TURN,
    State,
)
from games.core import Event, IllegalMove, Rng
from games.i18n import render
from tests.games.test_afternova_support import set_hand, set_planet, set_storage


def dump(state: State) -> str:
    return json.dumps(GAME.to_json(state), sort_keys=True)


def play(state: State, seat: int, text: str) -> tuple[State, list[Event]]:
    return GAME.apply(state, seat, GAME.parse_move(state, seat, text))


def refused(state: State, seat: int, text: str, words: str) -> None:
    before = dump(state)
    with pytest.raises(IllegalMove) as err:
        play(state, seat, text)
    assert words in err.value.message, err.value.message
    assert dump(state) == before


def fragments_total(state: State) -> int:
    n = sum(state.bag.values()) + sum(state.discard.values())
    n += sum(len(f) for f in state.planet_fragments)
    n += sum(len(p.storage) for p in state.players)
    if state.bot is not None:
        n += len(state.bot.storage) + sum(len(x) for x in state.bot.placed)
    return n


def table(n: int = 3, seed: int = 7) -> State:
    """A fresh table where nobody can complete anything yet."""
    state = GAME.setup(n, seed)
    assert state.phase == TURN and state.current == 0
    return state


# --- components -----------------------------------------------------------------------------

def test_components_match_the_rulebook_and_the_issue() -> None:
    assert len(PAWS) == 40
    icons = Counter(k for paw in PAWS.values() for k in paw.skills)
    assert icons == {k: 20 for k in SKILLS}
    assert len(PLANETS) == 18
    assert all(len({k for k, _ in p.needs}) == 2 for p in PLANETS.values())
    assert "Nektarr" in {p.name for p in PLANETS.values()}
    asked = Counter()
    for planet in PLANETS.values():
        for k, n in planet.needs:
            asked[k] += n
    assert len(set(asked.values())) == 1  # every skill asked for equally
    assert len(PROJECTS) == 40
    cost = Counter(c for p in PROJECTS.values() for c in p.cost)
    assert cost == {c: 22 for c in COLOURS}
    assert max(len(p.cost) for p in PROJECTS.values()) <= 4  # fits an unpromoted storage
    promos = Counter(p.promotion for p in PROJECTS.values() if p.promotion)
    assert promos == {"storage": 6, "trade": 6, "hand": 4}
    assert len(SHIPS) == 10
    assert len({s.objective for s in SHIPS.values()}) == 10


# --- Mis en place ---------------------------------------------------------------------------

@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_setup(n: int) -> None:
    state = GAME.setup(n, 3)
    assert len(state.market_paws) == 4 and len(state.market_projects) == 4
    assert len(state.planets) == 3
    for planet, frags in zip(state.planets, state.planet_fragments, strict=True):
        assert len(frags) == PLANETS[planet].slots
    assert fragments_total(state) == 40
    paws = [len(p.paws) for p in state.players]
    assert paws == [3] + [4] * (n - 2) + [5]
    assert all(len(p.projects) == 1 and not p.storage for p in state.players)
    assert len({p.ship for p in state.players}) == n
    assert state.bot is None
    assert GAME.to_act(state) == [0]


def test_setup_two_players_has_the_bot_first() -> None:
    state = GAME.setup(2, 5)
    bot = state.bot
    assert bot is not None
    assert state.order == [-1, 0, 1]
    # The Bot took the first turn already: one fragment drawn and placed.
    assert state.turn == 2 and state.current == 0
    drawn = len(bot.storage) + sum(len(x) for x in bot.placed)
    assert drawn == 1 or bot.count() == 1
    assert sum(state.bag.values()) == 40 - 1 - sum(len(f) for f in state.planet_fragments)
    assert len(bot.row) == 3
    assert [len(p.paws) for p in state.players] == [4, 5]  # Bot first: 4 middle, 5 last
    assert bot.ship not in {p.ship for p in state.players}
    assert fragments_total(state) == 40


def test_setup_refuses_other_counts_and_options() -> None:
    for n in (1, 7):
        with pytest.raises(IllegalMove, match="2 to 6"):
            GAME.setup(n, 1)
    with pytest.raises(IllegalMove, match="no options"):
        GAME.setup(3, 1, {"variant": True})


# --- Extraction alone -----------------------------------------------------------------------

def solo_table() -> State:
    state = table()
    set_hand(state, 0, ["H1", "H17", "H9"], ["P38"])  # pil pil, pil eng, sec sec
    set_planet(state, 0, "L1", "pgw")  # Aubade: 2 Piloting, 1 Engineering
    return state


def test_extract_alone() -> None:
    state = solo_table()
    discard_before = len(state.paw_discard)
    after, events = play(state, 0, "extract 1 H1 H17")
    p = after.players[0]
    assert p.storage == ["p", "g", "w"]
    assert p.paws == ["H9"]
    assert after.paw_discard[-2:] == ["H1", "H17"] and len(after.paw_discard) == discard_before + 2
    assert "L1" in after.planet_discard and after.planets[0] != "L1"
    assert len(after.planet_fragments[0]) == PLANETS[after.planets[0]].slots
    assert any(e.reveals and "New planet" in e.text for e in events)
    # Nobody can complete anything: the turn passed on.
    assert after.phase == TURN and after.current == 1
    assert fragments_total(after) == 40


def test_extract_needs_the_skills() -> None:
    state = solo_table()
    refused(state, 0, "extract 1 H1", "fall short")
    refused(state, 0, "extract 1 H9 H17", "fall short")


def test_extract_only_the_paws_needed() -> None:
    state = solo_table()
    refused(state, 0, "extract 1 H1 H17 H9", "H9 is not needed")


def test_extract_with_cards_not_in_hand() -> None:
    state = solo_table()
    refused(state, 0, "extract 1 H2 H17", "H2 is not a Hired Paw in your hand")
    refused(state, 0, "extract 1 H1 H1", "Name each Hired Paw once")
    refused(state, 0, "extract 4", "Name a planet of the row")


def test_not_your_turn() -> None:
    state = solo_table()
    refused(state, 1, "trade", "It is player 1's turn")
    refused(state, 2, "extract 1 H1 H17", "It is player 1's turn")


def test_surplus_fragments_are_discarded_by_choice_not_to_the_bag() -> None:
    state = solo_table()
    set_storage(state, 0, "kk")
    bag_before = dict(state.bag)
    after, _ = play(state, 0, "extract 1 H1 H17")
    assert after.phase == OVERFLOW and GAME.to_act(after) == [0]
    assert sorted(after.players[0].storage) == sorted("kkpgw")
    refused(after, 0, "discard o", "no orange fragment")
    refused(after, 1, "discard k", "more fragments than storage")
    done, _ = play(after, 0, "discard k")
    assert done.discard["k"] == after.discard["k"] + 1
    assert len(done.players[0].storage) == 4
    assert done.phase != OVERFLOW
    # The new planet came from the bag, the discarded fragment did not go back to it.
    drawn = len(done.planet_fragments[0])
    assert sum(done.bag.values()) == sum(bag_before.values()) - drawn


def test_single_colour_surplus_is_discarded_automatically() -> None:
    state = solo_table()
    set_storage(state, 0, "ww")
    set_planet(state, 0, "L1", "www")
    after, events = play(state, 0, "extract 1 H1 H17")
    assert after.players[0].storage == ["w"] * 4
    assert after.phase == TURN and after.current == 1
    assert any("discards a white" in e.text for e in events)


def test_planet_deck_reshuffles_its_discard() -> None:
    state = solo_table()
    state.planet_discard.extend(state.planet_deck)
    state.planet_deck.clear()
    after, _ = play(state, 0, "extract 1 H1 H17")
    assert after.planets[0] in PLANETS
    assert len(after.planet_deck) + len(after.planet_discard) == 18 - 3


def test_empty_bag_is_refilled_from_the_discard() -> None:
    state = solo_table()
    for c in COLOURS:
        state.discard[c] += state.bag[c]
        state.bag[c] = 0
    after, _ = play(state, 0, "extract 1 H1 H17")
    assert len(after.planet_fragments[0]) == PLANETS[after.planets[0]].slots
    assert sum(after.discard.values()) == 0
    assert fragments_total(after) == 40


def test_slots_stay_empty_when_no_fragment_is_left() -> None:
    state = solo_table()
    for c in COLOURS:
        state.bag[c] = 0
        state.discard[c] = 0
    after, _ = play(state, 0, "extract 1 H1 H17")
    assert after.planet_fragments[0] == []


# --- Extraction with help: the rulebook's examples, asynchronously --------------------------

def nektarr_table() -> State:
    """Jean (player 1) wants Nektarr (2 Piloting, 2 Engineering) but lacks Piloting; André
    (player 2) has a Piloting Paw. Nektarr carries two purple fragments."""
    state = table()
    set_hand(state, 0, ["H17", "H5"], ["P38"])  # pil+eng, eng+eng
    set_hand(state, 1, ["H2", "H9"], ["P7"])  # pil+pil, sec+sec
    set_hand(state, 2, ["H10", "H13"], ["P8"])  # no Piloting at all
    set_planet(state, 1, "L2", "ppkw")
    return state


def propose_pp_for_pilot(state: State) -> State:
    for text in ("extract 2", "play H17", "play H5", "ask 2 pil", "give 2 p", "give 2 p"):
        state, _ = play(state, 0, text)
    return state


def test_first_example_helper_accepts() -> None:
    state = propose_pp_for_pilot(nektarr_table())
    assert state.phase == TURN and state.draft is not None
    assert GAME.view(state, None)["proposal"] is None  # the draft is private
    assert GAME.view(state, 0)["private"]["draft"]["missing"] == {}
    state, events = play(state, 0, "go")
    assert state.phase == ANSWER
    assert GAME.to_act(state) == [0, 1]
    proposal = GAME.view(state, None)["proposal"]
    assert proposal["plays"] == ["H17", "H5"] and proposal["asks"] == {"1": {"pil": 1}}
    assert proposal["keeps"] == "kw"
    assert "proposes" in events[-1].text and "player 2 gets 2 purple" in events[-1].text
    assert [m.verb for m in GAME.legal_moves(state, 1)] == ["accept", "decline"]
    assert GAME.legal_moves(state, 0) == [GAME.parse_move(state, 0, "withdraw")]
    state, events = play(state, 1, "accept H2")
    assert state.players[0].storage == ["k", "w"]
    assert state.players[1].storage == ["p", "p"]
    assert state.players[0].paws == [] and state.players[1].paws == ["H9"]
    assert {"H17", "H5", "H2"} <= set(state.paw_discard)
    assert any(e.reveals and "extracts Nektarr" in e.text for e in events)


def test_helper_answers_privately() -> None:
    state = propose_pp_for_pilot(nektarr_table())
    set_hand(state, 1, ["H2", "H3", "H9"], ["P7"])  # two ways: H2 or H3 (same skills)
    state, _ = play(state, 0, "extract 1")  # switch planets, then back: a fresh draft
    state = propose_pp_for_pilot(state)
    state, _ = play(state, 0, "go")
    assert len([m for m in GAME.legal_moves(state, 1) if m.verb == "accept"]) == 1


def test_decline_returns_the_proposal_to_its_author() -> None:
    state = propose_pp_for_pilot(nektarr_table())
    state, _ = play(state, 0, "go")
    state, events = play(state, 1, "decline")
    assert state.phase == TURN and state.current == 0
    assert state.draft is not None and state.draft.asks == [(1, "pil")]
    assert "declines" in events[-1].text
    assert state.proposals == 1
    # Amend (one more fragment for André) and propose again; or trade instead.
    state, _ = play(state, 0, "give 2 w")
    state, _ = play(state, 0, "go")
    assert state.phase == ANSWER and state.proposals == 2
    state, _ = play(state, 0, "withdraw")
    assert state.phase == TURN
    after, _ = play(state, 0, "trade")
    assert after.phase == TRADE and after.draft is None


def test_answer_errors() -> None:
    state = propose_pp_for_pilot(nektarr_table())
    state, _ = play(state, 0, "go")
    refused(state, 2, "accept H10", "Only the helpers named")
    refused(state, 0, "accept H5", "You cannot accept your own proposal")
    refused(state, 0, "decline", "Withdraw your proposal instead")
    refused(state, 1, "withdraw", "Only the player who made the proposal")
    refused(state, 1, "accept H9", "fall short")
    refused(state, 1, "accept H2 H9", "H9 is not needed")
    refused(state, 1, "accept H4", "H4 is not a Hired Paw in your hand")
    refused(state, 0, "trade", "may only withdraw")


def test_helper_who_cannot_help_declines_automatically() -> None:
    state = nektarr_table()
    for text in ("extract 2", "play H17", "play H5", "ask 3 pil"):
        state, _ = play(state, 0, text)
    state, events = play(state, 0, "go")
    assert state.phase == TURN
    assert any("cannot provide 1 Piloting" in e.text for e in events)


def test_several_helpers_decide_at_once() -> None:
    state = nektarr_table()
    set_hand(state, 0, ["H5"], ["P38"])  # eng+eng only
    set_hand(state, 2, ["H3", "H13"], ["P8"])  # pil+pil
    set_hand(state, 1, ["H2", "H9"], ["P7"])
    for text in ("extract 2", "play H5", "ask 2 pil", "ask 3 pil", "give 2 p", "give 3 p"):
        state, _ = play(state, 0, text)
    state, _ = play(state, 0, "go")
    assert GAME.to_act(state) == [0, 1, 2]
    assert GAME.view(state, None)["decisions"] == {"0": "withdraw", "1": "answer",
                                                  "2": "answer"}
    state, _ = play(state, 2, "accept H3")
    assert GAME.to_act(state) == [0, 1]
    # What player 3 committed stays private until the extraction happens.
    assert GAME.view(state, 2)["private"]["committed"] == ["H3"]
    assert '"H3"' not in json.dumps(GAME.view(state, None))
    state, _ = play(state, 1, "accept H2")
    assert state.players[1].storage == ["p"] and state.players[2].storage == ["p"]
    assert state.players[0].storage == ["k", "w"]


def test_second_example_stored_fragments_change_hands() -> None:
    """Jean offers his stored green fragment for 1 Piloting, empties his storage and can
    keep all four fragments of the planet."""
    state = nektarr_table()
    set_storage(state, 0, "gppk")  # a full storage: without paying he could keep none
    set_planet(state, 1, "L2", "pkwo")
    for text in ("extract 2", "play H17", "play H5", "ask 2 pil", "pay 1 2 g"):
        state, _ = play(state, 0, text)
    refused(state, 0, "pay 1 2 o", "no orange fragment in storage")
    refused(state, 0, "pay 1 3 p", "Only the active player and the helpers")
    refused(state, 0, "pay 2 1 k", "no black fragment")
    state, _ = play(state, 0, "go")
    state, _ = play(state, 1, "accept H2")
    assert state.players[1].storage == ["g"]
    assert state.phase == OVERFLOW  # 3 stored + 4 extracted: Jean chooses what to discard
    assert sorted(state.players[0].storage) == sorted("ppkpkwo")


def test_draft_errors() -> None:
    state = nektarr_table()
    refused(state, 0, "play H17", "Choose a planet to extract from first")
    state, _ = play(state, 0, "extract 2")
    refused(state, 0, "extract 2", "already preparing an extraction of Nektarr")
    refused(state, 0, "play H9", "not a Hired Paw in your hand")
    refused(state, 0, "ask 1 pil", "You cannot ask yourself")
    refused(state, 0, "ask 2 sec", "Nektarr needs 2 Piloting, 2 Engineering only")
    refused(state, 0, "bot pil", "There is no Bot")
    refused(state, 0, "go", "Play at least one of your own Hired Paws")
    state, _ = play(state, 0, "play H17")
    refused(state, 0, "go", "1 Piloting, 1 Engineering still missing")
    refused(state, 0, "give 3 p", "Player 3 is not helping")
    refused(state, 0, "give 2 o", "No orange fragment of the planet")
    refused(state, 0, "play H17", "already played")
    state, _ = play(state, 0, "ask 2 pil")
    refused(state, 0, "ask 3 pil", "has all the Piloting it needs")
    state, _ = play(state, 0, "reset")
    assert state.draft is not None and state.draft.plays == [] and state.draft.planet == 1
    refused(state, 0, "reset", "already empty")
    refused(state, 0, "show H5", "before you start preparing")


def test_adding_help_that_would_leave_a_paw_unneeded_is_refused() -> None:
    state = table()
    set_hand(state, 0, ["H1", "H2", "H17"], ["P38"])
    set_planet(state, 0, "L3", "pgkwo")  # Cindral: 2 Piloting, 3 Engineering
    state, _ = play(state, 0, "extract 1")
    state, _ = play(state, 0, "play H17")  # 1 pil, 1 eng
    state, _ = play(state, 0, "ask 2 pil")  # 2 pil
    state, _ = play(state, 0, "ask 2 eng")
    refused(state, 0, "play H1", "adds nothing the extraction still needs")


def test_show_a_card() -> None:
    state = nektarr_table()
    state, events = play(state, 0, "show H17")
    assert events[0].reveals
    assert [c["id"] for c in GAME.view(state, None)["players"][0]["shown"]] == ["H17"]
    refused(state, 0, "show H17", "already shown")
    refused(state, 0, "show H2", "not in your hand")


# --- Commerce -------------------------------------------------------------------------------

def test_trade_takes_three_then_refills() -> None:
    state = table()
    market = list(state.market_paws + state.market_projects)
    state, _ = play(state, 0, "trade")
    assert state.phase == TRADE
    for card in market[:3]:
        assert GAME.view(state, None)["trade"]["taken"] == market.index(card)
        state, events = play(state, 0, f"take {card}")
    assert state.phase == TURN and state.current == 1
    assert len(state.market_paws) == 4 and len(state.market_projects) == 4
    assert set(market[:3]) <= set(state.players[0].paws + state.players[0].projects)
    assert any("market is refilled" in e.text and e.reveals for e in events)


def test_trade_errors() -> None:
    state = table()
    state, _ = play(state, 0, "trade")
    refused(state, 0, "take H99", "Write it as")
    missing = next(c for c in PAWS if c not in state.market_paws)
    refused(state, 0, f"take {missing}", "is not in the market")
    refused(state, 0, "extract 1", "That is not possible now")


def test_clearing_a_row_costs_a_card() -> None:
    state = table()
    old = list(state.market_paws)
    state, _ = play(state, 0, "trade")
    state, events = play(state, 0, "clear paws")
    assert not set(old) & set(state.market_paws)
    assert set(old) <= set(state.paw_discard)
    assert events[-1].reveals
    refused(state, 0, "clear projects", "already cleared a row")
    state, _ = play(state, 0, f"take {state.market_paws[0]}")
    assert state.phase == TRADE
    state, _ = play(state, 0, f"take {state.market_projects[0]}")
    assert state.current == 1  # only two cards after a clear


def test_clearing_after_taking_two_ends_the_trade() -> None:
    state = table()
    state, _ = play(state, 0, "trade")
    state, _ = play(state, 0, f"take {state.market_paws[0]}")
    state, _ = play(state, 0, f"take {state.market_paws[0]}")
    state, _ = play(state, 0, "clear projects")
    assert state.current == 1


def test_hand_limit_discard_at_once() -> None:
    state = table()
    set_hand(state, 0, ["H1", "H2", "H3", "H4", "H5", "H6", "H7"], ["P38"])
    state, _ = play(state, 0, "trade")
    card = state.market_paws[0]
    state, _ = play(state, 0, f"take {card}")
    assert state.phase == LIMIT
    refused(state, 0, f"take {state.market_paws[0]}", "That is not possible now")
    refused(state, 0, "discard H9", "not in your hand")
    state, events = play(state, 0, "discard H1")
    assert state.phase == TRADE and state.players[0].hand_size() == 8
    assert "H1" in state.paw_discard and events[0].reveals


def test_trade_promotion_counts_from_the_next_turn() -> None:
    state = table()
    set_storage(state, 0, "g")
    set_hand(state, 0, ["H9"], ["P2"])  # P2: cost g, Trade +1
    state, _ = play(state, 0, "trade")
    for _ in range(3):
        state, _ = play(state, 0, f"take {state.market_paws[0]}")
    assert state.phase == COMPLETE and GAME.to_act(state) == [0]
    state, events = play(state, 0, "complete P2")
    assert "Trade +1" in events[0].text
    view = GAME.view(state, None)["players"][0]
    assert view["promotions"] == [{"kind": "trade", "active": True}]
    # Next turns: player 2, 3, then player 1 trades 4 cards.
    for seat in (1, 2):
        state, _ = play(state, seat, "trade")
        for _ in range(3):
            state, _ = play(state, seat, f"take {state.market_projects[0]}")
            if state.phase == LIMIT:
                state, _ = play(state, seat, f"discard {state.players[seat].projects[0]}")
        while state.phase == COMPLETE:
            s = GAME.to_act(state)[0]
            state, _ = play(state, s, "done")
    assert state.current == 0
    assert rules.trade_size(state, 0) == 4


def test_promotion_not_usable_the_turn_it_is_completed() -> None:
    state = table()
    set_storage(state, 0, "p")
    set_hand(state, 0, ["H9"], ["P1"])  # P1: cost p, Storage +1
    state.phase = COMPLETE
    state, _ = play(state, 0, "complete P1")
    p = state.players[0]
    assert p.completed_turn == [state.turn - 1]  # the turn passed on after the phase
    # On the turn it was completed the storage was still 4:
    same_turn = state.clone()
    same_turn.turn -= 1
    assert rules.capacity(same_turn, 0) == 4
    assert rules.capacity(state, 0) == 5


# --- Finishing Projects ---------------------------------------------------------------------

def test_only_players_who_can_complete_are_asked_and_at_once() -> None:
    state = solo_table()
    set_hand(state, 0, ["H1", "H17", "H9"], ["P22"])
    set_storage(state, 1, "gkw")
    set_hand(state, 1, ["H10"], ["P27", "P13"])
    set_storage(state, 2, "k")
    set_hand(state, 2, ["H13"], ["P7"])
    state, _ = play(state, 0, "extract 1 H1 H17")
    assert state.phase == COMPLETE
    assert GAME.to_act(state) == [0, 1]
    refused(state, 2, "complete P7", "You cannot complete a Project now")
    refused(state, 1, "complete P7", "not a Project in your hand")
    assert sorted(str(m) for m in GAME.legal_moves(state, 1)) == [
        "complete P13", "complete P27", "done"]
    state, events = play(state, 1, "complete P27")
    assert state.players[1].storage == []
    assert state.discard["g"] >= 1
    assert events[0].private[1].startswith("You complete P27")
    assert "3 VP" not in events[0].text  # the VP hide under the ship
    # Player 2 can complete nothing more: only player 1 remains.
    assert GAME.to_act(state) == [0]
    state, _ = play(state, 0, "done")
    assert state.phase == TURN and state.current == 1
    pub = GAME.view(state, None)["players"][1]
    assert pub["completed"] == 1 and "completed_projects" not in pub
    assert GAME.view(state, 1)["private"]["completed_projects"][0]["vp"] == 3


def test_complete_errors() -> None:
    state = table()
    set_storage(state, 0, "gk")
    set_hand(state, 0, ["H9"], ["P10", "P13"])  # gk, kw
    state.phase = COMPLETE
    refused(state, 0, "complete P13", "needs 1 black, 1 white from your storage")
    refused(state, 0, "done please", "Write it as: done")
    refused(state, 0, "complete P40", "not a Project in your hand")


def test_no_seventh_project() -> None:
    state = table()
    p = state.players[0]
    p.completed = ["P1", "P2", "P3", "P4", "P5", "P6"]
    p.completed_turn = [1] * 6
    set_storage(state, 0, "gk")
    set_hand(state, 0, ["H9"], ["P10"])
    state.phase = COMPLETE
    assert not rules.can_complete(state, 0)
    refused(state, 0, "complete P10", "You cannot complete a Project now")
    assert "no 7th" in render(rules.check_complete(state, 0, GAME.parse_move(state, 0,
                                                                             "complete P10"))
                              or "")


# --- End of the game ------------------------------------------------------------------------

def test_sixth_project_ends_the_game_after_everyone_completes() -> None:
    state = table()
    p0 = state.players[0]
    p0.completed = ["P1", "P2", "P3", "P4", "P5"]
    p0.completed_turn = [1] * 5
    set_storage(state, 0, "gk")
    set_hand(state, 0, ["H9"], ["P10"])
    set_storage(state, 2, "kw")
    set_hand(state, 2, ["H13"], ["P13"])
    state.phase = COMPLETE
    assert GAME.to_act(state) == [0, 2]
    state, _ = play(state, 0, "complete P10")
    assert GAME.outcome(state) is None  # player 3 may still complete
    assert GAME.view(state, None)["final_turn"] is True
    state, events = play(state, 2, "complete P13")
    outcome = GAME.outcome(state)
    assert outcome is not None and GAME.to_act(state) == []
    assert "completed a 6th Project" in outcome.reason
    assert any("The game is over" in e.text for e in events)
    final = GAME.view(state, None)
    assert final["final"]["scores"] == list(outcome.scores)
    assert "ship" in final["players"][1]  # everything is revealed at the end
    refused(state, 1, "trade", "The game is over")


def test_scoring_example_from_the_rulebook() -> None:
    """Jean: 29 VP of Projects, 2 stored fragments, 2 black and 4 white fragments on his
    Projects for a black-and-white objective: 29 + 2 + 2 + 4 = 37."""
    state = table()
    jean = state.players[0]
    jean.ship = "S8"
    assert SHIPS["S8"].objective == "kw"
    jean.completed = ["P1", "P2", "P9", "P32", "P33", "P34"]  # p, g, po, ggww, kkoo, ppww
    jean.completed_turn = [1] * 6
    assert sum(PROJECTS[c].vp for c in jean.completed) == 29
    set_storage(state, 0, "go")
    score = rules.player_score(state, 0)
    assert score == {"projects": 29, "storage": 2, "objective": 6, "total": 37}
    black = sum(PROJECTS[c].cost.count("k") for c in jean.completed)
    white = sum(PROJECTS[c].cost.count("w") for c in jean.completed)
    assert (black, white) == (2, 4)


def test_tie_goes_to_the_player_later_in_turn_order() -> None:
    state = table()
    for seat, frags in enumerate(("oo", "o", "oo")):
        set_storage(state, seat, frags)
    state.phase = "over"
    assert rules.final_scores(state) == [2, 1, 2]
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.winners == (2,)
    assert outcome.ranking == ((2,), (0,), (1,))
    assert outcome.place_of(0) == 2


# --- Two players: the Bot -------------------------------------------------------------------

def bot_table() -> State:
    state = GAME.setup(2, 11)
    bot = state.bot
    assert bot is not None
    for c in bot.storage:
        state.discard[c] += 1
    bot.storage = []
    # The Bot's row: ggww (P32), pgkw (P40), kkoo (P33), nothing placed.
    for card in list(bot.row):
        state.project_deck.append(card)
    bot.row, bot.placed = [], []
    for card in ("P32", "P40", "P33"):
        state.project_deck.remove(card) if card in state.project_deck else None
        for place in (state.market_projects, state.players[0].projects,
                      state.players[1].projects, state.project_discard):
            if card in place:
                place.remove(card)
        bot.row.append(card)
        bot.placed.append("")
    return state


def test_bot_places_leftmost_then_stores_then_scores_from_the_deck() -> None:
    state = bot_table()
    bot = state.bot
    assert bot is not None
    rng = Rng(1)
    events: list[Event] = []
    rules.bot_receive(state, rng, "w", events)
    assert bot.placed == ["w", "", ""]  # leftmost Project showing a white symbol
    rules.bot_receive(state, rng, "k", events)
    assert bot.placed == ["w", "k", ""]
    rules.bot_receive(state, rng, "p", events)
    assert bot.placed == ["w", "kp", ""] or bot.placed == ["w", "pk", ""]
    for c in "ppp":
        rules.bot_receive(state, rng, c, events)  # no open purple left: storage
    assert bot.storage == ["p", "p", "p"]
    deck = len(state.project_deck)
    rules.bot_receive(state, rng, "p", events)
    assert bot.storage == [] and len(bot.scored_hidden) == 1
    assert len(state.project_deck) == deck - 1
    assert state.discard["p"] >= 4
    assert "face down" in events[-1].text


def test_bot_completes_a_project_and_takes_a_new_one() -> None:
    state = bot_table()
    bot = state.bot
    assert bot is not None
    bot.storage = ["p", "o", "o"]
    rng = Rng(2)
    events: list[Event] = []
    for c in "ggww":
        rules.bot_receive(state, rng, c, events)
    assert bot.scored == ["P32"]
    assert bot.row[:2] == ["P40", "P33"] and len(bot.row) == 3
    new = bot.row[2]
    # Stored fragments matching the new Project moved onto it.
    moved = Counter(bot.placed[2])
    assert moved == Counter(PROJECTS[new].cost) & Counter("poo")
    assert sorted(bot.storage) == sorted((Counter("poo") - moved).elements())
    assert any("The Bot completes P32" in e.text for e in events)


def test_extraction_with_the_bot() -> None:
    state = bot_table()
    set_hand(state, 0, ["H17"], ["P38"])  # pil+eng
    set_planet(state, 0, "L1", "wko")  # Aubade: 2 Piloting, 1 Engineering
    for text in ("extract 1", "play H17"):
        state, _ = play(state, 0, text)
    refused(state, 0, "give bot w", "one fragment per skill it provides (0)")
    state, _ = play(state, 0, "bot pil")
    refused(state, 0, "bot pil", "has all the Piloting it needs")
    refused(state, 0, "go", "give it as many planet fragments")
    state, _ = play(state, 0, "give bot w")
    refused(state, 0, "give bot k", "one fragment per skill it provides")
    state, _ = play(state, 0, "go")  # the Bot never needs to answer
    assert state.players[0].storage == ["k", "o"]
    assert state.bot is not None and state.bot.placed[0] == "w"


def test_bot_refuses_help_it_cannot_be_paid_for() -> None:
    state = bot_table()
    set_hand(state, 0, ["H5"], ["P38"])  # eng+eng
    set_planet(state, 0, "L1", "ppp")  # the Bot's row has one open purple only (P40)
    for text in ("extract 1", "play H5", "bot pil"):
        state, _ = play(state, 0, text)
    refused(state, 0, "bot pil", "fits its Projects")


def test_bot_scores_at_the_end() -> None:
    state = bot_table()
    bot = state.bot
    assert bot is not None
    bot.ship = "S8"  # kw
    bot.scored = ["P13"]  # kw, 3 VP: 2 objective icons
    bot.scored_hidden = ["P7"]  # pk, 3 VP: 1 objective icon
    bot.storage = ["o", "o"]
    bot.placed = ["g", "pk", ""]
    assert rules.bot_score(state) == {"projects": 6, "storage": 5, "objective": 3,
                                      "total": 14}


def test_bot_ends_the_game_with_a_sixth_project() -> None:
    state = bot_table()
    assert state.bot is not None
    state.bot.scored = ["P1", "P2", "P3", "P4", "P5", "P6"]
    assert rules.game_ended(state)


# --- Hidden information ---------------------------------------------------------------------

def test_public_view_hides_hands_objectives_and_vp() -> None:
    state = table()
    public = GAME.view(state, None)
    text = json.dumps(public)
    for p in state.players:
        for card in p.paws + p.projects:
            assert f'"{card}"' not in text or card in state.market_paws + state.market_projects
        assert p.ship not in text
    mine = GAME.view(state, 1)["private"]
    assert {c["id"] for c in mine["hand"]["paws"]} == set(state.players[1].paws)
    assert mine["ship"]["objective"] == SHIPS[state.players[1].ship].objective
    assert "private" not in public


def test_public_view_keys() -> None:
    view = GAME.view(GAME.setup(2, 1), None)
    assert set(view) == {
        "game", "num_players", "phase", "turn", "current", "order", "to_act", "decisions",
        "optional", "prompt", "market", "decks", "discards", "bag", "planets", "players",
        "bot", "proposal", "trade", "proposals_this_turn", "final_turn", "final"}
    assert view["bot"]["scored_face_down"] == 0 and "ship" not in view["bot"]


def test_stored_fragments_pass_between_the_active_player_and_a_helper() -> None:
    state = nektarr_table()
    set_hand(state, 0, ["H5"], ["P38"])
    set_hand(state, 2, ["H3", "H13"], ["P8"])
    set_storage(state, 1, "g")
    for text in ("extract 2", "play H5", "ask 2 pil", "ask 3 pil", "pay 2 1 g"):
        state, _ = play(state, 0, text)
    refused(state, 0, "pay 2 3 g", "between you and a helper")
    assert GAME.view(state, 0)["private"]["draft"]["pays"] == [
        {"from": 1, "to": 0, "colour": "g"}]


def test_bot_example_from_the_rulebook() -> None:
    """Jean extracts with his Paws and the Bot's help: he gives the Bot a white and an
    orange fragment, and the Bot provides 1 Piloting and 1 Engineering."""
    state = bot_table()  # the Bot's row: ggww, pgkw, kkoo
    set_hand(state, 0, ["H17"], ["P38"])  # Jean: 1 Piloting + 1 Engineering
    set_planet(state, 1, "L2", "pwok")  # Nektarr: 2 Piloting, 2 Engineering
    for text in ("extract 2", "play H17", "bot pil", "bot eng", "give bot w", "give bot o"):
        state, _ = play(state, 0, text)
    state, events = play(state, 0, "go")
    assert state.players[0].storage == ["p", "k"]
    bot = state.bot
    assert bot is not None
    assert bot.placed[0] == "w" and bot.placed[2] == "o"  # leftmost open white and orange
    assert any("the Bot provides 1 Piloting, 1 Engineering" in e.text for e in events)


def test_draft_steps_are_told_privately() -> None:
    state = nektarr_table()
    state, _ = play(state, 0, "extract 2")
    state, events = play(state, 0, "play H17")
    assert "H17" not in events[0].text and events[0].minor
    assert "H17" in events[0].private[0]
    assert GAME.view(state, 1) == {**GAME.view(state, None),
                                   "private": GAME.view(state, 1)["private"]}
    assert GAME.view(state, 1)["private"]["draft"] is None
    assert GAME.view(state, 0)["private"]["draft"]["plays"] == ["H17"]
