"""Phrasal idioms: a verb whose phrase means something its label would misread (the graph
stage hides them; the extractions keep them for scoring):

- a figure whose object or particle carries the meaning: "McCaw has forced LIN's hand" (drawn
  as "McCaw forced hand"), "made his way to the outpost", "made way for", "making his opinions
  known", "Interior went ahead with the rule change", "Gilchrist also chipped in 11 points",
  "while shying away from the word", "steered clear of politics", "a quiet woman who kept to
  herself", "took that to heart", "put the republic issue in the spotlight" (the bid, the rule
  change and the points are drawn by their own words; "forced the door", "made a profit", "went
  to Paris", "chipped the ball", "kept the money", "took the town", "put it on sale" stay);
- a help told with the act helped: "the plunge helped spark the weakness" (the sparking is
  drawn; "helped Kuwait", "helped the survivors out of the rubble" stay); so a forcing told by
  no one who forced, with the act forced: "police were forced to use tear gas" (the use is
  drawn; "the rebels forced the villagers to leave", "was forced into bankruptcy" stay);
- an omen: "the focus telegraphed active overseas selling", "the talks bode well", "a slump
  that presaged the crash" (a writer's reading; what was foreshadowed is drawn on its own);
- an extent: "attacks have been limited to users of Internet Explorer 8", "was confined to a
  wheelchair" (how far a thing reaches, no act; "limited imports to 5 tons" is drawn);
- "opening" as a modifier: "began opening statements", "the opening ceremony" (the statements
  and the ceremony are the news; "the opening of the bridge" is left to the noun's tests).

Pure functions over :class:`~kg.model.EventMention` records and their article's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.model import EventMention

# "LIN's hand", "their hand", "the company's hands": whose hand was forced.
_HAND_AFTER = re.compile(r"^\s+(?:[\w.&'’-]+\s+){1,4}?hands?\b", re.IGNORECASE)
_WAY_AFTER = re.compile(r"^\s+(?:(?:his|her|their|its|our|my|your)\s+)?way\b", re.IGNORECASE)
_KNOWN_AFTER = re.compile(r"^\s+(?:[\w'’.-]+\s+){1,5}?known\b", re.IGNORECASE)
_AHEAD_AFTER = re.compile(r"^\s+ahead\b", re.IGNORECASE)
_IN_AFTER = re.compile(r"^\s+in\b", re.IGNORECASE)
_CLEAR_AFTER = re.compile(r"^\s+clear\s+of\b", re.IGNORECASE)
_TO_ONESELF_AFTER = re.compile(r"^\s+to\s+(?:him|her|them|it|my|our|your)sel(?:f|ves)\b", re.IGNORECASE)
_TO_HEART_AFTER = re.compile(r"^\s+(?:[\w'’.-]+\s+){0,4}?to\s+heart\b", re.IGNORECASE)
_SPOTLIGHT_AFTER = re.compile(r"^\s+(?:[\w'’.-]+\s+){1,5}?in(?:to)?\s+the\s+spotlight\b", re.IGNORECASE)
_HELPED_GAP = re.compile(r"^\s+(?:to\s+)?$", re.IGNORECASE)
_FORCED_GAP = re.compile(r"^\s+to\s+$", re.IGNORECASE)
_FORCING = frozenset({"force", "compel", "oblige"})
_TO_AFTER = re.compile(r"^\s+(?:\w+ly\s+)?to\b", re.IGNORECASE)
# What an "opening" modifies when it names no opening of its own.
_OPENED_NOUNS = re.compile(
    r"^\s+(?:statements?|arguments?|remarks?|ceremon(?:y|ies)|sessions?|rounds?|bell|day|night|weekend"
    r"|games?|match|salvos?|shots?|bids?|prices?|act|address|speech|gambit|lines?|minutes?|quarter|half)\b",
    re.IGNORECASE,
)
# Verbs that only tell what something foreshadows.
OMENS = frozenset("telegraph foreshadow presage portend bode augur".split())
# Participles that, before "to", tell how far a thing reaches.
EXTENTS = frozenset("limited confined restricted".split())


def phrasal_idioms(events: Sequence[EventMention], text: str) -> set[int]:
    """Positions in ``events`` (one article's, ``text`` its text) of the mentions above."""
    return {
        i
        for i, ev in enumerate(events)
        if misread_phrase(ev, text)
        or omen(ev)
        or extent(ev, text)
        or helped_act(ev, events, text)
        or forced_act(ev, events, text)
    }


def misread_phrase(ev: EventMention, text: str) -> bool:
    """ "forced LIN's hand", "made his way", "made his opinions known", "went ahead with",
    "chipped in 11 points", "shying away from", "steered clear of", "opening statements"."""
    after = text[ev.end : ev.end + 60]
    word = ev.trigger.lower()
    if word == "opening":
        return bool(_OPENED_NOUNS.match(after))
    if ev.nominal:
        return False
    if ev.lemma == "force":
        return bool(_HAND_AFTER.match(after)) and ev.object.lower().split()[-1:] in (["hand"], ["hands"])
    if ev.lemma == "make":
        return bool(_WAY_AFTER.match(after) or _KNOWN_AFTER.match(after))
    if ev.lemma == "go":
        return bool(_AHEAD_AFTER.match(after))
    if ev.lemma == "chip":
        return bool(_IN_AFTER.match(after))
    if ev.lemma == "steer":
        return bool(_CLEAR_AFTER.match(after))
    if ev.lemma == "keep":
        return bool(_TO_ONESELF_AFTER.match(after))
    if ev.lemma == "take":
        return bool(_TO_HEART_AFTER.match(after))
    if ev.lemma in ("put", "thrust", "place"):
        return bool(_SPOTLIGHT_AFTER.match(after))
    return ev.lemma == "shy"


def omen(ev: EventMention) -> bool:
    """ "telegraphed active overseas selling", "bodes well", "presaged the crash"."""
    return not ev.nominal and ev.lemma in OMENS


def extent(ev: EventMention, text: str) -> bool:
    """ "attacks have been limited to users of IE8", "was confined to a wheelchair"."""
    return not ev.nominal and ev.trigger.lower() in EXTENTS and bool(_TO_AFTER.match(text[ev.end : ev.end + 20]))


def helped_act(ev: EventMention, events: Sequence[EventMention], text: str) -> bool:
    """ "The plunge helped spark the weakness", "helped to push prices up": a help with no one
    helped, right before the act it helped, which is drawn."""
    if ev.nominal or ev.lemma != "help" or ev.object:
        return False
    return _act_right_after(ev, events, text, _HELPED_GAP, ev.theme)


def forced_act(ev: EventMention, events: Sequence[EventMention], text: str) -> bool:
    """ "Police were forced to use tear gas": a passive forcing, no one named who forced, right
    before the act forced, which is drawn."""
    if ev.nominal or ev.lemma not in _FORCING or ev.subject or ev.agents:
        return False
    return _act_right_after(ev, events, text, _FORCED_GAP, None)


def _act_right_after(
    ev: EventMention, events: Sequence[EventMention], text: str, gap: re.Pattern[str], lemma: str | None
) -> bool:
    """Whether a verb mention of the sentence (of ``lemma``, when given) follows ``ev`` with only
    ``gap`` between."""
    return any(
        not other.nominal
        and other.sentence == ev.sentence
        and (lemma is None or other.lemma == lemma)
        and other.start > ev.end
        and bool(gap.match(text[ev.end : other.start]))
        for other in events
    )
