"""The speaker of a report is the agent of the report only (issue 54): a verb the parse joins
to "said" after the reported clause is the speaker's only when it is an act of speaking."""

from __future__ import annotations

import spacy
from spacy.tokens import Doc

from kg.extract.arguments import verb_arguments

_POS = {
    "NNP": "PROPN",
    "NN": "NOUN",
    "NNS": "NOUN",
    "DT": "DET",
    "CC": "CCONJ",
    "IN": "SCONJ",
    "MD": "AUX",
    "TO": "PART",
}


def _said_but(second: list[tuple[str, str, str, str, int]]) -> Doc:
    """ "Ana Berg said the firm listed a donor but <second ...> ." with the second verb (index
    9) hung on "said" (index 2), as the parse does; ``second`` as (word, lemma, tag, dep, head)."""
    first = [
        ("Ana", "Ana", "NNP", "compound", 1),
        ("Berg", "Berg", "NNP", "nsubj", 2),
        ("said", "say", "VBD", "ROOT", 2),
        ("the", "the", "DT", "det", 4),
        ("firm", "firm", "NN", "nsubj", 5),
        ("listed", "list", "VBD", "ccomp", 2),
        ("a", "a", "DT", "det", 7),
        ("donor", "donor", "NN", "dobj", 5),
        ("but", "but", "CC", "cc", 2),
    ]
    rows = first + second + [(".", ".", ".", "punct", 2)]
    return Doc(
        spacy.blank("en").vocab,
        words=[r[0] for r in rows],
        lemmas=[r[1] for r in rows],
        tags=[r[2] for r in rows],
        deps=[r[3] for r in rows],
        heads=[r[4] for r in rows],
        pos=[_POS.get(r[2], "VERB" if r[2].startswith("VB") else "PUNCT") for r in rows],
        ents=["B-PERSON", "I-PERSON"] + ["O"] * (len(rows) - 2),
        sent_starts=[True] + [False] * (len(rows) - 1),
    )


def _doers(doc: Doc) -> tuple[list[str], list[str]]:
    args = verb_arguments(doc[9])
    return [t.text for t in args.agents], [t.text for t in args.patients]


def test_a_deed_joined_to_said_after_the_report_is_not_the_speakers():
    """ "Suessmuth said the party listed a donor, but gave a false address": the parse hung
    "gave" on "said"; the speaker did not give it (either may have: no doer)."""
    doc = _said_but(
        [("gave", "give", "VBD", "conj", 2), ("an", "an", "DT", "det", 11), ("address", "address", "NN", "dobj", 9)]
    )
    assert _doers(doc) == ([], ["address"])


def test_an_act_of_speaking_joined_to_said_is_the_speakers():
    """ "said ... but declined to comment", "said ... but indicated that": the speaker's."""
    doc = _said_but(
        [
            ("declined", "decline", "VBD", "conj", 2),
            ("to", "to", "TO", "aux", 11),
            ("comment", "comment", "VB", "xcomp", 9),
        ]
    )
    assert _doers(doc)[0] == ["Berg"]
    doc = _said_but([("added", "add", "VBD", "conj", 2), ("nothing", "nothing", "NN", "dobj", 9)])
    assert _doers(doc)[0] == ["Berg"]
    # MEANTIME: "He stated that he expected ..., and several times described what he anticipated".
    doc = _said_but([("described", "describe", "VBD", "conj", 2), ("it", "it", "PRP", "dobj", 9)])
    assert _doers(doc)[0] == ["Berg"]


def test_a_future_joined_to_a_past_said_goes_on_with_the_report():
    """ "said the firm listed a donor but will list more": a past "said" shares no future; the
    firm will list."""
    doc = _said_but(
        [("will", "will", "MD", "aux", 10), ("list", "list", "VB", "conj", 2), ("more", "more", "NN", "dobj", 10)]
    )
    args = verb_arguments(doc[10])
    assert [t.text for t in args.agents] == ["firm"]


def test_a_said_after_its_own_subject_read_into_the_clause_is_not_the_first_subjects():
    """Issue 54: "Sununu tried to hold on by demonstrating his backing, White House and Republican
    sources said" (the parse took "sources" into the clause and joined "said" to "tried") drew
    Sununu as the speaker."""
    rows = [
        ("Ode", "Ode", "NNP", "nsubj", 1),
        ("won", "win", "VBD", "ROOT", 1),
        ("the", "the", "DT", "det", 3),
        ("vote", "vote", "NN", "dobj", 1),
        (",", ",", ",", "punct", 3),
        ("party", "party", "NN", "compound", 6),
        ("sources", "source", "NNS", "appos", 3),
        ("said", "say", "VBD", "conj", 1),
        (".", ".", ".", "punct", 1),
    ]
    doc = Doc(
        spacy.blank("en").vocab,
        words=[r[0] for r in rows],
        lemmas=[r[1] for r in rows],
        tags=[r[2] for r in rows],
        deps=[r[3] for r in rows],
        heads=[r[4] for r in rows],
        pos=[_POS.get(r[2], "VERB" if r[2].startswith("VB") else "PUNCT") for r in rows],
        sent_starts=[True] + [False] * (len(rows) - 1),
    )
    assert verb_arguments(doc[7]).agents == ()
