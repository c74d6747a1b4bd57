"""Relations gathered as columns group into the edges a dict of every edge would make."""

from __future__ import annotations

from collections import defaultdict

from hypothesis import given, settings
from hypothesis import strategies as st

from kg.graph.assemble import RelationColumns
from kg.model import Relation


def _reference(articles: dict[str, set[Relation]]) -> list[tuple[object, ...]]:
    """The edges as defined: relations grouped by ends and name; the least (article, sentence,
    evidence) gives the evidence; articles counted once, sorted."""
    groups: dict[tuple[str, str, str], list[Relation]] = defaultdict(list)
    for relations in articles.values():
        for r in relations:
            groups[(r.source, r.target, r.relation)].append(r)
    rows = []
    for key in sorted(groups):
        found = groups[key]
        least = min(found, key=lambda r: (r.article, r.sentence, r.evidence))
        ids = sorted({r.article for r in found})
        rows.append((*key, len(found), len(ids), least.evidence, " | ".join(ids), ",".join(ids)))
    return rows


def _assembled(articles: dict[str, set[Relation]], keep=lambda *_: True) -> list[tuple[object, ...]]:
    gathered = RelationColumns()
    for article in sorted(articles):
        gathered.add(article, sorted(articles[article]))
    rows = list(gathered.edges(keep, ",".join))
    assert len(gathered) == 0  # emptied as it is read
    return rows


NAMES = st.sampled_from(["entity:b", "entity:a", "doc:x", "event:e", "date:2009"])
RELATIONS = st.builds(
    Relation,
    source=NAMES,
    target=NAMES,
    relation=st.sampled_from(["agent", "co_occurs", "mentioned_in"]),
    article=st.just(""),
    sentence=st.integers(0, 5),
    evidence=st.sampled_from(["One.", "Two.", ""]),
)


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(["a2", "a10", "b", "a1"]), st.sets(RELATIONS, max_size=12)))
def test_gathered_edges_are_the_edges_a_dict_of_them_makes(articles: dict[str, set[Relation]]) -> None:
    articles = {a: {r._replace(article=a) for r in rs} for a, rs in articles.items()}
    assert _assembled(articles) == _reference(articles)


def test_an_edge_shows_the_least_sentence_of_its_first_article() -> None:
    articles = {
        "b": {Relation("x", "y", "co_occurs", "b", 0, "sentence 0 of b")},
        "a": {Relation("x", "y", "co_occurs", "a", s, f"sentence {s}") for s in (3, 1, 2)},
    }
    assert _assembled(articles) == [("x", "y", "co_occurs", 4, 2, "sentence 1", "a | b", "a,b")]


def test_edges_are_kept_by_their_ends_and_weight() -> None:
    articles = {"a": {Relation("x", "y", "co_occurs", "a", 0), Relation("x", "z", "agent", "a", 0)}}
    assert [row[:3] for row in _assembled(articles, keep=lambda u, v, r, w: v != "z")] == [("x", "y", "co_occurs")]
    assert _assembled({}) == []
