"""Each article's drawing (which of its event mentions may give their event a node) is kept in
the build's cache: a rebuild works out only the new and changed articles' (kg.pipeline.drawings)."""

from __future__ import annotations

from dataclasses import replace

import kg.pipeline.drawings
from kg.graph.node_events import drawing, events_worth_a_node
from kg.pipeline.corpus import resolve_corpus
from kg.runtime.cache import ExtractionCache
from tests.kg.pipeline.test_incremental import _TRANSFER, _story_article, _two_stories


def _count_drawings(monkeypatch) -> list[str]:
    """Each article whose drawing is worked out appends its id to the returned list."""
    worked: list[str] = []

    def counted(ex):
        worked.append(ex.article.id)
        return drawing(ex)

    monkeypatch.setattr(kg.pipeline.drawings, "drawing", counted)
    return worked


def test_an_articles_drawing_comes_from_the_cache_until_its_record_changes(tmp_path, monkeypatch) -> None:
    corpus = _two_stories()
    plain = resolve_corpus(corpus)
    worked = _count_drawings(monkeypatch)
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        assert resolve_corpus(corpus, memo=cache) == plain and sorted(worked) == ["d1", "d2", "t1", "t2"]
        del worked[:]
        again = resolve_corpus(corpus, memo=cache)
        assert again == plain and again.drawn == plain.drawn and worked == []  # all from the cache
        edited = [*corpus[:3], _story_article("t2", _TRANSFER.replace("said", "announced"), "signed")]
        edited_corpus = resolve_corpus(edited, memo=cache)
        assert worked == ["t2"]
        assert edited_corpus.drawn == resolve_corpus(edited).drawn


def test_the_events_found_from_given_drawings_are_those_found_from_the_articles() -> None:
    corpus = resolve_corpus(_two_stories())
    drawings = {ex.article.id: drawing(ex) for ex in corpus.extractions}
    assert any(own for _, own, _, _ in drawings.values())  # some mention is drawn on its own
    found = replace(corpus, drawn=None)
    assert events_worth_a_node(found, found.extractions, drawings) == events_worth_a_node(found, found.extractions)
    # A mention that names no happening gives its event no node, however it is placed.
    bare = {aid: (frozenset(), frozenset(), frozenset(), frozenset()) for aid in drawings}
    assert events_worth_a_node(found, found.extractions, bare) == set()
