"""The day a story calls "today" when its lead names it (kg.time.normalise.today)."""

import datetime as dt

from kg.model import TimexSpan
from kg.time.normalise.narrative import normalise_all
from kg.time.normalise.today import story_today

PUBLISHED = dt.date(2011, 3, 10)  # a Thursday


def _spans(text: str, words: list[str]) -> list[TimexSpan]:
    """Time expressions ``words`` located in ``text``, one sentence a line."""
    spans = []
    for w in words:
        at = text.index(w)
        spans.append(TimexSpan(at, at + len(w), w, text[:at].count("\n"), "past"))
    return spans


LEAD = (
    "Harbour board outlines dredging plan\n"
    "At a meeting at 10:00 UTC, March 7th, the chair of the board, which sold its ferry earlier today, "
    "outlined a plan.\n"
    "She described the events of today as a turning point, and yesterday's vote as a mistake."
)


def test_the_lead_that_names_a_day_and_calls_it_today_sets_the_storys_today() -> None:
    spans = _spans(LEAD, ["10:00 UTC, March 7th", "earlier today", "today", "yesterday"])
    assert story_today(spans, PUBLISHED) == dt.date(2011, 3, 7)
    values = [t.value for t in normalise_all(spans, PUBLISHED)]
    assert values[1:] == ["2011-03-07", "2011-03-07", "2011-03-06"]  # not the 10th and the 9th


def test_today_stays_the_publication_day_without_such_a_lead() -> None:
    # the day is named after "today", or weeks before publication, or not by its month and day
    for text, words in [
        ("The mayor today said the March 7 vote was a mistake.", ["today", "March 7"]),
        ("On February 7 the board, which sold its ferry earlier today, met.", ["February 7", "earlier today"]),
        ("On Monday the board, which sold its ferry earlier today, met.", ["Monday", "earlier today"]),
    ]:
        spans = _spans(text, words)
        assert story_today(spans, PUBLISHED) is None
        assert "2011-03-10" in [t.value for t in normalise_all(spans, PUBLISHED)]
