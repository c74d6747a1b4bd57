"""Issue 54, who: a one-person pronoun never stands for a people's plural name
(kg.extract.pronoun_checks)."""

from __future__ import annotations

import spacy
from spacy.tokens import Doc

from kg.extract.pronoun_checks import in_number
from kg.model import Mention


def _doc(words: str, tags: str) -> Doc:
    return Doc(spacy.blank("en").vocab, words=words.split(), tags=tags.split())


def test_he_never_stands_for_a_peoples_plural_name():
    """ "But Greeks must also understand that ...," he said': the speaker was drawn as the Greeks
    (the tagger typed them a person). "He" takes no plural group; "they" still may."""
    doc = _doc(
        "Ana Berg spoke . Greeks must understand , he said . They agreed .",
        "NNP NNP VBD . NNPS MD VB , PRP VBD . PRP VBD .",
    )
    text = doc.text
    mentions = [
        Mention(0, 8, "Ana Berg", "Ana Berg", "PERSON", 0),
        Mention(text.index("Greeks"), text.index("Greeks") + 6, "Greeks", "Greeks", "PERSON", 1),
    ]
    he, they = 8, 11
    resolved = {he: (1,), they: (1,)}
    assert in_number(doc, mentions, resolved) == {they: (1,)}
    assert in_number(doc, mentions, {he: (0, 1)}) == {he: (0,)}
    # A nationality in the singular may be one man ("the Libyan ... he").
    mentions[1] = Mention(text.index("Greeks"), text.index("Greeks") + 6, "Greek", "Greek", "NORP", 1)
    assert in_number(doc, mentions, {he: (1,)}) == {he: (1,)}


def _parsed(words: str, heads: list[int], deps: str, lemmas: str) -> Doc:
    return Doc(spacy.blank("en").vocab, words=words.split(), heads=heads, deps=deps.split(), lemmas=lemmas.split())


def test_a_speaker_never_tells_of_his_own_death():
    """Issue 54: "John O'Connor, a family friend ..., says he died Thursday" drew O'Connor as the
    one who died: whoever "he" is, it is not the one who says it. "Ana said she resigned" keeps
    Ana."""
    words = "Ben Ode says he died Thursday ."
    heads, deps = [1, 2, 2, 4, 2, 4, 2], "compound nsubj ROOT nsubj ccomp npadvmod punct"
    doc = _parsed(words, heads, deps, "Ben Ode say he die Thursday .")
    mentions = [Mention(0, 7, "Ben Ode", "Ben Ode", "PERSON", 0), Mention(0, 3, "Ann", "Ann", "PERSON", 0)]
    assert in_number(doc, mentions, {3: (0,)}) == {}
    assert in_number(doc, mentions, {3: (0, 1)}) == {3: (1,)}
    doc = _parsed(words.replace("died", "resigned"), heads, deps, "Ben Ode say he resign Thursday .")
    assert in_number(doc, mentions, {3: (0,)}) == {3: (0,)}
