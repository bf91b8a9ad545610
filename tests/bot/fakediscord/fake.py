"""FakeDiscord: the fake Discord a test starts, populates and drives.

The server (REST in ``rest.py``, gateway in ``gateway.py``) speaks Discord's REST API under
``/api/v10`` and its gateway at ``/gateway`` on 127.0.0.1, so the real discord.py client
(pointed here by ``bot.endpoints.use_endpoints``) runs unmodified. Tests act as users
through ``slash``/``autocomplete``/``click``/``select``/``submit_modal`` and inspect what
the client did through the stored messages and interaction records. Every wait is on a
condition with a timeout, never a sleep.

The class is composed of parts kept in their own modules: shared state, lifecycle and
waiting (``base.py``), world building (``building.py``) and the interaction driver
(``interactions.py``).
"""

from __future__ import annotations

from .building import WorldBuilding
from .errors import FakeDiscordError, InteractionRefused
from .gateway import Gateway
from .interactions import CLIENT_HANDLER_TASKS, InteractionDriver
from .rest import RestAPI

DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024


class FakeDiscord(WorldBuilding, InteractionDriver):
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
    """

    def __init__(
        self,
        *,
        bot_name: str = "Starpost",
        attachment_size_limit: int = DEFAULT_ATTACHMENT_LIMIT,
        default_timeout: float = 10.0,
    ) -> None:
        super().__init__(
            bot_name=bot_name,
            attachment_size_limit=attachment_size_limit,
            default_timeout=default_timeout,
        )
        self.gateway = Gateway(self)
        self.rest = RestAPI(self)

    async def request_reconnect(self) -> None:
        """Ask connected clients to reconnect (op 7); they come back with RESUME."""
        await self.gateway.request_reconnect()


__all__ = ["CLIENT_HANDLER_TASKS", "FakeDiscord", "FakeDiscordError", "InteractionRefused"]
