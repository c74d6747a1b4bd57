"""Idioms and light uses on constructed sentences, parsed by the trained pipeline."""

from __future__ import annotations

import pytest
from spacy.language import Language

from kg.extract.events import extract_events
from kg.extract.nlp import parse


def _events(kg_pipeline: Language, text: str) -> list[tuple[str, str, str]]:
    doc = next(parse(kg_pipeline, [text]))
    return [(e.trigger, e.lemma, e.event_class) for e in extract_events(doc, [], [], [0] * len(doc))]


@pytest.mark.model
def test_push_comes_to_shove_is_no_event(kg_pipeline: Language) -> None:
    triggers = [
        t for t, _, _ in _events(kg_pipeline, "If push comes to shove, the army will send troops to the border.")
    ]
    assert "comes" not in triggers and "shove" not in triggers
    assert "send" in triggers


@pytest.mark.model
def test_coming_to_a_city_is_still_an_event(kg_pipeline: Language) -> None:
    assert "comes" in [t for t, _, _ in _events(kg_pipeline, "The president comes to the city on Monday.")]


@pytest.mark.model
def test_took_place_leaves_the_subject_as_the_event(kg_pipeline: Language) -> None:
    triggers = [t for t, _, _ in _events(kg_pipeline, "The vote took place on Sunday in the capital.")]
    assert "vote" in triggers
    assert "took" not in triggers and "place" not in triggers


@pytest.mark.model
def test_taking_a_city_is_still_an_event(kg_pipeline: Language) -> None:
    assert "took" in [t for t, _, _ in _events(kg_pipeline, "The rebels took the city on Sunday.")]


@pytest.mark.model
def test_opened_fire_is_a_shooting(kg_pipeline: Language) -> None:
    events = _events(kg_pipeline, "Police opened fire on the protesters in the square.")
    assert ("opened", "shooting", "conflict") in events
    assert "fire" not in [t for t, _, _ in events]


@pytest.mark.model
def test_opening_a_door_is_no_shooting(kg_pipeline: Language) -> None:
    assert all(lemma != "shooting" for _, lemma, _ in _events(kg_pipeline, "The guard opened the door of the prison."))


@pytest.mark.model
@pytest.mark.parametrize(
    "text", ["A spokesman for the bank declined to comment.", "The minister refused to elaborate on the plan."]
)
def test_a_refusal_to_speak_is_no_event(kg_pipeline: Language, text: str) -> None:
    """Issue 52: "declined to comment" was drawn as an event; it only says a quote is missing."""
    assert _events(kg_pipeline, text) == []


@pytest.mark.model
def test_a_refusal_to_act_is_still_an_event(kg_pipeline: Language) -> None:
    triggers = [t for t, _, _ in _events(kg_pipeline, "The bank refused to pay the ransom.")]
    assert "refused" in triggers


@pytest.mark.model
def test_i_am_talking_about_is_a_figure_of_speech(kg_pipeline: Language) -> None:
    """Issue 52: "I am talking about three days" joined negotiations ("the talks") as one event."""
    assert "talking" not in [t for t, _, _ in _events(kg_pipeline, '"I am talking about three days," the leader said.')]
    assert "talking" in [t for t, _, _ in _events(kg_pipeline, "The two leaders were talking about trade on Monday.")]


@pytest.mark.model
def test_on_sale_is_no_sale(kg_pipeline: Language) -> None:
    """Issue 52: "the phone, currently only on sale in the US" was drawn as a sale."""
    assert "sale" not in [
        t for t, _, _ in _events(kg_pipeline, "The phone, currently only on sale in Ruritania, costs less.")
    ]
    assert "sale" in [t for t, _, _ in _events(kg_pipeline, "The sale of the plant was completed on Monday.")]


def test_a_word_of_no_phrase_is_answered_without_reading_its_children(monkeypatch) -> None:
    """Every candidate word is asked: one whose lemma no phrase has must not read its objects."""
    import spacy

    from kg.extract import idioms

    def no_reading(verb):
        raise AssertionError(f"read the objects of {verb.text!r}")

    monkeypatch.setattr(idioms, "_bare_object", no_reading)
    doc = spacy.blank("en")("Troops seized the bridge")
    for tok, pos, lemma, dep, head in zip(
        doc,
        ("NOUN", "VERB", "DET", "NOUN"),
        ("troop", "seize", "the", "bridge"),
        ("nsubj", "ROOT", "det", "dobj"),
        (1, 1, 3, 1),
    ):
        tok.pos_, tok.lemma_, tok.dep_, tok.head = pos, lemma, dep, doc[head]
    for tok in doc:
        assert not idioms.in_idiom(tok) and not idioms.light_use(tok) and idioms.phrasal_event(tok) is None


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "legal"),
    [
        ("The two ports have passed through their next phase of upgrading.", False),
        ("The old man passed away in his sleep on Sunday.", False),
        ("The Senate passed the bill on Tuesday.", True),
        ("The bill passed through the Senate on Tuesday.", True),
    ],
)
def test_passing_through_a_phase_is_no_law_passed(kg_pipeline: Language, text: str, legal: bool) -> None:
    """Issue 52: "have passed through their next phase of upgrading" was typed legal."""
    classes = [c for t, _, c in _events(kg_pipeline, text) if t == "passed"]
    assert classes and (classes[0] == "legal") is legal
