"""Asides: mentions an annotator marks as events that tell no happening of their own, only
something about the news beside them (the graph stage hides them; the extractions keep them
for scoring):

- a participle of telling that says nothing of its own: "He described the hardship ...,
  concluding that ...", "Gonzalez told reporters, referring to his son", "filed a lawsuit,
  alleging that ...", "Citing people familiar with the matter, the Journal reported ..." (the
  statement or act beside it is drawn; a participle drawn with its own words, "..., saying
  that X", stays);
- a relation told by a participle after its noun: "evidence linking the blasts to X", "a
  group, linked with Laden", "problems tied to the launch" ("tests link him to the hair", "has
  been linked to the attacks" are drawn); an order told after a comma: "Georgina came in 1983,
  followed by Lazaro in 1984" ("was followed by riots" is drawn); who heads a thing, told by a
  participle: "underwriters led by Merrill Lynch", "Led by its Cheerios line, General Mills
  gained" ("the police led the protesters to the square" is drawn); a cause told by "led to":
  "a trial that led to a $107 million verdict" (the trial and the verdict are drawn); who
  worked out a figure: "price trends, as calculated by Morgan Stanley";
- what a participle after its noun says of it: "the criteria outlined under the guidelines",
  "a memorial service planned for Saturday", "a summit set for April" (the guidelines and the
  service are the news; "the plan was outlined on Monday" is drawn);
- a running total of countless acts: "over five billion applications have been purchased",
  "has sold 10 million iPods to date" (no one event; a dated sale is drawn);
- an evaluation: "the administration's wisdom ... was confirmed by ...", "fears were borne
  out", "the decision vindicated his judgement", "the announcement marked the third time ...";
- an explanation or a debt: "a gain Du Pont attributed to higher demand", "the drop was
  attributed to costs", "Columbia owes its growth to its junk bonds", "Delta has benefited
  from the weakness of Eastern", "Columbia, reeling from accounting changes, announced";
- where attention lies: "Apple has been focusing on enterprise features", "pointed to the
  bankruptcy as an example", "has set its sights on buying a bank";
- what someone fears may happen: "worried about civil war in Kosovo spilling to the Balkans";
- the interview or release a statement was given in: "said in a telephone interview", "said in a
  news release" (the outlet's sourcing; the statement is drawn);
- a connective: "willing to withdraw provided the frontier could be secured" (no provision);
- an effort told by its aim: "Russia has stalled ratification, trying to tie it to ...",
  "is seeking to sell the unit" (the aim is the news, drawn when it is asserted);
- a state told as if it happened (:mod:`kg.extract.standing`): a state of mind, what a thing
  can do, a share held, how someone looked, what someone has, a stance stated as a statement's
  content, a border "moving"; a background (:mod:`kg.extract.backgrounds`): what is worn, a
  worry, troubles faced, shares held, the time of day; commentary (:mod:`kg.extract.commentary`):
  a cause or sourcing told as an act, a relation or a ranking, a light verb, talk of something.

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.extract.backgrounds import background
from kg.extract.commentary import commentary
from kg.extract.standing import ADJUNCT_BEFORE, standing
from kg.model import EventMention

# Verbs of telling that, as a participle beside a statement, carry on the same statement.
TELLING_PARTICIPLES = frozenset(
    """conclude add note say explain argue stress emphasize emphasise insist cite describe call suggest
    state claim assert recall point reiterate repeat acknowledge admit observe remark comment warn refer
    quote allege contend""".split()
)
# "Citing people familiar with ...," at the start of a sentence.
_OPENING_BEFORE = re.compile(r"(?:^|[.!?][\"'”’]*\s+|``\s*|[\"“]\s*)$")

# Verbs that relate one thing to another: as a participle after a noun, a relation, no act.
RELATIONS = frozenset("link tie associate connect relate".split())
# A noun (or a noun and a comma) right before the participle, not an auxiliary or "to".
_NOUN_BEFORE = re.compile(
    r"\b(?!(?:is|are|was|were|be|been|being|has|have|had|to|not|and|or|who|which|that)\b)[a-z][\w'’-]*,?\s+"
    r"(?:(?:directly|closely|largely|partly|mainly|chiefly|reportedly|allegedly|possibly|also|strongly"
    r"|loosely|apparently|purportedly|long)\s+)?$",
    re.IGNORECASE,
)

# "Georgina, in 1983, followed by Lazaro": the order of happenings, each drawn by its own word.
ORDERS = frozenset("follow precede".split())
_COMMA_BEFORE = re.compile(r",\s*$")
_BY_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?by\b", re.IGNORECASE)

# "as calculated by Morgan Stanley", "as compiled by the agency": who worked out a figure.
SOURCING = frozenset("calculate compile measure estimate tally count compute report quote cite".split())
_AS_BEFORE = re.compile(r"\bas\s+$", re.IGNORECASE)

# Who heads or holds a thing, told by a participle and its "by": "underwriters led by Merrill Lynch".
HEADING = frozenset("lead head back sponsor chair run control own dominate found".split())

# Participles that, right after their noun, say how it was laid down or when it is due.
LAYING_DOWN = frozenset(
    "outline specify define describe list stipulate prescribe mention plan schedule propose slate".split()
)

# Acts counted in their millions: a running total of them is no one event.
TALLIED = frozenset(
    "purchase buy sell download install ship order register subscribe view watch visit stream activate deliver".split()
)
# A count of things in the millions, not of money ("$5 billion of assets") or of shares (one
# deal: "agreed to sell 10 million shares").
_COUNT = re.compile(
    r"(?<![$€£¥])(?<![$€£¥]\s)\b(?:millions|billions|thousands|hundreds\s+of\s+thousands"
    r"|(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|a|several|many|some)\s*"
    r"(?:million|billion|thousand|mln|bln|m|bn)\b|\d{1,3}(?:,\d{3}){2,})"
    r"(?!\s+(?:of\s+(?:its|their|the)\s+)?(?:dollars|euros|pounds|yen|francs|marks|yuan|rupees|dirhams"
    r"|(?:common\s+|preferred\s+)?(?:shares|stock|bonds|notes|warrants|barrels|tons|tonnes))\b)",
    re.IGNORECASE,
)
_TO_DATE = re.compile(
    r"\b(?:so\s+far|to\s+date|in\s+total|a\s+total\s+of|since\s+(?:its|their|the)\s+(?:launch|debut|introduction|release|opening))\b",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[;!?]|\.(?:\s|$)")

# Views and judgements, and the verbs that say whether events bore them out.
JUDGMENTS = frozenset(
    """wisdom folly fear view belief suspicion theory assumption prediction argument judgment judgement
    assessment notion hope concern worry doubt skepticism scepticism optimism pessimism instinct thesis
    premise analysis verdict criticism""".split()
)
EVALUATING = frozenset(
    "confirm prove vindicate validate justify bear underscore reinforce refute disprove belie".split()
)
# "marked the third time that ...", "marks a turning point": where the news stands, not news.
MARK_POINTS = frozenset("time first milestone point shift departure end beginning start return change".split())

# "focusing on enterprise features", "concentrate their efforts on groceries".
ATTENTION = frozenset("focus refocus concentrate center centre".split())
_ON_AFTER = re.compile(
    r"^\s+(?:(?:its|their|his|her|our|my|the|much|more|most|solely|mainly|largely|heavily|exclusively)\s+)?"
    r"(?:(?:efforts?|attention|resources|energ(?:y|ies)|sights|investigation|search)\s+)?"
    r"(?:\w+ly\s+)?(?:on|upon)\b",
    re.IGNORECASE,
)
_TO_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?to\b", re.IGNORECASE)

# "worried about civil war spilling to the Balkans", "fears of the dollar falling".
_FEARED_BEFORE = re.compile(
    r"\b(?:worried|worries|worry|concerned|concerns?|afraid|fearful|fears?|anxious|nervous|wary|warned)"
    r"\s+(?:about|of|over)\s+(?:[\w'’-]+\s+){0,6}$",
    re.IGNORECASE,
)
# "in a telephone interview", "during an interview with CNN", "said in a news release": the
# setting of a statement.
STATEMENT_SETTINGS = frozenset("interview release".split())
_IN_A_BEFORE = re.compile(r"\b(?:in|during)\s+(?:a|an|the|one)\s+(?:[\w-]+\s+){0,2}$", re.IGNORECASE)
# "provided the frontier could be secured", "providing that": a condition, no provision.
CONNECTIVES = frozenset("provided providing".split())

# Verbs of striving, told by their aim in an infinitive: "trying to tie it to an agreement".
EFFORTS = frozenset("try seek strive attempt endeavour endeavor".split())
# (a quote may open between "to" and its verb: 'sought to ``turn the gulf into a lake'')
_INFINITIVE_AFTER = re.compile(
    r"^\s+(?:(?:\w+ly|not|again|hard|desperately)\s+)?to\s+(?:``\s*|[\"“'‘]\s*)?[a-z]", re.IGNORECASE
)


def asides(events: Sequence[EventMention], text: str) -> set[int]:
    """Positions in ``events`` (one article's, ``text`` its text) of the mentions above."""
    return {
        i
        for i, ev in enumerate(events)
        if not ev.nominal
        and (
            same_statement(ev, events, text)
            or relation(ev, text)
            or laid_down(ev, text)
            or running_total(ev, text)
            or evaluation(ev)
            or explanation(ev, text)
            or attention(ev, text)
            or standing(ev, text)
            or background(ev, text)
            or effort(ev, text)
            or feared(ev, text)
            or connective(ev)
        )
        or setting_of_a_statement(ev, events, text)
        or commentary(ev, text)
    }


def same_statement(ev: EventMention, events: Sequence[EventMention], text: str) -> bool:
    """A participle of telling that opens an adjunct ("..., concluding that", "filed a suit,
    alleging that", "Citing people familiar with it, X reported") and says nothing of its own:
    drawn, it would be "X concluding". The statement or act beside it is drawn. A participle
    drawn with its own words ("..., saying that X") is not hidden."""
    if ev.lemma not in TELLING_PARTICIPLES or not ev.trigger.lower().endswith("ing") or ev.tense:
        return False
    if ev.event_class == "statement" and (ev.quote or ev.reported):
        return False  # "..., saying that similar problems plague all phones": drawn with its words
    if ev.lemma == "add" and (ev.object or ev.patients):
        return False  # "expanded three times, adding Greece in 1952": an act of adding
    before = text[max(0, ev.start - 40) : ev.start]
    if not (ADJUNCT_BEFORE.search(before) or _OPENING_BEFORE.search(before)):
        return False
    return any(other is not ev and other.sentence == ev.sentence and not other.nominal for other in events)


def relation(ev: EventMention, text: str) -> bool:
    """ "Evidence linking the blasts to X", "a group, linked with Laden", "problems tied to the
    launch": a participle of relating right after its noun says how things stand, no act. A
    finite or perfect verb ("tests link him to the hair", "has been linked to the attacks") is
    drawn; so is "linked up with a partner" (joined). So ", followed by Lazaro in 1984" tells an
    order ("was followed by riots" is drawn), and "underwriters led by X", "Led by its Cheerios
    line, ..." who heads a thing ("the police led the protesters" is drawn)."""
    if ev.lemma in ORDERS and not ev.tense:
        before = text[max(0, ev.start - 10) : ev.start]
        return bool(_COMMA_BEFORE.search(before) and _BY_AFTER.match(text[ev.end : ev.end + 20]))
    before = text[max(0, ev.start - 60) : ev.start]
    after = text[ev.end : ev.end + 20]
    if ev.lemma == "lead" and re.match(r"^\s+(?:\w+ly\s+)?to\b", after):
        return True  # "a trial that led to a verdict": a cause, both drawn on their own
    if ev.lemma in SOURCING and not ev.tense and _AS_BEFORE.search(before) and _BY_AFTER.match(after):
        return True  # "as calculated by Morgan Stanley"
    if ev.lemma in HEADING and not ev.tense and _BY_AFTER.match(text[ev.end : ev.end + 20]):
        return bool(_NOUN_BEFORE.search(before) or _OPENING_BEFORE.search(before))
    if ev.lemma not in RELATIONS or ev.tense or not ev.trigger.lower().endswith(("ing", "ed")):
        return False
    if re.match(r"^\s+up\b", text[ev.end : ev.end + 10]):
        return False
    return bool(_NOUN_BEFORE.search(before))


def laid_down(ev: EventMention, text: str) -> bool:
    """ "The criteria outlined under the new guidelines", "a memorial service planned for
    Saturday", "a summit set for April": a participle right after its noun says how the thing
    was laid down or when it is due, no happening ("was outlined on Monday" is drawn)."""
    if ev.tense:
        return False
    if ev.lemma == "set":
        laid = ev.trigger.lower() == "set" and bool(re.match(r"^\s+for\b", text[ev.end : ev.end + 10]))
    else:
        laid = ev.lemma in LAYING_DOWN and ev.trigger.lower().endswith("ed")
    return laid and bool(_NOUN_BEFORE.search(text[max(0, ev.start - 60) : ev.start]))


def running_total(ev: EventMention, text: str) -> bool:
    """A count in the millions of acts of buying, selling, downloading in the perfect ("over five
    billion applications have been purchased") or told "so far", "to date": a running total."""
    if ev.lemma not in TALLIED or ev.timex is not None:
        return False
    before = text[max(0, ev.start - 150) : ev.start]
    ends = list(_CLAUSE_END.finditer(before))
    before = before[ends[-1].end() :] if ends else before
    after = text[ev.end : ev.end + 100]
    end = _CLAUSE_END.search(after)
    after = after[: end.start()] if end else after
    clause = f"{before} {after}"
    if not _COUNT.search(clause):
        return False
    return ev.tense == "perfect" or bool(_TO_DATE.search(clause))


def evaluation(ev: EventMention) -> bool:
    """A view borne out or belied ("the administration's wisdom was confirmed by ...", "their
    fears proved right"), or a point marked ("marked the third time that ..."): the writer
    weighing the news, not a happening."""
    words = {ev.theme.lower(), _last(ev.subject), _last(ev.object)}
    if ev.lemma in EVALUATING and words & {*JUDGMENTS, *(w + "s" for w in JUDGMENTS)}:
        return True
    return ev.lemma == "mark" and ev.theme.lower() in MARK_POINTS


def explanation(ev: EventMention, text: str = "") -> bool:
    """ "A gain Du Pont attributed to higher demand", "the drop was attributed to costs" (an
    attribution with no object of its own: an aside on a noun, or a passive), "owes its growth
    to its junk bonds", "has benefited from the weakness of Eastern", "reeling from accounting
    changes": why something is, told beside it."""
    if ev.lemma in ("benefit", "reel", "suffer"):
        return bool(re.match(r"^\s+(?:[\w'’-]+\s+){0,4}?from\b", text[ev.end : ev.end + 60], re.IGNORECASE))
    return (ev.lemma == "attribute" and not ev.object) or ev.lemma == "owe"


def attention(ev: EventMention, text: str) -> bool:
    """ "Apple has been focusing on enterprise features", "pointed to the bankruptcy as an
    example", "has set its sights on buying a bank": where attention lies, not a happening."""
    after = text[ev.end : ev.end + 60]
    if ev.lemma in ATTENTION:
        return bool(_ON_AFTER.match(after))
    if ev.lemma == "set":
        return bool(re.match(r"^\s+(?:its|their|his|her|our|my|your)\s+sights\b", after, re.IGNORECASE))
    return ev.lemma == "point" and bool(_TO_AFTER.match(after))


def _last(words: str) -> str:
    parts = words.lower().split()
    return parts[-1] if parts else ""


def effort(ev: EventMention, text: str) -> bool:
    """ "Trying to tie it to an agreement", "is seeking to sell the unit": an effort told by its
    aim in an infinitive, whose own mention is the news ("sought peace" has an object, drawn)."""
    return ev.lemma in EFFORTS and bool(_INFINITIVE_AFTER.match(text[ev.end : ev.end + 40]))


def feared(ev: EventMention, text: str) -> bool:
    """ "Worried about civil war in Kosovo spilling to the Balkans": a gerund that says what
    someone fears may happen, no happening."""
    return ev.trigger.lower().endswith("ing") and bool(_FEARED_BEFORE.search(text[max(0, ev.start - 80) : ev.start]))


def setting_of_a_statement(ev: EventMention, events: Sequence[EventMention], text: str) -> bool:
    """ "Said in a telephone interview", "In an interview, X said", "said in a news release": the
    interview or release a statement was given in, the outlet's sourcing (the statement is drawn; "after two interviews with the
    father" is drawn)."""
    return (
        ev.nominal
        and ev.lemma in STATEMENT_SETTINGS
        and bool(_IN_A_BEFORE.search(text[max(0, ev.start - 40) : ev.start]))
        and any(o.sentence == ev.sentence and o.event_class == "statement" and not o.nominal for o in events)
    )


def connective(ev: EventMention) -> bool:
    """ "Willing to withdraw provided the frontier could be secured": "provided" with no one who
    provides and nothing provided is a condition's connective."""
    return ev.trigger.lower() in CONNECTIVES and not (ev.subject or ev.object or ev.theme or ev.agents or ev.patients)
