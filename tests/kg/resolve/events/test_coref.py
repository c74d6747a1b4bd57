from dataclasses import replace
from types import SimpleNamespace

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate, Timex, TimexSpan
from kg.resolve.events.blocking import MAX_LEMMA_GROUP, NEIGHBOURS, candidate_pairs
from kg.resolve.events.clusters import Clusters
from kg.resolve.events.coref import _first_reported, resolve_events
from kg.resolve.events.features import view
from kg.resolve.events.scorer import load_model
from kg.resolve.similarity import article_vectors
from kg.resolve.stories import find_stories, story_index


def _ex(aid, lemma, date, names, nominal=True, agents=False):
    """One article with one event of ``lemma``, dated ``date``, naming ``names`` in its sentence."""
    text = f"The {lemma} on {date or 'an unknown day'} with {' and '.join(names)}."
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, "PERSON", 0) for n in names)
    spans, timexes, timex = (), (), None
    if date:
        start = text.index(date)
        spans = (TimexSpan(start, start + len(date), date, 0),)
        timexes = (Timex(start, start + len(date), date, 0, "DATE", date, "day"),)
        timex = 0
    event = EventMention(
        4,
        4 + len(lemma),
        lemma,
        lemma,
        "legal",
        0,
        timex=timex,
        context=tuple(range(len(names))),
        nominal=nominal,
        agents=tuple(range(len(names))) if agents else (),
    )
    return Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), spans, timexes, mentions, (event,))


def _entity_of(extractions):
    return {(ex.article.id, i): m.name.lower() for ex in extractions for i, m in enumerate(ex.mentions)}


def _published(ex, day):
    return replace(ex, dct=PublicationDate(day, source="metadata"))


def _report(aid, text, trigger, names=(), date=None, nominal=True, places=()):
    """An article whose first sentence is ``text``, with one event at ``trigger``; ``names`` and
    ``places`` are entities of that sentence (places as the event's place), ``date`` its day."""
    mentions = tuple(
        Mention(text.index(n), text.index(n) + len(n), n, n, "GPE" if n in places else "PERSON", 0)
        for n in (*names, *places)
    )
    start = text.index(trigger)
    spans, timexes, timex = (), (), None
    if date:
        spans = (TimexSpan(0, 0, "", 0),)
        timexes = (Timex(0, 0, "", 0, "DATE", date, "day"),)
        timex = 0
    event = EventMention(
        start,
        start + len(trigger),
        trigger,
        trigger,
        "disaster",
        0,
        timex=timex,
        context=tuple(range(len(mentions))),
        places=tuple(range(len(names), len(mentions))),
        nominal=nominal,
    )
    return Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), spans, timexes, mentions, (event,))


MOROCCO = "A powerful {w} struck the High Atlas mountains near Marrakech, killing hundreds in Morocco's villages."
JAPAN = "A strong {w} shook the Noto peninsula in Japan, toppling wooden houses and cutting roads near Wajima."


def _as_pipeline(exs):
    """Events resolved as the pipeline does: stories first, then coreference within them."""
    entity_of = _entity_of(exs)
    return resolve_events(exs, entity_of, story_index(find_stories(exs, entity_of)))


def test_two_reports_of_one_happening_worded_differently_join():
    exs = [
        _report("a", MOROCCO.format(w="earthquake"), "earthquake", places=("Marrakech",), date="2023-09-08"),
        _report("b", MOROCCO.format(w="quake").replace("killing", "leaving"), "quake", places=("Marrakech",)),
    ]
    events, event_of = _as_pipeline(exs)
    assert event_of[("a", 0)] == event_of[("b", 0)]
    assert len(events) == 1 and events[0].date == "2023-09-08"


def test_two_earthquakes_in_different_places_or_months_stay_apart():
    places = [
        _report("a", MOROCCO.format(w="earthquake"), "earthquake", places=("Marrakech",), date="2023-09-08"),
        _report("b", JAPAN.format(w="earthquake"), "earthquake", places=("Japan",), date="2024-01-01"),
    ]
    _, event_of = _as_pipeline(places)
    assert event_of[("a", 0)] != event_of[("b", 0)]
    months = [
        _report("a", MOROCCO.format(w="earthquake"), "earthquake", places=("Marrakech",), date="2023-09-08"),
        _report("b", MOROCCO.format(w="earthquake"), "earthquake", places=("Marrakech",), date="2023-12-02"),
    ]
    _, event_of = _as_pipeline(months)
    assert event_of[("a", 0)] != event_of[("b", 0)]


def test_an_undated_mention_joins_its_storys_dated_event():
    exs = [
        _report("a", MOROCCO.format(w="earthquake"), "earthquake", places=("Marrakech",), date="2023-09-08"),
        _report("b", MOROCCO.format(w="earthquake"), "earthquake", places=("Marrakech",)),
        _report("c", MOROCCO.format(w="earthquake"), "earthquake", places=("Marrakech",), date="2023-09"),
    ]
    events, event_of = _as_pipeline(exs)
    assert len(events) == 1 and events[0].id == "earthquake-2023-09-08"
    assert set(event_of.values()) == {"earthquake-2023-09-08"}


def test_mentions_of_different_stories_are_never_compared():
    exs = [
        _report("a", MOROCCO.format(w="earthquake"), "earthquake", places=("Marrakech",)),
        _report("b", MOROCCO.format(w="earthquake"), "earthquake", places=("Marrakech",)),
    ]
    _, event_of = resolve_events(exs, _entity_of(exs), {"a": "story-1", "b": "story-2"})
    assert event_of[("a", 0)] != event_of[("b", 0)]


def test_dates_that_cannot_meet_keep_two_happenings_of_one_kind_apart():
    exs = [_ex("a", "war", "1991", ["Ana"]), _ex("b", "war", "2003", ["Ana"])]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert sorted(e.id for e in events) == ["war-1991", "war-2003"]


def test_events_sharing_an_id_are_numbered_in_the_order_they_were_first_reported():
    """So the next day's articles take new numbers, whatever their ids, and old links stay valid."""
    old = [
        _published(_ex("m", "war", None, ["Ana"]), "2002-10-20"),
        _published(_ex("n", "war", None, ["Bo"]), "2002-10-21"),
    ]
    stories = {"m": "s1", "n": "s2", "a": "s3", "b": "s4"}  # four different wars
    before = {e.mentions: e.id for e in resolve_events(old, _entity_of(old), stories)[0]}
    assert sorted(before.values()) == ["war-undated", "war-undated-2"]
    grown = old + [_published(_ex("a", "war", None, ["Cy"]), "2002-10-22"), _ex("b", "war", None, ["Di"])]
    after = {e.mentions: e.id for e in resolve_events(grown, _entity_of(grown), stories)[0]}
    assert {m: after[m] for m in before} == before  # "a" and "b" sort first by id, not by day
    assert after[(("a", 0),)] == "war-undated-3" and after[(("b", 0),)] == "war-undated-4"  # undated last


def test_one_speaker_quoted_alike_by_two_articles_is_one_statement():
    exs = [_said("a", None, "We will not give up, ever"), _said("b", None, "we will not give up ever")]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert len(events) == 1 and events[0].quote


def _said(aid, date, quote=""):
    """Ana's statement, the quote in its sentence as in a real report."""
    ex = _ex(aid, "say", date, ["Ana"], nominal=False, agents=True)
    if quote:
        text = ex.article.text.replace("say ", f"say {quote} ", 1)
        shift = len(quote) + 1
        ex = replace(
            ex,
            article=replace(ex.article, text=text),
            sentences=((0, len(text)),),
            mentions=tuple(replace(m, start=m.start + shift, end=m.end + shift) for m in ex.mentions),
            timex_spans=tuple(replace(t, start=t.start + shift, end=t.end + shift) for t in ex.timex_spans),
            timexes=tuple(replace(t, start=t.start + shift, end=t.end + shift) for t in ex.timexes),
        )
    ev = replace(ex.events[0], quote=quote, event_class="statement")
    return replace(ex, events=(ev,))


def test_one_actors_statements_on_two_days_are_two_events():
    exs = [_said("a", "2002-10-21"), _said("b", "2002-10-21"), _said("c", "2002-10-22")]
    events, event_of = resolve_events(exs, _entity_of(exs))
    assert event_of[("a", 0)] == event_of[("b", 0)] != event_of[("c", 0)]


def test_an_undated_quote_joins_the_dated_report_of_it_but_two_days_stay_apart():
    quote = "We will not give up, ever"
    exs = [_said("a", "2002-10-21", quote), _said("b", "2002-10-25", quote), _said("c", None, quote)]
    events, event_of = resolve_events(exs, _entity_of(exs))
    assert len(events) == 2 and event_of[("c", 0)] in (event_of[("a", 0)], event_of[("b", 0)])
    assert event_of[("a", 0)] != event_of[("b", 0)]


def test_a_quote_cut_at_either_end_or_changed_inside_is_still_one_statement():
    full = "We will rebuild every school and every road in this country, and we will start this year"
    reports = [
        full,
        "we will rebuild every school and every road in this country, and we will start",
        "rebuild every school and every road in this country, and we will start this year",
        "We will rebuild each school and every road in this country, and we shall start this year",
    ]
    exs = [_said(f"r{n}", None, quote) for n, quote in enumerate(reports)]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert len(events) == 1


def _story(aid, text, lemma, nth=0, day=None):
    """An article whose one sentence is ``text``, with an event at the ``nth`` occurrence of ``lemma``."""
    start = -1
    for _ in range(nth + 1):
        start = text.index(lemma, start + 1)
    event = EventMention(start, start + len(lemma), lemma, lemma, "other", 0, nominal=False)
    ex = Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), (), (event,))
    if day:
        span = TimexSpan(0, 0, "", 0)
        timex = Timex(0, 0, "", 0, "DATE", day, "day")
        ex = replace(ex, timex_spans=(span,), timexes=(timex,), events=(replace(event, timex=0),))
    return ex


WIRE = "Rescuers pulled two more survivors from the rubble of the collapsed school late on Tuesday night."


WIRE = "Rescuers pulled two more survivors from the rubble of the collapsed school late on Tuesday night."


def test_one_wire_sentence_run_by_two_outlets_is_one_event_even_without_names_or_dates():
    edited = WIRE.replace("late on Tuesday night.", "late Tuesday.")  # a copy editor trims the end
    exs = [_story("a", WIRE, "pulled"), _story("b", edited, "pulled")]
    events, event_of = resolve_events(exs, _entity_of(exs))
    assert len(events) == 1 and event_of[("a", 0)] == event_of[("b", 0)]


def test_a_copied_sentence_still_needs_compatible_dates():
    exs = [_story("a", WIRE, "pulled", day="2010-01-12"), _story("b", WIRE, "pulled", day="2010-01-19")]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert len(events) == 2


def _repeating(aid, copies, day=None):
    """One article repeating WIRE ``copies`` times, an event at each copy's "pulled"."""
    text = " ".join([WIRE] * copies)
    one = _story(aid, WIRE, "pulled", day=day)
    step = len(WIRE) + 1
    sentences = tuple((n * step, n * step + len(WIRE)) for n in range(copies))
    events = tuple(
        replace(one.events[0], start=one.events[0].start + n * step, end=one.events[0].end + n * step, sentence=n)
        for n in range(copies)
    )
    return replace(one, article=Article(aid, text), sentences=sentences, events=events)


def _said_by_many(articles, per_article):
    """``articles`` articles, each with ``per_article`` statements by speakers of their own, as views of one story."""
    exs = []
    for n in range(articles):
        one = _said(f"a{n:04d}", None)
        names = [f"Speaker {n}-{k}" for k in range(per_article)]
        text = " ".join(f"{name} said it." for name in names)
        mentions = tuple(
            Mention(text.index(name), text.index(name) + len(name), name, name, "PERSON", 0) for name in names
        )
        events = tuple(
            replace(
                one.events[0],
                start=text.index("said", m.end),
                end=text.index("said", m.end) + 4,
                agents=(k,),
                context=(k,),
            )
            for k, m in enumerate(mentions)
        )
        exs.append(replace(one, article=Article(f"a{n:04d}", text), mentions=mentions, events=events))
    entity_of = _entity_of(exs)
    views = [view(0, ex, i, ev, entity_of, "") for ex in exs for i, ev in enumerate(ex.events)]
    return exs, entity_of, views


def test_one_word_thousands_of_times_in_a_story_is_compared_with_neighbours_only():
    """A story of 300 articles saying "said" once each: each is compared with its nearest articles, not all."""
    exs, entity_of, views = _said_by_many(300, 1)
    vectors = article_vectors(exs, entity_of)
    pairs = candidate_pairs(views, load_model().tables, vectors, vectors.row())
    assert 0 < len(pairs) <= 300 * NEIGHBOURS  # all pairs would be 44,850


def test_one_word_past_the_group_limit_in_one_article_is_compared_only_where_arguments_meet():
    exs, entity_of, views = _said_by_many(1, MAX_LEMMA_GROUP + 1)
    vectors = article_vectors(exs, entity_of)
    assert candidate_pairs(views, load_model().tables, vectors, vectors.row()) == []  # 20,100 pairs otherwise
    exs, entity_of, views = _said_by_many(1, 10)
    vectors = article_vectors(exs, entity_of)
    assert len(candidate_pairs(views, load_model().tables, vectors, vectors.row())) == 45


def test_another_outlets_copy_meets_an_article_repeating_a_sentence():
    exs = [_repeating("a", 60), _story("b", WIRE, "pulled")]
    _, event_of = resolve_events(exs, _entity_of(exs))
    assert event_of[("b", 0)] in {event_of[("a", n)] for n in range(60)}


def _verb(aid, trigger, lemma="release", obj="", agents=True, **fields):
    """``_ex`` with its event a verb written ``trigger`` whose object is ``obj``."""
    ex = _ex(aid, lemma, None, ["Ana"], nominal=False, agents=agents)
    ev = replace(ex.events[0], trigger=trigger, object=obj, **fields)
    return replace(ex, events=(ev,))


def test_a_verb_event_is_labelled_agent_past_verb_object():
    exs = [_verb("a", "releasing", obj="prisoners"), _verb("b", "released", obj="political prisoners")]
    events, _ = resolve_events(exs, _entity_of(exs), names={"ana": "Ana Lind"})
    assert [e.label for e in events] == ["Ana Lind released political prisoners"]


def test_an_unnamed_subject_stands_in_for_a_missing_agent():
    exs = [_verb("a", "freed", obj="prisoners", agents=False, subject="guards")]
    assert resolve_events(exs, _entity_of(exs))[0][0].label == "guards freed prisoners"


def test_a_phrase_that_holds_the_object_does_not_repeat_it():
    exs = [_verb("a", "took", lemma="take", obj="office", phrase="took office")]
    assert resolve_events(exs, _entity_of(exs))[0][0].label == "Ana took office"


def test_a_statement_is_labelled_by_speaker_and_what_was_said_never_a_bare_verb():
    quoted = _verb("a", "said", lemma="say", event_class="statement", quote="We will rebuild every school this year")
    assert (
        resolve_events([quoted], _entity_of([quoted]))[0][0].label == "Ana said: “We will rebuild every school this…”"
    )
    told = _verb("a", "said", lemma="say", event_class="statement", reported="the schools will open in May")
    assert resolve_events([told], _entity_of([told]))[0][0].label == "Ana said: the schools will open in May"
    bare = _verb("a", "said", lemma="say", event_class="statement", agents=False)
    assert resolve_events([bare], _entity_of([bare]))[0][0].label == "said (speaker not named)"


def test_reported_speech_is_kept_apart_from_quotes_and_a_quote_shows_once():
    quote = "We will not give up, ever"
    exs = [
        replace(
            _said("a", None, quote), events=(replace(_said("a", None, quote).events[0], reported="Ana will go on"),)
        ),
        _said("b", None, quote.lower()),
        _said("c", None, "We will not give up"),  # the same quote, cut short
    ]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert [(e.quote, e.reported) for e in events] == [(quote, "Ana will go on")]


def test_a_bound_is_never_the_corpus_events_day():
    from kg.model import EventTime

    ex = _ex("a", "amnesty", None, ["Ana Lind"])
    placed = replace(ex.events[0], time=EventTime("2002-10-21", "before", "tense"))
    events, _ = resolve_events([replace(ex, events=(placed,))], _entity_of([ex]))
    assert (events[0].date, events[0].date_bound) == ("2002-10-21", "before")
    assert events[0].id == "amnesty-undated"  # an id names a day only when one is known
    # a mention placed on a day by its sentence gives the event that day
    dated = replace(ex.events[0], time=EventTime("2002-10-20", "", "sentence"))
    events, _ = resolve_events([replace(ex, events=(dated,))], _entity_of([ex]))
    assert (events[0].date, events[0].date_bound, events[0].id) == ("2002-10-20", "", "amnesty-2002-10-20")


def test_the_main_process_keeps_briefs_and_views_one_story_at_a_time(monkeypatch):
    """Views (sentence words, copied text) are made where a story is clustered, never for the whole corpus."""
    import kg.resolve.events.coref as coref
    from kg.resolve.events.features import Brief, View

    exs = [_ex(f"a{n}", "amnesty", "2002-10-20", ["Ana Lind"]) for n in range(3)]
    exs += [_ex(f"b{n}", "referendum", "2002-10-15", ["Bo Berg"]) for n in range(2)]
    stories = {"a0": "s1", "a1": "s1", "a2": "s1", "b0": "s2", "b1": "s2"}
    real = coref.story_links
    seen: list[tuple[type, ...]] = []

    def spy(by_story, expand, *rest):
        seen.append(tuple({type(b) for members in by_story.values() for b in members}))
        made = []

        def counting(briefs):
            views = expand(briefs)
            made.append(len(views))
            assert all(type(v) is View for v in views)
            return views

        yield from real(by_story, counting, *rest)
        assert made == [3, 2]  # one story's views at a time

    monkeypatch.setattr(coref, "story_links", spy)
    events, _ = resolve_events(exs, _entity_of(exs), stories)
    assert seen == [(Brief,)]
    assert sorted(len(e.mentions) for e in events) == [2, 3]


def test_a_view_is_its_brief_with_the_pair_scorers_evidence():
    from kg.resolve.events.features import brief, expand

    ex = _ex("a", "amnesty", "2002-10-20", ["Ana Lind", "Bo Berg"], agents=True)
    entity_of = _entity_of([ex])
    b = brief(7, ex, 0, ex.events[0], entity_of, "s1")
    v = expand(b, ex, entity_of)
    assert v == view(7, ex, 0, ex.events[0], entity_of, "s1")
    assert (v.number, v.key, v.story, v.date, v.agents, v.agent_names) == (
        7,
        ("a", 0),
        "s1",
        "2002-10-20",
        frozenset({"ana lind", "bo berg"}),
        (("ana lind", "Ana Lind"), ("bo berg", "Bo Berg")),
    )
    assert v.words and v.context == frozenset({"ana lind", "bo berg"})


@given(
    st.lists(
        st.tuples(st.sampled_from(["a1", "a2", "b1", "c9"]), st.integers(0, 3), st.integers(0, 5)),
        max_size=30,
        unique_by=lambda m: m[:2],
    ),
    st.dictionaries(st.sampled_from(["a1", "a2", "b1", "c9"]), st.sampled_from([None, "2002-10-20", "2002-10-21"])),
)
def test_events_are_taken_in_the_order_they_were_first_reported(mentions, dates):
    # (article, index, cluster) for each mention, in key order as resolve_events gives them
    keys = sorted(m[:2] for m in mentions)
    cluster = {m[:2]: m[2] for m in mentions}
    briefs = [SimpleNamespace(key=k) for k in keys]
    published = {a: dates.get(a) for a in ["a1", "a2", "b1", "c9"]}
    groups = Clusters(briefs, np.array([cluster[k] for k in keys], dtype=np.int64))

    def first(root: int) -> tuple:
        return min((published[b.key[0]] is None, published[b.key[0]] or "", b.key) for b in groups.members(root))

    expected = sorted(groups.roots.tolist(), key=first)
    assert [int(groups.roots[p]) for p in _first_reported(briefs, groups, published).tolist()] == expected


def _placed_at(ex, time):
    return replace(ex, events=(replace(ex.events[0], time=time),))


def test_a_merged_events_date_holds_for_every_mention():
    from kg.model import EventTime

    # one report has the naming near its day ("the naming comes days after ..."), another
    # only before it ("a year after the naming of Lind"): the event is at most on or before it
    near = _placed_at(_ex("a", "naming", None, ["Ana Lind"]), EventTime("2013-12-10", "around", "tense"))
    earlier = _placed_at(_ex("b", "naming", None, ["Ana Lind"]), EventTime("2013-12-10", "before", "tense"))
    events, _ = resolve_events([near, earlier], _entity_of([near, earlier]))
    assert len(events) == 1
    assert (events[0].date, events[0].date_bound) == ("2013-12-10", "before")
    # a day one mention's sentence gives, which another mention's placement puts it after
    dated = _placed_at(_ex("a", "naming", None, ["Ana Lind"]), EventTime("2009-03", "", "relation"))
    later = _placed_at(_ex("b", "naming", None, ["Ana Lind"]), EventTime("2013-12-10", "after", "tense"))
    events, _ = resolve_events([dated, later], _entity_of([dated, later]))
    assert len(events) == 1
    assert (events[0].date, events[0].date_bound) == (None, "")  # before and after: no bound holds
    # two reports of a past event: the earlier report's bound stands (a later one says less)
    first = _placed_at(_ex("a", "naming", None, ["Ana Lind"]), EventTime("2013-12-10", "before", "tense"))
    second = _placed_at(_ex("b", "naming", None, ["Ana Lind"]), EventTime("2013-12-20", "before", "tense"))
    events, _ = resolve_events([first, second], _entity_of([first, second]))
    assert (events[0].date, events[0].date_bound) == ("2013-12-10", "before")
    # mentions that agree keep their day
    again = _placed_at(_ex("b", "naming", None, ["Ana Lind"]), EventTime("2009-04-02", "before", "tense"))
    events, _ = resolve_events([dated, again], _entity_of([dated, again]))
    assert (events[0].date, events[0].date_bound) == ("2009-03", "")


def test_a_merged_events_date_is_not_one_weeks_from_another_mentions_day():
    from kg.model import EventTime

    # "net interest income for the third quarter declined" and "closed at $5.25, a 26% decline" in
    # Friday's trading, joined: the quarter is no time of Friday's decline
    quarter = _ex("a", "decline", "1989-Q3", ["Ana Lind"])
    friday = _placed_at(_ex("b", "decline", None, ["Ana Lind"]), EventTime("1989-10-27", "", "relation"))
    events, _ = resolve_events([quarter, friday], _entity_of([quarter, friday]))
    assert all(e.date != "1989-Q3" for e in events if ("b", 0) in e.mentions)
    # a day a few days from another's is the majority's business, not another happening's
    near = _placed_at(_ex("b", "decline", None, ["Ana Lind"]), EventTime("1989-10-02", "", "relation"))
    events, _ = resolve_events([quarter, near], _entity_of([quarter, near]))
    assert [(e.date, e.date_bound) for e in events] == [("1989-Q3", "")]


def test_a_day_after_an_earlier_reports_fact_is_no_day_of_it():
    # one report dates the ceremony 12 March; another, of 27 February, tells a ceremony as done:
    # that one was done by 27 February, another happening (kg.resolve.events.guard), and the
    # dated one keeps its day
    dated = _published(_ex("a", "ceremony", "1999-03-12", ["Ana Lind"]), "1999-03-13")
    told = _published(_ex("b", "ceremony", None, ["Ana Lind"]), "1999-02-27")
    told = replace(told, events=(replace(told.events[0], factuality="fact"),))
    events, _ = resolve_events([dated, told], _entity_of([dated, told]))
    assert sorted((e.date, e.date_bound) for e in events if e.mentions != (("b", 0),)) == [("1999-03-12", "")]
    assert len(events) == 2
    # told as a plan in the earlier report, it may well be that day
    planned = replace(told, events=(replace(told.events[0], factuality="future"),))
    events, _ = resolve_events([dated, planned], _entity_of([dated, planned]))
    assert (events[0].date, events[0].date_bound) == ("1999-03-12", "")


def test_a_subject_with_a_superlative_drops_it_from_the_label():
    """Issue 52: "the deadliest earthquake to hit Nordland in six decades" was labelled "deadliest
    earthquake hit Nordland", false as written without its limit (a deadlier one came before)."""
    exs = [_verb("a", "hit", lemma="hit", obj="Nordland", agents=False, subject="deadliest earthquake")]
    assert resolve_events(exs, _entity_of(exs))[0][0].label == "earthquake hit Nordland"
    exs = [_verb("a", "hit", lemma="hit", obj="Nordland", agents=False, subject="protest marchers")]
    assert resolve_events(exs, _entity_of(exs))[0][0].label == "protest marchers hit Nordland"


def test_a_day_as_many_mentions_deny_as_give_is_no_merged_events_day():
    from kg.model import EventTime

    # "a letter published Tuesday" and "published Wednesday", joined: either day is wrong for one
    # of them; the node is only bounded by the later
    tuesday = _placed_at(_ex("a", "naming", None, ["Ana Lind"]), EventTime("2013-12-10", "", "relation"))
    wednesday = _placed_at(_ex("b", "naming", None, ["Ana Lind"]), EventTime("2013-12-11", "", "relation"))
    events, _ = resolve_events([tuesday, wednesday], _entity_of([tuesday, wednesday]))
    assert len(events) == 1
    assert (events[0].date, events[0].date_bound) == ("2013-12-11", "before")
    # a day most of the mentions give is the node's
    again = _placed_at(_ex("c", "naming", None, ["Ana Lind"]), EventTime("2013-12-10T09:00", "", "relation"))
    exs = [tuesday, wednesday, again]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert len(events) == 1
    assert (events[0].date, events[0].date_bound) == ("2013-12-10", "")


def test_the_one_a_verb_of_undergoing_befalls_comes_before_it_in_the_label():
    """Issue 54: "Slepian died" reads Slepian as the patient; the label is "Slepian died", not
    "died Slepian"; a verb done to someone keeps its order ("killed Slepian")."""
    exs = [_verb("a", "died", lemma="die", obj="Slepian", agents=False)]
    assert resolve_events(exs, _entity_of(exs))[0][0].label == "Slepian died"
    exs = [_verb("a", "killed", lemma="kill", obj="Slepian", agents=False)]
    assert resolve_events(exs, _entity_of(exs))[0][0].label == "killed Slepian"


def test_who_went_through_a_verb_of_undergoing_comes_before_it_in_the_label():
    """Issue 54: "had undergone a liver transplant", its subject a participant (no doer), is
    labelled "Ana undergone liver transplant", not "undergone liver transplant"."""
    exs = [_verb("a", "undergone", lemma="undergo", obj="liver transplant", agents=False, participants=(0,))]
    assert resolve_events(exs, _entity_of(exs), names={"ana": "Ana Lind"})[0][0].label == (
        "Ana Lind undergone liver transplant"
    )
