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
