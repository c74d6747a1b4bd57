"""The pipeline's attribute ruler matched by grouping words, not with spaCy's Matcher: same matches, sooner."""

from __future__ import annotations

import re
from typing import Any, cast

import numpy
from spacy.attrs import DEP, IS_SPACE, LOWER, NORM, ORTH, TAG
from spacy.errors import Errors
from spacy.language import Language
from spacy.pipeline import AttributeRuler
from spacy.strings import get_string_id
from spacy.tokens import Doc
from spacy.tokens._retokenize import set_token_attrs
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
        # A regex test's answer by word (string hash): the same words recur from Doc to Doc.
        self.searched: dict[re.Pattern[str], dict[int, bool]] = {}
        # Each one-word pattern's anchor and its other tests: the words of the anchor's group
        # pass the anchor by being in it, so only the rest is tested a word (most have none).
        self.plans = [
            (number, match_id, [(p, _split_anchor(p[0]) if len(p) == 1 else None) for p in patterns])
            for number, match_id, patterns in rules
        ]

    def __call__(self, doc: Doc) -> list[tuple[int, int, int, int]]:
        n = len(doc)
        if not n:
            return []
        table = doc.to_array(self.columns).reshape(n, len(self.columns))
        arrays = {attr: table[:, k] for k, attr in enumerate(self.columns)}
        values = {attr: column.tolist() for attr, column in arrays.items()}
        groups = {TAG: _positions(arrays[TAG]), LOWER: _positions(arrays[LOWER])}
        out: list[tuple[int, int, int, int]] = []
        for number, match_id, plan in self.plans:
            found: set[tuple[int, int]] = set()
            for pattern, split in plan:
                if split is not None:
                    anchor, rest = split
                    words = groups[anchor[0]].get(anchor[2], ())  # type: ignore[call-overload]
                    found.update((i, i + 1) for i in (self._passing(values, words, rest) if rest else words))
                else:
                    found.update(self._spans(arrays, n, pattern))
            out += [(number, match_id, s, e) for s, e in found]
        out.sort()
        return out

    def _passing(self, values: dict[int, list[int]], words: list[int], tests: list[_Test]) -> list[int]:
        """The ``words`` (positions) that pass every one of ``tests``."""
        if len(tests) == 1 and tests[0][1] != "regex":
            # Most rules test one thing besides their anchor: read its column straight.
            attr, op, value = tests[0]
            column = values[attr]
            if op == "eq":
                return [i for i in words if column[i] == value]
            if op == "in":
                return [i for i in words if column[i] in value]  # type: ignore[operator]
            return [i for i in words if column[i] not in value]  # type: ignore[operator]
        return [i for i in words if self._word(values, i, tests)]

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

    def _searched(self, pattern: re.Pattern[str], words: list[int]) -> list[bool]:
        """Whether ``pattern`` is found in each of ``words`` (string hashes)."""
        known = self.searched.setdefault(pattern, {})
        if len(known) > _KNOWN_WORDS:
            known.clear()  # a long build meets ever more words; forget them now and then
        strings = self.vocab.strings
        out = []
        for h in words:
            found = known.get(h)
            if found is None:
                found = known[h] = pattern.search(strings[h]) is not None
            out.append(found)
        return out

    def _spans(self, arrays: dict[int, numpy.ndarray], n: int, pattern: list[list[_Test]]) -> list[tuple[int, int]]:
        size = len(pattern)
        if size > n:
            return []
        hit = numpy.ones(n - size + 1, dtype=bool)
        searches: list[tuple[int, int, re.Pattern[str]]] = []
        for offset, tests in enumerate(pattern):
            for attr, op, value in tests:
                column = arrays[attr][offset : offset + n - size + 1]
                if op == "eq":
                    hit &= column == value
                elif op == "regex":
                    searches.append((offset, attr, cast("re.Pattern[str]", value)))
                else:
                    words = cast("frozenset[int]", value)
                    wanted = self.sorted.get(words)
                    if wanted is None:
                        wanted = self.sorted[words] = numpy.asarray(sorted(words), dtype=column.dtype)
                    hit &= among(column, wanted) == (op == "in")
        # A regex is searched last, and only in the words still in a match: the pattern's other
        # tests leave few, and each distinct word is asked once.
        for offset, attr, regex in searches:
            at = numpy.flatnonzero(hit)
            if not len(at):
                break
            distinct, where = numpy.unique(arrays[attr][at + offset], return_inverse=True)
            hit[at] = numpy.asarray(self._searched(regex, distinct.tolist()), dtype=bool)[where]
        return [(s, s + size) for s in numpy.flatnonzero(hit).tolist()]


# Words a regex test's memory (RuleMatches.searched) holds before it starts afresh.
_KNOWN_WORDS = 200_000


def _positions(column: numpy.ndarray) -> dict[int, list[int]]:
    """Each value of ``column`` -> the positions holding it, in order (one sort, not a step a word).

    >>> _positions(numpy.array([7, 3, 7, 7]))
    {3: [1], 7: [0, 2, 3]}
    """
    order = numpy.argsort(column, kind="stable")
    ordered = column[order]
    cuts = (numpy.flatnonzero(ordered[1:] != ordered[:-1]) + 1).tolist()
    positions = order.tolist()
    starts, ends = [0, *cuts], [*cuts, len(positions)]
    return {key: positions[s:e] for key, s, e in zip(ordered[starts].tolist(), starts, ends)}


def _split_anchor(tests: list[_Test]) -> tuple[_Test, list[_Test]] | None:
    """A word's :func:`_anchor` and its other tests, or None when it has no anchor."""
    anchor = _anchor(tests)
    if anchor is None:
        return None
    at = tests.index(anchor)
    return anchor, tests[:at] + tests[at + 1 :]


def _anchor(tests: list[_Test]) -> _Test | None:
    """The word's test that picks its group: an equality on the lower case, else on the tag.
    A word's group (its own spelling) is a few words of a Doc, a tag's may be a third of it."""
    for attr in (LOWER, TAG):
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
            pipe.set_annotations = RuleAnnotations(pipe)  # type: ignore[method-assign]


class RuleAnnotations:
    """An ``AttributeRuler``'s ``set_annotations``: each match's attributes set on its word, in
    the matches' order, as spaCy's own does, without the Span and the Token objects spaCy makes
    a match to find that word (several a match, over a hundred thousand matches in a few hundred
    articles). A class, not a closure, so the pipeline still pickles.
    """

    def __init__(self, ruler: AttributeRuler) -> None:
        self.ruler = ruler

    def __call__(self, doc: Doc, matches: list[tuple[int, int, int, int]]) -> None:
        attrs, indices = self.ruler.attrs, self.ruler.indices
        for attr_id, match_id, start, end in matches:
            index = indices[attr_id]
            at = (start if index >= 0 else end) + index
            if not start <= at < end:
                span = [t.text for t in doc[start:end]]
                patterns = self.ruler.matcher.get(self.ruler.vocab.strings[match_id])
                raise ValueError(Errors.E1001.format(patterns=patterns, span=span, index=index))
            set_token_attrs(doc[at], attrs[attr_id])


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
