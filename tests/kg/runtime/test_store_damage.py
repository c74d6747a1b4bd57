"""A damaged extractions store is a clear usage error (exit 2); a damaged record costs only its article."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from kg.cli import main
from tests.kg.runtime.test_store import _write

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")


def _part(store: Path, table: str = "articles", shard: int = 0) -> Path:
    return store / table / f"shard={shard:05d}" / "part-0.parquet"


def _manifest(change: Callable[[dict], object]) -> Callable[[Path], None]:
    def damage(store: Path) -> None:
        manifest = json.loads((store / "_kg_store.json").read_text())
        replaced = change(manifest)
        (store / "_kg_store.json").write_text(json.dumps(manifest if replaced is None else replaced))

    return damage


def _records(change: Callable[[list[dict]], None]) -> Callable[[Path], None]:
    """Edit the decoded records of the first shard and write them back."""

    def damage(store: Path) -> None:
        table = pq.read_table(_part(store))
        records = [json.loads(r) for r in table.column("record").to_pylist()]
        change(records)
        column = pa.array([json.dumps(r).encode() for r in records], type=table.schema.field("record").type)
        pq.write_table(table.set_column(table.schema.get_field_index("record"), "record", column), _part(store))

    return damage


def _build(tmp_path: Path, damage: Callable[[Path], None], capsys) -> tuple[int, str, Path]:
    store = _write(tmp_path / "store")
    damage(store)
    out = tmp_path / "out"
    code = main(["build", "--from-extractions", str(store), "-o", str(out), "-q", "-j", "1"])
    return code, capsys.readouterr().err, out


DAMAGED_STORES = {
    "missing part": (lambda s: _part(s).unlink(), "is incomplete: .*shard=00000/part-0.parquet is missing"),
    "truncated part": (
        lambda s: _part(s).write_bytes(_part(s).read_bytes()[:100]),
        "cannot read .*the store is damaged",
    ),
    "missing problems": (lambda s: (s / "problems" / "part-0.parquet").unlink(), "is incomplete"),
    "truncated problems": (lambda s: (s / "problems" / "part-0.parquet").write_bytes(b"PAR1"), "store is damaged"),
    "manifest a list": (_manifest(lambda m: []), r"_kg_store.json is damaged \(Expected `object`, got `array`\)"),
    "manifest without model": (_manifest(lambda m: m.pop("model") and None), "missing required field `model`"),
    "shards a string": (_manifest(lambda m: m.update(shards="2")), r"Expected `int`, got `str` - at `\$.shards`"),
    "more shards than files": (_manifest(lambda m: m.update(shards=5)), "shard=00002/part-0.parquet is missing"),
    "another kg version": (_manifest(lambda m: m.update(kg_version="0.0.1")), "written by kg 0.0.1, this is kg"),
}


@pytest.mark.parametrize("name", DAMAGED_STORES)
def test_a_damaged_store_is_exit_2_with_what_to_do(tmp_path, capsys, name):
    damage, message = DAMAGED_STORES[name]
    code, err, out = _build(tmp_path, damage, capsys)
    assert code == 2, err
    assert "Traceback" not in err
    assert err.startswith("kg: error: ") and "write it again with kg extract INPUTS --format parquet" in err
    assert re.search(message, err), err
    assert not (out / "report.json").exists()


def test_an_extra_column_is_read_past(tmp_path, capsys):
    def extra(store: Path) -> None:
        for path in (_part(store), store / "problems" / "part-0.parquet"):
            table = pq.read_table(path)
            pq.write_table(table.append_column("extra", pa.array(["x"] * len(table))), path)

    code, err, out = _build(tmp_path, extra, capsys)
    assert code == 1 and "Traceback" not in err  # 1: the store's own skipped inputs
    assert json.loads((out / "report.json").read_text())["counts"] == {"ok": 6, "skipped": 1, "error": 1}


BAD_RECORDS = {
    "a mention index out of range": (
        _records(lambda rs: rs[3]["events"][0].update(agents=[99])),
        "in/3.txt",
        "event 0 names mention 99 as agents, of 3 mentions",
    ),
    "two records with one id": (
        _records(lambda rs: rs[3]["article"].update(id=rs[2]["article"]["id"])),
        "in/3.txt",
        "a second record of article id 'art-2'",
    ),
    "a record that is no extraction": (
        _records(lambda rs: rs.__setitem__(1, {"nonsense": 1})),
        "store/articles/shard=00000/part-0.parquet",
        "missing required field `article`",
    ),
    "an offset past the text": (
        _records(lambda rs: rs[2]["mentions"][0].update(end=10_000)),
        "in/2.txt",
        "mention 0 runs from 0 to 10000, outside the text",
    ),
}


@pytest.mark.parametrize("name", BAD_RECORDS)
def test_a_bad_record_costs_only_its_article(tmp_path, capsys, name):
    damage, path, reason = BAD_RECORDS[name]
    code, err, out = _build(tmp_path, damage, capsys)
    assert code == 1, err
    assert "Traceback" not in err
    rows = json.loads((out / "report.json").read_text())["inputs"]
    bad = [r for r in rows if r["status"] == "error" and r["stage"] == "reading"]
    assert [r["path"] for r in bad] == [path] and reason in bad[0]["reason"]
    assert sum(r["status"] == "ok" for r in rows) == 5  # the other articles are all built
