"""Small tools every stage shares: ids, slugs, text safe to show or store, bulk building,
disjoint sets, majority votes and atomic writes.

Pure functions, two tiny classes, and the atomic file writes every output goes
through; nothing here knows of articles or graphs.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import secrets
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, Generic, TypeVar

# Items a union-find joins or a vote picks from: they must order, so that the
# representative and the winner of a tie do not depend on the order of the input.
T = TypeVar("T", int, str, tuple[Any, ...])

# Invisible characters a name can carry from the page: bidi embeddings, overrides and isolates
# (U+202A-202E, U+2066-2069, U+200E/F, U+061C), zero-width spaces, byte order marks, soft hyphens
# (all format, Cf) and control characters (Cc). A right-to-left override in a label reverses what
# readers of the graph see. ZWNJ and ZWJ stay: Persian, Indic and emoji spellings need them.
_KEEP_FORMAT = frozenset("\u200c\u200d")
_XML_INVALID = re.compile("[^\t\n\r\x20-\x7e\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
_UNSHOWN = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


class IdPool:
    """Hands out ids: ``candidate`` if free, else ``candidate-2``, ``-3``..., never one twice.

    Remembers where each candidate's numbering got to, so ten thousand
    "said-undated" events cost one step each rather than a scan from ``-2``;
    ids are the same as a scan would give, because taken ids stay taken.

    >>> pool = IdPool(); pool.claim("smith"), pool.claim("smith"), pool.claim("smith")
    ('smith', 'smith-2', 'smith-3')
    """

    def __init__(self) -> None:
        self._taken: set[str] = set()
        self._next: dict[str, int] = {}

    def __contains__(self, name: object) -> bool:
        return name in self._taken

    def claim(self, candidate: str) -> str:
        new, n = candidate, self._next.get(candidate, 2)
        if new in self._taken:
            while (new := f"{candidate}-{n}") in self._taken:
                n += 1
            self._next[candidate] = n + 1
        self._taken.add(new)
        return new


@functools.lru_cache(maxsize=1 << 16)  # event ids slug the same few thousand lemmas again and again
def slug(text: str) -> str:
    """A readable, stable id fragment: Latin letters as ASCII, other scripts kept.

    Accents and Latin letters outside ASCII go as they always did ("Zürich" zurich); a name in
    another script (Cyrillic, Greek, Arabic, Chinese ...) keeps its letters, lower-cased and
    NFKC-normalised, so two such names do not both become "x". A name with no letter or digit
    at all gets "x" and a short hash of the name.

    >>> slug("Angela Merkel"), slug("U.S. Air Force"), slug("Владимир Путин"), slug("北京")
    ('angela-merkel', 'us-air-force', 'владимир-путин', '北京')
    """
    ascii_text = unicodedata.normalize("NFKD", text)
    ascii_text = "".join(c for c in ascii_text if not unicodedata.combining(c)).lower().replace(".", "")
    if any(_other_script(c) for c in ascii_text):
        # letters, digits and their marks (Devanagari vowel signs, Arabic vowels) of any script
        kept = "".join(
            c if c.isalnum() or unicodedata.category(c)[0] == "M" else "-"
            for c in unicodedata.normalize("NFKC", text).lower().replace(".", "")
        )
        found = re.sub(r"-+", "-", kept).strip("-")
    else:
        found = re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")
    if found:
        return found
    text = visible(text).strip()
    return f"x-{hashlib.sha1(text.encode('utf-8', 'surrogatepass')).hexdigest()[:8]}" if text else "x"


def _other_script(char: str) -> bool:
    """A letter of a script other than Latin, left over once accents are taken off."""
    if char.isascii() or not char.isalpha():
        return False
    name = unicodedata.name(char, "")
    return not name.startswith(("LATIN", "MODIFIER"))


def visible(text: str) -> str:
    """``text`` without invisible format and control characters (whitespace is kept).

    >>> visible("Ali\u202e Baba\u200b")
    'Ali Baba'
    """
    if text.isprintable():
        return text
    return "".join(c for c in text if c.isspace() or c in _KEEP_FORMAT or unicodedata.category(c) not in ("Cf", "Cc"))


def clean_xml_text(text: str) -> str:
    """Remove characters that XML 1.0 cannot carry at all.

    Tab, newline and carriage return stay; other C0 controls, lone surrogates
    and U+FFFE/U+FFFF go, because one of them makes the whole file unreadable.

    >>> clean_xml_text("Iraq\\x00\\x1b says")
    'Iraq says'
    """
    return _XML_INVALID.sub("", text)


def printable(name: object) -> str:
    """A file name as text that is safe to print and can always be encoded as UTF-8.

    Names that are not valid UTF-8 reach Python with surrogate escapes; those
    bytes are shown as ``\\xNN``. Control, separator and bidirectional
    control characters are shown as escapes too (``\\x1b``, ``\\u202e``), so a
    name can neither drive the terminal nor reorder the text around it.

    >>> printable("caf\\udce9.txt")
    'caf\\\\xe9.txt'
    >>> print(printable("\\x1b]0;owned\\x07news\\u202etxt.exe"))
    \\x1b]0;owned\\x07news\\u202etxt.exe
    """
    name = str(name)
    try:
        raw = os.fsencode(name)
    except UnicodeEncodeError:  # a surrogate no file system name decodes to: given, not listed
        raw = name.encode("utf-8", errors="backslashreplace")
    text = raw.decode("utf-8", errors="backslashreplace")
    return _UNSHOWN.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


# Write buffer of atomic_open: fewer system calls for files of many small records.
_BUFFER = 1 << 20


@contextmanager
def atomic_open(path: str | os.PathLike[str], text: bool = True) -> Iterator[IO[Any]]:
    """Open a temporary file beside ``path`` that replaces ``path`` on success.

    Writers stream into it, so no exporter needs the whole file in memory.
    ``os.replace`` is atomic within one file system, so a reader (or a crash)
    never sees half a file; on any exception, Ctrl-C and SIGTERM included,
    the temporary file is removed and ``path`` keeps its old content. Text
    mode writes UTF-8 with ``\\n`` line ends, whatever the platform.

    >>> import tempfile
    >>> tmp = Path(tempfile.mkdtemp())
    >>> with atomic_open(tmp / "nodes.csv") as fh:
    ...     _ = fh.write("Id,Label\\n")
    >>> [(p.name, p.read_bytes()) for p in tmp.iterdir()]
    [('nodes.csv', b'Id,Label\\n')]
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    # The name is made before the try and the file created inside it, so an
    # interrupt (Ctrl-C, SIGTERM) at any point leaves no temporary file behind.
    tmp = target.parent / f".{target.name}.{secrets.token_hex(_TMP_BYTES)}.tmp"
    fd: int | None = None
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        mode: dict[str, Any] = {"mode": "w", "encoding": "utf-8", "newline": "\n"} if text else {"mode": "wb"}
        with os.fdopen(fd, buffering=_BUFFER, **mode) as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException as exc:
        # A FileExistsError from os.open means the name is not ours: never remove it.
        if not (fd is None and isinstance(exc, FileExistsError)):
            tmp.unlink(missing_ok=True)
        raise


# Random bytes in a temporary file's name: ``.NAME.<12 hex digits>.tmp``.
_TMP_BYTES = 6


def stale_temporaries(folder: str | os.PathLike[str], names: Iterable[str]) -> list[Path]:
    """Temporary files :func:`atomic_open` left in ``folder`` for files named ``names``.

    A process killed outright (``kill -9``, a power cut) cannot remove its
    temporary file. Only names of exactly that pattern are returned, and only
    regular files; the caller removes them while no other process can be
    writing that folder (see :mod:`kg.runtime.lock`).

    >>> import tempfile
    >>> out = Path(tempfile.mkdtemp())
    >>> for name in ("graph.gexf", ".graph.gexf.3f2a9c01b7e4.tmp", ".graph.gexf.x.tmp", ".nodes.csv.3f2a9c01b7e4.tmp"):
    ...     _ = (out / name).write_text("")
    >>> [p.name for p in stale_temporaries(out, ["graph.gexf"])]
    ['.graph.gexf.3f2a9c01b7e4.tmp']
    """
    wanted = "|".join(re.escape(name) for name in sorted(set(names)))
    if not wanted:
        return []
    pattern = re.compile(rf"\.(?:{wanted})\.[0-9a-f]{{{2 * _TMP_BYTES}}}\.tmp")
    try:
        with os.scandir(folder) as entries:
            found = [Path(e.path) for e in entries if pattern.fullmatch(e.name) and e.is_file(follow_symlinks=False)]
    except OSError:
        return []  # an unreadable folder: the write will say so
    return sorted(found)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> Path:
    """Write ``data`` to ``path`` via a temporary file in the same folder.

    >>> import tempfile
    >>> path = atomic_write_bytes(Path(tempfile.mkdtemp()) / "graph.json", b"{}")
    >>> path.name, path.read_bytes()
    ('graph.json', b'{}')
    """
    with atomic_open(path, text=False) as fh:
        fh.write(data)
    return Path(path)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` as UTF-8 with ``\\n`` line ends, atomically.

    >>> import tempfile
    >>> atomic_write_text(Path(tempfile.mkdtemp()) / "timeline.html", "<p>caf\u00e9</p>\\n").read_bytes()
    b'<p>caf\\xc3\\xa9</p>\\n'
    """
    return atomic_write_bytes(path, text.encode("utf-8"))


class UnionFind(Generic[T]):
    """Disjoint sets whose representative is the smallest member, whatever the merge order.

    Entity resolution joins name keys, event coreference mention numbers; ids made from
    the representative then stay the same from run to run.

    >>> groups = UnionFind[str]()
    >>> groups.union("gadhafi", "qaddafi"); groups.union("qaddafi", "gaddafi")
    >>> groups.find("qaddafi"), groups.find("libya")
    ('gaddafi', 'libya')
    """

    def __init__(self) -> None:
        self.parent: dict[T, T] = {}

    def find(self, item: T) -> T:
        """The representative of ``item``'s set (an unseen item is a set of its own)."""
        parent = self.parent
        parent.setdefault(item, item)
        root = item
        while parent[root] != root:
            root = parent[root]
        while parent[item] != root:  # path compression: later finds are one step
            parent[item], item = root, parent[item]
        return root

    def union(self, a: T, b: T) -> None:
        """Join the sets of ``a`` and ``b``; the smaller representative stays."""
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def majority(votes: Mapping[T, int] | Counter[T]) -> T:
    """The most voted item; a tie goes to the smallest, so the input order never decides.

    >>> majority(Counter(["ORG", "PERSON", "PERSON", "GPE", "GPE"]))
    'GPE'
    """
    return min(votes.items(), key=lambda kv: (-kv[1], kv[0]))[0]
