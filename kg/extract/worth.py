"""Mentions that are events to an annotator but nothing a reader would put on a timeline.

TimeML and ECB+ mark every "said" and every verb; a reader of the graph wants what happened.
Kept in the extractions (scored against the annotations), these are not drawn:

- a bare attribution: "the ministry said" with nothing said (no quote, no reported clause,
  nothing it is about), as when the parse leaves "The toll rose, the ministry said" unjoined,
  and the hearsay "X is said to be planning";
- a statement that says there is nothing to say: "said he did not know where the man was
  held", "said it had no information", "said it was too early to say" (like "declined to
  comment", :func:`kg.extract.idioms.no_comment`);
- a standing state told in the simple present: "the Iraqis possess chemical weapons", "the
  company owns 30% of the bank", "the team includes 50 rescuers", "the figures reflect a stock
  dividend", "Iraq now controls 20 percent of the reserves": true before and after the article, no happening of the day;
- how someone feels, told as a state: "I am honored to lead", "we are pleased";
- "that day has come", "the time has come": a turn of phrase;
- the start or end of a span of the calendar: "the quarter, which ended Dec. 30";
- a word prefix the tokenizer cut from its word: "re" of "re-entered" (the word after the
  hyphen is the event);
- background the extraction marked (:mod:`kg.extract.backdrop`): a description ("a puppy
  named Rex"), scenery ("with the ship towering behind him"), a sourcing formula ("who spoke
  on condition of anonymity"), an aspectual verb whose complement is the happening ("was
  beginning to get back on its feet"), an accused's own account of her acts at her trial; a
  measure or who someone is (:mod:`kg.extract.portraits`: "at a resolution of 1280x720", "those
  who were responsible");
- a bare event noun that a verb of taking part in it holds ("chaired an emergency meeting": the
  verb's node shows the meeting, :func:`shown_by_its_verb`);
- "results": a company's figures ("third-quarter results", "reduced results $40
  million"), an amount, not a happening;
- a figure of speech whose subject is where the news looks: "attention returned to the court",
  "the focus shifted"; or a road opened: "opening a new path for the alliance";
- an unnamed source credited by the outlet, with nothing said joined: "a source tells CNN";
- a posture in a temporal clause that only sets the moment of the news beside it: "was shot as
  he stood in his kitchen" (the shooting is drawn, :func:`circumstances`);
- what the words around the mention say is no happening (:func:`not_happenings`): "leaves behind
  a company" (a legacy), "iPods sold in France already have" (what is on a market), ", cited by
  HotNews" (where a quote was read), "the highway bound for Iraq" (a direction), the "fire" of
  "cease-fire", "land claimed by Palestinians" (who holds it), "improved search" (a product's feature).

Pure functions over :class:`~kg.model.EventMention` records, read by the graph stage.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.extract.lexicon import REPORTING_VERBS
from kg.model import EventMention

# Verbs of having, holding and being made of: in the simple present a standing condition.
STATIVE_VERBS = frozenset(
    """
possess own contain comprise consist include belong resemble lack exist employ house border
weigh cost equal number maintain reflect represent control produce manufacture serve clock
""".split()
)
# Spans of the calendar whose start or end is no happening: "the quarter, which ended Dec. 30",
# "the year ending June 30".
PERIODS = frozenset("year quarter month week period half".split())
BOUNDARIES = frozenset("end begin start close".split())
# How a speaker says she feels: "I am honored to lead", "we are pleased with the results"; or
# what she holds: "is convinced the entourage is designed to prevent defections"; or how a
# thing struck her: "was heartened by the cooperation", "was puzzled by her effect" ("upset"
# is left out: "was upset by Duke" is a game lost).
FEELINGS = frozenset(
    """honored honoured pleased delighted thrilled proud excited saddened disappointed happy glad sad
    grateful thankful humbled privileged sorry confident optimistic hopeful convinced persuaded
    heartened puzzled baffled bewildered perplexed dismayed relieved gratified surprised astonished
    amazed frustrated worried troubled concerned appalled horrified""".split()
)
# "That day has come", "the time has come".
TIMES_THAT_COME = frozenset("day time moment hour".split())
# Verbs of taking part in the happening their object names: "chaired an emergency meeting".
TAKING_PART = frozenset("chair attend host convene preside address join boycott skip organize organise lead".split())
# Where the news looks, as the subject of a verb of moving: "attention returned to the court".
GAZES = frozenset("attention focus spotlight".split())
GAZE_MOVES = frozenset("return turn shift move switch swing".split())
# A road or a page opened as a figure: "opening a new path for the alliance", "paved the way for
# talks", "turned a new page": what a happening means, told beside it.
FIGURE_OPENINGS = frozenset("open pave clear chart forge turn usher mark".split())
FIGURE_PATHS = frozenset("path way chapter page era avenue".split())
# Who a broadcaster or paper credits, unnamed: "a senior source tells CNN", "an official told Reuters".
CREDITED_SOURCES = frozenset(
    "source sources insider insiders official officials spokesman spokeswoman spokesperson aide aides".split()
)
# Postures and waits: in "as he stood in his kitchen" the moment of another happening.
POSTURES = frozenset("stand sit lie sleep wait rest kneel".split())
# "as he stood", "while the man was sitting", "as she lay": the clause's opening before its verb.
_WHILE_OPENING = re.compile(r"\b(?:as|while)\s+(?:[\w'’.-]+\s+){1,3}?(?:was\s+|were\s+)?$", re.IGNORECASE)
# Word prefixes the tokenizer may split off at a hyphen ("re-entered", "co-founded").
PREFIXES = frozenset("re co pre non un anti ex post mid sub mis inter multi semi".split())

_NOT = r"(?:\s+not|n['’]t|not)"
_NO_KNOWING = re.compile(
    r"^(?:[\w.'’-]+\s+){1,4}?"  # who does not know: "he", "the police", "a spokesman for the bank"
    r"(?:did|does|do|could|would|can|ca|was|were|is|are|had|has|have)" + _NOT + r"\s+"
    r"(?:yet\s+|immediately\s+|know\s+or\s+)?"
    r"(?:know|say|comment|confirm|disclose|elaborate|speculate|specify|identify|sure|certain"
    r"|able\s+to\s+(?:say|confirm|comment))\b"
    r"|^(?:[\w.'’-]+\s+){1,4}?(?:had|has|have)\s+no\s+(?:information|details|comment|knowledge|further)\b"
    r"|^it\s+(?:is|was)\s+(?:too\s+early|premature)\s+to\s+(?:say|tell|comment|speculate)\b"
    r"|^(?:that|this|it)\s+(?:is|was)\s+a\s+question\s+(?:(?:better|best)\s+(?:addressed|put|asked)\s+)?(?:to|for)\b",
    re.IGNORECASE,
)

_QUOTE_MARKS = re.compile(r"``|''|[\"“”‘’]")


def bare_attribution(ev: EventMention) -> bool:
    """A reporting verb with nothing said: no quote, no reported clause, no object, no theme,
    and no one told (a speaker and a hearer: "X told Y"). "X is said to be planning" names
    whom it is said of, not who said it: hearsay, not a statement."""
    return (
        ev.event_class == "statement"
        and not ev.nominal
        and ev.lemma in REPORTING_VERBS
        and not (ev.quote or ev.reported or ev.object or ev.theme)
        and not (ev.agents and ev.patients)
    )


def hearsay(ev: EventMention) -> bool:
    """ "X is said to be planning", "was reported to have fled": a reporting verb in the passive
    with an infinitive for what is said, and no one who says it. It hedges what follows; no
    one's statement happened."""
    return (
        ev.event_class == "statement"
        and not ev.nominal
        and not ev.agents
        and not ev.quote
        and ev.reported.lower().startswith("to ")
    )


def says_nothing(ev: EventMention) -> bool:
    """A statement whose reported clause says the speaker does not know or cannot say."""
    # Quotation marks inside the clause ("a question ``better addressed to the Treasury''") are no words.
    reported = " ".join(_QUOTE_MARKS.sub(" ", ev.reported).split())
    return ev.event_class == "statement" and not ev.quote and bool(_NO_KNOWING.match(reported))


def standing_state(ev: EventMention) -> bool:
    """A verb of having or being made of in the simple present ("the Iraqis possess weapons"),
    or a share of ownership written as one word ("which is 92%-owned by X")."""
    if ev.trigger.lower().endswith(("-owned", "-controlled")) and any(c.isdigit() for c in ev.trigger):
        return True
    return not ev.nominal and ev.tense == "present" and ev.lemma in STATIVE_VERBS


def feeling(ev: EventMention) -> bool:
    """How someone feels, told as a state: "I am honored to lead the team", "we are pleased"
    (an adjective has no tense of its own); "the news saddened the nation" is a happening."""
    return not ev.nominal and ev.tense in ("present", "") and ev.trigger.lower() in FEELINGS


def time_has_come(ev: EventMention) -> bool:
    """ "That day has come", "the time has come to act": a turn of phrase, no happening of its own."""
    words = ev.subject.lower().split()
    return not ev.nominal and ev.lemma == "come" and bool(words) and words[-1] in TIMES_THAT_COME


def period_boundary(ev: EventMention) -> bool:
    """The start or end of a span of the calendar: "the last quarter, which ended Dec. 30", "the
    year ending June 30" (a fiscal year's end is a date, not news)."""
    words = ev.subject.lower().split()
    return not ev.nominal and ev.lemma in BOUNDARIES and bool(words) and words[-1] in PERIODS


def word_prefix(ev: EventMention) -> bool:
    """A trigger that is a prefix cut from its word ("re" of "re-entered"), or no word at all: a
    single letter ("s" of "Apple ’ s", a possessive the tokenizer split at a spaced apostrophe)."""
    trigger = ev.trigger
    if trigger.lower() in PREFIXES:
        return True
    # Two letters first are two letters at least: the count runs only on the rare rest.
    two = trigger[:2]
    return not (len(two) == 2 and two.isalpha()) and sum(c.isalpha() for c in trigger) < 2


def figures(ev: EventMention) -> bool:
    """ "Results": "third-quarter results included gains of $48 million", "claims reduced
    results $40 million" (which the parse may take for a verb): a company's figures, an amount;
    what happened to them is the verb beside it ("profit rose"). The verb "resulted in" only
    joins the happening to its cause, both drawn on their own."""
    return ev.lemma == "result"


def figure_of_speech(ev: EventMention) -> bool:
    """ "Attention returned today to the judges", "the focus shifted to the court": the writer's
    way of saying where the news looks, not a happening."""
    words = ev.subject.lower().split()
    if not ev.nominal and ev.lemma in FIGURE_OPENINGS and ev.theme in FIGURE_PATHS:
        return True  # "opening a new path for the alliance", "paved the way for talks"
    return not ev.nominal and ev.lemma in GAZE_MOVES and bool(words) and words[-1] in GAZES


def credited_source(ev: EventMention) -> bool:
    """ "A senior law enforcement source tells CNN", with nothing said joined to it: the outlet
    crediting its unnamed source, no happening (what the source said is drawn on its own)."""
    words = ev.subject.lower().split()
    return (
        ev.event_class == "statement"
        and not ev.nominal
        and not ev.agents
        and ev.lemma in REPORTING_VERBS
        and not (ev.quote or ev.reported or ev.theme)
        and bool(words)
        and words[-1] in CREDITED_SOURCES
    )


def worth_drawing(ev: EventMention) -> bool:
    """Whether nothing of the above rules the mention out of the picture."""
    return not (
        bare_attribution(ev)
        or hearsay(ev)
        or says_nothing(ev)
        or standing_state(ev)
        or feeling(ev)
        or time_has_come(ev)
        or period_boundary(ev)
        or word_prefix(ev)
        or figures(ev)
        or figure_of_speech(ev)
        or credited_source(ev)
        or bool(ev.backdrop)
    )


def shown_by_its_verb(events: Sequence[EventMention]) -> set[int]:
    """The bare event nouns (no agent, no patient of their own) that a drawn verb of taking part
    in them holds as its object: "X chaired an emergency meeting" is drawn as "X chaired
    emergency meeting", and the bare "meeting" beside it would be a second node of one
    happening, with no one in it. Positions in ``events`` (one article's)."""
    objects = [
        (ev.sentence, ev.object_span)
        for ev in events
        if not ev.nominal and ev.lemma in TAKING_PART and ev.object_span is not None and worth_drawing(ev)
    ]
    return {
        i
        for i, ev in enumerate(events)
        if ev.nominal
        and not (ev.agents or ev.patients)
        and any(s == ev.sentence and span[0] <= ev.start and ev.end <= span[1] for s, span in objects)
    }


def circumstances(events: Sequence[EventMention], text: str) -> set[int]:
    """The postures in a temporal "as" or "while" clause that only give the moment of a
    happening told before them in the sentence: in "Slepian was shot on Friday night as he
    stood in his kitchen" the node is the shooting, and a node "stood" would show the posture
    in its place. Positions in ``events`` (one article's, ``text`` its text)."""
    hidden: set[int] = set()
    for i, ev in enumerate(events):
        if ev.nominal or ev.lemma not in POSTURES:
            continue
        window = max(0, ev.start - 40)
        opening = _WHILE_OPENING.search(text[window : ev.start])
        if opening is None:
            continue
        clause_start = window + opening.start()
        if any(
            j != i and other.sentence == ev.sentence and not other.nominal and other.end <= clause_start
            for j, other in enumerate(events)
        ):
            hidden.add(i)
    return hidden


# "leaves behind a company", "left behind a wife and two children": a legacy, not a departure.
_LEFT_BEHIND = re.compile(
    r"^\s+behind\s+(?:(?:a|an|the|his|her|their|its|two|three|four|five)\s+)?(?:[\w'’-]+\s+){0,2}?"
    r"(?:company|companies|legacy|family|wife|husband|widow|widower|children|child|sons?|daughters?"
    r"|parents|grandchildren|firm|business|empire|fortune|estate)\b",
    re.IGNORECASE,
)
# "iPods sold in France already have": a plural head, the participle and a place, then a verb of
# the simple present; what is on that market, not a sale that happened.
_ON_A_MARKET_BEFORE = re.compile(r"(?:^|[.;:!?]\s+|\b(?:the|all|most|many|some)\s+)[\w'’-]*s\s+$", re.IGNORECASE)
_ON_A_MARKET_AFTER = re.compile(
    r"^\s+(?:in|across|throughout)\s+(?:the\s+)?(?:[A-Z][\w'’.-]*\s+){1,3}"
    r"(?:already\s+|now\s+|still\s+|all\s+|often\s+|usually\s+|must\s+)?"
    r"(?:have|has|are|is|must|carry|come|include|use|need|require|contain|cost)\b"
)
MARKET_PARTICIPLES = frozenset("sell make buy manufacture produce build import ship market".split())
# ", cited by HotNews", "Quoted by the agency, the minister said": where a quote was read.
_SOURCE_BEFORE = re.compile(r"(?:^|[.,;(—–](?:\s*as)?)$", re.IGNORECASE)
# The source's name closes the phrase: ", cited by HotNews." (not a traffic ticket: "cited by
# the police in December for speeding").
_BY_AFTER = re.compile(r"^\s+by\s+(?:[\w'’.&-]+\s+){0,4}?[\w'’.&-]+\s*(?:[,;.)—–]|$)", re.IGNORECASE)
# "the desert highway bound for Iraq": a direction.
_FOR_AFTER = re.compile(r"^\s+for\b", re.IGNORECASE)
# "land claimed by Palestinians", "areas governed by the rebels": a participle right after its
# noun, with its agent, saying who holds the thing (descriptions.py knows "based", "owned").
HOLDING_PARTICIPLES = frozenset("claim occupy inhabit populate administer govern rule dominate dispute contest".split())
_NOUN_BEFORE = re.compile(
    r"\b(?!(?:is|are|was|were|be|been|being|has|have|had|and|or|not)\s+$)[a-z][\w'’-]*\s+$", re.IGNORECASE
)
_BY_AGENT_AFTER = re.compile(r"^\s+by\b", re.IGNORECASE)
# "features improved search", "offers faster syncing": a product's feature, no happening.
_FEATURE_BEFORE = re.compile(
    r"\b(?:improved|enhanced|upgraded|redesigned|revamped|streamlined|simplified|customi[sz]able|built-in"
    r"|integrated|faster|smarter)\s+$",
    re.IGNORECASE,
)
# "cease-fire", "cease - fire": the word after the hyphen is no fire.
_CEASE_BEFORE = re.compile(r"\bcease\s*-\s*$", re.IGNORECASE)


def not_happenings(events: Sequence[EventMention], text: str) -> set[int]:
    """Mentions whose words around them say they name no happening (positions in ``events``,
    one article's, ``text`` its text): "Steve leaves behind a company" (a legacy, not a
    departure), "iPods sold in France already have the volume limited" (what is on a market, no
    sale), ", cited by HotNews" (where a quote was read), "the highway bound for Iraq" (a
    direction), the "fire" of "cease-fire" (the word after the hyphen), "land claimed by
    Palestinians" (who holds it, undated), "features improved search" (a product's feature)."""
    hidden: set[int] = set()
    for i, ev in enumerate(events):
        before, after = text[max(0, ev.start - 60) : ev.start], text[ev.end : ev.end + 80]
        lemma, word = ev.lemma, ev.trigger.lower()
        if (
            (lemma == "leave" and not ev.nominal and _LEFT_BEHIND.match(after))
            or (
                lemma in MARKET_PARTICIPLES
                and word.endswith(("ed", "ld", "de", "lt", "ght"))
                and not ev.subject
                and _ON_A_MARKET_BEFORE.search(before)
                and _ON_A_MARKET_AFTER.match(after)
            )
            or (
                lemma in {"cite", "quote"}
                and not ev.nominal
                and _SOURCE_BEFORE.search(before.rstrip())
                and _BY_AFTER.match(after)
            )
            or (word == "bound" and _FOR_AFTER.match(after))
            or (lemma == "fire" and _CEASE_BEFORE.search(before))
            or (
                lemma in HOLDING_PARTICIPLES
                and not ev.nominal
                and not ev.tense
                and ev.timex is None
                and _NOUN_BEFORE.search(before)
                and _BY_AGENT_AFTER.match(after)
            )
            or (ev.nominal and ev.timex is None and not ev.agents and _FEATURE_BEFORE.search(before))
        ):
            hidden.add(i)
    return hidden
