"""A time written in a coordination with another is half of when an event was.

"the vitriol that the issue aroused in the late 1980s and early 1990s": the arousing spans both,
neither the 1980s nor the 1990s alone is its time; "met on Monday and Tuesday" was on two days.
A pure function over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import Extraction

# The present, which a clause joined by "and" names: no second time of the first clause's event.
_NOW = re.compile(r"^(now|right now|today|tonight|currently|at present|at the moment)$", re.I)
# What joins two times of one coordination: "and", "or", at most "the" between. Not a comma or a
# preposition again: "He started Apple in 1976, and in 1984 the Macintosh was released" is two
# clauses, each with its own time.
_JOIN = re.compile(r"^\s+(and|or)\s+(the\s+)?$", re.I)


def coordinated(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` is joined to another of its sentence by "and"/"or" (module docstring)."""
    timex = ex.timex_spans[span]
    text = ex.article.text
    for other in ex.timex_spans:
        if other is timex or other.sentence != timex.sentence or _NOW.match(other.text.strip()):
            continue  # "ended the war four years ago and now are poised": two clauses
        if other.start >= timex.end and _JOIN.match(text[timex.end : other.start]):
            return True
        if other.end <= timex.start and _JOIN.match(text[other.end : timex.start]):
            return True
    return False
