"""FakeDiscord: the fake Discord a test starts, populates and drives.

The server (REST in ``rest.py``, gateway in ``gateway.py``) speaks Discord's REST API under
``/api/v10`` and its gateway at ``/gateway`` on 127.0.0.1, so the real discord.py client
(pointed here by ``bot.ops.endpoints.use_endpoints``) runs unmodified. Tests act as users
through ``slash``/``autocomplete``/``click``/``select``/``submit_modal`` and inspect what
the client did through the stored messages and interaction records. Every wait is on a
condition with a timeout, never a sleep.

The class is composed of parts kept in their own modules: shared state, lifecycle and
waiting (``base.py``), the client's conduct: invalid requests and rate limits
(``conduct.py``, ``ratelimits.py``), world building (``building.py``), changes to the world
under a running client (``changes.py``) and the interaction driver (``interactions.py``).

It is as strict as Discord toward the bot: permissions, archived and locked threads,
deleted channels and messages, expiring interaction tokens and (when a test turns them on)
rate limits are enforced, every refusal has Discord's JSON error body, and ``running``
fails a test whose client ignored a rate limit it was told about or made more invalid
requests (401, 403, 429) than ``invalid_request_budget``.
"""

from __future__ import annotations

from .base import INTERACTION_TOKEN_LIFETIME
from .changes import WorldChanges
from .conduct import DEFAULT_INVALID_BUDGET
from .errors import FakeDiscordError, InteractionRefused
from .gateway import Gateway
from .interactions import CLIENT_HANDLER_TASKS, InteractionDriver
from .ratelimits import RateLimits
from .rest import RestAPI

DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024


class FakeDiscord(WorldChanges, InteractionDriver):
    """A fake Discord for one test: start it, populate it, point the client at it.

    Example::

        fake = FakeDiscord()
        await fake.start()
        use_endpoints(fake.api_base_url, fake.gateway_url)
        guild = await fake.create_guild("Test")
        general = await fake.create_channel(guild, "general")
        alice = await fake.create_user("alice")
        await fake.add_member(guild, alice)
        async with fake.running(my_bot):
            reply = await fake.slash(alice, general, "game", subcommand="new",
                                     options={"game": "adastra"})
            assert reply.ephemeral

    ``rate_limits`` turns Discord's rate limits on (``RateLimits()`` for Discord's values;
    off by default, see ``ratelimits.py``); ``interaction_token_lifetime`` is how long an
    interaction's token lasts (Discord: 15 minutes); ``invalid_request_budget`` is how many
    401, 403 and 429 answers a client run by ``running`` may get. All three are attributes
    a test may also change after construction (``fake.rate_limits = RateLimits(...)``).
    """

    def __init__(
        self,
        *,
        bot_name: str = "Starpost",
        attachment_size_limit: int = DEFAULT_ATTACHMENT_LIMIT,
        default_timeout: float = 10.0,
        rate_limits: RateLimits | None = None,
        interaction_token_lifetime: float = INTERACTION_TOKEN_LIFETIME,
        invalid_request_budget: int = DEFAULT_INVALID_BUDGET,
    ) -> None:
        super().__init__(
            bot_name=bot_name,
            attachment_size_limit=attachment_size_limit,
            default_timeout=default_timeout,
            rate_limits=rate_limits,
            interaction_token_lifetime=interaction_token_lifetime,
            invalid_request_budget=invalid_request_budget,
        )
        self.gateway = Gateway(self)
        self.rest = RestAPI(self)

    async def request_reconnect(self) -> None:
        """Ask connected clients to reconnect (op 7); they come back with RESUME."""
        await self.gateway.request_reconnect()


__all__ = ["CLIENT_HANDLER_TASKS", "FakeDiscord", "FakeDiscordError", "InteractionRefused"]
