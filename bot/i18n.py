"""Every sentence the bot shows a user: English here, Spanish and French in ``bot/locales``.

Code refers to messages by key; :func:`t` fills in the fields. Adding a language is adding a
catalogue, not changing code. Rules engines speak in :class:`~games.i18n.Message` values
whose templates live beside each game (``games/<game>/messages.py``); :func:`t` finds those
keys too (their first segment is a game's name or ``core``) and :func:`render` words a whole
message, nested terms included.

Which language. A private reply speaks the member's Discord locale; a public post speaks
the server's language (``/admin settings language:``, else Discord's preferred locale of the
server). Rather than thread a locale through every feature, an interaction is admitted
with :func:`speak_to` (context variables, so concurrent interactions never see each other's
language): :func:`t` then speaks the server's language by default, since most sentences
are public posts, and private replies ask for ``locale=member()``.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator, Mapping, Sequence
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from bot.locales.es import ES
from bot.locales.fr import FR
from bot.locales.members import MEMBERS
from bot.locales.web import WEB_EN
from games import i18n as game_i18n
from games.i18n import Message

if TYPE_CHECKING:
    from games.core import Event
    from storage.base import MoveRow

#: The languages Starpost speaks, by the short code ``/admin settings language:`` takes.
LANGUAGES = game_i18n.LANGUAGES

EN: dict[str, str] = {
    # errors
    "error.unexpected": "Something went wrong on our side. The game is safe; please try again.",
    "permission.view_channel": "View Channel",
    "permission.send_messages": "Send Messages",
    "permission.send_messages_in_threads": "Send Messages in Threads",
    "permission.attach_files": "Attach Files",
    "permission.embed_links": "Embed Links",
    "permission.read_message_history": "Read Message History",
    "hold.permissions": "The bot lacks {missing} in this channel; a moderator can grant it in "
                        "the channel's settings, under Permissions.",
    "hold.locked": "This thread is archived and locked, so the bot cannot post in it; a "
                   "moderator can unlock it.",
    "hold.mover": "{why} Your move is saved: the board and the next player's ping will be "
                  "posted as soon as that is fixed.",
    "hold.owner": "Starpost cannot post in <#{channel}>: {why} The game there is waiting; its "
                  "posts will go out as soon as that is fixed.",
    "hold.status": "Waiting on this channel since {since}: {why}",
    "hold.no_image": "(The image could not be posted: {why})",
    "permission.refused": "The bot cannot host a game here: it lacks {missing} in this "
                          "channel. A moderator can grant it in the channel's settings, under "
                          "Permissions.",
    "error.database": "The database is unavailable right now, so nothing was done (your move, "
                      "if you made one, was not made). The game is safe; try again in a "
                      "minute.",
    "error.move_too_long": "That is longer than any move ({max} characters at most). Start "
                           "typing and pick your move from the list.",
    "error.restarting": "Starpost is restarting; try again in a minute. Your games are safe.",
    "error.no_game": "There is no game in this channel. Start one with /game new.",
    "error.no_lobby": "There is no open lobby in this channel.",
    "error.channel_busy": "This channel already has a game. Finish or cancel it first, or "
                          "open a thread for a new one.",
    "error.unknown_game": "There is no game called {name!r}. Known games: {known}.",
    "error.not_player": "You are not playing in this game.",
    "error.not_your_turn": "It is not your turn: waiting for {waiting}.",
    "error.nothing_to_do": "You have nothing to decide right now.",
    "error.not_started": "The game has not started yet: the lobby is open.",
    "error.already_started": "The game has already started.",
    "error.game_over": "This game is over.",
    "error.already_seated": "You already have a seat in this game.",
    "error.lobby_full": "The lobby is full ({max} players).",
    "error.not_seated": "You have no seat in this lobby.",
    "error.host_only": "Only the host, {host}, can do that.",
    "error.host_or_full": "Only the host can start before the lobby is full "
                          "({seated}/{max} seated).",
    "error.too_few": "{title} needs at least {min} players; {seated} seated so far.",
    "error.too_many_ai": "{title} takes at most {max} players.",
    "error.host_leaves": "The host cannot leave the lobby; cancel it instead with /game cancel.",
    "error.bad_options": "I could not read the options: {detail}",
    "error.not_key_value": "{part} is not key=value.",
    "error.stale": "The game moved on while you were deciding; try again.",
    "error.undo_none": "You have no move to take back.",
    "error.undo_other": "Someone else has moved since your last move, so it cannot be taken "
                        "back.",
    "error.undo_hidden": "Your last move revealed hidden or random information, so it cannot "
                         "be taken back.",
    "error.bad_page": "There is no page {page}; pages go from 1 to {pages}.",
    "error.empty_move": "Type a move, or pick one from the list.",
    "error.channel_not_allowed": "Games may only be opened in {channels} on this server.",
    "error.bad_deadline": "A deadline is a number of hours between 1 and 1440 (60 days).",
    "error.bad_reminders": "Reminders are up to five numbers of hours before the deadline, "
                           "e.g. 24, 4.",
    "error.bad_until": "I could not read {text!r}: use a duration such as 3d, 12h or 2w, or "
                       "a date such as 2026-12-24 (in your time zone).",
    "error.away_past": "That moment is already past.",
    "error.until_too_far": "{text!r} is too far ahead: choose a time within {days} days.",
    "error.away_allowance": "That is {asked} days away, but you have {left} of your {allowance} "
                            "away days left for this year.",
    "error.not_moderator": "Only moderators can do that: you need Manage Server{role}.",
    "error.moderator_role": " or the {role} role",
    "error.no_open_seat": "There is no open seat in this game.",
    "error.seat_taken": "That seat has been taken already.",
    "error.not_in_game": "{user} has no seat in this game.",
    "error.rollback_range": "You can roll back 1 to {max} moves.",
    "error.bad_policy": "The timeout policy is notify, default or ai.",
    "error.export_running": "The record can be exported once the game is over (moderators can "
                            "export it any time with /admin export).",
    "error.bad_language": "Starpost speaks {languages}.",
    "error.bad_ply": "There is no move {ply}: this game has moves 0 (the setup) to {last}.",
    # lobby
    "lobby.title": "{title}: a new game is forming",
    "lobby.body": "Host: {host}\nPlayers ({seated}/{max}): {players}\nAI seats: {ai}\n"
                  "Needs {min} to {max} players. Join, then the host presses Start "
                  "(anyone may start once the lobby is full).",
    "lobby.joined": "{user} joins the game.",
    "lobby.left": "{user} leaves the game.",
    "lobby.cancelled": "The lobby was cancelled by {user}.",
    "lobby.started": "**{title} begins!** Seats in play order: {seats}.",
    "button.join": "Join",
    "button.leave": "Leave",
    "button.start": "Start",
    "button.turn": "Take your turn",
    "button.prev": "Previous",
    "button.next": "Next",
    # turns
    "turn.next": "Next: {mentions} ({prompt}).",
    "turn.next_each": "Next: {each}.",
    "turn.waiting": "Waiting for {mentions}.",
    "turn.panel": "**Your turn** ({seat}): {prompt}.\nPick a move below or type /move.",
    "turn.panel_wait": "Nothing to decide for you right now; waiting for {waiting}.",
    "turn.private": "Only you can see this:\n{lines}",
    "turn.select": "Choose a move ({page}/{pages})",
    "turn.done": "Done: {move}",
    "ack.posted": "Done: it is posted in this channel.",
    "turn.more_events": "…and {count} more.",
    # status, results
    "status.header": "**{title}**, round {round}: {phase}",
    "status.header_phase": "**{title}**: {phase}",
    "status.awaiting": "Awaiting {who} since {since}.",
    "status.scores": "Scores: {scores}",
    "status.deadline": "Deadline: {deadline}.",
    "turn.deadline": "Deadline {deadline}.",
    "remind.text": "Reminder: {mentions}, your {game} decision is due {deadline}.",
    "remind.dm": "Reminder: your {game} decision in <#{channel}> is due {deadline}.",
    "timeout.notify": "Time is up for {who}. {moderators}: please decide what to do "
                      "(/admin skip, /admin ai, /admin substitute).",
    "moderators": "Moderators",
    "timeout.applied": "Time is up for {who}: {how}.",
    "timeout.default": "default moves finish their turn",
    "timeout.ai": "the AI plays their turn",
    "away.set": "You are away until {until}; your deadlines are paused. {left} away days "
                "left this year.",
    "away.back": "Welcome back: your deadlines run again.",
    "away.table": "{user} is away until {until}; their deadlines are paused.",
    "notify.set": "Reminders will reach you by {mode}.",
    "seat.open": "{user} left: {seat} is played by the AI until someone takes it over. "
                 "Press Join to take the seat.",
    "seat.taken": "{user} takes over {seat}.",
    "seat.ai": "{seat} ({user}) is now played by the AI. Press Join to take the seat.",
    "seat.substitute": "{new} replaces {old} as {seat}.",
    "mygames.none": "No game in this server is waiting for you.",
    "mygames.line": "{title} in <#{channel}>: your decision since {since} ({link})",
    "admin.abort": "{actor} aborted the game ({reason}). It has no result.",
    "admin.abort_plain": "{actor} aborted the game. It has no result.",
    "admin.end": "{actor} ended the game: {reason}.",
    "admin.skip": "{actor} skipped the decision of {who}",
    "admin.rollback": ("{actor} rolled the game back {plies} {plies:plural:one=move|other=moves}, "
                       "to move {ply}."),
    "admin.rollback_warning": "Warning: hidden or random information was revealed in the "
                              "moves taken back; players may remember it.",
    "admin.deadline": "{actor} set this game's deadline to {hours} hours per decision.",
    "admin.settings": "Server settings: language {language}, deadline {deadline_hours} h, "
                      "reminders {reminders} h "
                      "before, timeout policy {timeout_policy}, moderator role {role}, "
                      "away allowance {away_days} days a year, games allowed in {channels}.",
    "admin.games_none": "No open games in this server.",
    "admin.settings_changed": "{actor} changed this server's game settings: {what}.",
    "admin.exported": "{actor} exported this game's record.",
    "admin.games_line": "{title} in <#{channel}> ({link}): {status}",
    "button.take_seat": "Join",
    "status.lobby": "A {title} lobby is open with {seated}/{max} players.",
    "results.header": "**Game over.** {reason}.",
    "results.line": "{place}. {seat} {user}: {score}",
    "results.line_other": "{place}. {name}: {score}",
    "results.winner": "{count:plural:one=Winner|other=Winners}: {winners}!",
    "undo.done": "{user} takes back their last move.",
    "history.header": "History, page {page}/{pages}",
    "history.empty": "Nothing has happened yet.",
    "history.quiet": "(a move that shows the table nothing)",
    "history.line": "#{ply} <t:{time}:R> {who}: {text}",
    "history.private": "  ↳ only you: {text}",
    "history.record": "The game record (JSON). Replay it with: python -m bot replay FILE",
    "history.board": "The board after move {ply} (of {last}).",
    "history.since": "{count} {count:plural:one=move|other=moves} since your last move (#{ply}):",
    "history.nothing_since": "Nothing has happened since your last move.",
    "results.table": "{title}: final scores",
    "stats.none": "No finished games in this server yet.",
    "stats.game": "**{title}**: {games} {games:plural:one=game|other=games} played",
    "stats.line": ("{place}. {user}: {wins} {wins:plural:one=win|other=wins} in {played} "
                   "{played:plural:one=game|other=games}, average {average:.1f}, best {best}"),
    "stats.member": "**{title}**: {user} played {played}, won {wins}, average {average:.1f}, "
                    "best {best}",
    "hand.header": "Your private view ({seat}):",
    "rules.header": "**{title}** ({min} to {max} players)",
    "ai": "AI",
    "seat.default": "Seat {number}",
    "word.none": "none",
    "word.nobody": "nobody",
    "word.any_channel": "any channel",
    "word.your_decision": "your decision",
    "notify.dm": "direct message",
    "notify.channel": "channel mention",
    # previews (bot/preview.py)
    "preview.header": "**Preview** (nothing is played yet): `{move}`, {label}.",
    "preview.footer": "Confirm within {minutes} minutes to play it, or Cancel.",
    "preview.first": "First:\n{text}",
    "preview.stops": "This move reveals hidden or random information (a card, a tile, a "
                     "draw or a roll), so the preview stops before it: the board is shown "
                     "as it is now, and the result appears when you confirm.",
    "preview.then": "Then the game goes on with what others hold or with chance (who "
                    "acts next, cards revealed): that part is shown when you confirm.",
    "preview.events": "What the table will read:\n{text}",
    "preview.private": "Only you will read:\n{lines}",
    "preview.changes": "For you: {changes}.",
    "preview.no_changes": "Your numbers do not change.",
    "preview.more": "{count} more",
    "preview.view": "Your view after the move:\n{lines}",
    "preview.gone": "This preview is no longer open (confirmed, cancelled or replaced by a "
                    "newer one). Nothing was played.",
    "preview.expired": "This preview expired after {minutes} minutes. Nothing was played; "
                       "preview the move again.",
    "preview.stale": "The game moved on since this preview, so nothing was played. Look at "
                     "the new position and preview again.",
    "preview.cancelled": "Preview cancelled; nothing was played.",
    "preview.default_on": "Every /move and every pick in the turn panel will show a preview "
                          "first. /settings preview:off plays moves at once again.",
    "preview.default_off": "Moves are played as soon as you send them; /move preview:True "
                           "previews one.",
    "preview.panel": "Preview is on: a pick shows its result first, and nothing counts until "
                     "you confirm.",
    "settings.none": "Choose what to change: notify (how reminders reach you) or preview "
                     "(preview every move first; now {preview}).",
    "word.on": "on",
    "word.off": "off",
    "button.confirm": "Confirm",
    "button.cancel": "Cancel",
    "button.preview": "Preview",
    "button.play_directly": "Play directly",
    "language.en": "English",
    "language.es": "Spanish",
    "language.fr": "French",
    "policy.notify": "notify the moderators",
    "policy.default": "play the default move",
    "policy.ai": "let the AI play",
    "setting.deadline": "deadline",
    "setting.reminders": "reminders",
    "setting.timeout_policy": "timeout policy",
    "setting.moderator_role": "moderator role",
    "setting.away_days": "away allowance",
    "setting.channels": "channels",
    "setting.language": "language",
    **WEB_EN,  # the web pages (bot/web/)
}

CATALOGUES: dict[str, dict[str, str]] = {"en": EN, "es": ES, "fr": FR}
for _language, _sentences in MEMBERS.items():  # ratings, reliability, time, members' data
    CATALOGUES[_language].update(_sentences)

_TABLE: ContextVar[str] = ContextVar("starpost_table", default="en")
_MEMBER: ContextVar[str] = ContextVar("starpost_member", default="en")


def language_of(locale: object) -> str:
    """The language Starpost speaks for a Discord locale (``es-ES``, ``es-419`` -> ``es``;
    ``fr`` -> ``fr``; anything it does not speak -> ``en``)."""
    code = str(getattr(locale, "value", locale) or "").split("-")[0].lower()
    return code if code in LANGUAGES else "en"


def table() -> str:
    """The language of the server the current interaction comes from (public posts)."""
    return _TABLE.get()


def member() -> str:
    """The language of the member the current interaction answers (private replies)."""
    return _MEMBER.get()


@contextlib.contextmanager
def speaking(locale: object) -> Iterator[str]:
    """Word everything inside the block for ``locale`` (a Discord locale or a language):
    for work outside an interaction, such as the scheduler posting in one game's channel."""
    language = language_of(locale)
    tokens = (_TABLE.set(language), _MEMBER.set(language))
    try:
        yield language
    finally:
        _TABLE.reset(tokens[0])
        _MEMBER.reset(tokens[1])


def speak_to(table_locale: object, member_locale: object) -> None:
    """Word the rest of the current task for a server and a member: called when an
    interaction is admitted, whose handler runs in its own task, so the choice ends with it.
    Plain :func:`t` speaks the server's language (most sentences are public posts); private
    replies pass ``locale=member()``."""
    _TABLE.set(language_of(table_locale))
    _MEMBER.set(language_of(member_locale))


def t(key: str, locale: str | None = None, **fields: Any) -> str:
    """The message ``key`` in ``locale`` (default: the server's language, see
    :func:`speak_to`; English when that language lacks it), with ``fields`` filled in.
    Engine keys work too."""
    language = locale or _TABLE.get()
    text = CATALOGUES.get(language, EN).get(key) or EN.get(key)
    if text is None:
        text = game_i18n.template(key, language)
    if not fields:
        return text
    return game_i18n.fill(text, {k: word(v, language) if isinstance(v, Message) else v
                                 for k, v in fields.items()}, language)


def render(message: Message | str, locale: str | None = None) -> str:
    """An engine's message (or a plain text, unchanged) in ``locale`` (default: the
    server's language)."""
    return game_i18n.render(message, locale or _TABLE.get())


def has(key: str) -> bool:
    """Whether ``key`` is in a catalogue (the bot's or a game's)."""
    if key in EN:
        return True
    try:
        game_i18n.template(key)
    except (KeyError, ImportError, ValueError):
        return False
    return True


def word(value: Any, locale: str | None = None) -> str:
    """Anything an engine or a view hands the bot, as text for ``locale``: a message, or its
    JSON form (a dict with a "key"), is rendered; anything else is shown as it is. A message
    whose key no catalogue knows yet is shown by its key rather than failing a post."""
    if isinstance(value, Mapping) and "key" in value:
        value = Message.from_json(value)
    if isinstance(value, Message):
        if value.key in EN:
            return t(value.key, locale, **value.params)
        try:
            return render(value, locale)
        except (KeyError, IndexError, ImportError):
            return value.key
    return str(value)


def phase_name(game: str, phase: Any, locale: str | None = None) -> str:
    """A view's ``phase`` in words: a message as it says, a game's phase by its name in the
    game's catalogue (``<game>.phase.<phase>``), anything else as it is."""
    key = f"{game}.phase.{phase}"
    return t(key, locale) if isinstance(phase, str) and phase and has(key) else word(phase,
                                                                                      locale)


def said(event: Event, locale: str | None = None) -> str:
    """An event's public sentence in ``locale`` (its English text if it has no message)."""
    return event.text if event.message is None else word(event.message, locale)


def told(event: Event, seat: int, locale: str | None = None) -> str | None:
    """What only ``seat`` may read of an event, in ``locale`` (None: nothing)."""
    message = event.private_messages.get(seat)
    if message is not None:
        return word(message, locale)
    return event.private.get(seat)


def kept(events: Sequence[Event]) -> dict[str, Any] | None:
    """The events of one move as stored beside their English text (``NewMove.messages``):
    each public line and each seat's private lines as a message's JSON form, or as text
    where the engine gave only text. None when no event has a message."""
    if not any(e.message is not None or e.private_messages for e in events):
        return None
    private: dict[str, list[Any]] = {}
    for event in events:
        for seat, text in event.private.items():
            message = event.private_messages.get(seat)
            private.setdefault(str(seat), []).append(
                text if message is None else message.to_json())
    return {"public": [e.text if e.message is None else e.message.to_json() for e in events],
            "private": private}


def public_of(row: MoveRow, locale: str | None = None) -> str:
    """A stored move's public lines in ``locale`` (moves stored without messages: their
    text)."""
    lines = (row.messages or {}).get("public")
    text = row.public_text if lines is None else "\n".join(word(line, locale) for line in lines)
    return text or t("history.quiet", locale)  # a move that told the table nothing


def private_of(row: MoveRow, seat: int, locale: str | None = None) -> str | None:
    """A stored move's lines for ``seat`` only, in ``locale`` (None: nothing)."""
    lines = ((row.messages or {}).get("private") or {}).get(str(seat))
    if lines is None:
        return row.private_texts.get(seat)
    return "\n".join(word(line, locale) for line in lines)


_PLAYER_N = re.compile(r"^Player (\d+)$")


def seat_name(label: str | None, seat: int, locale: str | None = None) -> str:
    """A seat's stored name in ``locale``: a colour (``core.colour.*``) or "Player N" is
    translated, a faction or a name is kept as it is."""
    if not label:
        return t("seat.default", locale, number=seat + 1)
    numbered = _PLAYER_N.match(label)
    if numbered:
        return t("seat.default", locale, number=int(numbered[1]))
    key = f"core.colour.{label.lower()}"
    return t(key, locale) if has(key) else label
