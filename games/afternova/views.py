"""What each seat may see: the public table, plus one seat's own secrets.

Public: the market, the planets and their fragments, every storage, hand sizes and the cards
a player has shown, completed Projects' promotions (not their VP, hidden under the ship),
the Bot's face-up row, the proposal once sent, deck and discard sizes, the bag's size.
Private to a seat: its hand, its ship and hidden objective, its completed Projects with
their VP, its draft before it is sent, the Paws it committed to a proposal (plus its
``prompt``, which is made of public facts only and may be posted). Nothing else
(deck order, the Bot's objective, Projects the Bot scored face down) is shown before the
end; at the end everything that scores is revealed.

Every text a player reads is a catalogue message in its JSON form (``{"key": ...,
"params": {...}}``): the prompts, a proposal's or draft's summary and the final reason.
Numbers, ids, colours and codes stay data, and so does a player's ``name``, the seat's
lasting label ("Player 2"), which the bot stores and words in each reader's language.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.afternova import rules
from games.afternova.data import (
    COLOURS,
    PAWS,
    PLANETS,
    PROJECTS,
    SHIPS,
    TRADE_CARDS,
)
from games.afternova.state import (
    ANSWER,
    BOT,
    COMPLETE,
    LIMIT,
    OVER,
    OVERFLOW,
    TRADE,
    TURN,
    Draft,
    State,
)
from games.i18n import Message, joined, msg


def paw_view(card: str) -> dict[str, Any]:
    return {"id": card, "skills": list(PAWS[card].skills)}


def project_view(card: str, *, vp: bool = True) -> dict[str, Any]:
    p = PROJECTS[card]
    out: dict[str, Any] = {"id": card, "cost": p.cost, "promotion": p.promotion or None}
    if vp:
        out["vp"] = p.vp
    return out


def card_view(card: str) -> dict[str, Any]:
    return paw_view(card) if card in PAWS else project_view(card)


def planet_view(state: State, slot: int) -> dict[str, Any]:
    planet = PLANETS[state.planets[slot]]
    return {"position": slot + 1, "id": planet.id, "name": planet.name,
            "needs": [{"skill": k, "count": n} for k, n in planet.needs],
            "slots": planet.slots, "fragments": "".join(state.planet_fragments[slot])}


def decision_kind(state: State, seat: int) -> str:
    """What ``seat`` is asked to decide now (for a panel or a mention)."""
    phase = state.phase
    if phase == ANSWER:
        return "withdraw" if seat == state.current else "answer"
    return {TURN: "turn", OVERFLOW: "storage", TRADE: "trade", LIMIT: "hand_limit",
            COMPLETE: "complete"}.get(phase, "")


def prompt(state: State) -> Message:
    acting = rules.to_act(state)
    who = rules.names(acting, "Who")
    phase = state.phase
    if phase == OVER:
        return msg("afternova.prompt.over", reason=rules.outcome_reason(state))
    if phase == TURN:
        return msg("afternova.prompt.turn", who=who)
    if phase == ANSWER:
        d = state.draft
        assert d is not None
        waiting = [h for h in d.helpers() if h not in d.accepted]
        return msg("afternova.prompt.answer", waiting=rules.names(waiting, "Who"),
                   whose=rules.name(state.current, "whose"), who=rules.name(state.current))
    if phase == OVERFLOW:
        return msg("afternova.prompt.overflow", who=who)
    if phase == TRADE:
        left = rules.trade_size(state, state.current) - state.taken
        return msg("afternova.prompt.trade", who=who, left=left)
    if phase == LIMIT:
        return msg("afternova.prompt.limit", who=who,
                   limit=rules.hand_limit(state, state.current))
    return msg("afternova.prompt.complete", who=who)


def seat_prompt(state: State, seat: int) -> Message | None:
    """What ``seat`` is asked to decide now, in a few words, or None if nothing.

    Made of public facts only (the proposal's asks are public once sent), so a driver may
    post it in the channel next to the seat's name (the bot's "Next: ..." line)."""
    if seat not in rules.to_act(state):
        return None
    phase = state.phase
    if phase == TURN:
        if state.proposals:  # a declined or withdrawn proposal is back in its author's hands
            return msg("afternova.ask.amend")
        return msg("afternova.ask.turn")
    if phase == ANSWER:
        if seat == state.current:
            return msg("afternova.ask.withdraw")
        d = state.draft
        assert d is not None
        asked = rules.skill_words(dict(rules.asked_of(d, seat)))
        return msg("afternova.ask.answer", whose=rules.name(state.current, "whose"),
                   skills=asked)
    if phase == OVERFLOW:
        return msg("afternova.ask.overflow", capacity=rules.capacity(state, seat))
    if phase == TRADE:
        left = rules.trade_size(state, state.current) - state.taken
        return msg("afternova.ask.trade", left=left)
    if phase == LIMIT:
        return msg("afternova.ask.limit", limit=rules.hand_limit(state, seat))
    return msg("afternova.ask.complete")


def public_proposal(state: State, d: Draft) -> dict[str, Any]:
    return {
        "planet": d.planet + 1,
        "plays": list(d.plays),
        "asks": {str(h): dict(rules.asked_of(d, h)) for h in d.helpers()},
        "bot": dict(Counter(d.bot)),
        "shares": [{"to": "bot" if t == BOT else t, "colour": c} for t, c in d.shares],
        "keeps": "".join(rules.active_share(state, d)),
        "pays": [{"from": a, "to": b, "colour": c} for a, b, c in d.pays],
        "played": [paw_view(c) for c in d.plays],
        "answers": {str(h): ("accepted" if h in d.accepted else "waiting")
                    for h in d.helpers()},
        "summary": rules.draft_summary(state, d).to_json(),
    }


def player_view(state: State, seat: int, *, reveal: bool) -> dict[str, Any]:
    p = state.players[seat]
    out: dict[str, Any] = {
        "seat": seat,
        "number": seat + 1,
        # The seat's lasting label: the bot stores it and words "Player N" in each language.
        "name": f"Player {seat + 1}",
        "hand": p.hand_size(),
        "paws": len(p.paws),
        "projects": len(p.projects),
        "shown": [card_view(c) for c in p.shown],
        "storage": "".join(p.storage),
        "capacity": rules.capacity(state, seat),
        "hand_limit": rules.hand_limit(state, seat),
        "trade_cards": TRADE_CARDS + rules.promotions(state, seat, "trade"),
        "completed": len(p.completed),
        "promotions": [{"kind": PROJECTS[c].promotion, "active": t < state.turn}
                       for c, t in zip(p.completed, p.completed_turn, strict=True)
                       if PROJECTS[c].promotion],
    }
    if reveal:
        out["ship"] = {"id": p.ship, "name": SHIPS[p.ship].name,
                       "objective": SHIPS[p.ship].objective}
        out["completed_projects"] = [project_view(c) for c in p.completed]
        out["score"] = rules.player_score(state, seat)
    return out


def bot_view(state: State, *, reveal: bool) -> dict[str, Any] | None:
    bot = state.bot
    if bot is None:
        return None
    out: dict[str, Any] = {
        "row": [{**project_view(c), "placed": placed}
                for c, placed in zip(bot.row, bot.placed, strict=True)],
        "storage": "".join(bot.storage),
        "scored": bot.count(),
        "scored_projects": [project_view(c) for c in bot.scored],
        "scored_face_down": len(bot.scored_hidden),
    }
    if reveal:
        out["ship"] = {"id": bot.ship, "name": SHIPS[bot.ship].name,
                       "objective": SHIPS[bot.ship].objective}
        out["scored_face_down_projects"] = [project_view(c) for c in bot.scored_hidden]
        out["score"] = rules.bot_score(state)
    return out


def public_view(state: State) -> dict[str, Any]:
    over = state.phase == OVER
    acting = rules.to_act(state)
    view: dict[str, Any] = {
        "game": "afternova",
        "num_players": state.num_players,
        "phase": state.phase,
        "turn": state.turn,
        "current": "bot" if state.current == BOT else state.current,
        "order": ["bot" if s == BOT else s for s in state.order],
        "to_act": acting,
        "decisions": {str(s): decision_kind(state, s) for s in acting},
        "optional": rules.optional_seats(state),
        "prompt": prompt(state).to_json(),
        "market": {"paws": [paw_view(c) for c in state.market_paws],
                   "projects": [project_view(c) for c in state.market_projects]},
        "decks": {"paws": len(state.paw_deck), "projects": len(state.project_deck),
                  "planets": len(state.planet_deck)},
        "discards": {"paws": len(state.paw_discard), "projects": len(state.project_discard),
                     "planets": len(state.planet_discard),
                     "top_paw": state.paw_discard[-1] if state.paw_discard else None,
                     "top_project": (state.project_discard[-1] if state.project_discard
                                     else None),
                     "fragments": {c: state.discard[c] for c in COLOURS}},
        "bag": sum(state.bag.values()),
        "planets": [planet_view(state, i) for i in range(len(state.planets))],
        "players": [player_view(state, s, reveal=over) for s in range(state.num_players)],
        "bot": bot_view(state, reveal=over),
        "proposal": (public_proposal(state, state.draft)
                     if state.phase == ANSWER and state.draft is not None else None),
        "trade": ({"taken": state.taken, "allowed": rules.trade_size(state, state.current),
                   "cleared": state.cleared or None}
                  if state.phase in (TRADE, LIMIT) else None),
        "proposals_this_turn": state.proposals,
        "final_turn": rules.game_ended(state) and not over,
        "final": None,
    }
    if over:
        won = rules.winner(state)
        view["final"] = {"scores": rules.final_scores(state),
                         "winner": "bot" if won == BOT else won,
                         "reason": rules.outcome_reason(state).to_json()}
    return view


def private_view(state: State, seat: int) -> dict[str, Any]:
    p = state.players[seat]
    d = state.draft
    out: dict[str, Any] = {
        "seat": seat,
        "number": seat + 1,
        "hand": {"paws": [paw_view(c) for c in sorted(p.paws, key=rules.card_key)],
                 "projects": [project_view(c) for c in sorted(p.projects, key=rules.card_key)]},
        "ship": {"id": p.ship, "name": SHIPS[p.ship].name,
                 "objective": SHIPS[p.ship].objective},
        "completed_projects": [project_view(c) for c in p.completed],
        "score": rules.player_score(state, seat),
        "decision": decision_kind(state, seat) if seat in rules.to_act(state) else None,
        "prompt": _json(seat_prompt(state, seat)),
        "draft": None,
        "committed": None,
    }
    if d is not None and seat == state.current and state.phase == TURN:
        out["draft"] = {
            "planet": d.planet + 1, "plays": list(d.plays),
            "played": [paw_view(c) for c in d.plays],
            "asks": {str(h): dict(rules.asked_of(d, h)) for h in d.helpers()},
            "bot": dict(Counter(d.bot)),
            "shares": [{"to": "bot" if t == BOT else t, "colour": c} for t, c in d.shares],
            "keeps": "".join(rules.active_share(state, d)),
            "pays": [{"from": a, "to": b, "colour": c} for a, b, c in d.pays],
            "missing": rules.shortfall(state, d),
            "summary": rules.draft_summary(state, d).to_json(),
        }
    if d is not None and state.phase == ANSWER and seat in d.accepted:
        out["committed"] = list(d.accepted[seat])
    if d is not None and state.phase == ANSWER and seat in d.helpers():
        out["asked"] = dict(rules.asked_of(d, seat))
    out["lines"] = [m.to_json() for m in private_lines(state, seat)]
    return out


def private_lines(state: State, seat: int) -> list[Message]:
    """A seat's private view worded for a text reader (``/hand``, the turn panel, a
    preview): its hand, ship and objective, completed Projects, score, and what it is
    drafting or committed."""
    p = state.players[seat]
    d = state.draft

    def cards(texts: list[Message]) -> Message:
        return joined(texts) if texts else msg("afternova.nothing")

    score = rules.player_score(state, seat)
    ship = SHIPS[p.ship]
    lines = [
        msg("afternova.mine.paws", cards=cards([rules.paw_text(c) for c in
                                                sorted(p.paws, key=rules.card_key)])),
        msg("afternova.mine.projects", cards=cards([rules.project_text(c) for c in
                                                    sorted(p.projects, key=rules.card_key)])),
        msg("afternova.mine.ship", name=msg(f"afternova.ship.{p.ship}"),
            objective=msg("afternova.draw.objective_rule", colours=joined(
                [rules.colour_word(c) for c in ship.objective], "or"))),
        msg("afternova.mine.completed", cards=cards([rules.project_text(c)
                                                     for c in p.completed])),
        msg("afternova.mine.score", **score),
    ]
    if d is not None and seat == state.current and state.phase == TURN:
        lines.append(msg("afternova.mine.draft", summary=rules.draft_summary(state, d)))
    if d is not None and state.phase == ANSWER and seat in d.accepted:
        lines.append(msg("afternova.mine.committed",
                         cards=cards([rules.paw_text(c) for c in d.accepted[seat]])))
    if d is not None and state.phase == ANSWER and seat in d.helpers():
        lines.append(msg("afternova.mine.asked",
                         skills=rules.skill_words(dict(rules.asked_of(d, seat)))))
    return lines


def _json(message: Message | None) -> dict[str, Any] | None:
    return None if message is None else message.to_json()


def view(state: State, seat: int | None) -> dict[str, Any]:
    out = public_view(state)
    if seat is not None:
        out["private"] = private_view(state, seat)
    return out
