"""A participle that describes the noun it hangs on rather than telling a happening: "a puppy
named Rex", "an event held in X", "a firm based in Ohio", "the next meeting, scheduled for the
fall", "the largest project ever undertaken", "when the shares traded at about $10".

One of the background readings of :mod:`kg.extract.backdrop`, which asks :func:`description`;
kept apart because it is the largest of them and reads only the participle's own parse.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.lexicon import REPORTING_VERBS
from kg.extract.mood import word_base

# Verbs that give a thing its name in a reduced relative: "a puppy named Rex".
_NAME_VERBS = frozenset({"name", "call", "dub", "nickname", "christen", "title", "entitle", "term", "label"})
# Staying where one was: "those who stayed in Cuba" says who they are.
_STAYING = frozenset("stay remain live".split())
# Knowing, told as what a speaker stresses: a state, not a happening.
_KNOWING = frozenset("understand know".split())
_STRESSING = REPORTING_VERBS | frozenset("emphasize emphasise stress insist note add".split())
# Verbs a share's price is told with: "traded at about $10", "closing at $100 a share".
_PRICED = frozenset("trade close open end finish".split())
# Verbs that carry a happening a noun names, as a participle after it: "an event held in X".
_HOLDING = frozenset({"hold", "host", "stage", "organize", "organise", "convene", "sponsor"})
# Verbs whose participle after a noun tells where a party stands, an attribute it keeps: "a maker
# of drugs incorporated in the Netherlands", "a firm based in Ohio", "a bank owned by the state".
_STANDING = frozenset("""incorporate base headquarter locate situate domicile register list own control""".split())
# Verbs whose participle after a noun gives its plan: "the next meeting, scheduled for the fall".
_SCHEDULING = frozenset({"schedule", "slate", "timetable", "earmark"})
# Verbs of seeing, whose participle after a noun only places it: "the swings seen last week".
_PERCEIVING = frozenset({"see", "witness", "observe", "notice"})


def description(tok: Token) -> bool:
    """A participle describing the noun it hangs on: naming it ("a puppy named Rex", "a firm
    called Nordwerk"), saying where its happening was held or seen ("a music event hosted by
    Nordwerk, held in X", "the swings seen on the exchange"), what it does as it stands ("a
    trail of receipts leading to Mexico"), or how it ranks ("the largest project ever undertaken")."""
    if word_base(tok) == "involve" and tok.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in tok.children):
        return True  # "was already involved in iPhone development": a part someone has
    if word_base(tok) in _SCHEDULING and tok.tag_ == "VBN" and not any(c.dep_ == "aux" for c in tok.children):
        # "the update is scheduled for release in June", "at the next meeting, scheduled for the
        # fall" (the parse may hang it on the clause): the release, the meeting is the news
        return True
    if word_base(tok) in _PRICED and _at_a_price(tok):
        return True  # "when the shares traded at about $10", "closing at $100 a share": a price
    if (
        tok.dep_ == "relcl"
        and word_base(tok) in _STAYING
        and tok.head.lower_ in ("those", "others")
        and not _dated(tok)
    ):
        return True  # "of those who stayed in Cuba": who the people are, not a happening
    if word_base(tok) in _KNOWING and tok.dep_ == "ccomp" and word_base(tok.head) in _STRESSING:
        return True  # "emphasized that Hungary understood membership carried obligations": a state told
    if _kind_misparsed(tok):
        return True  # "Apps and photos purchased on one device will be shared": things of a kind
    if tok.dep_ != "acl" or tok.head.dep_ == "ROOT" or tok.head.pos_ not in ("NOUN", "PROPN"):
        pass
    elif tok.tag_ == "VBN" and word_base(tok) in _HOLDING | _PERCEIVING:
        return True  # "an event held in X", "the wild swings seen on the exchange last week"
    elif tok.tag_ == "VBN" and word_base(tok) in _STANDING and not _dated(tok):
        return True  # "a maker of drugs incorporated in the Netherlands", "a firm based in Ohio"
    elif tok.tag_ == "VBN" and word_base(tok) in _SCHEDULING:
        return True  # "the next meeting, scheduled for the fall": when the meeting will be
    elif tok.tag_ == "VBN" and _of_a_kind(tok.head) and not _dated(tok):
        return True  # "calendar events created on a laptop would be sent": things of a kind
    elif tok.tag_ == "VBN" and _record(tok):
        return True  # "the largest project ever undertaken in Australia": a superlative
    elif tok.tag_ == "VBG" and not any(c.dep_ in ("nsubj", "aux") for c in tok.children):
        return True  # "a trail of receipts leading to Mexico", "a gunman wearing a mask"
    if tok.dep_ == "relcl" and tok.tag_ == "VBN" and _record(tok, superlative_only=True):
        return True  # "the largest reward the government has ever offered": a record, not an offer
    return (
        # The tagger may take the participle for a past tense ("a task manager named/VBD
        # Mission Control"); a reduced relative has no subject of its own.
        (tok.tag_ == "VBN" or (tok.tag_ == "VBD" and not any(c.dep_ == "nsubj" for c in tok.children)))
        and tok.dep_ in ("acl", "amod")
        and word_base(tok) in _NAME_VERBS
        # "The board named X chief" parsed as a noun with a participle: the verb of the sentence.
        and tok.head.dep_ != "ROOT"
        and any(c.dep_ in ("oprd", "dobj", "attr") for c in tok.children)
    )


def _of_a_kind(noun: Token) -> bool:
    """A bare plural that is the subject of what would or will happen: "calendar events created
    on a laptop would be sent to the phone" tells of any such events, none that was created."""
    verb = noun.head
    if noun.tag_ != "NNS" or any(c.dep_ in ("det", "poss", "nummod") for c in noun.children):
        return False  # "the man arrested on Monday will be charged": that man, not a kind
    return noun.dep_ in ("nsubj", "nsubjpass") and any(
        c.dep_ == "aux" and c.tag_ == "MD" and c.lower_ in ("will", "would", "'ll") for c in verb.children
    )


def _at_a_price(verb: Token) -> bool:
    """ "traded at about $10": an "at" phrase that gives a sum of money."""
    return any(
        c.dep_ == "prep" and c.lower_ == "at" and any(t.ent_type_ == "MONEY" or t.text == "$" for t in c.subtree)
        for c in verb.children
    )


def _kind_misparsed(tok: Token) -> bool:
    """A participle with no auxiliary that the parse made the root, with a bare plural for its
    subject, before the sentence's own verb of what will happen: in "Apps, books and photos
    purchased or created on one device will be shared", the purchasing tells of any such
    things (a reduced relative clause), none that was bought."""
    verb = tok.head if tok.dep_ == "conj" else tok
    if verb.dep_ != "ROOT" or verb.tag_ != "VBN" or tok.tag_ != "VBN":
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False
    if not any(c.dep_ == "nsubj" and c.tag_ == "NNS" and _bare(c) for c in verb.children):
        return False
    return any(
        c.dep_ == "conj"
        and c.i > tok.i
        and any(a.dep_ == "aux" and a.lower_ in ("will", "would", "'ll") for a in c.children)
        and not any(a.dep_ in ("nsubj", "nsubjpass") for a in c.children)
        for c in verb.children
    )


def _bare(noun: Token) -> bool:
    return not any(c.dep_ in ("det", "poss", "nummod") for c in noun.children)


def _dated(tok: Token) -> bool:
    """A participle told with a time of its own ("a firm incorporated in 1985", "listed last
    week"): the happening it names, dated, not a standing attribute."""
    return any(t.ent_type_ in ("DATE", "TIME") for t in tok.subtree if t.i != tok.i)


def _record(tok: Token, superlative_only: bool = False) -> bool:
    """A participle that ranks the noun it hangs on among all of its kind: "the strongest storm
    ever recorded", "the largest project ever undertaken", "the first ever built". In a relative
    clause only a superlative: "the largest reward the government has ever offered" ranks the
    reward, "the first time the president had ever visited" tells a visit."""
    ever = any(c.dep_ == "advmod" and c.lower_ == "ever" for c in tok.children) or (
        # "the longest rush allowed in franchise history": the same ranking, told by "in history"
        not superlative_only and any(_in_history(c) for c in tok.children)
    )
    ranks = (
        (lambda c: c.tag_ == "JJS")
        if superlative_only
        else (lambda c: c.tag_ == "JJS" or c.lower_ in ("first", "only"))
    )
    ranked = any(c.dep_ == "amod" and ranks(c) for c in tok.head.children)
    return ever and ranked


def _in_history(prep: Token) -> bool:
    """ "in franchise history", "in the club's history": a phrase ranking among all of a kind."""
    return prep.dep_ == "prep" and prep.lower_ == "in" and any(c.lower_ == "history" for c in prep.children)
