"""REST routes that answer interactions: callbacks, followups and webhook message edits.

Callbacks are checked against the interaction's type and Discord's payload rules; refusals
are attached to the interaction's record so a test can see why the client's answer failed.
A first answer later than ``fake.response_deadline`` (3 s) after the interaction was sent is
refused as an unknown interaction (404, 10062), as on Discord. The followup webhook opens
only once the interaction is acknowledged, and its token lasts
``fake.interaction_token_lifetime`` (15 minutes) from the interaction: later followups and
edits are refused with 401 Invalid Webhook Token (50027). An answer in a channel deleted
since is refused as Unknown Channel. The first followup after a public "thinking"
defer stays public even when it asks to be ephemeral (Discord ignores that flag there); the
fake marks such messages and lists them in ``fake.made_public``.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

from . import validation
from .models import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    EPHEMERAL,
    LOADING,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    FakeInteraction,
)
from .rest_base import (
    INVALID_WEBHOOK_TOKEN,
    UNKNOWN_CHANNEL,
    UNKNOWN_INTERACTION,
    _HTTPError,
    _invalid,
    json_response,
)
from .rest_messages import MessageRoutes


class InteractionRoutes(MessageRoutes):
    """Interaction callbacks and the interaction webhook (followups, @original)."""

    # -- interactions: callbacks and webhooks

    async def _callback(self, request: web.Request) -> web.StreamResponse:
        record = self.fake.interactions.get(self._int(request, "interaction"))
        if record is None or record.token != request.match_info["token"]:
            raise _HTTPError(404, UNKNOWN_INTERACTION, "Unknown interaction")
        body, files = await self._read_body(request)
        late = self.fake.clock() - record.created > self.fake.response_deadline
        if late and not record.callbacks:
            # Discord drops an interaction nobody answered in time: it no longer exists.
            raise _HTTPError(404, UNKNOWN_INTERACTION, "Unknown interaction", record=record)
        self._refuse_if_channel_gone(record)
        rtype = body.get("type")
        data = body.get("data") or {}
        if record.callbacks:
            raise _HTTPError(
                400, 40060, "Interaction has already been acknowledged.", record=record
            )
        allowed = {
            APPLICATION_COMMAND: {4, 5, 9},
            MESSAGE_COMPONENT: {4, 5, 6, 7, 9},
            AUTOCOMPLETE: {8},
            MODAL_SUBMIT: {4, 5, 6, 7},
        }[record.type]
        if rtype not in allowed:
            raise _invalid(
                [
                    (
                        "type",
                        f"Callback type {rtype} is not valid for interaction type {record.type}.",
                    )
                ],
                record,
            )
        problems: list[validation.Problem] = []
        if rtype in (4, 7):
            problems = validation.check_message(data, len(files), creating=rtype == 4)
        elif rtype == 8:
            problems = validation.check_choices(data.get("choices"))
        elif rtype == 9:
            problems = validation.check_modal(data)
        if problems:
            raise _invalid([(f"data.{p}" if p else "data", m) for p, m in problems], record)

        record.callbacks.append(
            {"type": rtype, "data": data, "files": sorted(n for n, _ in files.values())}
        )
        resource: dict[str, Any] = {"type": rtype}
        answer: dict[str, Any] = {"id": str(record.id), "type": record.type}
        try:
            if rtype == 4:
                flags = data.get("flags") or 0
                msg_type = 20 if record.type == APPLICATION_COMMAND else 19
                record.original = self._new_message(
                    record.channel, data, files, flags=flags, record=record, msg_type=msg_type
                )
                await self.fake._dispatch_message("MESSAGE_CREATE", record.original)
            elif rtype == 5:
                flags = ((data.get("flags") or 0) & EPHEMERAL) | LOADING
                msg_type = 20 if record.type == APPLICATION_COMMAND else 19
                record.original = self._new_message(
                    record.channel, {}, {}, flags=flags, record=record, msg_type=msg_type
                )
                await self.fake._dispatch_message("MESSAGE_CREATE", record.original)
            elif rtype in (6, 7):
                if record.message is None:
                    raise _invalid([("type", "There is no message to update.")], record)
                record.original = record.message
                if rtype == 7:
                    await self._edit(record.message, data, files)
            elif rtype == 8:
                record.choices = list(data.get("choices") or [])
            elif rtype == 9:
                record.modal = data
        except _HTTPError as err:
            record.callbacks.pop()
            err.record = record
            raise
        if record.original is not None and rtype in (4, 5, 7):
            resource["message"] = record.original.payload()
            answer["response_message_id"] = str(record.original.id)
            answer["response_message_loading"] = record.original.loading
            answer["response_message_ephemeral"] = record.original.ephemeral
        self.fake._changed()
        if request.query.get("with_response") in ("1", "true", "True"):
            return json_response({"interaction": answer, "resource": resource})
        return web.Response(status=204)

    def _refuse_if_channel_gone(self, record: FakeInteraction) -> None:
        channel = record.channel
        if channel.guild_id is not None and channel.id not in self.fake.channels:
            raise _HTTPError(404, UNKNOWN_CHANNEL, "Unknown Channel", record=record)

    def _webhook_record(self, request: web.Request) -> FakeInteraction:
        record = self.fake._by_token.get(request.match_info["token"])
        if self._int(request, "app") != self.fake.application_id or record is None:
            raise _HTTPError(404, 10015, "Unknown Webhook")
        if self.fake.clock() - record.created > self.fake.interaction_token_lifetime:
            raise _HTTPError(401, INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token", record=record)
        if not record.callbacks:
            # Discord only opens the followup webhook once the interaction is acknowledged.
            raise _HTTPError(404, 10015, "Unknown Webhook", record=record)
        self._refuse_if_channel_gone(record)
        return record

    async def _followup(self, request: web.Request) -> web.StreamResponse:
        record = self._webhook_record(request)
        body, files = await self._read_body(request)
        try:
            original = record.original
            if original is not None and original.loading and record.response_type == 5:
                # The first followup after a "thinking" defer fills the placeholder, keeping
                # the defer's ephemerality whatever this body's flags say.
                await self._edit(original, body, files, fill=True)
                msg = original
                if (body.get("flags") or 0) & EPHEMERAL and not msg.ephemeral:
                    msg.asked_ephemeral = True
                    self.fake.made_public.append(msg)
            else:
                problems = validation.check_message(body, len(files), creating=True)
                if problems:
                    raise _invalid(problems)
                msg = self._new_message(
                    record.channel, body, files, flags=body.get("flags") or 0, record=record
                )
                record.followups.append(msg)
                await self.fake._dispatch_message("MESSAGE_CREATE", msg)
        except _HTTPError as err:
            err.record = record
            raise
        self.fake._changed()
        if request.query.get("wait") in ("1", "true", "True"):
            return json_response(msg.payload())
        return web.Response(status=204)

    async def _webhook_message(self, request: web.Request) -> web.StreamResponse:
        record = self._webhook_record(request)
        ident = request.match_info["message"]
        if ident == "@original":
            msg = record.original
        else:
            candidates = [record.original, *record.followups]
            msg = next((m for m in candidates if m is not None and str(m.id) == ident), None)
        if msg is None or msg.deleted:
            raise _HTTPError(404, 10008, "Unknown Message", record=record)
        if request.method == "GET":
            return json_response(msg.payload())
        if request.method == "DELETE":
            await self._delete(msg)
            return web.Response(status=204)
        body, files = await self._read_body(request)
        try:
            await self._edit(msg, body, files, fill=msg.loading)
        except _HTTPError as err:
            err.record = record
            raise
        return json_response(msg.payload())


__all__ = ["InteractionRoutes"]
