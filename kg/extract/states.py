"""States, figures and roles told with a verb form: no happening a reader would draw.

- a state told as a change: "Rahman soon grew more intent on survival", "the crowd grew
  restless", "he remained hopeful": a verb of becoming or remaining with an adjective says how
  someone stood, and its label ("Rahman grew") says nothing; a participle ("became engaged",
  "remained closed") and "turned violent" are left drawn; so is the judgement "made the most of
  his chances" (its label would be "made most");
- a running figure: "had three catches, bringing his season total to 43", "taking his unbeaten
  run to 10": where a count stands after the happening beside it (the catches are drawn);
- a count named by what it counts: "Carolina's career scoring record", "his rushing total", "a
  winning streak": the record or total is the figure, the "scoring" no happening;
- an adjective before its noun: "stiffer regulatory requirements", "a weaker dollar": how the
  thing is, a state of the noun, no happening (a predicate, "the rules became stiffer", is left
  to the verb's tests), also when the tagger read it as a verb joined into a prepositional
  phrase ("despite the write-downs and stiffer requirements");
- a role whose name is a gerund compound: "Saints running back Reggie Bush", "her running
  mate" (the parse reads "running" as a verb); "was running back to the car" is a run.

Read by :func:`kg.extract.backdrop.backdrop`; kept in the extractions, not drawn.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.mood import word_base

STATE = "state"
ROLE = "role"
# Nouns that make "running" part of a role's name: "running back", "running mate".
_ROLE_NOUNS = frozenset("mate mates backs".split())
# Verbs of becoming or remaining that take an adjective as what the subject is.
_BECOMING = frozenset("grow become get seem appear remain stay look sound feel".split())
# Verbs that carry a count to its new figure, and the counts they carry.
_CARRYING = frozenset("bring take raise push lift boost".split())
_COUNTS = frozenset("total tally record lead count score run streak mark haul average".split())


def state_change(tok: Token) -> bool:
    """A verb of becoming or remaining whose complement is an adjective ("grew more intent")."""
    if tok.pos_ not in ("VERB", "AUX") or word_base(tok) not in _BECOMING:
        return False
    adjective = ("JJ", "JJR", "JJS")
    if any(c.dep_ in ("dobj", "xcomp", "ccomp") and c.tag_ not in adjective for c in tok.children):
        return False  # "got the job", "seems to have left": something else is told
    # The parse may take the adjective for an object: "grew more intent on survival".
    return any(c.dep_ in ("acomp", "dobj") and c.tag_ in adjective for c in tok.children)


def attributive(tok: Token) -> bool:
    """An adjective modifying a noun before it ("*stiffer* regulatory requirements"), also one
    the tagger took for a bare verb joined into a prepositional phrase ("despite the reserves
    and *stiffer* requirements": a verb is no conjunct of a preposition or of its noun)."""
    if tok.pos_ == "ADJ":
        return tok.dep_ == "amod" and tok.head.pos_ in ("NOUN", "PROPN") and tok.head.i > tok.i
    head = tok.head
    return (
        tok.tag_ == "VB"
        and tok.dep_ == "conj"
        and (head.dep_ == "prep" or (head.pos_ in ("NOUN", "PROPN") and head.dep_ == "pobj"))
        and not any(c.dep_ in ("aux", "nsubj", "nsubjpass", "mark", "neg") for c in tok.children)
    )


def made_the_most(tok: Token) -> bool:
    """ "made the most (the best) of his opportunities": a judgement of how someone did."""
    if word_base(tok) != "make":
        return False
    return any(
        c.dep_ == "dobj"
        and c.lower_ in ("most", "best")
        and any(g.dep_ == "prep" and g.lower_ == "of" for g in c.children)
        for c in tok.children
    )


def running_figure(tok: Token) -> bool:
    """ ", bringing his season total to 43": a participle with no subject of its own that
    carries a count to a figure."""
    if tok.tag_ != "VBG" or word_base(tok) not in _CARRYING:
        return False
    if any(c.dep_ in ("nsubj", "aux") for c in tok.children):
        return False
    counted = any(c.dep_ == "dobj" and word_base(c) in _COUNTS for c in tok.children)
    return counted and any(
        c.dep_ == "prep" and c.lower_ == "to" and any(g.like_num or g.pos_ == "NUM" for g in c.subtree)
        for c in tok.children
    )


def role_title(tok: Token) -> bool:
    """ "running back Reggie Bush", "running backs", "her running mate": a role, not a run."""
    doc = tok.doc
    if tok.lower_ != "running" or tok.i + 1 >= len(doc):
        return False
    after = doc[tok.i + 1]
    if after.lower_ in _ROLE_NOUNS:
        return True
    if after.lower_ != "back" or tok.i + 2 >= len(doc) or any(c.dep_ == "aux" for c in tok.children):
        return False
    # "running back Reggie Bush": a name follows the role; "running back to the car" is a run.
    return doc[tok.i + 2].pos_ == "PROPN"


# Counts a word before names the content of; "a bombing run", "the investigation's lead" and "the
# halfway mark" are no counts.
_COUNTED = _COUNTS - {"run", "lead", "mark"}


def counted_by(tok: Token) -> bool:
    """ "career scoring record", "rushing total": a word before a count noun that names what it counts."""
    head = tok.head
    return (
        tok.dep_ in ("compound", "amod", "nmod")
        and tok.i < head.i
        and tok.tag_ in ("VBG", "NN")
        and head.pos_ == "NOUN"
        and word_base(head) in _COUNTED
    )
