import datetime as dt

from kg.timex import compatible, granularity, more_specific, sort_key, value_interval


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
