"""The Parquet extractions store: read back by DuckDB and pandas, lossless, atomic, byte-identical."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kg.cli import main
from kg.errors import OutputError, UsageError
from kg.model import (
    Article,
    EventMention,
    EventTime,
    Extraction,
    InputProblem,
    Mention,
    PublicationDate,
    Timex,
    TimexSpan,
)
from kg.runtime.store import MANIFEST, StoreWriter, open_store, read_extractions, read_problems

duckdb = pytest.importorskip("duckdb")
pytest.importorskip("pyarrow")

ROOT = Path(__file__).resolve().parents[3]
SEEDS = ROOT / "seeds"
TABLES = ("articles", "sentences", "mentions", "timexes", "events", "participants")


def _extraction(n: int) -> Extraction:
    """Article ``n``: ``n`` named people, an event per person after the first, a time expression on even n."""
    names = [f"Person{chr(65 + i)} Smith" for i in range(n)]
    text = " and ".join(names) + " met on Sunday." if names else "Nothing happened."
    mentions, at = [], 0
    for i, name in enumerate(names):
        mentions.append(Mention(at, at + len(name), name, name, "PERSON", 0, ("Minister",) if i else (), None))
        at += len(name) + len(" and ")
    sunday = text.find("Sunday")
    spans = (TimexSpan(sunday, sunday + 6, "Sunday", 0, "past"),) if n % 2 == 0 and sunday >= 0 else ()
    timexes = tuple(Timex(s.start, s.end, s.text, 0, "DATE", "2002-10-20", "day") for s in spans)
    met = text.find("met")
    events = tuple(
        EventMention(
            met,
            met + 3,
            "met",
            "meet",
            "meeting",
            0,
            agents=(0,),
            patients=(i,),
            context=tuple(range(n)),
            timex=0 if spans else None,
            time=EventTime("2002-10-20") if spans else None,
            factuality="fact",
            setting_of=0 if i > 1 else None,
        )
        for i in range(1, n)
    )
    return Extraction(
        article=Article(id=f"art-{n}", text=text, title=f"Title {n}", path=f"in/{n}.txt"),
        dct=PublicationDate("2002-10-21", "metadata", 1.0, "date: 2002-10-21"),
        sentences=((0, len(text)),),
        timex_spans=spans,
        timexes=timexes,
        mentions=tuple(mentions),
        events=events,
    )


EXTRACTIONS = [_extraction(n) for n in range(6)]
PROBLEMS = [
    InputProblem("in/bad.bin", "binary file", status="skipped"),
    InputProblem("in/x.jsonl", "bug", 3, "error", "parsing"),
]


def _write(target: Path, extractions: list[Extraction] = EXTRACTIONS, shard_size: int = 4) -> Path:
    with StoreWriter(target, model="test-model", inputs=["in"], shard_size=shard_size) as writer:
        for ex in extractions:
            writer.add(ex)
        return writer.commit(PROBLEMS)


def _count(store: Path, table: str) -> int:
    return duckdb.sql(f"SELECT count(*) FROM read_parquet('{store}/{table}/*/*.parquet')").fetchall()[0][0]


def _files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_duckdb_counts_match_the_extraction_records(tmp_path):
    store = _write(tmp_path / "store")
    expected = {
        "articles": len(EXTRACTIONS),
        "sentences": sum(len(ex.sentences) for ex in EXTRACTIONS),
        "mentions": sum(len(ex.mentions) for ex in EXTRACTIONS),
        "timexes": sum(len(ex.timexes) for ex in EXTRACTIONS),
        "events": sum(len(ex.events) for ex in EXTRACTIONS),
        "participants": sum(
            len(ev.agents) + len(ev.patients) + len(ev.participants) + len(ev.places) + len(ev.context)
            for ex in EXTRACTIONS
            for ev in ex.events
        ),
    }
    assert {table: _count(store, table) for table in TABLES} == expected
    assert expected["mentions"] and expected["timexes"] and expected["events"]  # the check counts something
    # Six articles, four a shard, in input order: the shard is a hive partition column.
    shards = duckdb.sql(
        f"SELECT shard, list(article_id ORDER BY position) FROM read_parquet('{store}/articles/*/*.parquet') "
        "GROUP BY shard ORDER BY shard"
    ).fetchall()
    assert [ids for _, ids in shards] == [[f"art-{n}" for n in range(4)], ["art-4", "art-5"]]


def test_rows_lead_back_to_the_words_and_join_across_tables(tmp_path):
    store = _write(tmp_path / "store")
    rows = duckdb.sql(
        f"""SELECT a.text, m.start, m."end", m.text, p.role, e.trigger, e.timex_text, t.value
        FROM read_parquet('{store}/participants/*/*.parquet') p
        JOIN read_parquet('{store}/events/*/*.parquet') e USING (article_id, event)
        JOIN read_parquet('{store}/mentions/*/*.parquet') m USING (article_id, mention)
        JOIN read_parquet('{store}/articles/*/*.parquet') a USING (article_id)
        LEFT JOIN read_parquet('{store}/timexes/*/*.parquet') t
          ON t.article_id = e.article_id AND t.start = e.timex_start AND t."end" = e.timex_end
        WHERE p.role IN ('agent', 'patient')"""
    ).fetchall()
    assert len(rows) == 2 * sum(len(ex.events) for ex in EXTRACTIONS)
    for text, start, end, written, _, trigger, timex_text, value in rows:
        assert text[start:end] == written and trigger == "met"
        assert value == ("2002-10-20" if timex_text else None)


def test_the_store_reads_back_losslessly_with_its_problems_and_manifest(tmp_path):
    store = open_store(_write(tmp_path / "store"))
    assert list(read_extractions(store)) == EXTRACTIONS
    assert read_problems(store) == PROBLEMS
    assert (store.model, store.inputs, store.articles, store.shards) == ("test-model", ("in",), 6, 2)


def test_two_writes_give_the_same_bytes_and_a_rewrite_replaces_the_store(tmp_path):
    first = _files(_write(tmp_path / "a"))
    assert first == _files(_write(tmp_path / "b"))
    _write(tmp_path / "a", EXTRACTIONS[:2])  # over the old store: nothing of it stays
    assert _count(tmp_path / "a", "articles") == 2 and not (tmp_path / "a" / "articles" / "shard=00001").exists()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".kg-store")) == []


def test_a_failed_write_leaves_the_old_store_and_no_temporary_folder(tmp_path):
    before = _files(_write(tmp_path / "store"))
    with pytest.raises(RuntimeError), StoreWriter(tmp_path / "store", model="m", shard_size=1) as writer:
        writer.add(EXTRACTIONS[1])
        writer.add(EXTRACTIONS[2])  # a shard written into the temporary folder
        raise RuntimeError("interrupted")
    assert _files(tmp_path / "store") == before
    assert [p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")] == ["store"]


def test_a_folder_of_other_files_or_a_file_is_never_replaced(tmp_path):
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep")
    with pytest.raises(OutputError, match="not a kg extractions store"):
        _write(tmp_path / "mine")
    (tmp_path / "file").write_text("keep")
    with pytest.raises(OutputError, match="is a file"):
        _write(tmp_path / "file")
    assert (tmp_path / "mine" / "notes.txt").read_text() == "keep" and (tmp_path / "file").read_text() == "keep"


def test_a_folder_that_is_not_a_store_is_told_apart(tmp_path):
    with pytest.raises(UsageError, match="not a kg extractions store.*kg extract INPUTS --format parquet"):
        open_store(tmp_path)
    (tmp_path / MANIFEST).write_text(json.dumps({"format": "kg-extractions", "version": 999}))
    with pytest.raises(UsageError, match="version"):
        open_store(tmp_path)


def test_without_pyarrow_the_message_says_how_to_install_it(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "pyarrow", None)  # import pyarrow raises ImportError
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)
    with pytest.raises(UsageError, match=r"pip install 'kg\[parquet\]'"):
        StoreWriter(tmp_path / "store", model="m")
    # The command fails before parsing anything, and says the same.
    assert main(["extract", str(SEEDS), "-o", str(tmp_path / "store"), "--format", "parquet", "--no-cache"]) == 2
    assert "pip install 'kg[parquet]'" in capsys.readouterr().err
    assert not (tmp_path / "store").exists()


@pytest.mark.slow
def test_kg_imports_without_pyarrow():
    # A build without the store must not need pyarrow: it is imported by the store alone.
    code = (
        "import sys; sys.modules['pyarrow'] = None; import kg.cli, kg.pipeline.build, kg.runtime.store; "
        "kg.cli.main(['build', '--help'])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert "--from-extractions" in done.stdout, done.stderr


def test_pandas_reads_the_tables_with_the_shard_column(tmp_path):
    pd = pytest.importorskip("pandas")
    store = _write(tmp_path / "store")
    mentions = pd.read_parquet(store / "mentions")
    assert len(mentions) == sum(len(ex.mentions) for ex in EXTRACTIONS)
    assert sorted(mentions["shard"].astype(int).unique()) == [0, 1]
    assert list(mentions.loc[mentions["mention"] == 1, "roles"].map(list).iloc[0]) == ["Minister"]


@pytest.mark.model
@pytest.mark.slow
def test_a_build_from_the_store_gives_the_outputs_of_the_build_from_the_articles(tmp_path, capsys):
    store = tmp_path / "store"
    assert main(["extract", str(SEEDS), "-o", str(store), "--format", "parquet", "-q", "-j", "1", "--no-cache"]) == 0
    assert _count(store, "articles") == len(list(SEEDS.iterdir()))
    # The store took the extractions; kg extract kept none of them in memory but counted them.
    assert f"kg: {len(list(SEEDS.iterdir()))} articles -> " in capsys.readouterr().err
    direct = ["build", str(SEEDS), "-o", str(tmp_path / "direct"), "-q", "-j", "1", "--no-cache"]
    assert main([*direct, "--extractions-dir", str(tmp_path / "again")]) == 0
    assert main(["build", "--from-extractions", str(store), "-o", str(tmp_path / "stored"), "-q"]) == 0
    built, stored = _files(tmp_path / "direct"), _files(tmp_path / "stored")
    for outputs in (built, stored):  # the time of the build is the one thing that differs
        report = json.loads(outputs.pop("report.json"))
        assert report.pop("created") and report["counts"]["ok"] == 3
        outputs["report.json"] = json.dumps(report).encode()
    assert built == stored and "extractions.jsonl" in built
    # kg build --extractions-dir writes what kg extract --format parquet does.
    assert _files(tmp_path / "again") == _files(store)
    with pytest.raises(SystemExit):  # argparse: a bad --format
        main(["extract", str(SEEDS), "-o", str(store), "--format", "csv"])
    assert main(["build", str(SEEDS), "--from-extractions", str(store), "-o", str(tmp_path / "x"), "-q"]) == 2
    assert "--from-extractions DIR builds from the store alone" in capsys.readouterr().err


def test_a_store_inside_an_input_folder_is_not_read_as_articles(tmp_path):
    from kg.ingest.walk import STORE_MANIFEST, files_under

    (tmp_path / "story.txt").write_text("Talks opened.", encoding="utf-8")
    store = tmp_path / "store"
    (store / "articles" / "shard=00000").mkdir(parents=True)
    (store / STORE_MANIFEST).write_text("{}", encoding="utf-8")
    (store / "articles" / "shard=00000" / "part-0.parquet").write_bytes(b"PAR1")
    found = list(files_under(tmp_path))
    assert [item[1] for item in found if isinstance(item, tuple)] == ["story.txt"]
    assert [p.path for p in found if not isinstance(p, tuple)] == ["store"]  # passed over, and said so
