"""One error hierarchy: every message says what went wrong and what to do."""

from __future__ import annotations


class KgError(Exception):
    """Base of every error kg raises on purpose; the CLI prints it without a traceback."""

    exit_code: int = 1


class UsageError(KgError):
    """The user asked for something that cannot be done (a missing path, a bad option)."""

    exit_code = 2


class ModelError(UsageError):
    """The spaCy pipeline named by ``--model`` cannot be loaded."""


class OutputError(UsageError):
    """The output folder cannot be written."""


class WorkerError(KgError):
    """A process kg started for part of the work died before it finished (killed, out of memory)."""


# An exception's message can hold a whole text (spaCy quotes it): reports keep this much.
MESSAGE_CHARS = 300


def bug_reason(stage: str, exc: BaseException) -> str:
    """What report.json says of an input kg failed on while ``stage``: a bug in kg, not bad input.

    >>> bug_reason("dating", ValueError("no"))
    'kg bug while dating: ValueError: no (the article was left out; please report this as a bug, with the article)'
    """
    message = " ".join(str(exc).split())
    if len(message) > MESSAGE_CHARS:
        message = message[:MESSAGE_CHARS] + "…"
    what = type(exc).__name__ + (f": {message}" if message else "")
    return f"kg bug while {stage}: {what} (the article was left out; please report this as a bug, with the article)"
