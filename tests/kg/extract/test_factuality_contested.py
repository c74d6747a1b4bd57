"""Round 12: reports the article contests, bounds of what is obliged, participles of nouns
not asserted: constructed sentences, parsed by the trained pipeline."""

from __future__ import annotations

import pytest
import spacy
from spacy.language import Language
from spacy.tokens import Doc

from kg.extract.factuality import factuality
from kg.extract.factuality_contested import _contest_words
from tests.kg.extract.test_factuality import _label


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # an outlet's report that the party it names will not confirm
        (
            "The Wall Street Journal reported that Papermaster had been pushed out. "
            "Papermaster did not say whether he decided to leave or was forced out.",
            "pushed",
            "uncertain",
        ),
        ("The Daily Courier reported that Vexa had fired Lund. Vexa declined to comment.", "fired", "uncertain"),
        (
            "Mark Papermaster had been pushed out, the Daily Courier reported. Papermaster denied the report.",
            "pushed",
            "uncertain",
        ),
        (
            "According to the Wall Street Journal, Papermaster was pushed out. "
            "Papermaster did not say whether he decided to leave.",
            "pushed",
            "uncertain",
        ),
        # a claim the text says could not be confirmed, whoever made it
        (
            "Rebels said they shot down a fighter jet near the border. The claim could not be independently verified.",
            "shot",
            "uncertain",
        ),
        # the bound of what is obliged or possible is still to come
        ("The US must hold off at least until Kofi Annan visits Baghdad.", "visits", "future"),
        ("The council may vote before the mayor returns.", "returns", "future"),
        # a participle of a noun denied, left open or feared
        ("He said he cannot confirm there is any evidence linking the blasts to the group.", "linking", "hypothetical"),
        ("There is no evidence linking the suspect to the bombing.", "linking", "negated"),
        ("Turkey is concerned about a war breaking out in Kosovo.", "breaking", "uncertain"),
        # the parse may hang the participle on the one who fears: it is still the war feared
        (
            "Turkey, worried about civil war in Kosovo spilling to the whole Balkans, called for talks.",
            "spilling",
            "uncertain",
        ),
        # not yet, kept from, decided against, turned down
        ("The police had yet to find any pattern linking the killings.", "find", "negated"),
        ("The bid was an attempt to keep shareholders from tendering their shares.", "tendering", "negated"),
        ("The general decided against seeking a truce.", "seeking", "negated"),
        ("The analysts warned against raising rates.", "raising", "uncertain"),
        ("Bush turned down such treatment for other watches.", "treatment", "negated"),
    ],
)
def test_contested_bounded_and_carried_are_not_facts(
    kg_pipeline: Language, text: str, word: str, expected: str
) -> None:
    assert _label(kg_pipeline, text, word) == expected


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word"),
    [
        # officials' word, and a detail they leave open, keep the fact
        ("Police said Smith was arrested on Monday. Police did not say whether Smith had been charged.", "arrested"),
        # a lawyer's silence contests nothing of an official's report
        ("Police said Smith was arrested on Monday. The lawyer for Smith declined to comment.", "arrested"),
        ("According to police, Smith was arrested on Monday. Smith declined to comment.", "arrested"),
        # the outlet's report, contested by no one it names
        ("The Daily Courier reported that Vexa had fired Lund. The board declined to comment.", "fired"),
        ("The police had found a pattern linking the killings.", "found"),
        ("Bush turned over the treatment to a doctor.", "treatment"),
        # a copula's subject in a bound is going on: what is to come is its state
        ("Civilians were apparently held for use later in bargaining once the war is over.", "war"),
        # a past bound happened
        ("The US held off until Annan visited Baghdad.", "visited"),
        # "as" is while or because, no bound
        ("The loss could swell further as the firm pays pensions to former workers.", "pays"),
        # what a participle names, and a participle of an asserted noun
        ("There is no evidence linking the suspect to the bombing.", "bombing"),
        ("Police found evidence linking the suspect to the bombing.", "linking"),
        ("Turkey, which fought a war in Kosovo lasting two years, called for talks.", "lasting"),
    ],
)
def test_the_same_words_told_as_done_stay_facts(kg_pipeline: Language, text: str, word: str) -> None:
    assert _label(kg_pipeline, text, word) == "fact"


@pytest.mark.model
def test_a_sentences_contests_read_once_serve_every_report(kg_pipeline: Language) -> None:
    """The contesting words are read once a sentence and kept with the Doc: a second report in
    the window reads the same list; a contest told before a report counts for it too (round 15,
    :mod:`kg.extract.disputed`: news often tells the non-answer first)."""
    doc = kg_pipeline(
        "Vexa denied it. The Daily Courier reported that Vexa had fired Lund. "
        "The Evening Post reported that Vexa had closed a plant. Vexa declined to comment."
    )
    labels = {w: factuality(next(t for t in doc if t.text == w)) for w in ("fired", "closed")}
    assert labels == {"fired": "uncertain", "closed": "uncertain"}
    doc = kg_pipeline("Vexa declined to comment. The Daily Courier reported that Vexa had fired Lund.")
    assert factuality(next(t for t in doc if t.text == "fired")) == "uncertain"


def test_a_sentences_contest_words_are_its_participles_and_subjects_verbs() -> None:
    """Only a past participle can be a passive denial and only a verb with a subject a contest:
    the sentence's list holds the participle "confirmed" (no subject: no contest) and the
    denial "denied" with its first subject, "Vexa", not "it"."""
    words = "Vexa denied it . The claim could not be confirmed .".split()
    doc = Doc(
        spacy.blank("en").vocab,
        words=words,
        heads=[1, 1, 1, 1, 5, 9, 9, 9, 9, 9, 9],
        deps=["nsubj", "ROOT", "dobj", "punct", "det", "nsubjpass", "aux", "neg", "auxpass", "ROOT", "punct"],
        tags=["NNP", "VBD", "PRP", ".", "DT", "NN", "MD", "RB", "VB", "VBN", "."],
        lemmas=["Vexa", "deny", "it", ".", "the", "claim", "could", "not", "be", "confirm", "."],
    )
    first, second = doc.sents
    assert _contest_words(first) == ((), ((1, 0),))
    assert _contest_words(second) == ((9,), ())
