"""Name normalisation and title stripping, shared by extraction and resolution.

Pure string functions: no spaCy, no corpus state.
"""

from __future__ import annotations

import functools
import hashlib
import re
import unicodedata

# Words that make a preceding or leading phrase a title ("Interior Minister",
# "Army Gen.", "Secretary of State"), not part of a name. General English
# honorifics and offices, not names of anyone.
TITLE_HEADS: frozenset[str] = frozenset("""
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
""".split())

# Capitalised words that are not names on their own: calendar words (at the
# start of a date) and, in that spelling, pronouns, articles and offices.
NOT_NAMES: frozenset[str] = frozenset("""
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday the a an this that these those he she it
they we i you his her its their our mr mrs ms dr president minister company government state city
""".split())

_DETERMINERS = ("the ", "a ", "an ")
# Invisible characters a name can carry from the page: bidi embeddings, overrides and isolates
# (U+202A-202E, U+2066-2069, U+200E/F, U+061C), zero-width spaces, byte order marks, soft hyphens
# (all format, Cf) and control characters (Cc). A right-to-left override in a label reverses what
# readers of the graph see. ZWNJ and ZWJ stay: Persian, Indic and emoji spellings need them.
_KEEP_FORMAT = frozenset("\u200c\u200d")
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "`": "'"})
_POSSESSIVE = re.compile(r"(?:'s|')$")


def visible(text: str) -> str:
    """``text`` without invisible format and control characters (whitespace is kept).

    >>> visible("Ali\u202e Baba\u200b")
    'Ali Baba'
    """
    if text.isprintable():
        return text
    return "".join(c for c in text if c.isspace() or c in _KEEP_FORMAT or unicodedata.category(c) not in ("Cf", "Cc"))


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
            text = text[len(det):]
            break
    return text.strip(" \t\"'()[]{},;:-–—?!")


@functools.lru_cache(maxsize=1 << 17)  # a corpus asks for the same few names again and again
def name_key(text: str) -> str:
    """The comparison key of a name: no case, accents, dots, hyphens or article.

    >>> name_key("U.S."), name_key("Mahmoud Diyab Al-Ahmed") == name_key("mahmoud diyab al-ahmed")
    ('us', True)
    """
    text = clean_surface(text)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.lower().replace(".", "").replace("-", " ").replace("'", "")
    return " ".join(text.split())


@functools.lru_cache(maxsize=1 << 16)  # event ids slug the same few thousand lemmas again and again
def slug(text: str) -> str:
    """A readable, stable id fragment: Latin letters as ASCII, other scripts kept.

    Accents and Latin letters outside ASCII go as they always did ("Zürich" zurich); a name in
    another script (Cyrillic, Greek, Arabic, Chinese ...) keeps its letters, lower-cased and
    NFKC-normalised, so two such names do not both become "x". A name with no letter or digit
    at all gets "x" and a short hash of the name.

    >>> slug("Angela Merkel"), slug("U.S. Air Force"), slug("Владимир Путин"), slug("北京")
    ('angela-merkel', 'us-air-force', 'владимир-путин', '北京')
    """
    ascii_text = unicodedata.normalize("NFKD", text)
    ascii_text = "".join(c for c in ascii_text if not unicodedata.combining(c)).lower().replace(".", "")
    if any(_other_script(c) for c in ascii_text):
        # letters, digits and their marks (Devanagari vowel signs, Arabic vowels) of any script
        kept = "".join(c if c.isalnum() or unicodedata.category(c)[0] == "M" else "-"
                       for c in unicodedata.normalize("NFKC", text).lower().replace(".", ""))
        found = re.sub(r"-+", "-", kept).strip("-")
    else:
        found = re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")
    if found:
        return found
    text = visible(text).strip()
    return f"x-{hashlib.sha1(text.encode('utf-8', 'surrogatepass')).hexdigest()[:8]}" if text else "x"


def _other_script(char: str) -> bool:
    """A letter of a script other than Latin, left over once accents are taken off."""
    if char.isascii() or not char.isalpha():
        return False
    name = unicodedata.name(char, "")
    return not name.startswith(("LATIN", "MODIFIER"))


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
    return " ".join(words[: last + 1]), words[last + 1:]


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
    return not text.replace(" ", "").isdigit()


class IdPool:
    """Hands out ids: ``candidate`` if free, else ``candidate-2``, ``-3``..., never one twice.

    Remembers where each candidate's numbering got to, so ten thousand
    "said-undated" events cost one step each rather than a scan from ``-2``;
    ids are the same as a scan would give, because taken ids stay taken.

    >>> pool = IdPool(); pool.claim("smith"), pool.claim("smith"), pool.claim("smith")
    ('smith', 'smith-2', 'smith-3')
    """

    def __init__(self) -> None:
        self._taken: set[str] = set()
        self._next: dict[str, int] = {}

    def __contains__(self, name: object) -> bool:
        return name in self._taken

    def claim(self, candidate: str) -> str:
        new, n = candidate, self._next.get(candidate, 2)
        if new in self._taken:
            while (new := f"{candidate}-{n}") in self._taken:
                n += 1
            self._next[candidate] = n + 1
        self._taken.add(new)
        return new
