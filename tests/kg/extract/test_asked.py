"""Issue 52: "X, asked whether ..., replied" makes X the one asked and the one who replies, not
the one who asks; constructed sentences parsed by the trained pipeline."""

from __future__ import annotations

import pytest

from kg.extract.arguments import verb_arguments

pytestmark = [pytest.mark.model]


def _roles(nlp, text: str, word: str) -> tuple[list[str], list[str]]:
    doc = nlp(text)
    args = verb_arguments(next(t for t in doc if t.text == word))
    return [t.text for t in args.agents], [t.text for t in args.patients]


@pytest.mark.parametrize(
    "text",
    [
        'And Mayor Lee yesterday, asked whether she was pleased with the vote, replied: "I see nothing to cheer."',
        "Mayor Lee, asked about the vote, said she was pleased.",
    ],
)
def test_the_one_asked_in_an_aside_is_asked_and_answers(nlp, text: str) -> None:
    assert _roles(nlp, text, "asked") == ([], ["Lee"])
    answer = "replied" if "replied" in text else "said"
    assert _roles(nlp, text, answer)[0] == ["Lee"]


def test_one_who_asks_still_asks(nlp) -> None:
    assert _roles(nlp, "Mayor Lee asked the board about the vote.", "asked") == (["Lee"], ["board"])
    assert _roles(nlp, "Mayor Lee asked about the vote, and said she was pleased.", "asked")[0] == ["Lee"]


def _events(nlp, text: str):
    from kg.extract.events import extract_events
    from kg.extract.nlp import parse

    doc = next(parse(nlp, [text]))
    return {e.trigger: e for e in extract_events(doc, [], [], [0] * len(doc), text=text)}


@pytest.mark.parametrize(
    "text",
    [
        'Senator Okoro yesterday, asked whether he welcomed the ruling, replied: "There is nothing here to welcome."',
        'Senator Okoro, asked about the ruling, said: "It is a sad day for the court."',
    ],
)
def test_the_quote_is_the_reply_not_what_was_asked(nlp, text: str) -> None:
    """Issue 52: the asking drew the reply's quote as its content, the one asked as its patient."""
    from kg.extract.worth import worth_drawing

    found = _events(nlp, text)
    answer = found["replied" if "replied" in text else "said"]
    asked = found["asked"]
    assert asked.quote == "" and asked.reported == ""
    assert not worth_drawing(asked)
    assert answer.quote.startswith(("There is", "It is")) and answer.reported == ""
    assert answer.factuality == "fact"
    assert answer.subject.endswith("Okoro")


def test_a_question_of_ones_own_keeps_its_content(nlp) -> None:
    asked = _events(nlp, "Senator Okoro asked whether the ruling would stand.")["asked"]
    assert asked.reported == "the ruling would stand"
    assert asked.subject.endswith("Okoro")
