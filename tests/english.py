"""Finding English in what a Spanish or French reader sees.

:func:`english_words` is the list of English words the checks look for: every word of the
English catalogues (the bot's, each game's, the shared drawings', the slash commands') and
of the string literals in the code that draws or words things (``rendering/``, ``bot/``),
less the words of Spanish and French. Those are the words their catalogues use where they
translate: a template written exactly as the English one is no evidence (unless it is one
of :data:`SAME_AS_ENGLISH`, names and words both languages share), nor is what stands
between angle brackets (``<planet>`` in a notation hint is a word to translate, not a
Spanish word), nor a notation hint in brackets, nor the notation usage lines. Less
:data:`ALLOWED` too. :func:`english_in` scrubs a text of what may stay as it is everywhere
(mentions, Discord timestamps, code spans, addresses, move notation, names) and returns the
English words left in it.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Iterable
from pathlib import Path

from bot.app import i18n
from bot.interface.translator import COMMANDS
from games import i18n as game_i18n
from games.registry import names

ROOT = Path(__file__).resolve().parent.parent
WORD = re.compile(r"[^\W\d_]+")
#: Words that may show in any language: titles and codes printed as they are.
ALLOWED = frozenset({"ad", "astra", "kepler", "magnastorm", "afternova", "starpost", "discord",
                     "ai", "ia", "id", "json", "png", "gif", "utc", "iana", "url", "http",
                     "https", "www", "sgr"})  # Sgr A*, Sagittarius A*'s catalogue name
#: Templates a language writes exactly as English does, on purpose: proper names (planets,
#: ships, stars, Latin artifacts, characters), notation, and words both languages share.
SAME_NAMES = re.compile(r"^(adastra\.(star|artifact\.latin)|afternova\.(planet|ship|usage)"
                        r"|magnastorm\.why|kepler3042\.draw\.tiny)\.")
SAME_AS_ENGLISH = frozenset({
    ("es", "web.page_title"), ("fr", "web.page_title"), ("fr", "web.score"),
    ("fr", "render.scores.score"), ("fr", "core.colour.orange"),
    ("fr", "adastra.resource.X"), ("fr", "adastra.resource.Y"), ("fr", "adastra.resource.Z"),
    ("fr", "adastra.card.production"), ("fr", "adastra.draw.actions"),
    ("fr", "adastra.draw.short.score-TS"), ("fr", "adastra.draw.line.colonies"),
    ("fr", "adastra.draw.points"),
    ("es", "kepler3042.track.colonial"), ("es", "kepler3042.draw.track.colonial"),
    ("es", "kepler3042.draw.final"), ("fr", "kepler3042.draw.final"),
    ("es", "kepler3042.draw.col.colonies"), ("fr", "kepler3042.draw.col.colonies"),
    ("es", "kepler3042.draw.col.terraformed"), ("fr", "kepler3042.draw.col.terraformed"),
    ("es", "kepler3042.draw.col.medals"), ("es", "kepler3042.draw.col.antimatter"),
    ("fr", "kepler3042.draw.col.antimatter"), ("es", "kepler3042.draw.col.objective"),
    ("fr", "kepler3042.draw.col.objective"), ("fr", "kepler3042.draw.col.mines"),
    ("fr", "kepler3042.draw.colonies"), ("fr", "kepler3042.draw.max"),
    ("fr", "kepler3042.draw.action"), ("fr", "kepler3042.draw.short.missions"),
    ("fr", "kepler3042.draw.short.propel"), ("fr", "kepler3042.draw.zones"),
    ("fr", "kepler3042.draw.mine"), ("fr", "kepler3042.draw.leadership"),
    ("fr", "kepler3042.draw.cubes"),
    ("es", "magnastorm.prompt.decide"), ("es", "magnastorm.r.kind_sector"),
    ("fr", "magnastorm.player.orange"), ("fr", "magnastorm.colour.orange"),
    ("fr", "magnastorm.colours.orange"), ("fr", "magnastorm.area.cyan"),
    ("fr", "magnastorm.metal.bronze"), ("fr", "magnastorm.artifact_bonus.cube"),
    ("fr", "magnastorm.bonus.research_cyan"), ("fr", "magnastorm.r.cubes"),
    ("fr", "magnastorm.r.stations"),
    ("fr", "afternova.colour.o"), ("fr", "afternova.colours.o"), ("fr", "afternova.skill.ext"),
    ("fr", "afternova.field.score"), ("es", "afternova.draw.bot"), ("fr", "afternova.draw.bot"),
    ("fr", "afternova.draw.talk.table"),
    ("fr", "afternova.draw.deck"),  # the French rulebook's word
    ("fr", "adastra.field.colony"), ("es", "kepler3042.field.colonial"),
    ("fr", "kepler3042.field.action"), ("fr", "kepler3042.field.colonies"),
    ("fr", "magnastorm.field.orange"), ("fr", "magnastorm.field.cyan"),
    ("es", "afternova.field.total"), ("fr", "afternova.field.total"),
    ("fr", "afternova.field.promotions"), ("fr", "afternova.field.ext"),
    ("es", "afternova.draw.skill.pil"), ("es", "afternova.draw.skill.ext"),  # the notation's
    ("fr", "afternova.draw.skill.pil"), ("fr", "afternova.draw.skill.ext"),  # skill codes
})
#: English words the notation of some game uses (typed as they are in every language), so
#: Spanish and French templates name them too: still English words where they are not
#: notation (a board's "START"). Words that are also Spanish or French ("place", "plan",
#: "score") are left out.
NOTATION_ENGLISH = frozenset({
    "start", "tech", "build", "trade", "take", "play", "pass", "done", "skip", "accept",
    "decline", "withdraw", "give", "pay", "ask", "reset", "show", "clear", "discard", "land",
    "bank", "offer", "use", "research", "exploit", "burn", "reveal", "shift", "crew", "gain",
    "study", "put", "stop", "spend", "move", "propel", "extract", "complete",
})
#: A notation hint in a template: "(tech <track> <planet>)", "<planet 1-3>".
META = re.compile(r"\([^()]*<[^()]*\)|<[^<>]*>")
CODE_WORDS_MIN = 3  # shorter words of the code's literals are codes, not words
#: A literal of the code that may be drawn or said: words with a space between them, or a
#: label in capitals ("START"); single lower-case tokens are keys and codes ("pgkwo").
LABEL = re.compile(r"[A-Za-z]{2,}[,:.]? [A-Za-z]{2,}|^[A-Z]{3,}$")


def words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)}


def catalogues() -> list[dict[str, dict[str, str]]]:
    """Every catalogue, by language: the bot's, the shared ones and each game's."""
    return [i18n.CATALOGUES, *(game_i18n.catalogue(p) for p in ("core", "render", *names()))]


def same_as_english() -> list[tuple[str, str]]:
    """(language, key) of every Spanish or French template written as its English one, with
    a word in it, that is not meant to be (see :data:`SAME_AS_ENGLISH`)."""
    found = []
    for table in catalogues():
        for lang in ("es", "fr"):
            for key, text in table[lang].items():
                if (text == table["en"].get(key) and re.search(r"[A-Za-z]{2}", _bare(text))
                        and not SAME_NAMES.match(key) and (lang, key) not in SAME_AS_ENGLISH):
                    found.append((lang, key))
    return found


def _bare(text: str) -> str:
    return re.sub(r"\{[^}]*\}", " ", text)


def _literals(folder: str) -> Iterable[str]:
    """The string literals of a package's code (docstrings and catalogues left out)."""
    skip_files = {"i18n.py"}
    for path in sorted((ROOT / folder).rglob("*.py")):
        if path.name in skip_files:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(n.body[0].value) for n in ast.walk(tree)
                if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                  ast.AsyncFunctionDef))
                and n.body and isinstance(n.body[0], ast.Expr)
                and isinstance(n.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and id(node) not in docs and LABEL.search(node.value)):
                yield node.value


@functools.cache
def other_words() -> frozenset[str]:
    """The words Spanish and French catalogues use where they translate (see the module's
    docstring)."""
    found: set[str] = set()
    for table in catalogues():
        for lang in ("es", "fr"):
            for key, text in table[lang].items():
                if text == table["en"].get(key) and not (
                        SAME_NAMES.match(key) or (lang, key) in SAME_AS_ENGLISH):
                    continue
                if ".usage." in key or key.endswith(".notation_help"):
                    continue  # notation, in the notation's own (English) words
                found |= words(META.sub(" ", _bare(text)))
    for lang in ("es", "fr"):
        for text in COMMANDS[lang].values():
            found |= words(text)
    return frozenset(found)


@functools.cache
def english_words() -> frozenset[str]:
    """The English words to look for (see the module docstring)."""
    found: set[str] = set()
    for table in catalogues():
        for text in table["en"].values():
            found |= words(_bare(text))
    for english in COMMANDS["en"]:
        found |= words(english)
    for folder in ("rendering", "bot"):
        for literal in _literals(folder):
            found |= {w for w in words(literal) if len(w) >= CODE_WORDS_MIN}
    return frozenset(w for w in ((found - other_words()) | NOTATION_ENGLISH) - ALLOWED
                     if len(w) >= 2)


#: Discord's mentions and timestamps, and slash commands with their subcommand.
MENTION = re.compile(r"<(?:@[!&]?|#|t:)[^>]*>|(?<!\w)/(?:(?:admin|game|history|settings) )?[a-z]+")
CODE = re.compile(r"```.*?```|`[^`]*`", re.S)
URL = re.compile(r"https?://\S+")
CUT = re.compile(r"[^\W\d_]+…")  # a word cut short is not a word


def scrub(text: str, keep: Iterable[str] = ()) -> str:
    """``text`` without what may be written the same in every language: Discord mentions,
    timestamps and slash commands, code spans, addresses, and each string of ``keep``
    (move notation, players' names), longest first."""
    text = URL.sub(" ", CODE.sub(" ", MENTION.sub(" ", CUT.sub("…", text))))
    for kept in sorted({k for k in keep if k}, key=len, reverse=True):
        text = text.replace(kept, " ")
    return text


def english_in(text: str, keep: Iterable[str] = (), verbs: Iterable[str] = ()) -> list[str]:
    """The English words left in ``text`` once scrubbed (see :func:`scrub`), lower case;
    ``verbs`` (the words of a game's notation) and :data:`NOTATION_ENGLISH` may stay where
    they are written in lower case, as notation is, not where they are a capitalised label
    ("START")."""
    english, notation = english_words(), set(verbs) | NOTATION_ENGLISH
    return sorted({w.lower() for w in WORD.findall(scrub(text, keep))
                   if w.lower() in english and w not in notation})


#: How a language joins its words, where a template that fills in a name or a place can slip:
#: Spanish "de el" and "a el" are "del" and "al", and "!" closes what "¡" opens; French
#: "de" elides before a vowel ("d'Ad Astra") and "à le(s)" is "au(x)".
SLIPS: dict[str, tuple[re.Pattern[str], ...]] = {
    "es": (re.compile(r"\b(?:de|a) el\b"), re.compile(r"(?m)^[^¡\n]*!")),
    "fr": (re.compile(r"\bde (?:[aeiouàâéèêîôûœ]|[AEIOUÀÂÉÈÊÎÔÛŒ][a-zà-ÿ])"),
           re.compile(r"\bà les?\b")),
}


def slips(text: str, language: str, keep: Iterable[str] = ()) -> list[str]:
    """Where ``text`` (scrubbed, see :func:`scrub`) joins words as ``language`` does not."""
    clean = scrub(text, keep)
    return [m.group(0) for rule in SLIPS.get(language, ()) for m in rule.finditer(clean)]
