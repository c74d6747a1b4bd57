"""spaCy imported without its command line: ``import spacy`` loads ``spacy.cli`` (typer, requests,
weasel, jinja2's templates of training configs) for the one name ``spacy.info``, a fifth of the
package's import time, in every kg process, though kg never runs a spaCy command.
"""

from __future__ import annotations

import sys
import types
from typing import Any


def import_spacy_without_cli() -> None:
    """Import spaCy with its ``spacy.cli`` package left unloaded until something imports it.

    While spaCy's ``__init__`` runs, ``spacy.cli`` and ``spacy.cli.info`` are stand-ins whose
    ``info`` imports the real one when called; they are taken away once spaCy is loaded, so a
    later ``import spacy.cli`` (or ``from spacy.cli import download``) loads the real package.
    Nothing happens when spaCy is already imported. What spaCy computes does not change: none of
    its modules but ``__init__`` imports ``spacy.cli``.
    """
    if "spacy" in sys.modules or "spacy.cli" in sys.modules:
        return
    package = types.ModuleType("spacy.cli")
    package.__path__ = []  # a package: "from .cli.info import" looks for its submodule here
    info = types.ModuleType("spacy.cli.info")
    info.info = _info  # type: ignore[attr-defined]
    package.info = info  # type: ignore[attr-defined]
    stand_ins = {"spacy.cli": package, "spacy.cli.info": info}
    sys.modules.update(stand_ins)
    try:
        import spacy
    except ImportError:
        # A spaCy whose ``__init__`` takes more from ``spacy.cli`` than ``info``: drop the
        # half-imported package and import it whole, as a plain ``import spacy`` would.
        for name in [name for name in sys.modules if name == "spacy" or name.startswith("spacy.")]:
            del sys.modules[name]
        import spacy
    finally:
        for name, module in stand_ins.items():
            if sys.modules.get(name) is module:
                del sys.modules[name]
    if getattr(spacy, "cli", None) is package:
        delattr(spacy, "cli")  # the real package is set here when it is imported


def _info(*args: Any, **kwargs: Any) -> Any:
    """``spacy.info``, the real one imported at its first call."""
    from spacy.cli.info import info

    return info(*args, **kwargs)
