"""How a word is used where it stands: one verb in two senses, or a habit against one time.

"The crater left by the blast", "Americans left Pakistan" and "bombings which left 250
people dead" are three uses of "leave": what stays behind, a departure and a result. "The
meeting" and "the decision was met with outrage" are a gathering and a reaction. And "servers
have experienced issues at every launch" tells a habit, not the one day buyers experienced
theirs. "Working on a patch", "worked in the White House", "worked with the victims" and "the
Internet is working sporadically" are four uses of "work": an effort, a job, a collaboration and a
thing that functions. Mentions used differently are two happenings, whatever else they share; a
word's ordinary use ("plain") is known only for words with a light or phrasal use listed here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kg.resolve.events.complements import other_complements
from kg.resolve.events.object_senses import other_object_senses
from kg.resolve.events.stems import stem

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# A form of "be" or "get" just before the word: it is passive ("was met with outrage").
_PASSIVE = re.compile(r"\b(?:is|are|was|were|be|been|being|get|gets|got|gotten)\s+(?:\w+ly\s+)?$", re.IGNORECASE)
# A result after its object: "left more than 250 people dead", "leaving thousands homeless".
_RESULT = re.compile(
    r"^(?:[\w$,.'-]+\s+){1,6}?(?:dead|injured|wounded|homeless|stranded|missing|hurt)\b", re.IGNORECASE
)
# What a thing left stays behind: "the crater left by the blast", "left behind".
_BEHIND = re.compile(r"^(?:by|behind)\b", re.IGNORECASE)
# A habit: "at every new launch", "each time", "whenever", in the words after the trigger.
_HABIT = re.compile(
    r"^(?:[\w$,'-]+\s+){0,6}?(?:(?:at|on|in|during|after|before|with|for)\s+(?:every|each)\b|(?:every|each)\s+time\b|whenever\b)",
    re.IGNORECASE,
)


# Verbs with a light or phrasal use that tells another happening than their ordinary one.
# (Their word families: "the meeting" is the ordinary use of "meet".)
_PHRASAL = frozenset(stem(w) for w in ("leave", "meet", "greet", "find", "work", "use", "return", "see"))
# The uses of "work" by the word after it (an adverb skipped): "working on a patch", "working to
# develop" (an effort); "worked in the White House", "work for a candidate", "worked as a waiter",
# "worked at the plant" (a job); "worked with the victims" (a collaboration); else a thing that
# works or not ("it worked", "the Internet is working sporadically").
_WORK_USES = (
    (re.compile(r"^(?:\w+ly\s+)?(?:on|upon|to\s+\w+|toward|towards|hard)\b", re.IGNORECASE), "effort"),
    (re.compile(r"^(?:\w+ly\s+)?(?:in|at|for|as\s+(?:an?|the)\b|under|part-time|full-time)\b", re.IGNORECASE), "job"),
    (re.compile(r"^(?:\w+ly\s+)?(?:with|alongside|together)\b", re.IGNORECASE), "with"),
)
# "used to" as a habit or a state, no use of anything: "he's used to being the guy" (accustomed),
# "the team used to win" (a past habit); "the money was used to pay" is a use.
_ACCUSTOMED = re.compile(r"^to\s+(?:\w+ing|it|that|this)\b", re.IGNORECASE)
_USED_TO = re.compile(r"^to\s+\w+", re.IGNORECASE)
# A return from an absence, not of anything carried or kicked: "returned to action", "returned
# from his broken fibula", "returns from injury".
_COMEBACK = re.compile(
    r"^(?:to\s+(?:action|play|practice|training|the\s+(?:lineup|field|court|ice))\b"
    r"|from\s+(?:[\w'-]+\s+){0,3}?(?:injury|injuries|surgery|suspension|illness|absence|broken|torn|sprained)\b)",
    re.IGNORECASE,
)
# "See" told of a change or an outburst undergone, not of anyone seen: "we saw an explosion of
# anger", "the city saw a rise in crime".
_UNDERGONE = re.compile(
    r"^(?:(?:a|an|the|another|some)\s+)?(?:[\w-]+\s+)?(?:rise|increase|surge|explosion|outburst|outpouring"
    r"|drop|decline|spike|jump|fall|wave|flood|spate|series)\s+(?:of|in)\b",
    re.IGNORECASE,
)
# A verdict: "was found guilty of driving", "found him not liable", "found in contempt of court"
# (a court's judgment, not a discovery of anyone).
_VERDICT = re.compile(
    r"^(?:[\w.'-]+\s+){0,3}?(?:not\s+)?(?:guilty|innocent|liable|culpable|negligent|insane|(?:in)?competent|unfit"
    r"|in\s+contempt)\b",
    re.IGNORECASE,
)
# An idiom of reaching: "find common ground", "found a way to", "find ways out", "find the time to"
# (nothing is found that was lost or hidden).
_REACHING = re.compile(
    r"^(?:(?:some|any|more)\s+)?(?:common|middle)\s+ground\b"
    r"|^(?:(?:a|another|some|the|new|other|\w+ly)\s+){0,2}(?:\w+\s+)?ways?\s+(?:to|of|out|around|forward|through)\b"
    r"|^(?:the\s+)?(?:time|courage|strength|will)\s+to\b",
    re.IGNORECASE,
)


def use(v: View) -> str:
    """How the word is used: "result", "behind", "reaction", "verdict" ("found guilty"), "idiom"
    ("find common ground"), "accustomed" or "habit" ("used to being", "used to win"), "comeback"
    ("returned to action"), "undergone" ("saw a rise in crime") for a light or phrasal use of a
    verb that has one, "plain" for its ordinary use, "" where the word has no such use listed (or the sentence is too short to keep
    its words)."""
    m = v.mention
    if stem(m.lemma) not in _PHRASAL or not (v.before or v.after):
        return ""
    rest = v.after.split(None, 1)[1] if len(v.after.split(None, 1)) > 1 else ""  # "after" opens with the word
    if stem(m.lemma) == stem("work"):
        # "the work", "four hours' work": a noun's use is not read here.
        return "" if m.nominal else next((name for words, name in _WORK_USES if words.match(rest)), "plain")
    if not m.nominal:
        if stem(m.lemma) == stem("leave"):
            if _RESULT.match(rest):
                return "result"
            if _BEHIND.match(rest):
                return "behind"
        elif stem(m.lemma) == stem("find"):
            if _VERDICT.match(rest):
                return "verdict"
            if _REACHING.match(rest):
                return "idiom"
        elif stem(m.lemma) == stem("use"):
            if _ACCUSTOMED.match(rest):
                return "accustomed"
            if _USED_TO.match(rest) and not _PASSIVE.search(v.before):
                return "habit"
        elif stem(m.lemma) == stem("return"):
            if _COMEBACK.match(rest):
                return "comeback"
        elif stem(m.lemma) == stem("see"):
            if _UNDERGONE.match(rest):
                return "undergone"
        elif _PASSIVE.search(v.before) and re.match(r"^(?:with|by)\b", rest, re.IGNORECASE):
            return "reaction"  # "was met with outrage", "were greeted with skepticism"
    return "plain"


def habitual(v: View) -> bool:
    """Whether the words after the trigger make it a habit: "experienced issues at every new
    device launch", "whenever it rains". ("Every member voted" is one vote: only a time phrase
    after the verb counts.)"""
    rest = v.after.split(None, 1)
    return len(rest) > 1 and bool(_HABIT.match(rest[1]))


def other_uses(a: View, b: View) -> bool:
    """One word used in two senses ("left Pakistan", "left 250 people dead"; "the meeting",
    "was met with outrage"), or, in one article, once as a habit and once not; or one verb
    completed in two ways (:func:`~kg.resolve.events.complements.other_complements`), or in two
    senses by what it is done to (:func:`~kg.resolve.events.object_senses.other_object_senses`)."""
    if stem(a.mention.lemma) != stem(b.mention.lemma):
        return False
    ua, ub = use(a), use(b)
    if (ua and ub and ua != ub) or other_complements(a, b) or other_object_senses(a, b):
        return True
    return a.key[0] == b.key[0] and habitual(a) != habitual(b)
