"""One article's one word done to two different named things: two acts, never one node, even
through a third mention scored like both (:mod:`kg.resolve.events.things`)."""

from __future__ import annotations

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.resolve.events.features import View, view
from tests.kg.resolve.events.test_guard import _clusters

# Names of the constructed sentence and their entity types.
NAMES = (
    ("MacBook Air", "PRODUCT"),
    ("MacBook Pro", "PRODUCT"),
    ("Bryant Dalton", "PERSON"),
    ("Latonya Brown", "PERSON"),
    ("Sumatra", "LOC"),
    ("MacBook", "PRODUCT"),
)


def _did(aid: str, number: int, lemma: str = "release", nominal: bool = False, patients: tuple[int, ...] = ()) -> View:
    """Article ``aid``'s one mention of ``lemma`` done to the names of :data:`NAMES` numbered ``patients``."""
    text = "MacBook Air, MacBook Pro, Bryant Dalton, Latonya Brown, Sumatra and MacBook: it was done then."
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, kind, 0) for n, kind in NAMES)
    start = text.index("done")
    event = EventMention(start, start + 4, "done", lemma, "other", 0, nominal=nominal, patients=patients)
    ex = Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), mentions, (event,))
    entity_of = {(aid, i): n.lower().replace(" ", "-") for i, (n, _) in enumerate(NAMES)}
    return view(number, ex, 0, event, entity_of, "story")


def _through_a_third(x: View, y: View, third: View | None = None) -> tuple[set[frozenset[int]], set[frozenset[int]]]:
    """The clusters of ``x``, ``y`` and a third mention (by default a bare one of another report)
    scored like both, without and with the guard."""
    third = third or _did("b", 2, x.mention.lemma, x.mention.nominal)
    pairs = [(0, 2), (1, 2)]
    return _clusters([x, y, third], pairs, guarded=False), _clusters([x, y, third], pairs)


def test_one_articles_word_done_to_two_named_things_is_never_one_node():
    """Issue 52: "Apple released the MacBook Air" and "the release of Apple's MacBook Pro" (an
    earlier release of another product), joined through a bare "released"."""
    unguarded, guarded = _through_a_third(_did("a", 0, patients=(0,)), _did("a", 1, nominal=True, patients=(1,)))
    assert unguarded == {frozenset({0, 1, 2})} and frozenset({0, 1, 2}) not in guarded
    # One thing told twice, or by a short form of its name ("MacBook"), is one release.
    assert _through_a_third(_did("a", 0, patients=(0,)), _did("a", 1, patients=(0,)))[1] == {frozenset({0, 1, 2})}
    assert _through_a_third(_did("a", 0, patients=(0,)), _did("a", 1, patients=(5,)))[1] == {frozenset({0, 1, 2})}


def test_what_the_text_joins_and_people_or_places_are_left_to_the_pair_vote():
    """A mention that names both things ("released the MacBook Air and the MacBook Pro") joins
    them; one shooting told victim by victim ("Bryant Dalton was shot", "Latonya Brown was shot"),
    one place at two sizes, and two articles are the scorer's."""
    both = _did("a", 2, patients=(0, 1))
    assert _through_a_third(_did("a", 0, patients=(0,)), _did("a", 1, patients=(1,)), both)[1] == {frozenset({0, 1, 2})}
    victims = _through_a_third(_did("a", 0, "shoot", patients=(2,)), _did("a", 1, "shoot", patients=(3,)))
    assert victims[1] == {frozenset({0, 1, 2})}
    places = _through_a_third(_did("a", 0, "hit", patients=(4,)), _did("a", 1, "hit", patients=(0,)))
    assert places[1] == {frozenset({0, 1, 2})}
    apart = _through_a_third(_did("a", 0, patients=(0,)), _did("c", 1, patients=(1,)))
    assert apart[1] == {frozenset({0, 1, 2})}
