"""The bot's own sentences in languages other than English (English is in ``bot/i18n.py``).

Each module holds one dict with exactly the English catalogue's keys and placeholders (a
test checks it). Game words (resources, phases, factions) are not here: they live with each
game, in ``games/<game>/messages.py``, in its rulebook's own terms.
"""
