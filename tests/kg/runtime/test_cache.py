"""The extraction cache: round trips, keys, invalidation, and builds with and without it."""

from __future__ import annotations

import errno
import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
import spacy

import kg.pipeline.batches
import kg.pipeline.parse
import kg.runtime.workers
from exporters.extractions import article_records
from kg.model import Article, EventMention, Extraction, Mention, PublicationDate, Timex, TimexSpan
from kg.pipeline.batches import fingerprint
from kg.runtime.cache import ExtractionCache, article_key
from kg.runtime.cache_faults import describe_fault
from kg.runtime.records import decode, encode

ROOT = Path(__file__).resolve().parents[3]
SEEDS = ROOT / "seeds"


def _extraction(aid: str = "a1") -> Extraction:
    text = "President Maria Lopez said on Sunday that Ruritania will vote."
    return Extraction(
        article=Article(id=aid, text=text, title="Vote", date="2002-10-21", path="x.jsonl", line=3),
        dct=PublicationDate("2002-10-21", "metadata", 1.0, "date: 2002-10-21"),
        sentences=((0, len(text)),),
        timex_spans=(TimexSpan(31, 37, "Sunday", 0, "past"),),
        timexes=(Timex(31, 37, "Sunday", 0, "DATE", "2002-10-20", "day"),),
        mentions=(
            Mention(10, 21, "Maria Lopez", "Maria Lopez", "PERSON", 0, ("President",), None),
            Mention(42, 51, "Ruritania", "Ruritania", "GPE", 0, (), (38, 51)),
        ),
        events=(
            EventMention(
                22, 26, "said", "say", "statement", 0, agents=(0,), timex=0, quote="Ruritania will vote", context=(0, 1)
            ),
        ),
    )


def test_encode_decode_round_trip_gives_equal_frozen_records():
    ex = _extraction()
    back = decode(encode(ex))
    assert back == ex
    assert isinstance(back.mentions[1].phrase, tuple) and isinstance(back.events[0].agents, tuple)
    assert json.loads(encode(ex))["article"]["id"] == "a1"  # plain JSON, diffable


def test_decoded_articles_share_their_repeated_words_and_placements():
    from dataclasses import replace

    from kg.model import EventTime

    event = _extraction().events[0]
    placed = replace(_extraction(), events=(replace(event, time=EventTime("2002-10-20", "before", "tense")),))
    one, two = decode(encode(placed)), decode(encode(replace(placed, article=replace(placed.article, id="a2"))))
    assert one == placed and two.article.id == "a2"
    # Equal words are one object across articles, as are equal placements.
    assert one.events[0].lemma is two.events[0].lemma and one.mentions[0].name is two.mentions[0].name
    assert one.timexes[0].value is two.timexes[0].value and one.timex_spans[0].tense is two.timex_spans[0].tense
    assert one.events[0].time is two.events[0].time
    # So are offsets past the 256 ints Python shares itself, and argument tuples.
    assert one.events[0].context is two.events[0].context and one.mentions[1].phrase == (38, 51)
    far = replace(placed, mentions=(replace(placed.mentions[0], start=1000, end=1011),))
    first, second = decode(encode(far)), decode(encode(far))
    assert first.mentions[0].start is second.mentions[0].start and first == second == far
    # What is the article's own is left alone: texts are not shared words.
    assert one.article.text is not two.article.text


def test_sharing_makes_new_records_and_leaves_the_decoded_ones_as_they_were():
    from kg.runtime.records import compact

    data = encode(_extraction())
    decoded = decode(data, share=False)
    before = [(m.name, m.start, m.phrase) for m in decoded.mentions] + [(e.lemma, e.context) for e in decoded.events]
    shared = compact(decoded)
    assert shared == decoded and shared is not decoded  # records are frozen: never changed in place
    assert all(new is not old for new, old in zip(shared.events + shared.mentions, decoded.events + decoded.mentions))
    after = [(m.name, m.start, m.phrase) for m in decoded.mentions] + [(e.lemma, e.context) for e in decoded.events]
    assert all(a is b for old, new in zip(before, after) for a, b in zip(old, new))
    again = compact(decode(data, share=False))
    assert again.mentions[0].name is shared.mentions[0].name and again.events[0].context is shared.events[0].context


def test_a_decoded_record_shares_what_compact_shares():
    from kg.runtime.records import compact

    data = encode(_extraction())
    read, made = decode(data), compact(decode(data, share=False))
    assert read == made == _extraction()
    assert read.events[0].lemma is made.events[0].lemma and read.events[0].context is made.events[0].context
    assert read.mentions[0].name is made.mentions[0].name and read.timexes[0].value is made.timexes[0].value


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
    import kg.runtime.cache

    path = tmp_path / "c.sqlite"
    with ExtractionCache(path) as cache:
        cache.put_many([("k1", "model-a", _extraction()), ("k2", "model-b", _extraction("a2"))])
    with ExtractionCache(path) as cache:  # same code: every model's rows stay
        assert len(cache) == 2
    monkeypatch.setattr(kg.runtime.cache, "_source_digest", lambda: "edited source")
    with ExtractionCache(path) as cache:  # new code: no row can be read again
        assert len(cache) == 0
        cache.put_many([("k3", "model-a", _extraction())])
    with ExtractionCache(path) as cache:
        assert cache.get_many(["k1", "k3"]) == {"k3": _extraction()}


def test_upgrading_does_not_grow_the_file(tmp_path, monkeypatch):
    import kg.runtime.cache

    path = tmp_path / "c.sqlite"
    rows = [(f"k{i}", "p", _extraction(f"a{i}")) for i in range(300)]
    sizes = []
    for version in range(4):
        monkeypatch.setattr(kg.runtime.cache, "_source_digest", lambda v=version: f"source {v}")
        with ExtractionCache(path) as cache:
            cache.put_many(rows)
        sizes.append(path.stat().st_size)
    assert sizes[-1] == sizes[0]


def test_rows_neither_written_nor_used_in_keep_builds_are_dropped(tmp_path, monkeypatch):
    import kg.runtime.cache

    monkeypatch.setattr(kg.runtime.cache, "KEEP_BUILDS", 3)
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
    import kg.runtime.cache

    monkeypatch.setattr(kg.runtime.cache, "KEEP_BUILDS", 2)
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


@pytest.mark.parametrize("data", ['{"broken": 1}', "not json", b"\xff\xfe\x00", 42, 1.5, "[]"])
def test_unreadable_row_is_a_miss_not_a_fault(tmp_path, data):
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        cache.put_many([("k1", "p", _extraction()), ("k2", "p", _extraction("a2"))])
        cache._db.execute("UPDATE extractions SET data = ? WHERE key = 'k1'", (data,))
        assert list(cache.get_many(["k1", "k2"])) == ["k2"]
        assert (cache.hits, cache.misses, cache.problem) == (1, 1, None)
        cache.put_many([("k1", "p", _extraction())])  # the cache still works: the row is rewritten
        assert cache.get_many(["k1"]) == {"k1": _extraction()}


def test_files_that_are_not_a_kg_cache_are_reported_and_left_alone(tmp_path, caplog):
    text = tmp_path / "notes.sqlite"
    text.write_text("not a database, " * 100)
    with ExtractionCache(text) as cache:
        assert "not a database" in cache.problem and "--no-cache" in cache.problem
        cache.put_many([("k1", "p", _extraction())])
        assert cache.get_many(["k1"]) == {} and cache.misses == 1
    assert text.read_text() == "not a database, " * 100
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE people (name TEXT)")
    with ExtractionCache(other) as cache:
        assert "not a kg extraction cache" in cache.problem
        cache.put_many([("k1", "p", _extraction())])
        cache.finish_build()
    with sqlite3.connect(other) as db:  # and left it alone
        assert [r[0] for r in db.execute("SELECT name FROM sqlite_master")] == ["people"]
    assert [r.getMessage()[:13] for r in caplog.records] == ["kg: warning: "] * 2


# -- faults of the file: reported once, then the cache is off; nothing raises -----------


def _filled(path: Path, n: int = 300) -> list[str]:
    with ExtractionCache(path) as cache:
        cache.put_many([(f"k{i}", "p", _extraction(f"a{i}")) for i in range(n)])
    return [f"k{i}" for i in range(n)]


def _damage(path: Path, start: float, end: float) -> None:
    """Overwrite the bytes of ``path`` from ``start`` to ``end`` (fractions of its size)."""
    data = bytearray(path.read_bytes())
    a, b = int(len(data) * start), int(len(data) * end)
    data[a:b] = b"\xa5" * (b - a)
    path.write_bytes(data)


def _off(cache: ExtractionCache, caplog: pytest.LogCaptureFixture, *words: str) -> None:
    """The cache reported one problem naming ``words`` and what to do, and is off from then on."""
    assert cache.problem is not None and all(w in cache.problem for w in words), cache.problem
    assert "--no-cache" in cache.problem
    misses = cache.misses
    assert cache.get_many(["k1", "k2"]) == {} and cache.misses == misses + 2
    cache.put_many([("k3", "p", _extraction())])
    assert cache.finish_build() == 0 and len(cache) == 0
    warned = [r for r in caplog.records if r.name == "kg.runtime.cache"]
    assert len(warned) == 1 and warned[0].levelname == "WARNING"
    assert warned[0].getMessage() == f"kg: warning: {cache.problem}"


def test_damaged_pages_found_reading_turn_the_cache_off(tmp_path, caplog):
    path = tmp_path / "c.sqlite"
    keys = _filled(path)
    _damage(path, 0.25, 0.75)
    with ExtractionCache(path) as cache:
        assert cache.problem is None  # the first page is sound: the damage shows only when read
        found = cache.get_many(keys)
        assert len(found) < len(keys) and cache.hits + cache.misses == len(keys)
        assert all(found[k] == _extraction(f"a{k[1:]}") for k in found)  # rows read before it are sound
        _off(cache, caplog, str(path), "is damaged", "malformed", "Delete the file")


def _damage_tree(path: Path, name: str) -> None:
    """Overwrite the first page of table or index ``name``: any use of it then finds the damage."""
    with sqlite3.connect(path) as db:
        root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (name,)).fetchone()[0]
        size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    with path.open("r+b") as f:
        f.seek((root - 1) * size)
        f.write(b"\xa5" * size)


@pytest.mark.parametrize(
    "tree, use",
    [
        ("extractions", lambda cache: cache.get_many(["k1"])),
        ("extractions", lambda cache: cache.finish_build()),  # drops rows: scans the table
        ("sqlite_autoindex_extractions_1", len),  # counted on the key index
    ],
)
def test_damage_found_by_any_use_turns_the_cache_off(tmp_path, caplog, tree, use):
    path = tmp_path / "c.sqlite"
    _filled(path)
    _damage_tree(path, tree)
    with ExtractionCache(path) as cache:
        assert cache.problem is None
        assert use(cache) in ({}, 0)
        _off(cache, caplog, "is damaged", "malformed")


def test_a_damaged_header_is_found_on_open_and_the_file_kept(tmp_path, caplog):
    path = tmp_path / "c.sqlite"
    _filled(path)
    _damage(path, 0, 0.01)
    before = path.read_bytes()
    with ExtractionCache(path) as cache:
        _off(cache, caplog, "not a database")
    assert path.read_bytes() == before


def test_a_folder_in_the_caches_place(tmp_path, caplog):
    path = tmp_path / "c.sqlite"
    path.mkdir()
    with ExtractionCache(path) as cache:
        _off(cache, caplog, "is a folder")
    caplog.clear()
    (tmp_path / "file").write_text("x")
    with ExtractionCache(tmp_path / "file" / "c.sqlite") as cache:
        _off(cache, caplog, "cannot be used (File exists: ", "Pass another --cache PATH")  # no folder


def _read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Open every cache read-only, as SQLite does a file it may not write (the tests may run as
    root, whom chmod does not stop)."""
    import kg.runtime.cache

    connect = sqlite3.connect

    def read_only(path, **kwargs):
        return connect(f"{Path(path).as_uri()}?mode=ro", uri=True, **kwargs)

    monkeypatch.setattr(kg.runtime.cache.sqlite3, "connect", read_only)


def test_a_read_only_cache_still_serves_rows_until_it_must_write(tmp_path, caplog, monkeypatch):
    path = tmp_path / "c.sqlite"
    _filled(path, 3)
    _read_only(monkeypatch)
    with ExtractionCache(path) as cache:
        assert cache.problem is None and cache.get_many(["k1"]) == {"k1": _extraction("a1")}
        cache.put_many([("new", "p", _extraction())])
        _off(cache, caplog, "cannot be written", "readonly", "writable")
    caplog.clear()
    with ExtractionCache(path) as cache:  # the same fault at the end of a build
        cache.get_many(["k1"])
        assert cache.finish_build() == 0
        _off(cache, caplog, "cannot be written")
    caplog.clear()
    with ExtractionCache(tmp_path / "new.sqlite") as cache:  # and when it would be made
        _off(cache, caplog, "cannot be written")


def _permissions_apply(folder: Path) -> bool:
    """Whether a file without write permission cannot be written here (root bypasses them)."""
    probe = folder / "probe"
    probe.touch(mode=0o444)
    try:
        probe.open("a").close()
    except PermissionError:
        return True
    return False


def test_read_only_file_and_folder(tmp_path, caplog):
    if not _permissions_apply(tmp_path):
        pytest.skip("file permissions do not apply to this user (root); the monkeypatched test covers it")
    path = tmp_path / "ro" / "c.sqlite"
    _filled(path, 3)
    path.chmod(0o444)
    with ExtractionCache(path) as cache:
        cache.get_many(["k1"])
        cache.finish_build()
        _off(cache, caplog, "cannot be written")
    caplog.clear()
    path.parent.chmod(0o555)
    try:
        with ExtractionCache(path.parent / "other.sqlite") as cache:
            _off(cache, caplog, "cannot be written")
    finally:
        path.parent.chmod(0o755)


def test_a_full_disk_while_storing(tmp_path, caplog):
    path = tmp_path / "c.sqlite"
    keys = _filled(path, 3)
    with ExtractionCache(path) as cache:
        pages = cache._db.execute("PRAGMA page_count").fetchone()[0]
        cache._db.execute(f"PRAGMA max_page_count = {pages}")  # SQLite's own "disk is full"
        cache.put_many([(f"big{i}", "p", _extraction(f"b{i}")) for i in range(200)])
        _off(cache, caplog, "the disk is full", "Free some space")
    with ExtractionCache(path) as cache:  # the batch was rolled back whole; the rows before it stay
        assert len(cache) == 3 and len(cache.get_many(keys)) == 3 and cache.problem is None


def test_describe_fault_without_sqlite_codes(tmp_path):
    denied = describe_fault(tmp_path / "c", PermissionError(errno.EACCES, "Permission denied", str(tmp_path / "c")))
    assert "cannot be written (Permission denied); " in denied and "writable" in denied
    odd = describe_fault(tmp_path / "c", sqlite3.ProgrammingError("Cannot operate on a closed database."))
    assert odd.endswith(
        "cannot be used (Cannot operate on a closed database.); this build goes on without it. "
        "Pass another --cache PATH, or --no-cache."
    )


def test_a_cache_locked_by_another_process(tmp_path, caplog, monkeypatch):
    import kg.runtime.cache

    path = tmp_path / "c.sqlite"
    keys = _filled(path, 3)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with ExtractionCache(path, timeout=0.05) as cache:
            assert len(cache.get_many(keys)) == 3  # WAL: reading goes on beside a writer
            cache.put_many([("new", "p", _extraction())])
            _off(cache, caplog, "in use by another process", "database is locked")
        caplog.clear()
        monkeypatch.setattr(kg.runtime.cache, "_source_digest", lambda: "edited source")  # open must write
        with ExtractionCache(path, timeout=0.05) as cache:
            _off(cache, caplog, "in use by another process")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    monkeypatch.undo()
    with ExtractionCache(path) as cache:  # nothing was half-done
        assert len(cache.get_many(keys)) == 3 and "new" not in cache.get_many(["new"])


# -- builds (need the trained model) ------------------------------------------------

ARTICLES = [
    {
        "id": "x1",
        "date": "2002-10-21",
        "text": "BAGHDAD - Saddam Hussein granted an amnesty to prisoners "
        "on Sunday, Iraqi officials said. The amnesty covers thousands of Iraqis.",
    },
    {
        "id": "x2",
        "date": "2002-10-22",
        "text": "Iraq freed prisoners after Saddam Hussein announced an "
        "amnesty on Sunday. Kofi Annan welcomed the amnesty in New York on Monday.",
    },
    {
        "id": "x3",
        "text": "WASHINGTON, Oct. 23 - George W. Bush said the amnesty changed nothing. "
        "Colin Powell met Kofi Annan yesterday.",
    },
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
    from kg.pipeline.build import build_graph

    return _result(build_graph([corpus], model=nlp))


@pytest.mark.model
def test_cached_build_equals_a_clean_one_and_parses_only_changes(corpus, clean, nlp, tmp_path):
    from kg.pipeline.build import build_graph

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
    from kg.pipeline.build import build_graph

    cache = tmp_path / "c.sqlite"
    build_graph([corpus], model=nlp, cache=cache)
    version = nlp.meta["version"]
    nlp.meta["version"] = version + ".dev-test"
    try:
        assert build_graph([corpus], model=nlp, cache=cache).cache_hits == 0
    finally:
        nlp.meta["version"] = version
    assert build_graph([corpus], model=nlp, cache=cache).cache_hits == 6


@pytest.mark.slow
@pytest.mark.model
@pytest.mark.parametrize("jobs", [1, 2])
def test_interrupted_build_leaves_a_usable_cache(corpus, clean, nlp, tmp_path, jobs, monkeypatch):
    from kg.extract.nlp import default_model
    from kg.pipeline.build import build_graph

    monkeypatch.setattr(kg.pipeline.parse, "IN_PROCESS_MAX", 0)  # six articles: workers only when told

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


@pytest.mark.slow
@pytest.mark.model
def test_two_jobs_give_the_same_build(corpus, clean, nlp, tmp_path, monkeypatch):
    from kg.extract.nlp import default_model
    from kg.pipeline.build import build_graph

    monkeypatch.setattr(kg.pipeline.parse, "IN_PROCESS_MAX", 0)
    monkeypatch.setattr(kg.runtime.workers, "WORKER_BATCHES", 1)  # workers replaced mid-run change nothing
    build = build_graph([corpus], model=default_model(), jobs=2, batch_size=2)
    assert _result(build) == clean
    cached = build_graph([corpus], model=default_model(), jobs=2, cache=tmp_path / "c.sqlite")
    assert _result(cached) == clean


@pytest.mark.model
def test_a_few_new_articles_are_parsed_without_starting_workers(corpus, clean, tmp_path, monkeypatch):
    from kg.extract.nlp import default_model
    from kg.pipeline import build as pipeline
    from kg.runtime import worker_process

    cache = tmp_path / "c.sqlite"
    pipeline.build_graph([corpus], model=default_model(), cache=cache, jobs=2, batch_size=2)
    db = sqlite3.connect(cache)
    with db:  # two articles new to the cache
        # Two articles' rows, not a corpus step's: which rows come first follows their keys'
        # digests, and a derived row deleted instead left one article in the cache.
        db.execute(
            "DELETE FROM extractions WHERE rowid IN "
            "(SELECT rowid FROM extractions WHERE pipeline NOT LIKE 'derived:%' ORDER BY article LIMIT 2)"
        )
    db.close()

    def refuse(*args, **kwargs):
        raise AssertionError("workers were started for two articles")

    monkeypatch.setattr(worker_process.multiprocessing, "get_context", refuse)
    again = pipeline.build_graph([corpus], model=default_model(), cache=cache, jobs=2, batch_size=2)
    assert again.cache_hits == 4 and _result(again) == clean


@pytest.mark.slow
@pytest.mark.model
def test_cli_cache_default_and_opt_out(corpus, tmp_path, nlp):
    from kg.cli import main
    from kg.runtime.cache import CACHE_NAME

    out = tmp_path / "out"
    assert main(["build", str(corpus), "-o", str(out), "-q", "--jobs", "1"]) in (0, 1)
    assert (out / CACHE_NAME).stat().st_size > 0
    bare = tmp_path / "bare"
    assert main(["build", str(corpus), "-o", str(bare), "-q", "--jobs", "1", "--no-cache"]) in (0, 1)
    assert not (bare / CACHE_NAME).exists()
    assert (out / "extractions.jsonl").read_text() == (bare / "extractions.jsonl").read_text()


@pytest.mark.model
def test_a_build_served_by_the_cache_never_loads_the_pipeline(corpus, clean, tmp_path, monkeypatch):
    from kg.extract.nlp import default_model
    from kg.pipeline import build as pipeline

    cache = tmp_path / "c.sqlite"
    pipeline.build_graph([corpus], model=default_model(), cache=cache)

    def refuse(name=None):
        raise AssertionError("the pipeline was loaded although every article was cached")

    monkeypatch.setattr(kg.pipeline.batches, "load_model", refuse)
    warm = pipeline.build_graph([corpus], model=default_model(), cache=cache)
    assert warm.cache_hits == 6 and _result(warm) == clean


def _kg(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kg", *args], capture_output=True, text=True, cwd=ROOT)


@pytest.mark.slow
@pytest.mark.model
def test_a_build_on_a_damaged_cache_warns_once_and_writes_every_output(corpus, tmp_path):
    """The whole command, as a user runs it: its real stderr, with --jobs 2 (the folder test
    below takes --jobs 1)."""
    from kg.runtime.cache import CACHE_NAME

    jobs = "2"

    out = tmp_path / "out"
    first = _kg("build", str(corpus), "-o", str(out), "-q", "--jobs", jobs)
    assert first.returncode in (0, 1) and "warning" not in first.stderr
    written = {p.name: p.read_bytes() for p in out.iterdir() if p.name != CACHE_NAME}
    for name in written:
        (out / name).unlink()
    _damage(out / CACHE_NAME, 0.25, 0.75)  # the seeds' cache: damage found on the first batch read
    again = _kg("build", str(corpus), "-o", str(out), "-q", "--jobs", jobs)
    assert again.returncode == first.returncode and again.stdout == first.stdout
    assert "Traceback" not in again.stderr
    warnings = [line for line in again.stderr.splitlines() if line.startswith("kg: warning: ")]
    assert len(warnings) == 1 and "is damaged" in warnings[0] and "--no-cache" in warnings[0], again.stderr
    assert {p.name for p in out.iterdir() if p.name != CACHE_NAME} == set(written)
    for name in ("extractions.jsonl", "graph.json", "nodes.csv", "edges.csv", "timeline.json"):
        assert (out / name).read_bytes() == written[name], name


@pytest.mark.slow
@pytest.mark.model
def test_cli_build_with_a_folder_for_a_cache(corpus, tmp_path, caplog):
    from kg.cli import main

    assert main(["build", str(corpus), "-o", str(tmp_path / "bare"), "-q", "--jobs", "1", "--no-cache"]) in (0, 1)
    folder = tmp_path / "folder"
    folder.mkdir()
    out = tmp_path / "out"
    assert main(["build", str(corpus), "-o", str(out), "-q", "--jobs", "1", "--cache", str(folder)]) in (0, 1)
    assert [r.getMessage() for r in caplog.records if r.name == "kg.runtime.cache"] == [
        f"kg: warning: the extraction cache {folder} is a folder, not a file; this build goes on without it. "
        "Name a file with --cache PATH, or --no-cache."
    ]
    assert (out / "extractions.jsonl").read_bytes() == (tmp_path / "bare" / "extractions.jsonl").read_bytes()
    assert list(folder.iterdir()) == []
