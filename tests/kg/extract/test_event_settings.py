"""Issue 54, who: the people a setting takes from the act set in it (kg.extract.events)."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from kg.extract.events import extract_events
from kg.model import Mention


@pytest.mark.parametrize(("verb", "lemma", "ben_takes_part"), [("accused", "accuse", False), ("met", "meet", True)])
def test_whom_a_statement_speaks_of_was_not_at_its_conference(verb, lemma, ben_takes_part):
    """ "At a news conference, Mr. Fournier accused Paribas of planning ..." showed Paribas as a
    participant of the conference: whom a statement speaks of was not there. "At a conference,
    Ana Berg met Ben Ode": Ben Ode was."""
    words = ["At", "a", "conference", ",", "Ana", "Berg", verb, "Ben", "Ode", "."]
    doc = Doc(
        spacy.blank("en").vocab,
        words=words,
        heads=[6, 2, 0, 6, 5, 6, 6, 8, 6, 6],
        deps=["prep", "det", "pobj", "punct", "compound", "nsubj", "ROOT", "compound", "dobj", "punct"],
        pos=["ADP", "DET", "NOUN", "PUNCT", "PROPN", "PROPN", "VERB", "PROPN", "PROPN", "PUNCT"],
        lemmas=["at", "a", "conference", ",", "Ana", "Berg", lemma, "Ben", "Ode", "."],
        tags=["IN", "DT", "NN", ",", "NNP", "NNP", "VBD", "NNP", "NNP", "."],
        sent_starts=[True] + [False] * (len(words) - 1),
    )
    text = " ".join(words)
    mentions = [
        Mention(text.index("Ana"), text.index("Ana") + 8, "Ana Berg", "Ana Berg", "PERSON", 0),
        Mention(text.index("Ben"), text.index("Ben") + 7, "Ben Ode", "Ben Ode", "PERSON", 0),
    ]
    events = {e.trigger: e for e in extract_events(doc, mentions, [], [0] * len(words))}
    conference = events["conference"]
    assert conference.setting_of is not None
    assert 0 in conference.participants + conference.agents
    assert (1 in conference.participants) is ben_takes_part
