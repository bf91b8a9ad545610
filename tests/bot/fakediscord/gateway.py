"""The fake gateway: Discord's websocket protocol, just enough of it for discord.py.

HELLO -> IDENTIFY -> READY then one GUILD_CREATE per guild, heartbeats acknowledged,
RESUME replays what a dropped connection missed, op 7 asks the client to reconnect. A
session outlives its socket (so it can be resumed) until the client closes with 1000/1001,
as Discord does; events for a detached session are kept and replayed on RESUME.

Shards: an IDENTIFY may carry ``shard: [shard_id, shard_count]``; that session then hears
only about the guilds with ``(guild_id >> 22) % shard_count == shard_id`` (their
GUILD_CREATE, messages, interactions and other events), and direct messages only on shard
0, as on Discord. A session without ``shard`` is shard ``[0, 1]``: every guild.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSCloseCode, WSMsgType, web

if TYPE_CHECKING:
    from .fake import FakeDiscord

log = logging.getLogger(__name__)

HEARTBEAT_INTERVAL_MS = 41_250

# Intent bits the fake filters events by.
GUILDS = 1 << 0
GUILD_MEMBERS = 1 << 1
GUILD_MESSAGES = 1 << 9
DIRECT_MESSAGES = 1 << 12
MESSAGE_CONTENT = 1 << 15


@dataclass(eq=False)
class GatewaySession:
    """One identified gateway session (survives a dropped socket until invalidated)."""

    id: str
    intents: int
    identify: dict[str, Any]
    seq: int = 0
    ws: web.WebSocketResponse | None = None
    ready: bool = False  # READY and every GUILD_CREATE have been sent
    invalid: bool = False
    resumes: int = 0
    sent: list[dict[str, Any]] = field(default_factory=list)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    shard: tuple[int, int] = (0, 1)  # (shard_id, shard_count) from IDENTIFY

    @property
    def connected(self) -> bool:
        return self.ws is not None and not self.ws.closed

    def covers(self, guild_id: int | None) -> bool:
        """Whether this session's shard carries a guild's events (None: direct messages,
        which Discord sends on shard 0)."""
        shard_id, count = self.shard
        if guild_id is None:
            return shard_id == 0
        return (guild_id >> 22) % count == shard_id

    def wants(self, intent: int) -> bool:
        return bool(self.intents & intent)

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Number the event, keep it for RESUME, and send it if a socket is attached."""
        async with self.lock:
            self.seq += 1
            frame = {"op": 0, "t": event, "s": self.seq, "d": data}
            self.sent.append(frame)
            if len(self.sent) > 2000:
                del self.sent[:1000]
            if self.connected:
                assert self.ws is not None
                try:
                    await self.ws.send_str(json.dumps(frame))
                except ConnectionError:
                    log.debug("gateway send failed; kept for resume: %s", event)

    async def replay_after(self, seq: int) -> int:
        async with self.lock:
            missed = [f for f in self.sent if f["s"] > seq]
            assert self.ws is not None
            for frame in missed:
                await self.ws.send_str(json.dumps(frame))
            return len(missed)


class Gateway:
    """Accepts gateway websockets and owns the sessions."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.sessions: list[GatewaySession] = []
        # ("IDENTIFY" | "RESUME" | "RESUMED" | "INVALID_SESSION" | "CLOSED", session id, detail)
        self.log: list[tuple[str, str, Any]] = []
        self.presence_updates: list[dict[str, Any]] = []
        self._sockets: set[web.WebSocketResponse] = set()

    # -- selection ----------------------------------------------------------------------

    @property
    def live(self) -> list[GatewaySession]:
        """Sessions that have not been invalidated (attached or waiting for a RESUME)."""
        return [s for s in self.sessions if not s.invalid]

    def current(self) -> GatewaySession | None:
        """The newest ready session with a socket attached: where interactions go.

        A dropped session stays resumable (events for it are kept for its RESUME), but an
        interaction waits for a connected one, so it is never parked in a session whose
        client has gone away for good.
        """
        ready = [s for s in self.live if s.ready and s.connected]
        return ready[-1] if ready else None

    def for_guild(self, guild_id: int | None) -> GatewaySession | None:
        """The newest ready, connected session whose shard carries ``guild_id``: where
        that guild's interactions go."""
        ready = [s for s in self.live if s.ready and s.connected and s.covers(guild_id)]
        return ready[-1] if ready else None

    def ready_shards(self) -> set[tuple[int, int]]:
        """``(shard_id, shard_count)`` of every ready, connected session."""
        return {s.shard for s in self.live if s.ready and s.connected}

    async def broadcast(self, event: str, data: dict[str, Any], intent: int = GUILDS) -> None:
        """Send an event to the sessions that want it: a guild's event only on its shard."""
        guild = data.get("guild_id")
        if guild is not None:
            known = self.fake.guilds.get(int(guild))
            if known is not None and not self.fake.bot_in(known):
                return  # the bot hears nothing of a guild it is not in
        for session in self.live:
            if not (session.ready and session.wants(intent)):
                continue
            if guild is not None and not session.covers(int(guild)):
                continue
            await session.dispatch(event, data)

    async def to_guild_shard(self, guild_id: int, event: str, data: dict[str, Any]) -> None:
        """Send an event about a guild (GUILD_DELETE when the bot leaves it) to the ready
        sessions whose shard carries it, whether or not the bot is in it now."""
        for session in self.live:
            if session.ready and session.covers(guild_id):
                await session.dispatch(event, data)

    # -- server-initiated ---------------------------------------------------------------

    async def request_reconnect(self) -> None:
        """Send op 7 RECONNECT on every attached socket; clients close and RESUME."""
        for session in self.live:
            if session.connected:
                assert session.ws is not None
                await session.ws.send_str(json.dumps({"op": 7, "d": None}))

    async def close_all(self) -> None:
        for ws in list(self._sockets):
            await ws.close(code=WSCloseCode.GOING_AWAY, message=b"fake discord shutting down")

    # -- the websocket handler ----------------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        self._sockets.add(ws)
        session: GatewaySession | None = None
        try:
            await ws.send_str(
                json.dumps(
                    {
                        "op": 10,
                        "s": None,
                        "t": None,
                        "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS},
                    }
                )
            )
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    if msg.type == WSMsgType.ERROR:
                        break
                    continue
                frame = json.loads(msg.data)
                session = await self._on_frame(ws, frame, session)
        finally:
            self._sockets.discard(ws)
            code = ws.close_code
            if session is not None and session.ws is ws:
                session.ws = None
                # Like Discord: a client closing with 1000/1001 ends its session for good.
                if code in (1000, 1001):
                    session.invalid = True
                self.log.append(("CLOSED", session.id, code))
            self.fake._changed()
        return ws

    async def _on_frame(
        self, ws: web.WebSocketResponse, frame: dict[str, Any], session: GatewaySession | None
    ) -> GatewaySession | None:
        op = frame.get("op")
        data = frame.get("d")
        if op == 1:  # heartbeat
            await ws.send_str(json.dumps({"op": 11, "d": None}))
        elif op == 2:  # identify
            if session is not None:
                await ws.close(code=4005, message=b"Already authenticated.")
                return session
            if not isinstance(data, dict) or data.get("token") != self.fake.token:
                self.log.append(("IDENTIFY", "", "bad token"))
                await ws.close(code=4004, message=b"Authentication failed.")
                return None
            shard = data.get("shard") or [0, 1]
            if (not isinstance(shard, list) or len(shard) != 2
                    or not 0 <= int(shard[0]) < int(shard[1])):
                self.log.append(("IDENTIFY", "", f"bad shard {shard!r}"))
                await ws.close(code=4010, message=b"Invalid shard.")
                return None
            session = GatewaySession(
                id=secrets.token_hex(16), intents=int(data.get("intents", 0)), identify=data,
                shard=(int(shard[0]), int(shard[1])),
            )
            session.ws = ws
            self.sessions.append(session)
            self.log.append(("IDENTIFY", session.id, session.intents))
            await self._send_ready(session)
        elif op == 6:  # resume
            return await self._resume(ws, data)
        elif op == 3 and isinstance(data, dict):  # presence update
            self.presence_updates.append(data)
        elif op == 8 and session is not None and isinstance(data, dict):  # request members
            await self._member_chunk(session, data)
        return session

    async def _send_ready(self, session: GatewaySession) -> None:
        fake = self.fake
        guilds = [g for g in fake.guilds.values()
                  if fake.bot_user.id in g.members and session.covers(g.id)]
        await session.dispatch(
            "READY",
            {
                "v": 10,
                "user": {
                    **fake.bot_user.payload(),
                    "verified": True,
                    "mfa_enabled": False,
                    "email": None,
                },
                "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
                "session_id": session.id,
                "session_type": "normal",
                "shard": list(session.shard),
                "resume_gateway_url": fake.gateway_url,
                "application": {"id": str(fake.application_id), "flags": fake.application_flags},
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "guild_join_requests": [],
                "geo_ordered_rtc_regions": [],
                "user_settings": {},
                "auth": {},
                "_trace": ["fake-discord"],
            },
        )
        for guild in guilds:
            await session.dispatch("GUILD_CREATE", fake.guild_create_payload(guild, session))
        session.ready = True
        fake._changed()

    async def _resume(self, ws: web.WebSocketResponse, data: Any) -> GatewaySession | None:
        sid = data.get("session_id") if isinstance(data, dict) else None
        found = next((s for s in self.live if s.id == sid), None)
        if found is None or data.get("token") != self.fake.token:
            self.log.append(("INVALID_SESSION", str(sid), None))
            await ws.send_str(json.dumps({"op": 9, "d": False}))
            return None
        if found.connected and found.ws is not ws:
            assert found.ws is not None
            await found.ws.close(code=4000, message=b"Session resumed elsewhere.")
        found.ws = ws
        found.resumes += 1
        replayed = await found.replay_after(int(data.get("seq") or 0))
        self.log.append(("RESUME", found.id, replayed))
        await found.dispatch("RESUMED", {"_trace": ["fake-discord"]})
        self.log.append(("RESUMED", found.id, found.seq))
        self.fake._changed()
        return found

    async def _member_chunk(self, session: GatewaySession, data: dict[str, Any]) -> None:
        guild = self.fake.guilds.get(int(data.get("guild_id", 0)))
        if guild is None or not session.wants(GUILD_MEMBERS):
            return
        members = list(guild.members.values())
        ids = data.get("user_ids")
        if ids:
            wanted = {int(i) for i in (ids if isinstance(ids, list) else [ids])}
            members = [m for m in members if m.id in wanted]
        query = data.get("query")
        if query:
            members = [m for m in members if m.user.username.startswith(query)]
        payload: dict[str, Any] = {
            "guild_id": str(guild.id),
            "members": [m.payload() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce"):
            payload["nonce"] = data["nonce"]
        await session.dispatch("GUILD_MEMBERS_CHUNK", payload)
