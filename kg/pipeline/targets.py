"""Where a kg command may write: never over one of its inputs, through a link, or onto a device.

``kg extract feed.jsonl -o feed.jsonl`` replaced the feed it read, and ``kg read dir -o
dir/001.txt`` an article: the walk leaves the output file out of the inputs, so the clash
was never seen. A file kg replaces is checked before anything is read or written:

- it must not be a symbolic link (kg replaces a file, it never writes where a link points),
  nor a device, pipe or folder (replacing ``/dev/null`` would remove the device);
- it must not be an input named on the command line, nor a file an input folder holds that
  kg would read as an article, unless it is the output this command wrote there before (a
  ``kg read`` rerun into the folder it reads is how the command was made to work).

An output folder must not be a link, an input folder, nor the folder of an input file.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable
from pathlib import Path

from kg.errors import OutputError
from kg.ingest.read import SUFFIXES
from kg.safe_text import printable

# The first bytes of what each command writes, to tell its own earlier output from an
# article: kg read's JSON lines (its fields in their order), kg extract's records, and the
# timeline's text, Markdown and JSON heads (kg/pipeline/articles.py, exporters/extractions.py,
# exporters/entity_timeline.py).
_STRING = r'"(?:[^"\\]|\\.)*"'
_OWN = {
    "read": re.compile(rf'\{{"id": {_STRING}, "title": {_STRING}, "date": (?:null|{_STRING}), "date_source": '),
    "extract": re.compile(rf'\{{"id":{_STRING},"path":{_STRING},"title":{_STRING},"source":{_STRING},'),
    "timeline": re.compile(
        r'\{\n  "entity": "|# .* \(.*\)\n\n\d+ events?, in date order|[^\n]* \([^\n]*\): \d+ events?\n'
    ),
}
_HEAD_BYTES = 1 << 16


def check_output_file(target: Path, inputs: Iterable[str | Path], command: str) -> None:
    """An :class:`OutputError` when ``kg <command> -o target`` would replace an input, follow a
    link or replace something that is not a file; nothing otherwise."""
    shown = printable(target)
    if target.is_symlink():
        raise OutputError(
            f"-o {shown} is a symbolic link; kg replaces its output file and never writes through a link: "
            f"name the file it points to ({printable(os.path.realpath(target))}) or another file"
        )
    if not target.exists():
        return
    if not target.is_file():
        raise OutputError(f"-o {shown} is not a regular file (a folder, device or pipe): name a file to write")
    for given in map(Path, inputs):
        if given.is_file() and os.path.samefile(given, target):
            raise OutputError(f"-o {shown} is one of the inputs; kg would replace it: name another file")
        if given.is_dir() and _read_from(given, target) and not _own_output(target, command):
            raise OutputError(
                f"-o {shown} is an article in the input folder {printable(given)}; kg would replace it: "
                "name another file (one outside the input folders, or a new one)"
            )


def check_output_folder(out: Path, inputs: Iterable[str | Path]) -> None:
    """An :class:`OutputError` when ``kg build -o out`` would write among its inputs or through a link."""
    shown = printable(out)
    if out.is_symlink():
        raise OutputError(
            f"-o {shown} is a symbolic link; kg never writes through one: "
            f"name the folder it points to ({printable(os.path.realpath(out))}) or another folder"
        )
    if not out.is_dir():
        return
    for given in map(Path, inputs):
        if given.is_dir() and os.path.samefile(given, out):
            raise OutputError(
                f"-o {shown} is an input folder; the outputs would be written among the articles: "
                "choose another folder (a new one, or a folder inside it)"
            )
        if given.is_file() and os.path.samefile(given.parent, out):
            raise OutputError(
                f"-o {shown} holds the input {printable(given)}; kg would write among the articles: choose another folder"
            )


def _read_from(folder: Path, target: Path) -> bool:
    """Whether the walk of ``folder`` reads ``target``: a file under it with an article's
    suffix and no hidden folder or file on the way."""
    try:
        inside = Path(os.path.realpath(target)).relative_to(os.path.realpath(folder))
    except ValueError:
        return False
    return target.suffix.lower() in SUFFIXES and not any(part.startswith(".") for part in inside.parts)


def _own_output(target: Path, command: str) -> bool:
    """Whether ``target`` opens as ``kg <command>`` writes its output (:data:`_OWN`)."""
    pattern = _OWN.get(command)
    if pattern is None:
        return False
    try:
        info = os.stat(target)
        if not stat.S_ISREG(info.st_mode):
            return False
        with open(target, "rb") as fh:
            head = fh.read(_HEAD_BYTES)
    except OSError:
        return False
    return bool(pattern.match(head.decode("utf-8", errors="replace")))
