"""Clusters that may never be one happening, whatever the pairs scored between them say."""

from __future__ import annotations

import numpy as np

from kg.model import Article, EventMention, EventTime, Extraction, Mention, PublicationDate, Timex, TimexSpan
from kg.resolve.events.by_story import average_linkage
from kg.resolve.events.features import View, view
from kg.resolve.events.guard import Guard

NAMES = ("General Motors", "Chrysler")


def _view(aid: str, number: int, published: str | None = None, date: str | None = None, **fields: object) -> View:
    """Article ``aid``'s one mention of "receive", its sentence naming two companies (and ``date``)."""
    text = f"General Motors and Chrysler: it received the loans on {date or 'time'}."
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, "ORG", 0) for n in NAMES)
    start = text.index("received")
    spans, timexes = (), ()
    if date:
        at = text.index(date)
        spans, timexes = (
            (TimexSpan(at, at + len(date), date, 0),),
            (Timex(at, at + len(date), date, 0, "DATE", date, "day"),),
        )
        fields["timex"] = 0
    event = EventMention(start, start + 8, "received", "receive", "other", 0, context=(0, 1), **fields)
    dct = PublicationDate(published, source="metadata") if published else PublicationDate(None)
    ex = Extraction(Article(aid, text), dct, ((0, len(text)),), spans, timexes, mentions, (event,))
    entity_of = {(aid, i): n.lower().replace(" ", "-") for i, n in enumerate(NAMES)}
    return view(number, ex, 0, event, entity_of, "story")


def _clusters(views: list[View], pairs: list[tuple[int, int]], guarded: bool = True) -> set[frozenset[int]]:
    """The groups of ``views`` that pairs all scored 0.9 make, with or without the guard."""
    links = average_linkage(len(views), pairs, np.full(len(pairs), 0.9), 0.5, Guard(views) if guarded else None)
    first = dict(links)
    groups: dict[int, set[int]] = {}
    for n in range(len(views)):
        groups.setdefault(first.get(n, n), set()).add(n)
    return {frozenset(g) for g in groups.values()}


def test_a_plan_never_joins_a_fact_through_a_third_mention():
    # "will receive" scored like both facts, never scored against the second: one node would
    # show the plan as done, or the done as planned.
    views = [_view("a", 0), _view("b", 1, factuality="future"), _view("c", 2)]
    pairs = [(0, 1), (1, 2)]
    assert _clusters(views, pairs, guarded=False) == {frozenset({0, 1, 2})}
    assert frozenset({0, 1, 2}) not in _clusters(views, pairs)


def test_mentions_whose_times_cannot_meet_are_never_one_node():
    # One dated in May, one in June three weeks later, and an undated plan scored like both.
    may = _view("a", 0, date="2009-05-07", factuality="future")
    undated = _view("b", 1, factuality="future")
    june = _view("c", 2, date="2009-06-01", factuality="future")
    assert _clusters([may, undated, june], [(0, 1), (1, 2)], guarded=False) == {frozenset({0, 1, 2})}
    assert _clusters([may, undated, june], [(0, 1), (1, 2)]) != {frozenset({0, 1, 2})}
    june = _view("c", 2, date="2009-06-01")
    # A fact a May report tells as done (on or before its day) is no June filing.
    told = _view("d", 0, published="2009-05-28")
    assert _clusters([told, june], [(0, 1)]) == {frozenset({0}), frozenset({1})}
    # Reports a day apart on one happening stay together (a time zone, "yesterday").
    assert _clusters([_view("e", 0, date="2009-06-02"), june], [(0, 1)]) == {frozenset({0, 1})}
    # Where an article places an undated mention by its tense is a guess, no bar.
    placed = _view("g", 0, factuality="future", time=EventTime("2009-05-28", "after", "tense"))
    assert _clusters([placed, _view("h", 1, date="2009-05-07", factuality="future")], [(0, 1)]) == {frozenset({0, 1})}
    assert _clusters([_view("f", 0, published="2009-06-02"), june], [(0, 1)]) == {frozenset({0, 1})}


def test_one_articles_verb_done_by_two_named_companies_is_never_one_node():
    # "Chrysler ... the four billion it has already received" and "GM ... the $13.4 billion it has
    # already received" in one article, both scored like a third report's "have received".
    chrysler = _view("a", 0, agents=(1,))
    gm = _view("a", 1, agents=(0,))
    other = _view("b", 2)
    pairs = [(0, 2), (1, 2)]
    assert _clusters([chrysler, gm, other], pairs, guarded=False) == {frozenset({0, 1, 2})}
    assert frozenset({0, 1, 2}) not in _clusters([chrysler, gm, other], pairs)
    # One company told twice is one node.
    assert _clusters([chrysler, _view("a", 1, agents=(1,)), other], pairs) == {frozenset({0, 1, 2})}


def _noun(aid: str, number: int, text: str, trigger: str, **fields: object) -> View:
    """Article ``aid``'s one event noun ``trigger`` in ``text``, which names General Motors and Chrysler."""
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, "ORG", 0) for n in NAMES)
    start = text.index(trigger)
    lemma = "bankruptcy" if trigger.startswith("bankrupt") else trigger
    event = EventMention(
        start, start + len(trigger), trigger, lemma, "other", 0, context=(0, 1), nominal=True, **fields
    )
    ex = Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), mentions, (event,))
    entity_of = {(aid, i): n.lower().replace(" ", "-") for i, n in enumerate(NAMES)}
    return view(number, ex, 0, event, entity_of, "story")


def test_a_count_of_happenings_never_joins_one_of_them_through_a_third_mention():
    # "the two bankruptcies" and "the bankruptcy" (one), joined through a bare plural that says no count.
    many = _noun("a", 0, "General Motors and Chrysler: the two bankruptcies were filed.", "bankruptcies")
    one = _noun("b", 1, "General Motors and Chrysler: the bankruptcy was filed.", "bankruptcy")
    unsaid = _noun("c", 2, "General Motors and Chrysler: after bankruptcies, all changed.", "bankruptcies")
    assert (many.count, one.count, unsaid.count) == ("many", "one", "")
    pairs = [(0, 2), (1, 2)]
    assert _clusters([many, one, unsaid], pairs, guarded=False) == {frozenset({0, 1, 2})}
    assert frozenset({0, 1, 2}) not in _clusters([many, one, unsaid], pairs)
