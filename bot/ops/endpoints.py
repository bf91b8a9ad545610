"""Point discord.py at a Discord-compatible REST base and gateway instead of discord.com.

Large bots run behind REST proxies and gateway proxies; the end-to-end tests run the real
client against a fake Discord on 127.0.0.1. discord.py has no setting for either, but it
builds every REST URL (bot routes, interaction callbacks and webhook followups alike) from
``discord.http.Route.BASE`` and opens its first gateway connection to
``DiscordWebSocket.DEFAULT_GATEWAY``; resumes go to the ``resume_gateway_url`` the gateway
itself announced in READY, so they follow automatically. Call :func:`use_endpoints` before
the client logs in.

Left alone on purpose: CDN asset URLs (avatars, attachments are absolute URLs given by the
server) and the human-facing ``jump_url`` links, which only ever appear in messages.
"""

from __future__ import annotations

import re

import discord.gateway
import discord.http
import yarl

# discord.py's own defaults, kept so ``use_endpoints(None, None)`` can restore them.
_DEFAULT_API_BASE: str = discord.http.Route.BASE
_DEFAULT_API_VERSION: int = discord.http.INTERNAL_API_VERSION
_DEFAULT_GATEWAY: yarl.URL = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY

_VERSION_RE = re.compile(r"/v(\d+)$")


def use_endpoints(api_base_url: str | None, gateway_url: str | None) -> None:
    """Send REST calls to ``api_base_url`` and connect the gateway to ``gateway_url``.

    ``api_base_url`` is the full base including the API version, e.g.
    ``http://127.0.0.1:8080/api/v10``; ``gateway_url`` a ``ws://`` or ``wss://`` URL, e.g.
    ``ws://127.0.0.1:8080/gateway``. ``None`` restores discord.py's own default for that
    endpoint, so the function is also how tests undo what they set.

    Raises ``ValueError`` for a URL discord.py could not use (wrong scheme, no host, or an
    API version discord.py does not speak), so a typo in the settings fails at start-up
    instead of sending the bot's token somewhere unexpected.
    """
    if api_base_url is None:
        discord.http._set_api_version(_DEFAULT_API_VERSION)
        discord.http.Route.BASE = _DEFAULT_API_BASE
    else:
        base = api_base_url.strip().rstrip("/")
        parsed = yarl.URL(base)
        if parsed.scheme not in ("http", "https") or not parsed.host:
            raise ValueError(f"the REST base must be an http(s) URL with a host, not {base!r}")
        match = _VERSION_RE.search(parsed.path)
        if match is None:
            raise ValueError(
                f"the REST base must end with the API version, e.g. /api/v10: {base!r}"
            )
        version = int(match.group(1))
        if version not in (9, 10):
            raise ValueError(f"discord.py speaks API v9 or v10, not v{version}: {base!r}")
        # The version also goes into the gateway query string (?v=...), so keep them in step.
        discord.http._set_api_version(version)
        discord.http.Route.BASE = base

    if gateway_url is None:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = _DEFAULT_GATEWAY
    else:
        url = yarl.URL(gateway_url.strip())
        if url.scheme not in ("ws", "wss") or not url.host:
            raise ValueError(f"the gateway must be a ws(s) URL with a host, not {gateway_url!r}")
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = url
