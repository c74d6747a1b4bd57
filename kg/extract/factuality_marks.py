"""Markers of an event the text does not assert that the parse hides from factuality's walk up
the tree (:mod:`kg.extract.factuality` reads them):

- a presumption: "abducted and presumed murdered", "feared drowned", "believed killed": the
  participle of presuming right before the event's word makes it a possibility, however the
  parse hangs the two together (as often as not as two conjuncts);
- "no longer": "the bank no longer owns the unit" denies that the owning holds now; the parser
  hangs "no" on "longer", not on the verb, so the verb's own negation misses it;
- a denial carried by an argument or a conjunction: "reached no agreement", "heard nothing"
  (a negative object), "Neither X nor Y gave a reason" (a subject opened by "neither"), "has
  not grown, nor has it merged" (a clause after "nor");
- hearsay: "Media reports have said the parts were moved", "rumours say he fled": what
  sources that name no one relay (:func:`hearsay`);
- a noun's infinitive the parse takes for the complement of the clause's verb: in "three
  stores to be shut are to be named", "to be shut" says what is to happen to the stores (a
  plan), but the parse may hang it on "are" as a clause of its own, asserted by the copula.

What a trigger's own clause says (:func:`own_clause`): its modals, negation, conditions,
hedges and these markers, the strongest label winning (:func:`stronger`). Pure functions over
spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.conditions import (
    asked_inside,
    claimed_by_copula,
    claimed_by_noun,
    condition_fragment,
    inverted_condition,
)
from kg.extract.disputed import disputed_content
from kg.extract.factuality_contested import contested
from kg.extract.factuality_plans import awaited, deadline, never_came_about, not_told_as_past, part_of_a_plan, pending
from kg.extract.factuality_words import (
    CONDITIONS,
    FUTURE_MODALS,
    FUTURE_MODIFIERS,
    HABITUAL,
    HEARSAY_KINDS,
    HEARSAY_SOURCES,
    HEDGES,
    NEGATIONS,
    NEGATIVE_PRONOUNS,
    UNCERTAIN_MODALS,
    UNCERTAIN_MODIFIERS,
)
from kg.extract.lexicon import REPORTING_VERBS
from kg.extract.mood import (
    describes,
    generic,
    imperative,
    in_the_future,
    infinitive,
    inverted,
    word_base,
)
from kg.extract.provisos import conditioned
from kg.extract.unrealised import advised, bounded_promise, led_to, rumoured, scheduled, wanted

# Verbs whose passive with an infinitive relays what no one named says: "is said to", "was
# reported to", "is understood to" ("is known to", "was found to" assert).
RELAYING = frozenset("say report rumor rumour understand".split())
# Nouns that ask for, offer or agree on the happening a noun before them names: "an arrest
# warrant", "a takeover bid", "a merger agreement" (a "bombing campaign" or a "rescue effort"
# is under way, so those stay out).
SEEKING_NOUNS = frozenset(
    "warrant request proposal plan bid threat offer order demand call ultimatum agreement deal".split()
)
# Participles of presuming, believing and fearing: "presumed dead", "feared drowned".
PRESUMING = frozenset("presumed believed feared thought assumed supposed".split())


def presumed(tok: Token) -> bool:
    """A past participle right after a participle of presuming: "presumed killed"."""
    if tok.i == 0 or tok.tag_ != "VBN":
        return False
    before = tok.doc[tok.i - 1]
    return before.lower_ in PRESUMING and before.tag_ in ("VBN", "VBD")


def no_longer(verb: Token) -> bool:
    """A clause marked "no longer": "no longer consolidates", "is no longer running"."""
    return any(
        c.dep_ == "advmod"
        and c.lower_ == "longer"
        and (any(n.lower_ == "no" for n in c.children) or (c.i > 0 and c.doc[c.i - 1].lower_ == "no"))
        for c in verb.children
    )


# Objects that deny the event: "heard nothing", "found no buyer".
NEGATIVE_OBJECTS = frozenset("nothing nobody none".split())
# "no more than $5 million" gives an amount, it denies nothing.
_COMPARATIVES = frozenset("more less fewer longer later".split())


def denied(verb: Token) -> bool:
    """A verb denied by its object, a "neither" subject or a "nor" before it (see the module's doc)."""
    if verb.pos_ not in ("VERB", "AUX"):
        return False
    doc = verb.doc
    for child in verb.children:
        if child.dep_ == "dobj" and (
            child.lower_ in NEGATIVE_OBJECTS
            or any(
                d.dep_ == "det" and d.lower_ == "no" and d.i + 1 < len(doc) and doc[d.i + 1].lower_ not in _COMPARATIVES
                for d in child.children
            )
        ):
            return True
        if child.dep_ in ("nsubj", "nsubjpass") and any(
            d.dep_ in ("det", "preconj") and d.lower_ == "neither" for d in child.children
        ):
            return True
    return verb.dep_ == "conj" and any(
        c.dep_ == "cc" and c.lower_ == "nor" and c.i < verb.i for c in verb.head.children
    )


def nouns_infinitive(node: Token, head: Token) -> bool:
    """An infinitive right after a noun, before the verb the parse hangs it on as a clause:
    "two plants to be sold are to be named" (the plants' sale is planned)."""
    if node.dep_ != "ccomp" or node.i > head.i:
        return False
    # "to" on the verb or on its auxiliary ("to/aux" of "be" of "to be sold"); the parse may
    # make the noun the infinitive's subject or leave it the copula's.
    auxiliaries = [c for c in node.children if c.dep_ in ("aux", "auxpass")]
    words = auxiliaries + [g for c in auxiliaries for g in c.children if g.dep_ == "aux"]
    to = next((c for c in words if c.lower_ == "to"), None)
    return to is not None and to.i > 0 and node.doc[to.i - 1].tag_ in ("NN", "NNS", "NNP", "NNPS")


# Strongest first: the label a mention gets when several markers apply.
_RANK = {"hypothetical": 0, "uncertain": 1, "negated": 2, "future": 3, "fact": 4}


def stronger(a: str, b: str) -> str:
    return a if _RANK[a] <= _RANK[b] else b


def _due(modifier: Token) -> bool:
    """ "the election due this September": "due" timing its noun; "losses due to the storm"
    gives a cause, and "payments due last month" a past deadline."""
    return (
        modifier.lower_ == "due"
        and not any(c.dep_ == "prep" and c.lower_ == "to" for c in modifier.children)
        and not any(t.lower_ in ("last", "ago", "yesterday", "earlier") for t in modifier.subtree)
    )


def _before_only(tok: Token) -> bool:
    """ "not only": "not only repulsed an attack" asserts it."""
    return tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].lower_ == "only"


def own_clause(node: Token) -> str:
    """What the words attached to ``node`` itself say: modals, negation, conditions."""
    label = "fact"
    for child in node.children:
        dep, low = child.dep_, child.lower_
        if dep in ("aux", "auxpass") or (dep == "advmod" and child.tag_ == "MD"):
            if child.tag_ == "MD" or low in UNCERTAIN_MODALS or low in FUTURE_MODALS:
                if low in UNCERTAIN_MODALS or word_base(child) in UNCERTAIN_MODALS:
                    label = stronger(label, "uncertain")
                elif low in FUTURE_MODALS or word_base(child) in FUTURE_MODALS:
                    label = stronger(label, "future")
            if any(c.dep_ == "neg" and not _before_only(c) for c in child.children):
                # "were not yet approved": the parse may hang the negation on the auxiliary.
                label = stronger(label, "negated")
        elif dep == "neg" or (dep in ("advmod", "det", "preconj") and low in NEGATIONS and low != "no"):
            if not _before_only(child):
                label = stronger(label, "negated")  # "not only repulsed an attack" asserts it
        elif dep == "det" and low == "no":
            label = stronger(label, "negated")
        elif dep == "det" and low == "any" and node.pos_ == "NOUN":
            # "receptive to any request", "any attack would be met with force": none in particular.
            label = stronger(label, "hypothetical")
        elif dep == "mark" and low in CONDITIONS and node.dep_ in ("advcl", "ccomp", "csubj"):
            return "hypothetical"
        elif dep == "mark" and low == "whether" and node.dep_ == "ROOT" and child.i == node.sent.start:
            # "Whether the deal makes sense remains to be seen": the parse may make the
            # subject clause the root; it is still only asked.
            return "hypothetical"
        elif dep in ("nsubj", "nsubjpass") and _negative_argument(child):
            label = stronger(label, "negated")
        elif (
            (dep == "advmod" and low in HEDGES)
            or (dep == "prep" and _according_to_hearsay(child))
            or (dep == "prep" and low == "according" and contested(child, node))
        ):
            label = stronger(label, "uncertain")
        elif dep == "advmod" and low in HABITUAL:
            label = stronger(label, "hypothetical")
        elif dep == "advcl" and any(
            m.dep_ == "mark" and m.lower_ in ("if", "unless", "whenever") for m in child.children
        ):
            # The main clause of a condition ("if it rains, the match will be off").
            label = stronger(label, "hypothetical")
        elif dep == "amod" and node.pos_ in ("NOUN", "PROPN"):
            base = word_base(child)
            if base in FUTURE_MODIFIERS or _due(child):
                # "the planned merger", "the general election due this September"
                label = stronger(label, "future")
            elif base in UNCERTAIN_MODIFIERS:
                label = stronger(label, "uncertain")
    if presumed(node):
        label = stronger(label, "uncertain")
    elif no_longer(node) or denied(node):
        label = stronger(label, "negated")
    if describes(node) or generic(node):
        label = stronger(label, "hypothetical")
    if imperative(node):
        # "Take it with water": an instruction, not something that happened.
        label = stronger(label, "future")
    if node.pos_ == "NOUN" and sought(node):
        label = stronger(label, "future")
    if (
        pending(node)
        or awaited(node)
        or conditioned(node)
        or (node.pos_ in ("VERB", "AUX") and (deadline(node) or part_of_a_plan(node)))
        or (not_told_as_past(node) and in_the_future(node))
    ):
        # "is pending approval", "is cutting jobs by 2012", "as part of a plan", "meets him next
        # week", a headline's "problems resolved next week": not done yet.
        label = stronger(label, "future")
    if never_came_about(node):
        # "the bailout deal fails to pass the Senate", "the purchase, rejected by regulators".
        label = stronger(label, "negated")
    if any(c.dep_ == "parataxis" and (hearsay(c) or contested(c, node)) for c in node.children):
        # "The raid, officers said privately, had been ordered": relayed by a speaker kept unnamed.
        label = stronger(label, "uncertain")
    if node.pos_ in ("NOUN", "PROPN") and any(_to_take_place(c) for c in node.children):
        # "another special event to be held on October 12": still to come.
        label = stronger(label, "future")
    if node.pos_ in ("VERB", "AUX") and (condition_fragment(node) or inverted_condition(node)):
        # "Unless he loses it.", "would have been a top pick had he left" (kg.extract.conditions).
        label = stronger(label, "hypothetical")
    if node.pos_ in ("VERB", "AUX") and (
        asked_inside(node) or claimed_by_copula(node) or claimed_by_noun(node) or disputed_content(node)
    ):
        # 'questions such as "had you seen it?"', "the suggestion was that she took it",
        # "declined to confirm or deny reports that he is trying".
        label = stronger(label, "uncertain")
    if bounded_promise(node) or led_to(node) or scheduled(node) or advised(node):
        # "promised to keep him until he was returned", "an obstacle to his return", "a return
        # date", "recommends users set up IE" (kg.extract.unrealised): not come about yet.
        label = stronger(label, "future")
    if wanted(node):
        # "disavowed any interest in driving": wanted, not done.
        label = stronger(label, "hypothetical")
    if rumoured(node):
        # "Rumours had Smith heading a package".
        label = stronger(label, "uncertain")
    if node.pos_ in ("VERB", "AUX") and inverted(node):
        # "The question is will they cooperate": an auxiliary before its subject asks.
        label = stronger(label, "uncertain")
    if node.pos_ in ("VERB", "AUX") and (_going_to(node) or (node.dep_ == "ROOT" and infinitive(node))):
        # "is going to close", and a headline's "Maker to close plant".
        label = stronger(label, "future")
    return label


def sought(noun: Token) -> bool:
    """An event noun that names what the noun after it asks or offers: "arrest warrants were
    issued" (no arrest yet), "a takeover bid", "a merger agreement". Read by the words, since
    the parse may hang the modifier anywhere in the phrase ("federal and state arrest
    warrants")."""
    if noun.tag_ != "NN" or noun.i + 1 >= len(noun.doc):
        return False
    after = noun.doc[noun.i + 1]
    return after.pos_ == "NOUN" and after.tag_ in ("NN", "NNS") and word_base(after) in SEEKING_NOUNS


def _negative_argument(tok: Token) -> bool:
    """ "No one", "nothing", "no injuries": a subject that denies the event."""
    return tok.lower_ in NEGATIVE_PRONOUNS or any(c.dep_ == "det" and c.lower_ == "no" for c in tok.children)


def _going_to(verb: Token) -> bool:
    """ "is going to close", "is to close", "is about to close": a future by periphrasis."""
    head = verb.head
    if verb.dep_ != "xcomp" or not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    if head.lower_ == "going" and any(c.dep_ == "aux" and word_base(c) == "be" for c in head.children):
        return True
    # "was the deadliest quake to hit": a noun in between is what the infinitive describes.
    return word_base(head) == "be" and head.pos_ == "AUX" and not any(c.dep_ == "attr" for c in head.children)


_TAKING_PLACE = frozenset("happen occur take begin start open close end".split())


def _to_take_place(clause: Token) -> bool:
    """ "(an event) to be held on Monday", "(talks) to begin next week": the noun's own
    infinitive says when it is to happen; "an amnesty to mark his win" says what for."""
    if clause.dep_ not in ("acl", "relcl") or not infinitive(clause):
        return False
    return any(c.dep_ == "auxpass" for c in clause.children) or word_base(clause) in _TAKING_PLACE


def relayed(node: Token, head: Token) -> bool:
    """What unnamed reports say, as their noun's clause ("following reports that he was
    spotted") or as a passive saying's infinitive with no one who says it ("were said to have
    breached", "is reported to have fled"): relayed, not asserted ("was said by the police to
    have fled" names its source)."""
    if node.dep_ == "acl" and not infinitive(node):
        return _unnamed_source(head)
    return (
        node.dep_ == "xcomp"
        and infinitive(node)
        and head.tag_ == "VBN"
        and word_base(head) in RELAYING
        and any(c.dep_ == "auxpass" for c in head.children)
        and not any(c.dep_ == "agent" for c in head.children)
    )


def hearsay(verb: Token) -> bool:
    """Whether ``verb`` reports what unnamed sources say: its subject is "reports", "media
    reports", "rumours", "an unconfirmed report", with no outlet or person named in it
    ("Reuters reports", "a report by the ministry" name theirs); or its speaker is kept
    unnamed (:func:`anonymous`)."""
    return any(c.dep_ in ("nsubj", "nsubjpass") and _unnamed_source(c) for c in verb.children) or anonymous(verb)


# "said privately", "told reporters anonymously": said off the record.
_OFF_THE_RECORD = frozenset({"privately", "anonymously"})
# "asked not to be named", "declined to be identified", "on condition of anonymity".
_NAMING = frozenset({"named", "identified", "quoted"})


def anonymous(verb: Token) -> bool:
    """A saying whose speaker is kept unnamed: "officers said privately", "a detective,
    speaking on condition of anonymity, said", "said an officer who asked not to be named".
    What such a speaker says is relayed, not asserted by the text. Read in the saying's
    sentence, since the parse hangs the aside on whatever verb is near."""
    if word_base(verb) not in REPORTING_VERBS:
        return False
    if any(c.dep_ == "advmod" and c.lower_ in _OFF_THE_RECORD for c in verb.children):
        return True
    for tok in verb.sent:
        if tok.lower_ == "anonymity":
            return True
        if tok.lower_ in _NAMING and tok.tag_ == "VBN" and any(c.dep_ == "neg" for c in tok.children):
            return True
    return False


def _according_to_hearsay(prep: Token) -> bool:
    """ "according to media reports": the clause it hangs on is relayed from no one named."""
    return prep.lower_ == "according" and any(t.dep_ == "pobj" and _unnamed_source(t) for t in prep.subtree)


def _unnamed_source(noun: Token) -> bool:
    if word_base(noun) not in HEARSAY_SOURCES:
        return False
    if any(_names_a_source(t, noun) for t in noun.subtree if t.i != noun.i):
        return False
    if noun.tag_ == "NNS":
        return not any(c.dep_ in ("det", "poss") and c.lower_ not in ("some", "several") for c in noun.children)
    return any(c.lower_ in HEARSAY_KINDS for c in noun.children if c.dep_ in ("amod", "compound", "nmod"))


def _names_a_source(tok: Token, noun: Token) -> bool:
    """Whether a word under a report noun names who reports ("Xinhua reports", "a report by the
    ministry", "the ministry's report"), not where it appeared ("media reports in Kenya") or a
    nationality ("Kenyan media reports")."""
    if tok.dep_ == "poss":
        return True
    if tok.lower_ in HEARSAY_KINDS:
        return False  # "Media reports": the parse may take "Media" for an organisation
    if tok.pos_ != "PROPN" and tok.ent_type_ not in ("ORG", "PERSON"):
        return any(c.lower_ == "by" for c in tok.ancestors if c.i > noun.i and c.head.i == noun.i)
    node = tok
    while node.i != noun.i and node.head.i != node.i:
        if node.dep_ == "prep" and node.lower_ in ("in", "from", "across", "throughout"):
            return False
        node = node.head
    return True


def leads_to(verb: Token) -> bool:
    """ "information leading to", "tips that lead to": what a reward asks for."""
    return (
        word_base(verb) == "lead"
        and verb.dep_ in ("acl", "relcl")
        and word_base(verb.head) in ("information", "tip", "clue", "evidence")
    )


def instead(node: Token, head: Token) -> bool:
    """ "rather than recall ..." (a clause marked "than" with "rather") or "instead of closing ..."."""
    if node.dep_ == "advcl":
        words = {c.lower_ for c in node.children if c.dep_ in ("mark", "advmod")}
        # the parse may hang "rather" on "than" ("rather than go through the humiliation")
        words |= {g.lower_ for c in node.children if c.dep_ == "mark" and c.lower_ == "than" for g in c.children}
        return {"rather", "than"} <= words
    return node.dep_ == "pcomp" and head.lower_ == "of" and any(c.lower_ == "instead" for c in head.children)
