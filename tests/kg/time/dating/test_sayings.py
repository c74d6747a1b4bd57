"""The day a one-day report's statements were made, given to a bare "said" (kg.time.dating.sayings),
on hand-made records."""

from __future__ import annotations

from kg.model import EventTime
from tests.kg.time.dating.test_placement import _extraction
from tests.kg.time.dating.test_story import BOUND, _statements, _times

WEDNESDAY = "2009-06-03"  # the day before publication (2009-06-04)
SAYINGS = (
    "The minister said on Wednesday the talks had failed. Crowds gathered in the square. "
    "Soldiers were seen near the palace. {last}"
)


# What each statement says (a hand-made record has none unless given).
_SAID = {"said": "the talks had failed", "told": "it was ready", "denied": "it would strike"}


def _report(last: str, *more: dict, times: tuple[tuple[str, str], ...] = ()) -> list[EventTime | None]:
    """Times placed in a report whose one dated statement is Wednesday's, ending with ``last``."""
    words = [{"word": "said", "tense": "past", "timex": 0}, {"word": "gathered", "tense": "past"}, *more]
    ex = _extraction(SAYINGS.format(last=last), [("Wednesday", WEDNESDAY), *times], words)
    return _times(_statements(ex, "said", "told", "denied", "reported", reported=_SAID))


def test_a_bare_statement_of_a_one_day_report_takes_its_day() -> None:
    times = _report("A spokesman told reporters the army was ready", {"word": "told", "tense": "past"})
    assert times[2] == EventTime(WEDNESDAY, "", "narrative")


def test_a_quote_attribution_takes_the_day() -> None:
    times = _report("``We will not wait,'' the general denied", {"word": "denied", "tense": "past"})
    assert times[2] == EventTime(WEDNESDAY, "", "narrative")


def test_a_statement_told_as_earlier_keeps_its_bound() -> None:
    for last in ("Earlier, the union denied it would strike", "The union had denied it would strike"):
        assert _report(last, {"word": "denied", "tense": "past"})[2] == BOUND


def test_an_act_that_is_no_statement_keeps_its_bound() -> None:
    assert _report("The army moved troops to the border", {"word": "moved", "tense": "past"})[2] == BOUND


def test_a_statement_that_says_nothing_keeps_its_bound() -> None:
    # "reported a 39% loss": figures published, no saying of the day's exchange
    assert _report("The airline reported a 39% loss", {"word": "reported", "tense": "past"})[2] == BOUND


def test_statements_dated_on_two_days_date_no_bare_one() -> None:
    last = "The premier told parliament on Monday the deal was off. Rain fell. A spokesman denied the army was ready"
    more = ({"word": "told", "tense": "past", "timex": 1}, {"word": "denied", "tense": "past"})
    times = _report(last, *more, times=(("Monday", "2009-06-01"),))
    assert times[2] == EventTime("2009-06-01", "", "timex")
    assert times[3] == BOUND


def test_a_report_looking_back_on_an_earlier_day_dates_no_bare_statement() -> None:
    text = "The minister said on Monday the talks had failed. Crowds gathered. A spokesman told reporters it was over"
    words = [
        {"word": "said", "tense": "past", "timex": 0},
        {"word": "gathered", "tense": "past"},
        {"word": "told", "tense": "past"},
    ]
    ex = _statements(_extraction(text, [("Monday", "2009-06-01")], words), "said", "told", reported=_SAID)
    assert _times(ex)[2] == BOUND
