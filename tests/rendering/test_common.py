"""The shared rendering kit: player styles, fonts, cached layers, PNG encoding."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageDraw

from rendering import common


def test_six_players_differ_by_colour_mark_and_shape() -> None:
    palette = common.PALETTE
    assert len(palette) == 6
    assert len({p.colour for p in palette}) == 6
    assert len({p.shape for p in palette}) == 6
    assert {p.colour for p in palette} == {
        common.hex_rgb(c) for c in ("#0072B2", "#D55E00", "#F0E442", "#009E73", "#CC79A7",
                                    "#56B4E9")}
    for name in common.PALETTES:
        styles = [common.player_style(seat, name) for seat in range(6)]
        assert [s.letter for s in styles] == ["1", "2", "3", "4", "5", "6"]
        assert len({s.colour for s in styles}) == len({s.shape for s in styles}) == 6
    # A seventh seat takes the second's colour and shape, and its own number.
    seventh = common.player_style(7)
    assert (seventh.colour, seventh.shape, seventh.letter) == (palette[1].colour,
                                                              palette[1].shape, "8")


def test_seat_marks_are_numbers_in_every_language() -> None:
    """A seat's badge carries its number, never a colour's initial in one language."""
    assert [common.seat_mark(seat) for seat in range(3)] == ["1", "2", "3"]
    styles = common.styles_for_factions(["Green", "Purple", "Blue"])
    assert [s.letter for s in styles] == ["1", "2", "3"]


def test_ad_astra_factions_take_their_obvious_colours() -> None:
    expected = {"Blue": "#0072B2", "Red": "#D55E00", "Yellow": "#F0E442",
                "Green": "#009E73", "Purple": "#CC79A7"}
    for name, colour in expected.items():
        style = common.faction_style(name, 2)
        assert style.colour == common.hex_rgb(colour)
        assert style.letter == "3"
    styles = common.styles_for_factions(["Green", "Purple", "Blue", "Red", "Yellow"])
    assert [s.colour for s in styles] == [common.hex_rgb(expected[n]) for n in
                                          ("Green", "Purple", "Blue", "Red", "Yellow")]


def test_factions_keep_their_colour_name_in_the_safe_palette() -> None:
    """The Green faction is green in both palettes: what the texts call a seat (its
    faction, "Verde", "Vert") still names the colour drawn."""
    factions = ["Blue", "Red", "Yellow", "Green", "Purple"]
    styles = common.styles_for_factions(factions, "safe")
    assert [s.colour_name for s in styles] == ["blue", "red", "yellow", "green", "purple"]
    assert [s.colour for s in styles] == [common.SAFE_COLOURS[n.lower()] for n in factions]
    default = common.styles_for_factions(factions)
    assert [s.shape for s in styles] == [s.shape for s in default]
    assert [s.letter for s in styles] == [s.letter for s in default]


def test_unknown_or_repeated_factions_still_get_distinct_styles() -> None:
    for palette in common.PALETTES:
        styles = common.styles_for_factions(["Blue", "Blue", "Zorgons", "Red"], palette)
        assert len({s.shape for s in styles}) == 4
        assert len({s.colour for s in styles}) == 4
        assert styles[2].letter == "3"
    assert common.faction_style("Orange").colour == common.ORANGE
    assert common.faction_style("Orange", palette="safe").colour == common.SAFE_COLOURS["orange"]


def test_an_unknown_palette_is_refused() -> None:
    with pytest.raises(ValueError, match="no palette 'neon'"):
        common.player_style(0, "neon")


def test_fonts_are_bundled_and_cached() -> None:
    assert common.font(24) is common.font(24)
    assert common.font(24, bold=True) is not common.font(24)
    assert all(path.is_file() for path in common.FONT_FILES.values())
    assert (common.FONT_DIR / "LICENSE").is_file()
    # The bold face is a real weight, wider than the regular one.
    assert common.text_size("Round 12", 24, True)[0] > common.text_size("Round 12", 24)[0]
    small = common.text_size("Round 12", 12)
    big = common.text_size("Round 12", 36)
    assert big[0] > 2 * small[0]
    text, size = common.fit_text("Movement (Small Yellow / Yellow Nebula)", 120, 22, 10)
    assert common.text_size(text, size)[0] <= 120
    assert text.endswith("…") or size < 22


def test_text_badges_and_shapes_draw_where_asked() -> None:
    image = Image.new("RGB", (200, 100), (0, 0, 0))
    draw = ImageDraw.Draw(image)
    for i, style in enumerate(common.PALETTE):
        common.draw_player_badge(draw, style, 16 + i * 32, 30, 12)
    centre = image.getpixel((16 + 2 * 32, 36))  # inside the yellow triangle, off the letter
    assert isinstance(centre, tuple)
    assert all(abs(a - b) < 40 for a, b in zip(centre, common.PALETTE[2].colour, strict=True))
    common.draw_text(draw, (100, 80), "Hi", 20, (255, 255, 255), anchor="mm",
                     outline=(255, 0, 0))
    box = image.crop((80, 65, 120, 95))
    colours = {c for _, c in box.getcolors(5000) or []}
    assert (255, 0, 0) in colours and (255, 255, 255) in colours


def test_layer_cache_builds_once_and_hands_out_copies() -> None:
    calls: list[tuple[int, int]] = []

    @common.layer_cache(maxsize=4)
    def layer(w: int, h: int) -> Image.Image:
        calls.append((w, h))
        return Image.new("RGB", (w, h), (1, 2, 3))

    a = layer(10, 5)
    a.putpixel((0, 0), (9, 9, 9))
    b = layer(10, 5)
    assert b.getpixel((0, 0)) == (1, 2, 3)  # the cached layer was not touched
    layer(4, 4)
    assert calls == [(10, 5), (4, 4)]
    assert layer.builds == 2


def test_encode_png_is_a_small_palette_png() -> None:
    image = Image.new("RGB", (600, 400), (20, 30, 40))
    ImageDraw.Draw(image).ellipse((100, 100, 300, 300), fill=(213, 94, 0))
    data = common.encode_png(image)
    decoded = Image.open(io.BytesIO(data))
    assert decoded.format == "PNG" and decoded.mode == "P" and decoded.size == (600, 400)
    assert decoded.convert("RGB").getpixel((200, 200)) == (213, 94, 0)
    assert common.encode_png(image) == data  # deterministic


def test_encode_png_keeps_even_noise_under_the_limit() -> None:
    rnd = random.Random(5)
    noise = Image.frombytes("RGB", (1200, 900), rnd.randbytes(1200 * 900 * 3))
    data = common.encode_png(noise)
    assert len(data) <= common.MAX_PNG_BYTES
    assert Image.open(io.BytesIO(data)).format == "PNG"
    tight = common.encode_png(noise, max_bytes=200_000)
    assert len(tight) <= 200_000
    assert Image.open(io.BytesIO(tight)).width < 1200  # scaled down to fit


def test_a_fixed_palette_maps_colours_locally() -> None:
    sample = Image.new("RGB", (60, 20), (10, 10, 10))
    ImageDraw.Draw(sample).rectangle((20, 0, 39, 19), fill=(0, 114, 178))
    ImageDraw.Draw(sample).rectangle((40, 0, 59, 19), fill=(213, 94, 0))
    palette = common.make_palette(sample)
    a = Image.new("RGB", (100, 100), (10, 10, 10))
    b = a.copy()
    ImageDraw.Draw(b).rectangle((80, 80, 99, 99), fill=(213, 94, 0))
    da = Image.open(io.BytesIO(common.encode_png(a, palette=palette))).convert("RGB")
    db = Image.open(io.BytesIO(common.encode_png(b, palette=palette))).convert("RGB")
    assert da.crop((0, 0, 80, 80)).tobytes() == db.crop((0, 0, 80, 80)).tobytes()
    assert db.getpixel((90, 90)) == (213, 94, 0)
