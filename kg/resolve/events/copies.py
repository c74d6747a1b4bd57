"""Reported words that mark one event across articles: the same quote, the same copied sentence.

Outlets quote a speaker nearly word for word and run wire copy with small
edits. These are the text tests event coreference asks (and the keys it files
mentions under, so that only likely copies are compared).
"""

from __future__ import annotations

import functools
import re

from rapidfuzz import fuzz

SAME_QUOTE_RATIO = 85.0
SAME_SENTENCE_RATIO = 90.0
# Shorter sentences ("He said so.", "The company declined to comment.") recur in
# unrelated articles; a copied sentence of this length is one story.
SAME_SENTENCE_MIN_WORDS = 8
SENTENCE_KEY_WORDS = 4  # either side of the trigger, in a copied sentence's posting


QUOTE_KEY_WORDS = 3


def quote_keys(quote: str) -> tuple[str, str]:
    """What two reports of one quote share: its first or its last words.

    Outlets quote a speaker nearly word for word, but one may cut the start or
    the end, or change a word in the middle; :func:`alike` decides. Filed
    under its opening and its closing :data:`QUOTE_KEY_WORDS` words (case and
    punctuation aside), a quote is compared only with the speaker's quotes that
    begin or end the same way, not with every one: comparing all pairs is
    quadratic in a speaker's quotes, too slow for one quoted thousands of times. Reports that differ at both ends are
    not compared, and so stay two statements; so do a quote of one or two words
    and a longer one, which are rarely close enough to count as one anyway.

    >>> quote_keys("We will not give up, ever!")
    ('head:we will not', 'tail:give up ever')
    """
    words = _WORDS.findall(quote.lower())
    return ("head:" + " ".join(words[:QUOTE_KEY_WORDS]), "tail:" + " ".join(words[-QUOTE_KEY_WORDS:]))


_WORDS = re.compile(r"\w+")


def sentence_key(before: str, after: str, entities: frozenset[str]) -> str:
    """What two copies of one sentence share: the trigger, the words around it, its names.

    Up to :data:`SENTENCE_KEY_WORDS` words either side, not the sentence's
    ends, so a copy cut or edited at either end still meets the original,
    two triggers of one lemma in one sentence ("A said ... B said") are filed
    apart, and a common phrase ("Obama said the") does not file a speaker's
    every statement together. The names go in because they must agree anyway
    (see kg.resolve.events.coref).

    >>> sentence_key("On Tuesday the mayor of Paris", "said the bridge would reopen in May.", frozenset({"paris"}))
    'the mayor of paris said the bridge would reopen|paris'
    """
    words_before, words_after = _WORDS.findall(before.lower()), _WORDS.findall(after.lower())
    window = " ".join(words_before[-SENTENCE_KEY_WORDS:] + words_after[: SENTENCE_KEY_WORDS + 1])
    return window + "|" + " ".join(sorted(entities))


def alike(a: str, b: str, cutoff: float) -> bool:
    """Whether two texts are at least ``cutoff`` per cent alike (edit-distance ratio).

    >>> alike("we will win", "we will win!", SAME_QUOTE_RATIO), alike("yes", "no", SAME_QUOTE_RATIO)
    (True, False)
    """
    return fuzz.ratio(a, b, score_cutoff=cutoff) >= cutoff


def copied(a: str, b: str) -> bool:
    """Whether one side of a sentence (before or after its trigger) is a copy of the other,
    case and spacing aside.

    >>> copied("On Tuesday the mayor of  Paris", "on Tuesday the Mayor of Paris")
    True
    """
    return alike(_normal(a), _normal(b), SAME_SENTENCE_RATIO)


@functools.lru_cache(maxsize=1 << 14)  # a copied sentence meets several copies
def _normal(text: str) -> str:
    return " ".join(text.split()).lower()
