"""What the command line prints beside its work, and the output-folder check it makes first.

Kept apart from the commands themselves (``kg.cli``) so each command reads as its steps:
these are the shared ways of saying something on stdout or stderr.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from kg.errors import OutputError
from kg.safe_text import printable

if TYPE_CHECKING:
    from kg.model import InputProblem


# A name kg echoes in a message is cut to this many characters.
_NAME_CHARS = 80


def short_name(name: str) -> str:
    """``name`` printable and cut to :data:`_NAME_CHARS` characters: a message never echoes a page of text."""
    return printable(name if len(name) <= _NAME_CHARS else name[: _NAME_CHARS - 1] + "…")


def note_jobs(args: argparse.Namespace) -> None:
    """Say when ``--jobs`` asks for more processes than there are cores; kg starts no more than the work needs."""
    cores = os.cpu_count() or 1
    jobs = getattr(args, "jobs", None)
    if jobs and jobs > cores:
        print(
            f"kg: note: --jobs {jobs} is more than the {cores} cores here: processes beyond them share "
            "the cores and each needs memory of its own; kg starts no more than there is work for, "
            "and parse workers beyond the cores only while memory allows",
            file=sys.stderr,
        )


def echo(text: str, end: str = "\n") -> None:
    """Print to stdout; a reader that went away (``kg build ... | head``) is no error: the outputs are written.

    Once the pipe is closed, stdout goes to the null device, so that Python's own flush
    at exit does not fail on it again.
    """
    try:
        print(text, end=end, flush=True)
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def note_removed(args: argparse.Namespace, removed: list[str]) -> None:
    """Say which temporary files a killed kg had left."""
    if removed and not args.quiet:
        print(
            f"kg: removed {len(removed)} temporary file{'s' if len(removed) > 1 else ''} left by an interrupted run: "
            + printable(", ".join(removed)),
            file=sys.stderr,
        )


def writable_dir(path: Path) -> Path:
    """Fail before any parsing when outputs could not be written."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        raise OutputError(
            f"cannot write to output folder {printable(path)}: {exc.strerror or exc}; choose another with -o"
        ) from None
    return path


def report_skipped(problems: Sequence[InputProblem]) -> None:
    from kg.pipeline.summary import skipped_lines

    for line in skipped_lines(problems):
        print(line, file=sys.stderr)
