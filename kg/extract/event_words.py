"""Which words are events: a table learnt from annotated news (ECB+ training topics).

Most nouns are not events ("table", "house"), most verbs are, and some words
are events in one part of speech only. The table gives, for a lemma and its
coarse part of speech, how often annotators marked it as an event; a lemma
the table has not seen falls back on its suffix ("-tion", "-ment") and then
on its part of speech. ``training/event_words.py`` rebuilds it from the
evaluation kit, byte for byte.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

# Parts of speech the table decides for (spaCy's coarse tags).
POS_TAGS = ("NOUN", "PROPN", "VERB", "ADJ")
# Derivational endings that mark nominalised happenings ("-tion", "-ment") or
# mark a noun as a thing or a quality ("-ness", "-ist"); longest first, so a
# word takes its most specific one.
SUFFIXES = tuple(
    sorted(
        set(
            "tion sion ment ure al ing ance ence age ery ism ity sis ade ness ist er or ee ship hood "
            "cy ive ous ful less able ible ed en ize ise ify".split()
        ),
        key=lambda s: (-len(s), s),
    )
)
_FILE = "event_words.json"


@dataclass(frozen=True)
class EventWords:
    """P(event | word) by lemma, suffix and part of speech, and the cut-off above which a word is one."""

    threshold: float
    pos: dict[str, float]
    suffix: dict[str, dict[str, float]]
    lemma: dict[str, dict[str, float]]

    def probability(self, pos: str, lemma: str) -> float:
        """How often a word like this one is an event: its own rate if seen, else its suffix's, else its POS's."""
        seen = self.lemma.get(pos, {}).get(lemma)
        if seen is not None:
            return seen
        by_suffix = self.suffix.get(pos, {}).get(suffix_of(lemma))
        return by_suffix if by_suffix is not None else self.pos.get(pos, 0.0)

    def is_event(self, pos: str, lemma: str) -> bool:
        """Whether a word of this lemma and coarse POS reads as an event.

        >>> words = EventWords(0.5, {"NOUN": 0.1}, {"NOUN": {"tion": 0.7}}, {"NOUN": {"table": 0.0}})
        >>> words.is_event("NOUN", "evacuation"), words.is_event("NOUN", "table"), words.is_event("NOUN", "chair")
        (True, False, False)
        """
        return self.probability(pos, lemma) >= self.threshold


@lru_cache(maxsize=1 << 16)  # a few thousand lemmas make most of news; each was 30 endswith calls
def suffix_of(lemma: str) -> str:
    """The longest listed ending of ``lemma`` that leaves a stem of 3 letters or more, or "".

    >>> suffix_of("evacuation"), suffix_of("sing"), suffix_of("table")
    ('tion', '', '')
    """
    for suffix in SUFFIXES:
        if lemma.endswith(suffix) and len(lemma) - len(suffix) >= 3:
            return suffix
    return ""


def from_json(data: dict) -> EventWords:
    """The table as written by the training script."""
    return EventWords(float(data["threshold"]), data["pos"], data["suffix"], data["lemma"])


@cache
def event_words() -> EventWords:
    """The packaged table, read once (it is a constant of the package, like the lexicons)."""
    text = resources.files("kg.extract").joinpath("data", _FILE).read_text(encoding="utf-8")
    return from_json(json.loads(text))
