from kg.resolve.disagreements import find_disagreements
from kg.pipeline.build import resolve_corpus
from tests.kg.resolve.events.test_coref import _ex
from tests.kg.resolve.entities.test_resolution import _ex as _names


def test_event_dated_differently_by_two_articles_is_listed_with_both_sources():
    exs = [_ex("a", "decree", "2002-10-20", ["Ana"], agents=True), _ex("b", "decree", "2002-10", ["Ana"]),
           _ex("c", "decree", "2002-10-19", ["Ana"], agents=True),
           _ex("d", "decree", "2002-10-20", ["Ana"], agents=True)]
    corpus = resolve_corpus(exs)
    assert [e.date for e in corpus.events] == ["2002-10-20"]  # the day most articles give
    found = find_disagreements(corpus)
    # 10-19 and 10-20 cannot both be right; October agrees with both.
    assert [(d["kind"], [(v["value"], v["sources"]) for v in d["values"]]) for d in found] == [
        ("date", [("2002-10", ["b"]), ("2002-10-19", ["c"]), ("2002-10-20", ["a", "d"])])]


def test_spelling_variants_across_articles_are_a_disagreement_plurals_are_not():
    exs = [_names("a", ("Abu Gharib", "FAC"), ("Iraq", "GPE"), ("Iraqi", "NORP"), ("Iraqis", "NORP")),
           _names("b", ("Abu Ghraib", "FAC"), ("Iraq", "GPE"), ("Iraqis", "NORP"))]
    found = find_disagreements(resolve_corpus(exs))
    assert [(d["kind"], [v["value"] for v in d["values"]]) for d in found] == [
        ("spelling", ["Abu Gharib", "Abu Ghraib"])]
    assert found[0]["values"][0]["sources"] == ["a"]
