"""Events of different stories join only on plain evidence: one word, one actor, dates that meet."""

import numpy as np

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate, Timex, TimexSpan
from kg.resolve.events.across import MAX_KEY_EVENTS, _PairSet, join_across_stories
from kg.resolve.events.features import view


def _told(aid, published, agent, lemma="leave", date=None, event_class="other", theme=""):
    """An article published on ``published`` telling of ``agent``'s ``lemma``, dated ``date`` in its text."""
    text = f"{agent} and the {lemma}."
    mention = Mention(0, len(agent), agent, agent, "PERSON", 0)
    spans, timexes, timex = (), (), None
    if date:
        spans = (TimexSpan(0, 0, "", 0),)
        timexes = (Timex(0, 0, "", 0, "DATE", date, "day"),)
        timex = 0
    start = text.index(lemma)
    event = EventMention(start, start + len(lemma), lemma, lemma, event_class, 0, agents=(0,), timex=timex, theme=theme)
    return Extraction(
        Article(aid, text),
        PublicationDate(published, "metadata"),
        ((0, len(text)),),
        spans,
        timexes,
        (mention,),
        (event,),
    )


def _joined(*told):
    """Whether the events of ``told`` (each its own story) end as one."""
    entity_of = {(ex.article.id, 0): ex.mentions[0].name.lower() for ex in told}
    views = [view(n, ex, 0, ex.events[0], entity_of, f"story-{n}") for n, ex in enumerate(told)]
    out = join_across_stories(views, np.arange(len(views)))
    return len(set(out.tolist())) == 1


def test_a_happening_retold_in_a_later_thread_joins_the_report_of_it():
    began = _told("a", "2011-01-17", "Ana Lind")  # reported undated on the day
    retold = _told("b", "2011-08-25", "Ana Lind", date="2011-01")  # "her leave in January"
    assert _joined(began, retold)


def test_two_undated_happenings_of_one_actor_stay_apart():
    """A second stay in rehab, told without dates, cannot be told from the first."""
    assert not _joined(_told("a", "2011-01-17", "Ana Lind"), _told("b", "2011-08-25", "Ana Lind"))


def test_a_year_is_too_coarse_to_name_one_happening_across_threads():
    assert not _joined(
        _told("a", "2011-01-17", "Ana Lind", "loss", date="2010"), _told("b", "2011-08-25", "Ana Lind", "loss", "2010")
    )


def test_dates_that_cannot_meet_and_reports_before_the_happening_stay_apart():
    assert not _joined(_told("a", None, "Ana Lind", date="2011-01"), _told("b", None, "Ana Lind", date="2011-03"))
    # reported undated in January: not a happening of March
    assert not _joined(_told("a", "2011-01-17", "Ana Lind"), _told("b", "2011-08-25", "Ana Lind", date="2011-03"))
    # nor of a month long before the report
    assert not _joined(_told("a", "2011-06-17", "Ana Lind"), _told("b", "2011-08-25", "Ana Lind", date="2011-01"))


def test_other_actors_and_statements_stay_apart():
    assert not _joined(_told("a", None, "Ana Lind", date="2011-01-17"), _told("b", None, "Ben Ode", date="2011-01-17"))
    said = [_told(x, None, "Ana Lind", "say", "2011-01-17", "statement") for x in "ab"]
    assert not _joined(*said)


def test_one_word_and_actor_in_too_many_events_is_not_evidence():
    told = [_told(f"a{n:03d}", None, "Ana Lind", date="2011-01-17") for n in range(MAX_KEY_EVENTS + 1)]
    assert not _joined(*told)
    assert _joined(*told[:2])


def test_candidate_pairs_come_once_each_in_order_however_often_they_are_found():
    pairs = _PairSet(size=10, fold_at=3)  # folds several times on the way
    for a, b in [(3, 7), (1, 2), (3, 7), (0, 9), (1, 2), (2, 5), (0, 9)]:
        pairs.extend([a * 10 + b])
    assert list(pairs.pairs(chunk=2)) == [(0, 9), (1, 2), (2, 5), (3, 7)]


def test_one_verb_about_two_things_stays_apart_across_threads():
    """Issue 52: "released the kit" and "released an update", one day and one company, are two releases."""
    kit = _told("a", None, "Ana Lind", "release", "2011-01-17", theme="kit")
    assert not _joined(kit, _told("b", None, "Ana Lind", "release", "2011-01-17", theme="update"))
    assert _joined(kit, _told("b", None, "Ana Lind", "release", "2011-01-17", theme="kit"))
    assert _joined(kit, _told("b", None, "Ana Lind", "release", "2011-01-17"))


def test_a_join_must_fit_every_date_of_an_event_not_only_the_first():
    """One story's event whose mentions give 5 January and 5 March (joined there by a third
    mention, or wrongly) is no later thread's 5 January happening: one node would show one of
    its days as the other's (kg.resolve.events.guard)."""
    told = [
        _told("a", None, "Ana Lind", date="2011-01-05"),
        _told("b", None, "Ana Lind", date="2011-03-05"),
        _told("c", None, "Ana Lind", date="2011-01-05"),
    ]
    entity_of = {(ex.article.id, 0): "ana lind" for ex in told}
    views = [view(n, ex, 0, ex.events[0], entity_of, story) for n, (ex, story) in enumerate(zip(told, "xxy"))]
    out = join_across_stories(views, np.array([0, 0, 2]))
    assert out.tolist() == [0, 0, 2]
    # the same event of one date joins
    views[1] = view(1, told[0], 0, told[0].events[0], entity_of, "x")
    assert len(set(join_across_stories(views, np.array([0, 0, 2])).tolist())) == 1


def _state(aid, published, agent, text, trigger, when, theme="cancer", tense="perfect"):
    """An article telling ``agent``'s ``trigger`` (about ``theme``) in ``text``, with the year ``when`` in it."""
    at, start = text.index(when), text.index(trigger)
    mention = Mention(0, len(agent), agent, agent, "PERSON", 0)
    timex = Timex(at, at + len(when), when, 0, "DATE", when, "year")
    dated = "since" not in text
    event = EventMention(
        start, start + len(trigger), trigger, "fight", "conflict", 0, agents=(0,), theme=theme, tense=tense,
        timex=0 if dated else None,
    )  # fmt: skip
    return Extraction(
        Article(aid, text),
        PublicationDate(published, "metadata"),
        ((0, len(text)),),
        (TimexSpan(at, at + len(when), when, 0),),
        (timex,),
        (mention,),
        (event,),
    )


def test_a_state_retold_with_its_start_joins_its_retellings_and_the_year_it_began():
    """Issue 52: "fought pancreatic cancer in 2004" and, in two later threads, "has been fighting
    pancreatic cancer since 2004": one state of one person, begun in one year."""
    began = _state("a", "2011-01-17", "Ana Lind", "Ana Lind fought cancer in 2004.", "fought", "2004", tense="past")
    since = "Ana Lind has been fighting cancer since 2004."
    retold = [_state(x, "2011-08-25", "Ana Lind", since, "fighting", "2004") for x in "bc"]
    assert _joined(*retold)
    assert _joined(began, retold[0])
    assert _joined(began, *retold)


def test_states_of_other_starts_things_or_people_stay_apart():
    since = "Ana Lind has been fighting cancer since 2004."
    retold = _state("b", "2011-08-25", "Ana Lind", since, "fighting", "2004")
    later = "Ana Lind has been fighting cancer since 2006."
    assert not _joined(retold, _state("c", "2011-08-25", "Ana Lind", later, "fighting", "2006"))
    assert not _joined(retold, _state("c", "2011-08-25", "Ana Lind", since, "fighting", "2004", theme="fire"))
    other = "Ben Ode has been fighting cancer since 2004."
    assert not _joined(retold, _state("c", "2011-08-25", "Ben Ode", other, "fighting", "2004"))
    # a year alone, with no start told: still too coarse (test_a_year_is_too_coarse...)
    past = "Ana Lind fought cancer in 2004."
    fought = [_state(x, "2011-08-25", "Ana Lind", past, "fought", "2004", tense="past") for x in "cd"]
    assert _joined(*fought)  # one doer, one theme, one year: the rule of the year (unchanged)
    assert not _joined(
        _state("c", "2011-08-25", "Ana Lind", past, "fought", "2004", theme="fire", tense="past"), retold
    )


def test_a_state_with_its_start_joins_within_its_story_too():
    """The pair scorer of a story has no feature for a state's start; the join across stories
    compares such a state with its own story's events as well."""
    began = _state("a", "2011-01-17", "Ana Lind", "Ana Lind fought cancer in 2004.", "fought", "2004", tense="past")
    retold = _state("b", "2011-08-25", "Ana Lind", "Ana Lind has been fighting cancer since 2004.", "fighting", "2004")
    entity_of = {(ex.article.id, 0): "ana lind" for ex in (began, retold)}
    views = [view(n, ex, 0, ex.events[0], entity_of, "story") for n, ex in enumerate((began, retold))]
    assert len(set(join_across_stories(views, np.arange(2)).tolist())) == 1
    # two dated events of one story are the pair scorer's alone
    again = _state("c", "2011-08-25", "Ana Lind", "Ana Lind fought cancer in 2004.", "fought", "2004", tense="past")
    views = [
        view(n, ex, 0, ex.events[0], entity_of | {("c", 0): "ana lind"}, "story") for n, ex in enumerate((began, again))
    ]
    assert len(set(join_across_stories(views, np.arange(2)).tolist())) == 2
