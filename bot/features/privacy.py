"""What Starpost keeps about a member is theirs: ``/settings data:show`` shows it privately
(with a JSON file of all of it), ``/settings data:erase`` erases what is not part of a game's
record, and ``python -m bot forget USER_ID`` does the same for an operator, as Discord's
developer policy expects of an app that keeps data about its users.

Kept about a member, under their Discord id: on each server, their display name (drawn on
boards) and language as last seen, their preferences (reminders, previews, palette), absences, time
zone and quiet hours, private lines waiting for them (an expired interaction's), and what
they carry between games (Magnastorm's artifacts); their ratings and reliability. All of it
is erased. The game records (games, seats, moves, results, the audit log) are the history
every player of a game shares: they keep the seats a member held by their id, and no name
(a board drawn after an erasure shows the seat's colour instead of the name), and are
kept. Ratings and reliability are worked out from
those records and from deadlines as they pass. An erasure replaces the member's id in the
results of their finished games with a pseudonym (:mod:`storage.members`), so an
operator's ``ratings --rebuild`` rates every game as it was rated, the erased member still
the others' opponent, without storing a rating for them again.
"""

from __future__ import annotations

import json
from typing import Any

import games
from bot.app.i18n import t
from storage import GameStore
from storage.skill import Skill

__all__ = ["MEMBER_SETTINGS", "Privacy", "erase", "member_keys", "member_patterns"]

#: The settings kept under a member's id, by the prefix of their key (``name.<id>``...).
MEMBER_SETTINGS = ("name", "locale", "notify", "preview", "away", "zone", "quiet", "whisper",
                   "palette")


def member_keys(user_id: int) -> list[str]:
    return [*(f"{prefix}.{user_id}" for prefix in MEMBER_SETTINGS),
            f"preview.{user_id}.pending"]


def member_patterns(user_id: int) -> list[str]:
    return [f"collection.%.{user_id}"]  # what they carry between games, per game


async def erase(store: GameStore, user_id: int) -> dict[str, int]:
    """Erase everything kept about the member but the game records; how many of each."""
    return await store.erase_member(user_id, member_keys(user_id), member_patterns(user_id))


class Privacy:
    def __init__(self, store: GameStore) -> None:
        self.store = store

    async def show(self, user_id: int, locale: str) -> tuple[str, bytes]:
        """A summary in ``locale`` (the member's), and every record as a JSON file."""
        kept = await self.store.member_records(user_id, member_keys(user_id),
                                               member_patterns(user_id))
        you = locale
        settings = {(guild, key.split(".")[0]): value for guild, key, value in kept.settings}
        names = sorted({str(v) for (_, kind), v in settings.items() if kind == "name"})
        languages = sorted({str(v) for (_, kind), v in settings.items() if kind == "locale"})
        lines = [t("data.header", you),
                 t("data.names", you, names=", ".join(names) or t("word.none", you),
                   languages=", ".join(languages) or t("word.none", you),
                   settings=len(kept.settings))]
        for guild, game, mu, sigma, played in kept.ratings:
            lines.append(t("data.rating", you, title=games.title(game), guild=guild,
                           rating=Skill(mu, sigma).ordinal, games=played))
        finished = sum(1 for c in kept.conduct if c[2] == "finished")
        left = sum(1 for c in kept.conduct if c[2] == "left")
        lines.append(t("data.games", you, seats=len(kept.seats), finished=finished, left=left,
                       timeouts=sum(c[4] for c in kept.conduct)))
        lines.append(t("data.erase", you))
        record: dict[str, Any] = {
            "user_id": str(user_id),
            "settings": [{"server": str(g), "key": k, "value": v} for g, k, v in kept.settings],
            "ratings": [{"server": str(g), "game": game, "mu": mu, "sigma": sigma,
                         "games": n} for g, game, mu, sigma, n in kept.ratings],
            "reliability": [{"server": str(g), "game_id": gid, "outcome": outcome,
                             "decisions": d, "timeouts": late}
                            for g, gid, outcome, d, late in kept.conduct],
            "seats": [{"game_id": gid, "server": str(g), "game": game, "status": status,
                       "seat": seat, "held_by_the_ai": ai, "finished_at": at}
                      for gid, g, game, status, seat, ai, at in kept.seats],
        }
        return "\n".join(lines), json.dumps(record, indent=1, ensure_ascii=False).encode()

    async def erase(self, user_id: int, locale: str) -> str:
        counts = await erase(self.store, user_id)
        return t("data.erased", locale, **counts)
