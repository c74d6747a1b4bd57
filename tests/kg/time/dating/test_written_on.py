"""A time written on a noun event is its own in any clause; a harm verb joined by "and" shares the
happening's day (kg.time.dating.usable, .modifiers, .placement), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime
from kg.time.dating.modifiers import modifies
from tests.kg.time.dating.test_placement import _extraction, _times


def test_a_possessive_time_is_the_nouns_own_inside_what_is_said() -> None:
    # "said last month's discovery": written on the discovery, the time is its own, whatever the clause
    # (an "against" before it reads as a comparison's base, the time right after a saying as the saying's).
    ex = _extraction(
        "Investigators would not divulge the evidence against Kopp but said last month's discovery of a rifle was a breakthrough",
        [("last month", "1999-04")],
        [
            {"word": "divulge", "tense": "past", "factuality": "negated"},
            {"word": "said", "tense": "past", "timeml_class": "REPORTING"},
            {"word": "discovery", "nominal": True},
        ],
        dct="1999-05-07",
    )
    divulge, said, discovery = ex.events
    ex = replace(ex, events=(divulge, replace(said, event_class="statement"), replace(discovery, timex=0)))
    times = _times(ex)
    assert times[2] == EventTime("1999-04", "", "timex")
    assert times[1] != EventTime("1999-04", "", "timex")  # the saying is not of last month


def test_a_comparisons_possessive_time_dates_its_own_noun() -> None:
    ex = _extraction(
        "It had a loss in the quarter, compared with a year-earlier loss of $26,956",
        [("year-earlier", "1988-Q3")],
        [{"word": "loss of", "nominal": True, "timex": 0}],
        dct="1989-11-02",
    )
    assert _times(ex) == [EventTime("1988-Q3", "", "timex")]


def test_an_abbreviation_between_a_time_and_its_noun_keeps_it_the_nouns() -> None:
    text = "He was arrested over last year's deadly U.S. Embassy blasts in Kenya"
    ex = _extraction(text, [("last year", "1998")], [{"word": "blasts", "nominal": True}])
    # one sentence (the helper splits at every ". ")
    ex = replace(
        ex,
        sentences=((0, len(text)),),
        timex_spans=tuple(replace(s, sentence=0) for s in ex.timex_spans),
        events=tuple(replace(e, sentence=0) for e in ex.events),
    )
    assert modifies(ex, 0, ex.events[0])
    # three words of a clause between are no modifiers: "This year's results included a gain"
    ex = _extraction(
        "This year's results included a gain", [("This year", "1989")], [{"word": "gain", "nominal": True}]
    )
    assert not modifies(ex, 0, ex.events[0])


def test_a_harm_verb_joined_by_and_takes_the_happenings_day() -> None:
    text = "He fled after the January 1998 bombing of a clinic that killed an off-duty officer and maimed a nurse"
    ex = _extraction(
        text,
        [("January 1998", "1998-01")],
        [
            {"word": "bombing", "nominal": True},
            {"word": "killed", "tense": "past"},
            {"word": "maimed", "tense": "past"},
        ],
    )
    at = text.index("clinic")
    killed, maimed = (
        replace(e, lemma=lemma, subject_span=(at, at + 6)) for e, lemma in zip(ex.events[1:], ("kill", "maim"))
    )
    ex = replace(ex, events=(ex.events[0], killed, maimed))
    assert _times(ex)[1:] == [EventTime("1998-01", "", "timex")] * 2
    # "and then praised the police" is no harm the bombing did
    text = "He fled after the January 1998 bombing of a clinic that killed an officer and praised the police"
    ex = _extraction(
        text,
        [("January 1998", "1998-01")],
        [
            {"word": "bombing", "nominal": True},
            {"word": "killed", "tense": "past"},
            {"word": "praised", "tense": "past"},
        ],
    )
    ex = replace(
        ex,
        events=(
            ex.events[0],
            replace(ex.events[1], lemma="kill", subject_span=(at, at + 6)),
            replace(ex.events[2], lemma="praise", subject_span=(at, at + 6)),
        ),
    )
    assert _times(ex)[2] != EventTime("1998-01", "", "timex")


def test_a_harm_verb_after_who_was_takes_the_happenings_day_when_the_parse_gave_it_no_subject() -> None:
    # "the 1995 shooting of Dr. Short, who was wounded": the wounding was the shooting's
    def placed(text: str):
        ex = _extraction(
            text, [("1995", "1995")], [{"word": "shooting", "nominal": True}, {"word": "wounded", "tense": "past"}]
        )
        return _times(replace(ex, events=(ex.events[0], replace(ex.events[1], lemma="wound"))))[1]

    assert placed("Kopp was charged in the 1995 shooting of Hugh Short, who was wounded in the elbow") == EventTime(
        "1995", "", "timex"
    )
    # no relative pronoun, no antecedent: "... shooting of Hugh Short; a guard was wounded"
    assert placed("Kopp was charged in the 1995 shooting of Hugh Short; a guard was wounded") != EventTime(
        "1995", "", "timex"
    )
