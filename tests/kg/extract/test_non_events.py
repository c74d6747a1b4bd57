"""Glosses, attributes, names and what a charge is about: described, not happening (issue 52)."""

from __future__ import annotations

import pytest
from spacy.language import Language

from kg.extract.events import extract_events
from kg.extract.nlp import parse


def _triggers(kg_pipeline: Language, text: str) -> dict[str, str]:
    doc = next(parse(kg_pipeline, [text]))
    return {e.trigger: e.timeml_class for e in extract_events(doc, [], [], [0] * len(doc))}


@pytest.mark.model
def test_an_explanatory_participle_is_no_event(kg_pipeline: Language) -> None:
    text = "The food maker reported a 47% decline in quarterly earnings, reflecting restructuring costs as well as a weaker market."
    found = _triggers(kg_pipeline, text)
    assert "reflecting" not in found and "reported" in found


@pytest.mark.model
def test_a_dated_document_is_no_event(kg_pipeline: Language) -> None:
    found = _triggers(kg_pipeline, "The grandmothers wrote a letter dated Jan. 5 to the minister.")
    assert "dated" not in found and "wrote" in found


@pytest.mark.model
def test_what_a_thing_is_full_of_is_no_event(kg_pipeline: Language) -> None:
    found = _triggers(
        kg_pipeline, "In a ceremony tinged with the personal and the emotional, the ministers signed the documents."
    )
    assert "tinged" not in found and "signed" in found


@pytest.mark.model
def test_the_gerund_of_a_conviction_is_no_event_the_conviction_is(kg_pipeline: Language) -> None:
    found = _triggers(kg_pipeline, "The banker was convicted in 1991 of helping to defraud investors.")
    assert "helping" not in found and "convicted" in found


@pytest.mark.model
@pytest.mark.parametrize(
    "text, verb",
    [
        ("Officials have called them 'restrictees' since the invasion.", "called"),
        ("The regime has called them ``restrictees'' and said they will stay.", "called"),
        ("The army trapped the foreigners. The regime has called them ``restrictees.'' They stay.", "called"),
        ("The new applications, dubbed Mission Control and Launchpad, will be added.", "dubbed"),
    ],
)
def test_naming_is_no_event(kg_pipeline: Language, text: str, verb: str) -> None:
    assert verb not in _triggers(kg_pipeline, text)


@pytest.mark.model
def test_calling_for_talks_is_still_an_event(kg_pipeline: Language) -> None:
    found = _triggers(kg_pipeline, "The union called for talks on Monday.")
    assert "called" in found


@pytest.mark.model
def test_a_bare_intention_is_a_state_of_mind(kg_pipeline: Language) -> None:
    found = _triggers(kg_pipeline, "The company told analysts that by 1992 it intended to achieve a 50% share.")
    assert found.get("intended") == "I_STATE"


@pytest.mark.model
@pytest.mark.parametrize(
    "text",
    [
        "Netanyahu said Israel was willing to withdraw from southern Lebanon provided Israel's northern frontier could be secured.",
        "He said Israel would withdraw its troops provided that the border was secured.",
        "The firm will pay the fine, providing the court approves the deal.",
    ],
)
def test_provided_as_a_conjunction_is_no_event(kg_pipeline: Language, text: str) -> None:
    """Issue 52: "provided" joining a condition is no happening."""
    found = _triggers(kg_pipeline, text)
    assert "provided" not in found and "providing" not in found


@pytest.mark.model
def test_what_provided_introduces_is_a_condition(kg_pipeline: Language) -> None:
    doc = next(parse(kg_pipeline, ["He said Israel would withdraw its troops provided that the border was secured."]))
    found = {e.trigger: e.factuality for e in extract_events(doc, [], [], [0] * len(doc))}
    assert found["secured"] == "hypothetical"


@pytest.mark.model
def test_providing_something_stays_an_event(kg_pipeline: Language) -> None:
    assert "provided" in _triggers(kg_pipeline, "The army provided food to the refugees.")
