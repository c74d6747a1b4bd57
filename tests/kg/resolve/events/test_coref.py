from dataclasses import replace
from datetime import date, timedelta

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate, Timex, TimexSpan
from kg.resolve.events.coref import resolve_events


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


def test_same_event_in_three_articles_is_one_node_with_the_finest_date():
    exs = [
        _ex("a", "amnesty", "2002-10-20", ["Ana"]),
        _ex("b", "amnesty", None, ["Ana", "Bo"]),
        _ex("c", "amnesty", "2002-10", ["Bo"]),
    ]
    events, event_of = resolve_events(exs, _entity_of(exs))
    assert len(events) == 1 and events[0].date == "2002-10-20" and events[0].id == "amnesty-2002-10-20"
    assert set(event_of.values()) == {"amnesty-2002-10-20"}


def test_other_occurrences_of_the_same_kind_stay_apart():
    exs = [_ex("a", "war", "1991", ["Ana"]), _ex("b", "war", "2003", ["Ana"]), _ex("c", "war", "1991", ["Cy"])]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert sorted(e.id for e in events) == ["war-1991", "war-1991-2", "war-2003"]


def _published(ex, day):
    return replace(ex, dct=PublicationDate(day, source="metadata"))


def test_events_sharing_an_id_are_numbered_in_the_order_they_were_first_reported():
    """So the next day's articles take new numbers, whatever their ids, and old links stay valid."""
    old = [
        _published(_ex("m", "war", None, ["Ana"]), "2002-10-20"),
        _published(_ex("n", "war", None, ["Bo"]), "2002-10-21"),
    ]
    before = {e.mentions: e.id for e in resolve_events(old, _entity_of(old))[0]}
    assert sorted(before.values()) == ["war-undated", "war-undated-2"]
    grown = old + [_published(_ex("a", "war", None, ["Cy"]), "2002-10-22"), _ex("b", "war", None, ["Di"])]
    after = {e.mentions: e.id for e in resolve_events(grown, _entity_of(grown))[0]}
    assert {m: after[m] for m in before} == before  # "a" and "b" sort first by id, not by day
    assert after[(("a", 0),)] == "war-undated-3" and after[(("b", 0),)] == "war-undated-4"  # undated last


def test_verbal_events_need_a_shared_argument_and_a_day():
    exs = [
        _ex("a", "meet", "2002-10-21", ["Ana"], nominal=False),
        _ex("b", "meet", "2002-10-21", ["Ana"], nominal=False),
    ]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert len(events) == 2  # sentence context alone is not an argument


def test_one_speaker_quoted_alike_by_two_articles_is_one_statement():
    exs = []
    for aid, quote in (("a", "We will not give up, ever"), ("b", "we will not give up ever")):
        ex = _ex(aid, "say", None, ["Ana"], nominal=False, agents=True)
        ev = replace(ex.events[0], quote=quote, event_class="statement")
        exs.append(replace(ex, events=(ev,)))
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


def test_verbal_events_of_one_actor_join_on_the_same_day_only():
    exs = [_said("a", "2002-10-21"), _said("b", "2002-10-21"), _said("c", "2002-10-22")]
    events, event_of = resolve_events(exs, _entity_of(exs))
    assert len(events) == 2 and event_of[("a", 0)] == event_of[("b", 0)] != event_of[("c", 0)]


def test_an_undated_quote_joins_the_dated_report_of_it_but_two_days_stay_apart():
    quote = "We will not give up, ever"
    exs = [_said("a", "2002-10-21", quote), _said("b", "2002-10-25", quote), _said("c", None, quote)]
    events, event_of = resolve_events(exs, _entity_of(exs))
    assert len(events) == 2 and event_of[("c", 0)] == event_of[("a", 0)] != event_of[("b", 0)]


def _count_comparisons(monkeypatch) -> list:
    import kg.resolve.events.coref

    compared = []
    real = kg.resolve.events.coref._joins

    def counted(a, b, *rest):
        compared.append((a.key, b.key))
        return real(a, b, *rest)

    monkeypatch.setattr(kg.resolve.events.coref, "_joins", counted)
    return compared


def test_a_speaker_reported_on_many_days_is_not_compared_pair_by_pair(monkeypatch):
    compared = _count_comparisons(monkeypatch)
    exs = [_said(f"a{day:02d}", f"2002-10-{day:02d}") for day in range(1, 31)]
    events, _ = resolve_events(exs, _entity_of(exs))
    # All pairs would be 435: a verb dated to different days can never be one event.
    assert len(events) == 30 and not compared


def test_a_name_in_every_article_does_not_make_its_events_compare_all_pairs(monkeypatch):
    compared = _count_comparisons(monkeypatch)
    # "the war" near "Iraq" in 40 articles on 40 different days, and in 20 undated ones.
    days = [(date(2002, 1, 1) + timedelta(days=9 * n)).isoformat() for n in range(40)]
    exs = [_ex(f"d{n:02d}", "war", day, ["Iraq"]) for n, day in enumerate(days)]
    exs += [_ex(f"u{n:02d}", "war", None, ["Iraq"]) for n in range(20)]
    events, event_of = resolve_events(exs, _entity_of(exs))
    assert len(events) == 40
    assert {event_of[(f"u{n:02d}", 0)] for n in range(20)} == {event_of[("d00", 0)]}  # first cluster they fit
    # Trying every later mention would be 1,770 pairs; clusters whose date cannot fit are passed over whole.
    assert len(compared) < 100


def test_undated_quotes_of_one_speaker_are_compared_only_when_they_begin_or_end_alike(monkeypatch):
    import random

    from rapidfuzz import fuzz

    compared = _count_comparisons(monkeypatch)
    rnd = random.Random(7)
    vocabulary = [f"w{i}" for i in range(300)]
    quotes = [" ".join(rnd.sample(vocabulary, 8)) for _ in range(60)]
    assert max(fuzz.ratio(a, b) for a in quotes for b in quotes if a != b) < 85  # 60 different statements
    exs = [_said(f"q{n:02d}", None, quote) for n, quote in enumerate(quotes)]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert len(events) == 60
    # All pairs would be 1,770; none of these quotes begins or ends like another.
    assert len(compared) < 10


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


def test_reports_that_differ_at_both_ends_are_not_compared():
    # The known limit of filing quotes by their ends (kg.resolve.events.copies.quote_keys): 90% alike, two statements.
    exs = [
        _said("a", None, "Frankly, we will rebuild every school and every road in this country, and soon"),
        _said("b", None, "Honestly, we will rebuild every school and every road in this country, and fast"),
    ]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert len(events) == 2


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


def test_one_wire_sentence_run_by_two_outlets_is_one_event_even_without_names_or_dates():
    edited = WIRE.replace("late on Tuesday night.", "late Tuesday.")  # a copy editor trims the end
    exs = [_story("a", WIRE, "pulled"), _story("b", edited, "pulled")]
    events, event_of = resolve_events(exs, _entity_of(exs))
    assert len(events) == 1 and event_of[("a", 0)] == event_of[("b", 0)]


def test_a_copied_sentence_still_needs_compatible_dates():
    exs = [_story("a", WIRE, "pulled", day="2010-01-12"), _story("b", WIRE, "pulled", day="2010-01-19")]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert len(events) == 2


def test_two_triggers_of_one_lemma_in_a_copied_sentence_stay_two_events():
    text = "The mayor said the bridge would reopen in May, and the engineers said it would not."
    exs = [_story("a", text, "said", 0), _story("b", text, "said", 1)]
    events, _ = resolve_events(exs, _entity_of(exs))
    assert len(events) == 2


def test_a_short_stock_sentence_in_two_articles_is_not_one_event():
    text = "The company declined to comment."
    exs = [_story("a", text, "declined"), _story("b", text, "declined")]
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


def test_an_article_repeating_a_sentence_does_not_compare_its_copies_pair_by_pair(monkeypatch):
    compared = _count_comparisons(monkeypatch)
    exs = [_repeating("a", 60)]
    events, _ = resolve_events(exs, _entity_of(exs))
    # Copies inside one article are not a copied story: 60 events, and not 1,770 pairs compared.
    assert len(events) == 60 and not compared
    # Another outlet's copy still meets them.
    exs.append(_story("b", WIRE, "pulled"))
    _, event_of = resolve_events(exs, _entity_of(exs))
    assert event_of[("b", 0)] == event_of[("a", 0)]
