"""The noun a relative clause with no relative pronoun hangs on is its aspectual verb's object.

"the intensive personal diplomacy he began after the invasion": the clause's verb has its own
subject ("he") and no object, and the noun it hangs on ("diplomacy") is what was begun. Without
it the event reads "Bush began", an aspectual verb alone. Only verbs of beginning, going on and
ending, which always act on something (a verb that may take none, "the firm he worked for last
year", is left as the parse has it). Not when the noun tells when, where,
how or why ("the day he arrived", "the way he spoke"), nor when a preposition of the clause is
left without its object ("the firm he worked for": the firm is the preposition's). A pure
function over spaCy tokens, used by :mod:`kg.extract.arguments`.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma
from kg.extract.syntax import OWN_SUBJECT_DEPS
from kg.time.words import TIME_WORDS

# Nouns a contact clause tells the circumstance of, never the object: "the day he arrived".
_CIRCUMSTANCE_NOUNS = frozenset("time day night year week month moment way reason place point".split())
# Dependents that already give the verb what it acts on, or a clause it takes.
_OBJECT_DEPS = frozenset({"dobj", "obj", "ccomp", "xcomp", "attr", "oprd", "dative"})
# Verbs that begin, keep up or end what they act on: never without an object.
_ASPECTUAL = frozenset("begin start launch continue resume stop cease halt finish complete end".split())
_RELATIVE_WORDS = frozenset({"who", "whom", "which", "that", "whose", "where", "when", "why"})


def contact_object(verb: Token) -> Token | None:
    """The noun a relative clause with no relative pronoun hangs on, as the object of its verb
    ``verb`` (module docstring), or None."""
    noun = verb.head
    if (
        verb.dep_ != "relcl"
        or verb.pos_ != "VERB"
        or lemma(verb) not in _ASPECTUAL
        or noun.pos_ != "NOUN"
        or verb.i < noun.i
    ):
        return None
    if noun.lower_ in _CIRCUMSTANCE_NOUNS or noun.lower_ in TIME_WORDS or verb.tag_ == "VBN":
        return None
    children = list(verb.children)
    if not any(c.dep_ in OWN_SUBJECT_DEPS and c.i < verb.i for c in children):
        return None
    if any(c.dep_ in _OBJECT_DEPS or c.dep_ == "auxpass" for c in children):
        return None
    if any(c.dep_ == "prep" and not any(g.dep_ == "pobj" for g in c.children) for c in children):
        return None  # "the firm he worked for"
    if any(t.lower_ in _RELATIVE_WORDS for t in verb.doc[noun.i + 1 : verb.i]):
        return None  # the clause has a relative word, which the parse reads itself
    return noun
