"""Tests for kg.extract.undergoers: who an event noun's possessor is, and names given by naming verbs."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc, Span, Token

from kg.extract.arguments import noun_arguments, verb_arguments
from kg.extract.entities import extract_mentions, sentence_index
from kg.extract.events import extract_events
from kg.extract.undergoers import verb_of


def _doc(words: list[str], heads: list[int], deps: list[str], tags: list[str], lemmas: list[str]) -> Doc:
    pos = {"NNP": "PROPN", "NN": "NOUN", "NNS": "NOUN", "PRP$": "PRON", "VBD": "VERB", "VBN": "VERB", "IN": "ADP"}
    return Doc(
        spacy.blank("en").vocab,
        words=words,
        heads=heads,
        deps=deps,
        tags=tags,
        pos=[pos.get(t, "X") for t in tags],
        lemmas=lemmas,
        sent_starts=[True] + [False] * (len(words) - 1),
    )


def _word(doc: Doc, text: str) -> Token:
    return next(t for t in doc if t.text == text)


def _noun_roles(doc: Doc, noun: str) -> tuple[list[str], list[str], list[str]]:
    args = noun_arguments(_word(doc, noun))
    return [t.text for t in args.agents], [t.text for t in args.patients], [t.text for t in args.participants]


@pytest.mark.parametrize(
    ("noun", "verb"),
    [
        ("appointment", "appoint"),
        ("nomination", "nominate"),
        ("election", "elect"),
        ("dismissal", "dismiss"),
        ("removal", "remove"),
        ("promotion", "promote"),
        ("execution", "execute"),
        ("deportation", "deport"),
        ("kidnapping", "kidnap"),
        ("acquittal", "acquit"),
        ("hiring", "hire"),
        ("arrest", "arrest"),
        # nouns of verbs not done to a person, or of no verb at all
        ("statement", None),
        ("agreement", None),
        ("decision", None),
        ("visit", None),
        ("meeting", None),
    ],
)
def test_the_verb_a_noun_is_made_from(noun, verb):
    assert verb_of(noun) == verb


def _his_appointment(owner: str, tag: str, lemma: str, extra: list[str] | None = None) -> Doc:
    """ "<owner> appointment [of Ben] followed": the noun with its possessor (and an "of" phrase)."""
    words = [owner, "appointment"] + (extra or []) + ["followed"]
    n = len(words)
    heads = [1, n - 1] + ([1, 2] if extra else []) + [n - 1]
    deps = ["poss", "nsubj"] + (["prep", "pobj"] if extra else []) + ["ROOT"]
    tags = [tag, "NN"] + (["IN", "NNP"] if extra else []) + ["VBD"]
    lemmas = [lemma, "appointment"] + ([w.lower() for w in extra] if extra else []) + ["follow"]
    return _doc(words, heads, deps, tags, lemmas)


def test_the_possessor_of_an_appointment_is_who_was_appointed():
    """Issue 54: "His appointment to that post followed a tenure as editor in chief" showed
    the appointee as the one who appointed."""
    assert _noun_roles(_his_appointment("His", "PRP$", "his"), "appointment") == ([], ["His"], [])


def test_an_of_phrase_names_who_undergoes_and_the_possessor_acts():
    """ "Bush's appointment of Ben": Bush appoints, Ben is appointed."""
    doc = _his_appointment("Bush", "NNP", "Bush", ["of", "Ben"])
    assert _noun_roles(doc, "appointment") == (["Bush"], ["Ben"], [])


def test_a_place_is_where_not_who_a_posting_is_done_to():
    """ "Russia's appointment": a place takes part; nobody appoints a country."""
    doc = _his_appointment("Russia", "NNP", "Russia")
    doc.ents = [Span(doc, 0, 1, label="GPE")]
    assert _noun_roles(doc, "appointment") == ([], [], ["Russia"])


def test_a_firm_makes_its_appointments():
    doc = _his_appointment("Reuters", "NNP", "Reuters")
    doc.ents = [Span(doc, 0, 1, label="ORG")]
    assert _noun_roles(doc, "appointment") == (["Reuters"], [], [])


def test_a_nouns_possessor_that_undergoes_nothing_acts():
    """ "Saddam's amnesty", "his statement": the possessor does it."""
    doc = _doc(
        ["His", "statement", "followed"],
        [1, 2, 2],
        ["poss", "nsubj", "ROOT"],
        ["PRP$", "NN", "VBD"],
        ["his", "statement", "follow"],
    )
    assert _noun_roles(doc, "statement") == (["His"], [], [])


@pytest.mark.parametrize("verb", ["named", "called"])
def test_the_name_a_naming_verb_gives_is_no_patient(verb):
    """Issue 54: "a dynamic task manager named Mission Control" showed the name as the one named."""
    doc = _doc(
        ["Lion", "unveiled", "a", "manager", verb, "Mission", "Control"],
        [1, 1, 3, 1, 3, 6, 4],
        ["nsubj", "ROOT", "det", "dobj", "acl", "compound", "oprd"],
        ["NNP", "VBD", "DT", "NN", "VBN", "NNP", "NNP"],
        ["Lion", "unveil", "a", "manager", verb[:-1] if verb == "named" else "call", "Mission", "Control"],
    )
    assert "Control" not in [t.text for t in verb_arguments(_word(doc, verb)).patients]


def test_the_second_object_of_another_verb_stays_a_patient():
    """ "made Ana chairman": a verb that names nothing keeps its second object."""
    doc = _doc(
        ["Ben", "made", "Ana", "Lead"],
        [1, 1, 1, 1],
        ["nsubj", "ROOT", "dobj", "oprd"],
        ["NNP", "VBD", "NNP", "NNP"],
        ["Ben", "make", "Ana", "Lead"],
    )
    assert [t.text for t in verb_arguments(_word(doc, "made")).patients] == ["Ana", "Lead"]


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger", "agents", "patients"),
    [
        # issue 54: the appointee, named a sentence before, was shown as the one who appointed
        (
            "Michael Reupke resigned. His appointment to that post followed a tenure as editor in chief.",
            "appointment",
            [],
            ["Michael Reupke"],
        ),
        ("Bush announced his appointment of David Souter.", "appointment", ["Bush"], ["David Souter"]),
        # round 19: "her treatment" showed her as the one who treated
        ("Tara Reid entered a clinic. No reason was given for her treatment.", "treatment", [], ["Tara Reid"]),
        # issue 54: the name a task manager is given is not what was named
        ("Apple unveiled a dynamic task manager named Mission Control on Tuesday.", "named", [], []),
    ],
)
def test_roles_in_constructed_sentences(nlp, text, trigger, agents, patients):
    doc = nlp(text)
    sent_of = sentence_index(doc)
    mentions = extract_mentions(doc, sent_of)
    found = {
        ev.trigger: ([mentions[i].text for i in ev.agents], [mentions[i].text for i in ev.patients])
        for ev in extract_events(doc, mentions, [], sent_of, text)
    }
    assert found.get(trigger, ([], [])) == (agents, patients)
