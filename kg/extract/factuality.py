"""Whether the text asserts that an event happened: its factuality, from the parse.

One label a trigger, by the precedence the annotated corpora use (MEANTIME,
TimeML): ``hypothetical`` (a condition: "if it closes") over ``uncertain``
(a modal, a belief, a question: "may close") over ``negated`` ("did not
close"; "may not close" is uncertain) over ``future`` (planned, expected,
"will close"; "will not close" is negated) over ``fact``.

The label comes from the trigger's own clause (auxiliaries, negation, its
subject "no one") and from what governs it, walking up the dependency tree:
a complement takes what its governing verb makes of it ("wants to *leave*"
is future, "failed to *leave*" negated, "said it *left*" keeps the fact of
"said"), and a clause under a governor that is not a fact is not a fact
either ("may say it *left*"). Pure functions over spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma

FACTUALITY_LABELS: tuple[str, ...] = ("fact", "negated", "uncertain", "future", "hypothetical")
# Strongest first: the label a mention gets when several markers apply.
_RANK = {"hypothetical": 0, "uncertain": 1, "negated": 2, "future": 3, "fact": 4}

_UNCERTAIN_MODALS = frozenset("may might could can should must ought".split())
# "would" is the future of the past in reported speech ("said it would close").
_FUTURE_MODALS = frozenset("will shall 'll wo would 'd".split())
_NEGATIONS = frozenset("not n't never no neither nor".split())
_NEGATIVE_PRONOUNS = frozenset("nobody nothing none no-one noone".split())
_CONDITIONS = frozenset("if unless whether provided providing lest".split())

# Governors of a complement (verb or noun) and what they make of it.
# Wanting, planning, demanding, proposing, trying: the complement has not happened.
_FUTURE_GOVERNORS = frozenset(
    """
want wish plan intend aim expect schedule prepare seek try attempt strive propose urge demand ask call
order request push press pledge promise vow threaten vote agree decide offer hope need plot set mean
await require insist recommend encourage invite persuade convince authorize authorise approve allow
permit tell advise appeal lobby campaign struggle move work seek bid opt choose resolve determine
desire long yearn volunteer help design
""".split()
)
# Believing, guessing, fearing: the complement is a possibility.
_UNCERTAIN_GOVERNORS = frozenset(
    """
think believe suspect fear doubt guess suppose speculate assume estimate predict consider seem appear
wonder question imagine reckon presume allege suggest hint likely possible probable unlikely able
""".split()
)
# Failing, refusing, preventing, denying: the complement did not happen.
_NEGATIVE_GOVERNORS = frozenset(
    """
fail refuse decline deny prevent avoid stop block bar cancel forbid prohibit reject refrain neglect
forget halt abandon thwart foil avert scrap drop resist
""".split()
)
# Nouns that make what they govern unasserted: "a plan to cut", "calls for talks".
_FUTURE_NOUNS = frozenset(
    """
plan plans proposal call calls demand demands request bid attempt effort threat offer intention
promise pledge goal aim hope hopes wish desire push pressure need decision agreement deal readiness
willingness ultimatum order appeal campaign
""".split()
)
_UNCERTAIN_NOUNS = frozenset(
    "possibility chance risk prospect likelihood fear fears danger suspicion rumor rumour".split()
)
# Modifiers of an event noun: "planned merger", "possible attack", "no agreement".
_FUTURE_MODIFIERS = frozenset(
    "planned proposed upcoming future forthcoming impending expected scheduled prospective intended".split()
)
_UNCERTAIN_MODIFIERS = frozenset("possible potential likely probable alleged suspected rumored rumoured".split())
_NEGATIVE_PREPS = frozenset({"without"})
# Forms the small pipeline's lemmatizer gets wrong ("hoped" as "hop").
_MISLEMMATISED = {"hoped": "hope", "hoping": "hope", "hopes": "hope"}
# Verbs that, in the simple present, describe what a thing is like rather than tell
# something that happened: "the phone comes in two colours", "it features a camera".
# A generic statement (MEANTIME's GEN), so no fact on the timeline.
_DESCRIBING_VERBS = frozenset("come feature contain integrate utilize utilise weigh measure wrap".split())
# Subordinators of a clause of time.
_TEMPORAL_MARKS = frozenset("before until till when whenever once after as".split())
_RANKS = frozenset("first second third last only".split())
_TEMPORAL_PREPS = frozenset("before after until till during following ahead".split())
_COMPLEMENT_DEPS = frozenset({"xcomp", "ccomp", "pcomp", "acomp", "oprd"})
_ARGUMENT_DEPS = frozenset({"dobj", "nsubjpass", "pobj", "attr", "nsubj", "dative"})


def factuality(tok: Token) -> str:
    """The factuality of the event ``tok`` triggers: one of :data:`FACTUALITY_LABELS`."""
    label = "fact"
    seen: set[int] = set()
    node = tok
    first = True
    # Walk up: each step is a clause (or noun phrase) and what governs it.
    while node.i not in seen:
        seen.add(node.i)
        own = _own(node)
        if not first and own == "negated":
            # "did not say it closed": the closing is not asserted, nor denied.
            own = "uncertain"
        label = _stronger(label, own)
        first = False
        if label == "hypothetical":
            return label
        head = node.head
        if head.i == node.i:
            break
        step, go_on = _governed(node, head)
        label = _stronger(label, step)
        if not go_on:
            break
        node = head
    if label in ("fact", "future") and _question(tok):
        label = "uncertain"
    return label


def _stronger(a: str, b: str) -> str:
    return a if _RANK[a] <= _RANK[b] else b


def _base(tok: Token) -> str:
    return (lemma(tok) or tok.lower_).lower()


def _own(node: Token) -> str:
    """What the words attached to ``node`` itself say: modals, negation, conditions."""
    label = "fact"
    for child in node.children:
        dep, low = child.dep_, child.lower_
        if dep in ("aux", "auxpass") or (dep == "advmod" and child.tag_ == "MD"):
            if child.tag_ == "MD" or low in _UNCERTAIN_MODALS or low in _FUTURE_MODALS:
                if low in _UNCERTAIN_MODALS or _base(child) in _UNCERTAIN_MODALS:
                    label = _stronger(label, "uncertain")
                elif low in _FUTURE_MODALS or _base(child) in _FUTURE_MODALS:
                    label = _stronger(label, "future")
        elif dep == "neg" or (dep in ("advmod", "det", "preconj") and low in _NEGATIONS and low != "no"):
            label = _stronger(label, "negated")
        elif dep == "det" and low == "no":
            label = _stronger(label, "negated")
        elif dep == "mark" and low in _CONDITIONS and node.dep_ in ("advcl", "ccomp", "csubj"):
            return "hypothetical"
        elif dep in ("nsubj", "nsubjpass") and _negative_argument(child):
            label = _stronger(label, "negated")
        elif dep == "advcl" and any(m.dep_ == "mark" and m.lower_ in ("if", "unless") for m in child.children):
            # The main clause of a condition ("if it rains, the match will be off").
            label = _stronger(label, "hypothetical")
        elif dep == "amod" and node.pos_ in ("NOUN", "PROPN"):
            base = _base(child)
            if base in _FUTURE_MODIFIERS:
                label = _stronger(label, "future")
            elif base in _UNCERTAIN_MODIFIERS:
                label = _stronger(label, "uncertain")
    if _describes(node):
        label = _stronger(label, "hypothetical")
    if node.pos_ in ("VERB", "AUX") and (_going_to(node) or (node.dep_ == "ROOT" and _infinitive(node))):
        # "is going to close", and a headline's "Maker to close plant".
        label = _stronger(label, "future")
    return label


def _describes(verb: Token) -> bool:
    """ "It comes in two colours": a describing verb in the simple present, no auxiliary."""
    if verb.tag_ not in ("VBZ", "VBP") or _base(verb) not in _DESCRIBING_VERBS:
        return False
    if any(c.dep_ in ("aux", "auxpass", "neg") for c in verb.children):
        return False
    # "comes in two colours", "comes with a case"; not "the move comes after a loss".
    return _base(verb) != "come" or any(c.dep_ == "prep" and c.lower_ in ("in", "with") for c in verb.children)


def _negative_argument(tok: Token) -> bool:
    """ "No one", "nothing", "no injuries": a subject that denies the event."""
    return tok.lower_ in _NEGATIVE_PRONOUNS or any(c.dep_ == "det" and c.lower_ == "no" for c in tok.children)


def _going_to(verb: Token) -> bool:
    """ "is going to close", "is to close", "is about to close": a future by periphrasis."""
    head = verb.head
    if verb.dep_ != "xcomp" or not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    if head.lower_ == "going" and any(c.dep_ == "aux" and _base(c) == "be" for c in head.children):
        return True
    # "was the deadliest quake to hit": a noun in between is what the infinitive describes.
    return _base(head) == "be" and head.pos_ == "AUX" and not any(c.dep_ == "attr" for c in head.children)


def _governed(node: Token, head: Token) -> tuple[str, bool]:
    """What ``head`` makes of ``node`` (a clause or noun it governs), and whether
    the walk goes on up to ``head``'s own context."""
    dep = node.dep_
    if dep in ("relcl", "acl") and _infinitive(node) and _ranked(head):
        # "the deadliest earthquake to hit the area", "the first woman to win": a ranked
        # noun's infinitive tells what happened.
        return "fact", False
    if dep == "relcl" and _infinitive(node) and not any(c.dep_ == "aux" and _base(c) == "have" for c in node.children):
        # "the dealerships to close", "a reason to sue": not (yet) done.
        return "future", False
    if dep == "prep" and node.lower_ in _TEMPORAL_PREPS and head.pos_ in ("VERB", "AUX"):
        # "will be signed during the show", "will leave after meeting him": what a phrase
        # of time places is still to come when its clause is; "may have left after the
        # shooting" does not make the shooting uncertain (it is presupposed).
        return _future_or_fact(head), False
    if dep in ("relcl", "appos", "parataxis", "punct", "dep", "ROOT"):
        # A relative clause or an aside asserts on its own.
        return "fact", False
    if dep == "conj":
        # "arrested and charged": a conjunct shares the first one's markers unless it has its own subject.
        own_subject = any(c.dep_ in ("nsubj", "nsubjpass") for c in node.children)
        if own_subject:
            return _context_of(head), False
        return "fact", True
    if dep == "advcl":
        # "when" is parsed as an adverb of the clause, not a subordinator.
        marks = {c.lower_ for c in node.children if c.dep_ == "mark" or (c.dep_ == "advmod" and c.tag_ == "WRB")}
        if marks & _CONDITIONS:
            return "hypothetical", False
        if marks & {"so", "lest"} or _infinitive(node):
            # A purpose: "went there to buy", "in order to buy".
            return "future", True
        if marks & _TEMPORAL_MARKS and _simple_present(node):
            # "two days before the phone launches", "until Iraq complies": English puts a
            # clause of time in the present whatever its time; the main clause's is its own.
            return _future_or_fact(head), False
        return "fact", False
    if dep == "acl":
        if _infinitive(node):
            # "a plan to cut", "the dealers to close": not (yet) done.
            return "future", True
        return "fact", False
    if dep in _COMPLEMENT_DEPS or dep in ("csubj", "csubjpass", "advmod", "npadvmod"):
        if dep == "pcomp" and _base(head) in _NEGATIVE_PREPS:
            return "negated", False
        if dep == "pcomp" and head.dep_ == "prep" and head.lower_ in ("from", "of", "to", "for", "on", "at"):
            # "prevented them from leaving", "accused of plotting": the preposition's governor decides.
            return _governor_effect(head.head), True
        return _governor_effect(head), True
    if dep in _ARGUMENT_DEPS or dep in ("compound", "nmod", "poss", "npadvmod"):
        if dep == "pobj" and head.dep_ == "prep":
            if head.lower_ in _NEGATIVE_PREPS:
                return "negated", False
            if head.lower_ in ("for", "to", "on", "of") and _base(head.head) in _FUTURE_NOUNS | _FUTURE_GOVERNORS:
                # "calls for talks", "a plan for a merger", "pressed for an inquiry".
                return "future", True
            if head.head.pos_ in ("NOUN", "PROPN"):
                return "fact", False
            if head.lower_ in _TEMPORAL_PREPS:
                return "fact", True  # on to the preposition, and from there to its verb
            return _governor_effect(head.head), True
        if node.pos_ in ("NOUN", "PROPN") and head.pos_ in ("VERB", "AUX") and dep in ("dobj", "nsubjpass"):
            return _governor_effect(head), True
        if node.pos_ in ("NOUN", "PROPN") and head.pos_ in ("VERB", "AUX") and dep == "nsubj":
            # "the change will occur": an event noun is what its predicate says of it.
            return "fact", True
        return "fact", False
    return "fact", False


def _governor_effect(gov: Token) -> str:
    """What a governing word makes of what it governs."""
    base = _base(gov)
    if gov.lower_ in _MISLEMMATISED:
        base = _MISLEMMATISED[gov.lower_]
    if base in _NEGATIVE_GOVERNORS:
        return "negated"
    if base in _UNCERTAIN_GOVERNORS or base in _UNCERTAIN_NOUNS:
        return "uncertain"
    if base in _FUTURE_GOVERNORS or base in _FUTURE_NOUNS:
        return "future"
    return "fact"


def _context_of(head: Token) -> str:
    """What a conjunct with its own subject shares with the first: the first one's governors."""
    if head.head.i == head.i:
        return "fact"
    step, go_on = _governed(head, head.head)
    return _stronger(step, factuality(head.head)) if go_on else step


def _future_or_fact(clause: Token) -> str:
    """ "future" when ``clause`` is still to come, else "fact": what a phrase of time
    takes from the clause it places. Only the time: a condition, a doubt or a negation
    of the clause is not the phrase's."""
    return "future" if factuality(clause) == "future" else "fact"


def _ranked(noun: Token) -> bool:
    """A noun ranked by a superlative or an ordinal: "the deadliest quake", "the first woman"."""
    return noun.lower_ in _RANKS or any(
        c.dep_ == "amod" and (c.tag_ in ("JJS", "RBS") or c.lower_ in _RANKS) for c in noun.children
    )


def _simple_present(verb: Token) -> bool:
    """A verb in the simple present, no auxiliary: "launches", "open"."""
    return verb.tag_ in ("VBZ", "VBP") and not any(c.dep_ in ("aux", "auxpass") for c in verb.children)


def _infinitive(verb: Token) -> bool:
    return any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)


def _question(tok: Token) -> bool:
    """The main verb of a direct question ("Will it close?")."""
    root = tok.head if tok.dep_ == "conj" else tok
    if root.dep_ != "ROOT":
        return False
    doc = tok.doc
    end = root.right_edge.i
    while end > root.i and doc[end].text in ('"', "”", "'", "’") or doc[end].is_space:
        end -= 1
    return doc[end].text == "?"
