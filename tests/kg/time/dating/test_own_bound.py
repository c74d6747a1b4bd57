"""An event whose own time is a bound or vague takes no other time of its sentence
(kg.time.dating.own_bound), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.time.dating.own_bound import held_by_own_time
from kg.time.dating.relation import context
from kg.time.dating.usable import own_date, usable_candidates
from tests.kg.time.dating.test_placement import _extraction

_RALLY = "Thousands paid tribute to the men who launched the revolution {} in a rally Saturday"


def _launched(when: str, value: str):
    """The rally sentence, "launched" governing ``when`` (its time expression without "more than")."""
    return _extraction(
        _RALLY.format(when),
        [(when.removeprefix("more than "), value), ("Saturday", "2000-04-01")],
        [{"word": "paid", "tense": "past"}, {"word": "launched", "tense": "past", "timex": 0}],
        dct="2000-04-02",
    )


def _usable_spans(ex, index: int) -> list[int]:
    values = {n: t.value for n, t in enumerate(ex.timexes)}
    ev = ex.events[index]
    return [c.span for c in usable_candidates(ex, index, values, own_date(ex, ev), context(ex, values))]


def test_a_bound_of_its_own_keeps_a_neighbouring_day_off_the_event() -> None:
    ex = _launched("more than four decades ago", "1960")
    launched = ex.events[1]
    assert held_by_own_time(ex, launched)
    assert own_date(ex, launched) is None  # "more than four decades ago" is before 1960, not 1960
    assert 1 not in _usable_spans(ex, 1)  # nor is Saturday, the rally's, the launch's day


def test_a_vague_time_of_its_own_keeps_a_neighbouring_day_off_the_event() -> None:
    ex = _launched("decades ago", "PAST_REF")
    assert held_by_own_time(ex, ex.events[1])
    assert 1 not in _usable_spans(ex, 1)


def test_an_exact_time_of_its_own_or_none_leaves_the_choice_open() -> None:
    ex = _launched("in 1959", "1959")
    assert not held_by_own_time(ex, ex.events[1])
    assert _usable_spans(ex, 1) == [0, 1]  # its own year and Saturday: the learnt relation chooses
    unowned = replace(ex, events=(ex.events[0], replace(ex.events[1], timex=None)))
    assert not held_by_own_time(unowned, unowned.events[1])
    # a duration it governs bounds nothing: "fought for three days"
    lasting = replace(ex, timexes=(replace(ex.timexes[0], type="DURATION", value="P3D"), ex.timexes[1]))
    assert not held_by_own_time(lasting, lasting.events[1])
