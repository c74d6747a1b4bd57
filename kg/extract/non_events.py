"""Verb forms that describe rather than happen: glosses, a document's attributes, naming,
and the gerund a charge is about.

"Profit fell 47%, reflecting restructuring costs": the fall is the happening, "reflecting"
explains it. "A letter dated Jan. 5" and "applications dubbed Mission Control" give a
thing's date and name; "has called them 'restrictees'" is a way of referring. In "convicted
of helping to defraud" the conviction is the happening, "helping" only what it is about.
Pure functions over spaCy tokens, read by event detection (:mod:`kg.extract.events`).
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma

# A participle that explains the clause it hangs on: "fell 47%, reflecting costs".
_GLOSSES = frozenset({"reflect", "mirror", "indicate", "signal", "underscore", "underline", "highlight", "suggest"})
# A past participle that gives a thing (a document) an attribute: "a letter dated Jan. 5".
_ATTRIBUTES = frozenset({"date", "title", "entitle", "headline", "caption", "address"})
# Past participles that, with "with", say what a thing is full of: "a ceremony tinged with
# emotion", "streets lined with troops", "a truck laden with aid" ("ting": the lemma the
# small English pipeline gives "tinged").
_FILLED_WITH = frozenset(
    {"tinge", "ting", "fill", "line", "lade", "pack", "cram", "crowd", "decorate", "dot", "litter", "strew"}
)
# Verbs that only name: "dubbed Mission Control", "nicknamed the Iron Lady".
_NAMING = frozenset({"dub", "nickname", "christen", "term", "rename", "label", "title", "entitle"})
# Verbs of a charge or a verdict, whose "of"/"with"/"for" gerund is what they are about.
_CHARGES = frozenset(
    {
        "convict",
        "charge",
        "accuse",
        "acquit",
        "indict",
        "suspect",
        "guilty",
        "innocent",
        "sentence",
        "arrest",
        "prosecute",
        "try",
        "fine",
        "jail",
        "clear",
        "blame",
        "allege",
    }
)
_CHARGE_PREPS = frozenset({"of", "with", "for"})
# "called for talks", "called on Iraq", "called off the strike", "called upon": acts, not names.
_CALL_ACTS = frozenset({"for", "on", "upon", "off"})
_QUOTES = frozenset({"`", "'", '"', "``", "''", "\u2018", "\u2019", "\u201c", "\u201d"})


def _base(tok: Token) -> str:
    return (lemma(tok) or tok.lower_).lower()


def gloss(tok: Token) -> bool:
    """A subjectless participle explaining its clause: "fell 47%, reflecting costs"."""
    return (
        tok.tag_ == "VBG"
        and tok.dep_ in ("advcl", "conj", "xcomp")
        and _base(tok) in _GLOSSES
        and not any(c.dep_ in ("nsubj", "nsubjpass", "aux") for c in tok.children)
    )


def attribute(tok: Token) -> bool:
    """A past participle giving a noun an attribute: "a letter dated Jan. 5", "a ceremony
    tinged with emotion"."""
    if tok.tag_ != "VBN" or tok.dep_ not in ("acl", "amod"):
        return False
    base = _base(tok)
    return base in _ATTRIBUTES or (
        base in _FILLED_WITH and any(c.dep_ == "prep" and c.lower_ == "with" for c in tok.children)
    )


def naming(tok: Token) -> bool:
    """A verb that only names: "dubbed X", "termed X", or "called" with a name or a quoted word
    for what it calls ("has called them 'restrictees'", "a group called X"); "called for talks",
    "called on Iraq", "called the meeting" are acts."""
    if tok.pos_ != "VERB":
        return False
    base = _base(tok)
    if base in _NAMING:
        return True
    if base != "call" or any(c.dep_ == "prt" or c.lower_ in _CALL_ACTS for c in tok.children):
        return False
    # What it is called: a name or a word in quotation marks ("called them 'restrictees'",
    # "a group called Mission Control"); "called the meeting a success" judges, and stays.
    names = [c for c in tok.children if c.dep_ in ("oprd", "dobj") and (c.pos_ == "PROPN" or _quoted(c))]
    objects = [c for c in tok.children if c.dep_ in ("oprd", "dobj")]
    return bool(names) and (len(objects) >= 2 or tok.dep_ == "acl" or any(c.dep_ == "oprd" for c in names))


def _quoted(tok: Token) -> bool:
    """Whether a word stands between quotation marks: "'restrictees'"."""
    doc = tok.doc
    before = doc[tok.i - 1].text if tok.i > 0 else ""
    after = doc[tok.i + 1].text if tok.i + 1 < len(doc) else ""
    # The closing mark may follow the sentence's full stop: ``restrictees.''
    return before in _QUOTES or after in _QUOTES


def charged_with(tok: Token) -> bool:
    """The gerund a charge or verdict is about: "helping" in "convicted of helping to defraud"."""
    if tok.tag_ != "VBG" or tok.dep_ != "pcomp":
        return False
    prep = tok.head
    return prep.lower_ in _CHARGE_PREPS and _base(prep.head) in _CHARGES


_DOER_DEPS = frozenset({"nsubj", "nsubjpass", "agent", "expl"})
_VERB_GROUP_TAGS = frozenset({"MD", "VBD", "VBZ", "VBP"})


def conjunction(tok: Token) -> bool:
    """ "provided" or "providing" joining a condition: "will withdraw provided (that) the border is
    secured"; a verb of providing has a doer of its own ("Ana provided aid")."""
    if tok.lower_ not in ("provided", "providing") or any(c.dep_ in _DOER_DEPS for c in tok.children):
        return False
    doc = tok.doc
    after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if tok.dep_ in ("prep", "mark", "cc") or (after is not None and after.lower_ == "that"):
        return True
    # The parse takes the condition's subject for an object: "provided the border is secured",
    # "providing the court approves"; a finite verb right after the "object" gives it away.
    for obj in (c for c in tok.children if c.dep_ == "dobj"):
        nxt = obj.right_edge.i + 1
        if nxt < len(doc) and doc[nxt].tag_ in _VERB_GROUP_TAGS:
            return True
    return False


def describes(tok: Token) -> bool:
    """Whether ``tok`` describes rather than names a happening (see the module's doc)."""
    return gloss(tok) or attribute(tok) or naming(tok) or charged_with(tok) or conjunction(tok)
