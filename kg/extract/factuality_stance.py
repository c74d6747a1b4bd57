"""What an event noun is to the words it hangs on, when those words say it has not happened:

- feared: "worried about civil war", "warned of a strike", "concern over a collapse": what
  someone fears is a possibility, not something told as going on (``uncertain``);
- opposed: "protesting against the repatriation", "opposition to the merger", "opposed the
  deportation": what is protested is often a decision still to be carried out, and often a
  deed already done ("protests against the killing"), so the words tell neither: not told as
  done here (``uncertain``), and no "after" bound a done deed would contradict; a deed told as
  done elsewhere keeps its fact from those mentions;
- carried: the participle of such a noun, or of one denied or left open by its determiner
  ("worried about a war breaking out", "no evidence linking him to it", "cannot confirm any
  evidence linking them"), tells no more than its noun (:func:`kg.extract.factuality.factuality` reads it);
- left open: "nothing is certain about his return", "no one is sure of the outcome", "it is not
  clear about the timing": certainty denied over a happening leaves it open (``uncertain``);
- coming: "the eve of the visit", "ahead of the summit", "in the run-up to the vote", "in
  preparation for the talks": the happening a time is set before is still to come (``future``).

Pure functions over spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.mood import word_base

# Words of fearing that take what is feared after a preposition: "worried about war".
_FEARING = frozenset(
    """worry worried concern concerned fear fears afraid anxious anxiety nervous alarm alarmed
    warn warning warnings apprehensive apprehension dread scared""".split()
)
_FEARING_PREPS = frozenset("about of over at".split())
# Words of opposing: "protest against", "campaign against", "opposition to", "oppose".
_AGAINST = frozenset(
    """protest protests protesting protester protesters demonstrate demonstration demonstrations
    campaign rally march fight lobby petition""".split()
)
# Words of certainty, and their denial by a subject: "nothing is certain about his return".
_CERTAIN = frozenset("certain sure clear known definite settled decided final".split())
_NO_ONE = frozenset("nothing nobody none no-one noone".split())
_ABOUT_PREPS = frozenset("about concerning regarding of on over".split())
_OPPOSING_NOUNS = frozenset("opposition objection objections resistance".split())
_OPPOSING_VERBS = frozenset("oppose protest".split())
# Times set before a happening: "the eve of", "in the run-up to", "in preparation for".
_BEFORE_NOUNS = {"eve": "of", "preparation": "for", "preparations": "for", "anticipation": "of", "run-up": "to"}


def stance(node: Token, head: Token) -> str | None:
    """The label the words over event noun ``node`` (governed by ``head``) give it, or None
    when they say nothing of it (see the module's doc)."""
    if node.pos_ not in ("NOUN", "PROPN") or _told_as_done(node):
        return None
    if node.dep_ == "dobj" and head.pos_ == "VERB" and word_base(head) in _OPPOSING_VERBS:
        return "uncertain"  # "opposed the deportation"
    if node.dep_ != "pobj" or head.dep_ not in ("prep", "pcomp", "advmod"):
        return None
    governor = head.head
    word = _word(governor)
    if head.lower_ in _FEARING_PREPS and (word in _FEARING or word_base(governor) in _FEARING):
        return "uncertain"
    if head.lower_ == "against" and (word in _AGAINST or word_base(governor) in _AGAINST):
        return "uncertain"
    if head.lower_ in _ABOUT_PREPS and _certainty_denied(governor):
        return "uncertain"
    if head.lower_ == "to" and word in _OPPOSING_NOUNS:
        return "uncertain"
    if _BEFORE_NOUNS.get(word) == head.lower_:
        return "future"
    if head.lower_ == "of" and word == "ahead":
        return "future"  # "ahead of the visit"
    return None


def _certainty_denied(governor: Token) -> bool:
    """ "Nothing is certain", "no one is sure", "it is not clear": a word of certainty (or the
    "is" it completes) that is denied, by "not" or by a subject that is no one."""
    adjective: Token | None
    if governor.lower_ in _CERTAIN:
        adjective, copula = governor, governor.head
    else:
        adjective = next((c for c in governor.children if c.dep_ == "acomp" and c.lower_ in _CERTAIN), None)
        copula = governor
    if adjective is None:
        return False
    words = [*adjective.children, *copula.children]
    return any(c.dep_ == "neg" for c in words) or any(
        c.dep_ in ("nsubj", "nsubjpass") and c.lower_ in _NO_ONE for c in copula.children
    )


def _word(token: Token) -> str:
    """The lower-case word, joining a hyphenated compound the tokenizer split ("run - up")."""
    doc = token.doc
    if token.i >= 2 and doc[token.i - 1].text == "-":
        return f"{doc[token.i - 2].lower_}-{token.lower_}"
    return token.lower_


def _told_as_done(noun: Token) -> bool:
    """ "worried about the war that began in March": its own clause in the past tells it happened."""
    return any(c.dep_ in ("relcl", "acl") and c.tag_ == "VBD" for c in noun.children)


def feared_before(participle: Token) -> Token | None:
    """A feared or opposed noun whose phrase ends right before ``participle`` when the parse
    hangs the participle further back: in "Turkey, worried about civil war in Kosovo spilling
    over", "spilling" may hang on "Turkey"; what spills is the war feared."""
    if participle.i == 0:
        return None
    node = participle.doc[participle.i - 1]
    while node.pos_ in ("NOUN", "PROPN", "ADP") and participle.head.i < node.i and node.head.i != node.i:
        if node.pos_ == "NOUN" and stance(node, node.head) is not None:
            return node
        node = node.head
    return None
