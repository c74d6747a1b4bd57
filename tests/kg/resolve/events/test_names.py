from kg.resolve.events.evidence import judge
from kg.resolve.events.features import FEATURES, Tables
from kg.resolve.events.names import doers_apart, doers_of
from tests.kg.resolve.events.test_evidence import _view


def test_two_articles_of_other_doers_are_apart():
    # "Spain checked in" in one article, "France checked in" in two others: one topic's two
    # look-alike happenings name other doers; two reports of one name one in common.
    spain = _view("a", "check", agents=(0,))
    france = _view("b", "check", agents=(1,))
    france_again = _view("c", "check", agents=(1,))
    unnamed = _view("d", "check")
    doers = doers_of([spain, france, france_again, unnamed])
    assert doers == {"a": {"spain"}, "b": {"france"}, "c": {"france"}, "d": frozenset()}
    apart = doers_apart(doers, [("a", "b"), ("b", "c"), ("a", "d")])
    assert apart == {("a", "b"): 1.0, ("b", "c"): 0.0, ("a", "d"): 0.0}  # no doer named: nothing told


def test_an_articles_doers_are_all_its_mentions():
    # The article's own doers, from every mention of it: one mention naming France joins them.
    doers = doers_of([_view("a", "check", agents=(0,)), _view("a", "enter", 1, 1, agents=(1,))])
    assert doers_apart(doers | {"b": frozenset({"france"})}, [("a", "b")]) == {("a", "b"): 0.0}


def test_the_pair_features_carry_it_for_one_lemma_and_two():
    tables = Tables({}, {}, {})
    same, _ = judge(_view("a", "check"), _view("b", "check", 1, 1), 0.5, tables, 1.0)
    other, _ = judge(_view("a", "check"), _view("b", "enter", 1, 1), 0.5, tables, 1.0)
    column, lemma = FEATURES.index("other_cast"), FEATURES.index("lemma_other_cast")
    assert (same[column], same[lemma]) == (1.0, 1.0)
    assert (other[column], other[lemma]) == (1.0, 0.0)
    assert judge(_view("a", "check"), _view("b", "check", 1, 1), 0.5, tables)[0][column] == 0.0
