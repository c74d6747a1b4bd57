"""Stories in the graph: story nodes, their articles' in_story edges, and the attributes pages filter on."""

from __future__ import annotations

import networkx as nx

from kg.graph.corpus_graph import corpus_graph
from kg.graph.schema import IN_STORY, NODE_KINDS, NODE_PREFIXES, RELATIONS, STORY, split_list
from kg.pipeline.corpus import resolve_corpus
from tests.kg.resolve.test_stories import ELECTION, FLOOD

TEXTS = {ex.article.id: ex.article.text for ex in FLOOD + ELECTION}


def two_story_graph() -> nx.MultiDiGraph:
    """The graph of two flood articles and two election articles: two stories."""
    return corpus_graph(resolve_corpus(FLOOD + ELECTION))


def _stories(g: nx.MultiDiGraph) -> dict[str, dict]:
    return {n: d for n, d in g.nodes(data=True) if d["kind"] == STORY}


def test_the_schema_declares_the_story_kind_and_relation() -> None:
    assert STORY in NODE_KINDS and NODE_PREFIXES[STORY] == "story:"
    assert IN_STORY in RELATIONS


def test_one_story_node_per_story_with_its_label_terms_and_article_count() -> None:
    g = two_story_graph()
    stories = _stories(g)
    assert len(stories) == 2
    by_articles = {d["sources"]: (n, d) for n, d in stories.items()}
    assert set(by_articles) == {"a1 | a2", "b1 | b2"}
    node, flood = by_articles["a1 | a2"]
    assert node.startswith("story:story-") and flood["doc_count"] == 2
    assert flood["label"] == " · ".join(split_list(flood["terms"])[:3])
    assert "Port Elm" in split_list(flood["terms"])


def test_each_article_links_to_its_story_with_provenance() -> None:
    g = two_story_graph()
    for node, d in _stories(g).items():
        articles = split_list(d["sources"])
        assert sorted(u for u, _, k in g.in_edges(node, keys=True) if k == IN_STORY) == [f"doc:{a}" for a in articles]
        for article in articles:
            edge = g.edges[f"doc:{article}", node, IN_STORY]
            assert edge["relation"] == IN_STORY and edge["sources"] == article and edge["weight"] == 1
            # Untitled: its first sentence (here the whole text) says what it is about.
            assert edge["evidence"] == " ".join(TEXTS[article].split())
    assert sum(1 for *_, k in g.edges(keys=True) if k == IN_STORY) == 4


def test_documents_carry_their_story_and_events_the_stories_reporting_them() -> None:
    g = two_story_graph()
    stories = _stories(g)
    for aid in ("a1", "a2", "b1", "b2"):
        doc = g.nodes[f"doc:{aid}"]
        story = stories[f"story:{doc['story']}"]
        assert doc["story_label"] == story["label"] and aid in split_list(story["sources"])
    assert g.nodes["doc:a1"]["story"] == g.nodes["doc:a2"]["story"] != g.nodes["doc:b1"]["story"]
    events = [(n, d) for n, d in g.nodes(data=True) if d["kind"] == "event"]
    assert events
    for _, d in events:
        expected = sorted({g.nodes[f"doc:{a}"]["story"] for a in split_list(d["sources"])})
        assert split_list(d["stories"]) == expected
