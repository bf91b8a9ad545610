"""Alien artifacts (rulebook, "Alien artifacts"): drawn when an alien planet is discovered.

Repositorium Alienum is revealed and applied at once. Every other artifact stays hidden in its
holder's hand until used, and is removed from the game once used. The effects are designed
here (see :data:`games.adastra.data.ARTIFACTS`): "payment" artifacts appear as an option of
the move or build they pay for; "anytime" artifacts are a ``use`` move of their own.
"""

from __future__ import annotations

from games.adastra import resources as res
from games.adastra.common import check_winning_score, element_points, who
from games.adastra.data import (
    ALIEN,
    ARCANUM_POINTS_PER_ALIEN,
    ARTIFACT_BY_KEY,
    CORNU_CARDS,
    OMNIBUS_ELEMENTS,
    RESOURCES,
)
from games.adastra.state import State
from games.adastra.terms import artifact, effect, element, kind, resource
from games.core import Event, Move, Rng
from games.i18n import Message, joined, msg


def title(key: str) -> Message:
    """An artifact's Latin name and its name in the reader's language."""
    return artifact(key)


def draw_artifact(state: State, seat: int, events: list[Event]) -> None:
    """Discovering an alien planet draws the top card of the shuffled artifact deck."""
    if not state.artifact_deck:
        events.append(Event.of(msg("adastra.ev.deck_empty")))
        return
    key = state.artifact_deck.pop(0)
    drawer = who(state, seat)
    if key == "repositorium":
        got = []
        for r in RESOURCES:
            if state.bank[r] > 0:
                state.bank[r] -= 1
                state.players[seat].resources[r] += 1
                got.append(resource(r))
        events.append(Event.of(
            msg("adastra.ev.repositorium", who=drawer, artifact=title(key),
                got=joined(got) if got else msg("adastra.bank_empty")), reveals=True))
        return
    state.players[seat].artifacts.append(key)
    events.append(Event.of(msg("adastra.ev.artifact_hidden", who=drawer),
                           {seat: msg("adastra.ev.artifact_private", artifact=title(key),
                                      effect=effect(key))},
                           reveals=True))


def spend_artifact(state: State, seat: int, key: str, events: list[Event]) -> None:
    state.players[seat].artifacts.remove(key)
    events.append(Event.of(msg("adastra.ev.artifact_spent", who=who(state, seat),
                               artifact=title(key), effect=effect(key)), reveals=True))


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


def check_use(state: State, seat: int, move: Move) -> Message | None:
    if not move.args or move.args[0] not in ARTIFACT_BY_KEY:
        return msg("adastra.no.use_shape")
    key, args = move.args[0], move.args[1:]
    if key not in state.players[seat].artifacts:
        return msg("adastra.no.not_held", artifact=title(key))
    timing = ARTIFACT_BY_KEY[key].timing
    if timing == "movement":
        return msg("adastra.no.with_move", artifact=title(key), code=key)
    if timing == "build":
        return msg("adastra.no.with_build", artifact=title(key), code=key)
    have = state.players[seat].resources
    if key == "cornu":
        if len(args) != 1 or args[0] not in RESOURCES:
            return msg("adastra.no.cornu")
        if state.bank[args[0]] <= 0:
            return msg("adastra.no.bank_out", resource=resource(args[0]))
    elif key == "permutatio":
        if len(args) != 2 or not all(a in RESOURCES for a in args) or args[0] == args[1]:
            return msg("adastra.no.permutatio")
        if not have[args[0]]:
            return msg("adastra.no.exchange", resource=resource(args[0]))
        if state.bank[args[1]] <= 0:
            return msg("adastra.no.bank_out", resource=resource(args[1]))
    elif key == "omnibus":
        if len(args) != 1 or args[0] not in OMNIBUS_ELEMENTS:
            return msg("adastra.no.omnibus")
    elif args:
        return msg("adastra.no.no_choice", artifact=title(key), code=key)
    elif key == "oculus" and all(p.face_up for p in state.planets):
        return msg("adastra.no.all_face_up")
    return None


def do_use(state: State, seat: int, move: Move, events: list[Event]) -> None:
    key, args = move.args[0], move.args[1:]
    player = state.players[seat]
    user = who(state, seat)
    used = title(key)
    player.artifacts.remove(key)
    if key == "cornu":
        r = args[0]
        got = min(CORNU_CARDS, state.bank[r])
        res.move_cards(state.bank, player.resources, r * got)
        events.append(Event.of(msg("adastra.ev.cornu", who=user, artifact=used, n=got,
                                   resource=resource(r)), reveals=True))
    elif key == "permutatio":
        a, b = args
        n = min(player.resources[a], state.bank[b])
        res.move_cards(player.resources, state.bank, a * n)
        res.move_cards(state.bank, player.resources, b * n)
        events.append(Event.of(msg("adastra.ev.permutatio", who=user, artifact=used, n=n,
                                   give=resource(a), get=resource(b)), reveals=True))
    elif key == "oculus":
        hidden = [p for p in state.planets if not p.face_up]
        for p in hidden:
            if p.id not in player.known:
                player.known.append(p.id)
        seen = joined(msg("adastra.seen", planet=p.id, kind=kind(p.kind)) for p in hidden)
        events.append(Event.of(msg("adastra.ev.oculus", who=user, artifact=used),
                               {seat: msg("adastra.ev.oculus_private", seen=seen)},
                               reveals=True))
    elif key == "omnibus":
        pts, _ = element_points(state, seat, args[0])
        player.score += pts
        events.append(Event.of(msg("adastra.ev.omnibus", who=user, artifact=used,
                                   element=element(args[0]), points=pts), reveals=True))
        check_winning_score(state, seat, events)
    elif key == "arcanum":
        aliens = sum(1 for p in state.planets if p.face_up and p.kind == ALIEN)
        pts = ARCANUM_POINTS_PER_ALIEN * aliens
        player.score += pts
        events.append(Event.of(msg("adastra.ev.arcanum", who=user, artifact=used, points=pts,
                                   aliens=aliens), reveals=True))
        check_winning_score(state, seat, events)
