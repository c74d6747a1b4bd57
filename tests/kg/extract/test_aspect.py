"""Tense, narrative order and attached times on constructed sentences, parsed by the trained pipeline."""

from __future__ import annotations

import pytest
import spacy
from spacy.language import Language
from spacy.tokens import Doc

from kg.extract.aspect import event_tense, joined_in_another_tense
from kg.model import Article, EventTime
from kg.pipeline.extraction import extract_doc


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("The company closed the plant.", "closed", "past"),
        ("The company has closed the plant.", "closed", "perfect"),
        ("The company had closed the plant.", "closed", "past"),
        ("The company closes the plant.", "closes", "present"),
        ("The company is closing the plant.", "closing", "progressive"),
        ("The company was closing the plant.", "closing", "past"),
        ("The company will close the plant.", "close", "future"),
        ("The company is going to close the plant.", "close", "future"),
        ("The company could close the plant.", "close", ""),
        ("The company tried to close the plant.", "close", "past"),
    ],
)
def test_event_tense(kg_pipeline: Language, text: str, word: str, expected: str) -> None:
    doc = kg_pipeline(text)
    assert event_tense(next(t for t in doc if t.text == word), False) == expected


@pytest.mark.model
def test_a_noun_takes_the_tense_of_its_verb(kg_pipeline: Language) -> None:
    doc = kg_pipeline("General Motors filed for bankruptcy.")
    assert event_tense(next(t for t in doc if t.text == "bankruptcy"), True) == "past"


def _events(kg_pipeline: Language, text: str, date: str = "2009-06-04"):
    article = Article(id="a", text=text, date=date)
    ex = extract_doc(article, kg_pipeline(text))
    return ex, {ev.trigger: ev for ev in ex.events}


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word", "value"),
    [
        ("The army withdrew from the town on Saturday.", "withdrew", "2009-05-30"),
        ("Sales fell sharply in March.", "fell", "2009-03"),
        ("The minister resigned Thursday.", "resigned", "2009-06-04"),
        ("The vote on Sunday was close.", "vote", "2009-05-31"),
    ],
)
def test_the_time_the_trigger_governs(kg_pipeline: Language, text: str, word: str, value: str) -> None:
    ex, events = _events(kg_pipeline, text)
    assert ex.event_time(events[word]) == EventTime(value, "", "timex")


@pytest.mark.model
def test_the_sentence_time_and_the_tense_bound(kg_pipeline: Language) -> None:
    ex, events = _events(kg_pipeline, "In 2008, the company cut jobs and lost money. The chief resigned.")
    assert ex.event_time(events["lost"]) == EventTime("2008", "", "timex")  # shared with "cut"
    # a year in the sentence before is background, not the narrative's day
    assert ex.event_time(events["resigned"]) == EventTime("2009-06-04", "before", "tense")
    # the year is when it was said, not when sales fell
    ex, events = _events(kg_pipeline, "Sales fell 10%, the company said in 2008.")
    assert ex.event_time(events["said"]) == EventTime("2008", "", "timex")
    assert ex.event_time(events["fell"]) == EventTime("2009-06-04", "before", "tense")


@pytest.mark.model
def test_a_verb_said_to_come_later_does_not_share_the_time_of_the_verb_before(kg_pipeline: Language) -> None:
    # "has since raised": after 2007, not in it; a plain conjunct still shares the year.
    ex, events = _events(
        kg_pipeline, "In 2007, the bank bought a small stake in the mill and has since raised it to half."
    )
    assert ex.event_time(events["bought"]) == EventTime("2007", "", "timex")
    assert ex.event_time(events["raised"]).value != "2007"


@pytest.mark.model
def test_only_what_goes_on_with_the_days_news_takes_the_day_of_the_sentence_before(kg_pipeline: Language) -> None:
    # "on June 1" is when he spoke; the next sentence's statement tells what he said then
    ex, events = _events(kg_pipeline, "The chief spoke to reporters on June 1. He stressed that talks were over.")
    assert ex.event_time(events["spoke"]) == EventTime("2009-06-01", "", "timex")
    assert ex.event_time(events["stressed"]) == EventTime("2009-06-01", "", "narrative")
    # an act after a statement's day is not of that day: the statement's day is the saying's
    ex, events = _events(
        kg_pipeline, "Investigators said on June 1 they found a rifle. The gun was sent to a laboratory."
    )
    assert ex.event_time(events["sent"]) == EventTime("2009-06-04", "before", "tense")


@pytest.mark.model
def test_after_the_quake_the_king_spoke(kg_pipeline: Language) -> None:
    ex, events = _events(kg_pipeline, "After Friday's quake, the king spoke on television.")
    spoke = events["spoke"]
    assert spoke.after_of is not None and ex.events[spoke.after_of].trigger == "quake"
    assert ex.event_time(ex.events[spoke.after_of]) == EventTime("2009-05-29", "", "timex")
    assert ex.event_time(spoke) == EventTime("2009-06-04", "before", "tense", earliest="2009-05-29")


@pytest.mark.model
def test_after_a_clause_the_event_follows_it(kg_pipeline: Language) -> None:
    ex, events = _events(kg_pipeline, "The king declared mourning after the earthquake struck the city on Friday.")
    declared = events["declared"]
    assert declared.after_of is not None and ex.events[declared.after_of].trigger == "struck"
    assert ex.event_time(declared) == EventTime("2009-06-04", "before", "tense", earliest="2009-05-29")


@pytest.mark.model
def test_a_participle_of_the_act_shares_its_time(kg_pipeline: Language) -> None:
    ex, events = _events(kg_pipeline, "Two bombs exploded outside the embassies on Friday, killing 81 people.")
    assert ex.event_time(events["killing"]) == EventTime("2009-05-29", "", "timex")  # the explosion's deaths
    ex, events = _events(kg_pipeline, "On Friday the minister arrived in Cairo seeking talks.")
    assert ex.event_time(events["seeking"]) == EventTime("2009-05-29", "", "timex")
    # a participle with its own subject tells another happening, which keeps no day
    ex, events = _events(kg_pipeline, "The bomb exploded on Friday, its blast killing 81 people.")
    assert ex.event_time(events["killing"]) is None


@pytest.mark.model
def test_a_beginning_is_when_what_it_begins_began(kg_pipeline: Language) -> None:
    ex, events = _events(kg_pipeline, "The fund began raising its stake in March, and holds 14.6%.")
    assert ex.event_time(events["began"]) == EventTime("2009-03", "", "timex")
    # continuing runs on past the time its complement names
    ex, events = _events(kg_pipeline, "The fund continued raising its stake in March.")
    assert ex.event_time(events["continued"]) != EventTime("2009-03", "", "timex")


def _parsed(words: str, heads: list[int], deps: str, tags: str, lemmas: str) -> Doc:
    """A hand-set parse of ``words`` on a blank English vocabulary."""
    tags_ = tags.split()
    return Doc(
        spacy.blank("en").vocab,
        words=words.split(),
        heads=heads,
        deps=deps.split(),
        tags=tags_,
        pos=["VERB" if t.startswith("VB") else "AUX" if t == "MD" else "X" for t in tags_],
        lemmas=lemmas.split(),
    )


def test_a_conjunct_in_another_tense_is_joined_in_another_tense() -> None:
    # "arrived over the weekend and is being analyzed": the analysis is of now, not the weekend
    doc = _parsed(
        "evidence arrived and is being analyzed",
        [1, 1, 1, 5, 5, 1],
        "nsubj ROOT cc aux auxpass conj",
        "NN VBD CC VBZ VBG VBN",
        "evidence arrive and be be analyze",
    )
    assert joined_in_another_tense(doc[5])
    # "met and will meet again": a future joined to a past
    doc = _parsed(
        "they met and will meet",
        [1, 1, 1, 4, 1],
        "nsubj ROOT cc aux conj",
        "PRP VBD CC MD VB",
        "they meet and will meet",
    )
    assert joined_in_another_tense(doc[4])
    # "bought and has raised": a present perfect is of no past time
    doc = _parsed(
        "it bought and has raised",
        [1, 1, 1, 4, 1],
        "nsubj ROOT cc aux conj",
        "PRP VBD CC VBZ VBN",
        "it buy and have raise",
    )
    assert joined_in_another_tense(doc[4])


def test_a_conjunct_sharing_its_partners_tense_or_auxiliary_is_not() -> None:
    # "was arrested and charged": the bare participle shares "was"
    doc = _parsed(
        "he was arrested and charged",
        [2, 2, 2, 2, 2],
        "nsubjpass auxpass ROOT cc conj",
        "PRP VBD VBN CC VBN",
        "he be arrest and charge",
    )
    assert not joined_in_another_tense(doc[4])
    # "will meet and discuss": the bare infinitive shares "will"
    doc = _parsed(
        "they will meet and discuss",
        [2, 2, 2, 2, 2],
        "nsubj aux ROOT cc conj",
        "PRP MD VB CC VB",
        "they will meet and discuss",
    )
    assert not joined_in_another_tense(doc[4])
    # "cut jobs and lost money": two pasts; "arrived and was being analyzed": a past progressive is
    # set in the past time
    doc = _parsed("it cut and lost", [1, 1, 1, 1], "nsubj ROOT cc conj", "PRP VBD CC VBD", "it cut and lose")
    assert not joined_in_another_tense(doc[3])
    doc = _parsed(
        "evidence arrived and was being analyzed",
        [1, 1, 1, 5, 5, 1],
        "nsubj ROOT cc aux auxpass conj",
        "NN VBD CC VBD VBG VBN",
        "evidence arrive and be be analyze",
    )
    assert not joined_in_another_tense(doc[5])


def test_a_conjunct_with_no_conjunction_is_read_as_no_coordination() -> None:
    # "income rose 11%, ... reduced results": a parse slip making "results" a verb joined to "rose"
    doc = _parsed(
        "income rose 11% results", [1, 1, 1, 1], "nsubj ROOT dobj conj", "NN VBD CD VBZ", "income rise 11% result"
    )
    assert not joined_in_another_tense(doc[3])


@pytest.mark.model
def test_a_conjunct_in_another_tense_does_not_share_the_time_of_the_verb_before(kg_pipeline: Language) -> None:
    ex, events = _events(
        kg_pipeline, "The first batch of evidence arrived over the weekend at the FBI lab and is being analyzed."
    )
    assert ex.event_time(events["arrived"]).value == "2009-W22-WE"
    assert ex.event_time(events["analyzed"]) == EventTime("2009-06-04", "around", "tense")
    ex, events = _events(kg_pipeline, "The army captured the town on Friday and is shelling the hills.")
    assert ex.event_time(events["captured"]) == EventTime("2009-05-29", "", "timex")
    assert ex.event_time(events["shelling"]) == EventTime("2009-06-04", "around", "tense")
    # the same tense still shares the time
    ex, events = _events(kg_pipeline, "The suspect was arrested on Monday and charged with murder.")
    assert ex.event_time(events["charged"]) == EventTime("2009-06-01", "", "timex")


@pytest.mark.model
def test_a_perfect_after_an_opening_past_time_is_not_dated_by_it(kg_pipeline: Language) -> None:
    # "In 2007, ... and has raised it": English dates no present perfect by a wholly past time
    ex, events = _events(kg_pipeline, "In 2007, the bank bought a small stake in the mill and has raised it to half.")
    assert ex.event_time(events["bought"]) == EventTime("2007", "", "timex")
    assert ex.event_time(events["raised"]) == EventTime("2009-06-04", "before", "tense")
    # a time not wholly past still dates it
    ex, events = _events(kg_pipeline, "This year, the bank has raised its stake to half.")
    assert ex.event_time(events["raised"]) == EventTime("2009", "", "timex")
