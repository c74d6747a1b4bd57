"""Which files a build reads: the folder walk, and names safe to show.

Folders are walked in a stable order, never through symbolic links (they
may loop), and never into kg's own output: a folder holding the
``report.json`` of a kg build (or a folder the caller excludes, such as
the build's output folder) would otherwise be read back as articles on
the next build, and the graph would grow with every build.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

import msgspec

from kg.model import InputProblem
from kg.runtime.manifest import MANIFEST as STORE_MANIFEST  # a store's folder is kg's output too
from kg.safe_text import printable

# The name kg gives the report it writes last into every output folder.
REPORT_NAME = "report.json"
# Characters a terminal or a text renderer acts on rather than shows: C0/C1
# controls (ESC starts escape sequences that retitle or rewrite a terminal),
# line and paragraph separators, and the bidirectional controls that reorder
# what follows them ("Trojan Source": U+202E shows "txt.exe" as "exe.txt").
_OUTPUT_FOLDER = f"a kg output folder (it holds kg's {REPORT_NAME}), not read as input"
_UNSHOWN = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


# A report.json up to this size is decoded to check its keys; a larger one (a build of very many
# articles, or a file made to look like one) by its opening only, so the walk never holds it whole.
_REPORT_READ = 1 << 20
_REPORT_OPENING = b'{\n  "kg_version": "'


class _ReportKeys(msgspec.Struct):
    """The keys that make a ``report.json`` kg's: decoding it checks them and skips
    the rows (``Raw``), so a large report is never turned into Python objects."""

    kg_version: str
    counts: dict[str, int]
    inputs: msgspec.Raw


def is_kg_output(folder: str | Path) -> bool:
    """True when ``folder`` holds a ``report.json`` written by kg (checked by its keys),
    or is an extractions store (it holds the store's manifest).

    >>> is_kg_output("seeds")
    False
    """
    if os.path.isfile(os.path.join(folder, STORE_MANIFEST)):
        return True
    report = os.path.join(folder, REPORT_NAME)
    try:
        if not os.path.isfile(report):  # never open a pipe named report.json: it would block
            return False
        with open(report, "rb") as fh:
            head = fh.read(_REPORT_READ + 1)
        if len(head) > _REPORT_READ:  # a large report is known by how kg opens it: never read whole
            return head.startswith(_REPORT_OPENING)
        msgspec.json.decode(head, type=_ReportKeys)
    except (OSError, msgspec.DecodeError):  # a ValidationError is a DecodeError too
        return False
    return True


def files_under(root: Path, exclude: Iterable[str | Path] = ()) -> Iterator[tuple[Path, str] | InputProblem]:
    """Files under ``root`` with their printable relative path, sorted by it, so the
    order never depends on the file system; folders that cannot be entered and
    symbolic links to folders (never followed: they may loop) are problems.

    Hidden files and folders and the ``exclude`` folders and files (the build's own
    output) are passed over silently, like files kg never reads; a kg output folder
    (:func:`is_kg_output`) under ``root``, or ``root`` itself being one of them, is
    passed over as a problem, so that the user learns what was not read.
    """
    exclude = list(exclude)
    excluded = {key for key in map(_identity, exclude) if key}
    # Excluded files (kg read's own output) are matched by name first: a stat only for those.
    excluded_names = {Path(p).name for p in exclude}
    if not root.is_dir():
        if root.name in excluded_names and _identity(root) in excluded:
            yield InputProblem(
                printable(root.name), "kg's own output file, not read as input; give the articles instead"
            )
        else:
            yield root, printable(root.name)
        return
    if is_kg_output(root) or _identity(root) in excluded:
        yield InputProblem(printable(str(root)), f"{_OUTPUT_FOLDER}; give the articles' folder instead")
        return
    found: list[tuple[str, Path | InputProblem]] = []

    def unreadable(exc: OSError) -> None:
        rel = _relative(Path(exc.filename or root), root)
        found.append((rel, InputProblem(rel, f"cannot read folder: {os_reason(exc)}", status="error")))

    for dirpath, dirnames, filenames in os.walk(root, onerror=unreadable, followlinks=False):
        if dirpath != str(root) and excluded and _identity(dirpath) in excluded:
            dirnames[:] = []  # this build's own output: passed over silently
            continue
        if dirpath != str(root) and (REPORT_NAME in filenames or STORE_MANIFEST in filenames) and is_kg_output(dirpath):
            dirnames[:] = []  # another build's outputs: never read back, and said so (a planted report hides nothing)
            rel = _relative(Path(dirpath), root)
            found.append((rel, InputProblem(rel, f"{_OUTPUT_FOLDER}; give the articles' folders instead")))
            continue
        for name in list(dirnames):
            if not name.startswith(".") and os.path.islink(os.path.join(dirpath, name)):
                rel = _relative(Path(dirpath) / name, root)
                found.append(
                    (
                        rel,
                        InputProblem(
                            rel,
                            "symbolic link to a folder, not followed (it may loop); give the folder itself to read it",
                        ),
                    )
                )
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in filenames:
            if not name.startswith("."):
                path = Path(dirpath) / name
                if name in excluded_names and _identity(path) in excluded:
                    continue
                found.append((_relative(path, root), path))
    for rel, item in sorted(found, key=lambda f: f[0]):
        yield item if isinstance(item, InputProblem) else (item, rel)


def _identity(folder: str | Path) -> tuple[int, int] | None:
    """Device and inode: one folder reached by two spellings (``out``, ``./x/../out``) is one."""
    try:
        info = os.stat(folder)
    except OSError:  # an output folder not made yet holds nothing to skip
        return None
    return info.st_dev, info.st_ino


def os_reason(exc: OSError) -> str:
    """What went wrong, printable: without ``strerror`` the message may quote a file name."""
    return printable(exc.strerror or str(exc))


def _relative(path: Path, root: Path) -> str:
    try:
        return printable(path.relative_to(root).as_posix())
    except ValueError:
        return printable(path.as_posix())
