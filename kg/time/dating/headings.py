"""Times that date the article, not its events: a dateline's and a date line's.

"RABAT, Sept. 11 -" and "June 4, 2009" under a headline say when the article was written
(:mod:`kg.time.publication`), not when any of its events happened, and no event takes its
date from them. (An undated statement once took the last day named before it; a reported
event with no time of its own is now only bounded by the report: "on or before" it.)
"""

from __future__ import annotations

from kg.model import Extraction

# A line with no more words than this besides its time expression, and no full stop, is a heading
# ("June 4, 2009", "Published 10:30 GMT, Sept. 9"), not a sentence: its time is the article's.
HEADING_WORDS = 4


def heading_time(ex: Extraction, start: int, end: int) -> bool:
    """Whether the time expression at ``start:end`` dates the article itself: it is in the dateline
    ("RABAT, Sept. 11 -") or on a line of a few words of its own (a date line under the headline).

    >>> from kg.model import Article, PublicationDate
    >>> ex = Extraction(Article("a", "Quake hits\\nJune 4, 2009\\nThe quake hit on June 3, 2009."), PublicationDate(None), ())
    >>> heading_time(ex, 11, 23), heading_time(ex, 43, 55)
    (True, False)
    """
    if ex.dateline is not None and ex.dateline.start <= start < ex.dateline.end:
        return True
    text = ex.article.text
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end == -1 else line_end
    line = text[line_start:line_end].strip()
    rest = text[line_start:start] + " " + text[end:line_end]
    return len(rest.split()) <= HEADING_WORDS and not line.endswith((".", "!", "?", '"', "”", "'"))
