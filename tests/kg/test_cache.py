"""The extraction cache: round trips, keys, invalidation, and builds with and without it."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest
import spacy

from kg.cache import ExtractionCache, article_key, decode, encode, fingerprint
from kg.contract import article_records
from kg.errors import UsageError
from kg.model import (Article, EventMention, Extraction, Mention, PublicationDate, Timex,
                      TimexSpan)

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "seeds"


def _extraction(aid: str = "a1") -> Extraction:
    text = "President Maria Lopez said on Sunday that Ruritania will vote."
    return Extraction(
        article=Article(id=aid, text=text, title="Vote", date="2002-10-21", path="x.jsonl", line=3),
        dct=PublicationDate("2002-10-21", "metadata", 1.0, "date: 2002-10-21"),
        sentences=((0, len(text)),),
        timex_spans=(TimexSpan(31, 37, "Sunday", 0, "past"),),
        timexes=(Timex(31, 37, "Sunday", 0, "DATE", "2002-10-20", "day"),),
        mentions=(Mention(10, 21, "Maria Lopez", "Maria Lopez", "PERSON", 0, ("President",), None),
                  Mention(42, 51, "Ruritania", "Ruritania", "GPE", 0, (), (38, 51))),
        events=(EventMention(22, 26, "said", "say", "statement", 0, agents=(0,), timex=0,
                             quote="Ruritania will vote", context=(0, 1)),),
    )


def test_encode_decode_round_trip_gives_equal_frozen_records():
    ex = _extraction()
    back = decode(encode(ex))
    assert back == ex
    assert isinstance(back.mentions[1].phrase, tuple) and isinstance(back.events[0].agents, tuple)
    assert json.loads(encode(ex))["article"]["id"] == "a1"  # plain JSON, diffable


def test_key_ignores_where_an_article_lives_but_not_what_it_says():
    a = Article(id="a", text="Some text.", date="2002-10-21", path="a.txt")
    moved = Article(id="b", text="Some text.", date="2002-10-21", path="b/a.txt", line=7)
    assert article_key(a, "p") == article_key(moved, "p")
    assert article_key(a, "p") != article_key(Article(id="a", text="Some text!", date="2002-10-21"), "p")
    assert article_key(a, "p") != article_key(Article(id="a", text="Some text.", date="2002-10-22"), "p")
    assert article_key(a, "p") != article_key(a, "q")


def test_fingerprint_changes_with_model_and_settings(ruler_nlp):
    base = fingerprint(ruler_nlp)
    assert fingerprint(ruler_nlp) == base
    assert fingerprint(ruler_nlp, {"lexicon": "v2"}) != base
    assert fingerprint(spacy.blank("en")) != base  # other components
    version = ruler_nlp.meta.get("version")
    ruler_nlp.meta["version"] = "9.9.9"
    try:
        assert fingerprint(ruler_nlp) != base
    finally:
        ruler_nlp.meta["version"] = version


def test_cache_persists_committed_rows(tmp_path):
    path = tmp_path / "c.sqlite"
    with ExtractionCache(path) as cache:
        cache.put_many([("k1", "p", _extraction())])
        assert cache.get_many(["k1", "k2"]) == {"k1": _extraction()}
        assert (cache.hits, cache.misses) == (1, 1)
    with ExtractionCache(path) as cache:
        assert len(cache) == 1 and cache.get_many(["k1"])["k1"] == _extraction()


def test_rows_made_by_other_code_are_dropped_on_open(tmp_path, monkeypatch):
    import kg.cache

    path = tmp_path / "c.sqlite"
    with ExtractionCache(path) as cache:
        cache.put_many([("k1", "model-a", _extraction()), ("k2", "model-b", _extraction("a2"))])
    with ExtractionCache(path) as cache:  # same code: every model's rows stay
        assert len(cache) == 2
    monkeypatch.setattr(kg.cache, "_source_digest", lambda: "edited source")
    with ExtractionCache(path) as cache:  # new code: no row can be read again
        assert len(cache) == 0
        cache.put_many([("k3", "model-a", _extraction())])
    with ExtractionCache(path) as cache:
        assert cache.get_many(["k1", "k3"]) == {"k3": _extraction()}


def test_upgrading_does_not_grow_the_file(tmp_path, monkeypatch):
    import kg.cache

    path = tmp_path / "c.sqlite"
    rows = [(f"k{i}", "p", _extraction(f"a{i}")) for i in range(300)]
    sizes = []
    for version in range(4):
        monkeypatch.setattr(kg.cache, "_source_digest", lambda v=version: f"source {v}")
        with ExtractionCache(path) as cache:
            cache.put_many(rows)
        sizes.append(path.stat().st_size)
    assert sizes[-1] == sizes[0]


def test_rows_neither_written_nor_used_in_keep_builds_are_dropped(tmp_path, monkeypatch):
    import kg.cache

    monkeypatch.setattr(kg.cache, "KEEP_BUILDS", 3)
    path = tmp_path / "c.sqlite"
    with ExtractionCache(path) as cache:
        cache.put_many([("kept", "p", _extraction()), ("old version", "p", _extraction("a2"))])
    dropped = []
    for _ in range(4):  # the first build wrote "old version"; the next three do not use it
        with ExtractionCache(path) as cache:
            cache.get_many(["kept", "new version"])  # the edited article is asked for by its new key
            cache.put_many([("new version", "p", _extraction("a2"))])
            dropped.append(cache.finish_build())
    assert dropped == [0, 0, 0, 1]
    with ExtractionCache(path) as cache:
        assert sorted(cache.get_many(["kept", "old version", "new version"])) == ["kept", "new version"]
        cache.get_many(["kept"])  # asked for, but the build did not finish: nothing is forgotten
    with ExtractionCache(path) as cache:
        assert len(cache) == 2


def test_a_daily_update_with_edits_keeps_the_cache_size_bounded(tmp_path, monkeypatch):
    import kg.cache

    monkeypatch.setattr(kg.cache, "KEEP_BUILDS", 2)
    path = tmp_path / "c.sqlite"
    sizes = []
    for day in range(8):
        keys = [f"a{i}@v{day if i < 50 else 0}" for i in range(200)]  # 50 articles edited every day
        with ExtractionCache(path) as cache:
            found = cache.get_many(keys)
            cache.put_many([(k, "p", _extraction(k)) for k in keys if k not in found])
            cache.finish_build()
            sizes.append(len(cache))
    assert sizes[:2] == [200, 250] and sizes[2:] == [250] * 6  # this build's and the last one's edits
    assert path.stat().st_size < 2 * 250 * len(encode(_extraction("a0@v0")))


def test_unreadable_row_is_a_miss(tmp_path):
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        cache.put_many([("k1", "p", _extraction())])
        cache._db.execute("UPDATE extractions SET data = '{\"broken\": 1}'")
        assert cache.get_many(["k1"]) == {}


def test_refuses_files_that_are_not_a_kg_cache(tmp_path):
    text = tmp_path / "notes.sqlite"
    text.write_text("not a database, " * 100)
    with pytest.raises(UsageError, match="--no-cache"):
        ExtractionCache(text)
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE people (name TEXT)")
    with pytest.raises(UsageError):
        ExtractionCache(other)
    with sqlite3.connect(other) as db:  # and left it alone
        assert [r[0] for r in db.execute("SELECT name FROM sqlite_master")] == ["people"]


# -- builds (need the trained model) ------------------------------------------------

ARTICLES = [
    {"id": "x1", "date": "2002-10-21", "text": "BAGHDAD - Saddam Hussein granted an amnesty to prisoners "
     "on Sunday, Iraqi officials said. The amnesty covers thousands of Iraqis."},
    {"id": "x2", "date": "2002-10-22", "text": "Iraq freed prisoners after Saddam Hussein announced an "
     "amnesty on Sunday. Kofi Annan welcomed the amnesty in New York on Monday."},
    {"id": "x3", "text": "WASHINGTON, Oct. 23 - George W. Bush said the amnesty changed nothing. "
     "Colin Powell met Kofi Annan yesterday."},
]


@pytest.fixture()
def corpus(tmp_path) -> Path:
    folder = tmp_path / "in"
    shutil.copytree(SEEDS, folder)
    with (folder / "more.jsonl").open("w") as out:
        for record in ARTICLES:
            out.write(json.dumps(record) + "\n")
    return folder


def _result(build) -> tuple:
    edges = sorted((u, v, k, sorted(d.items())) for u, v, k, d in build.graph.edges(keys=True, data=True))
    return list(article_records(build.corpus)), sorted(build.graph.nodes(data=True)), edges


@pytest.fixture()
def clean(corpus, nlp):
    from kg.pipeline import build_graph

    return _result(build_graph([corpus], model=nlp))


@pytest.mark.model
def test_cached_build_equals_a_clean_one_and_parses_only_changes(corpus, clean, nlp, tmp_path):
    from kg.pipeline import build_graph

    cache = tmp_path / "c.sqlite"
    cold = build_graph([corpus], model=nlp, cache=cache)
    assert cold.cache_hits == 0 and _result(cold) == clean
    warm = build_graph([corpus], model=nlp, cache=cache)
    assert warm.cache_hits == 6 and _result(warm) == clean
    seed = next(corpus.glob("*.txt"))
    seed.write_text(seed.read_text() + "\nReuters reported it on Monday.\n")
    changed = build_graph([corpus], model=nlp, cache=cache)
    assert changed.cache_hits == 5
    assert _result(changed) == _result(build_graph([corpus], model=nlp))


@pytest.mark.model
def test_model_change_invalidates(corpus, nlp, tmp_path):
    from kg.pipeline import build_graph

    cache = tmp_path / "c.sqlite"
    build_graph([corpus], model=nlp, cache=cache)
    version = nlp.meta["version"]
    nlp.meta["version"] = version + ".dev-test"
    try:
        assert build_graph([corpus], model=nlp, cache=cache).cache_hits == 0
    finally:
        nlp.meta["version"] = version
    assert build_graph([corpus], model=nlp, cache=cache).cache_hits == 6


@pytest.mark.model
@pytest.mark.parametrize("jobs", [1, 2])
def test_interrupted_build_leaves_a_usable_cache(corpus, clean, nlp, tmp_path, jobs, monkeypatch):
    from kg import pipeline
    from kg.nlp import default_model
    from kg.pipeline import build_graph

    monkeypatch.setattr(pipeline, "IN_PROCESS_MAX", 0)  # six articles: workers only when told

    def stop_after_two(done: int, total: int) -> None:
        assert total == 6
        if done == 2:
            raise KeyboardInterrupt

    cache = tmp_path / "c.sqlite"
    model = nlp if jobs == 1 else default_model()  # workers load the model by name
    with pytest.raises(KeyboardInterrupt):
        build_graph([corpus], model=model, cache=cache, jobs=jobs, batch_size=1, progress=stop_after_two)
    with ExtractionCache(cache) as store:
        assert 2 <= len(store) < 6
    again = build_graph([corpus], model=model, cache=cache, jobs=jobs, batch_size=1)
    assert 2 <= again.cache_hits < 6
    assert _result(again) == clean


@pytest.mark.model
def test_two_jobs_give_the_same_build(corpus, clean, nlp, tmp_path, monkeypatch):
    from kg import pipeline
    from kg.nlp import default_model
    from kg.pipeline import build_graph

    monkeypatch.setattr(pipeline, "IN_PROCESS_MAX", 0)
    build = build_graph([corpus], model=default_model(), jobs=2, batch_size=2)
    assert _result(build) == clean
    cached = build_graph([corpus], model=default_model(), jobs=2, cache=tmp_path / "c.sqlite")
    assert _result(cached) == clean


@pytest.mark.model
def test_a_few_new_articles_are_parsed_without_starting_workers(corpus, clean, tmp_path, monkeypatch):
    from kg import pipeline
    from kg.nlp import default_model

    cache = tmp_path / "c.sqlite"
    pipeline.build_graph([corpus], model=default_model(), cache=cache, jobs=2, batch_size=2)
    db = sqlite3.connect(cache)
    with db:  # two articles new to the cache
        db.execute("DELETE FROM extractions WHERE rowid IN (SELECT rowid FROM extractions LIMIT 2)")
    db.close()

    def refuse(*args, **kwargs):
        raise AssertionError("workers were started for two articles")

    monkeypatch.setattr(pipeline.multiprocessing, "get_context", refuse)
    again = pipeline.build_graph([corpus], model=default_model(), cache=cache, jobs=2, batch_size=2)
    assert again.cache_hits == 4 and _result(again) == clean


@pytest.mark.model
def test_cli_cache_default_and_opt_out(corpus, tmp_path, nlp):
    from kg.cache import CACHE_NAME
    from kg.cli import main

    out = tmp_path / "out"
    assert main(["build", str(corpus), "-o", str(out), "-q", "--jobs", "1"]) in (0, 1)
    assert (out / CACHE_NAME).stat().st_size > 0
    bare = tmp_path / "bare"
    assert main(["build", str(corpus), "-o", str(bare), "-q", "--jobs", "1", "--no-cache"]) in (0, 1)
    assert not (bare / CACHE_NAME).exists()
    assert (out / "extractions.jsonl").read_text() == (bare / "extractions.jsonl").read_text()


@pytest.mark.model
def test_a_build_served_by_the_cache_never_loads_the_pipeline(corpus, clean, tmp_path, monkeypatch):
    from kg import pipeline
    from kg.nlp import default_model

    cache = tmp_path / "c.sqlite"
    pipeline.build_graph([corpus], model=default_model(), cache=cache)

    def refuse(name=None):
        raise AssertionError("the pipeline was loaded although every article was cached")

    monkeypatch.setattr(pipeline, "load_model", refuse)
    warm = pipeline.build_graph([corpus], model=default_model(), cache=cache)
    assert warm.cache_hits == 6 and _result(warm) == clean
