"""The cached static layer of the board: star field, panel frames, board titles and the
legend of space colours and cube kinds in the income strip."""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering.common import BLACK, DEFAULT_PALETTE, draw_text, fit_text, layer_cache, text_size
from rendering.magnastorm.icons import draw_cube
from rendering.magnastorm.layout import ACTION_BOX, HEADER_H, INCOME_BOX, PLAYERS_BOX, RESEARCH_BOX
from rendering.magnastorm.theme import BG, DIM, MUTED, PANEL_BG, RESEARCH_COLOURS
from rendering.magnastorm.words import Say


@layer_cache(maxsize=12)
def board_background(width: int, height: int, players: int, locale: str = "en",
                     palette: str = DEFAULT_PALETTE) -> Image.Image:
    """Frames and titles: what does not change during a game of this player count, in the
    image's language (the legend's "any player" cube in ``palette``'s colours)."""
    say = Say.of(locale, palette=palette)
    image = Image.new("RGB", (width, height), BG)
    draw = ImageDraw.Draw(image)
    for i in range(120):  # a fixed, sparse star field
        x = (i * 7919) % width
        y = (i * 104729 // 7) % height
        shade = 60 + (i * 37) % 80
        draw.point((x, y), fill=(shade, shade, shade + 20))
    draw.rectangle((0, 0, width, HEADER_H), fill=PANEL_BG)
    draw.line((0, HEADER_H, width, HEADER_H), fill=DIM, width=1)
    for box in (INCOME_BOX, PLAYERS_BOX, ACTION_BOX, RESEARCH_BOX):
        draw.rounded_rectangle(box, radius=10, fill=PANEL_BG)
    for box, title, hint in ((ACTION_BOX, "r.action_board", "r.action_hint"),
                             (RESEARCH_BOX, "r.research_board", "r.research_hint")):
        x0, y0, x1, _ = box
        title_text = say(title)
        draw_text(draw, (x0 + 12, y0 + 13), title_text, 17, MUTED, anchor="lm", bold=True)
        room = x1 - 12 - (x0 + 12 + text_size(title_text, 17, True)[0] + 16)
        text, size = fit_text(say(hint), room, 13, 9)
        draw_text(draw, (x1 - 12, y0 + 13), text, size, DIM, anchor="rm")
    # Research-colour legend in the income strip.
    lx = INCOME_BOX[2] - 196
    ly = INCOME_BOX[1] + 14
    label = say("r.spaces")
    draw_text(draw, (lx, ly), label, 13, MUTED, anchor="lm", bold=True)
    areas = ("green", "red", "blue", "cyan", "white") if players == 4 else (
        "green", "red", "blue", "white")
    x = lx + max(56, text_size(label, 13, True)[0] + 6)
    for area in areas:
        draw.ellipse((x, ly - 6, x + 12, ly + 6), fill=RESEARCH_COLOURS[area], outline=BLACK)
        x += 16 if area != "white" else 0
    text, size = fit_text(say("r.any"), INCOME_BOX[2] - 6 - int(x + 16), 13, 9)
    draw_text(draw, (x + 16, ly), text, size, MUTED, anchor="lm")
    draw_cube(draw, lx, ly + 18, 11, "own", palette=palette)
    text, size = fit_text(say("r.your_colour"), 96, 13, 9)
    draw_text(draw, (lx + 15, ly + 24), text, size, MUTED, anchor="lm")
    x = lx + 15 + text_size(text, size)[0] + 10
    draw_cube(draw, x, ly + 18, 11, "any", palette=palette)
    text, size = fit_text(say("r.any_player"), INCOME_BOX[2] - 8 - (x + 15), 13, 9)
    draw_text(draw, (x + 15, ly + 24), text, size, MUTED, anchor="lm")
    text, size = fit_text(say("r.legend"), INCOME_BOX[2] - 8 - lx, 12, 9)
    draw_text(draw, (lx, ly + 44), text, size, DIM, anchor="lm")
    return image
