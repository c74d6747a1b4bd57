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

from collections.abc import Iterable

from spacy.tokens import Doc, Token

from kg.extract.lexicon import VERB_CLASS
from kg.extract.nlp import lemma

FACTUALITY_LABELS: tuple[str, ...] = ("fact", "negated", "uncertain", "future", "hypothetical")
# Strongest first: the label a mention gets when several markers apply.
_RANK = {"hypothetical": 0, "uncertain": 1, "negated": 2, "future": 3, "fact": 4}

_UNCERTAIN_MODALS = frozenset("may might could can should must ought".split())
# "would" is the future of the past in reported speech ("said it would close").
_FUTURE_MODALS = frozenset("will shall 'll wo would 'd".split())
_NEGATIONS = frozenset("not n't never no neither nor".split())
_NEGATIVE_PRONOUNS = frozenset("nobody nothing none no-one noone".split())
_CONDITIONS = frozenset("if unless whether provided providing lest whenever".split())

# Governors of a complement (verb or noun) and what they make of it.
# Wanting, planning, demanding, proposing, trying: the complement has not happened.
_FUTURE_GOVERNORS = frozenset(
    """
want wish plan intend aim expect schedule prepare seek try attempt strive propose urge demand ask call
order request push press pledge promise vow threaten vote agree decide offer hope need plot set mean
await require insist recommend encourage invite persuade convince authorize authorise approve allow
permit tell advise appeal lobby campaign struggle move work seek bid opt choose resolve determine
desire long yearn volunteer help design due poised ready willing eager delay postpone defer
""".split()
)
# Believing, guessing, fearing: the complement is a possibility.
_UNCERTAIN_GOVERNORS = frozenset(
    """
think believe suspect fear doubt guess suppose speculate assume estimate predict consider seem appear
wonder question imagine reckon presume allege suggest hint likely possible probable unlikely able
unclear uncertain unknown capable
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
_DESCRIBING_VERBS = frozenset("come feature contain integrate utilize utilise weigh measure wrap work cost".split())
# Participles that place or describe a thing: "a court located in London", "a firm based in Ohio".
_PLACING_PARTICIPLES = frozenset("locate base headquarter situate".split())
# Subordinators of a clause of time.
_TEMPORAL_MARKS = frozenset("before until till when once after as".split())
# Adverbs that hedge what their clause says: "maybe eliminated", "reportedly fled".
# Not "allegedly" nor "reportedly": "allegedly shot a man" doubts who shot, not the shooting.
_HEDGES = frozenset("maybe perhaps possibly probably apparently supposedly".split())
# Verbs that say an event named as their subject or object did not take place as planned:
# "the vote was called off", "the ceremony has been delayed".
_CANCELLING = frozenset("cancel scrap scrub abort".split())
_DELAYING = frozenset("delay postpone defer reschedule".split())
# Saying a slogan or a chant asserts nothing that happened: "chanting: 'we sacrifice our blood'".
CHANTING = frozenset("chant shout sing scream yell chorus slogan".split())
_RANKS = frozenset("first second third last only".split())
_TEMPORAL_PREPS = frozenset("before after until till during following ahead".split())
_COMPLEMENT_DEPS = frozenset({"xcomp", "ccomp", "pcomp", "acomp", "oprd"})
_INTENSIONAL = "kg.intensional"
# Verbs that report what their clause says: "told reporters he had resigned".
_TELLING = frozenset("tell inform assure remind notify report announce confirm reveal say state add".split())
# Verbs and nouns whose "for" names what was done: "praised for rescuing", "arrested for murder".
_FOR_WHAT_WAS_DONE = frozenset(
    """
praise thank blame criticize criticise condemn punish fine jail sentence arrest convict apologize apologise
award honor honour known famous responsible credit compensation apology responsibility file
""".split()
)
# Intentions and attitudes that assert what they govern: knowing, finding, managing, beginning.
_FACTIVE = frozenset(
    """
know realize realise regret learn discover find notice acknowledge admit recognize recognise remember
forget manage succeed begin start continue resume keep finish complete end stop cease see hear watch
say tell report announce confirm reveal show prove
""".split()
)
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
        if head.i == node.i or _presupposed(node):
            break
        step, go_on = _governed(node, head)
        label = _stronger(label, step)
        if not go_on:
            break
        node = head
    if label in ("fact", "future") and _question(tok):
        label = "uncertain"
    return label


_ACCUSING = frozenset("suspect accuse charge convict arrest indict blame sentence jail try prosecute".split())
_SETTING_PREPS = frozenset({"in", "at", "during", "with", "by", "near", "inside", "outside"})
_PAST_WORDS = frozenset("last ago yesterday earlier previous previously".split())


def _in_the_past(verb: Token) -> bool:
    """Whether a clause's own phrase of time points back: "last week", "two days ago", "yesterday"."""
    for child in verb.children:
        if child.dep_ in ("npadvmod", "advmod", "prep", "tmod") and any(t.lower_ in _PAST_WORDS for t in child.subtree):
            return True
    return False


def _presupposed(node: Token) -> bool:
    """An event noun with a possessor is taken as given, whatever governs it: "to mark his
    win in an election last week" aims at the marking, not at the win."""
    return node.pos_ == "NOUN" and any(c.dep_ == "poss" for c in node.children)


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
            if not (child.i + 1 < len(child.doc) and child.doc[child.i + 1].lower_ == "only"):
                label = _stronger(label, "negated")  # "not only repulsed an attack" asserts it
        elif dep == "det" and low == "no":
            label = _stronger(label, "negated")
        elif dep == "mark" and low in _CONDITIONS and node.dep_ in ("advcl", "ccomp", "csubj"):
            return "hypothetical"
        elif dep in ("nsubj", "nsubjpass") and _negative_argument(child):
            label = _stronger(label, "negated")
        elif dep == "advmod" and low in _HEDGES:
            label = _stronger(label, "uncertain")
        elif dep == "advcl" and any(
            m.dep_ == "mark" and m.lower_ in ("if", "unless", "whenever") for m in child.children
        ):
            # The main clause of a condition ("if it rains, the match will be off").
            label = _stronger(label, "hypothetical")
        elif dep == "amod" and node.pos_ in ("NOUN", "PROPN"):
            base = _base(child)
            if base in _FUTURE_MODIFIERS:
                label = _stronger(label, "future")
            elif base in _UNCERTAIN_MODIFIERS:
                label = _stronger(label, "uncertain")
    if _describes(node) or _generic(node):
        label = _stronger(label, "hypothetical")
    if _imperative(node):
        # "Take it with water": an instruction, not something that happened.
        label = _stronger(label, "future")
    if node.pos_ in ("NOUN", "PROPN") and any(c.dep_ in ("acl", "relcl") and _infinitive(c) for c in node.children):
        # "another special event to be held on October 12": still to come.
        label = _stronger(label, "future")
    if node.pos_ in ("VERB", "AUX") and _inverted(node):
        # "The question is will they cooperate": an auxiliary before its subject asks.
        label = _stronger(label, "uncertain")
    if node.pos_ in ("VERB", "AUX") and (_going_to(node) or (node.dep_ == "ROOT" and _infinitive(node))):
        # "is going to close", and a headline's "Maker to close plant".
        label = _stronger(label, "future")
    return label


# Subjects that make a simple-present clause a general statement: "you can take it",
# "people sleep better", "most patients recover".
_GENERIC_SUBJECTS = frozenset("you one people anyone everyone someone".split())
_GENERIC_DETERMINERS = frozenset("most many some all any every".split())
# Verbs of saying, believing and wanting: in the present they attribute news, not generalise.
_ATTRIBUTING = (
    _TELLING
    | _UNCERTAIN_GOVERNORS
    | _FUTURE_GOVERNORS
    | frozenset(w for w, c in VERB_CLASS.items() if c == "statement")
)


def _generic(verb: Token) -> bool:
    """A general statement, not a report: a simple-present verb (not a reporting one) whose
    subject is "you", "people", or a plural with no article or with "most", "many"..."""
    base = _base(verb)
    if not (_simple_present(verb) or _mistagged_present(verb)) or base in _ATTRIBUTING:
        # "Officials believe", "analysts expect", "police say": news told in the present.
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None:
        return False
    if subject.lower_ in _GENERIC_SUBJECTS:
        return True
    if subject.tag_ != "NNS":
        return False
    dets = [c.lower_ for c in subject.children if c.dep_ in ("det", "amod", "poss", "nummod", "compound")]
    return not dets or any(d in _GENERIC_DETERMINERS for d in dets)


def _imperative(verb: Token) -> bool:
    """A command: a sentence's main verb in the base form with no subject and no auxiliary
    ("Take it with water", and "avoid coffee" after it)."""
    if verb.dep_ == "conj" and verb.head.dep_ == "ROOT":
        verb = verb.head
    if verb.dep_ != "ROOT" or not (verb.tag_ == "VB" or _mistagged_command(verb)):
        return False
    return not any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "expl") for c in verb.children)


def _mistagged_present(word: Token) -> bool:
    """A noun with a subject of its own is a present-tense verb the tagger missed
    ("Most patients sleep better", "sleep" tagged NN)."""
    return word.tag_ in ("NN", "NNS") and any(c.dep_ == "nsubj" for c in word.children)


def _mistagged_command(word: Token) -> bool:
    """A sentence's first word tagged as a noun but taking an object ("Visit Dr. Ek at the
    clinic"): a command the tagger missed."""
    return (
        word.tag_ == "NN"
        and word.i == word.sent.start
        and word.text[:1].isupper()
        and any(c.dep_ == "dobj" for c in word.children)
    )


def _inverted(verb: Token) -> bool:
    """A question's word order: a modal or "do" before the subject ("will they cooperate",
    "did he know"), in a clause that is not the sentence's first words' statement."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    aux = [c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.i < subject.i]
    return any(c.tag_ == "MD" or _base(c) == "do" for c in aux)


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
    if dep == "acl" and node.tag_ == "VBN" and _base(node) in _PLACING_PARTICIPLES:
        return "hypothetical", False
    if dep == "relcl" and _present_passive(node):
        # "a player, which is made by Apple": what a thing is, not what happened.
        return "hypothetical", False
    if dep == "relcl" and _simple_present(node) and node.pos_ == "VERB" and _base(node) not in _FACTIVE:
        # "a system that brings new features", "software that works with it": what a thing
        # is like, not something that happened (a generic statement).
        return "hypothetical", False
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
        if marks & {"when", "whenever", "once"} and node.tag_ == "VBN" and not _has_subject(node):
            # "calls drop when held in a certain way": whenever that is done, a generic case.
            return "hypothetical", False
        if _infinitive(node) and any(c.dep_ == "nsubj" and _ranked(c) for c in node.children):
            # "after the deadliest quake to hit the region", parsed as a clause: what happened.
            return "fact", False
        if _infinitive(node) and _in_the_past(node):
            # "to mark his win in an election last week": a purpose can name what was.
            return "fact", False
        if marks & {"so", "lest"} or _infinitive(node):
            # A purpose: "went there to buy", "in order to buy".
            return "future", True
        if marks & _TEMPORAL_MARKS and _simple_present(node):
            # "two days before the phone launches", "until Iraq complies": English puts a
            # clause of time in the present whatever its time; the main clause's is its own,
            # and a generic one's ("people sleep better when they exercise") generic.
            if factuality(head) == "hypothetical":
                return "hypothetical", False
            return _future_or_fact(head), False
        return "fact", False
    if dep == "acl":
        if _infinitive(node):
            # "a plan to cut", "the dealers to close": not (yet) done.
            return "future", True
        return "fact", False
    if dep == "xcomp" and _infinitive(node) and head.pos_ in ("VERB", "AUX", "ADJ"):
        # "founded to halt", "massed to defend", "poised to intervene": an infinitive says
        # what is aimed at, unless its governor asserts it ("managed to", "began to").
        effect = _governor_effect(head)
        if effect == "fact" and _base(head) not in _FACTIVE and _base(head) not in ("have", "be", "use"):
            effect = "future"
        return effect, True
    if dep == "ccomp" and _base(head) in _TELLING and not _infinitive(node):
        # "told reporters (that) he resigned": reported as it was told, like "said"; only
        # "told him to resign" is a request.
        return "fact", True
    if dep in ("pcomp", "pobj") and head.lower_ in ("of", "with", "for", "in") and _base(head.head) in _ACCUSING:
        # "suspected of shooting three people", "charged with murder": who did it is alleged,
        # not that it happened.
        return "fact", False
    if dep in _COMPLEMENT_DEPS or dep in ("csubj", "csubjpass", "advmod", "npadvmod"):
        if dep == "pcomp" and _base(head) in _NEGATIVE_PREPS:
            return "negated", False
        if dep == "pcomp" and head.lower_ == "for" and _base(head.head) not in _FOR_WHAT_WAS_DONE:
            # "held for questioning", "targeted for killing": what it is for has not happened.
            return "future", True
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
            if head.lower_ == "for" and node.pos_ == "NOUN" and _base(head.head) not in _FOR_WHAT_WAS_DONE:
                # "targeted for assassination", "left for consultations", "a reward for the arrest".
                return "future", True
            if head.head.pos_ in ("NOUN", "PROPN"):
                return "fact", False
            if head.lower_ in _TEMPORAL_PREPS:
                return "fact", True  # on to the preposition, and from there to its verb
            # "mark his win in an election": a setting is no complement of what the verb intends.
            return _governor_effect(head.head, intended=head.lower_ not in _SETTING_PREPS), True
        if node.pos_ in ("NOUN", "PROPN") and head.pos_ in ("VERB", "AUX") and dep in ("dobj", "nsubjpass"):
            if _base(head) == "announce" and node.tag_ in ("NN", "NNS"):
                # "announced sweeping cuts", "announced another event": what a company
                # announces is most often still to come.
                return _stronger("future", _governor_effect(head)), True
            return _governor_effect(head), True
        if node.pos_ in ("NOUN", "PROPN") and head.pos_ in ("VERB", "AUX") and dep == "nsubj":
            # "the change will occur": an event noun is what its predicate says of it.
            return "fact", True
        return "fact", False
    return "fact", False


def _governor_effect(gov: Token, intended: bool = True) -> str:
    """What a governing word makes of what it governs."""
    base = _base(gov)
    if gov.lower_ in _MISLEMMATISED:
        base = _MISLEMMATISED[gov.lower_]
    if base in _NEGATIVE_GOVERNORS or base in _CANCELLING or (base == "call" and _particle(gov, "off")):
        return "negated"
    if base == "have" and gov.tag_ != "VBD":
        # "would have to go", "has to leave": an obligation, not (yet) done.
        return "future"
    if base in _UNCERTAIN_GOVERNORS or base in _UNCERTAIN_NOUNS:
        return "uncertain"
    if base in _FUTURE_GOVERNORS or base in _FUTURE_NOUNS:
        return "future"
    if intended and gov.i in gov.doc.user_data.get(_INTENSIONAL, ()) and base not in _FACTIVE:
        # A word the event model reads as an intention or an attitude (TimeML's I_ACTION,
        # I_STATE: "intent on halting", "a reward for the arrest", "poised to intervene")
        # does not assert what it governs.
        return "future"
    return "fact"


def mark_intensional(doc: Doc, tokens: Iterable[int]) -> None:
    """Record which words of ``doc`` the event model reads as intentions or attitudes
    (TimeML's I_ACTION and I_STATE): :func:`factuality` then takes what they govern as not
    asserted, unless the word is factive ("knew that", "managed to")."""
    # A tuple, not a set: a Doc's user data must stay serialisable (DocBin, worker pipes).
    doc.user_data[_INTENSIONAL] = tuple(sorted(set(tokens)))


def _particle(verb: Token, word: str) -> bool:
    return any(c.dep_ == "prt" and c.lower_ == word for c in verb.children)


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


def _has_subject(verb: Token) -> bool:
    return any(c.dep_ in ("nsubj", "nsubjpass", "csubj", "expl") for c in verb.children)


def _present_passive(verb: Token) -> bool:
    """ "is made", "are sold": a passive in the simple present."""
    return verb.tag_ == "VBN" and any(c.dep_ == "auxpass" and c.tag_ in ("VBZ", "VBP") for c in verb.children)


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


def chanted(tok: Token) -> bool:
    """Whether the trigger's sentence chants or shouts something ("chanting 'we sacrifice our
    blood'"): the caller asks only for a trigger inside quotation marks, whose words are then
    a slogan, not a report."""
    return any(_base(t) in CHANTING and t.pos_ in ("VERB", "NOUN") for t in tok.sent if t.i != tok.i)
