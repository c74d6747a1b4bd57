"""Happenings a clause leaves open: what one would have the luxury of doing, a plan told by its
predicate, a verdict still deliberated, what is needed, what one is close to doing, what one looks forward
to, and a verb the tagger split from its prefix.

"The Angels would have the luxury of *dealing* Peavy": a capacity names no use of it. "His
*trip* is still on": a plan kept ("the deal is off": called off). "The jury is still
deliberating on his *verdict*", "a *pending* sale": not given yet. "Sanctions essential to
*keeping* him under control": what is needed is not done. "GM is close to *completing* a deal",
"on the brink of *collapse*": not done yet ("came close to *closing*": not done at all). "She
looked forward to *visiting* Kenya", "is looking ahead to the *vote*": still to come. "It
will re-*examine* the question": the tagger cuts "re-" off, leaving "will" on it; the verb has
the prefix's mood. Pure functions over spaCy tokens, read by :mod:`kg.extract.factuality`.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.mood import word_base

# What one has the luxury, the chance or the right of doing: no doing told.
CAPACITY_NOUNS = frozenset(
    """luxury opportunity option ability power right freedom means privilege capacity authority liberty
    leeway latitude""".split()
)
# Decisions still to be given when they are what is weighed: "deliberating on his verdict".
DECISIONS = frozenset("verdict decision ruling judgment judgement sentence sentencing outcome fate penalty".split())
WEIGHING = frozenset("deliberate ponder mull weigh consider debate discuss review".split())
# What is needed for a thing: "essential to keeping him under control", "key to winning".
NEEDING = frozenset("essential vital crucial critical necessary indispensable key needed".split())
# Words of nearness that take "to": "close to completing", "near to a deal".
NEAR = frozenset("close closer near nearer".split())
# Nouns of an edge one is "on": "on the verge of collapse", "on the brink of war".
EDGES = frozenset("verge brink point edge threshold cusp".split())
# Adverbs with which "look to" awaits what it governs: "looked forward to visiting".
AHEAD = frozenset("forward forwards ahead".split())
# Prefixes a tagger may cut off a verb with their hyphen: "re-examine", "co-sponsor".
PREFIXES = frozenset("re pre co over out under counter mis de dis un".split())


def capacity_of(node: Token, head: Token) -> bool:
    """ "Would have the luxury of *dealing* Peavy", "the right of appealing": a gerund a
    capacity's noun governs by "of" (the parse hangs it on "of", the noun above)."""
    return node.dep_ == "pcomp" and head.lower_ == "of" and word_base(head.head) in CAPACITY_NOUNS


def on_or_off(verb: Token) -> str | None:
    """What "on" or "off" as a copula's predicate makes of its subject event: "the trip is
    still on" (kept, still to come), "the deal is off" (called off); else None."""
    if word_base(verb) != "be":
        return None
    for child in verb.children:
        if child.dep_ in ("acomp", "prt", "advmod", "prep") and not list(child.children):
            if child.lower_ == "on":
                return "future"
            if child.lower_ == "off":
                return "negated"
    return None


def pending(node: Token, head: Token) -> bool:
    """A decision that is still weighed: "deliberating on Carrasquillo's *verdict*", "the
    panel deliberated Nichols' *fate*" (not given yet)."""
    if word_base(node) not in DECISIONS:
        return False
    if node.dep_ == "dobj":
        return word_base(head) in WEIGHING
    return node.dep_ == "pobj" and head.lower_ in ("on", "over", "about") and word_base(head.head) in WEIGHING


def needed_for(governor: Token) -> bool:
    """ "Sanctions essential to *keeping* him under control", "the key to winning": what is
    needed is not done ("were key to winning the title" told in the past is left as told)."""
    if governor.lower_ not in NEEDING:
        return False
    copula = governor.head
    return not (word_base(copula) == "be" and copula.tag_ == "VBD")


def prefix_of(tok: Token) -> Token | None:
    """The prefix a tagger cut off ``tok`` with its hyphen ("re - examine"), which carries the
    verb's auxiliaries ("will re-examine"), or None."""
    if tok.i < 2 or tok.pos_ not in ("VERB", "AUX"):
        return None
    hyphen, prefix = tok.doc[tok.i - 1], tok.doc[tok.i - 2]
    if hyphen.text != "-" or hyphen.whitespace_ or prefix.whitespace_ or prefix.lower_ not in PREFIXES:
        return None
    return prefix


def nearly(node: Token, head: Token) -> str | None:
    """What nearness makes of what one is near: "is close to *completing* a deal", "on the
    verge of *collapsing*" (still to come: future); "came close to *closing*" (a near miss:
    negated); else None."""
    if node.dep_ not in ("pcomp", "pobj"):
        return None
    near = head.head
    if head.lower_ == "to" and near.lower_ in NEAR and near.i != head.i:
        return "negated" if word_base(near.head) == "come" else "future"
    if head.lower_ == "of" and word_base(near) in EDGES and near.dep_ == "pobj" and near.head.lower_ == "on":
        return "future"
    return None


def looked_forward_to(node: Token, head: Token) -> bool:
    """ "She looked forward to *visiting* Kenya", "is looking ahead to the *talks*": what one
    looks forward to has not happened yet (the parse hangs "to" on "look" or on "forward")."""
    if node.dep_ not in ("pcomp", "pobj") or head.lower_ != "to" or head.dep_ != "prep":
        return False
    governor = head.head
    if governor.lower_ in AHEAD:
        return word_base(governor.head) == "look"
    return word_base(governor) == "look" and any(c.lower_ in AHEAD for c in governor.children)
