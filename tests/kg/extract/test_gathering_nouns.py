"""Issue 53: a gathering noun the sentence uses as a happening ("threw a party", "shot at a party
at his home") is an event; "party" as an organisation ("the Republican Party", "party leaders",
"a third party", "the parties to the agreement") is not."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from kg.extract.entities import extract_mentions, sentence_index
from kg.extract.events import extract_events
from kg.extract.gathering_nouns import gathering_event


def _triggers(nlp, text: str) -> list[str]:  # type: ignore[no-untyped-def]
    doc = nlp(text)
    sent_of = sentence_index(doc)
    return [e.trigger for e in extract_events(doc, extract_mentions(doc, sent_of), [], sent_of, text)]


@pytest.mark.model
@pytest.mark.parametrize(
    "text",
    [
        "Police said a man was shot at a party at his home in Texas.",
        "The singer threw a lavish party for her friends.",
        "She was arrested after the birthday party.",
        "He was robbed at a gala in Cannes.",
        "The concert was cancelled after the storm.",
    ],
)
def test_a_gathering_told_as_a_happening_is_an_event(nlp, text: str) -> None:
    assert any(t in ("party", "gala", "concert") for t in _triggers(nlp, text))


@pytest.mark.model
@pytest.mark.parametrize(
    "text",
    [
        "The Republican Party chose a new leader.",
        "Party leaders met in Athens.",
        "The rights were sold to a third party.",
        "The parties to the agreement signed the accord.",
        "Neither party seemed competent.",
        "Voters were angry at the party for the tax rise.",
        "The party continued to back the president.",
        "The extremist party recently took 13 percent of the vote.",
        "The notorious party girl checked into rehab.",
        "The elections will have two parties for the first time.",
        "A party of five hikers was found after the storm.",
        "A parade of witnesses continued after the break.",
    ],
)
def test_party_as_an_organisation_is_no_event(nlp, text: str) -> None:
    assert not {"party", "parties"} & set(_triggers(nlp, text))


@pytest.mark.model
def test_a_gathering_with_a_date_of_its_own_is_a_happening(nlp) -> None:
    doc = nlp("The party on Saturday drew 200 guests.")
    party = doc[1]
    saturday = next(t for t in doc if t.text == "Saturday")
    assert gathering_event(party, SimpleNamespace(timex_at={saturday.i: 0}))
    assert not gathering_event(party, SimpleNamespace(timex_at={}))


@pytest.mark.model
def test_a_clause_of_where_the_gathering_was_tells_its_own_act(nlp) -> None:
    # "made" heads a clause of what happened at the party; it carries no noun of its own here.
    triggers = _triggers(nlp, "She reappeared in 2003 at a birthday party, where she made a grand entrance.")
    assert "party" in triggers and "made" in triggers
