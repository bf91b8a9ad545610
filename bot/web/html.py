"""A game's page as HTML: written on the server, every value escaped, no inline script or
style (the Content-Security-Policy forbids both), so it reads without script too: the
previous and next links and the log's entries open the page at that move. The script
(``static/page.js``) turns them into a slider and arrow keys that change the board without
a reload."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from html import escape
from urllib.parse import urlencode

from bot.app.i18n import LANGUAGES, t
from bot.web.pages import Entry, Page

__all__ = ["render_page"]

#: Each language by its own name, as the links to switch to it read.
LANGUAGE_NAMES = {"en": "English", "es": "Español", "fr": "Français"}


def e(value: object) -> str:
    return escape(str(value), quote=True)


def _when(seconds: int) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%d %H:%M UTC")


def _iso(seconds: int) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def caption(page: Page, ply: int) -> str:
    if ply == 0:
        return t("web.at_setup", page.language, last=page.version)
    return t("web.after_move", page.language, ply=ply, last=page.version)


def _query(**values: object) -> str:
    return "?" + urlencode({k: v for k, v in values.items() if v is not None})


def _seats(page: Page) -> Iterable[str]:
    lang = page.language
    over = any(s.place is not None for s in page.seats)
    yield f'<section class="seats"><h2>{e(t("web.players", lang))}</h2><table><thead><tr>'
    if over:
        yield f'<th scope="col">{e(t("web.place", lang))}</th>'
    yield (f'<th scope="col">{e(t("web.seat", lang))}</th>'
           f'<th scope="col">{e(t("web.player", lang))}</th>')
    if page.started:
        yield f'<th scope="col" class="num">{e(t("web.score", lang))}</th>'
    yield "</tr></thead><tbody>"
    for seat in page.seats:
        acting = ' class="acting"' if seat.acting else ""
        yield f"<tr{acting}>"
        if over:
            yield f'<td class="num">{e(seat.place or "")}</td>'
        marker = (f' <span class="to-play">{e(t("web.to_play", lang))}</span>'
                  if seat.acting else "")
        # <bdi>: a right-to-left name is laid out on its own, never moving the marker.
        yield (f'<td class="label">{e(seat.label)}</td>'
               f'<td class="name"><bdi>{e(seat.name)}</bdi>{marker}</td>')
        if page.started:
            yield f'<td class="num">{e(seat.score)}</td>'
        yield "</tr>"
    for place, name, score in page.others:  # ranked entries holding no seat
        yield (f'<tr><td class="num">{e(place)}</td><td class="label">{e(name)}</td>'
               f'<td></td><td class="num">{e(score)}</td></tr>')
    yield "</tbody></table></section>"


def _entry(page: Page, entry: Entry | None, ply: int, shown: int) -> str:
    current = ' class="current" aria-current="step"' if ply == shown else ""
    href = e(_query(ply=ply, l=page.language))
    if entry is None:
        body = f'<span class="text">{e(t("web.setup", page.language))}</span>'
    else:
        body = (f'<time datetime="{_iso(entry.when)}">{e(_when(entry.when))}</time> '
                f'<span class="who">{e(entry.who)}</span> '
                f'<span class="text">{e(entry.text)}</span>')
    return (f'<li id="m{ply}" data-ply="{ply}" data-v="{e(page.versions[ply])}"{current}>'
            f'<a href="{href}"><span class="ply">#{ply}</span> {body}</a></li>')


def _board(page: Page, prefix: str, token: str, shown: int) -> Iterable[str]:
    lang = page.language
    boards = f"{prefix}/g/{token}/board/"
    src = f"{boards}{shown}.png" + _query(l=lang, v=page.versions[shown])
    words = {"at-setup": t("web.at_setup", lang, last="{last}"),
             "after": t("web.after_move", lang, ply="{ply}", last="{last}")}
    if page.described:  # the last board in words, its alt text when it is shown
        words["described"] = page.described
    data = " ".join(f'data-{k}="{e(v)}"' for k, v in words.items())
    yield (f'<section class="viewer" id="viewer" aria-label="{e(t("web.board", lang))}" '
           f'data-boards="{e(boards)}" data-lang="{e(lang)}" data-last="{page.version}" '
           f"{data}>")
    alt = page.described if shown == page.version and page.described else caption(page, shown)
    yield (f'<figure><div class="frame" id="frame"><img id="board" src="{e(src)}" '
           f'alt="{e(alt)}" data-ply="{shown}"></div>'
           f'<figcaption id="caption">{e(caption(page, shown))}</figcaption></figure>')
    steps = (("first", 0, "«"), ("previous", max(0, shown - 1), "‹"),
             ("next", min(page.version, shown + 1), "›"), ("last", page.version, "»"))
    links = {name: (f'<a class="step" id="{name}" href="{e(_query(ply=ply, l=lang))}" '
                    f'title="{e(t("web." + name, lang))}" '
                    f'aria-label="{e(t("web." + name, lang))}">{symbol}</a>')
             for name, ply, symbol in steps}
    yield ('<div class="controls">' + links["first"] + links["previous"]
           + f'<input type="range" id="slider" min="0" max="{page.version}" value="{shown}" '
           f'step="1" aria-label="{e(t("web.move", lang))}">'
           + links["next"] + links["last"]
           + f'<output id="where" for="slider">{shown}/{page.version}</output>'
           + f'<button type="button" id="zoom" aria-pressed="false">{e(t("web.zoom", lang))}'
           + f'</button><a id="full" href="{e(src)}">{e(t("web.full_size", lang))}</a></div>')
    yield f'<p class="hint">{e(t("web.keys", lang))}</p></section>'


def render_page(page: Page, *, prefix: str, token: str, shown: int,
                assets: Mapping[str, str]) -> str:
    """The page at board ``shown``; ``prefix`` is the path the site is served under (from
    WEB_BASE_URL), ``assets`` each static file's version."""
    lang = page.language
    parts = [
        f'<!DOCTYPE html>\n<html lang="{e(lang)}"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="robots" content="noindex, nofollow">',
        '<meta name="referrer" content="no-referrer">',
        f"<title>{e(t('web.page_title', lang, title=page.title))}</title>",
        f'<link rel="stylesheet" href="{e(prefix)}/static/page.css?v={e(assets["page.css"])}">',
        f'<link rel="icon" href="{e(prefix)}/static/icon.svg?v={e(assets["icon.svg"])}">',
        f'<script src="{e(prefix)}/static/page.js?v={e(assets["page.js"])}" defer></script>',
        f'</head><body class="{e(page.game)}"><header class="top"><h1>{e(page.title)}</h1>',
        f'<p class="headline">{e(page.headline)}</p>',
    ]
    if page.awaiting:
        parts.append(f'<p class="awaiting">{e(t("web.awaiting", lang, who=page.awaiting))}</p>')
    parts.append(f'<nav class="languages" aria-label="{e(t("web.language", lang))}">')
    parts += [(f'<a href="{e(_query(ply=shown if page.started else None, l=code))}" '
               f'hreflang="{code}" lang="{code}"'
               + (' aria-current="true"' if code == lang else "")
               + f">{e(LANGUAGE_NAMES.get(code, code))}</a>") for code in LANGUAGES]
    parts.append('</nav></header><main class="game">')
    if page.started:
        parts += _board(page, prefix, token, shown)
    parts.append("<aside>")
    parts += _seats(page)
    if page.started:
        entries: dict[int, Entry] = {entry.ply: entry for entry in page.entries}
        parts.append(f'<section class="log"><h2>{e(t("web.log", lang))}</h2>'
                     '<ol id="log" class="entries">')
        parts += [_entry(page, entries.get(ply), ply, shown)
                  for ply in range(page.version + 1)]
        parts.append("</ol></section>")
    parts.append(f'</aside></main><footer><p>{e(t("web.footer", lang))}</p></footer>'
                 "</body></html>\n")
    return "".join(parts)
