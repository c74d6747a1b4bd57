"""Mentions whose own words tell a reader nothing that happened (the graph stage hides them;
the extractions keep them for scoring):

- an answer with no content: '"Absolutely," he said', '"Yes," he responded', '"Yeah,
  definitely"': what is affirmed is in the question or the sentence before, which the
  statement's node does not carry; '"We won," he said' says something, and is drawn;
- what a thing includes, told by "come with": "an update released Thursday came with a new
  method", "the job comes with a car" (a content, a state: the release is the happening;
  "he came with his wife" is an arrival, drawn);
- a bare evaluative or anaphoric noun: "since the tragedy", "the crisis deepened", "it has now
  become a tragedy", "the incident": a judgement or a pointer back to a happening told in other
  words, with no word of its own saying what happened ("the Asian crisis", "the tragedy of
  Flight 800", "the Lockerbie tragedy" name theirs, and are drawn);
- a way of speaking: "in looking ahead to the vote, the minister said", "looking forward to the
  talks" (the statement is drawn; "looked at the damage" is left to the verb's own tests);
- hearsay as a participle: "Nashua, rumored a takeover target for six months, said" (no one's
  rumouring happened; what Nashua said is drawn);
- an order told by "was followed by": "it was followed by Denmark, Norway and Germany", "the
  quake was followed by a tsunami" (each happening is drawn by its own word; "police followed
  the car" is a happening);
- a wait: "extending its offer four times waiting for a ruling", "relatives waiting outside"
  (a state between happenings; "waited until Monday to announce" is left to the verb);
- a feeling caused: "intrigued by the revival of her image, I wrote" ("the news saddened the
  nation" is drawn);
- a cause linked to its outcome: "that ultimately led to the resignation" (the resignation is
  drawn by its own word; "led the team", "led the march" are drawn);
- a state someone finds himself in: "finds itself constrained from boosting sales" ("found
  the car" is a find); a post held for now: "who is also acting chief financial officer";
- a stance that says who people are, in a relative clause: "Hutus who favored reconciliation",
  "groups that opposed Iraq in its war" ("the senator, who endorsed Lind on Monday", dated, is
  drawn);
- a light or aspectual verb whose subject is the happening: "the announcement came in a press
  conference", "an intense manhunt continues for him": the noun names what happened, the verb
  only says when, where or that it goes on ("he came to the meeting" is an arrival);
- a leaning: "Bush and his aides were leaning toward a military conclusion" (a state of mind);
- a discourse link told as a participle: "Expanding on that point, he stated", "Elaborating on
  the plan, she said" (the statement is drawn);
- what goes on under "continue": "continuing to sell and to support its products", "keeps
  selling phones": an activity carried on, no occasion ("continued to shell the city on
  Monday", dated, is drawn);
- a choice told by its content: "Steve Jobs has chosen to *step down*", "opted to sell", "elected
  to retire": the decision's content is the happening, drawn by its own word ("Jobs chosen"
  would read as a selection; "the venue was chosen to honor", "was elected to parliament" are
  drawn);
- being about to: "Lawrence is set to star in the sequel", "now are poised to intervene": the
  infinitive is the happening, still to come (drawn, if at all, by its own word; "set the
  table", "set fire to" are acts).
- a stance made known: "the Federal Reserve has made clear that it expects the economy to slow",
  "made it plain he would run": what is made clear is drawn by its own words ("made a profit" is
  drawn).

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.model import EventMention

# Words of an answer, a greeting or a hedge: a quote made of them only says nothing of its own.
ANSWER_WORDS = frozenset(
    """yes yeah yep yup no nope nah absolutely certainly definitely sure surely exactly right
    indeed course of okay ok well oh ah wow maybe perhaps possibly probably never not really
    thanks thank you sir ma'am fine good great true correct agreed please sorry hmm uh um
    everything nothing all so very too much quite totally entirely of course bye goodbye hello hi
    god bless""".split()
)
# Nouns that judge or point back to a happening told in other words ("the tragedy", "the
# matter"); a kind of happening ("disaster" of a quake, "war") is left to the lexicon.
EVALUATIVE_NOUNS = frozenset(
    """tragedy tragedies crisis situation matter incident incidents affair episode ordeal
    catastrophe calamity fiasco debacle mess nightmare drama saga""".split()
)
# Words before the noun that add nothing to it: "since the tragedy", "it became a tragedy".
_BARE_BEFORE = re.compile(r"(?:^|[^\w'’-])(?:the|this|that|a|an|such\s+a|such)\s+$", re.IGNORECASE)
# A phrase after the noun that says whose or which it is: "the tragedy of Flight 800", "the
# crisis triggered by the end of the subsidies", "the crisis that began in 1997".
_WHICH_AFTER = re.compile(r"^\s+(?:of|over|in|at|on|involving|surrounding|that|which|\w+ed\s+by)\b", re.IGNORECASE)
_WITH_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?with\b", re.IGNORECASE)
_PLACE_AFTER = re.compile(r"\b(?:to|into|from|at)\s+(?:(?:the|a|an|his|her|their|its)\b|[A-Z])")
# Who comes with someone: an arrival, not a content.
_PERSONS = frozenset("i we you he she they who".split())
_WORD = re.compile(r"[\w'’]+")


# Verbs of a feeling caused, told by their participle: "intrigued by the revival".
FEELING_PARTICIPLES = frozenset(
    """intrigued fascinated captivated enthralled amused annoyed irritated angered infuriated
    outraged shocked stunned saddened disappointed pleased delighted thrilled surprised
    astonished amazed puzzled baffled bewildered perplexed dismayed heartened relieved
    frustrated worried troubled concerned appalled horrified""".split()
)
# Verbs of a stance held: in a relative clause they say who someone is.
STANCES = frozenset("favor favour oppose support back advocate endorse champion".split())
_RELATIVE_BEFORE = re.compile(r"\b(?:who|that|which)\s+(?:\w+ly\s+)?$", re.IGNORECASE)
_TO_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?to\b", re.IGNORECASE)
_FINDS_ITSELF_BEFORE = re.compile(
    r"\b(?:find|finds|found|finding)\s+(?:itself|himself|herself|themselves|ourselves|myself|yourself)\s+"
    r"(?:\w+ly\s+)?$",
    re.IGNORECASE,
)
# Posts an "acting" holder fills: "acting chief financial officer", "acting president".
_ACTING_POST_AFTER = re.compile(
    r"^\s+(?:[A-Z]\w*\s+)*?(?:chief|president|director|head|chairman|chairwoman|secretary|minister|"
    r"governor|mayor|commissioner|manager|editor|dean|ambassador|attorney|officer|treasurer|premier|leader)\b",
    re.IGNORECASE,
)
_TOWARD_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?towards?\b", re.IGNORECASE)
_AHEAD_AFTER = re.compile(r"^\s+(?:ahead|forward)\b", re.IGNORECASE)
_PASSIVE_BEFORE = re.compile(r"\b(?:was|were|is|are|be|been|being)\s+(?:\w+ly\s+)?$", re.IGNORECASE)
_BY_AFTER = re.compile(r"^\s+by\b", re.IGNORECASE)
_FEELING_AFTER = re.compile(r"^\s+(?:by|at|with)\b", re.IGNORECASE)
_AUX_BEFORE = re.compile(
    r"\b(?:is|are|was|were|am|be|been|'s|'re|’s|’re|has|have|had|will|would)\s+(?:\w+ly\s+)?(?:\w+\s+)?$",
    re.IGNORECASE,
)


def no_content(events: Sequence[EventMention], text: str) -> set[int]:
    """Positions in ``events`` (one article's, ``text`` its text) of the mentions above."""
    return {
        i
        for i, ev in enumerate(events)
        if empty_answer(ev)
        or comes_with(ev, text)
        or bare_evaluative(ev, text)
        or (not ev.nominal and (way_of_speaking(ev, text) or order_or_wait(ev, text) or caused_feeling(ev, text)))
        or happening_as_subject(ev, events)
        or discourse_link(ev, text)
        or carried_on(ev, events, text)
        or chosen_to(ev, events, text)
        or about_to(ev, events, text)
        or made_clear(ev, text)
    }


# Verbs that tell of a happening named by their subject only when or where it took place, or
# that it goes on: "the announcement came", "the manhunt continues".
LIGHT_OF_SUBJECT = frozenset({"come", "continue"})
# Verbs of carrying an activity on: what they govern goes on, no occasion of its own.
CARRYING_ON = frozenset({"continue", "keep"})
# Verbs of developing what was said: "expanding on that point", "elaborating on the plan".
DEVELOPING = frozenset("expand elaborate build dwell touch follow".split())
_ON_AFTER = re.compile(r"^\s+(?:up\s+)?(?:on|upon)\b", re.IGNORECASE)
# A participle opening its clause: at the start of the sentence, or after a comma.
_OPENING_BEFORE = re.compile(r"(?:^|[.!?;:]\s*|,\s*|[\"“”'`]\s*)$")
# "continuing to sell", "continues to support", "kept selling", "continue to sell and to support".
_CARRIED_ON_BEFORE = re.compile(
    r"\b(?:continu(?:e|es|ed|ing)\s+(?:\w+ly\s+)?to|kept|keeps?|keeping)\s+"
    r"(?:(?:to\s+)?[a-z]+\s+(?:and|or)\s+(?:to\s+)?)?$",
    re.IGNORECASE,
)


# Verbs of choosing whose to-infinitive is what was chosen: "has chosen to step down".
CHOOSING = frozenset({"choose", "opt", "elect"})
_TO_VERB_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?to\s+(?:\w+ly\s+)?$", re.IGNORECASE)


def chosen_to(ev: EventMention, events: Sequence[EventMention], text: str) -> bool:
    """ "has chosen to *step down*", "opted to sell": an active verb of choosing whose
    to-infinitive, an event mention of the article, says what was chosen."""
    if ev.nominal or ev.lemma not in CHOOSING:
        return False
    if _PASSIVE_BEFORE.search(text[max(0, ev.start - 20) : ev.start]):
        return False  # "the venue was chosen to honor": a selection, its purpose
    return any(not o.nominal and o.start > ev.end and _TO_VERB_AFTER.match(text[ev.end : o.start]) for o in events)


# "made clear that", "has made it plain": a stance told by what follows, no making.
_CLEAR_AFTER = re.compile(
    r"^\s+(?P<it>it\s+)?(?:\w+ly\s+|very\s+)?(?:clear|plain|evident|apparent|known)\b",
    re.IGNORECASE,
)
# Closed-class words that go on with what is made clear (a clause, an object, a time).
_CLAUSE_GOES_ON = frozenset(
    """that this these those what how why whether when where who which whom his her its their our
    my your the a an to he she they we i it you there once again yesterday today now then also
    early earlier in on at during from throughout last both all any no not""".split()
)


def made_clear(ev: EventMention, text: str) -> bool:
    """ "the Federal Reserve has made clear that it expects the economy to slow", "made it plain
    he would run", "made known his wish": a light "make" whose content is the clause after it
    (drawn by its own words); "made a profit", "made clear gains" are drawn."""
    if ev.nominal or ev.lemma != "make":
        return False
    after = text[ev.end : ev.end + 40]
    match = _CLEAR_AFTER.match(after)
    if match is None:
        return False
    if match.group("it"):
        return True  # "made it clear": the adjective is the verb's complement
    # "made clear gains", "made clear plastic bottles": an adjective followed by a content word is
    # that noun's; the stance goes on with a clause, an object's determiner, a time or a stop.
    rest = after[match.end() :]
    word = re.match(r"^\s+([a-z]+)\b", rest)
    return word is None or word.group(1) in _CLAUSE_GOES_ON or word.group(1).endswith("ly")


def happening_as_subject(ev: EventMention, events: Sequence[EventMention]) -> bool:
    """ "the announcement came today": "came" with an event noun of the article for subject."""
    if ev.nominal or ev.lemma not in LIGHT_OF_SUBJECT or ev.agents or ev.subject_span is None:
        return False
    start, end = ev.subject_span
    return any(other.nominal and start <= other.start and other.end <= end for other in events)


def discourse_link(ev: EventMention, text: str) -> bool:
    """ "Expanding on that point, he stated": a participle opening its clause, linking what is
    said to what was said before."""
    if ev.nominal or ev.lemma not in DEVELOPING or not ev.trigger.lower().endswith("ing"):
        return False
    if not _ON_AFTER.match(text[ev.end : ev.end + 12]):
        return False
    return bool(_OPENING_BEFORE.search(text[max(0, ev.start - 4) : ev.start]))


def carried_on(ev: EventMention, events: Sequence[EventMention], text: str) -> bool:
    """ "continuing to support its products": an activity under "continue" or "keep", with no
    time of its own nor of its "continue"."""
    if ev.nominal or ev.timex is not None:
        return False
    if not _CARRIED_ON_BEFORE.search(text[max(0, ev.start - 50) : ev.start]):
        return False
    return not any(
        o.lemma in CARRYING_ON and o.sentence == ev.sentence and o.timex is not None and o.end <= ev.start
        for o in events
    )


def way_of_speaking(ev: EventMention, text: str) -> bool:
    """ "looking ahead to the vote", "looking forward to the talks"; "finds itself constrained";
    "acting chief financial officer"; "rumored a takeover target"."""
    if ev.lemma == "look" and _AHEAD_AFTER.match(text[ev.end : ev.end + 12]):
        return True
    if ev.lemma == "lean" and _TOWARD_AFTER.match(text[ev.end : ev.end + 12]):
        return True  # "were leaning toward a military conclusion": an inclination
    if _FINDS_ITSELF_BEFORE.search(text[max(0, ev.start - 30) : ev.start]):
        return True  # "finds itself constrained": a state
    if ev.trigger.lower() == "acting" and _ACTING_POST_AFTER.match(text[ev.end : ev.end + 40]):
        return True  # "who is also acting chief financial officer": a post held
    return ev.lemma in ("rumor", "rumour") and ev.trigger.lower() in ("rumored", "rumoured") and not ev.agents


def order_or_wait(ev: EventMention, text: str) -> bool:
    """ "was followed by Denmark": an order; "led to the resignation": a cause linked; "Hutus
    who favored reconciliation": a stance; "waiting for a ruling" with no auxiliary: a wait."""
    before = text[max(0, ev.start - 20) : ev.start]
    if ev.lemma == "lead":
        return bool(_TO_AFTER.match(text[ev.end : ev.end + 20]))  # "led to the resignation"
    if ev.lemma in STANCES:
        return ev.timex is None and bool(_RELATIVE_BEFORE.search(before))  # "Hutus who favored"
    if ev.lemma == "follow" and ev.trigger.lower() == "followed":
        return bool(_PASSIVE_BEFORE.search(before)) and bool(_BY_AFTER.match(text[ev.end : ev.end + 8]))
    return ev.lemma == "wait" and ev.trigger.lower() == "waiting" and not _AUX_BEFORE.search(before)


def caused_feeling(ev: EventMention, text: str) -> bool:
    """ "intrigued by the revival", "was stunned by the verdict": how someone was made to feel."""
    return ev.trigger.lower() in FEELING_PARTICIPLES and bool(_FEELING_AFTER.match(text[ev.end : ev.end + 8]))


def empty_answer(ev: EventMention) -> bool:
    """A statement whose only content is a quote of answer words: '"Absolutely," he said'.

    >>> empty_answer(EventMention(0, 4, "said", "say", "statement", 0, quote="Yeah, definitely"))
    True
    >>> empty_answer(EventMention(0, 4, "said", "say", "statement", 0, quote="We won"))
    False
    """
    if ev.event_class != "statement" or ev.nominal or not ev.quote or ev.reported:
        return False
    words = [w.lower() for w in _WORD.findall(ev.quote)]
    return 0 < len(words) <= 4 and all(w in ANSWER_WORDS for w in words)


def comes_with(ev: EventMention, text: str) -> bool:
    """ "came with an updated method", "comes with a car": what a thing includes. A person who
    comes with someone, or coming to a place, is an arrival."""
    if ev.nominal or ev.lemma != "come" or ev.destinations or ev.places:
        return False
    after = text[ev.end : ev.end + 120]
    if ev.agents or not _WITH_AFTER.match(after):
        return False
    # "came with his wife to the ceremony": a place reached or left, an arrival.
    end = re.search(r"[.;:!?]", after)
    if _PLACE_AFTER.search(after[: end.start()] if end else after):
        return False
    words = ev.subject.lower().split()
    return bool(words) and words[-1] not in _PERSONS


def bare_evaluative(ev: EventMention, text: str) -> bool:
    """ "since the tragedy", "it's now become a tragedy": an evaluative noun with nothing of its
    own (no modifier, no party, no "of" phrase)."""
    if not ev.nominal or ev.lemma.lower() not in EVALUATIVE_NOUNS:
        return False
    if ev.agents or ev.patients or ev.participants or ev.places or ev.destinations:
        return False
    if len(ev.phrase.split()) > 1 or " " in ev.trigger:
        return False
    before = text[max(0, ev.start - 12) : ev.start]
    return bool(_BARE_BEFORE.search(before)) and not _WHICH_AFTER.match(text[ev.end : ev.end + 15])


# Words of being about to: "is set to star", "poised to intervene", "slated to open".
ABOUT_TO = frozenset({"set", "poised", "slated"})
_BEING_BEFORE = re.compile(
    r"(?:\b(?:is|are|was|were|be|been|being|am|get|gets|got|seems?|seemed|appears?|appeared)|'s|’s|'re|’re)"
    r"\s+(?:\w+ly\s+)?(?:now\s+)?$|,\s*$",
    re.IGNORECASE,
)


def about_to(ev: EventMention, events: Sequence[EventMention], text: str) -> bool:
    """ "is set to star", "had been set to expire", "are poised to intervene": a participle of
    being about to, with a to-infinitive after it, a verb mention of the article ("set to music"
    and "set the table" are not)."""
    if ev.nominal or ev.trigger.lower() not in ABOUT_TO:
        return False
    # after a copula ("is set", "are now poised", "get set") or set off by a comma ("the
    # process, set to resume"): said of the subject, not done to an object ("set them to work")
    before = _BEING_BEFORE.search(text[max(0, ev.start - 25) : ev.start])
    if not before:
        return False
    return any(not o.nominal and o.start > ev.end and _TO_VERB_AFTER.match(text[ev.end : o.start]) for o in events)
