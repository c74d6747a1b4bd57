"""What the text reads into a happening rather than tells as one: background to :mod:`kg.extract.backdrop`.

- what a thing is for: "the operation designed to confront", "bombers destined for the front";
- what someone or something is taken to be: "is known for", "is regarded as a moderate";
- the writer's reading: "reported lower earnings, marking the end of a boom";
- a figure of speech: "that lesson was brought home when the hillside gave way", "drove home
  the point", "the warning hit home" (the landslide is the happening, not a bringing);
- a stance ("took a stand against"), a strategy ("is betting its business on"), a cause linked
  to its outcome ("rising demand led employers to raise wages"), a summary of years ("over the
  past 20 years he has built"), a trait ("walks with a slight limp");
- what a document or a figure shows: "their projections showed", "the data indicate", "a survey
  suggested" (the content may be news; the showing is no happening);
- a result told as leaving: "cut inventories, leaving it within $100 million of its goal",
  "leaving them without power" (no one departs);
- a product's feature in the simple present: "the software lets users share files", "the
  widget provides a sandbox" (what a thing does as it stands).

Pure functions over spaCy tokens; :func:`kg.extract.backdrop.backdrop` names the reason.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.mood import word_base

# Verbs whose passive participle tells what a thing is for: "designed to confront", "destined for".
_PURPOSE_VERBS = frozenset("design intend mean aim destine gear tailor earmark".split())


_PURPOSE_PREPS = frozenset({"for", "at", "toward", "towards"})


# Verbs whose passive tells what someone is taken to be: "known for", "regarded as", "is believed to be".
_REGARD_VERBS = frozenset(
    """know regard consider see view think describe credit deem believe reckon repute rate rank
    remember perceive hail tout bill brand characterize characterise portray suppose presume refer""".split()
)


# Those that tell a saying: with a "by" phrase naming the speaker ("described as a hero by the
# mayor") the passive reports a statement, no reputation. One of thinking keeps its reading ("is
# viewed by investors as a threat"), as do a purpose and a reception ("met by protesters with jeers").
_SAYING_REGARDS = frozenset("describe characterize characterise portray hail tout bill brand credit refer".split())


_REGARD_PREPS = frozenset({"as", "for", "with"})
# What "treating X as" a judgement takes X to be: "treating Teixeira as their top priority",
# "treating the death as suspicious"; "treated him as an outpatient" is care, left drawn.
_JUDGEMENTS = frozenset("priority threat risk enemy ally equal partner suspect terrorist joke".split())


# Verbs by which a writer reads what happened: "reported lower earnings, marking the end of a boom".
_READING_VERBS = frozenset(
    """mark signal signify reflect underscore underline highlight suggest illustrate indicate
    demonstrate symbolize symbolise herald epitomize epitomise""".split()
)


# Verbs by which a writer links a happening to what followed it, with the preposition that names
# the outcome: "ran out of funds, leading to the bailout" (the bailout is a happening of its own).
_LINKING_VERBS = {"lead": "to", "contribute": "to", "result": "in", "give": "rise"}


# What one takes when one takes a side: "took a stand against", "took a tough stance on".
_STANCES = frozenset({"stand", "stance", "side", "approach", "tack"})


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


# Verbs that, with "home", make a lesson or a point sink in: "brought home", "drove home the point".
_HOME_VERBS = frozenset({"bring", "drive", "hammer", "press", "ram", "rub"})
# Verbs that, with "home", say a thing told took effect: "the message hit home".
_HOME_LANDING = frozenset({"hit", "strike", "come"})
# What is brought home in the figure: a thing one learns or is told, never goods or people.
_LESSONS = frozenset(
    """lesson point message truth reality fact importance need danger dangers risk risks warning
    significance seriousness gravity scale extent idea realization realisation consequence
    consequences cost costs price vulnerability fragility impact meaning value urgency""".split()
)


def _passive_participle(tok: Token) -> bool:
    """A past participle in the passive ("are designed to") or after the noun it describes ("the
    operation designed to", "a man known for")."""
    if tok.tag_ != "VBN":
        return False
    return any(c.dep_ == "auxpass" for c in tok.children) or (
        tok.dep_ in ("acl", "amod", "appos") and tok.head.pos_ in ("NOUN", "PROPN", "PRON")
    )


def _by_doer(by: Token, verb: Token) -> bool:
    """A "by" phrase that names who did ``verb``: on the verb, or on its "as" phrase ("described
    as a hero by the mayor"); not one inside another phrase ("due to an overhaul by Cook")."""
    if by.lower_ != "by" or by.dep_ not in ("agent", "prep"):
        return False
    head = by.head
    return head.i == verb.i or (head.dep_ == "pobj" and head.head.head.i == verb.i and head.head.lower_ == "as")


def purpose(tok: Token) -> bool:
    """What a thing is for: "the operation designed to confront", "the rules are intended to
    curb", "tanks destined for the front". "The engineers designed the bridge" is a happening."""
    if word_base(tok) not in _PURPOSE_VERBS:
        return False
    # "destine" has no active use in news; the parse takes "tanks destined for" for a past tense.
    if not (_passive_participle(tok) or (word_base(tok) == "destine" and tok.tag_ == "VBD")):
        return False
    return any(
        (c.dep_ == "xcomp" and c.pos_ in ("VERB", "AUX")) or (c.dep_ == "prep" and c.lower_ in _PURPOSE_PREPS)
        for c in tok.children
    )


def regard(tok: Token) -> bool:
    """What someone is taken to be: "is known for staying out of the spotlight", "was regarded
    as a moderate", "is credited with the success", "what is believed to be the end". A reputation
    or a hedge; "was seen leaving the building" is a sighting. So is how a thing was received:
    "the decision was met with outrage" is no meeting (the outrage is told by its own words);
    nor is "treating Teixeira as their top priority" a treatment (a stance)."""
    if word_base(tok) == "meet" and _passive_participle(tok):
        return any(c.dep_ == "prep" and c.lower_ == "with" for c in tok.children)
    if word_base(tok) == "treat":
        return any(c.dep_ == "prep" and c.lower_ == "as" and _judgement(c) for c in tok.children)
    if word_base(tok) not in _REGARD_VERBS or not _passive_participle(tok):
        return False
    if word_base(tok) in _SAYING_REGARDS and any(_by_doer(t, tok) for t in tok.subtree):
        return False  # "was described as a hero by the mayor": the mayor's statement
    for c in tok.children:
        if c.dep_ == "prep" and c.lower_ in _REGARD_PREPS and (c.lower_ != "with" or word_base(tok) == "credit"):
            return True
        if c.dep_ == "oprd":
            return True  # "is considered the favourite"
        if c.dep_ == "xcomp" and word_base(c) in ("be", "have"):
            return True  # "is believed to be", "is thought to have fled"
    return False


def _judgement(prep: Token) -> bool:
    """An "as" whose object is a judgement ("as a priority") or an adjective ("as suspicious")."""
    return any((c.dep_ == "pobj" and word_base(c) in _JUDGEMENTS) or c.pos_ == "ADJ" for c in prep.children)


def commentary(tok: Token) -> bool:
    """The writer's reading of the clause it hangs on: "reported lower earnings, marking what is
    believed to be the end of a boom", "signalling a change of course", "continuing their trend"."""
    return (
        tok.tag_ == "VBG"
        and tok.dep_ in ("advcl", "xcomp", "conj")
        and tok.head.pos_ in ("VERB", "AUX")
        and (word_base(tok) in _READING_VERBS or _links(tok) or _trend(tok))
        and not any(c.dep_ in ("nsubj", "nsubjpass", "aux") or _said_clause(c) for c in tok.children)
    )


def _trend(tok: Token) -> bool:
    """ "rose $5, continuing their trend of gains", "extending a streak": the happening read as
    part of a run (the rise is the news)."""
    return word_base(tok) in ("continue", "extend") and any(
        c.dep_ == "dobj" and word_base(c) in _RUNS for c in tok.children
    )


# What a happening continues: "continuing their trend", "extending its winning streak".
_RUNS = frozenset({"trend", "streak", "run", "slide", "rally", "climb", "decline", "pattern", "string"})


def _links(tok: Token) -> bool:
    """ "leading to the federal bailout", "resulting in job cuts": a cause linked to its outcome."""
    prep = _LINKING_VERBS.get(word_base(tok))
    return prep is not None and any(c.lower_ == prep for c in tok.children)


def _said_clause(tok: Token) -> bool:
    """A clause with a subject of its own, what a participle says was said: "accepted the offer,
    indicating it had heard from two suitors" (not "marking what is believed to be")."""
    return tok.dep_ == "ccomp" and any(
        c.dep_ in ("nsubj", "nsubjpass") and c.tag_ not in ("WP", "WDT") for c in tok.children
    )


def stance(tok: Token) -> bool:
    """An attitude told as taking something: "took a stand against the closures", "took sides",
    "has taken a different approach to the market".
    "Took the stand" is a witness's testimony, a happening."""
    return word_base(tok) == "take" and any(
        c.dep_ == "dobj" and word_base(c) in _STANCES and not any(d.lower_ == "the" for d in c.children)
        for c in tok.children
    )


def strategy(tok: Token) -> bool:
    """A course a party holds to, told as a wager: "is betting its business on the assumption",
    "staked his career on the reform", "pinned its hopes on the new chip". "Bet $5 on a horse"
    stakes money, an act."""
    base = word_base(tok)
    for c in tok.children:
        # the parse hangs "on" on the verb or on its object ("its hopes on the chip")
        if c.dep_ != "dobj" or not any(p.dep_ == "prep" and p.lower_ == "on" for p in (*tok.children, *c.children)):
            continue
        if base in _STAKING and any(d.dep_ == "poss" for d in c.children):
            return True
        if base in _HOPING and word_base(c) == "hope":
            return True
    return False


def cause(tok: Token) -> bool:
    """A cause linked to what someone then did: "rising demand led employers to raise wages",
    "the crisis prompted the bank to cut rates": the raising is the happening."""
    return (
        tok.pos_ == "VERB"
        and word_base(tok) in _CAUSING
        and any(c.dep_ == "dobj" for c in tok.children)
        and any(c.dep_ == "xcomp" and c.pos_ in ("VERB", "AUX") for c in tok.children)
    )


def summary(tok: Token) -> bool:
    """A career or a trend summed up over years: "over the past 20 years he has built his
    company", "has grown for decades". The present perfect over a span of years is no
    happening of a day ("has resigned" alone is). In a relative clause, a span of months too:
    "the case that has dominated the city for five months" is the writer's picture of the case;
    and a record: "has built the most valuable company in the world"."""
    if tok.tag_ != "VBN" or not any(
        c.dep_ == "aux" and word_base(c) == "have" and c.tag_ != "VBD" for c in tok.children
    ):
        return False
    if word_base(tok) in _MAKING and any(c.dep_ == "dobj" and _ranked(c) for c in tok.children):
        return True  # "has built the most valuable company in the world": a career summed up
    spans = _YEARS | _MONTHS if tok.dep_ == "relcl" else _YEARS
    return any(c.dep_ == "prep" and c.lower_ in _SPAN_PREPS and _years(c, spans) for c in tok.children)


# Verbs of making something over a career: "has built the most valuable company in the world".
_MAKING = frozenset({"build", "create", "make", "grow", "turn"})


def _ranked(noun: Token) -> bool:
    """A noun ranked above all of its kind: "the most valuable company", "the largest bank"."""
    return any(
        c.dep_ == "amod" and (c.tag_ == "JJS" or any(m.lower_ == "most" for m in c.children)) for c in noun.children
    )


# A span of months, for a relative clause's present perfect: "that has dominated the city for months".
_MONTHS = frozenset({"month"})


def _years(prep: Token, spans: frozenset[str] = _YEARS) -> bool:
    """ "the past 20 years", "decades"; not "for the last year" ("has posted a profit for the
    last year" is the year's news)."""
    return any(c.dep_ == "pobj" and word_base(c) in spans and c.tag_ == "NNS" for c in prep.children)


def trait(tok: Token) -> bool:
    """How someone is, in the present tense: "walks with a slight limp", "speaks with an
    accent"."""
    return (
        tok.tag_ in ("VBZ", "VBP")
        and word_base(tok) in _MANNER
        and not any(c.dep_ in ("aux", "auxpass", "dobj") for c in tok.children)
        and any(
            c.dep_ == "prep"
            and c.lower_ == "with"
            and any(o.dep_ == "pobj" and any(d.lower_ in ("a", "an") for d in o.children) for o in c.children)
            for c in tok.children
        )
    )


def figure(tok: Token) -> bool:
    """A figure of speech, no happening: "that lesson was brought home when the hillside gave
    way", "the floods drove home the point", "the warning hit home". "The troops were brought
    home" is a return: what is brought must be a lesson, a point or a truth."""
    base = word_base(tok)
    if base not in _HOME_VERBS and base not in _HOME_LANDING:
        return False
    if not any(c.lower_ == "home" and c.dep_ in ("advmod", "prt", "npadvmod", "dobj") for c in tok.children):
        return False
    deps = ("dobj", "nsubjpass") if base in _HOME_VERBS else ("nsubj",)
    return any(c.dep_ in deps and word_base(c) in _LESSONS for c in tok.children)


# Verbs by which a document or a figure shows what it holds: "the figures show", "data indicated".
_SHOWING = frozenset({"show", "indicate", "suggest", "reveal", "demonstrate", "illustrate"})
# Documents, figures and recordings: what shows is their content, never an act of theirs.
_DOCUMENTS = frozenset(
    """projection figure data datum survey poll study report statistic record document memo memorandum
    video footage image photo photograph picture result number estimate test analysis research
    evidence chart graph table map filing forecast census tally count index scan log email e-mail
    letter audit review assessment finding sample model simulation calculation reading
    transcript recording tape""".split()
)


def display(tok: Token) -> bool:
    """What a document or a figure shows: "their projections showed that", "the figures show a
    drop", "a survey suggested", "the video showed police beating a man": a reading of what it
    holds (the content may be news of its own). "Apple showed the new phone" is a party's act."""
    if word_base(tok) not in _SHOWING or tok.pos_ not in ("VERB", "AUX"):
        return False
    return any(c.dep_ == "nsubj" and c.ent_type_ == "" and word_base(c) in _DOCUMENTS for c in tok.children)


# Prepositions that tell where or how what is left stands: "leaving it within $100 million of its
# goal", "left thousands without power", "leaving the city in ruins".
_STANDING_PREPS = frozenset(
    {"within", "without", "in", "with", "at", "under", "short", "out", "beyond", "below", "above"}
)


# Entity types of a preposition's object that tell when or where a departure was, not how
# the one left stands.
_WHEN_OR_WHERE = frozenset({"DATE", "TIME", "GPE", "LOC", "FAC"})


def left_standing(tok: Token) -> bool:
    """A result told as a participle of leaving: "reduced inventories, leaving it within $100
    million of its goal", "leaving them without power", "leaving much of the country in ruins":
    where or how the one left stands, no departure. "Leaving the country", "left Paris on
    Friday" are departures; a finite "the bombings left 250 people dead" tells the deaths and
    stays drawn."""
    if word_base(tok) != "leave" or tok.tag_ != "VBG" or not any(c.dep_ == "dobj" for c in tok.children):
        return False
    if any(c.dep_ in ("nsubj", "aux") for c in tok.children):
        return False  # "they are leaving the town in cars": a clause of its own
    if any(c.dep_ in ("oprd", "acomp") or (c.dep_ == "xcomp" and c.pos_ == "ADJ") for c in tok.children):
        return True  # "leaving three dead", "leaving thousands homeless"
    for c in tok.children:
        if c.dep_ != "prep" or c.lower_ not in _STANDING_PREPS:
            continue
        if any(g.dep_ == "pobj" and (g.ent_type_ in _WHEN_OR_WHERE or g.pos_ == "PROPN") for g in c.children):
            # "leaving the house at 8 a.m.", "leaving a prison in Baghdad": when or where the
            # departure was ("within $100 million of its goal for the end of the year" is where
            # the one left stands)
            continue
        return True
    return False


# Verbs that tell what a thing does or holds as it stands, in the simple present.
_FEATURING = frozenset({"provide", "offer", "allow", "let", "support", "feature", "enable", "include", "boast"})
# Of those, verbs whose complement is what the thing lets one do.
_LETTING = frozenset({"let", "allow", "enable"})
# Subjects that are parties, who act: a personal pronoun, or a named person, body or place.
_PARTY_ENTS = frozenset({"PERSON", "ORG", "GPE", "NORP", "FAC"})
_PARTY_PRONOUNS = frozenset({"i", "we", "you", "he", "she", "they", "who"})
# Nouns for people and bodies: "the government provides aid" is a party's act, not a feature.
_PARTY_NOUNS = frozenset(
    """government company firm bank ministry agency group council court state country city army
    police union party board team club committee official officials people president minister
    administration authority authorities university school hospital charity organization
    organisation association airline maker carrier operator retailer store shop business
    manufacturer owner provider lender insurer investor regulator spokesman spokeswoman
    institution holder shareholder member leader analyst worker employee voter citizen resident
    """.split()
)


def feature(tok: Token) -> bool:
    """A product's feature in the simple present: "the software lets users share files", "the
    widget provides a sandbox for developers". A thing's subject (no person, body or place, no
    personal pronoun) with no auxiliary: what it does as it stands, not a happening. "The
    government provides aid", "Apple offers a refund" are parties' acts."""
    if tok.dep_ in ("ccomp", "xcomp") and word_base(tok.head) in _LETTING and feature(tok.head):
        return True  # "the software lets users share files": the sharing is the feature
    if word_base(tok) not in _FEATURING or tok.tag_ not in ("VBZ", "VBP"):
        return False
    if any(c.dep_ in ("aux", "auxpass", "neg") for c in tok.children):
        return False
    subject = next((c for c in tok.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.ent_type_ in _PARTY_ENTS or subject.lower_ in _PARTY_PRONOUNS:
        return False
    if subject.pos_ == "PRON" and subject.lower_ not in ("it", "this", "that"):
        return False
    return word_base(subject) not in _PARTY_NOUNS
