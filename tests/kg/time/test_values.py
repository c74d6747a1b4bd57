import datetime as dt

import pytest

from kg.time.values import compatible, granularity, more_specific, parse_span, sort_key, value_interval


def test_intervals_keep_granularity():
    assert value_interval("1979") == (dt.date(1979, 1, 1), dt.date(1979, 12, 31))
    assert value_interval("2002-10") == (dt.date(2002, 10, 1), dt.date(2002, 10, 31))
    assert value_interval("2002-Q3") == (dt.date(2002, 7, 1), dt.date(2002, 9, 30))
    assert value_interval("2002-10-20T14:00") == (dt.date(2002, 10, 20),) * 2
    assert value_interval("P23Y") is None and value_interval("PAST_REF") is None


def test_compatible_and_more_specific():
    assert compatible("2002-W42", "2002-10-15") and not compatible("2002-W42", "2002-10-21")
    assert compatible(None, "1991")
    assert more_specific("2002-W42", "2002-10-15") == "2002-10-15"
    assert more_specific(None, "2002") == "2002"


def test_mixed_granularities_sort_by_start_then_coarser_first():
    values = ["2002", "2002-10-20", "2001-12-31", "2002-01-01", "199X"]
    assert sorted(values, key=sort_key) == ["199X", "2001-12-31", "2002", "2002-01-01", "2002-10-20"]
    assert granularity("2002-W42") == "week" and granularity("199X") == "decade"


def test_truncated_decade_and_century_values_read_like_their_x_forms():
    assert value_interval("199") == value_interval("199X") == (dt.date(1990, 1, 1), dt.date(1999, 12, 31))
    assert granularity("19") == "century" and granularity("199") == "decade"


@pytest.mark.parametrize(
    "value, timex_type, expected",
    [
        ("2002-10-20", "DATE", "day"),
        ("2002-10-20T14:00", "TIME", "time"),
        ("2002-10-20TMO", "TIME", "time"),
        ("XXXX-WXX-1TNI", "TIME", "time"),
        # a weekend is two days and a half six months: neither is a week nor a quarter
        ("2002-W42-WE", "DATE", "weekend"),
        ("2002-W42", "DATE", "week"),
        ("2002-H1", "DATE", "half"),
        ("2002-Q3", "DATE", "quarter"),
        ("2002-SU", "DATE", "season"),
        ("2002-WI", "DATE", "season"),
        ("2002-10", "DATE", "month"),
        ("2002", "DATE", "year"),
        ("199", "DATE", "decade"),
        ("199X", "DATE", "decade"),
        ("19", "DATE", "century"),
        ("19XX", "DATE", "century"),
        ("1XXX", "DATE", "millennium"),
        # unknown digits keep the granularity they state
        ("XXXX-XX-XX", "DATE", "day"),
        ("XXXX-WXX-1", "DATE", "day"),
        ("XXXX-10", "DATE", "month"),
        ("XXXX-SU", "DATE", "season"),
        ("XXXX-H2", "DATE", "half"),
        ("XXXX-WXX-WE", "DATE", "weekend"),
        ("BC0044", "DATE", "year"),
        ("P23Y", "DURATION", "duration"),
        ("P1WE", "SET", "set"),
        ("PRESENT_REF", "DATE", "ref"),
        ("", "DATE", "other"),
        ("soon", "DATE", "other"),
    ],
)
def test_one_granularity_vocabulary(value, timex_type, expected):
    assert granularity(value, timex_type) == expected


@pytest.mark.parametrize("value", ["2002-W42-WE", "2002-H1", "2002-SU", "2002-Q3", "199", "19", "1XXX", "2002-W42"])
def test_granularity_is_the_span_s_for_every_calendar_value(value):
    assert granularity(value) == parse_span(value).granularity
