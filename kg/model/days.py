"""Publication days as a reader writes them ("20 – 21 Oct 2002"), not as ISO values.

Every view of a story's span reads it from here: ``kg stories`` (:attr:`~kg.model.Story.span`,
:attr:`~kg.model.StoryRow.span`) and the pages (``exporters.story_nodes``), so that the terminal
and graph.html or timeline.html speak of one story's dates in the same words.
"""

from __future__ import annotations

from datetime import date

MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def day_span(first: str, last: str) -> str:
    """A span of publication days in words; one day alone; values that are not days as they are.

    >>> day_span("2002-10-20", "2002-10-21"), day_span("2008-09-14", "2008-11-02"), day_span("2008-12-30", "2009-01-02")
    ('20 – 21 Oct 2002', '14 Sep – 2 Nov 2008', '30 Dec 2008 – 2 Jan 2009')
    >>> day_span("2002-10-20", "2002-10-20"), day_span("2002-10", "2003"), day_span("", "")
    ('20 Oct 2002', '2002-10 – 2003', '')
    """
    if not first:
        return ""
    last = last or first
    try:
        a, b = date.fromisoformat(first), date.fromisoformat(last)
    except ValueError:  # not two days: shown as they are
        return first if first == last else f"{first} – {last}"
    if a == b:
        return f"{a.day} {MONTHS[a.month - 1]} {a.year}"
    if (a.year, a.month) == (b.year, b.month):
        return f"{a.day} – {b.day} {MONTHS[a.month - 1]} {a.year}"
    if a.year == b.year:
        return f"{a.day} {MONTHS[a.month - 1]} – {b.day} {MONTHS[b.month - 1]} {a.year}"
    return f"{a.day} {MONTHS[a.month - 1]} {a.year} – {b.day} {MONTHS[b.month - 1]} {b.year}"
