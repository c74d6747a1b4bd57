"""Conditions, questions and claims the clause's own words give that the walk up the tree does
not see.

- "Unless he loses Payton's faith, of course.": a condition written as a sentence of its own
  (its main clause is the sentence before); the parse makes it the root, so no main clause
  reads its "unless".
- "never said a word about whether he was carrying a gun": "whether" asks, whatever the clause
  hangs on (a preposition's object here).
- "He would not have been a top pick had he left": "had" before its subject, with no question
  mark, is the conditional "if he had left"; what it tells did not happen. A negative or "only"
  put first inverts a statement ("Never had he seen", "Only then had they arrived"): those stay.
- 'questions such as "had you heard, seen or read anything?"': a question inside a sentence
  that is none; the parse does not make it the root, so the root's question mark is not read.
- "Andrew's suggestion was that Palin had diverted money": what a suggestion, a claim or a fear
  is, told with "was that", is the suggestion's, not the writer's; so is what "charges she
  defrauded the state" or "allegations that he took bribes" say (a clause that is the noun's
  content, not a relative clause: "the charges she faced" has the noun as its object).
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.factuality_words import CONDITIONS
from kg.extract.mood import word_base

# Nouns of what someone says or thinks might be so: "the suggestion was that ...".
CLAIM_NOUNS = frozenset(
    """suggestion allegation claim accusation charge theory belief assumption speculation hypothesis
    contention argument impression idea guess suspicion fear rumor rumour worry hope possibility""".split()
)
# Auxiliaries that open a question put before its subject: "had you seen", "is it true".
QUESTION_AUX = frozenset("had has have is are was were do does did".split())
# Words that, put before an inverted auxiliary, make it a statement, not a condition.
FRONTED = frozenset(
    "never not only nor neither seldom rarely hardly scarcely barely little no sooner so as than".split()
)


def condition_fragment(verb: Token) -> bool:
    """A root clause opened by a condition ("Unless he loses it.", "But if they win."): only
    punctuation or a conjunction comes before the subordinator; or any clause "whether" opens,
    wherever the parse hangs it ("said a word about whether he was carrying a gun")."""
    if any(c.dep_ == "mark" and c.lower_ == "whether" for c in verb.children):
        return True
    if verb.dep_ != "ROOT":
        return False
    mark = next((c for c in verb.children if c.dep_ == "mark" and c.lower_ in CONDITIONS), None)
    if mark is None:
        return False
    return all(t.is_punct or t.dep_ == "cc" for t in verb.doc[verb.sent.start : mark.i])


def inverted_condition(verb: Token) -> bool:
    """ "had he left": the auxiliary "had" just before the verb's subject, in a sentence that is
    no question and not opened by a fronted negative or "only"."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    # The parse may also take the "had" for the verb and hang the clause on it ("pick had he left").
    # A "had" with a subject of its own is the verb of its clause ("everything they had they lost").
    head = verb.head
    own_subject = any(c.dep_ in ("nsubj", "nsubjpass") for c in head.children)
    candidates = [c for c in verb.children if c.dep_ == "aux"] + (
        [head] if verb.tag_ == "VBN" and not own_subject else []
    )
    had = next((c for c in candidates if c.lower_ == "had" and c.i + 1 == subject.left_edge.i < verb.i), None)
    if had is None:
        return False
    sent = verb.sent
    if any(t.text == "?" for t in sent):
        return False
    before = verb.doc[max(sent.start, had.i - 4) : had.i]
    return not any(t.lower_ in FRONTED for t in before)


def asked_inside(verb: Token) -> bool:
    """'such as "had you heard anything?"': an auxiliary just before the verb's subject, and
    the clause's next sentence mark after the verb is a question mark."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or not any(
        c.dep_ in ("aux", "auxpass") and c.lower_ in QUESTION_AUX and c.i + 1 == subject.left_edge.i
        for c in verb.children
    ):
        return False
    end = next((t for t in verb.doc[verb.i : verb.sent.end] if t.text in ("?", ".", "!")), None)
    return end is not None and end.text == "?"


def claimed_by_copula(verb: Token) -> bool:
    """ "the suggestion was that she diverted money": a clause that says what a claim is."""
    head = verb.head
    if verb.dep_ not in ("ccomp", "attr") or word_base(head) != "be":
        return False
    return any(c.dep_ == "nsubj" and word_base(c) in CLAIM_NOUNS for c in head.children)


_RELATIVES = frozenset("that which who whom".split())


def claimed_by_noun(verb: Token) -> bool:
    """ "charges she defrauded the state", "allegations that he took bribes": a clause with its
    own subject and object hung on a noun of claiming, so the noun is no argument of it."""
    noun = verb.head
    if verb.dep_ not in ("acl", "relcl") or word_base(noun) not in CLAIM_NOUNS:
        return False
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.lower_ in _RELATIVES:
        return False
    return any(c.dep_ in ("dobj", "ccomp", "attr") and c.lower_ not in _RELATIVES for c in verb.children)
