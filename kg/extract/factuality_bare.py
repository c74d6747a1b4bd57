"""Verbs whose mood is another verb's: a bare verb that goes on an earlier infinitive or modal
the parse has left behind, and what someone is made to do ("scared them into supporting").

"were not granted visas to travel to the United States to stay with him while waiting out an
appeal filed by his relatives and *assist* in his rehabilitation": "assist" (a base form with
no subject, no auxiliary and no "to" of its own) is hung on "filed", a participle it cannot
share a clause with; it is the second verb of the earlier "to travel". "Attackers could set up
websites, Microsoft said, and then *run* code": hung on "said", "run" goes on "could set up".
Such a verb has the mood of the verb it continues, never the plain fact of the word the parse
hangs it on. Pure functions over spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.factuality_marks import own_clause
from kg.extract.mood import word_base

# Verbs whose past is their base form: a tagger's VB may be a past ("reported a loss and cut
# its dividend"), which is no bare verb.
_SAME_PAST = frozenset(
    """cut put set hit let shut quit spread cost hurt cast burst split bet bid read rid shed thrust
    upset broadcast forecast beat""".split()
)
_COORDINATORS = frozenset(("and", "or", "nor", "then"))


def continued_verb(node: Token, head: Token) -> Token | None:
    """The earlier verb of ``node``'s sentence that a bare verb conjoined to a verb of another
    form goes on: one with its own "to" or modal, the highest in the tree (nearest on a tie),
    or None when ``node`` is no such bare verb."""
    if node.tag_ != "VB" or node.lower_ in _SAME_PAST or head.tag_ in ("VB", "MD") or head.pos_ not in ("VERB", "AUX"):
        return None
    if any(c.dep_ in ("aux", "auxpass", "nsubj", "nsubjpass") for c in node.children):
        return None
    before = node.doc[max(node.sent.start, node.i - 3) : node.i]
    if not any(t.lower_ in _COORDINATORS for t in before):
        return None
    found: list[tuple[int, int, Token]] = []
    for tok in node.doc[node.sent.start : node.i]:
        if tok.tag_ != "VB" or node.is_ancestor(tok):
            continue
        if any(c.dep_ == "aux" and (c.tag_ in ("TO", "MD")) for c in tok.children):
            found.append((len(list(tok.ancestors)), -tok.i, tok))
    return min(found, key=lambda f: (f[0], f[1]))[2] if found else None


def caused_into(node: Token, head: Token) -> Token | None:
    """The verb that makes someone do ``node``: "tried to scare the leaders into *supporting*
    him", "pressured the company into *raising* wages". What is caused happened when the
    causing did and is as much in doubt as it ("looked into buying", with no one made to do
    it, names no result)."""
    if node.dep_ != "pcomp" or head.lower_ != "into" or head.dep_ != "prep":
        return None
    causer = head.head
    made = any(c.dep_ == "dobj" and c.i < head.i for c in causer.children)
    return causer if causer.pos_ == "VERB" and made else None


# Modifiers that make a happening's noun a plan or a possibility: "the slated visit", "a
# proposed merger", "a possible strike".
PLANNED = frozenset(
    "planned slated scheduled proposed upcoming forthcoming impending intended prospective pending".split()
)
POSSIBLE = frozenset("possible potential probable likely".split())


def planned_noun(tok: Token) -> str | None:
    """ "future" for a noun a plan's modifier heads ("talking about the slated visit of the
    Commerce Secretary in September", "ahead of the planned vote"), "uncertain" for a possible
    one, else None."""
    if tok.pos_ != "NOUN" or tok.dep_ in ("dobj", "nsubjpass", "attr"):
        return None  # "completed the planned sale": a verb's own argument is what the verb says
    if tok.dep_ == "nsubj" and word_base(tok.head) != "be":
        return None  # "the planned sale closed"; a copula says nothing of it ("the planned trip was a mission")
    words = {c.lower_ for c in tok.children if c.dep_ == "amod"}
    if words & POSSIBLE:
        return "uncertain"
    return "future" if words & PLANNED or any(_time_to_come(c) for c in tok.children) else None


# Words that put a span of the calendar after the day of writing: "next week's talks".
_COMING = frozenset("next coming following".split())
_TOMORROW = frozenset({"tomorrow"})


def _time_to_come(child: Token) -> bool:
    """A noun's time still to come: "next week's talks", "tomorrow's vote", "the talks next
    month" (a possessive or a noun of time the noun governs)."""
    if child.dep_ not in ("poss", "npadvmod", "compound", "nmod"):
        return False
    if child.lower_ in _TOMORROW:
        return True
    return any(c.dep_ in ("amod", "det") and c.lower_ in _COMING for c in child.children)


# Prepositions of a means that may also place in time ("through the summer"): a means only with
# an indefinite noun or a gerund after them (:func:`_open_means`).
_MEANS = frozenset({"through", "via"})


def _open_means(prep: Token) -> bool:
    """A means no earlier sentence told: "through a direct attack", "through selling assets"; a
    definite noun ("through the election") may be a time or a happening told as done."""
    for child in prep.children:
        if child.dep_ == "pcomp" and child.tag_ == "VBG":
            return True
        if child.dep_ == "pobj" and any(c.dep_ == "det" and c.lower_ in ("a", "an", "any") for c in child.children):
            return True
    return False


def means_of_possible(node: Token, head: Token) -> str | None:
    """What the means of a possible or conditional deed share of it: "Ford could turn up the
    heat by convening a meeting and urging holders to ..." (the convening is only possible;
    "tried to scare them by calling on Arabs" did call: a try's means took place); "Iraq could
    start hostilities either through a direct attack or by attacking Jordan" (both means; the
    second "by" is a conjunct of "through", which carries the walk up to the verb)."""
    if node.dep_ != "prep" or head.pos_ not in ("VERB", "AUX"):
        return None
    if node.lower_ != "by" and not (node.lower_ in _MEANS and _open_means(node)):
        return None
    own = own_clause(head)
    return own if own in ("uncertain", "hypothetical") else None


# Verbs whose "on" names the outing the verb itself is: "go on a trip", "embark on a tour",
# "went on strike", "left on a visit".
_SETTING_OUT = frozenset("go embark leave head".split())


def outing_of(node: Token, head: Token) -> Token | None:
    """The verb whose outing ``node`` names ("the first-graders proposed to go on the *trip*":
    the trip is the going, still to come; "went on *strike*": the strike is the going), or None.
    The noun shares the verb's factuality, which a setting's noun ("met on the train") does not."""
    if node.dep_ != "pobj" or head.dep_ != "prep" or head.lower_ not in ("on", "upon"):
        return None
    verb = head.head
    return verb if verb.pos_ == "VERB" and word_base(verb) in _SETTING_OUT else None
