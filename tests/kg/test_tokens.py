"""kg.tokens' column look-ups answer as numpy.isin does, for any words looked for."""

from __future__ import annotations

import numpy
from hypothesis import given
from hypothesis import strategies as st

from kg.tokens import among, positions

# String ids are 64-bit hashes: values past 2**63 must compare as unsigned, not as floats.
_IDS = st.integers(min_value=0, max_value=2**64 - 1)


@given(st.lists(_IDS, max_size=40), st.lists(_IDS, max_size=12))
def test_among_and_positions_are_isin(column: list[int], wanted: list[int]) -> None:
    col = numpy.array(column, dtype="uint64")
    # Words drawn from the column too, so that some are found.
    words = numpy.array(sorted(set(wanted) | set(column[::3])), dtype="uint64")
    expected = numpy.isin(col, words)
    assert among(col, words).tolist() == expected.tolist()
    assert positions(col, words) == numpy.flatnonzero(expected).tolist()


def test_nothing_looked_for_is_nowhere() -> None:
    col = numpy.array([1, 2**64 - 1], dtype="uint64")
    assert among(col, numpy.array([], dtype="uint64")).tolist() == [False, False]
    assert positions(numpy.array([], dtype="uint64"), numpy.array([3], dtype="uint64")) == []
