"""Matching spaCy patterns with less Python: same matches, sooner.

spaCy's Matcher checks ``{"LOWER": {"IN": [...]}}`` and ``{"TEXT": {"REGEX": ...}}``
by calling back into Python for every token at which a pattern may start;
on news text that was about 7% of the model's own parsing time. Both tests
depend only on the word itself, so they can be computed once per word in
the vocabulary as a lexeme flag (``Vocab.add_flag``), which the Matcher then
checks in C (:func:`flagged`). Anything else in a pattern is passed through unchanged.

A Matcher is also run only over the stretches of a Doc where a match can be
(:class:`Stretches`); the pipeline's attribute ruler is matched without one
(:mod:`kg.extract.attribute_rules`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import numpy
from spacy.attrs import IDS, ORTH
from spacy.matcher import Matcher
from spacy.strings import get_string_id
from spacy.tokens import Doc
from spacy.vocab import Vocab

from kg.tokens import column

Pattern = list[dict]


class InLower:
    """Flag getter: the word, lowercased, is one of ``words`` (spaCy's ``LOWER IN``)."""

    def __init__(self, words: frozenset[str]) -> None:
        self.words = words

    def __call__(self, text: str) -> bool:
        return text.lower() in self.words


class Searches:
    """Flag getter: ``pattern`` is found in the word (spaCy's ``REGEX``, which uses ``re.search``)."""

    def __init__(self, pattern: str, lower: bool) -> None:
        self.pattern = re.compile(pattern)
        self.lower = lower

    def __call__(self, text: str) -> bool:
        return self.pattern.search(text.lower() if self.lower else text) is not None


def flagged(vocab: Vocab, patterns: Mapping[str, list[Pattern]]) -> dict[str, list[Pattern]]:
    """``patterns`` with each word-list or regex test on LOWER/TEXT/ORTH replaced by a flag of ``vocab``.

    Build the Matcher with ``validate=False``: flag ids are integers, which
    the pattern schema does not know. When the vocabulary runs out of flag
    bits, the remaining tests stay as they were.

    >>> import spacy
    >>> from spacy.matcher import Matcher
    >>> nlp = spacy.blank("en")
    >>> matcher = Matcher(nlp.vocab, validate=False)
    >>> matcher.add("DAY", flagged(nlp.vocab, {"DAY": [[{"LOWER": {"IN": ["last", "next"]}}, {"LOWER": "week"}]]})["DAY"])
    >>> doc = nlp("See you next week.")
    >>> [doc[s:e].text for _, s, e in matcher(doc)]
    ['next week']
    """
    flags: dict[tuple, int | None] = {}
    # About 45 bits are free and patterns may need more: the Matcher tests a
    # pattern's opening words at every token and later words only after a
    # partial match, so opening tests get bits first.
    for _, key in sorted(_tests(patterns), key=lambda test: test[0]):  # stable: pattern order within a depth
        _flag(vocab, key, flags)
    return {
        label: [[_token(vocab, spec, flags) for spec in pattern] for pattern in group]
        for label, group in patterns.items()
    }


def _tests(patterns: Mapping[str, list[Pattern]]) -> list[tuple[int, tuple]]:
    """Each flaggable test with the number of required words before it (0: it may open a match)."""
    out: dict[tuple, int] = {}
    for group in patterns.values():
        for pattern in group:
            depth = 0
            for spec in pattern:
                for attr, value in spec.items():
                    key = _flag_key(attr, value)
                    if key is not None:
                        out[key] = min(out.get(key, depth), depth)
                if spec.get("OP") not in ("?", "*"):
                    depth += 1
    return [(depth, key) for key, depth in out.items()]


def _token(vocab: Vocab, spec: dict, flags: dict[tuple, int | None]) -> dict:
    out: dict = {}
    for attr, value in spec.items():
        key = _flag_key(attr, value)
        flag = _flag(vocab, key, flags) if key else None
        if flag is None:
            out[attr] = value
        else:
            out[flag] = True
    return out


def _flag_key(attr: object, value: object) -> tuple | None:
    """What a test depends on, if it depends on the word alone."""
    if not isinstance(attr, str) or not isinstance(value, dict) or len(value) != 1:
        return None
    name = attr.upper()
    if name == "LOWER" and isinstance(value.get("IN"), list):
        return ("in", frozenset(str(w) for w in value["IN"]))
    if name in ("LOWER", "TEXT", "ORTH") and isinstance(value.get("REGEX"), str):
        return ("regex", value["REGEX"], name == "LOWER")
    return None


def _flag(vocab: Vocab, key: tuple, flags: dict[tuple, int | None]) -> int | None:
    if key not in flags:
        getter = InLower(key[1]) if key[0] == "in" else Searches(key[1], key[2])
        try:
            flags[key] = vocab.add_flag(getter)
        except ValueError:  # all 63 flag bits in use
            flags[key] = None
    return flags[key]


# A word test that marks the words a match may use: (column, values it may equal) or
# (column, None) for a flag or a boolean set, or (column, regex).
_Telling = tuple[int, "set[int] | re.Pattern | None"]


class Stretches:
    """``matcher(doc)`` run only over the stretches of ``doc`` where one of its patterns can match.

    Every word of a match passes a test on the word alone (a flag, its lower case, its
    shape...) that its pattern word makes. A word that passes none of the patterns'
    tests is in no match, so matches lie within runs of words that pass one, and
    matching each run alone finds them all: a pattern tests only the words it covers.
    On news a time pattern's words are a small share of the text, and the Matcher's
    cost grows with the words it steps through times its patterns. A run of one word is
    matched only if the word passes a test of a pattern that one word can match
    (most such runs are "the", "of" or a comma). Gives the matches ``matcher(doc)``
    gives, not in its order. ``patterns`` are the Matcher's (after
    :func:`flagged`); if a pattern word tests nothing of the word alone, or has an
    operator other than ``?``, ``*`` and ``+``, every Doc is matched whole.
    """

    def __init__(self, vocab: Vocab, matcher: Matcher, patterns: Mapping[str, list[Pattern]]) -> None:
        self.vocab = vocab
        self.matcher = matcher
        used = {str(attr).upper() for group in patterns.values() for p in group for spec in p for attr in spec}
        # The annotations the Matcher insists on: without them it is left to raise its error.
        self.needs = [IDS[a] for a in ("TAG", "POS", "MORPH", "LEMMA", "DEP") if a in used]
        self.tests = _stretch_tests(vocab, patterns)
        self.alone = _stretch_tests(vocab, patterns, longest=1) or {}
        self.columns = [ORTH, *sorted(self.tests or ())]
        # Word (ORTH) -> 0: no match uses it; 1: only with other words; 2: alone too.
        # Every test is on the word alone.
        self.known: dict[int, int] = {}

    def __call__(self, doc: Doc) -> list[tuple[int, int, int]]:
        n = len(doc)
        if self.tests is None or not n or not all(doc.has_annotation(a) for a in self.needs):
            return list(self.matcher(doc))
        out: list[tuple[int, int, int]] = []
        usable = self._usable(doc)
        for start, end in _runs(usable > 0):
            if end - start == 1 and usable[start] < 2:
                continue  # one word no one-word pattern takes
            out += [(key, start + s, start + e) for key, s, e in self.matcher(doc[start:end], allow_missing=True)]
        return out

    def _usable(self, doc: Doc) -> numpy.ndarray:
        """Whether a match may use each word of ``doc``: 0 no, 1 with other words, 2 alone too."""
        words = column(doc, ORTH).tolist()
        known = self.known
        if len(known) > _KNOWN_WORDS:
            known.clear()  # a long build meets ever more words; forget them now and then
        new = list(dict.fromkeys(w for w in words if w not in known))
        if new:
            # The tests read the word alone: a Doc of the new words reads as the article would.
            strings = self.vocab.strings
            table = Doc(self.vocab, words=[strings[w] for w in new]).to_array(self.columns)
            table = table.reshape(len(new), len(self.columns))
            found = self._passes(table, self.tests or {}).astype(numpy.int8) + self._passes(table, self.alone)
            known.update(zip(new, found.tolist()))
        return numpy.fromiter((known[w] for w in words), dtype=numpy.int8, count=len(words))

    def _passes(self, table: numpy.ndarray, tests: dict[int, list]) -> numpy.ndarray:
        """Whether each row's word passes one of ``tests`` (the table has :attr:`columns`)."""
        found = numpy.zeros(len(table), dtype=bool)
        for k, attr in enumerate(self.columns):
            for test in tests.get(attr, ()):
                found |= table[:, k] == 1 if test is None else self._passes_one(table[:, k], test)
        return found

    def _passes_one(self, column: numpy.ndarray, test: set[int] | re.Pattern) -> numpy.ndarray:
        values = column.tolist()
        if isinstance(test, re.Pattern):
            strings = self.vocab.strings
            test = {h for h in set(values) if test.search(strings[h])}
        # A set look-up a word: the columns are a Doc's new words, a few dozen, and numpy.isin
        # spent more on turning the pattern's whole set into an array each time than on them.
        return numpy.fromiter((v in test for v in values), dtype=bool, count=len(values))


# Words :class:`Stretches` remembers before it starts afresh.
_KNOWN_WORDS = 200_000


def _runs(usable: numpy.ndarray) -> list[tuple[int, int]]:
    """The runs of True in ``usable`` as (start, end).

    >>> _runs(numpy.array([True, True, False, False, True]))
    [(0, 2), (4, 5)]
    """
    at = numpy.flatnonzero(usable)
    if not len(at):
        return []
    breaks = numpy.flatnonzero(numpy.diff(at) > 1).tolist()
    starts = [int(at[0]), *(int(at[b + 1]) for b in breaks)]
    ends = [*(int(at[b]) + 1 for b in breaks), int(at[-1]) + 1]
    return list(zip(starts, ends))


def _stretch_tests(
    vocab: Vocab, patterns: Mapping[str, list[Pattern]], longest: int | None = None
) -> dict[int, list] | None:
    """Column -> the tests that mark a word a match may use (one a pattern word), or None;
    with ``longest``, of the patterns a match of that many words or fewer may come from."""
    tests: dict[int, list] = {}
    sets: dict[int, set[int]] = {}
    for group in patterns.values():
        for pattern in group:
            words = pattern
            if longest is not None:
                required = [spec for spec in pattern if spec.get("OP") in (None, "+")]
                if len(required) > longest:
                    continue
                # A match this short has every required word, so its words pass their tests.
                words = required if len(required) == longest else pattern
            for spec in words:
                telling = _telling(vocab, spec) if spec.get("OP") in (None, "?", "*", "+") else None
                if telling is None:
                    return None
                attr, test = telling
                if isinstance(test, set):
                    sets.setdefault(attr, set()).update(test)
                elif test not in tests.setdefault(attr, []):
                    tests[attr].append(test)
    for attr, values in sets.items():
        tests.setdefault(attr, []).append(values)
    return tests


# The word tests a pattern word is read by, most telling first (flag ids are ints).
_BY_WORD = ("LOWER", "ORTH", "TEXT", "SHAPE", "IS_DIGIT", "LIKE_NUM", "IS_TITLE")


def _telling(vocab: Vocab, spec: dict) -> _Telling | None:
    """One test of ``spec`` on the word alone that every word it matches passes, or None."""
    for attr, value in spec.items():
        if isinstance(attr, int) and value is True:
            return attr, None  # a flag of :func:`flagged`
    named = {str(k).upper(): v for k, v in spec.items() if isinstance(k, str)}
    for name in _BY_WORD:
        value = named.get(name)
        column = ORTH if name == "TEXT" else IDS[name]
        if value is True and name.startswith(("IS_", "LIKE_")):
            return column, None
        if isinstance(value, str) and not name.startswith(("IS_", "LIKE_")):
            return column, {vocab.strings.add(value)}
        if isinstance(value, dict) and len(value) == 1:
            ((op, arg),) = value.items()
            if op == "IN" and isinstance(arg, list) and all(isinstance(v, str) for v in arg):
                return column, {get_string_id(v) for v in arg}
            if op == "REGEX" and isinstance(arg, str):
                return column, re.compile(arg)
    return None
