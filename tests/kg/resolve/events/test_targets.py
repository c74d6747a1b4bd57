"""One article's one word in two places or for two amounts: two acts, never one node, even
through a third mention scored like both."""

from __future__ import annotations

from dataclasses import replace

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.resolve.events.features import View, view
from kg.resolve.events.targets import Target, other_targets
from tests.kg.resolve.events.test_guard import _clusters

NAMES = ("Tom Barnes", "Ann Brandau", "Oklahoma City", "Nairobi", "Oklahoma")


def _did(aid: str, number: int, lemma: str = "shoot", nominal: bool = False, **fields: object) -> View:
    """Article ``aid``'s one mention of ``lemma``, its sentence naming :data:`NAMES` (``fields``
    give its roles by their numbers there, and its quantities)."""
    text = "Tom Barnes, Ann Brandau, Oklahoma City, Nairobi and Oklahoma: it was done then."
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, "PERSON", 0) for n in NAMES)
    start = text.index("done")
    event = EventMention(start, start + 4, "done", lemma, "other", 0, nominal=nominal, **fields)
    ex = Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), mentions, (event,))
    entity_of = {(aid, i): n.lower().replace(" ", "-") for i, n in enumerate(NAMES)}
    return view(number, ex, 0, event, entity_of, "story")


def _through_a_third(x: View, y: View) -> tuple[set[frozenset[int]], set[frozenset[int]]]:
    """The clusters of ``x``, ``y`` and a bare mention of another report scored like both, without
    and with the guard."""
    bare = _did("b", 2, x.mention.lemma, x.mention.nominal)
    pairs = [(0, 2), (1, 2)]
    return _clusters([x, y, bare], pairs, guarded=False), _clusters([x, y, bare], pairs)


def test_two_named_patients_are_left_to_the_pair_vote():
    """One spree's victims are told one by one ("Bryant Dalton was shot", "Latonya Brown was
    shot") and are one shooting to a reader of ECB+: no guard keeps them apart."""
    assert _through_a_third(_did("a", 0, patients=(0,)), _did("a", 1, patients=(1,)))[1] == {frozenset({0, 1, 2})}


def test_one_articles_word_in_two_places_or_to_two_destinations_is_never_one_node():
    """Troops "sent to Oklahoma City" and "sent to Nairobi"; "the bombing in Birmingham" and "the
    bombing in Atlanta"."""
    sent = _through_a_third(_did("a", 0, "send", destinations=(2,)), _did("a", 1, "send", destinations=(3,)))
    assert frozenset({0, 1, 2}) not in sent[1] and sent[0] == {frozenset({0, 1, 2})}
    bombing = _through_a_third(_did("a", 0, "bombing", True, places=(2,)), _did("a", 1, "bombing", True, places=(3,)))
    assert frozenset({0, 1, 2}) not in bombing[1]
    # A short name of the place ("Oklahoma", "Oklahoma City") is one place.
    short = _through_a_third(_did("a", 0, "send", destinations=(2,)), _did("a", 1, "send", destinations=(4,)))
    assert short[1] == {frozenset({0, 1, 2})}
    # Two reports may name one place at two sizes ("in Nairobi", "in Kenya"): left to the scorer.
    apart = _clusters([_did("a", 0, "send", destinations=(2,)), _did("c", 1, "send", destinations=(3,))], [(0, 1)])
    assert apart == {frozenset({0, 1})}


def test_one_articles_word_for_two_amounts_is_never_one_node():
    """ "a $15-a-share offer" rejected earlier and "a new, $10-a-share offer": one node through a
    bare "the offer"."""
    unguarded, guarded = _through_a_third(
        _did("a", 0, "offer", True, quantities=("15",)), _did("a", 1, "offer", True, quantities=("10",))
    )
    assert unguarded == {frozenset({0, 1, 2})} and frozenset({0, 1, 2}) not in guarded
    assert other_targets(Target(frozenset(), frozenset({"15"})), Target(frozenset(), frozenset({"10"})))
    same = _through_a_third(
        _did("a", 0, "offer", True, quantities=("15",)), _did("a", 1, "offer", True, quantities=("15",))
    )
    assert same[1] == {frozenset({0, 1, 2})}


def test_a_verbs_numbers_and_a_type_added_to_an_id_tell_no_act_apart():
    """ECB+ train: "officers shot and killed a 16-year-old" and "Gray was shot eleven times" (a
    verb's numbers come from any argument) are one shooting; "Oklahoma" (id "oklahoma-gpe", beside
    another entity's "oklahoma") and "Oklahoma City" one place."""
    verbs = _through_a_third(_did("a", 0, quantities=("16",)), _did("a", 1, quantities=("eleven",)))
    assert verbs[1] == {frozenset({0, 1, 2})}
    typed = replace(_did("a", 0, "send", places=(4,)), places=frozenset({"oklahoma-gpe"}))
    assert _through_a_third(typed, _did("a", 1, "send", places=(2,)))[1] == {frozenset({0, 1, 2})}
    # Other names stay apart without the type ("nairobi", "boston-event").
    other = replace(_did("a", 1, "send", places=(3,)), places=frozenset({"boston-event"}))
    assert frozenset({0, 1, 2}) not in _through_a_third(_did("a", 0, "send", places=(3,)), other)[1]


def test_one_articles_change_word_with_two_figures_is_never_one_node():
    """Issue 52: "Sales increased 36% to $683 million" and "a 74% increase" in one report, joined
    through a bare "increases": a change word's numbers are its own figures, verb or noun."""
    unguarded, guarded = _through_a_third(
        _did("a", 0, "increase", quantities=("36", "683")), _did("a", 1, "increase", True, quantities=("74",))
    )
    assert unguarded == {frozenset({0, 1, 2})} and frozenset({0, 1, 2}) not in guarded
    # One figure told twice ("rose 5% to $10", "the 5% rise") is one change.
    same = _through_a_third(_did("a", 0, "rise", quantities=("5", "10")), _did("a", 1, "rise", True, quantities=("5",)))
    assert same[1] == {frozenset({0, 1, 2})}
