"""Words the text uses as background to its news: events to an annotator, nothing a reader
would put on a timeline, or nothing the text itself asserts.

- a description: "a puppy named Rex" gives the puppy's name, no naming happened that day; "an
  event held in the convention centre" says where the event was, "receipts leading to Mexico"
  what a thing is like;
- scenery: "with the old ship towering behind him", the attendant circumstance of a
  "with" phrase told by a verb of position ("towering", "standing", "hanging");
- a speaker's moves at a podium: "returned to the stage to reveal", "moved on to talk about";
- a sourcing formula: "an official who spoke on condition of anonymity", "who asked not to
  be named", "was quoted by local media as saying": how the writer got the news, not news;
- an aspectual or implicative verb with its content in its complement: "was beginning to get
  back on its feet", "continued to be", "managed to outsell": the complement is the happening,
  "beginning" alone says nothing;
- a part someone has: "was already involved in the phone's development";
- an accused's own account of her acts, told in her defence: "She said she gave them false
  information" in an article on her trial. The text reports the testimony, it does not assert
  what the testimony says (the statement itself is drawn);
- what a thing is for: "the operation designed to confront", "bombers destined for the front",
  "rules intended to curb": its purpose, no designing that day;
- what someone or something is taken to be: "is known for staying out of the spotlight", "is
  regarded as a moderate", "is credited with the success", "what is believed to be the end": a
  reputation or a hedge, no happening;
- the writer's reading of what happened: "reported lower earnings, marking the end of a boom",
  "signalling a shift", "ran out of funds, leading to the bailout": the reported earnings are the
  news, the "marking" is commentary, the bailout a happening of its own;
- a stance: "took a stand against the closures": an attitude, not an act of a day;
- a strategy: "is betting its business on the assumption", "pinned its hopes on the chip": a
  course a party holds to, not an act of a day;
- a cause linked to its outcome: "rising demand led employers to raise wages": the raising is
  the happening (drawn of its own), the leading the writer's link;
- a summary of years: "over the past 20 years he has built his company": a career or a trend
  told in the present perfect over a span of years, no happening of a day;
- a trait: "walks with a slight limp", "speaks with an accent": how someone is, in the present
  tense;
- what happens inside a speaker's words in quotation marks (``QUOTED``, marked by
  :mod:`kg.extract.events`, which finds the quotations): the statement's node shows it.

Each is kept in the extractions (the annotations count them) and marked with why, for the
graph stage not to draw it (:mod:`kg.extract.worth`). Pure functions over spaCy tokens,
read by event detection (:mod:`kg.extract.events`).
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token

from kg.extract.lexicon import REPORTING_VERBS
from kg.extract.nlp import lemma

DESCRIPTION = "description"
SCENERY = "scenery"
STAGE = "stage"
SOURCING = "sourcing"
ASPECT = "aspect"
PURPOSE = "purpose"
REGARD = "regard"
COMMENTARY = "commentary"
STANCE = "stance"
TESTIMONY = "testimony"
STRATEGY = "strategy"
CAUSE = "cause"
SUMMARY = "summary"
TRAIT = "trait"
# Set by event detection, which knows the quotations: what happens inside a speaker's words.
QUOTED = "quoted"

# Verbs that give a thing its name in a reduced relative: "a puppy named Rex".
_NAME_VERBS = frozenset({"name", "call", "dub", "nickname", "christen", "title", "entitle", "term", "label"})
# A speaker's moves at a podium: "returned to the stage", "took the podium".
_STAGE_MOVES = frozenset({"return", "come", "walk", "step", "go", "head", "leave", "take", "move"})
_STAGES = frozenset({"stage", "podium", "lectern", "microphone", "mic", "rostrum"})
# Verbs that carry a happening a noun names, as a participle after it: "an event held in X".
_HOLDING = frozenset({"hold", "host", "stage", "organize", "organise", "convene", "sponsor"})
# Verbs of seeing, whose participle after a noun only places it: "the swings seen last week".
_PERCEIVING = frozenset({"see", "witness", "observe", "notice"})
# Verbs of position or posture: in a "with" phrase they set a scene.
_POSITION_VERBS = frozenset(
    """tower stand sit hang loom lie rest perch overlook surround line flank fly flutter wave
    gleam glitter glow shine stretch rise dominate frame hover""".split()
)
# Prepositions of place that make a "with" phrase's participle a picture of the scene.
_PLACE_PREPS = frozenset({"behind", "beside", "above", "below", "beneath", "overhead", "around", "alongside"})
# Verbs whose complement carries what happens: "began to get back", "continued to be", and the
# implicatives "managed to outsell", "is attempting to engineer".
_ASPECTUAL = frozenset(
    {"begin", "start", "continue", "keep", "stop", "cease", "finish", "resume", "quit", "manage", "attempt"}
)
# Verbs whose passive participle tells what a thing is for: "designed to confront", "destined for".
_PURPOSE_VERBS = frozenset("design intend mean aim destine gear tailor earmark".split())
_PURPOSE_PREPS = frozenset({"for", "at", "toward", "towards"})
# Verbs whose passive tells what someone is taken to be: "known for", "regarded as", "is believed to be".
_REGARD_VERBS = frozenset(
    """know regard consider see view think describe credit deem believe reckon repute rate rank
    remember perceive hail tout bill brand characterize characterise portray suppose presume refer""".split()
)
_REGARD_PREPS = frozenset({"as", "for", "with"})
# Verbs by which a writer reads what happened: "reported lower earnings, marking the end of a boom".
_READING_VERBS = frozenset(
    """mark signal signify reflect underscore underline highlight suggest illustrate indicate
    demonstrate symbolize symbolise herald epitomize epitomise""".split()
)
# Verbs by which a writer links a happening to what followed it, with the preposition that names
# the outcome: "ran out of funds, leading to the bailout" (the bailout is a happening of its own).
_LINKING_VERBS = {"lead": "to", "contribute": "to", "result": "in", "give": "rise"}
# What one takes when one takes a side: "took a stand against", "took a tough stance on".
_STANCES = frozenset({"stand", "stance", "side"})
# Verbs of staking something one has on an outcome: "betting its business on", "staked his career on".
_STAKING = frozenset({"bet", "stake", "wager", "gamble", "risk"})
# Verbs that set one's hopes on something: "pinned its hopes on", "rests its hopes on".
_HOPING = frozenset({"pin", "place", "rest", "set", "hang"})
# Verbs by which a writer links a cause to what someone then did: "led employers to raise wages".
_CAUSING = frozenset({"lead", "cause", "prompt", "drive", "spur", "push"})
# Spans of years over which a present perfect sums up a career or a trend.
_YEARS = frozenset({"year", "decade", "century"})
_SPAN_PREPS = frozenset({"over", "in", "during", "for", "across"})
# Verbs of a person's manner, whose present with a "with" phrase tells a trait: "walks with a limp".
_MANNER = frozenset({"walk", "speak", "talk", "move", "run", "limp", "write"})
# Verbs of speaking that a sourcing formula uses: "spoke on condition of anonymity".
_SPEAKING = frozenset({"speak", "talk", "comment", "brief"})
# Verbs by which a writer cites a source: "was quoted by local media as saying".
_QUOTING = frozenset({"quote", "cite"})
# Verbs that ask for anonymity: "asked not to be named", "declined to be identified".
_ASKING = frozenset({"ask", "decline", "request", "refuse", "insist", "demand", "want", "prefer"})
_UNNAMED = frozenset({"name", "identify", "quote", "cite"})
# An article on a trial: the account a defendant gives in her defence is her claim.
_TRIAL = re.compile(
    r"\b(?:take|takes|took|taking)\s+the\s+(?:witness\s+)?stand\b"
    r"|\bin\s+(?:his|her|their)\s+(?:own\s+)?defen[cs]e\b|\bdefendants?\b|\bpleaded\s+(?:not\s+guilty|innocent)\b"
    r"|\bon\s+trial\b",
    re.IGNORECASE,
)
_SELF = frozenset({"i", "we", "he", "she", "they"})
# Reporting verbs through which a witness gives her account.
_TESTIFYING = REPORTING_VERBS | {"testify", "tell", "insist", "explain", "claim"}


def _base(tok: Token) -> str:
    return (lemma(tok) or tok.lower_).lower()


def description(tok: Token) -> bool:
    """A participle describing the noun it hangs on: naming it ("a puppy named Rex", "a firm
    called Nordwerk"), saying where its happening was held or seen ("a music event hosted by
    Nordwerk, held in X", "the swings seen on the exchange"), what it does as it stands ("a
    trail of receipts leading to Mexico"), or how it ranks ("the largest project ever undertaken")."""
    if _base(tok) == "involve" and tok.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in tok.children):
        return True  # "was already involved in iPhone development": a part someone has
    if tok.dep_ != "acl" or tok.head.dep_ == "ROOT" or tok.head.pos_ not in ("NOUN", "PROPN"):
        pass
    elif tok.tag_ == "VBN" and _base(tok) in _HOLDING | _PERCEIVING:
        return True  # "an event held in X", "the wild swings seen on the exchange last week"
    elif tok.tag_ == "VBN" and _record(tok):
        return True  # "the largest project ever undertaken in Australia": a superlative
    elif tok.tag_ == "VBG" and not any(c.dep_ in ("nsubj", "aux") for c in tok.children):
        return True  # "a trail of receipts leading to Mexico", "a gunman wearing a mask"
    return (
        tok.tag_ == "VBN"
        and tok.dep_ in ("acl", "amod")
        and _base(tok) in _NAME_VERBS
        # "The board named X chief" parsed as a noun with a participle: the verb of the sentence.
        and tok.head.dep_ != "ROOT"
        and any(c.dep_ in ("oprd", "dobj", "attr") for c in tok.children)
    )


def _record(tok: Token) -> bool:
    """A participle that ranks the noun it hangs on among all of its kind: "the strongest storm
    ever recorded", "the largest project ever undertaken", "the first ever built"."""
    ever = any(c.dep_ == "advmod" and c.lower_ == "ever" for c in tok.children)
    ranked = any(c.dep_ == "amod" and (c.tag_ == "JJS" or c.lower_ in ("first", "only")) for c in tok.head.children)
    return ever and ranked


def stage_business(tok: Token) -> bool:
    """A speaker's moves at a podium: "returned to the stage to reveal", "moved on to talk
    about", "Moving on, the chief executive announced": what was revealed or announced is the news."""
    base = _base(tok)
    if base == "move" and any(c.dep_ == "prt" and c.lower_ == "on" for c in tok.children):
        return True
    if base not in _STAGE_MOVES:
        return False
    return any(
        c.dep_ == "prep" and any(o.dep_ == "pobj" and _base(o) in _STAGES for o in c.children) for c in tok.children
    )


def scenery(tok: Token) -> bool:
    """A participle in a "with" phrase telling where things stand: "with the ship towering
    behind him", "with flags flying overhead"."""
    if tok.tag_ not in ("VBG", "VBN"):
        return False
    head = tok.head
    if tok.dep_ in ("pcomp", "pobj"):  # the parse takes "towering" for the phrase's object at times
        prep = head
    elif tok.dep_ == "acl" and head.dep_ == "pobj":
        prep = head.head
    else:
        return False
    if prep.lower_ not in ("with", "without"):
        return False
    return _base(tok) in _POSITION_VERBS or any(c.dep_ == "prep" and c.lower_ in _PLACE_PREPS for c in tok.children)


def sourcing(tok: Token) -> bool:
    """How the writer got the news: "who spoke on condition of anonymity", "asked not to be
    named", "declined to be identified"."""
    base = _base(tok)
    if base in _SPEAKING:
        words = {t.lower_ for t in tok.subtree}
        return "anonymity" in words or "anonymously" in words or ("condition" in words and bool(words & _UNNAMED_FORMS))
    if base in _QUOTING and any(
        c.dep_ == "prep" and c.lower_ == "as" and any(_base(g) in REPORTING_VERBS for g in c.children)
        for c in tok.children
    ):
        return True  # "was quoted by local media as saying": the saying is the news
    if base in _ASKING:
        return any(c.dep_ == "xcomp" and _unnamed(c) for c in tok.children) or any(
            c.dep_ == "dobj" and c.lower_ == "anonymity" for c in tok.children
        )
    return _unnamed(tok) and tok.dep_ == "xcomp" and _base(tok.head) in _ASKING


_UNNAMED_FORMS = frozenset({"named", "identified", "quoted", "cited"})


def _unnamed(tok: Token) -> bool:
    """ "(not) to be named", "(not) to be identified"."""
    return _base(tok) in _UNNAMED and tok.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in tok.children)


def aspect(tok: Token) -> bool:
    """An aspectual verb whose complement is the happening: "was beginning to get back on its
    feet", "continued to be excellent", "kept rising"; or whose "by" phrase is: "started by
    hinting at the incident"."""
    if tok.pos_ not in ("VERB", "AUX"):
        return False
    if _base(tok) in _ASPECTUAL and any(
        c.dep_ in ("xcomp", "ccomp") and c.pos_ in ("VERB", "AUX") for c in tok.children
    ):
        return True
    # "started by hinting at the incident", "ended by thanking the crowd": the hinting is the news
    return (
        _base(tok) in _ASPECTUAL | _OPENING
        and not any(c.dep_ == "dobj" for c in tok.children)
        and any(
            c.dep_ == "prep" and c.lower_ == "by" and any(g.dep_ == "pcomp" and g.tag_ == "VBG" for g in c.children)
            for c in tok.children
        )
    )


# Verbs that open or close a speech or a meeting: "opened by thanking", "closed by saying".
_OPENING = frozenset({"open", "close", "end", "conclude"})


def _passive_participle(tok: Token) -> bool:
    """A past participle in the passive ("are designed to") or after the noun it describes ("the
    operation designed to", "a man known for"), with no "by" phrase naming who did it."""
    if tok.tag_ != "VBN" or any(_by_doer(t, tok) for t in tok.subtree):
        return False  # "was described as a hero by the mayor": the mayor's statement
    return any(c.dep_ == "auxpass" for c in tok.children) or (
        tok.dep_ in ("acl", "amod", "appos") and tok.head.pos_ in ("NOUN", "PROPN", "PRON")
    )


def _by_doer(by: Token, verb: Token) -> bool:
    """A "by" phrase that names who did ``verb``: on the verb, or on its "as" phrase ("described
    as a hero by the mayor"); not one inside another phrase ("due to an overhaul by Cook")."""
    if by.lower_ != "by" or by.dep_ not in ("agent", "prep"):
        return False
    return by.head is verb or (by.head.dep_ == "pobj" and by.head.head.head is verb and by.head.head.lower_ == "as")


def purpose(tok: Token) -> bool:
    """What a thing is for: "the operation designed to confront", "the rules are intended to
    curb", "tanks destined for the front". "The engineers designed the bridge" is a happening."""
    if _base(tok) not in _PURPOSE_VERBS:
        return False
    # "destine" has no active use in news; the parse takes "tanks destined for" for a past tense.
    if not (_passive_participle(tok) or (_base(tok) == "destine" and tok.tag_ == "VBD")):
        return False
    return any(
        (c.dep_ == "xcomp" and c.pos_ in ("VERB", "AUX")) or (c.dep_ == "prep" and c.lower_ in _PURPOSE_PREPS)
        for c in tok.children
    )


def regard(tok: Token) -> bool:
    """What someone is taken to be: "is known for staying out of the spotlight", "was regarded
    as a moderate", "is credited with the success", "what is believed to be the end". A reputation
    or a hedge; "was seen leaving the building" is a sighting."""
    if _base(tok) not in _REGARD_VERBS or not _passive_participle(tok):
        return False
    for c in tok.children:
        if c.dep_ == "prep" and c.lower_ in _REGARD_PREPS and (c.lower_ != "with" or _base(tok) == "credit"):
            return True
        if c.dep_ == "oprd":
            return True  # "is considered the favourite"
        if c.dep_ == "xcomp" and _base(c) in ("be", "have"):
            return True  # "is believed to be", "is thought to have fled"
    return False


def commentary(tok: Token) -> bool:
    """The writer's reading of the clause it hangs on: "reported lower earnings, marking what is
    believed to be the end of a boom", "signalling a change of course"."""
    return (
        tok.tag_ == "VBG"
        and tok.dep_ in ("advcl", "xcomp", "conj")
        and tok.head.pos_ in ("VERB", "AUX")
        and (_base(tok) in _READING_VERBS or _links(tok))
        and not any(c.dep_ in ("nsubj", "nsubjpass", "aux") or _said_clause(c) for c in tok.children)
    )


def _links(tok: Token) -> bool:
    """ "leading to the federal bailout", "resulting in job cuts": a cause linked to its outcome."""
    prep = _LINKING_VERBS.get(_base(tok))
    return prep is not None and any(c.lower_ == prep for c in tok.children)


def _said_clause(tok: Token) -> bool:
    """A clause with a subject of its own, what a participle says was said: "accepted the offer,
    indicating it had heard from two suitors" (not "marking what is believed to be")."""
    return tok.dep_ == "ccomp" and any(
        c.dep_ in ("nsubj", "nsubjpass") and c.tag_ not in ("WP", "WDT") for c in tok.children
    )


def stance(tok: Token) -> bool:
    """An attitude told as taking something: "took a stand against the closures", "took sides".
    "Took the stand" is a witness's testimony, a happening."""
    return _base(tok) == "take" and any(
        c.dep_ == "dobj" and _base(c) in _STANCES and not any(d.lower_ == "the" for d in c.children)
        for c in tok.children
    )


def strategy(tok: Token) -> bool:
    """A course a party holds to, told as a wager: "is betting its business on the assumption",
    "staked his career on the reform", "pinned its hopes on the new chip". "Bet $5 on a horse"
    stakes money, an act."""
    base = _base(tok)
    for c in tok.children:
        # the parse hangs "on" on the verb or on its object ("its hopes on the chip")
        if c.dep_ != "dobj" or not any(p.dep_ == "prep" and p.lower_ == "on" for p in (*tok.children, *c.children)):
            continue
        if base in _STAKING and any(d.dep_ == "poss" for d in c.children):
            return True
        if base in _HOPING and _base(c) == "hope":
            return True
    return False


def cause(tok: Token) -> bool:
    """A cause linked to what someone then did: "rising demand led employers to raise wages",
    "the crisis prompted the bank to cut rates": the raising is the happening."""
    return (
        tok.pos_ == "VERB"
        and _base(tok) in _CAUSING
        and any(c.dep_ == "dobj" for c in tok.children)
        and any(c.dep_ == "xcomp" and c.pos_ in ("VERB", "AUX") for c in tok.children)
    )


def summary(tok: Token) -> bool:
    """A career or a trend summed up over years: "over the past 20 years he has built his
    company", "has grown for decades". The present perfect over a span of years is no
    happening of a day ("has resigned" alone is)."""
    if tok.tag_ != "VBN" or not any(c.dep_ == "aux" and _base(c) == "have" and c.tag_ != "VBD" for c in tok.children):
        return False
    return any(c.dep_ == "prep" and c.lower_ in _SPAN_PREPS and _years(c) for c in tok.children)


def _years(prep: Token) -> bool:
    """ "the past 20 years", "decades"; not "for the last year" ("has posted a profit for the
    last year" is the year's news)."""
    return any(c.dep_ == "pobj" and _base(c) in _YEARS and c.tag_ == "NNS" for c in prep.children)


def trait(tok: Token) -> bool:
    """How someone is, in the present tense: "walks with a slight limp", "speaks with an
    accent"."""
    return (
        tok.tag_ in ("VBZ", "VBP")
        and _base(tok) in _MANNER
        and not any(c.dep_ in ("aux", "auxpass", "dobj") for c in tok.children)
        and any(
            c.dep_ == "prep"
            and c.lower_ == "with"
            and any(o.dep_ == "pobj" and any(d.lower_ in ("a", "an") for d in o.children) for o in c.children)
            for c in tok.children
        )
    )


def testimony(tok: Token) -> bool:
    """What an accused says she did, in an article on her trial: "She said she gave them false
    information". The clause is the reporting verb's, its subject a personal pronoun for the
    speaker (the same pronoun when the speaker is one: "she said he" tells of another)."""
    if tok.dep_ != "ccomp" or _base(tok.head) not in _TESTIFYING:
        return False
    own = next((c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    speaker = next((c for c in tok.head.children if c.dep_ == "nsubj"), None)
    if own is None or speaker is None or own.lower_ not in _SELF:
        return False
    if speaker.pos_ == "PRON" and speaker.lower_ != own.lower_:
        return False
    return _on_trial(tok.doc)


def _on_trial(doc: Doc) -> bool:
    """Whether the article tells of a trial ("took the stand", "testified", "in her own defense")."""
    return _TRIAL.search(doc.text) is not None


def backdrop(tok: Token) -> str:
    """Why the word is background to the news (see the module's doc), or "" when it is not."""
    for reason, test in (
        (DESCRIPTION, description),
        (SCENERY, scenery),
        (STAGE, stage_business),
        (SOURCING, sourcing),
        (ASPECT, aspect),
        (PURPOSE, purpose),
        (REGARD, regard),
        (COMMENTARY, commentary),
        (STANCE, stance),
        (TESTIMONY, testimony),
        (STRATEGY, strategy),
        (CAUSE, cause),
        (SUMMARY, summary),
        (TRAIT, trait),
    ):
        if test(tok):
            return reason
    return ""
