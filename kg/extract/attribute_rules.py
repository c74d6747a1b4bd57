"""The pipeline's attribute ruler matched by grouping words, not with spaCy's Matcher: same matches, sooner."""

from __future__ import annotations

import re
from typing import Any, cast

import numpy
from spacy.attrs import DEP, IS_SPACE, LOWER, NORM, ORTH, TAG
from spacy.language import Language
from spacy.pipeline import AttributeRuler
from spacy.strings import get_string_id
from spacy.tokens import Doc
from spacy.vocab import Vocab

from kg.tokens import among

# Token attributes an attribute-ruler pattern may test here, read by Doc.to_array as the
# Matcher reads them; "TEXT" is the Matcher's name for ORTH.
_COLUMNS = {"TAG": TAG, "LOWER": LOWER, "DEP": DEP, "ORTH": ORTH, "TEXT": ORTH, "NORM": NORM, "IS_SPACE": IS_SPACE}
# A word test: (column, "eq" | "in" | "not_in" | "regex", value)
_Test = tuple[int, str, object]


class RuleMatches:
    """What an ``AttributeRuler``'s ``match`` returns, found without its Matcher.

    The small English pipelines' ruler holds well over a hundred one-word rules ("TAG NN:
    POS NOUN, Number=Sing"); spaCy's Matcher steps every rule through every word, a large
    share of the whole pipeline's time (see benchmarks/RESULTS.md). Here the words are
    grouped once a Doc by tag and by lower case, and a rule that names a tag (or else a
    lower case) tests only the words of that group; the few other rules are tested on the
    Doc's columns as arrays. Same matches
    in the same order, so ``set_annotations`` sets the same attributes; built by
    :func:`fast_attribute_ruler` only when every rule is of a kind it reads.
    """

    def __init__(self, vocab: Vocab, rules: list[tuple[int, int, list[list[list[_Test]]]]]) -> None:
        self.vocab = vocab
        self.rules = rules  # (rule number, its match id, its patterns: words: tests)
        used = {test[0] for _, _, patterns in rules for p in patterns for word in p for test in word}
        self.columns = sorted(used | {TAG, LOWER})
        # An "in" or "not_in" test's words as a sorted array (kg.tokens.among), made when first used.
        self.sorted: dict[frozenset[int], numpy.ndarray] = {}

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
            found: set[tuple[int, int]] = set()
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
                    words = cast("frozenset[int]", value)
                    wanted = self.sorted.get(words)
                    if wanted is None:
                        wanted = self.sorted[words] = numpy.asarray(sorted(words), dtype=column.dtype)
                    hit &= among(column, wanted) == (op == "in")
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
        patterns: list[list[list[_Test]]] = []
        for pattern in cast("list[list[dict[str, Any]]]", rule["patterns"]):
            found = [_word_tests(ruler.vocab, spec) for spec in pattern]
            words = [w for w in found if w is not None]
            if not words or len(words) < len(found):
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
