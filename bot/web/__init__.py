"""The games' web pages: a read-only page per game, served by the bot's own process.

Nothing listens unless ``WEB_BASE_URL`` (the public address) and ``WEB_PORT`` are set. Then
every game (a lobby, a running or a finished one) has an address holding an unguessable
token, ``<WEB_BASE_URL>/g/<token>``, which the bot gives in the lobby, in ``/game status``
and with the results; a moderator replaces it with ``/admin web``.

- :mod:`bot.features.links`: the tokens, stored as guild settings so that any process finds the
  game of any token (nothing is kept in memory);
- :mod:`bot.web.pages`: what a page shows, read from the store and the public view only;
- :mod:`bot.web.html`: the page itself (server-rendered HTML, no inline script or style);
- :mod:`bot.web.server`: the HTTP server (aiohttp, in the bot's event loop): routes, headers,
  the rate limit per address and the plain 404;
- ``bot/web/static/``: the page's script and style sheet.

Only :mod:`bot.features.links` is imported by the rest of the bot; the server is started by the
client when the settings ask for it.
"""
