"""Hand images name the other players as the boards do: by their display names, when the
bot gives them (the seats a hand waits for, asks or is asked by)."""

from __future__ import annotations

import io
from importlib import import_module

import pytest
from PIL import Image

from games import get
from games.core import awaited
from games.registry import descriptor
from rendering import renderer

NAMES = ["Alice Starfarer", "Bob of the Belt", "Carol Nebula"]


def waiting_view(name: str) -> dict:
    """The view of a seat that is not to act, a few heuristic moves into a 3-player game:
    its hand says whom the table waits for."""
    game = get(name)
    ai = import_module(descriptor(name).ai)
    state = game.setup(3, 11)
    for ply in range(6):
        seat = awaited(game, state)[0]
        state, _ = game.apply(state, seat, ai.choose_move(game, state, seat, ply))
    idle = next(s for s in range(3) if s not in game.to_act(state))
    return game.view(state, idle)


def pixels(data: bytes) -> bytes:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image.convert("RGB").tobytes()


@pytest.mark.parametrize("name", ["afternova", "kepler3042", "magnastorm"])
def test_a_hand_that_names_the_awaited_seat_draws_its_display_name(name: str) -> None:
    render_hand = renderer(name).render_hand
    view = waiting_view(name)
    plain = render_hand(view, locale="en")
    named = render_hand(view, NAMES, "en")
    assert pixels(named) != pixels(plain)
    assert render_hand(view, NAMES, "en") == named  # the same names draw the same image
    assert render_hand(view, ["", "", ""], "en") == plain  # unknown names: the seats' own


def test_ad_astra_s_hand_names_no_other_seat() -> None:
    from rendering.adastra import render_hand

    view = waiting_view("adastra")
    assert render_hand(view, NAMES, "en") == render_hand(view, locale="en")
