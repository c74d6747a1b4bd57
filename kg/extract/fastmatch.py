"""Matcher patterns whose word lists and regexes are lexeme flags: same matches, less Python.

spaCy's Matcher checks ``{"LOWER": {"IN": [...]}}`` and ``{"TEXT": {"REGEX": ...}}``
by calling back into Python for every token at which a pattern may start;
on news text that was about 7% of the model's own parsing time. Both tests
depend only on the word itself, so they can be computed once per word in
the vocabulary as a lexeme flag (``Vocab.add_flag``), which the Matcher then
checks in C. Anything else in a pattern is passed through unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

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
