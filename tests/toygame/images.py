"""Pebbles' two images, drawn and described in words from views only: this module imports
nothing of the engine."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from rendering.alt import called, fitted, name_of, opening, scores, waiting
from rendering.common import PlayerStyle, draw_text, encode_png, player_style
from rendering.wording import Wording

BACKGROUND = (24, 28, 40)
PEBBLE = (170, 170, 160)


class Say(Wording):
    game = "pebbles"


def _name(say: Say, player: Mapping[str, Any]) -> str:
    seat = int(player["seat"])
    given = say.names[seat] if seat < len(say.names) else ""
    return given or say.text(player["name"])


def render_board(view: Mapping[str, Any], names: Sequence[str] | None = None,
                 locale: str = "en", palette: str = "default") -> bytes:
    """The pile and each player's count, each player in their colour in ``palette``, as PNG."""
    say = Say.of(locale, names)
    image = Image.new("RGB", (480, 150), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw_text(draw, (16, 12), say("board.pile", pile=view["pile"]), 20, bold=True)
    for i in range(int(view["pile"])):
        x = 24 + i * 28
        draw.ellipse((x, 48, x + 22, 70), fill=PEBBLE)
    for player in view["players"]:
        style = player_style(int(player["seat"]), palette)
        x = 16 + int(player["seat"]) * 116
        draw_text(draw, (x, 100), f"{_name(say, player)}: {player['taken']}", 14,
                  style.colour)
    return encode_png(image)


def render_hand(view: Mapping[str, Any], names: Sequence[str] | None = None,
                locale: str = "en", palette: str = "default") -> bytes:
    """A seat's own count and what it is asked, as PNG."""
    say = Say.of(locale, names)
    private = view["private"]
    image = Image.new("RGB", (360, 80), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw_text(draw, (16, 12), say("hand.taken", taken=private["taken"]), 18, bold=True)
    prompt = view.get("prompts", {}).get(str(private["seat"]))
    if prompt:
        draw_text(draw, (16, 44), say.text(prompt), 14)
    return encode_png(image)


def seat_styles(view: Mapping[str, Any], palette: str = "default") -> list[PlayerStyle]:
    """Each seat's colour, shape and number, as the board draws them."""
    return [player_style(int(p["seat"]), palette) for p in view["players"]]


def _who(say: Say, player: Mapping[str, Any], names: Sequence[str] | None) -> str:
    return called(name_of(names, int(player["seat"])), say.text(player["name"]))


def describe_board(view: Mapping[str, Any], names: Sequence[str] | None = None,
                   locale: str = "en") -> str:
    """The board in words: the pile, who is to take, what each player took."""
    say = Say.of(locale, names)
    players = list(view["players"])
    prompts = view.get("prompts", {})
    return fitted([opening("Pebbles", [say("board.pile", pile=view["pile"])], locale),
                   waiting([(_who(say, players[s], names), say.text(prompts.get(str(s))))
                            for s in view.get("to_act", ())], locale),
                   scores([(_who(say, p, names), p["taken"]) for p in players], locale)])


def describe_hand(view: Mapping[str, Any], names: Sequence[str] | None = None,
                  locale: str = "en") -> str:
    """The hand in words: what the seat took and what it is asked."""
    say = Say.of(locale, names)
    private = view["private"]
    prompt = view.get("prompts", {}).get(str(private["seat"]))
    return fitted([say("hand.taken", taken=private["taken"]), say.text(prompt) if prompt else ""])
