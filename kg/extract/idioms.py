"""Idioms and light uses of verbs: phrases whose words are not the events they seem.

"If push comes to shove" names no coming; in "the vote took place" the event is
the vote, not a taking; "opened fire" is a shooting, not a fire. Pure functions
over spaCy tokens, read by event detection (:mod:`kg.extract.events`).
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.nlp import lemma

# Fixed phrases, as lemmas, none of whose words is an event.
_IDIOMS: tuple[tuple[str, ...], ...] = (("push", "come", "to", "shove"),)
# A verb and its bare object that only say the subject happened: "the vote took place".
_LIGHT_USES = frozenset({("take", "place")})
# A verb and its bare object that name another event: its lemma and class.
_PHRASAL_EVENTS: dict[tuple[str, str], tuple[str, str]] = {("open", "fire"): ("shooting", "conflict")}
# "Passed through a phase", "passed across the border", "passed away", "passed out": a passing that
# enacts no law (a bill "passed through the Senate" does).
_PASSING_PREPS = frozenset({"through", "along", "across"})
_PASSING_PARTICLES = frozenset({"away", "out"})
_LAWMAKERS = frozenset(
    "senate house congress parliament committee assembly legislature chamber chambers council lords commons".split()
)
# Saying nothing: "declined to comment", "refused to elaborate". Newsroom formulas that
# tell where a quote is missing, neither a happening nor a statement a reader would draw.
_REFUSING = frozenset({"decline", "refuse"})
_SPEAKING = frozenset(
    {"comment", "elaborate", "speculate", "discuss", "specify", "identify", "answer", "respond", "confirm", "say"}
)
# The lemmas the words of those phrases have: every candidate word is asked, and a word with
# none of them is in no phrase, without its neighbours or children being read.
_IDIOM_WORDS = frozenset(word for idiom in _IDIOMS for word in idiom)
_LIGHT_VERBS = frozenset(verb for verb, _ in _LIGHT_USES)
_PHRASAL_VERBS = frozenset(verb for verb, _ in _PHRASAL_EVENTS)
_OBJECTS = frozenset(obj for _, obj in (*_LIGHT_USES, *_PHRASAL_EVENTS))
# The lemma a word of an idiom has ("rest" of "to rest" is also read by its spelling), and the
# lemma a word of a light use, a refusal to speak, "talking about" or "on sale" has.
_IDIOM_GATE = _IDIOM_WORDS | {"put", "rest"}
_LIGHT_GATE = _REFUSING | _SPEAKING | _LIGHT_VERBS | _OBJECTS | {"talk", "sale"}


def _base(tok: Token) -> str:
    return (lemma(tok) or tok.lower_).lower()


def _bare_object(verb: Token) -> str:
    """The lemma of the verb's object when it has no determiner or possessive ("took place",
    not "took his place"), else ""."""
    for child in verb.children:
        if child.dep_ == "dobj" and not any(c.dep_ in ("det", "poss", "amod") for c in child.children):
            return _base(child)
    return ""


def _to_rest(tok: Token) -> bool:
    """The "rest" of "to rest" after a "put" in its sentence; read by the words, since the
    parse may hang "rest" on any noun of the object ("put the chance of a strike to rest")."""
    if tok.lower_ != "rest" or tok.i == 0 or tok.doc[tok.i - 1].lower_ != "to":
        return False
    return any(_base(t) == "put" for t in tok.doc[max(tok.sent.start, tok.i - 10) : tok.i])


def put_to_rest(tok: Token) -> bool:
    """Either word of "put the rumours to rest", "any chance was put to rest": a dismissal
    told as a figure, whose label would be "put rumours" ("laid to rest" is a burial)."""
    if _base(tok) == "put":
        return any(_to_rest(t) for t in tok.doc[tok.i + 1 : min(tok.sent.end, tok.i + 10)])
    return _to_rest(tok)


def in_idiom(tok: Token) -> bool:
    """Whether ``tok`` is a word of a fixed idiom ("push comes to shove", "put it to rest")."""
    if _base(tok) not in _IDIOM_GATE and tok.lower_ != "rest":
        return False  # most words: one lemma read, not the phrases' neighbours
    if put_to_rest(tok):
        return True
    doc, base = tok.doc, _base(tok)
    if base not in _IDIOM_WORDS:
        return False
    for idiom in _IDIOMS:
        for k, word in enumerate(idiom):
            start = tok.i - k
            if word != base or start < 0 or start + len(idiom) > len(doc):
                continue
            if all(_base(doc[start + n]) == w for n, w in enumerate(idiom)):
                return True
    return False


def no_comment(tok: Token) -> bool:
    """Whether ``tok`` is either verb of a refusal to speak ("declined to comment",
    "refused to elaborate"): the formula that says a quote is missing."""
    if tok.pos_ != "VERB":
        return False
    if _base(tok) in _REFUSING:
        return any(c.dep_ == "xcomp" and c.pos_ == "VERB" and _base(c) in _SPEAKING for c in tok.children)
    return tok.dep_ == "xcomp" and _base(tok) in _SPEAKING and _base(tok.head) in _REFUSING


def i_mean(tok: Token) -> bool:
    """Whether ``tok`` is "talking" in a speaker's "I am talking about three days", "we're
    talking about millions": a figure of speech for "I mean", no talks of any kind."""
    if tok.tag_ != "VBG" or _base(tok) != "talk":
        return False
    children = list(tok.children)
    return (
        any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in children)
        and any(c.dep_ == "aux" and _base(c) == "be" for c in children)
        and any(c.dep_ == "prep" and c.lower_ == "about" for c in children)
    )


def on_sale(tok: Token) -> bool:
    """Whether ``tok`` is "sale" in "on sale" or "for sale": what can be bought, no sale made."""
    return (
        _base(tok) == "sale"
        and tok.dep_ == "pobj"
        and tok.head.lower_ in ("on", "for")
        and not any(c.dep_ in ("det", "poss") for c in tok.children)
    )


def light_use(tok: Token) -> bool:
    """Whether ``tok`` is the verb or the object of a light use ("took place"), or the
    object of a phrasal event ("fire" in "opened fire"), or a word of a refusal to speak
    ("declined to comment"), a speaker's "I am talking about", or "on sale": no event of its own."""
    if _base(tok) not in _LIGHT_GATE:
        return False  # most words: one lemma read, not each test's
    if no_comment(tok) or i_mean(tok) or on_sale(tok):
        return True
    if tok.pos_ in ("VERB", "AUX"):
        base = _base(tok)
        return base in _LIGHT_VERBS and (base, _bare_object(tok)) in _LIGHT_USES
    if (
        tok.dep_ == "dobj"
        and tok.head.pos_ == "VERB"
        and (base := _base(tok)) in _OBJECTS
        and _bare_object(tok.head) == base
    ):
        pair = (_base(tok.head), base)
        return pair in _LIGHT_USES or pair in _PHRASAL_EVENTS
    return False


def phrasal_event(tok: Token) -> tuple[str, str] | None:
    """(lemma, class) of the event a verb and its bare object name ("opened fire": a
    shooting, conflict), or None."""
    if tok.pos_ != "VERB" or (base := _base(tok)) not in _PHRASAL_VERBS:
        return None
    return _PHRASAL_EVENTS.get((base, _bare_object(tok)))


def no_law_passed(tok: Token) -> bool:
    """Whether ``tok`` is "pass" in a passing that enacts no law: "passed through their next
    phase", "passed away" ("passed through the Senate" does)."""
    if tok.pos_ != "VERB" or _base(tok) != "pass":
        return False
    for child in tok.children:
        if child.dep_ == "prt" and child.lower_ in _PASSING_PARTICLES:
            return True
        if child.dep_ in ("prep", "prt") and child.lower_ in _PASSING_PREPS:
            objects = [g for g in child.children if g.dep_ == "pobj"]
            return not any(_base(g) in _LAWMAKERS for g in objects)
    return False
