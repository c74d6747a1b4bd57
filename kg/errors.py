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


class InputError(KgError):
    """One input could not be read; it is reported and skipped, never fatal."""


class OutputError(UsageError):
    """The output folder cannot be written."""
