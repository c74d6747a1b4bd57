"""Person names written with words that are not part of the name.

One article's parser reads "Comedian Ellen DeGeneres" or "Ellen DeGeneres
Returns" as the name, and every "DeGeneres" of that article follows it; another
writes "Regina M. Benjamin" where the rest of the corpus writes "Regina
Benjamin", or "Vincent "The Chin" Gigante" where it writes "Vincent Gigante".
Such a name is cut back to the person name the corpus writes without the
extra words, when the words it loses are common words (written in lower case
somewhere in the corpus), a middle initial or a nickname in quotes. Corpus
knowledge only: the shorter name must be written as a person's name elsewhere.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence

from kg.extract.names import NameKeys
from kg.model import Extraction, MentionKey
from kg.resolve.entities.headlines import CONNECTORS, is_common

# The shorter name keeps at least this many words: a first name and a surname.
MIN_WORDS = 2
# At most this many common words are cut from the front ("Comedian", "Talk show host").
MAX_LEADING = 2


def person_cuts(
    extractions: Sequence[Extraction], common: frozenset[str], keys: NameKeys | None = None
) -> dict[MentionKey, tuple[str, str]]:
    """(article id, mention index) -> (name key, written form) for person names cut back to a known one.

    ``common`` are the corpus's lower-case words
    (:func:`kg.resolve.entities.headlines.lowercase_words`); ``keys`` the name keys
    already made (:class:`~kg.extract.names.NameKeys`).
    """
    keys = NameKeys() if keys is None else keys
    written: dict[str, Counter[str]] = defaultdict(Counter)
    for ex in extractions:
        for m in ex.mentions:
            if m.type == "PERSON":
                written[keys[m.name]][m.name] += 1
    cut: dict[str, str | None] = {}
    out: dict[MentionKey, tuple[str, str]] = {}
    for ex in extractions:
        for number, m in enumerate(ex.mentions):
            if m.type != "PERSON":
                continue
            key = keys[m.name]
            if key not in cut:
                cut[key] = next((k for k in shorter_names(key.split(), common) if k in written), None)
            found = cut[key]
            if found is not None:
                out[(ex.article.id, number)] = (found, min(written[found].items(), key=lambda kv: (-kv[1], kv[0]))[0])
    return out


def shorter_names(words: list[str], common: frozenset[str]) -> Iterator[str]:
    """The names ``words`` may stand for, longest first: less a middle initial, less
    common words in front or one behind.

    >>> list(shorter_names("regina m benjamin".split(), frozenset()))
    ['regina benjamin']
    >>> list(shorter_names("comedian ellen degeneres".split(), frozenset({"comedian"})))
    ['ellen degeneres']
    >>> list(shorter_names("ellen degeneres returns".split(), frozenset({"returned"})))
    ['ellen degeneres']
    >>> list(shorter_names("rose kennedy".split(), frozenset({"rose"})))
    []
    >>> list(shorter_names('vincent "the chin" gigante'.split(), frozenset()))
    ['vincent gigante']
    """
    if len(words) <= MIN_WORDS:
        return
    middle = [w for w in _unquoted(words[1:-1]) if len(w) > 1]
    if len(middle) < len(words) - 2:
        yield " ".join([words[0], *middle, words[-1]])
    for lead in range(1, MAX_LEADING + 1):
        rest = words[lead:]
        if len(rest) < MIN_WORDS or not _cuttable(words[:lead], common):
            break
        yield " ".join(rest)
    if len(words) - 1 >= MIN_WORDS and _cuttable(words[-1:], common):
        yield " ".join(words[:-1])


def _unquoted(words: list[str]) -> list[str]:
    """The words less a nickname in quotes: 'vincent "the chin" gigante' is Vincent Gigante."""
    out, quoted = [], False
    for w in words:
        opens, closes = w[:1] in _QUOTES, w[-1:] in _QUOTES
        if not quoted and not opens:
            out.append(w)
        quoted = (quoted or opens) and not (closes and (quoted or len(w) > 1))
    return out


_QUOTES = frozenset("\"'“”‘’")


def _cuttable(words: list[str], common: frozenset[str]) -> bool:
    return all(len(w) > 1 and w not in CONNECTORS and is_common(w, common) for w in words)
