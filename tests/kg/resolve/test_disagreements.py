from hypothesis import given
from hypothesis import strategies as st

from kg.model import Disagreement, StatedValue
from kg.pipeline.corpus import resolve_corpus
from kg.resolve.disagreements import _exclusive, find_disagreements
from tests.kg.resolve.entities.test_resolution import _ex as _names
from tests.kg.resolve.events.test_coref import _ex


def test_event_dated_differently_by_two_articles_is_listed_with_both_sources():
    exs = [
        _ex("a", "decree", "2002-10-20", ["Ana"], agents=True),
        _ex("b", "decree", "2002-10", ["Ana"]),
        _ex("c", "decree", "2002-10-19", ["Ana"], agents=True),
        _ex("d", "decree", "2002-10-20", ["Ana"], agents=True),
    ]
    corpus = resolve_corpus(exs)
    assert [e.date for e in corpus.events] == ["2002-10-20"]  # the day most articles give
    # 10-19 and 10-20 cannot both be right; October agrees with both.
    assert corpus.disagreements == (
        Disagreement(
            "date",
            f"event:{corpus.events[0].id}",
            "Ana decree",
            (StatedValue("2002-10", ("b",)), StatedValue("2002-10-19", ("c",)), StatedValue("2002-10-20", ("a", "d"))),
        ),
    )
    assert find_disagreements(corpus.extractions, corpus.entities, corpus.events) == corpus.disagreements


def test_spelling_variants_across_articles_are_a_disagreement_plurals_are_not():
    exs = [
        _names("a", ("Abu Gharib", "FAC"), ("Iraq", "GPE"), ("Iraqi", "NORP"), ("Iraqis", "NORP")),
        _names("b", ("Abu Ghraib", "FAC"), ("Iraq", "GPE"), ("Iraqis", "NORP")),
    ]
    found = resolve_corpus(exs).disagreements
    assert [(d.kind, [v.value for v in d.values]) for d in found] == [("spelling", ["Abu Gharib", "Abu Ghraib"])]
    assert found[0].values[0].sources == ("a",) and found[0].node.startswith("entity:")


def test_agreeing_articles_give_no_disagreement():
    exs = [_ex("a", "decree", "2002-10-20", ["Ana"], agents=True), _ex("b", "decree", "2002-10", ["Ana"])]
    assert resolve_corpus(exs).disagreements == ()


def test_a_spelling_is_shown_as_its_first_mention_writes_it():
    exs = [
        _names("a", ("Kel-Marovin", "FAC"), ("Tervia", "GPE"), ("Kel Marovin", "FAC")),
        _names("b", ("Kel Marvoin", "FAC"), ("Tervia", "GPE"), ("Kel-Marvoin", "FAC")),
    ]
    found = resolve_corpus(exs).disagreements
    assert [[v.value for v in d.values] for d in found] == [["Kel-Marovin", "Kel Marvoin"]]


@given(st.lists(st.sets(st.sampled_from("abcdef"), min_size=1), min_size=1, max_size=5))
def test_exclusive_means_two_spellings_each_have_an_article_writing_only_it(sources):
    variants = {f"spelling {n}": set(s) for n, s in enumerate(sources)}
    only = [s - set().union(*(o for k, o in variants.items() if k != key)) for key, s in variants.items()]
    assert _exclusive(variants) == (sum(1 for o in only if o) > 1)
