"""Every sentence the bot shows a user, in one catalogue (English first).

Code refers to messages by key; :func:`t` fills in the fields. Adding a language is adding a
catalogue, not changing code. Rules engines produce their own sentences (moves refused,
events); those are English today and pass through unchanged.
"""

from __future__ import annotations

from typing import Any

EN: dict[str, str] = {
    # errors
    "error.unexpected": "Something went wrong on our side. The game is safe; please try again.",
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
    "error.stale": "The game moved on while you were deciding; try again.",
    "error.undo_none": "You have no move to take back.",
    "error.undo_other": "Someone else has moved since your last move, so it cannot be taken "
                        "back.",
    "error.undo_hidden": "Your last move revealed hidden or random information, so it cannot "
                         "be taken back.",
    "error.bad_page": "There is no page {page}; pages go from 1 to {pages}.",
    "error.empty_move": "Type a move, or pick one from the list.",
    "error.export_running": "The record can be exported once the game is over (moderators can "
                            "export it any time with /admin export).",
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
    "turn.waiting": "Waiting for {mentions}.",
    "turn.panel": "**Your turn** ({seat}): {prompt}.\nPick a move below or type /move.",
    "turn.panel_wait": "Nothing to decide for you right now; waiting for {waiting}.",
    "turn.private": "Only you can see this:\n{lines}",
    "turn.select": "Choose a move ({page}/{pages})",
    "turn.done": "Done: {move}",
    "turn.more_events": "…and {count} more.",
    # status, results
    "status.header": "**{title}**, round {round}: {phase}",
    "status.awaiting": "Awaiting {who} since {since}.",
    "status.scores": "Scores: {scores}",
    "status.lobby": "A {title} lobby is open with {seated}/{max} players.",
    "results.header": "**Game over.** {reason}.",
    "results.line": "{place}. {seat} {user}: {score}",
    "results.winner": "Winner: {winners}!",
    "undo.done": "{user} takes back their last move ({move}).",
    "history.header": "History, page {page}/{pages}",
    "history.empty": "Nothing has happened yet.",
    "history.line": "#{ply} <t:{time}:R> {who}: {text}",
    "history.private": "  ↳ only you: {text}",
    "history.record": "The game record (JSON). Replay it with: python -m bot replay FILE",
    "history.board": "The board after move {ply} (of {last}).",
    "history.since": "{count} move(s) since your last move (#{ply}):",
    "history.nothing_since": "Nothing has happened since your last move.",
    "results.table": "{title}: final scores",
    "stats.none": "No finished games in this server yet.",
    "stats.game": "**{title}**: {games} game(s) played",
    "stats.line": "{place}. {user}: {wins} win(s) in {played} game(s), average {average}, "
                  "best {best}",
    "stats.member": "**{title}**: {user} played {played}, won {wins}, average {average}, "
                    "best {best}",
    "hand.header": "Your private view ({seat}):",
    "rules.header": "**{title}** ({min} to {max} players)",
    "ai": "AI",
}

CATALOGUES: dict[str, dict[str, str]] = {"en": EN}


def t(key: str, locale: str = "en", **fields: Any) -> str:
    """The message ``key`` in ``locale`` (English when missing), with ``fields`` filled in."""
    text = CATALOGUES.get(locale, EN).get(key) or EN[key]
    return text.format(**fields) if fields else text
