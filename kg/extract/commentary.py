"""Commentary told by a verb: mentions an annotator may mark as events that a reader would not
put on a timeline, because they weigh, source or relate the news rather than tell it (the graph
stage hides them, :mod:`kg.extract.asides`; the extractions keep them for scoring):

- a cause or an evaluation told as an act: "Bethlehem Steel, hammered by higher costs, posted a
  drop" (the drop is drawn; "a boy, hit by a car" is drawn), "it puts a new emphasis on the
  issue";
- sourcing: "Interviews with three fund groups confirm the trend", "data show", a broadcast's
  "X reports on the visit" (the visit is drawn);
- a relation or a ranking: "a list of 31 people included Ricardo Alarcon", "families now split
  between Miami and Cuba", "McDermott led all players with 23 points", "It's followed by Stroh",
  "the visit was unrelated to Jaguar", "it is famed for its forests";
- a quality told as a doer: "his play gave the team a huge boost", "her insecurities kept her
  out of the spotlight", "his role showed that ...", "persistence pushed them into a corner";
- where someone lives or how far a thing reaches: "she still lived in Wales", "his empire
  stretched from Little Italy to Miami" ("moved to Wales" is drawn);
- a habit: "he gives his best every night", "a scholar who has written extensively about Iraq";
- a light verb, an idiom or talk: "an advertisement featuring a nurse", "put his emotions to a
  test", "striking a chord with", "pushed them into a corner", "has taken a giant leap forward",
  "took a detour from the principle", "has gone out of his way to reassure them", "there has been talk of the
  Yankees being in the race", "the building is a total loss".

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re

from kg.model import EventMention

# Blows a participle tells a cause by: "hammered by costs", "hit by weak demand".
BLOWS = frozenset("hammer batter buffet hit hurt squeeze pinch plague dog beset rock jolt slam pummel crimp".split())
# What such a blow comes from when it is a condition, not a happening ("hit by a car" is one).
_CONDITION_BY = re.compile(
    r"^\s+(?:\w+ly\s+)?by\s+(?:(?:the|a|an|its|their|his|her|[\w-]+er|[\w-]+ing|weak|high|low|rising|falling"
    r"|soft|slow|poor|heavy|big|large|stiff|fierce|intense|tough|sluggish|continued|persistent|\d[\d.,%]*)\s+){0,3}"
    r"(?:costs?|prices?|demand|sales|shipments|orders|competition|rates|losses|weakness|slump|downturn|recession"
    r"|slowdown|inflation|debts?|expenses|charges|problems|concerns|worries|fears|uncertainty|declines?|margins"
    r"|volumes?|earnings|profits|currency|dollar|yen|tariffs|taxes|write-?downs|spending|supply|supplies)\b",
    re.IGNORECASE,
)
# "puts a new emphasis on", "placed a premium on": weight given, no act.
WEIGHTS = frozenset("emphasis stress focus premium spotlight onus".split())
PUTTING = frozenset("put place lay".split())

# Verbs a source shows a thing by, and the sources: "interviews confirm", "data show".
EVIDENCING = frozenset("confirm show suggest indicate reveal demonstrate support bear".split())
SOURCES = frozenset(
    """interview interviews data figure figures record records survey surveys study studies statistic
    statistics poll polls document documents number numbers analysis analyses estimate estimates evidence
    research""".split()
)
# A broadcast's or a column's "reports on", "reports from".
_ON_OR_FROM_AFTER = re.compile(r"^\s+(?:on|from)\b", re.IGNORECASE)

# Membership: "the list included X", "the board comprises five members".
MEMBERSHIP = frozenset("include comprise consist".split())
# "now split between Miami and Cuba", "divided among three heirs": where things stand.
SPLITTING = frozenset("split divide".split())
_BETWEEN_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?(?:between|among|amongst)\b", re.IGNORECASE)
# A ranking: "led all players with 23 points", "topped the league with 30 goals".
RANKING = frozenset("lead top pace trail".split())
_WITH_FIGURE_AFTER = re.compile(
    r"^\s+(?:[\w'’.-]+\s+){0,4}?with\s+(?:a\s+|an\s+)?(?:\d|(?:career|season|game)-)", re.IGNORECASE
)

# Qualities a sentence may make the doer of a verb of causing: "his play gave them a boost".
QUALITIES = frozenset(
    """play role performance persistence notoriety insecurity insecurities popularity success presence
    reputation fame talent leadership absence strength weakness charm looks stubbornness""".split()
)
CAUSING = frozenset("give keep turn show push make lift drive cost earn help".split())
# Residence and extent: "lived in Wales", "stretched from Little Italy to Miami".
_IN_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?(?:in|with|at|near|on|outside|abroad)\b", re.IGNORECASE)
EXTENDING = frozenset("stretch extend span range reach".split())
_FROM_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?from\b", re.IGNORECASE)
# Words that say how things stand: "unrelated to Jaguar", "famed for its forests".
STATE_WORDS = frozenset("unrelated related famed renowned famous".split())
# Habits: "gives his best every night", "has written extensively about Iraq".
_HABIT_NEAR = re.compile(
    r"\b(?:every\s+(?:night|day|game|week|month|year|season|time|morning|evening)|extensively|regularly|routinely"
    r"|habitually|customarily)\b",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[,;:.!?]")

# Participles that, after their noun, say what it shows: "an advertisement featuring a nurse",
# "a video showing police" (what is shown is drawn by its own words).
DEPICTING = frozenset("feature star depict portray show picture showcase involve".split())
_NOUN_RIGHT_BEFORE = re.compile(
    r"\b(?!(?:is|are|was|were|be|been|being|has|have|had|to|not|and|or|who|which|that|by|of|in|on|for|with|at)\b)"
    r"[a-z][\w'’-]*\s+(?:_\s+)?$",
    re.IGNORECASE,
)
# "put his emotions to a test", "went through the motions of": idioms, no act of putting or going.
# "has taken a giant leap forward", "took a detour from the principle", "has gone out of his way to".
_LEAP_AFTER = re.compile(
    r"^\s+(?:a\s+)?(?:[\w-]+\s+)?(?:leaps?|steps?)\s+(?:forward|backward|back)\b|^\s+an?\s+(?:[\w-]+\s+)?detour\s+(?:[\w-]+\s+){0,3}?from\b",
    re.IGNORECASE,
)
_OUT_OF_WAY_AFTER = re.compile(r"^\s+out\s+of\s+(?:his|her|its|their|our|my|your|the)\s+way\b", re.IGNORECASE)
_CHORD_AFTER = re.compile(r"^\s+a\s+(?:[\w-]+\s+)?chord\b", re.IGNORECASE)
_CORNER_AFTER = re.compile(r"^\s+(?:[\w'’.-]+\s+){0,4}?into\s+a\s+corner\b", re.IGNORECASE)
_TOTAL_BEFORE = re.compile(
    r"\b(?:is|was|are|were|be|been|as)\s+[\"“'‘]?(?:now\s+)?an?\s+[\"“'‘]?(?:total|complete|dead)\s+$", re.IGNORECASE
)
_TO_A_TEST_AFTER = re.compile(r"^\s+(?:[\w'’-]+\s+){1,3}to\s+(?:a|the)\s+test\b", re.IGNORECASE)
_THROUGH_AFTER = re.compile(
    r"^\s+through\s+the\s+(?:motions|humiliation|ordeal|trouble|agony|pain|hassle|process|rigou?rs|indignity)\b",
    re.IGNORECASE,
)
# "there has been talk of", "amid talk of": speculation, no talks held.
_TALK_BEFORE = re.compile(
    r"\b(?:there\s+(?:is|was|'s|has\s+been|had\s+been|have\s+been|will\s+be)\s+(?:\w+\s+)?|amid\s+(?:\w+\s+)?)$",
    re.IGNORECASE,
)
_OF_AFTER = re.compile(r"^\s+(?:of|about|that)\b", re.IGNORECASE)


def commentary(ev: EventMention, text: str) -> bool:
    """Whether a mention (``text`` its article's text) tells one of the kinds of commentary above."""
    if ev.nominal:
        return talk_of(ev, text) or (
            ev.lemma == "loss" and bool(_TOTAL_BEFORE.search(text[max(0, ev.start - 30) : ev.start]))
        )
    return (
        cause_told_as_act(ev, text)
        or habit(ev, text)
        or sourcing(ev, text)
        or relation_or_ranking(ev, text)
        or depiction(ev, text)
        or idiom(ev, text)
    )


def cause_told_as_act(ev: EventMention, text: str) -> bool:
    """ "Hammered by higher costs and lower shipments, the firm posted a drop": a participle of a
    blow whose "by" names a condition is why the news is, no act ("a boy, hit by a car" and "was
    hit by a missile" are drawn); "puts a new emphasis on the issue": weight given."""
    if ev.lemma in PUTTING and _last(ev.object or ev.theme) in WEIGHTS:
        return True
    if ev.lemma in CAUSING and _last(ev.subject) in QUALITIES:
        return True
    return ev.lemma in BLOWS and not ev.tense and bool(_CONDITION_BY.match(text[ev.end : ev.end + 120]))


def sourcing(ev: EventMention, text: str) -> bool:
    """ "Interviews with three fund groups confirm the trend", "the figures show": a source
    vouching for the news, no happening; "Nancy Marshall reports on the visit": a broadcast's
    segment (the visit is drawn)."""
    if ev.lemma in EVIDENCING:
        return _first(ev.subject) in SOURCES or _last(ev.subject) in SOURCES
    return ev.lemma == "report" and ev.tense == "present" and bool(_ON_OR_FROM_AFTER.match(text[ev.end : ev.end + 10]))


def relation_or_ranking(ev: EventMention, text: str) -> bool:
    """ "The list included Ricardo Alarcon": who belongs to what; "others now split between Miami
    and Cuba" (with no object: "split the firm between his sons" is an act): where things stand;
    "led all players with 23 points": a ranking."""
    after = text[ev.end : ev.end + 60]
    if ev.lemma in MEMBERSHIP or ev.trigger.lower() in STATE_WORDS:
        return True
    if ev.lemma == "follow" and ev.tense == "present":
        return bool(re.match(r"^\s+(?:closely\s+)?by\b", after))  # "it's followed by Stroh": a ranking
    if ev.lemma == "live" and ev.tense in ("past", "present", "perfect", "progressive"):
        return bool(_IN_AFTER.match(after))  # "still lived in Wales": where someone lives
    if ev.lemma in EXTENDING and not ev.object:
        return bool(_FROM_AFTER.match(after))  # "the empire stretched from X to Y"
    if ev.lemma in SPLITTING:
        return not ev.object and bool(_BETWEEN_AFTER.match(after))
    return ev.lemma in RANKING and bool(_WITH_FIGURE_AFTER.match(after))


def habit(ev: EventMention, text: str) -> bool:
    """ "He gives his best every night", "a scholar who has written extensively about Iraq": what
    someone does as a rule, told in the present or the perfect, no one happening ("wrote a
    letter every day last week" in the past is left to the count's own tests)."""
    if ev.tense not in ("present", "perfect"):
        return False
    after = text[ev.end : ev.end + 60]
    end = _CLAUSE_END.search(after)
    return bool(_HABIT_NEAR.search(after[: end.start()] if end else after))


def depiction(ev: EventMention, text: str) -> bool:
    """ "A television advertisement featuring Emily Lyons", "a video showing police": what a
    thing shows, told by a participle right after its noun ("the show featured a nurse" is a
    relation too, but is left to the verb's own tests)."""
    if ev.lemma not in DEPICTING or ev.tense or not ev.trigger.lower().endswith("ing"):
        return False
    return bool(_NOUN_RIGHT_BEFORE.search(text[max(0, ev.start - 40) : ev.start]))


def idiom(ev: EventMention, text: str) -> bool:
    """ "Put his emotions to a test", "go through the humiliation of backing out": a verb in a
    fixed phrase that names no putting or going."""
    after = text[ev.end : ev.end + 60]
    if ev.lemma == "put":
        return bool(_TO_A_TEST_AFTER.match(after))
    if ev.lemma == "take":
        return bool(_LEAP_AFTER.match(after))
    if ev.lemma == "go" and _OUT_OF_WAY_AFTER.match(after):
        return True
    if ev.lemma == "strike":
        return bool(_CHORD_AFTER.match(after))
    if _CORNER_AFTER.match(after):
        return True
    return ev.lemma == "go" and bool(_THROUGH_AFTER.match(after))


def talk_of(ev: EventMention, text: str) -> bool:
    """ "There has been talk of the Yankees being in the race", "amid talk of a merger":
    speculation going round, no talks held ("talks on a merger" are drawn)."""
    return (
        ev.nominal
        and ev.trigger.lower() == "talk"
        and bool(_OF_AFTER.match(text[ev.end : ev.end + 10]))
        and bool(_TALK_BEFORE.search(text[max(0, ev.start - 30) : ev.start]))
    )


def _last(words: str) -> str:
    parts = words.lower().split()
    return parts[-1] if parts else ""


def _first(words: str) -> str:
    parts = words.lower().split()
    return parts[0] if parts else ""
