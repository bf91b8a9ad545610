"""Alien artifacts (rulebook, "Alien artifacts"): drawn when an alien planet is discovered.

Repositorium Alienum is revealed and applied at once. Every other artifact stays hidden in its
holder's hand until used, and is removed from the game once used. The effects are designed
here (see :data:`games.adastra.data.ARTIFACTS`): "payment" artifacts appear as an option of
the move or build they pay for; "anytime" artifacts are a ``use`` move of their own.
"""

from __future__ import annotations

from games.adastra import resources as res
from games.adastra.common import check_winning_score, element_points, name
from games.adastra.data import (
    ALIEN,
    ARCANUM_POINTS_PER_ALIEN,
    ARTIFACT_BY_KEY,
    CORNU_CARDS,
    ELEMENT_NAMES,
    OMNIBUS_ELEMENTS,
    PLANET_NAMES,
    RESOURCE_NAMES,
    RESOURCES,
)
from games.adastra.state import State
from games.core import Event, Move, Rng


def title(key: str) -> str:
    a = ARTIFACT_BY_KEY[key]
    return f"{a.latin} ({a.english})"


def draw_artifact(state: State, seat: int, events: list[Event]) -> None:
    """Discovering an alien planet draws the top card of the shuffled artifact deck."""
    if not state.artifact_deck:
        events.append(Event("The alien artifact deck is empty: nothing is drawn."))
        return
    key = state.artifact_deck.pop(0)
    who = name(state, seat)
    if key == "repositorium":
        got = []
        for r in RESOURCES:
            if state.bank[r] > 0:
                state.bank[r] -= 1
                state.players[seat].resources[r] += 1
                got.append(RESOURCE_NAMES[r])
        events.append(Event(
            f"{who} draws {title(key)} and applies it at once: one card of each resource "
            f"from the bank ({', '.join(got) or 'the bank is empty'}).", reveals=True))
        return
    state.players[seat].artifacts.append(key)
    events.append(Event(f"{who} draws an alien artifact and keeps it hidden.",
                        private={seat: f"You drew {title(key)}: {ARTIFACT_BY_KEY[key].effect}"},
                        reveals=True))


def spend_artifact(state: State, seat: int, key: str, events: list[Event]) -> None:
    state.players[seat].artifacts.remove(key)
    events.append(Event(f"{name(state, seat)} uses {title(key)}: "
                        f"{ARTIFACT_BY_KEY[key].effect}", reveals=True))


def shuffle_deck(state: State, deck: list[str]) -> None:
    rng = Rng(state.rng)
    rng.shuffle(deck)
    state.rng = rng.state


# --- "use" moves ----------------------------------------------------------------------------

def use_candidates(state: State, seat: int) -> list[Move]:
    moves: list[Move] = []
    have = state.players[seat].resources
    for key in sorted(set(state.players[seat].artifacts)):
        if ARTIFACT_BY_KEY[key].timing != "anytime":
            continue
        if key == "cornu":
            moves.extend(Move("use", (key, r)) for r in RESOURCES if state.bank[r] > 0)
        elif key == "permutatio":
            moves.extend(Move("use", (key, a, b)) for a in RESOURCES for b in RESOURCES
                         if a != b and have[a] and state.bank[b] > 0)
        elif key == "omnibus":
            moves.extend(Move("use", (key, e)) for e in OMNIBUS_ELEMENTS)
        elif key == "oculus":
            if any(not p.face_up for p in state.planets):
                moves.append(Move("use", (key,)))
        else:
            moves.append(Move("use", (key,)))
    return moves


def check_use(state: State, seat: int, move: Move) -> str | None:
    if not move.args or move.args[0] not in ARTIFACT_BY_KEY:
        return "Name the artifact to use, e.g. use cornu W."
    key, args = move.args[0], move.args[1:]
    if key not in state.players[seat].artifacts:
        return f"You do not hold {title(key)}."
    timing = ARTIFACT_BY_KEY[key].timing
    if timing == "movement":
        return f"{title(key)} is used as part of a move: e.g. move LY3 NR {key}."
    if timing == "build":
        return f"{title(key)} is used as part of a build: e.g. build ... {key}."
    have = state.players[seat].resources
    if key == "cornu":
        if len(args) != 1 or args[0] not in RESOURCES:
            return "Say which resource to take: use cornu W."
        if state.bank[args[0]] <= 0:
            return f"The bank has no {RESOURCE_NAMES[args[0]]} left."
    elif key == "permutatio":
        if len(args) != 2 or not all(a in RESOURCES for a in args) or args[0] == args[1]:
            return "Say which type you give and which you take: use permutatio W F."
        if not have[args[0]]:
            return f"You have no {RESOURCE_NAMES[args[0]]} to exchange."
        if state.bank[args[1]] <= 0:
            return f"The bank has no {RESOURCE_NAMES[args[1]]} left."
    elif key == "omnibus":
        if len(args) != 1 or args[0] not in OMNIBUS_ELEMENTS:
            return "Say what to score: colonies, starships, terraformers or systems."
    elif args:
        return f"{title(key)} takes no choice: use {key}."
    elif key == "oculus" and all(p.face_up for p in state.planets):
        return "Every planet is already face up."
    return None


def do_use(state: State, seat: int, move: Move, events: list[Event]) -> None:
    key, args = move.args[0], move.args[1:]
    player = state.players[seat]
    who = name(state, seat)
    player.artifacts.remove(key)
    lead = f"{who} uses {title(key)}"
    if key == "cornu":
        r = args[0]
        got = min(CORNU_CARDS, state.bank[r])
        res.move_cards(state.bank, player.resources, r * got)
        events.append(Event(f"{lead} and takes {got} {RESOURCE_NAMES[r]}.", reveals=True))
    elif key == "permutatio":
        a, b = args
        n = min(player.resources[a], state.bank[b])
        res.move_cards(player.resources, state.bank, a * n)
        res.move_cards(state.bank, player.resources, b * n)
        events.append(Event(f"{lead} and exchanges {n} {RESOURCE_NAMES[a]} for {n} "
                            f"{RESOURCE_NAMES[b]}.", reveals=True))
    elif key == "oculus":
        hidden = [p for p in state.planets if not p.face_up]
        for p in hidden:
            if p.id not in player.known:
                player.known.append(p.id)
        seen = ", ".join(f"{p.id} {PLANET_NAMES[p.kind]}" for p in hidden)
        events.append(Event(f"{lead} and looks at every face-down planet.",
                            private={seat: f"Face-down planets: {seen}."}, reveals=True))
    elif key == "omnibus":
        pts, _ = element_points(state, seat, args[0])
        player.score += pts
        events.append(Event(f"{lead}, scores {ELEMENT_NAMES[args[0]]} alone and gains {pts}.",
                            reveals=True))
        check_winning_score(state, seat, events)
    elif key == "arcanum":
        aliens = sum(1 for p in state.planets if p.face_up and p.kind == ALIEN)
        pts = ARCANUM_POINTS_PER_ALIEN * aliens
        player.score += pts
        events.append(Event(f"{lead} and scores {pts} ({aliens} alien planets face up).",
                            reveals=True))
        check_winning_score(state, seat, events)
