"""The Discord layer: what turns interactions into calls on the features and results into
messages, and what the bot knows of Discord's channels.

``cogs/`` (the slash commands), ``components`` (persistent buttons, public posts),
``discord_io`` (attachments, replies, the readers' languages), ``whispers`` (a mover's
private lines, kept when their interaction has expired), ``permissions`` (what a channel
lets the bot do), ``channels`` and ``holds`` (which channels refuse posts, and why),
``translator`` (commands in the member's language) and ``host`` (the narrow interface cogs
and components use, never the client itself).
"""
