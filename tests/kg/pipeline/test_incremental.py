"""A rebuild of a grown corpus with the cache reuses what the corpus steps made of an unchanged
article alone, and writes the same files as a build of the same articles without it."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

import pytest

import kg.pipeline.build
import kg.pipeline.corpus
import kg.pipeline.memos
from kg.model import Article, EventMention, Extraction, Mention, MentionIndex, PublicationDate, Timex, TimexSpan
from kg.pipeline.corpus import date_from_corpus
from kg.runtime.cache import ExtractionCache


def _extraction(aid: str, dated: bool) -> Extraction:
    text = "Governor Ilse Varga said on Sunday that Marovia will rebuild the dam."
    dct = PublicationDate("2011-03-08", "metadata", 1.0, "date: 2011-03-08") if dated else PublicationDate(None)
    return Extraction(
        article=Article(id=aid, text=text, title="Dam", date="2011-03-08" if dated else None, path=f"{aid}.txt"),
        dct=dct,
        sentences=((0, len(text)),),
        timex_spans=(TimexSpan(29, 35, "Sunday", 0, "past"),),
        timexes=(Timex(29, 35, "Sunday", 0, "DATE", "2011-03-06" if dated else None, "day"),),
        mentions=(Mention(9, 19, "Ilse Varga", "Ilse Varga", "PERSON", 0, ("Governor",), None),),
        events=(EventMention(20, 24, "said", "say", "statement", 0, agents=(0,), timex=0, context=(0,)),),
    )


def _moved_to(monkeypatch: pytest.MonkeyPatch, day: str) -> None:
    """Every undated article takes ``day`` from its story."""
    found = PublicationDate(day, "corpus", 0.6, "story")
    monkeypatch.setattr(kg.pipeline.corpus, "corpus_dates", lambda dcts, *_: [d if d.value else found for d in dcts])


def test_an_article_redated_as_before_is_taken_from_the_cache(tmp_path, monkeypatch):
    extractions = [_extraction("a1", dated=True), _extraction("a2", dated=False)]
    _moved_to(monkeypatch, "2011-03-09")
    plain = date_from_corpus(extractions)
    assert plain[1].dct.value == "2011-03-09" and plain[1].timexes[0].value == "2011-03-06"
    calls: list[str] = []
    real = kg.pipeline.corpus.normalise_times

    def counted(ex: Extraction) -> Extraction:
        calls.append(ex.article.id)
        return real(ex)

    monkeypatch.setattr(kg.pipeline.corpus, "normalise_times", counted)
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        assert date_from_corpus(extractions, [], None, cache) == plain and calls == ["a2"]
        assert date_from_corpus(extractions, [], None, cache) == plain and calls == ["a2"]  # not normalised again
        _moved_to(monkeypatch, "2011-03-10")  # another date from the story: redated again
        again = date_from_corpus(extractions, [], None, cache)
        assert calls == ["a2", "a2"] and again[1].dct.value == "2011-03-10"
        edited = [extractions[0], replace(extractions[1], article=replace(extractions[1].article, title="Dams"))]
        assert date_from_corpus(edited, [], None, cache)[1].article.title == "Dams"  # another record: redated
        assert calls == ["a2", "a2", "a2"]
        moved = [replace(ex, article=replace(ex.article, path="elsewhere.jsonl", line=7)) for ex in extractions]
        found = date_from_corpus(moved, [], None, cache)  # the same article in another file: from the cache
        assert calls == ["a2", "a2", "a2"] and found[1].article == moved[1].article
        del calls[:]
        assert found == date_from_corpus(moved) and calls == ["a2"]  # the same as without the cache


def test_a_row_found_after_the_build_finished_counts_as_used_but_not_as_a_hit(tmp_path):
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        cache.put_derived("redated", [("k", _extraction("a1", dated=True))])
        cache.finish_build()
        assert set(cache.derived(["k", "missing"])) == {"k"}
        assert cache.hits == 0 and cache.misses == 0
        assert cache._db is not None
        used = dict(cache._db.execute("SELECT key, build FROM used"))
        assert used == {"k": 2}  # by the next build: kept while builds keep asking


# Two stories of constructed articles; the undated ones take their day from their story.
FIRST = [
    {
        "id": "d1",
        "date": "2011-03-08",
        "text": "Floods hit Marovia on Monday. Governor Ilse Varga ordered the dam closed.",
    },
    {"id": "d2", "text": "Governor Ilse Varga said the Marovia dam would stay closed until Friday after the floods."},
    {"id": "d3", "date": "2011-03-09", "text": "Marovia reopened its schools on Tuesday, Governor Ilse Varga said."},
    {
        "id": "t1",
        "date": "2012-06-02",
        "text": "Striker Tomas Brenn signed for Halden United on Friday for a record fee.",
    },
    {"id": "t2", "text": "Halden United unveiled Tomas Brenn yesterday; the striker signed a four-year deal."},
]
ADDED = [
    {"id": "d4", "text": "Governor Ilse Varga visited the Marovia dam on Wednesday as the floods receded."},
    {
        "id": "t3",
        "date": "2012-06-04",
        "text": "Tomas Brenn scored twice in his first match for Halden United on Sunday.",
    },
]


def _write(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def _outputs(build, out: Path) -> dict[str, bytes]:
    from kg.pipeline.outputs import write_outputs

    write_outputs(build, out)
    return {p.name: p.read_bytes() for p in sorted(out.iterdir()) if p.name != "report.json"}


@pytest.mark.model
@pytest.mark.slow
def test_a_rebuild_of_a_grown_corpus_writes_what_a_build_of_it_writes(tmp_path, nlp, monkeypatch):
    from kg.pipeline.build import build_graph

    first = _write(tmp_path / "first.jsonl", FIRST)
    grown = _write(tmp_path / "grown.jsonl", FIRST + ADDED)
    cache = tmp_path / "c.sqlite"
    build_graph([first], model=nlp, cache=cache)
    with ExtractionCache(cache) as open_cache:
        assert any(row[0] == "derived:redated" for row in open_cache._db.execute("SELECT pipeline FROM extractions"))  # type: ignore[union-attr]
    found: list[int] = []
    derived = ExtractionCache.derived

    def counted(self: ExtractionCache, keys: Iterable[str]) -> dict[str, Extraction]:
        rows = derived(self, keys)
        found.append(len(rows))
        return rows

    monkeypatch.setattr(ExtractionCache, "derived", counted)
    rebuilt = build_graph([grown], model=nlp, cache=cache, jobs=1)
    assert rebuilt.cache_hits == len(FIRST) and sum(found) > 0  # some article redated as before
    clean = build_graph([grown], model=nlp, jobs=1)
    assert any(ex.dct.source == "corpus" for ex in clean.corpus.extractions)  # the test redates something
    assert _outputs(rebuilt, tmp_path / "rebuilt") == _outputs(clean, tmp_path / "clean")


def _story_article(aid: str, text: str, lemma: str) -> Extraction:
    at = text.index(lemma)
    name = "Ilse Varga" if "Ilse Varga" in text else "Tomas Brenn"
    return Extraction(
        article=Article(id=aid, text=text, date="2011-03-08"),
        dct=PublicationDate("2011-03-08", "metadata", 1.0, "date: 2011-03-08"),
        sentences=((0, len(text)),),
        mentions=(Mention(text.index(name), text.index(name) + len(name), name, name, "PERSON", 0),),
        events=(EventMention(at, at + len(lemma), lemma, lemma, "other", 0, agents=(0,), context=(0,)),),
    )


_FLOOD = "Governor Ilse Varga closed the Marovia dam as the floods rose over the Marovia valley."
_TRANSFER = "Striker Tomas Brenn signed for Halden United, the Halden club said of the striker."


def _two_stories() -> list[Extraction]:
    """Two stories of two articles each: a flood (d1, d2) and a transfer (t1, t2)."""
    return [
        _story_article("d1", _FLOOD, "closed"),
        _story_article("d2", _FLOOD.replace("rose", "rose again"), "closed"),
        _story_article("t1", _TRANSFER, "signed"),
        _story_article("t2", _TRANSFER.replace("Striker", "The striker"), "signed"),
    ]


def _count_clusterings(monkeypatch) -> list[int]:
    """Each story clustered from scratch appends its number of members to the returned list."""
    from kg.resolve.events import by_story

    clustered: list[int] = []
    real = by_story.links

    def counted(members, *rest):
        clustered.append(len(members))
        return real(members, *rest)

    monkeypatch.setattr(by_story, "links", counted)
    return clustered


def test_a_storys_event_links_come_from_the_cache_until_one_of_its_articles_changes(tmp_path, monkeypatch):
    from kg.pipeline.corpus import resolve_corpus

    corpus = _two_stories()
    clustered = _count_clusterings(monkeypatch)
    plain = resolve_corpus(corpus)
    stories = len(clustered)
    assert stories == 2  # the test has two stories
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        assert resolve_corpus(corpus, memo=cache) == plain and len(clustered) == 2 * stories
        assert resolve_corpus(corpus, memo=cache) == plain and len(clustered) == 2 * stories  # all from the cache
        moved = [replace(ex, article=replace(ex.article, path="grown.jsonl", line=n)) for n, ex in enumerate(corpus)]
        resolve_corpus(moved, memo=cache)
        assert len(clustered) == 2 * stories  # read from another file: still from the cache
        edited = [*corpus[:3], _story_article("t2", _TRANSFER.replace("said", "announced"), "signed")]
        del clustered[:]
        again = resolve_corpus(edited, memo=cache)
        assert clustered == [2]  # the transfer story alone, its article changed
        assert again == resolve_corpus(edited)


def _count_descriptions(monkeypatch, *modules) -> list[list[str]]:
    """Each call of ``describe_stories`` through ``modules`` appends the ids of the stories it
    describes to the returned list."""
    described: list[list[str]] = []
    real = modules[0].describe_stories

    def counted(stories, *rest):
        described.append([s.id for s in stories])
        return real(stories, *rest)

    for module in modules:
        monkeypatch.setattr(module, "describe_stories", counted)
    return described


def test_a_storys_key_events_come_from_the_cache_until_what_they_are_made_of_changes(tmp_path, monkeypatch):
    from kg.pipeline.corpus import resolve_corpus

    corpus = _two_stories()
    described = _count_descriptions(monkeypatch, kg.pipeline.corpus, kg.pipeline.memos)
    plain = resolve_corpus(corpus)
    assert len(described[0]) == 2 and all(s.key_events for s in plain.stories)  # two stories, described
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        del described[:]
        assert resolve_corpus(corpus, memo=cache) == plain and [len(d) for d in described] == [2]
        assert resolve_corpus(corpus, memo=cache) == plain and [len(d) for d in described] == [2, 0]  # from the cache
        moved = [replace(ex, article=replace(ex.article, path="grown.jsonl", line=n)) for n, ex in enumerate(corpus)]
        assert resolve_corpus(moved, memo=cache).stories == plain.stories and described[-1] == []
        # Another date for one flood article: the flood story's span moves, the transfer story's does not.
        redated = replace(corpus[1], dct=PublicationDate("2011-03-10", "metadata", 1.0, "date: 2011-03-10"))
        edited = [corpus[0], redated, *corpus[2:]]
        again = resolve_corpus(edited, memo=cache)
        flood_story = plain.story_of["d1"]
        assert described[-1] == [flood_story]
        assert again == resolve_corpus(edited) and again.stories != plain.stories


def test_an_event_comes_from_the_cache_until_one_of_its_mentions_changes(tmp_path, monkeypatch):
    from kg.pipeline.corpus import resolve_corpus
    from kg.resolve.events import coref

    corpus = _two_stories()
    made: list[list[tuple[str, int]]] = []
    real = coref._event_fields

    def counted(members, *rest):
        made.append([b.key for b in members])
        return real(members, *rest)

    monkeypatch.setattr(coref, "_event_fields", counted)
    plain = resolve_corpus(corpus)
    assert len(made) == len(plain.events) >= 2
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        del made[:]
        assert resolve_corpus(corpus, memo=cache) == plain and len(made) == len(plain.events)
        del made[:]
        assert resolve_corpus(corpus, memo=cache) == plain and made == []  # every event from the cache
        assert cache._asked == set()  # the rows asked for are recorded as used at once, none held
        # The transfer article edited: its event is made again, the flood's is not.
        edited = [*corpus[:3], _story_article("t2", _TRANSFER.replace("said", "announced"), "signed")]
        again = resolve_corpus(edited, memo=cache)
        assert made and all(aid.startswith("t") for members in made for aid, _ in members)
        assert again == resolve_corpus(edited)


def _renumbered(monkeypatch: pytest.MonkeyPatch, old: str, new: str) -> None:
    """The entity ``old`` is given the id ``new``, as an IdPool gives a clashing name its next number."""
    real = kg.pipeline.corpus.entities_in_stories

    def renamed(*args, **kwargs):
        entities, entity_of = real(*args, **kwargs)
        index = MentionIndex((key, new if eid == old else eid) for key, eid in sorted(entity_of.items()))
        return [replace(e, id=new) if e.id == old else e for e in entities], index

    monkeypatch.setattr(kg.pipeline.corpus, "entities_in_stories", renamed)


def test_a_storys_event_links_stay_kept_when_another_storys_names_renumber_its_entity_ids(tmp_path, monkeypatch):
    from kg.pipeline.corpus import resolve_corpus

    corpus = _two_stories()
    clustered = _count_clusterings(monkeypatch)
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        resolve_corpus(corpus, memo=cache)
        assert len(clustered) == 2  # both stories clustered once
        varga = resolve_corpus(corpus).entity_of[("d1", 0)]
        _renumbered(monkeypatch, varga, f"{varga}-2")
        del clustered[:]
        again = resolve_corpus(corpus, memo=cache)
        assert again.entity_of[("d1", 0)] == f"{varga}-2"  # the test renumbers the flood's governor
        assert clustered == [] and again == resolve_corpus(corpus)  # both stories' links from the cache
        _renumbered(monkeypatch, f"{varga}-2", "a-governor")  # another name: its words may matter
        del clustered[:]
        resolve_corpus(corpus, memo=cache)
        assert len(clustered) == 1  # the flood story clustered again


def test_the_links_key_reads_which_mentions_share_an_entity_the_ids_order_and_their_words():
    from kg.pipeline.memos import _story_entities

    story = [["varga", None, "marovia"], ["marovia"]]
    assert _story_entities(story) == _story_entities([["varga-2", None, "marovia"], ["marovia"]])
    assert _story_entities(story) != _story_entities([["varga", None, "marovia"], ["marovia-2"]])  # two entities now
    assert _story_entities(story) != _story_entities([["zvarga", None, "marovia"], ["marovia"]])  # another order
    assert _story_entities(story) != _story_entities([["varga-person", None, "marovia"], ["marovia"]])  # another word


def _events_renamed(monkeypatch: pytest.MonkeyPatch, old: str, new: str) -> None:
    """The event ``old`` is given the id ``new``, as events sharing a word and day are numbered
    in the order the whole corpus first reported them."""
    real = kg.pipeline.corpus.resolve_events

    def renamed(*args, **kwargs):
        events, event_of = real(*args, **kwargs)
        index = MentionIndex((key, new if eid == old else eid) for key, eid in sorted(event_of.items()))
        return sorted((replace(e, id=new) if e.id == old else e for e in events), key=lambda e: e.id), index

    monkeypatch.setattr(kg.pipeline.corpus, "resolve_events", renamed)


def test_a_storys_key_events_stay_kept_when_its_event_and_entity_ids_are_renumbered(tmp_path, monkeypatch):
    from kg.pipeline.corpus import resolve_corpus

    corpus = _two_stories()
    described = _count_descriptions(monkeypatch, kg.pipeline.memos)
    plain = resolve_corpus(corpus)
    flood = plain.stories[[s.id for s in plain.stories].index(plain.story_of["d1"])]
    closed, varga = flood.key_events[0], plain.entity_of[("d1", 0)]
    assert varga in flood.key_entities  # the test's flood story lists its governor and its closing
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        resolve_corpus(corpus, memo=cache)
        _events_renamed(monkeypatch, closed, f"{closed}-2")
        _renumbered(monkeypatch, varga, f"{varga}-2")
        del described[:]
        again = resolve_corpus(corpus, memo=cache)
        assert described == [[]]  # both stories' descriptions from the cache
        kept = again.stories[[s.id for s in again.stories].index(again.story_of["d1"])]
        assert f"{closed}-2" in kept.key_events and f"{varga}-2" in kept.key_entities
        assert again == resolve_corpus(corpus)
