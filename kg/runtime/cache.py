"""The extraction cache: per-article extractions kept in an embedded SQLite database.

A row holds the :class:`~kg.model.Extraction` of one article as JSON, keyed
by a hash of the article's content and metadata together with a
fingerprint of the pipeline (spaCy model and version, kg version and source,
settings). Any change to either is a miss, so a stale row is never read.
Rows are written in transactions, one per batch: an interrupted build
leaves every committed batch usable and nothing half-written.

Rows written by other code (another kg or spaCy version, edited kg source)
can never be read again, so opening the cache drops them: upgrading kg
does not leave a dead copy of every extraction behind. Rows of other
models made by the same code stay.

The cache only saves time, so a fault in it never costs a build: a file
that is damaged, not a kg cache, unreadable, unwritable, locked by another
process or on a full disk is reported once (a warning on the ``kg.runtime.cache``
logger saying what to do) and the build goes on without it, parsing every
article it did not already get from it. The file is left as it was, never
moved or deleted: ``--cache`` may name a file that is not kg's.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import sqlite3
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

import spacy
from tqdm import tqdm

from kg._version import __version__
from kg.model import Article, Extraction
from kg.runtime.cache_faults import NotACache, NotAFile, describe_fault, not_a_file
from kg.runtime.memory import paused_gc
from kg.runtime.records import decode, encode

CACHE_NAME = ".kg-cache.sqlite"
# Bumped when the table layout changes; older files are then rebuilt from scratch.
SCHEMA = 2  # 2: the table of which build last used each row
# A row that none of this many builds wrote or used (a build counts once it finishes)
# is dropped: the old versions of edited articles, articles taken out of the corpus.
KEEP_BUILDS = 10
_MARKER = "kg-extraction-cache"
# Article fields that name where an article came from, not what it says: a moved
# file or a shifted JSON line is still a hit. The hit gets its current Article.
_LOCATION_FIELDS = frozenset({"id", "path", "line"})
# The pipeline column of a row a corpus step made (:meth:`ExtractionCache.put_derived`): this, then the step's name.
DERIVED = "derived:"
_log = logging.getLogger(__name__)
T = TypeVar("T")


def code_digest() -> str:
    """A digest of the code that makes extractions: kg's version and source, spaCy's version.

    Rows made by other code are dropped when a cache is opened.
    """
    parts = {"spacy": spacy.__version__, "kg": __version__, "source": _source_digest()}
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


def _source_digest() -> str:
    root = Path(__file__).parent.parent  # the kg package
    digest = hashlib.sha256()
    # The packaged model files (*.json) decide extractions as much as the code does.
    for path in sorted([*root.rglob("*.py"), *root.rglob("*.json")]):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def article_key(article: Article, pipeline: str) -> str:
    """The cache key of ``article`` under the pipeline fingerprint ``pipeline``."""
    content = {k: v for k, v in dataclasses.asdict(article).items() if k not in _LOCATION_FIELDS}
    payload = json.dumps([pipeline, content], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(payload.encode()).hexdigest()


def derived_key(step: str, ex: Extraction) -> str:
    """The cache key of what the corpus step named ``step`` makes of ``ex`` alone: a digest of the
    whole record (the article and all that was extracted from it) but where the article sits
    (:data:`_LOCATION_FIELDS`, as :func:`article_key` leaves out): the hit gets its current
    :class:`Article` (:func:`relocated`). Rows made by other code are dropped when the cache is
    opened (:func:`code_digest`), so the step's code is the same."""
    unplaced = replace(ex, article=replace(ex.article, id="", path="", line=None))
    return hashlib.sha256(step.encode() + b"\0" + encode(unplaced)).hexdigest()


def relocated(found: Extraction, ex: Extraction) -> Extraction:
    """``found`` (a row under ``ex``'s :func:`derived_key`) with ``ex``'s article, where it sits now."""
    return found if found.article == ex.article else replace(found, article=ex.article)


class ExtractionCache:
    """Extractions by key in one SQLite file. Use as a context manager, or call :meth:`close`.

    A fault in the file (see the module's docstring) never raises: it sets
    :attr:`problem`, is logged once, and the cache is off from then on (every
    key a miss, nothing stored).

    >>> import tempfile, os
    >>> with ExtractionCache(os.path.join(tempfile.mkdtemp(), "c.sqlite")) as cache:
    ...     cache.get_many(["nothing"])
    {}
    """

    def __init__(self, path: str | Path, *, timeout: float = 30) -> None:
        self.path = Path(path)
        self.hits = 0
        self.misses = 0
        # Why the cache was given up, with what to do; None while it works.
        self.problem: str | None = None
        self._asked: set[str] = set()  # keys this build asked for: the rows it uses
        self._db: sqlite3.Connection | None = None
        with self._guarded():
            if not_a_file(self.path) or any(
                not_a_file(self.path.with_name(self.path.name + end))
                or self.path.with_name(self.path.name + end).is_dir()
                for end in ("-wal", "-shm", "-journal")
            ):
                # SQLite would write through a link (its own or its journal's), and beside a
                # device its journal (--cache /dev/null left /dev/null-journal).
                raise NotAFile
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # isolation_level=None: we open and commit transactions ourselves. A write waits
            # up to ``timeout`` s for another build's batch to commit before giving up.
            self._db = sqlite3.connect(self.path, timeout=timeout, isolation_level=None)
            self._setup(self._db)

    def _setup(self, db: sqlite3.Connection) -> None:
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if tables and "kg_meta" not in tables:
            raise NotACache  # someone else's database: never write into it
        db.execute("PRAGMA journal_mode=WAL")  # with NORMAL: durable commits, no corruption on a crash
        db.execute("PRAGMA synchronous=NORMAL")
        meta = dict(db.execute("SELECT key, value FROM kg_meta")) if tables else {}
        code = code_digest()
        if meta.get("marker") == _MARKER and meta.get("schema") == str(SCHEMA):
            if meta.get("code") != code:
                # Freed pages are reused by the rows this build writes: the file does not grow.
                with self._transaction(db):
                    db.execute("DELETE FROM extractions")
                    db.execute("DELETE FROM used")
                    db.execute("INSERT OR REPLACE INTO kg_meta VALUES ('code', ?)", (code,))
            return
        with self._transaction(db):
            db.execute("DROP TABLE IF EXISTS extractions")
            db.execute("DROP TABLE IF EXISTS used")
            db.execute("CREATE TABLE IF NOT EXISTS kg_meta (key TEXT PRIMARY KEY, value TEXT)")
            db.execute(
                "CREATE TABLE extractions (key TEXT PRIMARY KEY, pipeline TEXT NOT NULL, "
                "article TEXT NOT NULL, data TEXT NOT NULL)"
            )
            # Apart from the extractions: marking a row used must not rewrite its data.
            db.execute("CREATE TABLE used (key TEXT PRIMARY KEY, build INTEGER NOT NULL)")
            db.executemany(
                "INSERT OR REPLACE INTO kg_meta VALUES (?, ?)",
                [("marker", _MARKER), ("schema", str(SCHEMA)), ("code", code), ("builds", "0")],
            )

    def get_many(self, keys: Iterable[str]) -> dict[str, Extraction]:
        """The cached extractions among ``keys``; an unreadable row counts as a miss."""
        return self._read(keys, decode)

    def _read(self, keys: Iterable[str], decode: Callable[[str], T]) -> dict[str, T]:
        """The rows among ``keys``, each ``decode``-d; an unreadable row counts as a miss."""
        keys = list(dict.fromkeys(keys))
        found: dict[str, T] = {}
        if self._db is not None:
            self._asked.update(keys)
            # Decoded records are acyclic; left on, the collector rescanned all those read so far
            # again and again, a cost growing with every row read. They live on through the
            # corpus steps: exempt from later scans, of which the first would walk them all.
            # Rows decoded before a fault are sound: they stay hits.
            with self._guarded(), paused_gc(exempt=True):
                for start in range(0, len(keys), 500):  # SQLite caps the number of bound variables
                    chunk = keys[start : start + 500]
                    rows = self._db.execute(
                        f"SELECT key, data FROM extractions WHERE key IN ({','.join('?' * len(chunk))})", chunk
                    )
                    for key, data in rows:
                        try:
                            found[key] = decode(data)
                        except (ValueError, TypeError, KeyError):
                            continue
        self.hits += len(found)
        self.misses += len(keys) - len(found)
        return found

    def put_many(self, items: Iterable[tuple[str, str, Extraction]]) -> None:
        """Store (key, pipeline fingerprint, extraction) rows in one transaction."""
        self._put([(key, pipeline, ex.article.id, encode(ex)) for key, pipeline, ex in items])

    def _put(self, rows: list[tuple[str, str, str, str | bytes]]) -> None:
        """Store (key, pipeline, article id, data) rows in one transaction."""
        if not rows or self._db is None:
            return
        with self._guarded(), self._transaction(self._db) as db:
            db.executemany("INSERT OR REPLACE INTO extractions VALUES (?, ?, ?, ?)", rows)
            # Counted as used by the build under way, even if it never finishes.
            upcoming = self._current_build(db)
            db.executemany("INSERT OR REPLACE INTO used VALUES (?, ?)", ((r[0], upcoming) for r in rows))

    def derived(self, keys: Iterable[str]) -> dict[str, Extraction]:
        """:meth:`get_many` for rows a build asks for after it has read its articles (an article's
        extraction as a corpus step left it: :func:`kg.pipeline.corpus.date_from_corpus`), once
        :meth:`finish_build` has recorded the rows it used: the rows found are recorded as used
        at once, by the next build, so that they stay while builds keep asking for them."""
        return self._derived(keys, decode)

    def derived_texts(self, keys: Iterable[str]) -> dict[str, str]:
        """:meth:`derived` for rows a corpus step keeps as text (:meth:`put_derived_texts`)."""
        return self._derived(keys, str)

    def _derived(self, keys: Iterable[str], decode: Callable[[str], T]) -> dict[str, T]:
        hits, misses = self.hits, self.misses  # which count the articles read, not these
        keys = list(keys)
        found = self._read(keys, decode)
        self.hits, self.misses = hits, misses
        # Recorded as used here and now, not by finish_build: none of them is held for it (a
        # corpus step may ask for a row of every event).
        self._asked.difference_update(keys)
        if found and self._db is not None:
            with self._guarded(), self._transaction(self._db) as db:
                upcoming = self._current_build(db)
                db.executemany("INSERT OR REPLACE INTO used VALUES (?, ?)", ((k, upcoming) for k in sorted(found)))
        return found

    def put_derived(self, step: str, items: Iterable[tuple[str, Extraction]]) -> None:
        """Store (key, extraction) rows the corpus step named ``step`` made (keys: :func:`derived_key`)."""
        self.put_many((key, DERIVED + step, ex) for key, ex in items)

    def put_derived_texts(self, step: str, items: Iterable[tuple[str, str]]) -> None:
        """Store (key, text) rows the corpus step named ``step`` made: what it found of several
        articles together (a story's event links: :mod:`kg.pipeline.corpus`), not an extraction."""
        self._put([(key, DERIVED + step, "", text) for key, text in items])

    def finish_build(self) -> int:
        """Record that a build finished using the rows it asked for; drop the rows that were
        neither written nor used in the last :data:`KEEP_BUILDS` builds. Returns how many
        were dropped.

        Called once the build has read every article, so a build cut short forgets
        nothing. Freed pages are reused by later rows: the file stops growing,
        it does not shrink.
        """
        dropped = 0
        if self._db is None:
            return dropped
        with self._guarded(), self._transaction(self._db) as db:
            build = self._current_build(db)
            db.executemany("INSERT OR REPLACE INTO used VALUES (?, ?)", ((k, build) for k in sorted(self._asked)))
            oldest = build - KEEP_BUILDS
            dropped = db.execute(
                "DELETE FROM extractions WHERE key NOT IN (SELECT key FROM used WHERE build > ?)", (oldest,)
            ).rowcount
            db.execute("DELETE FROM used WHERE build <= ?", (oldest,))
            db.execute("INSERT OR REPLACE INTO kg_meta VALUES ('builds', ?)", (str(build),))
        self._asked.clear()
        return dropped

    @staticmethod
    def _current_build(db: sqlite3.Connection) -> int:
        """The number of the build under way: one more than the builds finished."""
        row = db.execute("SELECT value FROM kg_meta WHERE key = 'builds'").fetchone()
        return int(row[0]) + 1 if row else 1

    def __len__(self) -> int:
        count = 0
        if self._db is not None:
            with self._guarded():
                count = self._db.execute("SELECT COUNT(*) FROM extractions").fetchone()[0]
        return count

    def close(self) -> None:
        db, self._db = self._db, None
        if db is not None:
            with suppress(sqlite3.Error):
                db.close()

    def __enter__(self) -> ExtractionCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @staticmethod
    @contextmanager
    def _transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
        """One write transaction: all of it is committed, or none."""
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            # SQLite has already rolled back after some faults (a full disk, a damaged page).
            if db.in_transaction:
                with suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    @contextmanager
    def _guarded(self) -> Iterator[None]:
        """Turn a fault of the file into :attr:`problem` and one warning; the cache is off after it."""
        try:
            yield
        except (sqlite3.Error, OSError, NotACache, NotAFile) as exc:
            self.close()  # rolls back whatever was under way
            self._asked.clear()
            self.problem = describe_fault(self.path, exc)
            # A progress bar on stderr is cleared first and redrawn after, not run into.
            with tqdm.external_write_mode(file=sys.stderr):
                _log.warning("kg: warning: %s", self.problem)
