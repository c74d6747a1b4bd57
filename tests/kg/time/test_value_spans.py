"""TimeML values as intervals, precision and chronological order."""

from __future__ import annotations

from datetime import date

import pytest

from kg.time.values import known_fields, parse_span
from kg.time.values import span_sort_key as sort_key


@pytest.mark.parametrize(
    ("value", "start", "end", "granularity"),
    [
        ("2002-10-20", date(2002, 10, 20), date(2002, 10, 20), "day"),
        ("2002-10-20T14:00", date(2002, 10, 20), date(2002, 10, 20), "day"),
        ("2002-10", date(2002, 10, 1), date(2002, 10, 31), "month"),
        ("2004-02", date(2004, 2, 1), date(2004, 2, 29), "month"),
        ("2002-W42", date(2002, 10, 14), date(2002, 10, 20), "week"),
        ("2002-W42-WE", date(2002, 10, 19), date(2002, 10, 20), "weekend"),
        ("2002-Q4", date(2002, 10, 1), date(2002, 12, 31), "quarter"),
        ("2002-WI", date(2002, 12, 1), date(2003, 2, 28), "season"),
        ("1991", date(1991, 1, 1), date(1991, 12, 31), "year"),
        ("199X", date(1990, 1, 1), date(1999, 12, 31), "decade"),
        ("19XX", date(1900, 1, 1), date(1999, 12, 31), "century"),
    ],
)
def test_parse_span(value: str, start: date, end: date, granularity: str) -> None:
    span = parse_span(value)
    assert span is not None
    assert (span.start, span.end, span.granularity) == (start, end, granularity)


@pytest.mark.parametrize("value", ["", None, "PRESENT_REF", "2002-13", "2002-W54", "0000", "soon"])
def test_unplaceable_values(value: str | None) -> None:
    assert parse_span(value) is None


def test_known_fields_keep_real_precision() -> None:
    assert known_fields("1979", parse_span("1979")) == {"year": 1979}
    assert known_fields("1979-05", parse_span("1979-05")) == {"year": 1979, "month": 5}
    assert known_fields("1979-05-04", parse_span("1979-05-04")) == {"year": 1979, "month": 5, "day": 4}


def test_sort_key_coarser_first_on_same_start_undated_last() -> None:
    values = ["2002-01-15", "2002", "2001-12-31", "2002-01", None, "199X"]
    ordered = sorted(values, key=lambda v: sort_key(parse_span(v)))
    assert ordered == ["199X", "2001-12-31", "2002", "2002-01", "2002-01-15", None]
