"""A verb whose clause shares its ending with the next one takes that ending's setting
(kg.time.dating.gapping), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.time.dating.gapping import gapped_partner
from kg.time.dating.placement import _setting_date
from tests.kg.time.dating.test_placement import _extraction, _times


def _attack(text: str, second_tense: str = ""):
    ex = _extraction(
        text,
        [("Friday", "1998-08-07")],
        [
            {"word": "killed", "tense": "past"},
            {"word": "injured", "tense": second_tense},
            {"word": "attack", "nominal": True, "timex": 0},
        ],
        dct="1998-08-08",
    )
    return replace(ex, events=(*ex.events[:2], replace(ex.events[2], setting_of=1)))


def test_the_first_of_two_gapped_clauses_takes_the_setting_written_after_the_second() -> None:
    ex = _attack("Six people were killed and at least 58 injured in a car bomb attack on Friday")
    assert gapped_partner(ex, 0) == 1
    # the setting's own date, before the learnt relation is asked (which may or may not take it)
    assert _setting_date(ex, 0, ex.events[0]) == "1998-08-07"
    assert _times(ex)[0].value == "1998-08-07"


def test_a_second_verb_with_a_tense_or_a_clause_break_is_no_gap() -> None:
    # "and 58 were injured": a clause of its own, whose setting need not be the first one's
    ex = _attack("Six people were killed and at least 58 were injured in a car bomb attack on Friday", "past")
    assert gapped_partner(ex, 0) is None
    assert _setting_date(ex, 0, ex.events[0]) is None
    ex = _attack("Six people were killed; and at least 58 injured in a car bomb attack on Friday")
    assert gapped_partner(ex, 0) is None
