"""Fixtures of the extraction tests."""

from __future__ import annotations

import pytest
from spacy.language import Language


@pytest.fixture(scope="session")
def kg_pipeline() -> Language:
    """kg's own pipeline (the trained model as kg loads it, with its lemmatizer and rules),
    loaded once for the tests that read constructed sentences through it."""
    from kg.extract.nlp import load_model

    return load_model()
