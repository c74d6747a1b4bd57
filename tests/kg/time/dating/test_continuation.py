"""Statements that go on from a speaker's dated statement (kg.time.dating.continuation), and an event
dated by the noun it happened in (its setting), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.model import EventTime, Extraction, Mention
from kg.time.dating.continuation import continued_statements
from kg.time.dating.modifiers import premodifies
from kg.time.dating.placement import _calendar_values, _setting_date, place_events
from tests.kg.time.dating.test_placement import _extraction


def _with_speakers(ex: Extraction, names: list[str], agents: list[tuple[int, ...]]) -> Extraction:
    """``ex`` with one mention a name and each event's agents (indices into ``names``)."""
    text = ex.article.text
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, "PERSON", 0) for n in names)
    events = tuple(replace(ev, agents=a, event_class="statement") for ev, a in zip(ex.events, agents))
    return replace(ex, mentions=mentions, events=events)


def _times(ex: Extraction) -> list[EventTime | None]:
    return [ev.time for ev in place_events(ex).events]


def test_a_speakers_next_statement_keeps_the_day_of_the_one_before() -> None:
    ex = _extraction(
        "Obama said on Monday the plan would work. He explained the rationale. Reid argued the opposite",
        [("Monday", "2009-06-01")],
        [
            {"word": "said", "tense": "past", "timex": 0},
            {"word": "explained", "tense": "past"},
            {"word": "argued", "tense": "past"},
        ],
        dct="2009-06-03",
    )
    ex = _with_speakers(ex, ["Obama", "Reid"], [(0,), (0,), (1,)])
    assert _times(ex) == [
        EventTime("2009-06-01", "", "timex"),
        EventTime("2009-06-01", "", "narrative"),
        EventTime("2009-06-03", "before", "tense"),  # another speaker: only the bound
    ]


def test_a_time_named_between_or_a_long_gap_ends_the_continuation() -> None:
    ex = _extraction(
        "Obama said on Monday the plan would work. Sales fell in May. He explained the rationale",
        [("Monday", "2009-06-01"), ("May", "2009-05")],
        [
            {"word": "said", "tense": "past", "timex": 0},
            {"word": "fell", "tense": "past", "timex": 1},
            {"word": "explained", "tense": "past"},
        ],
        dct="2009-06-03",
    )
    ex = _with_speakers(ex, ["Obama"], [(0,), (), (0,)])
    assert _times(ex)[2] == EventTime("2009-06-03", "before", "tense")


def test_an_event_takes_the_time_of_the_noun_it_happened_in() -> None:
    # "In a televised speech at 16:00 today, Obama presented a plan": presented during the speech.
    ex = _extraction(
        "In a televised speech at 16:00 today Obama presented a plan",
        [("16:00 today", "2009-06-01T16:00")],
        [{"word": "speech", "nominal": True, "timex": 0}, {"word": "presented", "tense": "past"}],
        dct="2009-06-01",
    )
    assert _setting_date(ex, 1, ex.events[1]) is None  # no setting: the speech is not its "in" phrase
    ex = replace(ex, events=(replace(ex.events[0], setting_of=1), ex.events[1]))
    assert _setting_date(ex, 1, ex.events[1]) == "2009-06-01T16:00"
    times = _times(ex)
    assert times[1] is not None and times[1].value == "2009-06-01T16:00" and times[1].exact


def test_a_clock_time_before_a_noun_is_the_nouns() -> None:
    # "following the 12:00 UTC announcement": noon is the announcement's, not what followed it.
    ex = _extraction("Obama presented a plan following the 12:00 UTC announcement", [("12:00 UTC", "2009-06-01")], [])
    assert premodifies(ex, 0)


def test_a_statement_dated_by_a_quarter_or_year_starts_no_continuation() -> None:
    ex = _extraction(
        "The firm said in 2009 profit would rise. The firm added that costs fell",
        [("2009", "2009")],
        [{"word": "said", "tense": "past", "timex": 0}, {"word": "added", "tense": "past"}],
        dct="2009-11-03",
    )
    ex = _with_speakers(ex, ["firm"], [(0,), (0,)])
    assert _times(ex)[1] == EventTime("2009-11-03", "before", "tense")


def test_a_speakers_account_runs_on_past_a_sentence_or_two_of_background() -> None:
    # The account of a speech interleaves background ("the company had received loans"); the
    # speaker's next statement is still the speech's, as long as no time is named between.
    ex = _extraction(
        "Obama said on Monday the plan would work. The government would hold most shares. "
        "The company had received loans. He stated that he refused to run it",
        [("Monday", "2009-06-01")],
        [
            {"word": "said", "tense": "past", "timex": 0},
            {"word": "hold", "tense": "future", "factuality": "future"},
            {"word": "received", "tense": "past"},
            {"word": "stated", "tense": "past"},
        ],
        dct="2009-06-03",
    )
    ex = _with_speakers(ex, ["Obama"], [(0,), (), (), (0,)])
    ex = replace(
        ex, events=ex.events[:1] + tuple(replace(ev, event_class="other") for ev in ex.events[1:3]) + ex.events[3:]
    )
    assert _times(ex)[3] == EventTime("2009-06-01", "", "narrative")


def test_another_speakers_statement_between_ends_the_account() -> None:
    ex = _extraction(
        "Obama said on Monday the plan would work. Reid argued the opposite. Obama stated his view again",
        [("Monday", "2009-06-01")],
        [
            {"word": "said", "tense": "past", "timex": 0},
            {"word": "argued", "tense": "past"},
            {"word": "stated", "tense": "past"},
        ],
        dct="2009-06-03",
    )
    ex = _with_speakers(ex, ["Obama", "Reid"], [(0,), (1,), (0,)])
    assert _times(ex)[2] == EventTime("2009-06-03", "before", "tense")


def test_a_participle_statement_takes_the_day_of_its_speakers_statement_beside_it() -> None:
    # "Speaking to the press on Monday, Henderson described the plan": the speaking is the describing's.
    ex = _extraction(
        "Speaking to the press, Henderson described the plan on Monday",
        [("Monday", "2009-06-01")],
        [{"word": "Speaking"}, {"word": "described", "tense": "past", "timex": 0}],
        dct="2009-06-03",
    )
    ex = _with_speakers(ex, ["Henderson"], [(0,), (0,)])
    assert _times(ex)[0] == EventTime("2009-06-01", "", "narrative")
    # another speaker's participle stays undated
    ex = _with_speakers(ex, ["Henderson", "press"], [(1,), (0,)])
    assert _times(ex)[0] is None


def test_a_short_name_of_the_speaker_is_the_same_speaker() -> None:
    # "Ford Motor Company said on Tuesday ... Ford said that ...": one speaker, two names.
    ex = _extraction(
        "Ford Motor Company said on Tuesday that sales rose. Ford said that its share grew",
        [("Tuesday", "2010-03-02")],
        [{"word": "said on", "tense": "past", "timex": 0}, {"word": "said that its", "tense": "past"}],
        dct="2010-03-03",
    )
    ex = _with_speakers(ex, ["Ford Motor Company", "Ford said"], [(0,), (1,)])
    ex = replace(ex, mentions=(ex.mentions[0], replace(ex.mentions[1], name="Ford")))
    assert _times(ex)[1] == EventTime("2010-03-02", "", "narrative")


def _headlined(text: str, times: list[tuple[str, str]], events: list[dict]) -> Extraction:
    """``_extraction`` with the first line (up to a newline) a sentence of its own: the headline."""
    ex = _extraction(text, times, events, dct="2009-06-03")
    cut = text.index("\n")
    sentences = ((0, cut),) + tuple((max(a, cut + 1), b) for a, b in ex.sentences)
    events = tuple(replace(ev, sentence=0 if ev.start < cut else ev.sentence + 1) for ev in ex.events)
    spans = tuple(replace(t, sentence=0 if t.start < cut else t.sentence + 1) for t in ex.timex_spans)
    return replace(ex, sentences=sentences, events=events, timex_spans=spans)


def test_a_headlines_act_takes_the_day_the_story_gives_it() -> None:
    # "Obama presents rescue plan" over "Obama presented the plan on Monday": the headline's act is Monday's.
    ex = _headlined(
        "Obama presents rescue plan\nObama presented the plan on Monday. Obama visited Detroit",
        [("Monday", "2009-06-01")],
        [
            {"word": "presents", "tense": "present", "theme": "plan"},
            {"word": "presented", "tense": "past", "theme": "plan", "timex": 0},
        ],
    )
    ex = replace(ex, events=tuple(replace(ev, lemma="present") for ev in ex.events))
    assert _times(ex)[0] == EventTime("2009-06-01", "", "narrative")
    # another verb, or the same verb about another thing, leaves the headline its bound
    other = replace(ex, events=(replace(ex.events[0], theme="budget"), ex.events[1]))
    assert _times(other)[0] == EventTime("2009-06-03", "before", "tense")


def test_a_time_inside_what_is_said_does_not_end_the_account() -> None:
    # "Ford said that its share rose, up from 14% a year ago": a year ago is the comparison's.
    # A time before the verb ("In May he said") may be the saying's own: the account ends there.
    ex = _extraction(
        "Ford said on Tuesday that sales rose. Ford said that its share rose, up from 14% a year ago. In May Ford said more",
        [("Tuesday", "2010-03-02"), ("a year ago", "2009-03-03"), ("May", "2009-05")],
        [
            {"word": "said on", "tense": "past", "timex": 0},
            {"word": "said that its", "tense": "past"},
            {"word": "said more", "tense": "past"},
        ],
        dct="2010-03-03",
    )
    ex = _with_speakers(ex, ["Ford"], [(0,), (0,), (0,)])
    times = _times(ex)
    assert times[1] == EventTime("2010-03-02", "", "narrative")
    assert times[2] is not None and times[2].source != "narrative"


def test_any_act_in_a_participle_beside_the_statement_is_done_while_speaking() -> None:
    # "Expanding on that point, Obama stated ... on Monday": the expanding is the stating's, whatever its verb;
    # "after visiting Detroit" is put before the statement by the text, and keeps no day of it.
    ex = _extraction(
        "Expanding on that point, Obama stated his view on Monday",
        [("Monday", "2009-06-01")],
        [{"word": "Expanding"}, {"word": "stated", "tense": "past", "timex": 0}],
        dct="2009-06-03",
    )
    ex = _with_speakers(ex, ["Obama"], [(0,), (0,)])
    ex = replace(ex, events=(replace(ex.events[0], event_class="other"), ex.events[1]))
    assert _times(ex)[0] == EventTime("2009-06-01", "", "narrative")
    before = replace(ex, events=(replace(ex.events[0], before_of=1), ex.events[1]))
    placed = _times(before)[0]
    assert placed is None or not placed.exact  # at most "on or before" the statement's day


def test_no_account_goes_on_from_a_plan_or_a_clause_of_time() -> None:
    # "will issue rights to holders of record Nov. 8. ..., the company said": the plan's day is no
    # day a statement was made; nor is "since he arrived on April 6" the occasion of "he said".
    ex = _extraction(
        "Acme will issue rights on Nov. 8. The board knows of no bid, Acme said",
        [("Nov. 8", "1989-11-08")],
        [{"word": "issue", "tense": "future", "factuality": "future", "timex": 0}, {"word": "said", "tense": "past"}],
        dct="1989-10-26",
    )
    ex = _with_speakers(ex, ["Acme"], [(0,), (0,)])
    assert _times(ex)[1] == EventTime("1989-10-26", "before", "tense")
    ex = _extraction(
        "He has spoken with his son since he arrived on April 6. He has told me so, Gonzalez said",
        [("April 6", "2000-04-06")],
        [{"word": "arrived", "tense": "past", "timex": 0}, {"word": "said", "tense": "past"}],
        dct="2000-04-17",
    )
    ex = _with_speakers(ex, ["Gonzalez"], [(0,), (0,)])
    assert _times(ex)[1] == EventTime("2000-04-17", "before", "tense")


def test_a_headline_takes_no_date_the_learnt_relation_guessed_for_the_story() -> None:
    # The relation's likeliest nearby time may be another clause's ("which filed earlier today,
    # outlined a plan"): a headline would show it first, so only a governed time or an account counts.
    from kg.time.dating.continuation import continued_statements

    ex = _headlined(
        "Henderson outlines plan\nHenderson outlined the plan today",
        [("today", "2009-06-04")],
        [
            {"word": "outlines", "tense": "present", "theme": "plan"},
            {"word": "outlined", "tense": "past", "theme": "plan"},
        ],
    )
    ex = replace(ex, events=tuple(replace(ev, lemma="outline") for ev in ex.events))
    bound = EventTime("2009-06-03", "before", "tense")
    told = continued_statements(ex, [bound, EventTime("2009-06-04", "", "timex")], {}, frozenset({0}))
    assert told[0] == EventTime("2009-06-04", "", "narrative")
    guessed = continued_statements(ex, [bound, EventTime("2009-06-04", "", "relation")], {}, frozenset({0}))
    assert guessed[0] == bound


def _account(placed_first: EventTime, text: str, words: list[str], lemmas: dict[str, str] | None = None):
    """The times :func:`continued_statements` gives an account whose first statement ``placed_first``
    dates, every event a past statement of fact by the one speaker "Lee" (``lemmas``: the lemma
    and class "other" for some, the verbs of speech outside the lexicon's statements)."""
    times = [("today", placed_first.value)] if "today" in text else []
    ex = _extraction(text, times, [{"word": w, "tense": "past"} for w in words], dct="2011-03-10")
    ex = _with_speakers(ex, ["Lee"], [(0,)] * len(words))
    lemmas = lemmas or {}
    events = tuple(
        replace(ev, lemma=lemmas[ev.trigger], event_class="other") if ev.trigger in lemmas else ev for ev in ex.events
    )
    ex = replace(ex, events=events)
    placed = [placed_first] + [EventTime("2011-03-10", "before", "tense")] * (len(words) - 1)
    return continued_statements(ex, placed, _calendar_values(ex))


def test_a_statement_the_relation_dates_by_its_own_sentences_only_day_opens_an_account() -> None:
    # "Lee described the events of today as a turning point. Lee stated ...": the relation dated the
    # describing by its sentence's one day; the stating goes on from it.
    text = "Lee described the events of today as a turning point. Lee stated that the port would grow"
    times = _account(EventTime("2011-03-07", "", "relation"), text, ["described", "stated"])
    assert times[1] == EventTime("2011-03-07", "", "narrative")


def test_a_time_in_what_a_statement_reports_opens_no_account() -> None:
    # "Lee said the firm had revenue for the year ended today. Lee said it would buy shares": the
    # day is the revenue's, whatever the relation chose for the saying.
    text = "Lee said the firm had revenue for the year ended today. Lee said it would buy shares"
    ex = _extraction(
        text, [("today", "2011-03-07")], [{"word": "said", "tense": "past"}, {"word": "Lee said it", "tense": "past"}]
    )
    ex = _with_speakers(ex, ["Lee"], [(0,), (0,)])
    ex = replace(ex, events=(replace(ex.events[0], reported="the firm had revenue"), ex.events[1]))
    placed = [EventTime("2011-03-07", "", "relation"), EventTime("2011-03-10", "before", "tense")]
    assert continued_statements(ex, placed, _calendar_values(ex))[1] == placed[1]


def test_a_sentence_naming_the_accounts_own_day_does_not_end_it() -> None:
    text = "Lee said on Monday the port would grow. Lee called today a turning point. Lee stated the plan"
    ex = _extraction(
        text,
        [("Monday", "2011-03-07"), ("today", "2011-03-07")],
        [
            {"word": "said", "tense": "past", "timex": 0},
            {"word": "port", "nominal": True},
            {"word": "stated", "tense": "past"},
        ],
        dct="2011-03-10",
    )
    ex = _with_speakers(ex, ["Lee"], [(0,), (), (0,)])
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], event_class="other"), ex.events[2]))
    placed = [EventTime("2011-03-07", "", "timex"), None, EventTime("2011-03-10", "before", "tense")]
    assert continued_statements(ex, placed, _calendar_values(ex))[2] == EventTime("2011-03-07", "", "narrative")
    # a sentence naming another day between ends it
    ex = replace(ex, timexes=(ex.timexes[0], replace(ex.timexes[1], value="2011-03-08")))
    assert continued_statements(ex, placed, _calendar_values(ex))[2] == placed[2]


def test_verbs_of_speech_outside_the_statement_class_go_on_with_the_account() -> None:
    text = "Lee said on Monday the port would grow. Lee stressed the cost. Lee pointed to the harbour"
    ex = _extraction(
        text,
        [("Monday", "2011-03-07")],
        [
            {"word": "said", "tense": "past", "timex": 0},
            {"word": "stressed", "tense": "past"},
            {"word": "pointed", "tense": "past"},
        ],
        dct="2011-03-10",
    )
    ex = _with_speakers(ex, ["Lee"], [(0,), (0,), (0,)])
    ex = replace(
        ex,
        events=(
            ex.events[0],
            replace(ex.events[1], lemma="stress", event_class="other"),
            replace(ex.events[2], lemma="point", event_class="other"),
        ),
    )
    assert _times(ex)[1:] == [EventTime("2011-03-07", "", "narrative")] * 2


def test_an_act_the_relation_dates_does_not_end_the_speakers_account() -> None:
    # "Lee vowed on Monday to hunt them down ... Lee said": the hunting is a plan the relation dates;
    # it opens no account of its own and leaves the vow's going on.
    text = "Lee vowed on Monday to hunt them down. Lee said the port would grow"
    ex = _extraction(
        text,
        [("Monday", "2011-03-07")],
        [{"word": "vowed", "tense": "past", "timex": 0}, {"word": "hunt"}, {"word": "said", "tense": "past"}],
        dct="2011-03-10",
    )
    ex = _with_speakers(ex, ["Lee"], [(0,), (0,), (0,)])
    ex = replace(
        ex, events=(ex.events[0], replace(ex.events[1], event_class="other", factuality="future"), ex.events[2])
    )
    placed = [
        EventTime("2011-03-07", "", "timex"),
        EventTime("2011-03-07", "", "relation"),
        EventTime("2011-03-10", "before", "tense"),
    ]
    assert continued_statements(ex, placed, _calendar_values(ex))[2] == EventTime("2011-03-07", "", "narrative")


def test_declining_to_comment_goes_on_with_the_account_declining_a_post_does_not() -> None:
    text = "Lee said on Monday the port would grow. Lee declined to comment on the sale. Lee declined the post"
    ex = _extraction(
        text,
        [("Monday", "2011-03-07")],
        [
            {"word": "said", "tense": "past", "timex": 0},
            {"word": "declined to", "tense": "past"},
            {"word": "declined the", "tense": "past"},
        ],
        dct="2011-03-10",
    )
    ex = _with_speakers(ex, ["Lee"], [(0,), (0,), (0,)])
    declined = [replace(ev, lemma="decline", event_class="other", end=ev.start + 8) for ev in ex.events[1:]]
    ex = replace(ex, events=(ex.events[0], *declined))
    assert _times(ex)[1:] == [EventTime("2011-03-07", "", "narrative"), EventTime("2011-03-10", "before", "tense")]


def test_a_participle_statement_goes_on_with_the_account() -> None:
    # "He declined the post, saying that ...": no dated statement beside the saying, the account's day
    text = "Lee said on Monday the port would grow. Lee left the room, saying that it was late"
    ex = _extraction(
        text,
        [("Monday", "2011-03-07")],
        [{"word": "said", "tense": "past", "timex": 0}, {"word": "left", "tense": "past"}, {"word": "saying"}],
        dct="2011-03-10",
    )
    ex = _with_speakers(ex, ["Lee"], [(0,), (0,), (0,)])
    ex = replace(ex, events=(ex.events[0], replace(ex.events[1], event_class="other"), ex.events[2]))
    assert _times(ex)[2] == EventTime("2011-03-07", "", "narrative")


def test_a_headlines_act_takes_the_day_of_the_lead_act_of_its_agent_about_its_theme() -> None:
    # "Harbour board seeks dredging permit" over "The Harbour board applied for a dredging permit
    # on Monday": the lead tells the headline's act in other words.
    text = "Harbour board seeks dredging permit\nThe Harbour board applied for a dredging permit on Monday. It met"
    events = [
        {"word": "seeks", "tense": "present", "theme": "permit"},
        {"word": "applied", "tense": "past", "timex": 0},
    ]
    ex = _headlined(text, [("Monday", "2009-06-01")], events)
    at = text.index("Harbour board")
    board = Mention(at, at + 13, "Harbour board", "Harbour board", "ORG", 0)
    ex = replace(ex, mentions=(board,), events=tuple(replace(ev, agents=(0,)) for ev in ex.events))
    assert _times(ex)[0] == EventTime("2009-06-01", "", "narrative")
    # a headline about another thing than the lead names keeps its bound
    other = replace(ex, events=(replace(ex.events[0], theme="ferry"), ex.events[1]))
    assert _times(other)[0] == EventTime("2009-06-03", "before", "tense")


def test_an_act_told_in_an_aside_opens_no_account() -> None:
    # "Lee, who returned from injury on Thanksgiving, said ... He stressed ...": Thanksgiving is the
    # return's, not the day of what Lee said.
    text = "Lee, who returned from injury on Thanksgiving, said he felt strong. Lee stressed the team"
    ex = _extraction(
        text,
        [("Thanksgiving", "2010-11-25")],
        [
            {"word": "returned", "tense": "past", "timex": 0},
            {"word": "said", "tense": "past"},
            {"word": "stressed", "tense": "past"},
        ],
        dct="2011-01-06",
    )
    ex = _with_speakers(ex, ["Lee"], [(0,), (0,), (0,)])
    ex = replace(ex, events=(replace(ex.events[0], event_class="other"), ex.events[1], ex.events[2]))
    assert _times(ex)[1:] == [EventTime("2011-01-06", "before", "tense")] * 2


def test_a_today_after_the_story_was_put_on_an_earlier_day_does_not_go_on() -> None:
    # a Saturday article: the launch was Wednesday; "announced today" may be the day first written
    ex = _extraction(
        "In a Wednesday media event, Acme released new laptops. Smith announced today a new system. "
        "He said the store will open soon",
        [("Wednesday", "2010-10-20"), ("today", "2010-10-23")],
        [
            {"word": "released", "tense": "past", "timex": 0},
            {"word": "announced", "tense": "past", "timex": 1},
            {"word": "said", "tense": "past"},
        ],
        dct="2010-10-23",
    )
    ex = _with_speakers(ex, ["Acme", "Smith"], [(0,), (1,), (1,)])
    assert _times(ex)[2] == EventTime("2010-10-23", "before", "tense")
    # with no earlier day told, the speaker's "today" goes on to the next statement
    same = _extraction(
        "Smith announced today a new system. He said the store will open soon",
        [("today", "2010-10-23")],
        [{"word": "announced", "tense": "past", "timex": 0}, {"word": "said", "tense": "past"}],
        dct="2010-10-23",
    )
    same = _with_speakers(same, ["Smith"], [(0,), (0,)])
    assert _times(same)[1] == EventTime("2010-10-23", "", "narrative")


def test_a_today_after_another_act_of_an_earlier_day_goes_on() -> None:
    # "Bush on Tuesday said ... Bush today denounced ... he added": today's account is today's
    ex = _extraction(
        "Bush on Tuesday said the blockade may grow. Bush today denounced the war. He added the country would stay",
        [("Tuesday", "1990-08-14"), ("today", "1990-08-15")],
        [
            {"word": "said", "tense": "past", "timex": 0},
            {"word": "denounced", "tense": "past", "timex": 1},
            {"word": "added", "tense": "past"},
        ],
        dct="1990-08-15",
    )
    ex = _with_speakers(ex, ["Bush"], [(0,), (0,), (0,)])
    assert _times(ex)[2] == EventTime("1990-08-15", "", "narrative")


def test_a_statement_dated_by_a_day_named_as_earlier_opens_no_account() -> None:
    # "Orkem said last Wednesday it was considering a merger. Orkem said it would fund the
    # acquisition": the funding statement goes with the bid the story now tells, not that day.
    for when in ("last Wednesday", "three days ago"):
        ex = _extraction(
            f"Acme said {when} it was considering a merger. Acme said it would fund the deal itself",
            [(when, "2009-05-27")],
            [{"word": "said", "tense": "past", "timex": 0}, {"word": "said it would", "tense": "past"}],
        )
        ex = _with_speakers(ex, ["Acme"], [(0,), (0,)])
        assert _times(ex) == [EventTime("2009-05-27", "", "timex"), EventTime("2009-06-04", "before", "tense")]
    # a bare weekday is the story's day: the account goes on
    ex = _extraction(
        "Acme said Wednesday it was considering a merger. Acme said it would fund the deal itself",
        [("Wednesday", "2009-06-03")],
        [{"word": "said", "tense": "past", "timex": 0}, {"word": "said it would", "tense": "past"}],
    )
    ex = _with_speakers(ex, ["Acme"], [(0,), (0,)])
    assert _times(ex)[1] == EventTime("2009-06-03", "", "narrative")


def test_what_another_statement_reports_is_not_the_speakers_account() -> None:
    # "Reports said Saudi Arabia told oil companies": the telling was by the reports' time, no day.
    ex = _extraction(
        "Saudi Arabia called on Thursday for a conference. Reports said Saudi Arabia told oil companies of a cutback",
        [("Thursday", "1990-08-16")],
        [
            {"word": "called", "tense": "past", "timex": 0},
            {"word": "said", "tense": "past"},
            {"word": "told", "tense": "past"},
        ],
        dct="1990-08-16",
    )
    ex = _with_speakers(ex, ["Saudi Arabia", "Reports"], [(0,), (1,), (0,)])
    said = replace(ex.events[1], reported="Saudi Arabia told oil companies of a cutback")
    ex = replace(ex, events=(ex.events[0], said, ex.events[2]))
    assert _times(ex)[2] == EventTime("1990-08-16", "before", "tense")
    alone = replace(said, reported="")  # told as the speaker's own next statement: the account's day
    assert _times(replace(ex, events=(ex.events[0], alone, ex.events[2])))[2] == EventTime(
        "1990-08-16", "", "narrative"
    )


def test_a_statements_stale_today_gives_it_no_day() -> None:
    # a Saturday article: the launch was Wednesday; "Smith announced today" is at most by Saturday
    ex = _extraction(
        "In a Wednesday media event, Acme released new laptops. Smith announced today a new system",
        [("Wednesday", "2010-10-20"), ("today", "2010-10-23")],
        [{"word": "released", "tense": "past", "timex": 0}, {"word": "announced", "tense": "past", "timex": 1}],
        dct="2010-10-23",
    )
    ex = _with_speakers(ex, ["Acme", "Smith"], [(0,), (1,)])
    assert _times(ex)[1] == EventTime("2010-10-23", "before", "tense")
    same = _extraction(
        "Acme released new laptops on Wednesday. Smith announced today a new system",
        [("Wednesday", "2010-10-20"), ("today", "2010-10-23")],
        [{"word": "released", "tense": "past", "timex": 0}, {"word": "announced", "tense": "past", "timex": 1}],
        dct="2010-10-23",
    )
    same = _with_speakers(same, ["Acme", "Smith"], [(0,), (1,)])
    assert _times(same)[1] == EventTime("2010-10-23", "", "timex")  # no occasion put on Wednesday


def test_a_headlines_act_the_story_tells_as_still_to_come_is_undated() -> None:
    # "Apple launches new iPhone" over "two days before the phone launches": the launch is to come.
    ex = _headlined(
        "Apple launches new iPhone\nThe software will be available on June 17, two days before the phone launches",
        [("June 17", "2009-06-17")],
        [
            {"word": "launches new", "tense": "present"},
            {"word": "available", "factuality": "future"},
            {"word": "phone launches", "tense": "present", "factuality": "future"},
        ],
    )
    ex = replace(ex, events=tuple(replace(ev, lemma="launch") if "launches" in ev.trigger else ev for ev in ex.events))
    assert _times(ex)[0] is None
    # told in the story as done, the headline keeps its bound
    done = replace(ex, events=(*ex.events[:2], replace(ex.events[2], factuality="fact", tense="past")))
    assert _times(done)[0] == EventTime("2009-06-03", "before", "tense")


def test_a_headlines_act_the_story_also_tells_as_done_keeps_its_bound() -> None:
    # "Apple releases SDK" over "Apple released the SDK" and "developers will release apps"
    ex = _headlined(
        "Apple releases SDK\nApple released the SDK. Developers will release apps for free",
        [],
        [
            {"word": "releases", "tense": "present"},
            {"word": "released", "tense": "past"},
            {"word": "release apps", "tense": "future", "factuality": "future"},
        ],
    )
    ex = replace(ex, events=tuple(replace(ev, lemma="release") for ev in ex.events))
    assert _times(ex)[0] == EventTime("2009-06-03", "before", "tense")
