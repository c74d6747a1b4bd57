"""Name normalisation and title stripping, shared by extraction and resolution.

Pure string functions: no spaCy, no corpus state.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence

from kg.safe_text import visible
from kg.time.digit_words import TIME_ZONES

# Words that make a preceding or leading phrase a title ("Interior Minister",
# "Army Gen.", "Secretary of State"), not part of a name. General English
# honorifics and offices, not names of anyone.
TITLE_HEADS: frozenset[str] = frozenset(
    """
president vice-president minister secretary undersecretary under-secretary deputy chancellor
premier gen general col colonel lt lieutenant maj major capt captain sgt sergeant adm admiral
cmdr commander marshal brig brigadier cpl corporal pvt private
mr mrs ms miss dr prof professor sir dame lord lady rev reverend fr father sister brother
sen senator rep representative congressman congresswoman gov governor mayor ambassador envoy
king queen prince princess emperor empress sheikh sheik emir amir sultan crown ayatollah imam
pope cardinal bishop archbishop rabbi judge justice chief chairman chairwoman chairperson chair
ceo cfo coo cto founder co-founder director spokesman spokeswoman spokesperson
attorney prosecutor commissioner superintendent inspector officer detective sheriff chief
leader speaker whip coach executive head
""".split()
)

# Capitalised words that are not names on their own: calendar words (at the
# start of a date) and, in that spelling, pronouns, articles and offices.
NOT_NAMES: frozenset[str] = frozenset(
    """
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday the a an this that these those he she it
they we i you his her its their our mr mrs ms dr president minister company government state city
""".split()
)

# Words that make a name a company's legal name ("Nashua Corp.", "Reiss & Co. B.V."): the words
# before them name the company alone too ("Nashua said").
LEGAL_DESIGNATORS = frozenset(
    "inc incorporated corp corporation co cos company companies llc ltd limited plc spa sa ag nv bv gmbh".split()
)
# Words that follow a company's name without changing what it names:
# "Apple Inc.", "Ford Motor Company", "Fiat Group SpA".
ORG_DESIGNATORS = LEGAL_DESIGNATORS | frozenset(
    """
group holdings holding international motor motors computer computers industries technologies
technology systems enterprises
""".split()
)

_DETERMINERS = ("the ", "a ", "an ")
_ERAS = frozenset({"bc", "bce", "ad", "ce"})
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "`": "'"})
_POSSESSIVE = re.compile(r"(?:'s|')$")


def company_words(words: Sequence[str]) -> tuple[str, ...]:
    """The words of a company's legal name before its designators ("Reiss & Co. B.V." -> "Reiss"),
    or () when it ends with none."""
    cut = len(words)
    while cut > 1 and words[cut - 1].strip(".,").lower() in LEGAL_DESIGNATORS:
        cut -= 1
    while cut > 1 and words[cut - 1] in ("&", "and", "amp"):
        cut -= 1
    return tuple(words[:cut]) if cut < len(words) else ()


def clean_surface(text: str) -> str:
    """A mention's text without quotes, possessive, leading article, stray punctuation or
    invisible characters (the name entities and labels are made of).

    >>> clean_surface("the United States’")
    'United States'
    """
    text = " ".join(visible(text).translate(_QUOTES).split())
    text = _POSSESSIVE.sub("", text).strip()
    lowered = text.lower()
    for det in _DETERMINERS:
        if lowered.startswith(det):
            text = text[len(det) :]
            break
    return text.strip(" \t\"'()[]{},;:-–—?!")


@functools.lru_cache(maxsize=1 << 17)  # a corpus asks for the same few names again and again
def name_key(text: str) -> str:
    """The comparison key of a name: no case, accents, dots, hyphens or article.

    >>> name_key("U.S."), name_key("Mahmoud Diyab Al-Ahmed") == name_key("mahmoud diyab al-ahmed")
    ('us', True)
    """
    text = clean_surface(text)
    if not text.isascii():  # ASCII has no accents to take off; the filter was a third of a miss
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.lower().replace(".", "").replace("-", " ").replace("'", "")
    return " ".join(text.split())


class NameKeys(dict[str, str]):
    """:func:`name_key` of every text asked for, kept for one piece of work over a corpus.

    The cache of :func:`name_key` holds 131,072 texts: plenty for a parsing worker, whose
    memory must not grow with the corpus. Entity resolution asks for each mention's key
    several times over, in passes over the whole corpus, and at 100,000 articles that
    cache missed 4.7 million times. One of these, made for the work and let go after it,
    computes each text's key once.

    >>> keys = NameKeys(); keys["the U.S."], len(keys)
    ('us', 1)
    """

    def __missing__(self, text: str) -> str:
        key = self[text] = name_key(text)
        return key


def is_title_word(word: str) -> bool:
    """Whether ``word`` heads a title ("Gen.", "Minister", "President")."""
    return word.lower().rstrip(".") in TITLE_HEADS


def split_title(words: list[str]) -> tuple[str, list[str]]:
    """Split leading title words off a name: ``(title, rest)``.

    The title runs up to the last title head among the leading capitalised
    words, so "Interior Minister Mahmoud" gives ("Interior Minister", ["Mahmoud"]).

    >>> split_title(["Chancellor", "Angela", "Merkel"])
    ('Chancellor', ['Angela', 'Merkel'])
    """
    last = -1
    for i, word in enumerate(words[:-1]):
        if is_title_word(word):
            last = i
        elif not (word[:1].isupper() or word.lower() in ("of", "for", "the", "and")):
            break
    if last < 0:
        return "", words
    return " ".join(words[: last + 1]), words[last + 1 :]


def initials(words: list[str]) -> str:
    """Initials of the capitalised words of a name, for acronym matching.

    >>> initials("United States Air Force".split())
    'USAF'
    """
    return "".join(w[0] for w in words if w[:1].isupper())


def looks_like_name(text: str) -> bool:
    """Reject what NER mislabels: pronouns, contractions, lowercase words, numbers.

    >>> looks_like_name("us"), looks_like_name("n't"), looks_like_name("Baghdad")
    (False, False, True)
    """
    text = clean_surface(text)
    if len(text) < 2 or not any(c.isalpha() for c in text):
        return False
    if not (text[0].isupper() or text[0].isdigit()):
        return False
    if "'" in text.translate(_QUOTES) and len(text) <= 4:
        return False
    if text.lower() in TIME_ZONES or text.lower().replace(".", "") in _ERAS:
        return False  # "GMT" in "(1336 GMT)", "BC" in "44 BC": parts of a time, not names
    return not text.replace(" ", "").isdigit()
