"""Extractions as a Parquet dataset: a store any columnar tool reads, and kg builds from.

``kg extract --format parquet -o DIR`` and ``kg build --extractions-dir DIR`` write the
per-article extractions (before the corpus steps) as tables (:mod:`kg.runtime.store_tables`)::

    DIR/_kg_store.json                          what made it, and how many articles
    DIR/<table>/shard=00000/part-0.parquet      articles, sentences, mentions, timexes, events, participants
    DIR/problems/part-0.parquet                 the inputs skipped, for report.json

A shard is :data:`SHARD_SIZE` articles in input order, so the same inputs give the same
shards and the same bytes: shards by a hash of the article id would scatter the input
order, which the build's outputs depend on. pandas, DuckDB, Spark and Dask read it with
``shard`` as a hive partition column. ``kg build --from-extractions DIR`` decodes each
article's ``record`` (:func:`kg.runtime.records.encode`) and runs the corpus steps: the
outputs are those of the build from the articles.

pyarrow is an optional dependency (``pip install 'kg[parquet]'``), imported only here.
The store is written into a temporary folder beside ``DIR`` that replaces it when complete.
"""

from __future__ import annotations

import json
import secrets
import shutil
from collections.abc import Iterator, Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any

import msgspec

from kg._version import __version__
from kg.errors import OutputError, UsageError
from kg.model import Extraction, InputProblem
from kg.runtime.lock import folder_lock, output_lock
from kg.runtime.manifest import MANIFEST
from kg.runtime.records import decode
from kg.runtime.store_check import damage
from kg.runtime.store_tables import TABLES, table_rows
from kg.safe_text import printable

SHARD_SIZE = 1000  # articles a shard: a few MB a table, and one shard's rows held at a time

_FORMAT = "kg-extractions"
_VERSION = 1
_PROBLEMS = "problems"
_PROBLEM_COLUMNS = (
    ("path", "string"),
    ("reason", "string"),
    ("line", "int64"),
    ("status", "string"),
    ("stage", "string"),
)
# Fixed so that two writes of the same extractions give the same bytes (pyarrow's defaults
# could change between its versions); one row group a file at a shard's size.
_WRITE = {"compression": "zstd", "compression_level": 3, "use_dictionary": True, "write_statistics": True}


def pyarrow() -> tuple[ModuleType, ModuleType]:
    """pyarrow and pyarrow.parquet, or a :class:`UsageError` saying how to install them."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise UsageError(
            "Parquet extractions need pyarrow, which is not installed; install it with pip install 'kg[parquet]'"
        ) from None
    return pa, pq


def _schema(pa: ModuleType, columns: Sequence[tuple[str, str]]) -> Any:
    types = {
        "string": pa.string(),
        "int64": pa.int64(),
        "int32": pa.int32(),
        "float64": pa.float64(),
        "bool": pa.bool_(),
        "list<string>": pa.list_(pa.string()),
    }
    # An article's text and record may be large: 64-bit offsets, whatever a shard holds.
    large = {"text": pa.large_string(), "record": pa.large_binary()}
    return pa.schema([(name, large.get(name) or types[kind]) for name, kind in columns])


class StoreWriter:
    """Write extractions to the store ``target``: :meth:`add` each in input order, then :meth:`commit`.

    Holds the lock of the folder holding ``target`` (:class:`OutputError` if another kg writes there) and
    refuses a ``target`` that is a file or a folder of something else. Used as a context
    manager, an exception leaves ``target`` as it was and no temporary folder behind.
    """

    def __init__(
        self,
        target: str | Path,
        *,
        model: str,
        inputs: Sequence[str | Path] = (),
        max_bytes: int | None = None,
        shard_size: int = SHARD_SIZE,
    ) -> None:
        self._pa, self._pq = pyarrow()
        self.target = Path(target)
        self._meta = {"model": model, "inputs": [str(p) for p in inputs], "max_bytes": max_bytes}
        self._shard_size = shard_size
        self._buffer: list[Extraction] = []
        self._shards = 0
        self._articles = 0
        self._stack = ExitStack()
        parent = self.target.parent
        try:
            parent.mkdir(parents=True, exist_ok=True)
            self._stack.enter_context(output_lock(folder_lock(parent), "kg", parent, reentrant=True))
            _check_replaceable(self.target)
            for stale in parent.glob(f".{self.target.name}.*.kg-store"):  # left by a killed kg
                shutil.rmtree(stale, ignore_errors=True)
            self._tmp = parent / f".{self.target.name}.{secrets.token_hex(6)}.kg-store"
            self._tmp.mkdir()
        except OSError as exc:
            self._stack.close()
            raise _cannot_write(self.target, exc) from exc
        except BaseException:
            self._stack.close()
            raise

    def add(self, ex: Extraction) -> None:
        """The next article's extraction, in input order."""
        self._buffer.append(ex)
        if len(self._buffer) >= self._shard_size:
            self._flush()

    def commit(self, problems: Sequence[InputProblem] = ()) -> Path:
        """Write the last shard, ``problems`` and the manifest; put the store in place of ``target``."""
        try:
            if self._buffer:
                self._flush()
            rows = [{name: getattr(p, name) for name, _ in _PROBLEM_COLUMNS} for p in problems]
            self._write(self._tmp / _PROBLEMS / "part-0.parquet", rows, _PROBLEM_COLUMNS)
            manifest = {
                "format": _FORMAT,
                "version": _VERSION,
                "kg_version": __version__,
                **self._meta,
                "articles": self._articles,
                "shards": self._shards,
                "shard_size": self._shard_size,
                "tables": [*TABLES, _PROBLEMS],
            }
            (self._tmp / MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
            self._replace()
        except OSError as exc:
            self.abort()
            raise _cannot_write(self.target, exc) from exc
        except BaseException:
            self.abort()
            raise
        self._stack.close()
        return self.target

    def abort(self) -> None:
        """Remove the temporary folder; ``target`` stays as it was."""
        shutil.rmtree(self._tmp, ignore_errors=True)
        self._stack.close()

    def __enter__(self) -> StoreWriter:
        return self

    def __exit__(self, exc_type: object, *exc: object) -> None:
        if exc_type is not None:
            self.abort()

    def _flush(self) -> None:
        tables: dict[str, list[dict[str, Any]]] = {name: [] for name in TABLES}
        for ex in self._buffer:
            for name, rows in table_rows(ex, self._articles).items():
                tables[name].extend(rows)
            self._articles += 1
        shard = f"shard={self._shards:05d}"
        try:
            for name, rows in tables.items():
                self._write(self._tmp / name / shard / "part-0.parquet", rows, TABLES[name])
        except OSError as exc:
            raise _cannot_write(self.target, exc) from exc
        self._shards += 1
        self._buffer = []

    def _write(self, path: Path, rows: list[dict[str, Any]], columns: Sequence[tuple[str, str]]) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        table = self._pa.Table.from_pylist(rows, schema=_schema(self._pa, columns))
        self._pq.write_table(table, path, row_group_size=max(1, len(rows)), **_WRITE)

    def _replace(self) -> None:
        """The new store in ``target``'s place: the old one is moved aside first, then removed.

        Between the two renames ``target`` is briefly missing, never half-written.
        """
        old = None
        if self.target.exists():
            old = self.target.parent / f".{self.target.name}.{secrets.token_hex(6)}.kg-store"
            self.target.rename(old)
        self._tmp.rename(self.target)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)


def _check_replaceable(target: Path) -> None:
    """Fail before any parsing when ``target`` is not a store kg may replace: never delete a user's folder."""
    if target.is_file() or target.is_symlink():
        raise OutputError(f"{printable(target)} is a file; the extractions store is a folder: name a new one")
    if target.is_dir() and not (target / MANIFEST).is_file() and any(target.iterdir()):
        raise OutputError(
            f"{printable(target)} is a folder of other files, not a kg extractions store; "
            "name a new or empty folder, so that nothing of yours is replaced"
        )


def _cannot_write(target: Path, exc: OSError) -> OutputError:
    return OutputError(
        f"cannot write the extractions store {printable(target)}: {exc.strerror or exc}; "
        "check the folder's space and permissions, or name another folder"
    )


@dataclass(frozen=True)
class Store:
    """A store's manifest: what made it (model, inputs, size limit) and how many articles it holds."""

    path: Path
    model: str
    inputs: tuple[str, ...]
    max_bytes: int | None
    articles: int
    shards: int


class _Manifest(msgspec.Struct):
    """The manifest's fields a build reads, with their types: decoding checks them."""

    format: str
    version: int
    kg_version: str
    model: str
    inputs: list[str]
    max_bytes: int | None
    articles: int
    shards: int


def open_store(path: str | Path) -> Store:
    """The store at ``path``, checked; a :class:`UsageError` saying what to do when it is none or damaged.

    The manifest must be kg's, of this store version and this kg version (its records are
    kg's own encoding of an extraction, which another version may not read), and every
    file it lists must be there: a damaged store is a usage error (exit 2), never a traceback.
    """
    root = Path(path)
    try:
        raw = (root / MANIFEST).read_bytes()
    except OSError as exc:
        raise UsageError(
            f"{printable(root)} is not a kg extractions store (no readable {MANIFEST}: {exc.strerror or exc}); "
            f"{_WRITE_AGAIN}"
        ) from None
    try:
        manifest = msgspec.json.decode(raw, type=_Manifest)
    except msgspec.DecodeError as exc:  # not JSON, not an object, a field missing or of another type
        raise UsageError(f"{printable(root / MANIFEST)} is damaged ({exc}); {_WRITE_AGAIN}") from None
    if manifest.format != _FORMAT or manifest.version != _VERSION:
        raise UsageError(f"{printable(root)} is not a kg extractions store of version {_VERSION}; {_WRITE_AGAIN}")
    if manifest.kg_version != __version__:
        raise UsageError(
            f"{printable(root)} was written by kg {printable(manifest.kg_version)}, this is kg {__version__}; "
            f"{_WRITE_AGAIN}"
        )
    if manifest.shards < 0 or manifest.articles < 0:
        raise UsageError(f"{printable(root / MANIFEST)} is damaged (a negative count); {_WRITE_AGAIN}")
    store = Store(root, manifest.model, tuple(manifest.inputs), manifest.max_bytes, manifest.articles, manifest.shards)
    missing = [
        p for p in (*map(partial(_part, store), range(store.shards)), root / _PROBLEMS / _PART) if not p.is_file()
    ]
    if missing:
        raise UsageError(
            f"the extractions store {printable(root)} is incomplete: {printable(missing[0])} is missing; {_WRITE_AGAIN}"
        )
    return store


_WRITE_AGAIN = "write it again with kg extract INPUTS --format parquet -o DIR"
_PART = "part-0.parquet"


def _part(store: Store, shard: int) -> Path:
    return store.path / "articles" / f"shard={shard:05d}" / _PART


def read_extractions(store: Store) -> Iterator[Extraction | InputProblem]:
    """The store's extractions, in input order, one shard in memory at a time.

    A record that does not decode, whose indices or offsets fall outside its article
    (:func:`kg.runtime.store_check.damage`), or whose article id an earlier record
    had, is an :class:`InputProblem` (status ``error``): it costs only its article. A part
    file that cannot be read at all is a :class:`UsageError`: the store is damaged.
    """
    _, pq = pyarrow()
    seen: set[str] = set()
    for shard in range(store.shards):
        path = _part(store, shard)
        try:
            table = pq.read_table(path, columns=["position", "record"])
            records = table.sort_by("position").column("record").to_pylist()
        except (OSError, ValueError, KeyError) as exc:  # pyarrow's errors are these
            raise UsageError(f"cannot read {printable(path)}: {exc}; the store is damaged: {_WRITE_AGAIN}") from None
        for row, record in enumerate(records):
            yield _checked(record, path, row, seen)


def _checked(record: object, path: Path, row: int, seen: set[str]) -> Extraction | InputProblem:
    where = f"{path.parent.parent.parent.name}/{path.parent.parent.name}/{path.parent.name}/{path.name}"
    try:
        if not isinstance(record, bytes):
            raise ValueError("no record")
        ex = decode(record)
    except (msgspec.DecodeError, ValueError, TypeError, KeyError) as exc:
        return InputProblem(where, f"a damaged record in the extractions store: {exc}", row + 1, "error", "reading")
    fault = damage(ex)
    if not fault and ex.article.id in seen:
        fault = f"a second record of article id {ex.article.id!r}"
    if fault:
        at = ex.article.path or where
        return InputProblem(
            at, f"a damaged record in the extractions store: {fault}", ex.article.line, "error", "reading"
        )
    seen.add(ex.article.id)
    return ex


def read_problems(store: Store) -> list[InputProblem]:
    """The inputs skipped when the store was written, in the order the build met them."""
    _, pq = pyarrow()
    path = store.path / _PROBLEMS / _PART
    try:
        rows = pq.read_table(path, columns=[name for name, _ in _PROBLEM_COLUMNS]).to_pylist()
    except (OSError, ValueError, KeyError) as exc:
        raise UsageError(f"cannot read {printable(path)}: {exc}; the store is damaged: {_WRITE_AGAIN}") from None
    return [
        InputProblem(
            str(r["path"] or ""),
            str(r["reason"] or ""),
            r["line"] if isinstance(r["line"], int) else None,
            str(r["status"] or "error"),
            str(r["stage"] or ""),
        )
        for r in rows
    ]
