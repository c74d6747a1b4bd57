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
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sqlite3
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import msgspec
import spacy
from spacy.language import Language

import kg
from kg.bulk import paused_gc
from kg.errors import UsageError
from kg.model import Article, Extraction
from kg.nlp import describe_model

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


def fingerprint(nlp: str | Language | None, settings: Mapping[str, Any] | None = None) -> str:
    """A digest of everything besides the article that decides its extraction.

    ``nlp`` is a loaded pipeline or the name of an installed one (read from
    its meta.json, not loaded); both give the same digest.

    kg's own source is hashed too, so editing the code (without bumping the
    version) does not serve extractions made by the old code.
    """
    ident, pipes = describe_model(nlp)
    parts = {
        "model": ident,
        "pipes": list(pipes),
        "code": code_digest(),
        "settings": dict(settings or {}),
    }
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()


def code_digest() -> str:
    """A digest of the code that makes extractions: kg's version and source, spaCy's version.

    Rows made by other code are dropped when a cache is opened.
    """
    parts = {"spacy": spacy.__version__, "kg": kg.__version__, "source": _source_digest()}
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


def _source_digest() -> str:
    root = Path(kg.__file__).parent
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def article_key(article: Article, pipeline: str) -> str:
    """The cache key of ``article`` under the pipeline fingerprint ``pipeline``."""
    content = {k: v for k, v in dataclasses.asdict(article).items() if k not in _LOCATION_FIELDS}
    payload = json.dumps([pipeline, content], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(payload.encode()).hexdigest()


class ExtractionCache:
    """Extractions by key in one SQLite file. Use as a context manager, or call :meth:`close`.

    >>> import tempfile, os
    >>> with ExtractionCache(os.path.join(tempfile.mkdtemp(), "c.sqlite")) as cache:
    ...     cache.get_many(["nothing"])
    {}
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.hits = 0
        self.misses = 0
        self._asked: set[str] = set()  # keys this build asked for: the rows it uses
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # isolation_level=None: we open and commit transactions ourselves.
            self._db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
            self._setup()
        except sqlite3.DatabaseError as exc:
            raise UsageError(f"cannot use {self.path} as the extraction cache ({exc}); "
                             "delete it, pass another --cache PATH, or --no-cache") from None
        except OSError as exc:
            raise UsageError(f"cannot create the extraction cache {self.path}: {exc.strerror or exc}; "
                             "pass another --cache PATH or --no-cache") from None

    def _setup(self) -> None:
        db = self._db
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if tables and "kg_meta" not in tables:
            # Someone else's database: never write into it.
            raise sqlite3.DatabaseError("not a kg cache")
        db.execute("PRAGMA journal_mode=WAL")  # with NORMAL: durable commits, no corruption on a crash
        db.execute("PRAGMA synchronous=NORMAL")
        meta = dict(db.execute("SELECT key, value FROM kg_meta")) if tables else {}
        code = code_digest()
        if meta.get("marker") == _MARKER and meta.get("schema") == str(SCHEMA):
            if meta.get("code") != code:
                # Freed pages are reused by the rows this build writes: the file does not grow.
                db.execute("BEGIN IMMEDIATE")
                db.execute("DELETE FROM extractions")
                db.execute("DELETE FROM used")
                db.execute("INSERT OR REPLACE INTO kg_meta VALUES ('code', ?)", (code,))
                db.execute("COMMIT")
            return
        db.execute("BEGIN IMMEDIATE")
        db.execute("DROP TABLE IF EXISTS extractions")
        db.execute("DROP TABLE IF EXISTS used")
        db.execute("CREATE TABLE IF NOT EXISTS kg_meta (key TEXT PRIMARY KEY, value TEXT)")
        db.execute("CREATE TABLE extractions (key TEXT PRIMARY KEY, pipeline TEXT NOT NULL, "
                   "article TEXT NOT NULL, data TEXT NOT NULL)")
        # Apart from the extractions: marking a row used must not rewrite its data.
        db.execute("CREATE TABLE used (key TEXT PRIMARY KEY, build INTEGER NOT NULL)")
        db.executemany("INSERT OR REPLACE INTO kg_meta VALUES (?, ?)",
                       [("marker", _MARKER), ("schema", str(SCHEMA)), ("code", code), ("builds", "0")])
        db.execute("COMMIT")

    def get_many(self, keys: Iterable[str]) -> dict[str, Extraction]:
        """The cached extractions among ``keys``; an unreadable row counts as a miss."""
        keys = list(dict.fromkeys(keys))
        self._asked.update(keys)
        found: dict[str, Extraction] = {}
        # Decoded records are acyclic; left on, the collector rescanned all those read so far
        # again and again (0.6 s of full collections reading 5,000 articles).
        with paused_gc():
            for start in range(0, len(keys), 500):  # SQLite caps the number of bound variables
                chunk = keys[start:start + 500]
                rows = self._db.execute(
                    f"SELECT key, data FROM extractions WHERE key IN ({','.join('?' * len(chunk))})", chunk)
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
        rows = [(key, pipeline, ex.article.id, encode(ex)) for key, pipeline, ex in items]
        if not rows:
            return
        self._db.execute("BEGIN IMMEDIATE")
        try:
            self._db.executemany("INSERT OR REPLACE INTO extractions VALUES (?, ?, ?, ?)", rows)
            # Counted as used by the build under way, even if it never finishes.
            upcoming = self._current_build()
            self._db.executemany("INSERT OR REPLACE INTO used VALUES (?, ?)", ((r[0], upcoming) for r in rows))
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def finish_build(self) -> int:
        """Record that a build finished using the rows it asked for; drop the rows that were
        neither written nor used in the last :data:`KEEP_BUILDS` builds. Returns how many
        were dropped.

        Called once the build has read every article, so a build cut short forgets
        nothing. Freed pages are reused by later rows: the file stops growing,
        it does not shrink.
        """
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            build = self._current_build()
            db.executemany("INSERT OR REPLACE INTO used VALUES (?, ?)", ((k, build) for k in sorted(self._asked)))
            oldest = build - KEEP_BUILDS
            dropped = db.execute("DELETE FROM extractions WHERE key NOT IN "
                                 "(SELECT key FROM used WHERE build > ?)", (oldest,)).rowcount
            db.execute("DELETE FROM used WHERE build <= ?", (oldest,))
            db.execute("INSERT OR REPLACE INTO kg_meta VALUES ('builds', ?)", (str(build),))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        self._asked.clear()
        return dropped

    def _current_build(self) -> int:
        """The number of the build under way: one more than the builds finished."""
        row = self._db.execute("SELECT value FROM kg_meta WHERE key = 'builds'").fetchone()
        return int(row[0]) + 1 if row else 1

    def __len__(self) -> int:
        return self._db.execute("SELECT COUNT(*) FROM extractions").fetchone()[0]

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> ExtractionCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def encode(ex: Extraction) -> bytes:
    """An extraction as compact JSON (UTF-8).

    >>> from kg.model import PublicationDate
    >>> ex = Extraction(Article("a", "Hi."), PublicationDate(None), ((0, 3),))
    >>> decode(encode(ex)) == ex
    True
    """
    return _ENCODER.encode(ex)


def decode(data: str | bytes) -> Extraction:
    """The frozen :class:`Extraction` back from :func:`encode`'s JSON.

    Raises ``ValueError`` when ``data`` is not an extraction of this schema.
    """
    try:
        return _DECODER.decode(data)
    except msgspec.DecodeError as exc:  # a ValidationError is a DecodeError too
        raise ValueError(str(exc)) from None


# msgspec reads and writes the frozen records directly, typed from model.py's
# annotations: decoding a cached corpus is where a rebuild spent its time when
# the records were rebuilt field by field from json.loads.
_ENCODER = msgspec.json.Encoder()
_DECODER = msgspec.json.Decoder(Extraction)
