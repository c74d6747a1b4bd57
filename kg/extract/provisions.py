"""What a text says it provides: a document read for its content, no happening.

"That 1978 resolution calls for Israel's withdrawal", "the accord provides for elections",
"the law requires banks to report": the resolution, the accord and the law are texts, and
"calls", "provides", "requires" say what they hold. The adoption of a resolution or the
signing of an accord is a happening (told by its own verb: "adopted", "signed"); the noun as
the subject of what the text says, and the saying itself, are not. Kept in the extractions
(annotators mark such nouns) and marked as background for the graph stage not to draw them.
Pure functions over spaCy tokens, read by event detection (:mod:`kg.extract.events`).
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.mood import word_base

PROVISION = "provision"

# Nouns that can name a text: a decision, rule or agreement as written down.
_TEXTS = frozenset(
    """resolution accord agreement treaty pact deal contract plan proposal law bill act measure
    legislation regulation rule order decree directive ruling constitution charter amendment provision
    clause statute guideline policy program programme budget settlement memorandum declaration
    communique package scheme initiative framework blueprint draft mandate code convention protocol
    document text will""".split()
)
# Verbs by which a text says what it holds: "calls for", "provides", "requires", "stipulates".
_HOLDING = frozenset(
    """provide require stipulate specify mandate envisage envision say state demand urge prohibit
    forbid ban bar allow permit authorize authorise oblige obligate outline guarantee exempt
    restrict limit""".split()
)


def _says_its_content(verb: Token) -> bool:
    """A verb by which a text tells what it holds: one of :data:`_HOLDING`, or "call for"."""
    if verb.pos_ not in ("VERB", "AUX"):
        return False
    base = word_base(verb)
    if base == "call":
        return any(c.dep_ == "prep" and c.lower_ == "for" for c in verb.children)
    return base in _HOLDING


def _text_subject(noun: Token) -> bool:
    """A common noun naming a text (no name of its own: "Resolution 425" is named, and stays)."""
    return noun.pos_ == "NOUN" and noun.ent_type_ == "" and word_base(noun) in _TEXTS


def read_text(tok: Token) -> bool:
    """Whether ``tok`` is a text read for its content ("resolution" in "the resolution calls for
    a withdrawal") or the verb that reads it ("calls" there): background, not a happening."""
    if tok.dep_ == "nsubj" and _text_subject(tok):
        return _says_its_content(tok.head)
    if _says_its_content(tok) and tok.tag_ in ("VBZ", "VBP"):
        # The present tells what the text holds now; "the council demanded a withdrawal" is an act.
        return any(c.dep_ == "nsubj" and _text_subject(c) for c in tok.children)
    return False


def provision(tok: Token) -> str:
    """:data:`PROVISION` when ``tok`` is a text read for its content (:func:`read_text`), else ""."""
    return PROVISION if read_text(tok) else ""
