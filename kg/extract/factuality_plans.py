"""Markers of a happening the text gives as pending or planned that the walk up the tree
(:mod:`kg.extract.factuality`) does not see, read off the clause's own words:

- what still waits for someone's approval: "the acquisition is pending regulatory approval",
  "the merger is subject to approval by shareholders", "bought Vexa in a deal that still awaits
  approval", "agreed to buy it, pending approval": a deal that needs a yes has not happened;
- a deadline on a clause not in the past: "is cutting 30,000 jobs by 2012", a headline's
  "Ford cutting 30,000 jobs by 2012": a target, where "cut 3,000 jobs by 2010" tells what was;
- a step of a plan, in a clause not in the past: "is cutting jobs as part of a plan to
  restore profits" tells what the plan holds ("cut jobs last year as part of a plan" was done);
- a copula that times its subject: "the sale is due to be completed next month", "the vote is
  set to take place on Friday": the subject's happening is still to come;
- a deal that never came about: "the bailout deal fails to pass the Senate", "the purchase,
  rejected by regulators", "the bill, which the Senate did not pass" (an offer or a bid
  rejected was still made, so those nouns keep their fact).

Pure functions over spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.factuality_words import CANCELLING, NEGATIVE_GOVERNORS
from kg.extract.lexicon import REPORTING_VERBS
from kg.extract.mood import infinitive, word_base

# What a deal may wait for: a regulator's or a vote's yes.
APPROVALS = frozenset(
    """approval approvals clearance consent ratification authorization authorisation go-ahead
    permission vote review sign-off agreement""".split()
)
# Verbs of waiting for it: "awaits approval", "requires the consent of", "is pending approval".
_WAITING = frozenset("await require need pend".split())
# Adjectives a copula gives the deal: "is subject to approval", "is contingent on approval".
_SUBJECT = frozenset("subject contingent conditional dependent".split())
# Copulas that give the deal its state: "is subject to", "remains subject to", "stays pending".
_COPULAS = frozenset("be remain stay".split())
# Plans a step belongs to: "as part of a plan", "as part of its restructuring programme".
_PLANS = frozenset("plan plans proposal programme program scheme strategy".split())
# Auxiliaries of a clause in the past: "had cut", "has cut", "was cutting", "did cut".
_PAST_AUXILIARIES = frozenset({"VBD", "VBN"})


def pending(node: Token) -> bool:
    """Whether ``node`` (a verb or an event noun) waits for an approval: its own words
    ("pending approval", "subject to approval"), its predicate ("the merger is subject to
    approval", "the purchase awaits approval"), its relative clause ("a deal that awaits
    approval"), or the deal it is done in ("bought Vexa in a deal that awaits approval")."""
    if any(_waits(c) for c in node.children if c.dep_ in ("prep", "amod", "advmod", "advcl", "acl", "relcl")):
        return True
    if (
        node.dep_ in ("nsubj", "nsubjpass")
        and node.pos_ in ("NOUN", "PROPN")
        and _waiting_predicate(_verb_of(node.head))
    ):
        return True
    if node.pos_ in ("VERB", "AUX"):
        return any(
            any(_waits(c) for c in deal.children if c.dep_ in ("relcl", "acl", "prep", "amod")) for deal in _deals(node)
        )
    return False


def _verb_of(word: Token) -> Token:
    """The verb a subject belongs to: the parse may hang the subject on the auxiliary ("the
    change *is* pending approval" with "is" an aux of "pending")."""
    return word.head if word.dep_ in ("aux", "auxpass") and word.head.i != word.i else word


def _deals(verb: Token) -> list[Token]:
    """The nouns of the verb's "in a deal", "under an agreement" phrases, in its own clause: the
    parse may hang the phrase on an object or an amount ("bought it for $2 billion in a deal")."""
    found: list[Token] = []
    todo = [c for c in verb.children if c.dep_ in _PHRASE_DEPS]
    while todo:
        word = todo.pop()
        if word.dep_ == "prep" and word.lower_ in ("in", "under", "through"):
            found.extend(c for c in word.children if c.dep_ == "pobj")
        todo.extend(c for c in word.children if c.dep_ in _PHRASE_DEPS)
    return found


# The arcs of a clause's phrases (no clause below is entered).
_PHRASE_DEPS = frozenset({"prep", "pobj", "dobj", "npadvmod", "dative"})


def _waits(word: Token) -> bool:
    """ "pending approval", "subject to approval", "that still awaits approval"."""
    if word.lower_ == "pending" and any(word_base(c) in APPROVALS for c in word.children):
        return True
    if word.lower_ in _SUBJECT and _approval_after(word):
        return True
    return word.dep_ in ("relcl", "acl") and _waiting_predicate(word)


def _waiting_predicate(verb: Token) -> bool:
    """A predicate that says its subject waits for approval: "awaits approval", "is pending
    approval", "is subject to approval", "requires the regulators' consent"."""
    if word_base(verb) in _WAITING or verb.lower_ == "pending":
        return any(c.dep_ in ("dobj", "pobj") and word_base(c) in APPROVALS for c in verb.children)
    if word_base(verb) in _COPULAS:
        return any(
            (c.lower_ in _SUBJECT and _approval_after(c))
            or (c.lower_ == "pending" and any(word_base(d) in APPROVALS for d in c.children))
            or (word_base(c) in APPROVALS and any(d.lower_ == "pending" for d in c.children))
            for c in verb.children
            if c.dep_ in ("acomp", "prep", "attr", "advmod")
        )
    return False


def awaited(noun: Token) -> bool:
    """The approval itself that a deal waits for: "subject to shareholder approval", "pending
    approval", "awaits regulatory clearance": not given yet."""
    if word_base(noun) not in APPROVALS:
        return False
    if any(c.lower_ == "pending" for c in noun.children):
        return True
    node = noun
    for _ in range(3):  # up through "to", a conjunct ("shareholder and regulatory approval")
        node = node.head
        if node.lower_ in _SUBJECT or node.lower_ == "pending" or word_base(node) in _WAITING:
            return True
        if node.dep_ not in ("prep", "pobj", "conj"):
            return False
    return False


def _approval_after(word: Token) -> bool:
    """ "subject to (regulatory) approval", "contingent on shareholders' approval"."""
    return any(
        p.dep_ == "prep" and p.lower_ in ("to", "on", "upon") and any(word_base(o) in APPROVALS for o in p.subtree)
        for p in word.children
    )


def not_past(verb: Token) -> bool:
    """A verb whose clause is not told in the past: a present or a progressive ("is cutting",
    "cuts"), a headline's bare participle ("Ford cutting jobs"); not "cut", "had cut",
    "was cutting", "has cut"."""
    if verb.pos_ not in ("VERB", "AUX") or verb.tag_ not in ("VBZ", "VBP", "VBG", "VB"):
        return False
    return not any(
        c.dep_ in ("aux", "auxpass") and (c.tag_ in _PAST_AUXILIARIES or word_base(c) == "have") for c in verb.children
    )


def headline_participle(verb: Token) -> bool:
    """A headline's bare past participle, with no auxiliary and no finite verb over it: "SEACOM
    problems only resolved next week", "Bridge reopened tomorrow" (a passive whose "will be" the
    headline drops; with a time still to come it is no fact: :func:`~kg.extract.mood.in_the_future`)."""
    if verb.tag_ != "VBN" or any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False
    return verb.dep_ == "ROOT" or (verb.dep_ == "acl" and verb.head.dep_ == "ROOT" and verb.head.pos_ != "VERB")


def not_told_as_past(verb: Token) -> bool:
    """A clause not told in the past (:func:`not_past`) or a headline's bare participle."""
    return not_past(verb) or headline_participle(verb)


def deadline(verb: Token) -> bool:
    """ "is cutting 30,000 jobs by 2012": a "by" phrase of a date on a clause not in the past
    sets a target, not something done."""
    if not not_past(verb) or any(c.dep_ in ("xcomp", "ccomp") for c in verb.children):
        # "wants to eliminate dealers by June": the deadline is the complement's, not the wanting's.
        return False
    return any(
        c.dep_ == "prep" and c.lower_ == "by" and any(o.dep_ == "pobj" and _a_time(o) for o in c.children)
        for c in verb.children
    )


def _a_time(word: Token) -> bool:
    """A date or a point of time: "2012", "March", "the end of the year", "then"."""
    return (
        word.ent_type_ in ("DATE", "TIME")
        or word.lower_ in ("end", "then")
        or (word.like_num and len(word.text) == 4 and word.text.isdigit())
    )


def part_of_a_plan(verb: Token) -> bool:
    """ "is cutting jobs as part of a plan": a step of a plan, in a clause not in the past."""
    if not not_past(verb):
        return False
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ != "as":
            continue
        part = next((c for c in prep.children if c.dep_ == "pobj" and c.lower_ == "part"), None)
        if part is None:
            continue
        for of in part.children:
            if (
                of.dep_ == "prep"
                and of.lower_ == "of"
                and any(o.dep_ == "pobj" and word_base(o) in _PLANS for o in of.children)
            ):
                return True
    return False


# Nouns whose happening is the asking itself: an offer rejected was still made.
_ASKING = frozenset(
    """offer bid proposal request appeal demand plea application motion claim call suggestion
    invitation challenge complaint""".split()
)
# What a deal must get through to come about: "fails to pass the Senate", "did not approve it".
_COMING_ABOUT = frozenset(
    "pass clear approve ratify adopt enact sign accept materialize materialise happen occur".split()
)
# Verbs that stop a deal: "rejected by regulators", "which the court blocked".
_STOPPING = NEGATIVE_GOVERNORS | CANCELLING | frozenset({"veto", "defeat", "overturn", "kill"})


# Adjectives of a copula that time its subject: "is due to", "is set to", "is slated to".
_DUE = frozenset("due set slated poised scheduled".split())


def due_to(verb: Token) -> bool:
    """ "(the sale) is due to be completed": a present copula whose adjective times an
    infinitive ("was due to expire yesterday" tells a past deadline)."""
    if word_base(verb) != "be" or verb.tag_ not in ("VBZ", "VBP"):
        return False
    return any(
        c.dep_ == "acomp" and c.lower_ in _DUE and any(x.dep_ == "xcomp" and infinitive(x) for x in c.children)
        for c in verb.children
    )


def never_came_about(noun: Token) -> bool:
    """An event noun whose happening the sentence says was stopped or not passed (see the
    module's doc)."""
    if noun.pos_ != "NOUN" or word_base(noun) in _ASKING:
        return False
    if noun.dep_ == "nsubj" and word_base(noun.head) == "fail":
        # "the deal fails to pass the Senate" ("the attack failed to kill him" was an attack).
        return any(c.dep_ == "xcomp" and word_base(c) in _COMING_ABOUT for c in noun.head.children)
    for clause in noun.children:
        if clause.dep_ == "acl" and clause.tag_ == "VBN" and word_base(clause) in _STOPPING:
            return True  # "the purchase, subsequently rejected by regulators"
        if clause.dep_ == "relcl" and _object_relative(clause) and _stops(clause):
            return True  # "the bill, which the Senate failed to pass"
    return False


def _object_relative(clause: Token) -> bool:
    """A relative clause whose noun is its object: "which the Senate rejected", "the Senate
    did not pass" (a subject of its own, the relative word not its subject)."""
    return any(c.dep_ == "nsubj" and c.lower_ not in ("which", "that", "who") for c in clause.children)


def _stops(verb: Token) -> bool:
    base = word_base(verb)
    if base in _STOPPING:
        return not any(c.dep_ == "xcomp" for c in verb.children) or any(
            c.dep_ == "xcomp" and word_base(c) in _COMING_ABOUT for c in verb.children
        )
    return base in _COMING_ABOUT and any(c.dep_ == "neg" for c in verb.children)


def reported_in_the_past(verb: Token) -> bool:
    """A past verb that is the reported clause of a past report: "was told that he had to
    apply" reports a "has to apply", an obligation still to be met."""
    head = verb.head
    return verb.dep_ == "ccomp" and head.tag_ in ("VBD", "VBN") and word_base(head) in REPORTING_VERBS


# Nouns that offer a choice: "the choice of keeping him or returning him".
_CHOICES = frozenset("choice choices option options alternative alternatives dilemma".split())


def alternatives(node: Token, head: Token) -> bool:
    """ "Faced with the choice of keeping the boy or returning him": a gerund after a noun of
    choosing, with another joined by "or", is one way offered, not taken ("made the choice of
    closing the plant" tells what was done)."""
    return (
        node.dep_ == "pcomp"
        and head.lower_ == "of"
        and word_base(head.head) in _CHOICES
        and any(c.dep_ == "cc" and c.lower_ in ("or", "nor") for c in node.children)
    )


# Verbs whose passive with an infinitive tells a plan made known: "the names are announced to
# be changed" ("announced that it changed them" tells a change made).
_MADE_KNOWN = frozenset("announce unveil".split())


def announced_to(node: Token, head: Token) -> bool:
    """ "The names are announced to be changed": a passive of announcing whose infinitive has
    no perfect ("was announced to have sold it" tells a sale)."""
    return (
        node.dep_ == "xcomp"
        and infinitive(node)
        and word_base(head) in _MADE_KNOWN
        and any(c.dep_ == "auxpass" for c in head.children)
        and not any(c.dep_ == "aux" and word_base(c) == "have" for c in node.children)
    )
