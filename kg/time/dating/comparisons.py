"""A time a comparison is made with dates only what the comparison names.

"sales rose 43% in February compared to the same period last year, as the automaker outsold
rivals": last year's February is the base the rise is measured against, no time of the rise nor
of the outselling after it. "net was $306 million, compared with a loss of $195 million in the 1988
period", "compared with a year-earlier loss": the loss, inside the comparison, was then. A pure function over an
:class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# The words that open a comparison, then at most four words before its time: "compared to the
# same period last year", "compared with earnings a year earlier", "versus a year ago".
_COMPARED = re.compile(
    r"\b(compared\s+(to|with)|in\s+comparison\s+(to|with)|as\s+against|versus|vs\.?)\s+([^\s,;:.()]+\s+){0,4}$", re.I
)


def outside_comparison(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` is the base of a comparison (module docstring) and ``ev`` is not
    written inside that comparison: then the time is not ``ev``'s."""
    timex = ex.timex_spans[span]
    begin = max(ex.sentences[timex.sentence][0], timex.start - 80)
    found = _COMPARED.search(ex.article.text, begin, timex.start)
    if found is None:
        return False
    end = ex.sentences[timex.sentence][1]
    closed = _CLOSE.search(ex.article.text, timex.end, end)
    end = closed.start() if closed else end
    return not (ev.sentence == timex.sentence and found.start() <= ev.start and ev.end <= end)


# What ends the comparison after its time ("a year-earlier loss of $26,956, as ...").
_CLOSE = re.compile(r"[,;:()]|\s--?\s")
