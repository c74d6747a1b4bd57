"""Placing events in time on hand-made records: each evidence step, and narrative order."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from kg.model import Article, EventMention, EventTime, Extraction, PublicationDate, Timex, TimexSpan
from kg.time.dating.placement import place_events
from kg.time.dating.relation import FEATURES, RelationModel


def _extraction(text: str, times: list[tuple[str, str]], events: list[dict], dct: str | None = "2009-06-04"):
    """An article of one-line sentences (split at ". "), with time expressions given as
    (text, value) and events as keyword dicts (``word`` locates the trigger)."""
    sentences, start = [], 0
    for part in text.split(". "):
        sentences.append((start, start + len(part)))
        start += len(part) + 2
    sentence_of = lambda at: next(n for n, (a, b) in enumerate(sentences) if a <= at <= b)  # noqa: E731
    spans, timexes = [], []
    for words, value in times:
        at = text.index(words)
        spans.append(TimexSpan(at, at + len(words), words, sentence_of(at)))
        timexes.append(Timex(at, at + len(words), words, sentence_of(at), "DATE", value, "day"))
    made = []
    for spec in events:
        spec = {"factuality": "fact", "timeml_class": "OCCURRENCE", **spec}
        word = spec.pop("word")
        at = text.index(word)
        made.append(EventMention(at, at + len(word), word, word, "other", sentence_of(at), **spec))
    return Extraction(
        article=Article("a", text),
        dct=PublicationDate(dct, "metadata"),
        sentences=tuple(sentences),
        timex_spans=tuple(spans),
        timexes=tuple(timexes),
        events=tuple(made),
    )


def _times(ex: Extraction) -> list[EventTime | None]:
    return [ev.time for ev in place_events(ex).events]


def test_the_time_expression_the_trigger_governs_is_exact() -> None:
    ex = _extraction(
        "The king declared mourning on Saturday", [("Saturday", "2009-05-30")], [{"word": "declared", "timex": 0}]
    )
    assert _times(ex) == [EventTime("2009-05-30", "", "timex")]


def test_the_learnt_relation_dates_an_event_by_its_sentence_time() -> None:
    ex = _extraction(
        "In March 2008, the company posted a loss",
        [("March 2008", "2008-03")],
        [{"word": "posted", "tense": "past"}, {"word": "loss", "nominal": True}],
    )
    assert _times(ex) == [EventTime("2008-03", "", "relation"), EventTime("2008-03", "", "relation")]


def test_of_a_day_and_its_hour_one_is_taken() -> None:
    ex = _extraction(
        "At a conference at 16:15 on June 1st the chief outlined a plan",
        [("16:15", "2009-06-01T16:15"), ("June 1st", "2009-06-01")],
        [{"word": "outlined", "tense": "past"}],
    )
    (time,) = _times(ex)
    assert time is not None and time.value.startswith("2009-06-01") and time.source == "relation"


def test_a_bounding_time_is_not_the_sentence_time() -> None:
    ex = _extraction(
        "The company posted its first loss since 1992",
        [("1992", "1992")],
        [{"word": "posted", "tense": "past"}],
    )
    assert _times(ex) == [EventTime("2009-06-04", "before", "tense")]


def test_a_past_event_is_not_dated_after_publication_by_its_sentence() -> None:
    ex = _extraction(
        "The company said the plant closed, and jobs go in 2012",
        [("2012", "2012")],
        [{"word": "closed", "tense": "past"}],
    )
    assert _times(ex) == [EventTime("2009-06-04", "before", "tense")]


def test_the_day_a_statement_is_made_is_not_the_day_of_what_it_reports() -> None:
    # "At least 82 were killed, officials said as dawn broke Saturday": killed on Friday.
    ex = _extraction(
        "At least 82 were killed, officials said as dawn broke on Saturday",
        [("Saturday", "2009-05-30")],
        [
            {"word": "killed", "tense": "past"},
            {"word": "said", "tense": "past", "timex": 0, "timeml_class": "REPORTING"},
        ],
    )
    assert _times(ex) == [EventTime("2009-06-04", "before", "tense"), EventTime("2009-05-30", "", "timex")]


def test_tense_bounds_against_publication() -> None:
    ex = _extraction(
        "It closed. It has closed. It closes. It is closing. It will close. It could close",
        [],
        [
            {"word": "closed", "tense": "past"},
            {"word": "has closed", "tense": "perfect"},
            {"word": "closes", "tense": "present"},
            {"word": "is closing", "tense": "progressive"},
            {"word": "will close", "tense": "future"},
            {"word": "could close", "tense": ""},
        ],
    )
    assert [(t.value, t.bound) if t else None for t in _times(ex)] == [
        ("2009-06-04", "before"),
        ("2009-06-04", "before"),
        ("2009-06-04", "around"),
        ("2009-06-04", "around"),
        ("2009-06-04", "after"),
        None,
    ]


def test_future_and_hypothetical_factuality() -> None:
    ex = _extraction(
        "It plans to close. If it closed, jobs would go",
        [],
        [
            {"word": "close", "tense": "present", "factuality": "future"},
            {"word": "closed", "tense": "past", "factuality": "hypothetical"},
        ],
    )
    assert _times(ex) == [EventTime("2009-06-04", "after", "tense"), None]


def test_no_publication_date_no_tense_bound() -> None:
    ex = _extraction("The company closed the plant", [], [{"word": "closed", "tense": "past"}], dct=None)
    assert _times(ex) == [None]


def test_an_event_after_another_is_not_before_its_date() -> None:
    # "After the quake on Friday, the king declared mourning": the declaration is
    # on or before publication, and not before the quake.
    ex = _extraction(
        "After the quake on Friday the king declared mourning",
        [("Friday", "2009-05-29")],
        [{"word": "quake", "nominal": True, "timex": 0}, {"word": "declared", "tense": "past", "after_of": 0}],
    )
    assert _times(ex)[1] == EventTime("2009-06-04", "before", "tense", earliest="2009-05-29")


def test_an_undated_event_after_another_is_on_or_after_its_date() -> None:
    ex = _extraction(
        "After the quake on Friday mourning followed",
        [("Friday", "2009-05-29")],
        [{"word": "quake", "nominal": True, "timex": 0}, {"word": "mourning", "nominal": True, "after_of": 0}],
    )
    assert _times(ex)[1] == EventTime("2009-05-29", "after", "order")


def test_an_inferred_date_against_the_narrative_order_gives_way() -> None:
    # the sentence names March 2008, but the event is said to follow one of 2009
    ex = _extraction(
        "The merger closed in 2009. In March 2008, after the merger, the firm posted figures",
        [("2009", "2009"), ("March 2008", "2008-03")],
        [{"word": "merger closed", "tense": "past", "timex": 0}, {"word": "posted", "tense": "past", "after_of": 0}],
    )
    assert _times(ex)[1] == EventTime("2009", "after", "order")


def test_an_event_before_another_is_not_after_it() -> None:
    ex = _extraction(
        "Before the vote on Sunday the parties campaigned",
        [("Sunday", "2009-05-31")],
        [{"word": "vote", "nominal": True, "timex": 0}, {"word": "campaigned", "tense": "past", "before_of": 0}],
    )
    assert _times(ex)[1] == EventTime("2009-05-31", "before", "order")


def test_the_own_date_stands_against_the_order() -> None:
    ex = _extraction(
        "After the vote on Sunday the party had met on Friday",
        [("Sunday", "2009-05-31"), ("Friday", "2009-05-29")],
        [{"word": "vote", "nominal": True, "timex": 0}, {"word": "met", "tense": "past", "timex": 1, "after_of": 0}],
    )
    assert _times(ex)[1] == EventTime("2009-05-29", "", "timex")


def test_a_governed_time_after_publication_is_not_a_past_events_day() -> None:
    # "declared a dividend, payable Dec. 1": the day is the payment's, not the declaration's.
    ex = _extraction(
        "The company declared a dividend payable Dec. 1",
        [("Dec. 1", "2009-12-01")],
        [{"word": "declared", "timex": 0, "tense": "past", "factuality": "fact"}],
    )
    assert _times(ex) == [EventTime("2009-06-04", "before", "tense")]


def test_a_bound_a_stretch_opens_is_not_the_events_day() -> None:
    ex = _extraction(
        "It has been independent since 1901",
        [("1901", "1901")],
        [{"word": "independent", "timex": 0, "tense": "present"}],
    )
    assert _times(ex) == [EventTime("2009-06-04", "around", "tense")]


def test_a_headline_in_the_present_tells_the_past() -> None:
    # "Morocco declares mourning" over an article that says it was declared on Saturday.
    ex = _extraction(
        "Morocco declares mourning\nThe king declared mourning",
        [],
        [{"word": "declares", "tense": "present"}, {"word": "king", "tense": "present"}],
    )
    ex = replace(
        ex, sentences=((0, 25), (26, len(ex.article.text))), events=(ex.events[0], replace(ex.events[1], sentence=1))
    )
    assert [t.bound if t else None for t in _times(ex)] == ["before", "around"]


def test_by_structure_a_noun_and_a_possessive_time_keep_to_their_clause() -> None:
    # "Morocco accepted offers on Sunday": the offers came before; "the toll from Friday's quake
    # rose to 2,862": Friday is the quake's.
    ex = _extraction(
        "Morocco accepted offers on Sunday. The toll from Friday's quake rose to 2,862",
        [("Sunday", "2009-05-31"), ("Friday", "2009-05-29")],
        [
            {"word": "accepted", "tense": "past", "timex": 0},
            {"word": "offers", "nominal": True},
            {"word": "quake", "nominal": True, "timex": 1},
            {"word": "rose", "tense": "past"},
        ],
    )
    times = _times(ex)
    assert times[0] == EventTime("2009-05-31", "", "timex")
    assert times[1] is None or times[1].bound  # not the acceptance's Sunday
    assert times[3] == EventTime("2009-06-04", "before", "tense")  # not Friday, nor Sunday's sentence


def test_a_possessive_time_is_its_nouns_own() -> None:
    # "After Friday's quake, the king spoke": Friday is the quake's, whatever verb governs it.
    ex = _extraction(
        "After Friday's deadly quake, the king spoke",
        [("Friday", "2009-05-29")],
        [{"word": "quake", "nominal": True}, {"word": "spoke", "tense": "past", "after_of": 0}],
    )
    times = _times(ex)
    assert times[0] == EventTime("2009-05-29", "", "relation") or times[0] == EventTime("2009-05-29", "", "timex")
    assert times[1] is not None and times[1].bound == "before"


def test_what_a_statement_reports_does_not_take_the_statements_day() -> None:
    # "said on Tuesday that families who lost their homes would get aid": Tuesday is the saying's.
    text = "The minister said on Tuesday that families who lost their homes would get aid"
    ex = _extraction(
        text,
        [("Tuesday", "2009-06-02")],
        [
            {"word": "said", "tense": "past", "timex": 0, "reported": "families who lost their homes would get aid"},
            {"word": "lost", "tense": "past"},
        ],
    )
    ex = replace(ex, events=(replace(ex.events[0], event_class="statement"), ex.events[1]))
    times = _times(ex)
    assert times[0] == EventTime("2009-06-02", "", "timex")
    assert times[1] == EventTime("2009-06-04", "before", "tense")


def test_a_time_right_after_a_statement_verb_is_the_statements() -> None:
    # "said on Monday it had accepted help": the parse may give Monday to "accepted".
    text = "The government said on Monday it had accepted help"
    ex = _extraction(
        text,
        [("Monday", "2009-06-01")],
        [{"word": "said", "tense": "past"}, {"word": "accepted", "tense": "perfect", "timex": 0}],
    )
    ex = replace(ex, events=(replace(ex.events[0], event_class="statement"), ex.events[1]))
    assert _times(ex) == [EventTime("2009-06-01", "", "timex"), EventTime("2009-06-04", "before", "tense")]


def test_a_statement_a_dated_statement_reports_is_not_dated_by_it() -> None:
    # "said Tuesday his government told U.S. officials": the telling came before the saying
    text = "Castro said Tuesday his government told officials it is worried"
    ex = _extraction(
        text,
        [("Tuesday", "2009-06-02")],
        [{"word": "said", "tense": "past"}, {"word": "told", "tense": "past", "timex": 0}],
    )
    said, told = ex.events
    ex = replace(
        ex,
        events=(
            replace(said, event_class="statement", reported="his government told officials it is worried"),
            replace(told, event_class="statement", reported="it is worried"),
        ),
    )
    assert _times(ex) == [EventTime("2009-06-02", "", "timex"), EventTime("2009-06-04", "before", "tense")]


def test_a_time_after_that_or_a_modifier_stays_with_what_is_reported() -> None:
    for text, when in (
        ("The minister said that on Monday the army withdrew", "Monday"),
        ("The firm said third-quarter income dropped", "third-quarter"),
        ("Police said last month's raid ended", "last month"),
    ):
        word, subject = text.split()[-1], text.split()[-2]  # a time in a noun phrase dates its verb via the subject
        at = text.index(f"{subject} {word}")
        subject_span = (at, at + len(subject))
        ex = _extraction(
            text,
            [(when, "2009-06-01")],
            [{"word": "said", "tense": "past"}, {"word": word, "timex": 0, "subject_span": subject_span}],
        )
        ex = replace(ex, events=(replace(ex.events[0], event_class="statement"), replace(ex.events[1], tense="past")))
        times = _times(ex)
        assert times[0] is None or times[0].source != "timex", text  # not taken as the saying's own
        assert times[1] == EventTime("2009-06-01", "", "timex"), text


def test_a_usable_governed_time_is_taken_whatever_its_distance() -> None:
    # The parse gives "Last week" to "asked" and it passes every check of the clause: it is the
    # asking's own time, however far the appositions put it from the verb.
    ex = _extraction(
        "Last week, the director, on an official visit to Mexico, asked the authorities to join the hunt",
        [("Last week", "2000-W02")],
        [{"word": "asked", "tense": "past", "timex": 0, "timeml_class": "I_ACTION"}],
        dct="2000-01-21",
    )
    assert _times(ex) == [EventTime("2000-W02", "", "timex")]


def test_a_bare_clock_time_on_a_day_nothing_near_names_dates_nothing() -> None:
    # "at 10 p.m." took its day from the story's last date (April 8, when a rifle was found),
    # not from the night of the shooting, which this paragraph does not name.
    text = "On April 8, investigators found a rifle near the house. It went to a laboratory. He was shot at 10 p.m."
    ex = _extraction(
        text,
        [("April 8", "1999-04-08"), ("10 p.m.", "1999-04-08T22:00")],
        [{"word": "found", "tense": "past", "timex": 0}, {"word": "shot", "tense": "past", "timex": 1}],
        dct="1999-04-19",
    )
    assert _times(ex) == [EventTime("1999-04-08", "", "timex"), EventTime("1999-04-19", "before", "tense")]
    # The day its sentence (or the one before) names, and the night before publication, stand.
    near = text.replace("It went to a laboratory. ", "")
    ex = _extraction(
        near,
        [("April 8", "1999-04-08"), ("10 p.m.", "1999-04-08T22:00")],
        [{"word": "found", "tense": "past", "timex": 0}, {"word": "shot", "tense": "past", "timex": 1}],
        dct="1999-04-19",
    )
    assert _times(ex)[1] == EventTime("1999-04-08T22:00", "", "timex")
    ex = _extraction(
        "Rescuers dug through the night. The quake struck at 11:11 p.m. local time",
        [("11:11 p.m. local time", "2023-09-08T23:11")],
        [{"word": "struck", "tense": "past", "timex": 0}],
        dct="2023-09-09",
    )
    assert _times(ex) == [EventTime("2023-09-08T23:11", "", "timex")]


def test_a_time_written_on_a_noun_is_its_own_among_many() -> None:
    # "the Oct. 23 sniper shooting" is dated Oct. 23 however many times the sentence names.
    ex = _extraction(
        "Police spoke. By Monday, after a week of searching since Friday, police in 1998 and 1999 linked him to the October 23 sniper shooting",
        [
            ("Monday", "1998-11-02"),
            ("Friday", "1998-10-30"),
            ("1998", "1998"),
            ("1999", "1999"),
            ("October 23", "1998-10-23"),
        ],
        [{"word": "shooting", "nominal": True}],
        dct="1998-11-03",
    )
    assert _times(ex) == [EventTime("1998-10-23", "", "timex")]


def test_a_harm_verb_takes_the_day_written_on_the_happening_that_did_it() -> None:
    text = "He is charged in the 1996 bombing that killed one person"
    ex = _extraction(
        text, [("1996", "1996")], [{"word": "bombing", "nominal": True}, {"word": "killed", "tense": "past"}]
    )
    at = text.index("bombing")
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], lemma="kill", subject_span=(at, at + 7))))
    assert _times(ex)[1] == EventTime("1996", "", "timex")
    # the relative clause on the happening's "of" phrase: what it did to the clinic's people
    text = "He fled after the January 1998 bombing of a clinic that killed a guard"
    ex = _extraction(
        text, [("January 1998", "1998-01")], [{"word": "bombing", "nominal": True}, {"word": "killed", "tense": "past"}]
    )
    at = text.index("clinic")
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], lemma="kill", subject_span=(at, at + 6))))
    assert _times(ex)[1] == EventTime("1998-01", "", "timex")
    # a verb of what followed is not of that day: "the 1996 bombing that led to new laws"
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], lemma="lead")))
    assert _times(ex)[1] == EventTime("2009-06-04", "before", "tense")


def test_a_time_of_the_sentence_before_never_outranks_one_of_the_events_own() -> None:
    text = "Saturday marks four weeks. The doctor was shot after he returned home on the night of Friday, Oct. 23"
    ex = _extraction(
        text,
        [("Saturday", "1998-11-21"), ("Friday, Oct. 23", "1998-10-23")],
        [{"word": "shot", "tense": "past"}, {"word": "returned", "tense": "past", "timex": 1}],
        dct="1998-11-21",
    )
    assert _times(ex)[0] != EventTime("1998-11-21", "", "relation")


def test_a_statement_in_a_dated_writing_is_of_its_date() -> None:
    text = "'We object to the moves,' the father said in the letter, dated Monday"
    ex = _extraction(text, [("Monday", "2000-02-14")], [{"word": "said", "tense": "past"}], dct="2000-02-16")
    ex = replace(ex, events=(replace(ex.events[0], event_class="statement"),))
    assert _times(ex) == [EventTime("2000-02-14", "", "timex")]
    # a date in what is said is not the saying's own (the learnt relation may still weigh it)
    text = "The father said the letter he sent was dated Monday"
    ex = _extraction(text, [("Monday", "2000-02-14")], [{"word": "said", "tense": "past"}], dct="2000-02-16")
    ex = replace(ex, events=(replace(ex.events[0], event_class="statement"),))
    assert _times(ex)[0].source != "timex"


def test_a_time_of_the_sentence_before_is_not_the_events_by_likelihood_alone() -> None:
    text = "In the year-earlier quarter, the tax credit was $3.3 million. Sales rose 8% to $368.5 million"
    ex = _extraction(
        text, [("the year-earlier quarter", "1988-Q3")], [{"word": "rose", "tense": "past"}], dct="1989-10-27"
    )
    # a relation sure of every candidate: only the structure keeps the quarter from the rise
    sure = RelationModel(np.zeros(len(FEATURES)), 10.0, 0.7)
    assert [ev.time for ev in place_events(ex, relation=sure).events] == [EventTime("1989-10-27", "before", "tense")]


def test_a_gathering_attended_is_of_the_day_written_on_it() -> None:
    text = "About 500 people attended a Sunday night memorial service"
    ex = _extraction(text, [("Sunday night", "1999-10-24")], [{"word": "attended", "tense": "past", "timex": 0}])
    at = text.index("memorial")
    ex = replace(ex, events=(replace(ex.events[0], lemma="attend", object_span=(at, len(text))),), dct=ex.dct)
    assert _times(ex) == [EventTime("1999-10-24", "", "timex")]
    # what was made is no gathering: "made a 1987 Chevrolet" is not of 1987
    ex = replace(ex, events=(replace(ex.events[0], lemma="make"),))
    assert _times(ex)[0] != EventTime("1999-10-24", "", "timex")


def test_a_clock_time_of_one_clause_does_not_date_the_clause_beside_it() -> None:
    text = "Shares in Europe lost ground, with the main index falling 2% at midday"
    ex = _extraction(
        text,
        [("midday", "2008-12-12T12:00")],
        [{"word": "lost", "tense": "past"}, {"word": "falling", "tense": "", "timex": 0}],
        dct="2008-12-12",
    )
    lost, falling = _times(ex)
    assert lost == EventTime("2008-12-12", "before", "tense")
    assert falling == EventTime("2008-12-12T12:00", "", "timex")


def test_the_day_something_was_found_does_not_date_what_it_reveals() -> None:
    text = "Gunmen killed the hostage and police found his body on Friday in a field"
    ex = _extraction(
        text,
        [("Friday", "2004-06-18")],
        [{"word": "killed", "tense": "past"}, {"word": "found", "tense": "past", "timex": 0}],
        dct="2004-06-20",
    )
    ex = replace(ex, events=(replace(ex.events[0], lemma="kill"), replace(ex.events[1], lemma="find")))
    killed, found = _times(ex)
    assert killed == EventTime("2004-06-20", "before", "tense")
    assert found == EventTime("2004-06-18", "", "timex")


def test_a_deadline_dating_turned_down_is_no_date_of_the_event() -> None:
    # "by 2012" bounds a plan: dating gives the headline's participle no time, and the date the
    # event is compared and named by is none either, not the deadline's year.
    ex = _extraction(
        "Acme cutting 30,000 jobs by 2012. Acme said on Monday it would close plants",
        [("2012", "2012"), ("Monday", "2009-06-01")],
        [{"word": "cutting", "tense": "", "timex": 0}, {"word": "said", "tense": "past", "timex": 1}],
    )
    placed = place_events(ex)
    cutting, said = placed.events
    assert cutting.time is None
    assert placed.event_date(cutting) is None
    assert placed.event_date(said) == "2009-06-01"


def test_a_present_passive_status_is_on_or_before_the_report_not_around_it() -> None:
    # "he also is charged in two robberies": the charging came earlier and the text does not date it
    ex = _extraction(
        "He also is charged in two earlier robberies. His brother is being held in the county jail. "
        "The mayor is visiting the county",
        [],
        [
            {"word": "charged", "tense": "present"},
            {"word": "robberies", "nominal": True, "tense": "present"},
            {"word": "held", "tense": "present"},
            {"word": "visiting", "tense": "progressive"},
        ],
        dct="2003-06-02",
    )
    lemmas = ("charge", "robbery", "hold", "visit")
    ex = replace(ex, events=tuple(replace(ev, lemma=lemma) for ev, lemma in zip(ex.events, lemmas)))
    before, around = EventTime("2003-06-02", "before", "tense"), EventTime("2003-06-02", "around", "tense")
    assert _times(ex) == [before, before, before, around]


def test_a_happening_that_is_the_subject_of_a_harm_verb_takes_its_time() -> None:
    # "In January a bombing killed a guard": the time "killed" governs is the bombing's too.
    text = "In January a bombing killed a guard"
    ex = _extraction(
        text,
        [("January", "2009-01")],
        [{"word": "bombing", "nominal": True}, {"word": "killed", "tense": "past", "timex": 0}],
    )
    subject = (text.index("a bombing"), text.index(" killed"))
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], lemma="kill", subject_span=subject)))
    assert _times(ex) == [EventTime("2009-01", "", "relation"), EventTime("2009-01", "", "timex")]
    # a verb that need not be when its subject happened keeps the noun apart: "the bombing prompted laws"
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], lemma="prompt")))
    assert _times(ex)[0] is None


def test_a_later_step_does_not_take_the_time_of_the_step_before() -> None:
    # "In 1996 Jobs returned and soon after reassumed the role": 1996 is the return's; the role came after.
    for adverb in ("soon after", "later", "then"):
        ex = _extraction(
            f"In 1996 Jobs returned to the company and {adverb} reassumed the role of chief",
            [("1996", "1996")],
            [{"word": "returned", "tense": "past", "timex": 0}, {"word": "reassumed", "tense": "past", "timex": 0}],
        )
        assert _times(ex) == [EventTime("1996", "", "timex"), EventTime("2009-06-04", "before", "tense")]


def test_a_planned_event_does_not_take_the_time_its_plan_is_to_be_told() -> None:
    ex = _extraction(
        "Two more plants to be closed are to be announced later this year",
        [("later this year", "2009")],
        [{"word": "closed", "factuality": "future"}, {"word": "announced", "timex": 0, "factuality": "future"}],
    )
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], event_class="statement")))
    closed, announced = _times(ex)
    assert announced == EventTime("2009", "", "timex")
    assert closed == EventTime("2009-06-04", "after", "tense")


def test_a_time_bounding_a_between_stretch_is_no_events_date() -> None:
    # "made $60 million from the sale of his shares between 1985 and 1987": not in 1985 (nor 1987)
    ex = _extraction(
        "He made money from the sale of his shares between 1985 and 1987",
        [("1985", "1985"), ("1987", "1987")],
        [{"word": "sale", "nominal": True, "timex": 0}],
        dct="1989-10-27",
    )
    times = _times(ex)
    assert times[0] is None or times[0].value not in ("1985", "1987")


def test_the_end_of_a_stretch_through_it_is_no_candidate_time() -> None:
    from kg.time.dating.usable import usable_candidates

    for opening, kept in (("Through", False), ("On", True)):
        ex = _extraction(
            f"{opening} Oct. 19, the funds earned an average return",
            [("Oct. 19", "1989-10-19")],
            [{"word": "earned", "tense": "past"}],
            dct="1989-10-27",
        )
        spans = [c.span for c in usable_candidates(ex, 0, {0: "1989-10-19"}, None)]
        assert (0 in spans) is kept  # "through Oct. 19" ends the stretch the return was earned in
