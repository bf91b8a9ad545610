"""What the acting seat must decide now, in one sentence (the Round Summary card's job).

The prompt depends only on the decision on top of the stack, so it lives apart from the
section modules: each of them quotes it when refusing a move that is not a choice now.
"""

from __future__ import annotations

from . import data as D
from .state import KState
from .terms import declinable


def prompt(state: KState, seat: int | None = None) -> str:
    """A short sentence telling the acting seat what to decide."""
    if state.phase == "over":
        return "The game is over."
    if state.phase == "setup":
        return "Choose two different Technologies to advance for free (start <track> <track>)."
    top = state.stack[-1]
    d = top.data
    kind = top.kind
    if kind == "turn":
        if state.turn.stage == 0:
            return "Move your Action Cube to a Main Action space."
        return ("Take a Bonus Action, move or withdraw Starships, or end your turn (done).")
    texts = {
        "missions": "Space Missions: build Starships (build <planet>), or done.",
        "place": "Choose the Space hex for your new Starship (place <hex>).",
        "colonize": "Colonize the planets your Starships are on (colonize <planet>), or done.",
        "research": "Technological Development: buy levels (tech <track> <planet>), or done.",
        "movement": "Move your Starships (move <from> <to>), or done.",
        "terraform": "Terraform your planets (terraform <planet>), or done.",
        "maptrack": "Galactic Map: advance on a Leadership Track (map tech / map colonial), "
                    "or done to skip the action.",
        "exploit": f"Planetary Exploitation: choose up to {d.get('left', 0)} more planets to "
                   f"PRODUCE on (exploit <planet>), or done.",
        "regen": "REGENERATE one Resource from your Clausius' Pit (regen <M/E/A>).",
        "freetech": "Extraterrestrial Knowledge: gain one Technology level for free "
                    "(tech <track>), or skip.",
    }
    if kind == "regen" and declinable(top):
        return "You may REGENERATE one Resource from your Clausius' Pit (regen <M/E/A>), or skip."
    if kind in texts:
        return texts[kind]
    if kind == "reveal":
        return f"Turn over a Celestial Body tile (reveal <hex>), {d['left']} left."
    if kind == "produce":
        if declinable(top):
            return (f"You may PRODUCE {d['amount']} {D.RES_NAMES[d['res']]} on one of your "
                    f"planets (produce <planet>), or skip.")
        return (f"PRODUCE {d['amount']} {D.RES_NAMES[d['res']]} on one of your planets "
                f"(produce <planet>).")
    if kind == "burn":
        if d.get("why") == "card":
            return "Gamma-Ray Burst: BURN 1 Energy from one of your planets (burn E <planet>)."
        return "BURN one Resource to pay (burn <M/E/A> <store/planet>)."
    return kind  # pragma: no cover


def not_now(state: KState, seat: int) -> str:
    """The refusal for a move that does not answer the current decision."""
    return f"That is not a choice now. {prompt(state, seat)}"
