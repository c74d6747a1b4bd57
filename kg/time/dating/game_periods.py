"""A period of a game read as a period of the calendar.

"scored 17 unanswered points in the fourth quarter", "sank a free throw with 4:43 left in the
first half": the quarter or half of a match, not of the year; normalisation gives it the
calendar's (2012-Q4, 2013-H1), which dates no event (a March game shown in the second half of
the year before). A quarter or half is read as a game's when the words around it speak of play
(points scored, yards, rebounds, a touchdown, a game). Pure functions over an
:class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import Extraction
from kg.time.values import granularity

# A quarter, half or period told by its place: "the fourth quarter", "first half", "the final period".
_PLACE_IN_GAME = re.compile(
    r"\b(?:first|second|third|fourth|final|last|opening|closing)[\s-]+(?:quarter|half|period)\b", re.IGNORECASE
)
# Words of play near it (not "disk-drive", "goal-setting": whole words only).
_PLAY = re.compile(
    r"(?<![\w-])(?:touchdowns?|field\s+goals?|yards?|rebounds?|free\s+throws?|\d-pointers?|three-pointers?"
    r"|halftime|interceptions?|fumbled?|quarterbacks?|baskets?|dunks?|innings?|kick-?off|tip-?off"
    r"|scor(?:ed|ing|es)|games?|drives?|goals?)(?![\w-])",
    re.IGNORECASE,
)
_NEAR = 150


def game_period(ex: Extraction, number: int, value: str) -> bool:
    """Whether time ``number`` (calendar value ``value``) is a quarter or half of a game."""
    if granularity(value) not in ("quarter", "half"):
        return False
    span = ex.timex_spans[number]
    if not _PLACE_IN_GAME.search(span.text):
        return False
    text = ex.article.text
    return bool(_PLAY.search(text[max(0, span.start - _NEAR) : span.end + _NEAR]))
