"""Issues 52 and 53: a happening told as undergone ("suffered an outage", "had a heart attack") is
the noun's event, labelled by the verb's phrase and befalling the verb's subject; the verb is
background, never a second node."""

from __future__ import annotations

import pytest

from kg.extract.entities import extract_mentions, sentence_index
from kg.extract.events import extract_events
from kg.extract.undergoing import LIGHT, undergoing_verb
from kg.graph.node_events import names_a_happening


def _events(nlp, text: str):  # type: ignore[no-untyped-def]
    doc = nlp(text)
    sent_of = sentence_index(doc)
    return doc, extract_events(doc, extract_mentions(doc, sent_of), [], sent_of, text)


@pytest.mark.model
def test_an_outage_suffered_is_the_outage(nlp) -> None:
    text = "Twitter suffered an outage on Monday, leaving millions of users unable to post."
    _, events = _events(nlp, text)
    by = {e.trigger: e for e in events}
    outage, suffered = by["outage"], by["suffered"]
    assert outage.phrase == "suffered outage" and outage.object == "Twitter" and outage.subject == ""
    assert outage.factuality == "fact"
    assert names_a_happening(outage)  # a noun of no known kind, drawn as what befell Twitter
    assert suffered.backdrop == LIGHT and not names_a_happening(suffered)
    assert dict(outage.unnamed()) == {"patient": "Twitter"}


@pytest.mark.model
def test_a_heart_attack_had_befalls_the_named_subject(nlp) -> None:
    text = "Bettie Page had a heart attack on Sunday while in hospital in Los Angeles."
    doc, events = _events(nlp, text)
    attack = next(e for e in events if e.trigger == "attack")
    assert attack.phrase == "had heart attack"
    assert attack.participants and not attack.agents and not attack.patients
    assert undergoing_verb(doc[5]) is not None and doc[5].text == "attack"


@pytest.mark.model
def test_having_a_thing_of_no_known_kind_or_no_event_carries_nothing(nlp) -> None:
    """ "had an impact" names no happening of its subject's; an object that is no event noun
    leaves its verb as it was."""
    doc, events = _events(nlp, "The company had an impact on the market. The suspect has prior arrests.")
    assert all(not e.phrase.startswith(("had", "has")) for e in events)
    assert undergoing_verb(doc[4]) is None and doc[4].text == "impact"
    assert undergoing_verb(doc[13]) is None and doc[13].text == "arrests"


@pytest.mark.model
def test_downtime_still_to_come_stays_to_come(nlp) -> None:
    """The noun takes its verb's factuality: "will experience downtime" has not happened."""
    _, events = _events(nlp, "Amazon Web Services will experience downtime next week during the upgrade.")
    downtime = next(e for e in events if e.trigger == "downtime")
    assert downtime.phrase == "experience downtime" and downtime.factuality == "future"


@pytest.mark.model
def test_a_record_or_a_state_had_is_no_happening_undergone(nlp) -> None:
    """ "had" carries only a violent or disastrous happening; "a previous injury" suffered is a
    record, not a happening told here."""
    doc = nlp("He had a previous arrest. They have a deal. She suffered a previous injury. He had an accident.")
    nouns = {t.text: t for t in doc if t.pos_ == "NOUN"}
    assert undergoing_verb(nouns["arrest"]) is None
    assert undergoing_verb(nouns["deal"]) is None
    assert undergoing_verb(nouns["injury"]) is None
    assert undergoing_verb(nouns["accident"]) is not None


@pytest.mark.model
def test_a_verb_of_undergoing_drawn_itself_has_no_doer(nlp) -> None:
    # "transplant" names no happening the lexicon knows, so the verb is the event: its subject
    # went through it, never did it.
    text = "Anna Berg revealed that she had undergone a liver transplant in 2009."
    _, events = _events(nlp, text)
    undergone = next(e for e in events if e.trigger == "undergone")
    assert not undergone.agents and undergone.participants
