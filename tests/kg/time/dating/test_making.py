"""A participle of making takes the date written on the thing it made (kg.time.dating.making),
on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime
from kg.time.dating.making import made_on
from tests.kg.time.dating.test_placement import _extraction, _times


def _participle(text: str, word: str, lemma: str, time: tuple[str, str]):
    ex = _extraction(text, [time], [{"word": word}], dct="1998-03-06")
    return replace(ex, events=(replace(ex.events[0], lemma=lemma),))


def test_the_accord_signed_by_is_signed_on_the_accords_date() -> None:
    ex = _participle(
        "It was laid down by the Feb 23 accord signed by Annan and Aziz", "signed", "sign", ("Feb 23", "1998-02-23")
    )
    assert made_on(ex, ex.events[0], {0: "1998-02-23"}) == "1998-02-23"
    assert _times(ex) == [EventTime("1998-02-23", "", "timex")]
    ex = _participle("A 1996 law named for him strengthened the embargo", "named", "name", ("1996", "1996"))
    assert made_on(ex, ex.events[0], {0: "1996"}) == "1996"


def test_a_participle_that_makes_nothing_or_a_time_not_on_its_noun_gives_no_date() -> None:
    ex = _participle("The 1998 deal criticised by unions collapsed", "criticised", "criticise", ("1998", "1998"))
    assert made_on(ex, ex.events[0], {0: "1998"}) is None
    # the time is a verb's, not written on the noun the participle follows
    ex = _participle(
        "They met on Feb 23 and the accord signed by Annan held", "signed", "sign", ("Feb 23", "1998-02-23")
    )
    assert made_on(ex, ex.events[0], {0: "1998-02-23"}) is None
