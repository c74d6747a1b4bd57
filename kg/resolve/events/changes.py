"""What a change word ("drop", "rise") and an aspectual verb ("begin", "start") are about: the
thing that changed, the thing begun. Two mentions of one such word are one happening only where
that thing is: "sterling's drop" and "the DAX dropped" are two market moves, "a ground campaign
has begun" and "the diplomacy he began" two beginnings months apart. The word alone says only
what kind of thing happened.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from kg.extract.themes import CHANGE_WORDS  # re-exported: what changes.other_things reads
from kg.resolve.similarity import ENGLISH_STOP_WORDS, WORD

if TYPE_CHECKING:
    from kg.model import EventMention
    from kg.resolve.events.features import Brief

# Verbs of a phase of something else: the happening is what they begin, go on with or end.
ASPECTUAL_VERBS = frozenset("begin start continue resume finish end stop cease complete".split())

# The thing a change noun is of: "the drop in sterling", "a rise of the dollar".
_NOUN_OF = re.compile(r"^\S+\s+(?:in|of)\s+(.*)", re.IGNORECASE)
# Its owner written before it: "sterling's drop".
_OWNER = re.compile(r"([\w.-]+)\s*'s\s*$", re.IGNORECASE)


def changed(b: Brief) -> frozenset[str]:
    """The words of what a change word or aspectual verb is about; empty when the text does not
    say (a pronoun subject, a bare noun): then nothing is known to differ."""
    m = b.mention
    if m.nominal:
        # A noun's "in"/"of" phrase or owner, read off its sentence (a short one keeps none).
        after, before = getattr(b, "after", ""), getattr(b, "before", "")
        found = _NOUN_OF.match(after)
        if found:
            return _head_words(found.group(1))
        owner = _OWNER.search(before)
        # Else the noun compounded with it: "the dividend increase" (its theme, kg.extract.themes).
        return _words(owner.group(1)) if owner else _words(m.theme)
    if m.object or m.theme:
        # A verb with an object changes that: "rains delayed use, thus increasing sales" is a
        # change of sales, its subject what caused it. A thing's change told without a doer has
        # it as object too ("London share prices closed": kg.extract.ergatives).
        return _words(f"{m.theme} {m.object}")
    return _words(m.subject)


def other_things_changed(a: Brief, b: Brief) -> bool:
    """One article's change word or aspectual verb told twice about two different things, as
    their words tell: "the drop in sterling" and "the DAX dropped"; "a ground campaign has
    begun" and "the diplomacy he began" (what an aspectual verb begins is its object or subject,
    else, where the parse gives neither, the words just before it: a relative clause, "let the
    ground offensive begin"). Both must name it and share no word of it. An aspectual verb done
    to a named party ("Klitschko stopped Thompson") is an act on it, not a phase of what its
    words name: left to the scorer (:func:`_done_to_party`). Across articles two
    reports word one thing differently ("the game stopped", "play was stopped"): left to the
    scorer. Two things of one kind are two ("oil prices", "gas prices": :func:`other_things`)."""
    ma, mb = a.mention, b.mention
    if ma.lemma != mb.lemma or a.key[0] != b.key[0]:
        return False
    if ma.lemma in CHANGE_WORDS:
        wa, wb = changed(a), changed(b)
    elif ma.lemma in ASPECTUAL_VERBS and not (ma.nominal or mb.nominal or _done_to_party(ma) or _done_to_party(mb)):
        wa, wb = changed(a) or _words_before(a), changed(b) or _words_before(b)
    else:
        return False
    return other_things(ma.lemma, wa, wb)


def other_things(lemma: str, a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether the words of what two mentions of ``lemma`` are about name two things: no word in
    common; or, for a change word, each a word the other lacks ("oil prices" and "gas prices"
    fell: two prices; "shares" and "Crossland shares" may be one)."""
    if not (a and b):
        return False
    # A word in the plural and in the singular is one thing: "sales increased", "a sales increase".
    a, b = _singular(a), _singular(b)
    if a.isdisjoint(b):
        return True
    return lemma in CHANGE_WORDS and bool(a - b) and bool(b - a)


def _done_to_party(m: EventMention) -> bool:
    """An aspectual verb done to a named party is an act on it, not a phase of something else:
    "Klitschko stopped Thompson" is the win the referee's "stopped the fight" ends the bout with,
    "police stopped the driver" a stop; what it ends is told by the party, not by its words."""
    return bool(m.patients)


def _words_before(b: Brief) -> frozenset[str]:
    """The last content words before a verb, pronouns and auxiliaries skipped, two at most."""
    words: list[str] = []
    for w in reversed(WORD.findall(getattr(b, "before", "").lower())[-5:]):
        if w in ENGLISH_STOP_WORDS or w.isdigit() or len(w) < 2:
            if words:
                break
            continue
        words.append(w)
    return frozenset(words[:2])


def _head_words(text: str) -> frozenset[str]:
    """The content words that open a phrase, up to the first word of another ("sterling after
    Mr. Lawson's resignation": "sterling"; a participle, "London following the resignation":
    "london"), three at most."""
    words: list[str] = []
    for w in WORD.findall(text.lower())[:4]:
        if w in ENGLISH_STOP_WORDS or w.isdigit() or (words and w.endswith("ing")):
            if words:
                break
            continue
        words.append(w)
    return frozenset(words[:3])


@functools.lru_cache(maxsize=1 << 14)
def _singular(words: frozenset[str]) -> frozenset[str]:
    """The words without a plural "s" ("sales": "sale"; not "loss"), so that a lemma and a
    word as written compare alike."""
    return frozenset(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words)


@functools.lru_cache(maxsize=1 << 14)
def _words(text: str) -> frozenset[str]:
    return frozenset(
        w for w in WORD.findall(text.lower()) if len(w) > 1 and w not in ENGLISH_STOP_WORDS and not w.isdigit()
    )
