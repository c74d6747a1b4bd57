"""Person names written with words that are not part of the name.

One article's parser reads "Comedian Ellen DeGeneres" or "Ellen DeGeneres
Returns" as the name, and every "DeGeneres" of that article follows it; another
writes "Regina M. Benjamin" where the rest of the corpus writes "Regina
Benjamin", or "Vincent "The Chin" Gigante" where it writes "Vincent Gigante".
Such a name is cut back to the person name the corpus writes without the
extra words, when the words it loses are common words (written in lower case
somewhere in the corpus), a middle or leading initial ("W. Mark Felt"), a nickname
in quotes, or the name itself written twice ("Ann Lee-Ann Lee" of a headline). A
given name written in full joins the corpus's only short form of it before the same
surname ("Frederick LaRue" and "Fred LaRue"). Corpus
knowledge only: the shorter name must be written as a person's name elsewhere.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Sequence

from kg.extract.names import NameKeys
from kg.model import Extraction, MentionKey
from kg.resolve.entities.headlines import CONNECTORS, is_common

# The shorter name keeps at least this many words: a first name and a surname.
MIN_WORDS = 2
# A given name's short form has at least this many letters ("Fred" of "Frederick").
MIN_SHORT = 3
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
    short_forms = short_given_names(written)
    cut: dict[str, str | None] = {}
    out: dict[MentionKey, tuple[str, str]] = {}
    for ex in extractions:
        for number, m in enumerate(ex.mentions):
            if m.type != "PERSON":
                continue
            key = keys[m.name]
            if key not in cut:
                shorter = next((k for k in shorter_names(key.split(), common) if k in written), key)
                # "Frederick C. LaRue" is cut to "Frederick LaRue", and that to the "Fred LaRue" it stands for.
                shorter = short_forms.get(shorter, shorter)
                cut[key] = shorter if shorter != key else None
            found = cut[key]
            if found is not None:
                out[(ex.article.id, number)] = (found, min(written[found].items(), key=lambda kv: (-kv[1], kv[0]))[0])
    return out


def short_given_names(written: Iterable[str]) -> dict[str, str]:
    """Person names -> the name written with the short form of their given name: "Frederick C.
    LaRue" and "Frederick Cheney LaRue" are the "Fred LaRue" of another article.

    A short form is the start of the given name (three letters at least, two fewer than the
    given name) before the same surname, and stands for one given name only: beside a Christopher Smith and a Christine
    Smith, "Chris Smith" may be either, and neither joins it.

    >>> short_given_names(["fred larue", "frederick c larue", "frederick cheney larue", "anna lee"])
    {'frederick c larue': 'fred larue', 'frederick cheney larue': 'fred larue'}
    >>> short_given_names(["chris smith", "christopher smith", "christine smith", "ann lee", "anna lee"])
    {}
    """
    names = sorted(set(written))
    short = {(w[0], w[-1]): key for key in names if len(w := key.split()) == MIN_WORDS and len(w[0]) >= MIN_SHORT}
    longer: dict[tuple[str, str], dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for key in names:
        words = key.split()
        if len(words) < MIN_WORDS:
            continue
        given, surname = words[0], words[-1]
        for end in range(MIN_SHORT, len(given) - 1):  # "Ann" is a name of its own beside "Anna"
            if (given[:end], surname) in short:
                longer[(given[:end], surname)][given].add(key)
    out: dict[str, str] = {}
    for pair, givens in sorted(longer.items()):
        if len(givens) == 1:
            for key in sorted(next(iter(givens.values()))):
                out.setdefault(key, short[pair])
    return out


def shorter_names(words: list[str], common: frozenset[str]) -> Iterator[str]:
    """The names ``words`` may stand for, longest first: one of a name written twice, less a
    middle initial, less a leading initial, less common words in front or one behind.

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
    >>> list(shorter_names("w mark felt".split(), frozenset())), list(shorter_names("ann lee ann lee".split(), frozenset()))
    (['mark felt'], ['ann lee'])
    """
    if len(words) <= MIN_WORDS:
        return
    half = len(words) // 2
    if len(words) % 2 == 0 and words[:half] == words[half:]:
        yield " ".join(words[:half])
    middle = [w for w in _unquoted(words[1:-1]) if len(w) > 1]
    if len(middle) < len(words) - 2:
        yield " ".join([words[0], *middle, words[-1]])
    if len(words[0]) == 1:
        yield " ".join(words[1:])
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
