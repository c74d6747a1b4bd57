"""Times that an event names but does not happen at: where a change started, what is expected.

* The start of a change: "visitors jumped from fewer than 100,000 in 1980 to more than 300,000
  last year" (the jump is not of 1980; it ends last year), "the decline accelerated in the past
  two weeks, from a price of $8 a share on Oct. 9" (the decline is not of Oct. 9).
* What an expectation or a hope is about: "the closing, which is expected in December", "is
  expected to see that grow in the current year", "hopes to win its first seats this
  September": the expecting is the present of the report, the time is the expected happening's.

Pure functions over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# An amount: words with a figure in them, commas only between digits ("fewer than 100,000").
_AMOUNT = r"(?:[^,;()\d]|\d|(?<=\d),(?=\d))*?\d(?:[^,;()]|(?<=\d),(?=\d))*?"
_FROM_QUANTITY = re.compile(r"\bfrom\s+" + _AMOUNT + r"\s(in|on|at)\s+(the\s+)?$", re.I)
_TO_AFTER = re.compile(r"^(?:[^,;()]|(?<=\d),(?=\d)){0,60}?\s(to|through)\s+([a-z]+\s+){0,2}[$#£€]?\d", re.I)
# A figure written right after "from", then its time: "from a price of $8 a share on Oct. 9",
# "from 4.1 percent in December". The time is the earlier figure's, whether or not a "to" follows;
# not "bought shares from Fiat for $10 million on Monday", where words stand between.
_FROM_FIGURE = re.compile(
    r"\bfrom\s+((a|an|the)\s+(price|level|high|low|record|peak|rate|total)\s+of\s+"
    r"|(about|nearly|almost|roughly|around|more\s+than|less\s+than|fewer\s+than)\s+)?"
    r"[$#£€]?\d[\d.,]*(\s+(million|billion|trillion|%|percent|cents?|points?|a\s+share|per\s+share|shares))*"
    r"\s+(in|on|at|during)\s+(the\s+)?$",
    re.I,
)
# Verbs of expecting or hoping: what follows them is the expected or hoped-for, not their own time.
EXPECTING = frozenset(
    {"expect", "anticipate", "forecast", "project", "foresee", "hope", "wish", "want", "intend", "aim"}
)


def change_start(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` dates the start of a change written "from <amount> in <time> to ...",
    or the time of a figure right after "from" ("declined from a price of $8 on Oct. 9")."""
    timex = ex.timex_spans[span]
    text = ex.article.text
    begin, end = ex.sentences[timex.sentence]
    before = text[max(begin, timex.start - 60) : timex.start]
    if _FROM_FIGURE.search(before):
        return True
    return bool(_FROM_QUANTITY.search(before) and _TO_AFTER.match(text[timex.end : min(end, timex.end + 70)]))


def expected_time(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span``, written after expecting verb ``ev`` in its sentence, is what is
    expected ("is expected in December")."""
    timex = ex.timex_spans[span]
    return not ev.nominal and ev.lemma in EXPECTING and timex.sentence == ev.sentence and timex.start >= ev.end
