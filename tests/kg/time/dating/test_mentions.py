"""A later definite mention of a dated happening takes its date (kg.time.dating.mentions), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime
from kg.time.dating.mentions import earlier_mentions
from tests.kg.time.dating.test_placement import _extraction, _times


def _article(text: str, times: list[tuple[str, str]], nouns: list[str]):
    ex = _extraction(text, times, [{"word": w, "nominal": True} for w in nouns], dct="1998-11-20")
    # each noun is located by the words before it; its trigger is the noun alone, the last word
    nouns = [replace(e, trigger=e.trigger.split()[-1], start=e.end - len(e.trigger.split()[-1])) for e in ex.events]
    # the first mention governs the time written on it
    return replace(ex, events=(replace(nouns[0], timex=0), *nouns[1:]))


def test_a_later_mention_by_the_same_noun_takes_the_date_written_on_the_first() -> None:
    ex = _article(
        "Police sought him after the October 23 slaying of Barnett Slepian. A reward is offered for Slepian's slaying",
        [("October 23", "1998-10-23")],
        ["October 23 slaying", "Slepian's slaying"],
    )
    assert _times(ex)[1] == EventTime("1998-10-23", "", "narrative")


def test_no_date_when_two_mentions_disagree_or_the_mention_is_told_anew() -> None:
    # two dated bombings: "the bombing" is either
    ex = _article(
        "He fled after the January 29 bombing. He was linked to the July 27 bombing too. The bombing shocked the city",
        [("January 29", "1998-01-29"), ("July 27", "1996-07-27")],
        ["January 29 bombing", "July 27 bombing", "The bombing"],
    )
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], timex=1), ex.events[2]))
    assert _times(ex)[2] is None
    # "the decision to deny him a hearing" tells a decision anew: maybe another one
    ex = _article(
        "Thursday's decision was hailed. He criticised the decision to deny him a hearing",
        [("Thursday", "2000-06-01")],
        ["Thursday's decision", "the decision"],
    )
    assert _times(ex)[1] is None
    # an indefinite mention is another happening of the kind
    ex = _article(
        "After the October 23 slaying police were alert. A slaying in Canada followed",
        [("October 23", "1998-10-23")],
        ["October 23 slaying", "A slaying"],
    )
    placed = [ev.time for ev in ex.events]
    assert earlier_mentions(ex, placed)[1] is None
