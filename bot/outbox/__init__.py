"""The outbox: every public post is stored with the change that caused it, then sent.

``announce`` turns a stored post into a message (drawing its board again if needed),
``dispatch`` sends each channel's posts in order, channels in parallel, under ``pacing``
(Discord's global rate), and holds a channel's posts while it refuses them
(:mod:`bot.interface.channels`); ``pings`` hushes a ping in a player's quiet hours.
"""
