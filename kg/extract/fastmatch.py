"""Matching spaCy patterns with less Python: same matches, sooner.

spaCy's Matcher checks ``{"LOWER": {"IN": [...]}}`` and ``{"TEXT": {"REGEX": ...}}``
by calling back into Python for every token at which a pattern may start;
on news text that was about 7% of the model's own parsing time. Both tests
depend only on the word itself, so they can be computed once per word in
the vocabulary as a lexeme flag (``Vocab.add_flag``), which the Matcher then
checks in C (:func:`flagged`). Anything else in a pattern is passed through unchanged.

The pipeline's attribute ruler, a Matcher of one-word rules on tags, is matched by
grouping words instead (:func:`fast_attribute_ruler`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import numpy
from spacy.attrs import DEP, IS_SPACE, LOWER, NORM, ORTH, TAG
from spacy.language import Language
from spacy.pipeline import AttributeRuler
from spacy.strings import get_string_id
from spacy.tokens import Doc
from spacy.vocab import Vocab

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


# Token attributes an attribute-ruler pattern may test here, read by Doc.to_array as the
# Matcher reads them; "TEXT" is the Matcher's name for ORTH.
_COLUMNS = {"TAG": TAG, "LOWER": LOWER, "DEP": DEP, "ORTH": ORTH, "TEXT": ORTH, "NORM": NORM, "IS_SPACE": IS_SPACE}
# A word test: (column, "eq" | "in" | "not_in" | "regex", value)
_Test = tuple[int, str, object]


class RuleMatches:
    """What an ``AttributeRuler``'s ``match`` returns, found without its Matcher.

    The small English pipelines' ruler holds about 180 one-word rules ("TAG NN: POS NOUN,
    Number=Sing"); spaCy's Matcher steps every rule through every word, which made the ruler
    a fifth of the whole pipeline's time. Here the words are grouped once a Doc by tag and by
    lower case, and a rule that names a tag (or else a lower case) tests only the words of
    that group; the few other rules are tested on the Doc's columns as arrays. Same matches
    in the same order, so ``set_annotations`` sets the same attributes; built by
    :func:`fast_attribute_ruler` only when every rule is of a kind it reads.
    """

    def __init__(self, vocab: Vocab, rules: list[tuple[int, int, list[list[list[_Test]]]]]) -> None:
        self.vocab = vocab
        self.rules = rules  # (rule number, its match id, its patterns: words: tests)
        used = {test[0] for _, _, patterns in rules for p in patterns for word in p for test in word}
        self.columns = sorted(used | {TAG, LOWER})

    def __call__(self, doc: Doc) -> list[tuple[int, int, int, int]]:
        n = len(doc)
        if not n:
            return []
        table = doc.to_array(self.columns).reshape(n, len(self.columns))
        arrays = {attr: table[:, k] for k, attr in enumerate(self.columns)}
        values = {attr: column.tolist() for attr, column in arrays.items()}
        groups: dict[int, dict[int, list[int]]] = {TAG: {}, LOWER: {}}
        for attr, group in groups.items():
            for i, value in enumerate(values[attr]):
                group.setdefault(value, []).append(i)
        out: list[tuple[int, int, int, int]] = []
        for number, match_id, patterns in self.rules:
            found: set[int] = set()
            for pattern in patterns:
                if len(pattern) == 1 and (anchor := _anchor(pattern[0])) is not None:
                    words = groups[anchor[0]].get(anchor[2], ())  # type: ignore[call-overload]
                    found.update((i, i + 1) for i in words if self._word(values, i, pattern[0]))
                else:
                    found.update(self._spans(arrays, n, pattern))
            out += [(number, match_id, s, e) for s, e in found]
        out.sort()
        return out

    def _word(self, values: dict[int, list[int]], i: int, tests: list[_Test]) -> bool:
        for attr, op, value in tests:
            v = values[attr][i]
            if op == "eq":
                ok = v == value
            elif op == "regex":
                ok = value.search(self.vocab.strings[v]) is not None  # type: ignore[attr-defined]
            else:
                ok = (v in value) == (op == "in")  # type: ignore[operator]
            if not ok:
                return False
        return True

    def _spans(self, arrays: dict[int, numpy.ndarray], n: int, pattern: list[list[_Test]]) -> list[tuple[int, int]]:
        size = len(pattern)
        if size > n:
            return []
        hit = numpy.ones(n - size + 1, dtype=bool)
        for offset, tests in enumerate(pattern):
            for attr, op, value in tests:
                column = arrays[attr][offset : offset + n - size + 1]
                if op == "eq":
                    hit &= column == value
                elif op == "regex":
                    strings = self.vocab.strings
                    keep = [h for h in numpy.unique(column).tolist() if value.search(strings[h])]  # type: ignore[attr-defined]
                    hit &= numpy.isin(column, numpy.asarray(keep, dtype=column.dtype))
                else:
                    hit &= numpy.isin(column, numpy.asarray(sorted(value), dtype=column.dtype)) == (op == "in")  # type: ignore[call-overload]
        return [(s, s + size) for s in numpy.flatnonzero(hit).tolist()]


def _anchor(tests: list[_Test]) -> _Test | None:
    """The word's test that picks its group: an equality on the tag, else on the lower case."""
    for attr in (TAG, LOWER):
        for test in tests:
            if test[0] == attr and test[1] == "eq":
                return test
    return None


def fast_attribute_ruler(nlp: Language) -> None:
    """Give each attribute ruler of ``nlp`` a :class:`RuleMatches` for its ``match``: the same
    matches, without the Matcher. A ruler with a rule of another kind (an operator, an
    extension, a test on another attribute) keeps its Matcher. Meant for pipelines kg loaded
    itself, like :func:`kg.extract.nlp.hash_lemma_index`.
    """
    for _, pipe in nlp.pipeline:
        if isinstance(pipe, AttributeRuler):
            rules = _rules(pipe)
            if rules is not None:
                pipe.match = RuleMatches(pipe.vocab, rules)  # type: ignore[method-assign]


def _rules(ruler: AttributeRuler) -> list[tuple[int, int, list[list[list[_Test]]]]] | None:
    rules = []
    for number, rule in enumerate(ruler.patterns):
        patterns = []
        for pattern in rule["patterns"]:
            words = [_word_tests(ruler.vocab, spec) for spec in pattern]
            if not words or any(w is None for w in words):
                return None
            patterns.append(words)
        rules.append((number, ruler.vocab.strings.add(str(number)), patterns))
    return rules


def _word_tests(vocab: Vocab, spec: dict) -> list[_Test] | None:
    """One pattern word's tests, with values as the Matcher compares them; None for another kind."""
    tests: list[_Test] = []
    for key, value in spec.items():
        attr = _COLUMNS.get(key.upper()) if isinstance(key, str) else None
        if attr is None:
            return None
        if isinstance(value, bool):
            tests.append((attr, "eq", int(value)))
        elif isinstance(value, str) and attr != IS_SPACE:
            tests.append((attr, "eq", vocab.strings.add(value)))
        elif isinstance(value, dict) and len(value) == 1 and attr != IS_SPACE:
            ((op, arg),) = value.items()
            if op in ("IN", "NOT_IN") and isinstance(arg, list) and all(isinstance(v, str) for v in arg):
                tests.append((attr, op.lower(), frozenset(get_string_id(v) for v in arg)))
            elif op == "REGEX" and isinstance(arg, str) and attr != TAG and attr != DEP:
                tests.append((attr, "regex", re.compile(arg)))
            else:
                return None
        else:
            return None
    return tests
