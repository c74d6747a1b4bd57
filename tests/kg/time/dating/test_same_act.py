"""A speaker's next statement that names an occasion of its own does not go on with the dated act
before it (kg.time.dating.same_act), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime
from tests.kg.time.dating.test_continuation import _times, _with_speakers
from tests.kg.time.dating.test_placement import _extraction


def test_telling_an_audience_after_another_dated_act_is_its_own_occasion() -> None:
    # The reward was announced on Monday; the envoys were told at a meeting the sentence does not date.
    text = (
        "Albright announced on Monday a reward for the bombers. "
        "Albright told African envoys that she hoped to visit Kenya. "
        "Albright also said the bombings would not stop the new ties"
    )
    ex = _extraction(
        text,
        [("Monday", "1998-08-10")],
        [
            {"word": "announced", "tense": "past", "timex": 0},
            {"word": "told", "tense": "past"},
            {"word": "said", "tense": "past"},
        ],
        dct="1998-08-11",
    )
    ex = _with_speakers(ex, ["Albright"], [(0,), (0,), (0,)])
    told = replace(ex.events[1], lemma="tell", object="envoys")
    ex = replace(ex, events=(replace(ex.events[0], lemma="announce"), told, replace(ex.events[2], lemma="say")))
    bound = EventTime("1998-08-11", "before", "tense")
    assert _times(ex)[1:] == [bound, bound]  # the telling ends the Monday account: "also said" is the meeting's
    # without the audience the telling goes on with the announcement, as before
    ex = replace(ex, events=(ex.events[0], replace(told, object=""), ex.events[2]))
    assert _times(ex)[1:] == [EventTime("1998-08-10", "", "narrative")] * 2


def test_a_quotation_right_after_goes_on_whatever_audience_it_names() -> None:
    text = "Akhanouch said on Tuesday that families would get aid. 'No family will be left,' Akhanouch told parliament"
    ex = _extraction(
        text,
        [("Tuesday", "2023-09-12")],
        [{"word": "said", "tense": "past", "timex": 0}, {"word": "told", "tense": "past"}],
        dct="2023-09-12",
    )
    ex = _with_speakers(ex, ["Akhanouch"], [(0,), (0,)])
    told = replace(ex.events[1], lemma="tell", object="parliament", quote="No family will be left")
    ex = replace(ex, events=(replace(ex.events[0], lemma="say"), told))
    assert _times(ex)[1] == EventTime("2023-09-12", "", "narrative")


def test_a_statement_at_an_occasion_the_dated_sentence_does_not_name_keeps_its_bound() -> None:
    text = "Lee said on Monday the port would grow. Lee said at a news conference that costs fell"
    ex = _extraction(
        text,
        [("Monday", "2011-03-07")],
        [{"word": "said", "tense": "past", "timex": 0}, {"word": "said at", "tense": "past"}],
        dct="2011-03-10",
    )
    ex = _with_speakers(ex, ["Lee"], [(0,), (0,)])
    assert _times(ex)[1] == EventTime("2011-03-10", "before", "tense")
    # the same occasion named in both sentences goes on
    text = "Lee said at a news conference on Monday the port would grow. Lee added at the conference that costs fell"
    ex = _extraction(
        text,
        [("Monday", "2011-03-07")],
        [{"word": "said", "tense": "past", "timex": 0}, {"word": "added", "tense": "past"}],
        dct="2011-03-10",
    )
    ex = _with_speakers(ex, ["Lee"], [(0,), (0,)])
    assert _times(ex)[1] == EventTime("2011-03-07", "", "narrative")


def test_after_a_dated_act_that_is_no_statement_the_speakers_telling_goes_on() -> None:
    # "Later Thursday, two cousins sought support on Capitol Hill. One of them told a news conference"
    text = "Lee sought support on Thursday at the capitol. Lee told a news conference that the law would help"
    ex = _extraction(
        text,
        [("Thursday", "2000-02-10")],
        [{"word": "sought", "tense": "past", "timex": 0}, {"word": "told", "tense": "past"}],
        dct="2000-02-11",
    )
    ex = _with_speakers(ex, ["Lee"], [(0,), (0,)])
    ex = replace(
        ex,
        events=(
            replace(ex.events[0], lemma="seek", event_class="other"),
            replace(ex.events[1], lemma="tell", object="conference"),
        ),
    )
    assert _times(ex)[1] == EventTime("2000-02-10", "", "narrative")


def test_a_statement_as_the_medium_or_an_occasion_in_what_is_said_goes_on() -> None:
    # "in a joint statement" is how the announcement was made; "in remarks made last week" is
    # what the newspaper reports, not where it said it
    for second in ("In a joint statement Lee said the flights would start", "Lee said Kim spoke in remarks to a club"):
        ex = _extraction(
            "Lee announced on Friday new flights to Bombay. " + second,
            [("Friday", "1998-02-13")],
            [{"word": "announced", "tense": "past", "timex": 0}, {"word": "said", "tense": "past"}],
            dct="1998-02-14",
        )
        ex = _with_speakers(ex, ["Lee"], [(0,), (0,)])
        assert _times(ex)[1] == EventTime("1998-02-13", "", "narrative"), second


def test_quotation_marks_in_the_text_make_the_next_sentence_a_quotation() -> None:
    text = "Castro declared on Wednesday that Elian would return. ``It is three days,'' Castro told the students"
    ex = _extraction(
        text,
        [("Wednesday", "2000-04-05")],
        [{"word": "declared", "tense": "past", "timex": 0}, {"word": "told", "tense": "past"}],
        dct="2000-04-06",
    )
    ex = _with_speakers(ex, ["Castro"], [(0,), (0,)])
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], lemma="tell", object="students")))
    assert _times(ex)[1] == EventTime("2000-04-05", "", "narrative")


def test_a_quotation_cut_in_two_sentences_still_goes_on() -> None:
    text = (
        "Alarcon said on Wednesday the homes were no place for Elian. "
        "``Practically everyone there has been in prison in the U.S. "
        "That is not good for the child,'' Alarcon told reporters in Havana"
    )
    ex = _extraction(
        text,
        [("Wednesday", "2000-02-09")],
        [{"word": "said", "tense": "past", "timex": 0}, {"word": "told", "tense": "past"}],
        dct="2000-02-10",
    )
    ex = _with_speakers(ex, ["Alarcon"], [(0,), (0,)])
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], lemma="tell", object="reporters")))
    assert _times(ex)[1] == EventTime("2000-02-09", "", "narrative")
