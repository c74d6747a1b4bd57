"""Names the model tagged in some articles, found again where it missed them.

The NER model misses a name now and then ("Opel", "AT&T") that it tags
elsewhere in the corpus. Names tagged at least twice with one type become a
gazetteer; their capitalised occurrences in other articles become mentions.
Runs on extractions (no spaCy), so it is a corpus step like resolution.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import replace

from kg.extract.furniture import furniture_spans
from kg.extract.names import NOT_NAMES
from kg.model import Extraction, Mention

MIN_TAGGED = 2
_WORD = re.compile(r"[\w&'.-]+")

# First word -> (number of words, words -> (name, type)), longest names first: a word
# is looked up once per length, not compared with every name it starts ("New" starts
# hundreds in a large corpus).
Entries = dict[str, list[tuple[int, dict[tuple[str, ...], tuple[str, str]]]]]


def gazetteer(extractions: Sequence[Extraction]) -> Entries:
    """Names tagged at least :data:`MIN_TAGGED` times with a single type, by first word."""
    types: dict[tuple[str, ...], Counter[str]] = defaultdict(Counter)
    names: dict[tuple[str, ...], str] = {}
    for ex in extractions:
        for m in ex.mentions:
            words = tuple(_WORD.findall(m.text))
            if words and len(m.text) >= 3 and m.text[0].isupper():
                types[words][m.type] += 1
                names.setdefault(words, _written_name(m, words))
    by_first: dict[str, dict[int, dict[tuple[str, ...], tuple[str, str]]]] = defaultdict(dict)
    for words, counter in types.items():
        if len(counter) == 1 and sum(counter.values()) >= MIN_TAGGED and _usable(words):
            by_first[words[0]].setdefault(len(words), {})[words] = (names[words], next(iter(counter)))
    return {first: sorted(tables.items(), reverse=True) for first, tables in by_first.items()}


def _written_name(m: Mention, words: tuple[str, ...]) -> str:
    """The name the words themselves say: a short name its own article resolved ("Walter",
    named "Walter Brandt" there) is only "Walter" in another article, which may mean anyone."""
    return m.name if len(m.name.split()) <= len(words) else " ".join(words)


def _usable(words: tuple[str, ...]) -> bool:
    return len(words) > 1 or words[0].lower() not in NOT_NAMES


def add_known_names(extractions: Sequence[Extraction]) -> list[Extraction]:
    """Each extraction with the gazetteer's names it missed appended to its mentions.

    Appended, not inserted, so the indices events hold stay valid.
    """
    entries = gazetteer(extractions)
    return [_with_names(ex, entries) for ex in extractions]


def _with_names(ex: Extraction, entries: Entries) -> Extraction:
    text = ex.article.text
    words = _WORD.findall(text)
    # Only a word that starts some known name can start a new mention: the rest are skipped.
    hits = [i for i, word in enumerate(words) if word in entries]
    if not hits:
        return ex
    spans = [m.span() for m in _WORD.finditer(text)]
    taken = sorted((m.start, m.end) for m in ex.mentions)
    times = sorted((t.start, t.end) for t in ex.timex_spans)
    furniture = list(furniture_spans(text))  # an ad's or a menu's words name no actor here either
    starts = [s for s, _ in ex.sentences]
    added: list[Mention] = []
    for i in hits:
        start = spans[i][0]
        for n, names in entries[words[i]]:
            found = names.get(tuple(words[i : i + n]))
            if found is None:
                continue
            name, kind = found
            end = spans[i + n - 1][1]
            if (
                _overlaps(taken, start, end)
                or _overlaps(times, start, end)
                or _overlaps(furniture, start, end)
                or (n == 1 and start in starts)
                or _joined(words, spans, i, n, text)
            ):
                continue
            sentence = max(0, bisect.bisect_right(starts, start) - 1)
            added.append(Mention(start, end, text[start:end], name, kind, sentence))
            bisect.insort(taken, (start, end))
            break
    return replace(ex, mentions=ex.mentions + tuple(added)) if added else ex


def _overlaps(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    at = bisect.bisect_left(spans, (start, end))
    return any(s < end and start < e for s, e in spans[max(0, at - 1) : at + 1])


def _joined(words: list[str], spans: list[tuple[int, int]], i: int, n: int, text: str) -> bool:
    """Part of a longer capitalised name ("Opel" in "Opel Astra"): a capitalised word one space away."""
    start, end = spans[i][0], spans[i + n - 1][1]
    if i > 0 and words[i - 1][:1].isupper() and text[spans[i - 1][1] : start] == " ":
        return True
    return i + n < len(words) and words[i + n][:1].isupper() and text[end : spans[i + n][0]] == " "
