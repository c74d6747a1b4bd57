"""Issue 54, who: noun phrases the parse cuts in two (kg.extract.phrase_slips), and the
controller of an -ing on a noun's clause (kg.extract.subjects); hand-parsed sentences."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc, Span, Token

from kg.extract.arguments import verb_arguments
from kg.extract.doc_index import DocIndex
from kg.model import Mention

_POS = {"NNP": "PROPN", "NN": "NOUN", "NNS": "NOUN", "VBD": "VERB", "VBN": "VERB", "VBG": "VERB", "VB": "VERB"}
_POS |= {"IN": "ADP", "DT": "DET", "PRP$": "PRON", "TO": "PART", "JJ": "ADJ", "RP": "ADP", "CC": "CCONJ"}


def _parsed(text: str, heads: list[int], deps: str, tags: str, ents: list[tuple[int, int, str]] = ()) -> Doc:
    words = text.split()
    doc = Doc(
        spacy.blank("en").vocab,
        words=words,
        heads=heads,
        deps=deps.split(),
        tags=tags.split(),
        pos=[_POS.get(t, "PUNCT" if t in (",", ".") else "X") for t in tags.split()],
        sent_starts=[True] + [False] * (len(words) - 1),
    )
    doc.ents = [Span(doc, s, e, label=label) for s, e, label in ents]
    return doc


def _word(doc: Doc, text: str) -> Token:
    return next(t for t in doc if t.text == text)


def _roles(trigger: Token) -> tuple[list[str], list[str]]:
    args = verb_arguments(trigger)
    return [t.text for t in args.agents], [t.text for t in args.patients]


def _index(doc: Doc) -> DocIndex:
    mentions = [Mention(e.start_char, e.end_char, e.text, e.text, e.label_, 0) for e in doc.ents]
    return DocIndex(doc, mentions, [], doc.text)


def _names(doc: Doc, index: DocIndex, word: str) -> list[str]:
    return [index.mentions[n].text for n in index.mentions_of(_word(doc, word))]


# "Shares in the companies Vexa and Norta dropped": the parse gives "dropped" a second subject.
_SHARES = (
    "Shares in the companies Vexa and Norta dropped .",
    [7, 0, 3, 1, 7, 4, 4, 7, 7],
    "nsubj prep det pobj nsubj cc conj ROOT punct",
    "NNS IN DT NNS NNP CC NNP VBD .",
)


def test_a_name_going_on_a_subjects_phrase_is_no_second_subject():
    """Issue 54: "Shares in the auto companies Toyota, Nissan and Honda all dropped" was drawn
    "Honda dropped" with the three companies as doers: the shares dropped; the names stand
    beside "companies" inside the subject's phrase."""
    doc = _parsed(*_SHARES)
    assert _roles(_word(doc, "dropped")) == (["Shares"], [])


def test_a_subject_and_its_name_keep_the_name():
    """ "The automaker Vexa said": a head and its name, no phrase between; the name stays the doer."""
    doc = _parsed("The automaker Vexa said .", [1, 3, 3, 3, 3], "det nsubj nsubj ROOT punct", "DT NN NNP VBD .")
    assert _roles(_word(doc, "said")) == (["automaker", "Vexa"], [])


def test_the_object_of_as_the_parse_lost_is_no_subject():
    """ "The former deputy who revealed himself as Deep Throat has died": Deep Throat is what he
    revealed himself as; the parse made it a second subject of "died"."""
    doc = _parsed(
        "The deputy who revealed himself as Deep Throat has died .",
        [1, 9, 3, 1, 3, 3, 7, 9, 9, 9, 9],
        "det nsubj nsubj relcl dobj prep compound nsubj aux ROOT punct",
        "DT NN WP VBD PRP IN NNP NNP VBZ VBN .",
        [(6, 8, "PERSON")],
    )
    assert _roles(_word(doc, "died")) == (["deputy"], [])


def test_a_name_set_off_after_an_object_is_its_apposition():
    """Issue 54: "Immigration officials escorted the Libyan, Atif Issa Enhamed, to the airport"
    showed the patient "Libyans": the parse joins the name to the verb; it is the one man
    escorted, and "the Libyan" is one person (hidden as a part of the people)."""
    doc = _parsed(
        "Officials escorted the Libyan , Ali Enhamed , to the airport .",
        [1, 1, 3, 1, 1, 6, 1, 6, 6, 10, 8, 1],
        "nsubj ROOT det dobj punct compound conj punct prep det pobj punct",
        "NNS VBD DT JJ , NNP NNP , IN DT NN .",
        [(3, 4, "NORP"), (5, 7, "PERSON")],
    )
    index = _index(doc)
    assert _names(doc, index, "Libyan") == ["Ali Enhamed"]


def test_names_listed_after_an_object_are_no_apposition():
    """ "escorted the envoy, Ana and Ben": a list with "and" is joined, no apposition of the envoy."""
    doc = _parsed(
        "Officials escorted the envoy , Ana and Ben , home .",
        [1, 1, 3, 1, 1, 1, 5, 5, 1, 1, 1],
        "nsubj ROOT det dobj punct conj cc conj punct advmod punct",
        "NNS VBD DT NN , NNP CC NNP , RB .",
        [(5, 6, "PERSON"), (7, 8, "PERSON")],
    )
    index = _index(doc)
    assert _names(doc, index, "envoy") == []


def test_speakers_after_an_object_are_not_its_apposition_when_their_verb_is_no_root():
    """Issue 54: "... by demonstrating his GOP backing, White House and Republican sources said
    Monday" drew "demonstrating White House": the parse hangs "said" on another verb as a clause;
    a finite verb with no subject right after the "apposition" still has it as its subject."""
    doc = _parsed(
        "Sons informed him , showing his backing , White House and party sources said today .",
        [1, 1, 1, 1, 1, 6, 4, 6, 9, 6, 9, 12, 9, 1, 13, 1],
        "nsubj ROOT dobj punct advcl poss dobj punct compound appos cc compound conj ccomp npadvmod punct",
        "NNS VBD PRP , VBG PRP$ NN , NNP NNP CC NN NNS VBD NN .",
        [(8, 10, "ORG")],
    )
    index = _index(doc)
    assert _names(doc, index, "backing") == []


def test_a_participle_set_off_after_a_name_is_said_of_it():
    """Issue 54: "Nashua Corp., rumored a potential takeover target for six months, said that ..."
    drew Nashua as the one who rumoured, and "said" with no speaker: the participle is said of
    the name, which is the speaker."""
    doc = _parsed(
        "Nashua Corp. , rumored a target for months , said that it sold .",
        [1, 3, 1, 9, 5, 3, 3, 6, 3, 9, 12, 12, 9, 9],
        "compound nsubj punct ccomp det dobj prep pobj punct ROOT mark nsubj ccomp punct",
        "NNP NNP , VBD DT NN IN NNS , VBD IN PRP VBD .",
        [(0, 2, "ORG")],
    )
    assert _roles(_word(doc, "rumored"))[0] == [] and "Corp." in _roles(_word(doc, "rumored"))[1]
    assert _roles(_word(doc, "said")) == (["Corp."], [])


def test_a_names_own_verb_after_a_comma_pair_stays_its_own():
    """ "Nashua Corp. rumored a target, said Ana": no comma between the name and its verb, so the
    name acts."""
    doc = _parsed(
        "Nashua Corp. rumored a target , said Ana .",
        [1, 2, 6, 4, 2, 6, 6, 6, 6],
        "compound nsubj ccomp det dobj punct ROOT nsubj punct",
        "NNP NNP VBD DT NN , VBD NNP .",
        [(0, 2, "ORG"), (7, 8, "PERSON")],
    )
    assert _roles(_word(doc, "rumored")) == (["Corp."], ["target"])


@pytest.mark.parametrize("by", [True, False])
def test_an_ing_on_a_nouns_clause_is_done_by_the_nouns_doer(by):
    """Issue 54: "an effort by Sununu to hold on to his job by demonstrating his backing": the
    doer of the effort demonstrates; with no doer named, no one."""
    words = "an effort by Ana to hold on by showing her backing ."
    heads = [1, 1, 1, 2, 5, 1, 5, 5, 7, 10, 8, 1]
    deps = "det ROOT prep pobj aux acl prt prep pcomp poss dobj punct"
    tags = "DT NN IN NNP TO VB RP IN VBG PRP$ NN ."
    if not by:
        words = words.replace("by Ana ", "")
        heads = [h - 2 if h > 2 else h for i, h in enumerate(heads) if i not in (2, 3)]
        deps = deps.replace("prep pobj aux", "aux", 1)
        tags = tags.replace("IN NNP TO", "TO", 1)
    doc = _parsed(words, heads, deps, tags, [(3, 4, "PERSON")] if by else [])
    assert _roles(_word(doc, "showing")) == ((["Ana"], ["backing"]) if by else ([], ["backing"]))


def test_a_name_the_tagger_took_for_a_date_is_still_the_subject():
    """Issue 54: "Tony was exhibiting his movement and Wladimir was measuring him" drew Tony as
    the one measuring: the tagger typed "Wladimir" a date, and a date joined to a verb is no
    subject, so the verb borrowed Tony. A proper noun with no time word in it is no date."""
    text = "Tony was exhibiting movement and Wladimir was measuring him ."
    heads = [2, 2, 2, 2, 2, 7, 7, 2, 7, 2]
    deps = "nsubj aux ROOT dobj cc nsubj aux conj dobj punct"
    tags = "NNP VBD VBG NN CC NNP VBD VBG PRP ."
    doc = _parsed(text, heads, deps, tags, [(0, 1, "PERSON"), (5, 6, "DATE")])
    assert _roles(_word(doc, "measuring")) == (["Wladimir"], ["him"])
    # "... and Monday saw a rally": a weekday joined to a verb still says when, not who.
    doc = _parsed(text.replace("Wladimir", "Monday"), heads, deps, tags, [(0, 1, "PERSON"), (5, 6, "DATE")])
    assert _roles(_word(doc, "measuring"))[0] == ["Tony"]


def test_a_body_run_into_its_officers_title_and_name_is_no_second_doer():
    """Issue 54: "Office of Management and Budget Director Peter Orszag followed up" drew the
    office and Orszag as doers: the parse, split by the "and" inside the name, makes the office
    the head and the person its apposition. "The agency, Ana Berg said" (commas) is not one."""
    doc = _parsed(
        "Office of Management and Budget Director Peter Orszag followed up .",
        [8, 0, 1, 2, 5, 2, 7, 0, 8, 8, 8],
        "nsubj prep pobj cc compound conj compound appos ROOT prt punct",
        "NNP IN NNP CC NNP NNP NNP NNP VBD RP .",
        [(0, 5, "ORG"), (6, 8, "PERSON")],
    )
    index = _index(doc)
    assert _names(doc, index, "Office") == ["Peter Orszag"]
    doc = _parsed(
        "Vexa , Ana Berg , followed up .",
        [5, 0, 3, 0, 0, 5, 5, 5],
        "nsubj punct compound appos punct ROOT prt punct",
        "NNP , NNP NNP , VBD RP .",
        [(0, 1, "ORG"), (2, 4, "PERSON")],
    )
    index = _index(doc)
    assert _names(doc, index, "Vexa") == ["Vexa", "Ana Berg"]


@pytest.mark.parametrize(("compound", "role"), [("press", "agents"), ("prisoner", "patients")])
def test_a_press_releases_owner_issued_it(compound, role):
    """Issue 54: "The Interior Department's press release cites ..." showed the department as
    the one released: a press or news release is a statement its owner put out; "Iran's
    prisoner release" still frees no one of Iran's."""
    from kg.extract.arguments import noun_arguments

    doc = _parsed(
        f"Vexa 's {compound} release cites it .",
        [3, 0, 3, 4, 4, 4, 4],
        "poss case compound nsubj ROOT dobj punct",
        "NNP POS NN NN VBZ PRP .",
        [(0, 1, "ORG")],
    )
    doc[3].lemma_ = "release"
    args = noun_arguments(doc[3])
    assert [t.text for t in getattr(args, role)] == ["Vexa"]


@pytest.mark.parametrize(
    ("name", "label", "roles"), [("Darwin", "PERSON", ([], ["Darwin"])), ("Vexa", "ORG", (["Vexa"], []))]
)
def test_a_product_that_goes_on_shipping_in_a_joined_clause_is_shipped(name, label, roles):
    """Issue 54: "The kernel, "Darwin", plus all the features ... have passed through their next
    phase, and have been shipping for a week" drew Darwin as the shipper: the subject a joined
    verb of shipping borrows is read as its own would be (a firm ships; a product is shipped)."""
    doc = _parsed(
        f"{name} has passed and has been shipping .",
        [2, 2, 2, 2, 6, 6, 2, 2],
        "nsubj aux ROOT cc aux aux conj punct",
        "NNP VBZ VBN CC VBZ VBN VBG .",
        [(0, 1, label)],
    )
    doc[6].lemma_ = "ship"
    assert _roles(doc[6]) == roles


@pytest.mark.parametrize(("before", "agents"), [(["Amherst", ","], []), ([], ["N.Y."])])
def test_a_towns_state_does_not_do_the_ing_the_parse_hangs_on_it(before, agents):
    """Issue 54: "as he stood in the kitchen of his home in suburban Amherst, N.Y. chatting with
    his wife" drew New York as the one chatting: a place after a place and a comma is where the
    town is. A place alone keeps the -ing the parse gives it."""
    words = ["He", "stood", "in", *before, "N.Y.", "chatting", "."]
    n = len(before)
    heads = [1, 1, 1] + ([2 + n, 2 + n] if n else []) + [2, 3 + n, 1]
    deps = ["nsubj", "ROOT", "prep"] + (["pobj", "punct"] if n else []) + ["pobj" if not n else "appos", "acl", "punct"]
    if n:
        heads[3], heads[4], heads[5] = 2, 3, 3
        deps[3], deps[4], deps[5] = "pobj", "punct", "appos"
    tags = ["PRP", "VBD", "IN"] + (["NNP", ","] if n else []) + ["NNP", "VBG", "."]
    ents = ([(3, 4, "GPE")] if n else []) + [(3 + n, 4 + n, "GPE")]
    doc = _parsed(" ".join(words), heads, " ".join(deps), " ".join(tags), ents)
    assert _roles(_word(doc, "chatting"))[0] == agents


def test_whose_death_it_is_died():
    """Issue 54: "no one has been named as a suspect in Slepian's death", merged with "the killing
    of Dr. Barnett Slepian", showed Slepian as the killer: a death's possessor is who died."""
    from kg.extract.arguments import noun_arguments

    doc = _parsed(
        "Ana 's death shocked us .", [2, 0, 3, 3, 3, 3], "poss case nsubj ROOT dobj punct", "NNP POS NN VBD PRP ."
    )
    doc[2].lemma_ = "death"
    args = noun_arguments(doc[2])
    assert ([t.text for t in args.agents], [t.text for t in args.patients]) == ([], ["Ana"])


def test_a_name_opening_a_clause_with_no_that_keeps_its_verb():
    """ "the extent of the participation and the price Turkey will extract for it remains open":
    the parse gives "extract" two subjects, but Turkey opens a relative clause with no "that";
    one name after a singular noun is no apposition of it."""
    doc = _parsed(
        "the extent and the price Turkey will extract .",
        [1, 7, 1, 4, 1, 7, 7, 7, 7],
        "det nsubj cc det conj nsubj aux ROOT punct",
        "DT NN CC DT NN NNP MD VB .",
        [(5, 6, "GPE")],
    )
    assert _roles(_word(doc, "extract"))[0] == ["extent", "Turkey"]
