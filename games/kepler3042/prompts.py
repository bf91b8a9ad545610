"""What the acting seat must decide now, in one sentence (the Round Summary card's job).

The prompt depends only on the decision on top of the stack, so it lives apart from the
section modules: each of them quotes it when refusing a move that is not a choice now.
Prompts are catalogue messages without a final stop (the bot quotes them inside sentences;
:func:`sentence` adds the stop where a prompt stands alone).
"""

from __future__ import annotations

from games.i18n import Message, msg

from .state import KState
from .terms import declinable, res_name

#: Decisions whose prompt is one fixed message (``kepler3042.prompt.<kind>``).
_FIXED = frozenset({"missions", "place", "colonize", "research", "movement", "terraform",
                    "maptrack", "regen", "freetech"})


def prompt(state: KState, seat: int | None = None) -> Message:
    """What the acting seat decides now (a message without a final stop)."""
    if state.phase == "over":
        return msg("kepler3042.prompt.over")
    if state.phase == "setup":
        return msg("kepler3042.prompt.setup")
    top = state.stack[-1]
    d = top.data
    kind = top.kind
    if kind == "turn":
        return msg("kepler3042.prompt.cube" if state.turn.stage == 0 else "kepler3042.prompt.turn")
    if kind == "regen" and declinable(top):
        return msg("kepler3042.prompt.regen_may")
    if kind in _FIXED:
        return msg(f"kepler3042.prompt.{kind}")
    if kind == "exploit":
        return msg("kepler3042.prompt.exploit", left=d.get("left", 0))
    if kind == "reveal":
        return msg("kepler3042.prompt.reveal", left=d["left"])
    if kind == "produce":
        key = "kepler3042.prompt.produce_may" if declinable(top) else "kepler3042.prompt.produce"
        return msg(key, amount=d["amount"], res=res_name(int(d["res"])))
    if kind == "burn":
        return msg("kepler3042.prompt.gamma" if d.get("why") == "card"
                   else "kepler3042.prompt.burn")
    return Message(kind)  # pragma: no cover


def sentence(text: Message) -> Message:
    """A prompt standing alone, with its final stop."""
    return msg("kepler3042.stop", text=text)


def not_now(state: KState, seat: int) -> Message:
    """The refusal for a move that does not answer the current decision."""
    return msg("kepler3042.no.not_now", prompt=prompt(state, seat))
