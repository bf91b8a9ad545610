"""REST routes for channels and messages, including multipart uploads and the CDN.

Holds the message helpers the interaction routes share: resolving attachments from
``files[n]`` parts, creating the bot's messages, editing (and filling deferred placeholders)
and deleting them, each dispatched on the gateway. Permissions are checked as Discord does:
the bot's effective permissions in the channel (its roles, then the overwrites; a thread's
come from its parent) must include Send Messages (Send Messages in Threads in a thread),
Attach Files for files and Embed Links for embeds, or the post or edit is refused with 403
Missing Permissions (50013). Threads follow Discord's rules: a post in an archived thread
unarchives it (THREAD_UPDATE) unless it is locked, when it is refused (400, 50083 "Thread is
archived"), as are edits and reactions there; only members with Manage Threads may post
or edit in a locked one. An attachment's description (its alt text) longer than
:data:`DESCRIPTION_LIMIT` is refused as Discord refuses it (400, Invalid Form Body).
"""

from __future__ import annotations

import mimetypes
from typing import Any
from urllib.parse import quote

from aiohttp import web

from . import validation
from .models import (
    APPLICATION_COMMAND,
    EPHEMERAL,
    LOADING,
    PRIVATE_THREAD,
    TEXT,
    FakeAttachment,
    FakeChannel,
    FakeInteraction,
    FakeMessage,
    P,
    now_iso,
    snowflake,
)
from .rest_base import (
    THREAD_ARCHIVED,
    RestBase,
    _HTTPError,
    _invalid,
    json_response,
)

#: The most characters an attachment's description (its alt text) may hold.
DESCRIPTION_LIMIT = 1024


class MessageRoutes(RestBase):
    """Channels, messages, reactions, typing, threads and attachment downloads."""

    def _attachments(
        self,
        channel: FakeChannel,
        data: dict[str, Any],
        files: dict[int, tuple[str, bytes]],
        existing: list[FakeAttachment] | None,
    ) -> list[FakeAttachment]:
        """Resolve ``attachments`` entries (kept old ones by id, new ones by file index)."""
        for _, blob in files.values():
            if len(blob) > self.fake.attachment_size_limit:
                raise _HTTPError(413, 40005, "Request entity too large")
        old = {a.id: a for a in existing or []}
        used: set[int] = set()
        out: list[FakeAttachment] = []
        entries = data.get("attachments")
        if entries is None:
            out.extend(existing or [])
            entries = []
        described = [(f"attachments.{i}.description", entry["description"])
                     for i, entry in enumerate(entries) if entry.get("description") is not None]
        for path, description in described:  # Discord's limit on a file's alt text
            if not isinstance(description, str) or len(description) > DESCRIPTION_LIMIT:
                raise _invalid([(path, f"Must be {DESCRIPTION_LIMIT} or fewer in length.")])
        for entry in entries:
            ident = int(entry["id"])
            if ident in old:
                kept = old[ident]
                if "description" in entry:
                    kept.description = entry["description"]
                out.append(kept)
            elif ident in files:
                used.add(ident)
                filename = entry.get("filename") or files[ident][0]
                out.append(
                    self._new_attachment(
                        channel, filename, files[ident][1], entry.get("description")
                    )
                )
            else:
                raise _invalid([(f"attachments.{ident}", "Unknown attachment or file index.")])
        for index in sorted(files):
            if index not in used:
                out.append(self._new_attachment(channel, files[index][0], files[index][1], None))
        return out

    def _new_attachment(
        self, channel: FakeChannel, filename: str, blob: bytes, description: str | None
    ) -> FakeAttachment:
        aid = snowflake()
        ctype = mimetypes.guess_type(filename)[0] or "application/octet-stream"
        url = f"{self.fake.base_url}/attachments/{channel.id}/{aid}/{quote(filename)}"
        return FakeAttachment(aid, filename, blob, ctype, url, description)

    def _new_message(
        self,
        channel: FakeChannel,
        data: dict[str, Any],
        files: dict[int, tuple[str, bytes]],
        *,
        flags: int,
        record: FakeInteraction | None = None,
        msg_type: int = 0,
    ) -> FakeMessage:
        msg = FakeMessage(
            id=snowflake(),
            channel=channel,
            author=self.fake.bot_user,
            content=data.get("content") or "",
            embeds=list(data.get("embeds") or []),
            components=list(data.get("components") or []),
            attachments=self._attachments(channel, data, files, None),
            flags=flags,
            type=msg_type,
        )
        if record is not None:
            msg.webhook_id = self.fake.application_id
            msg.application_id = self.fake.application_id
            meta: dict[str, Any] = {
                "id": str(record.id),
                "type": record.type,
                "user": record.user.payload(),
                "authorizing_integration_owners": record.payload["authorizing_integration_owners"],
            }
            if record.type == APPLICATION_COMMAND:
                meta["name"] = record.payload["data"]["name"]
                meta["command_type"] = 1
            if record.message is not None:
                meta["interacted_message_id"] = str(record.message.id)
            msg.interaction_metadata = meta
        self.fake._store(msg)
        return msg

    async def _edit(
        self,
        msg: FakeMessage,
        data: dict[str, Any],
        files: dict[int, tuple[str, bytes]],
        *,
        fill: bool = False,
    ) -> None:
        """Apply an edit; ``fill`` replaces a deferred placeholder (not shown as edited)."""
        problems = validation.check_message(data, len(files), creating=False)
        if problems:
            raise _invalid(problems)
        msg.revisions.append(msg.snapshot())
        if "content" in data:
            msg.content = data["content"] or ""
        if "embeds" in data:
            msg.embeds = list(data["embeds"] or [])
        if "components" in data:
            msg.components = list(data["components"] or [])
        msg.attachments = self._attachments(msg.channel, data, files, msg.attachments)
        if "flags" in data and data["flags"] is not None:
            keep = msg.flags & EPHEMERAL
            msg.flags = (data["flags"] & ~(EPHEMERAL | LOADING)) | keep
        if fill:
            msg.flags &= ~LOADING
        else:
            msg.edited_timestamp = now_iso()
        await self.fake._dispatch_message("MESSAGE_UPDATE", msg)
        self.fake._changed()

    async def _delete(self, msg: FakeMessage) -> None:
        await self.fake._forget_message(msg)

    def _require_for_content(
        self, channel: FakeChannel, body: dict[str, Any], files: dict[int, tuple[str, bytes]]
    ) -> None:
        """Attach Files for uploads, Embed Links for embeds."""
        needed = (P.ATTACH_FILES if files else 0) | (P.EMBED_LINKS if body.get("embeds") else 0)
        if needed:
            self._require(channel, needed)

    def _refuse_if_archived(self, channel: FakeChannel) -> None:
        if channel.is_thread and channel.archived:
            raise _HTTPError(400, THREAD_ARCHIVED, "Thread is archived")

    # -- channels and messages

    async def _get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._channel(request).payload())

    async def _patch_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, _ = await self._read_body(request)
        if channel.is_thread:
            # A thread's creator may rename, archive or unarchive it; locking takes Manage
            # Threads, as does everything for anyone else.
            if channel.owner_id != self.fake.bot_user.id or "locked" in body:
                self._require(channel, P.MANAGE_THREADS)
        else:
            self._require(channel, P.MANAGE_CHANNELS)
        if "name" in body:
            channel.name = body["name"]
        if "topic" in body:
            channel.topic = body["topic"]
        if "archived" in body:
            channel.archived = bool(body["archived"])
        if "locked" in body:
            channel.locked = bool(body["locked"])
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        await self.fake.gateway.broadcast(event, channel.payload())
        self.fake._changed()
        return json_response(channel.payload())

    async def _delete_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        if self.fake.guild_of(channel) is None:  # closing a DM
            self.fake.channels.pop(channel.id, None)
            await self.fake.gateway.broadcast("CHANNEL_DELETE", channel.payload())
            self.fake._changed()
            return json_response(channel.payload())
        self._require(channel, P.MANAGE_THREADS if channel.is_thread else P.MANAGE_CHANNELS)
        await self.fake._forget_channel(channel)
        return json_response(channel.payload())

    async def _list_messages(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self._require(channel, P.READ_MESSAGE_HISTORY)
        limit = max(1, min(100, int(request.query.get("limit", 50))))
        msgs = sorted(channel.messages, key=lambda m: m.id, reverse=True)
        if "before" in request.query:
            msgs = [m for m in msgs if m.id < int(request.query["before"])]
        if "after" in request.query:
            msgs = [m for m in msgs if m.id > int(request.query["after"])]
            msgs = sorted(msgs, key=lambda m: m.id)[:limit][::-1]
        if "around" in request.query:
            pivot = int(request.query["around"])
            msgs = sorted(msgs, key=lambda m: abs(m.id - pivot))[:limit]
            msgs.sort(key=lambda m: m.id, reverse=True)
        return json_response([m.payload() for m in msgs[:limit]])

    async def _post_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, files = await self._read_body(request)
        guild = self.fake.guild_of(channel)
        if guild is None:
            recipient = channel.recipient
            assert recipient is not None
            shares = any(
                recipient.id in g.members and self.fake.bot_in(g)
                for g in self.fake.guilds.values()
            )
            if not recipient.dms_open or not shares:
                raise _HTTPError(403, 50007, "Cannot send messages to this user")
        else:
            send = P.SEND_MESSAGES_IN_THREADS if channel.is_thread else P.SEND_MESSAGES
            self._require(channel, P.VIEW_CHANNEL | send)
            self._require_for_content(channel, body, files)
            if channel.locked:
                # Posting does not unarchive a locked thread, even for moderators; an
                # active locked thread is closed to all but them.
                self._refuse_if_archived(channel)
                self._require(channel, P.MANAGE_THREADS)
        problems = validation.check_message(body, len(files), creating=True)
        if (body.get("flags") or 0) & EPHEMERAL:
            problems.append(("flags", "Ephemeral messages exist only as interaction responses."))
        if problems:
            raise _invalid(problems)
        nonce = str(body.get("nonce") or "")
        if nonce and body.get("enforce_nonce"):
            # Discord's idempotency: the same author's message with this nonce, sent in the
            # last few minutes, is answered again instead of being posted twice.
            for earlier in reversed(channel.messages):
                if (earlier.nonce == nonce and not earlier.deleted
                        and earlier.author is self.fake.bot_user):
                    return json_response(earlier.payload())
        if channel.is_thread and channel.archived:
            channel.archived = False  # a post unarchives the thread
            await self.fake.gateway.broadcast("THREAD_UPDATE", channel.payload())
        msg_type = 19 if body.get("message_reference") else 0
        msg = self._new_message(
            channel, body, files, flags=body.get("flags") or 0, msg_type=msg_type
        )
        msg.nonce = nonce
        msg.allowed_mentions = body.get("allowed_mentions")
        await self.fake._dispatch_message("MESSAGE_CREATE", msg)
        return json_response(msg.payload())

    async def _get_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self._require(channel, P.READ_MESSAGE_HISTORY)
        return json_response(self._channel_message(request, channel).payload())

    async def _patch_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        if msg.author is not self.fake.bot_user:
            raise _HTTPError(403, 50005, "Cannot edit a message authored by another user")
        body, files = await self._read_body(request)
        self._refuse_if_archived(channel)
        if channel.locked:
            self._require(channel, P.MANAGE_THREADS)
        self._require_for_content(channel, body, files)
        await self._edit(msg, body, files)
        return json_response(msg.payload())

    async def _delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        if msg.author is not self.fake.bot_user:
            self._require(channel, P.MANAGE_MESSAGES)
        await self._delete(msg)
        return web.Response(status=204)

    async def _react(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._channel_message(request, channel)
        self._refuse_if_archived(channel)
        if request.method == "PUT":
            self._require(channel, P.ADD_REACTIONS | P.READ_MESSAGE_HISTORY)
        self.fake.reactions.append(
            (channel.id, msg.id, request.match_info["emoji"], request.method)
        )
        return web.Response(status=204)

    async def _typing(self, request: web.Request) -> web.Response:
        self.fake.typing.append(self._channel(request).id)
        return web.Response(status=204)

    async def _start_thread(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, _ = await self._read_body(request)
        if channel.type != TEXT:
            raise _invalid([("type", "Threads can only be started in text channels.")])
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            raise _invalid([("name", "Must be between 1 and 100 in length.")])
        if "message" in request.match_info:
            starter = self._channel_message(request, channel)
            if starter.id in self.fake.channels:
                raise _HTTPError(400, 160004, "A thread has already been created for this message")
            self._require(channel, P.CREATE_PUBLIC_THREADS)
            thread = await self.fake.create_thread(channel, name, thread_id=starter.id)
        else:
            private = body.get("type", PRIVATE_THREAD) == PRIVATE_THREAD
            self._require(channel, P.CREATE_PRIVATE_THREADS if private else P.CREATE_PUBLIC_THREADS)
            thread = await self.fake.create_thread(channel, name, private=private)
        return json_response(thread.payload(), 201)

    # -- attachments (the fake's CDN)

    async def _cdn(self, request: web.Request) -> web.Response:
        for msg in self.fake.messages.values():
            for att in msg.attachments:
                if str(att.id) == request.match_info["attachment"]:
                    return web.Response(body=att.data, headers={"Content-Type": att.content_type})
        return web.Response(status=404)


__all__ = ["MessageRoutes"]
