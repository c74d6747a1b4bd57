"""A name in quotation marks is no quote, and a reported clause the parse splits is reported
whole (issue 52, round 16's judged audits: 'Jones says: "Pacman"', 'Stephenie Meyer confirmed:
"Twilight"', "Cilcorp Inc. said: the businesses to be acquired")."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.quotes import quotations
from kg.extract.said_words import quoted_name


def _name(text: str) -> bool:
    return quoted_name(text, quotations(text)[0])


@pytest.mark.parametrize(
    "text",
    [
        'Adam "Pacman" Jones says the disk was bothering him.',
        '"Twilight "author Stephenie Meyer confirmed the news.',
        'The "Hunger Games" sequel opens in November.',
    ],
)
def test_a_name_inside_a_noun_phrase_is_no_quote(text: str) -> None:
    assert _name(text) is True


@pytest.mark.parametrize(
    "text",
    [
        '"We won," she said.',
        '"Enough" said the mayor on Monday.',
        'He said: "We will rebuild the city."',
        '"It is over" was all she said.',
    ],
)
def test_words_said_stay_quotes(text: str) -> None:
    assert _name(text) is False


def _statement(nlp, text: str):
    doc = next(parse(nlp, [text]))
    return next(e for e in extract_events(doc, [], [], [0] * len(doc), text=text) if e.event_class == "statement")


@pytest.mark.model
def test_a_nickname_leaves_the_reported_clause_as_what_was_said(nlp) -> None:
    said = _statement(nlp, 'Adam "Pacman" Jones says the herniated disk in his neck was bothering him.')
    assert said.quote == ""
    assert said.reported.startswith("the herniated disk")


@pytest.mark.model
def test_a_clause_split_by_the_parse_is_reported_whole(nlp) -> None:
    said = _statement(nlp, "Cilcorp said the businesses to be acquired had revenue of $76 million for the year.")
    assert said.reported == "the businesses to be acquired had revenue of $76 million for the year"


@pytest.mark.model
def test_an_opening_that_the_parse_took_for_an_object_is_left_out(nlp) -> None:
    said = _statement(
        nlp,
        "Bunchhay, a loyalist of the ousted prime minister, said in an interview with The Associated Press"
        " at his hilltop headquarters that he hopes to recover the remains of Christopher Howes.",
    )
    assert said.reported.startswith("he hopes to recover")
