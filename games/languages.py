"""The languages Starpost speaks: the one list the words (:mod:`games.i18n`) and the
catalogues' files (:mod:`games.catalogues`) both read, so neither imports the other for it.
Adding a language starts here (docs/translating.md)."""

from __future__ import annotations

__all__ = ["CLDR", "LANGUAGES"]

#: Each language by the short code ``/admin settings language:`` takes; English first, the
#: language every catalogue falls back to.
LANGUAGES = ("en", "es", "fr")

#: The CLDR locale each language is written in (English as in Britain: "colour", and no
#: comma before "and"), where it is not the code itself.
CLDR = {"en": "en_GB", "es": "es", "fr": "fr"}
