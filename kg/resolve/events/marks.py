"""Marks that tell two happenings of one word apart: a time anchor, an amount, a relation's end,
a post, an ordinal ("the sixth round", "the seventh round").

"Just one year after launching the iPhone, we're launching the new iPhone 3G": the launch a
sentence takes as its time anchor is an earlier launch than the one it tells. "The funds GM
has already received" and "GM had already received $1.5 million from the German government":
a transfer is the thing moved, and one report naming an amount the other does not is another
transfer. "Intelligence linking the sites with the attacks" and "evidence linking the blasts to
Bin Laden": a relation is what it joins, and other things joined are another relation.
"Taylor was named a vice chairman" and "Taylor was named a director": an appointment is the post,
and two posts with no title in common are two appointments. "Received $1.5 million from the German
government" and funds received from the US Treasury: a transfer is also its named source (or, for
a gift or loan, its named recipient); a source not named, or a pronoun, never tells one apart.

Each mention gives its marks (:func:`marks`), a key and a value; two mentions, or two
clusters, with one key and other values are two happenings (:func:`other_marks`; the
clustering's :class:`~kg.resolve.events.guard.Guard` keeps them apart through a third
mention too). Better two nodes than one wrong merge.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kg.resolve.events.stems import stem
from kg.resolve.similarity import ENGLISH_STOP_WORDS

if TYPE_CHECKING:
    from kg.model import EventMention
    from kg.resolve.events.features import View

Mark = tuple[str, ...]

# The trigger opens a time phrase or clause of its sentence: "one year after launching the
# iPhone", "since the launch of", "since the original iPhone was released in 2007".
_ANCHOR = re.compile(
    r"\b(?:after|before|since|until|following|prior\s+to)\s+"
    r"(?:(?:the|a|an|its|his|her|their|our|this|that|first|last|previous|original)\s+)*"
    r"(?:(?:[\w'-]+\s+){1,4}?(?:was|were|is|are|had|has|have)\s+(?:been\s+)?)?$",
    re.IGNORECASE,
)

# Verbs of a transfer: what is moved (an amount) tells one from another.
_TRANSFERS = frozenset(
    stem(w) for w in "receive obtain earn borrow pay lend loan grant award donate raise spend invest".split()
)
# Verbs of a transfer whose named source ("received ... from the German government"), or named
# recipient ("lent $5 billion to Chrysler"), tells one from another.
_SOURCED = frozenset(stem(w) for w in "receive get obtain borrow accept".split())
_GIVEN = frozenset(stem(w) for w in "give lend loan grant award donate pay send".split())
# Verbs of an appointment: the post ("named a director", "appointed as chairman", "promoted to
# general manager") tells one from another.
_APPOINTMENTS = frozenset(stem(w) for w in "name appoint elect reelect promote nominate".split())
# The nouns that name a post; modifiers ("vice", "chief", "deputy") are left out, so "chairman" and
# "vice chairman" share one and are never told apart by it (better a missed split than a wrong one).
_POSTS = frozenset(
    "chairman chairwoman chair director president officer executive ceo cfo coo secretary minister "
    "treasurer governor head member ambassador judge justice coach manager editor partner counsel "
    "adviser advisor commissioner chancellor mayor senator speaker leader trustee commander envoy "
    "spokesman spokeswoman principal dean captain board cabinet council committee court senate "
    "parliament congress premier attorney controller comptroller auditor".split()
)
# Where the complement of an appointment, or a transfer's phrase, ends: the clause goes on
# with another verb or another party ("named chairman, succeeding Mr. Davison").
_CLAUSE_END = re.compile(
    r"\.\s*$|[;:!?(\"]|,(?!\d)|\b(?:who|which|that|but|after|when|while|because|since|said|says|to\s+(?:replace|succeed))\b"
)
_WORD = re.compile(r"[A-Za-z][\w.&'-]*")
# Capitalised words that name a time, never a party ("received $5 billion from January").
_NOT_PARTIES = frozenset(
    "january february march april may june july august september october november december monday "
    "tuesday wednesday thursday friday saturday sunday i he she it we they".split()
)
# "from the German government", "to Chrysler": the phrase's words up to its head.
_PARTY = re.compile(r"^(?:(?:the|its|their)\s+)?((?:[A-Z][\w.&'-]*\s*){1,5}(?:[a-z]+)?)")

# Verbs of a relation between two things: what it joins tells one from another.
_RELATIONS = frozenset(stem(w) for w in ("link", "connect", "associate"))

# An ordinal just before an event noun: "the sixth round", "an 11th-round knockout", "a second attack".
# Two numbered happenings of one series are two ("knocked down in the sixth round", "stopped
# early in the seventh round"). "Last", "final", "next" are left out: the last round may be the
# seventh; so is a charge's degree ("first-degree murder" names the charge, not the killing).
_ORDINAL = re.compile(
    r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d+(?:st|nd|rd|th))"
    r"(?![\s-]*degree)(?:\s+[a-z]+)?[\s-]+$",
    re.IGNORECASE,
)


def anchor(v: View) -> bool:
    """Whether the mention opens a time phrase of its sentence ("after launching the iPhone",
    "since the iPhone was released"): the happening another one is timed by. (Short sentences
    keep no words: no anchor is read there.)"""
    return _opens_time(v.before)


def _opens_time(before: str) -> bool:
    return bool(before) and _ANCHOR.search(before) is not None


def marks(v: View) -> dict[Mark, str]:
    """The mention's marks: key -> value; two mentions with one key and other values are two happenings.
    A view made by :func:`~kg.resolve.events.features.expand` carries them, found once (a story
    compares each mention with many)."""
    if v.marks is not None:
        return dict(v.marks)
    return found_marks(v.mention, v.key[0], v.before, v.after)


def found_marks(m: EventMention, article: str, before: str, after: str) -> dict[Mark, str]:
    """:func:`marks` of mention ``m`` of ``article``, ``before`` and ``after`` its sentence's words
    before and from its trigger ("" for a short sentence)."""
    family = stem(m.lemma)
    found: dict[Mark, str] = {}
    if before or after:
        # One sentence that tells a word once as the time of another use of it tells two
        # happenings ("one year after launching X, we're launching Y"); elsewhere an anchor
        # ("days after the quake") is most often the article's own happening, left to the scorer.
        found[("anchor", article, str(m.sentence), family)] = "anchor" if _opens_time(before) else "told"
    if family in _TRANSFERS and not m.nominal:
        found[("amount", family)] = ",".join(sorted(m.quantities))
    if family in _RELATIONS and m.theme:
        found[("joins", family)] = m.theme
    rest = _clause(m, after)
    if family in _SOURCED | _GIVEN and not m.nominal:
        party = _party(rest, "from" if family in _SOURCED else "to")
        if party:
            found[("party", family)] = party
    if family in _APPOINTMENTS:
        held = posts(rest, m.nominal)
        if held:
            found[("post", family)] = " ".join(sorted(held))
    if m.nominal and (nth := _ORDINAL.search(before[-30:])):
        found[("ordinal", family)] = _number(nth.group(1))
    return found


_ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split()


def _number(ordinal: str) -> str:
    """An ordinal's number, however written: "fourth" and "4th" are "4"."""
    word = ordinal.lower()
    return str(_ORDINALS.index(word) + 1) if word in _ORDINALS else word[:-2]


def _clause(m: EventMention, after: str) -> str:
    """What follows the trigger in its clause ("a director" of "was named a director, increasing")."""
    rest = after[len(m.trigger) :] if after else ""
    end = _CLAUSE_END.search(rest)
    return rest[: end.start()] if end else rest


def _party(rest: str, preposition: str) -> str:
    """The named party of the clause's first ``preposition`` phrase, lower-cased without dots
    ("from the German government": "german government"); "" when it names none ("from the
    government", "from them")."""
    found = re.search(rf"\b{preposition}\s+(.*)", rest)
    if not found:
        return ""
    phrase = _PARTY.match(found.group(1))
    if not phrase:
        return ""
    words = phrase.group(1).split()
    if words[-1].islower() and words[-1] in ENGLISH_STOP_WORDS:
        words = words[:-1]  # "from the Treasury in March"
    if not any(w[0].isupper() and w.lower() not in _NOT_PARTIES for w in words):
        return ""
    return " ".join(w.lower().replace(".", "") for w in words)


def posts(rest: str, nominal: bool = False) -> frozenset[str]:
    """The post nouns of an appointment's complement ("a vice chairman and chief investment
    officer": chairman, officer); a noun's only after "as" or "to" ("his appointment as director")."""
    words = _WORD.findall(rest)[:10]
    if nominal and (not words or words[0].lower() not in ("as", "to")):
        return frozenset()
    return frozenset(p for p in (_singular(w.lower()) for w in words) if p in _POSTS)


def _singular(word: str) -> str:
    if word.endswith("men"):
        return word[:-3] + "man"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def clash(key: Mark, ours: set[str] | str, theirs: set[str] | str) -> bool:
    """Whether two mentions' (or clusters') values of one mark are two happenings: posts with no
    title in common ("chairman officer" and "director"), any other mark's other values."""
    a = {ours} if isinstance(ours, str) else ours
    b = {theirs} if isinstance(theirs, str) else theirs
    if key[0] == "post":
        return any(not set(x.split()) & set(y.split()) for x in a for y in b)
    return a != b


def other_marks(a: View, b: View) -> bool:
    """Whether the two mentions carry one mark with other values: two happenings."""
    ma, mb = marks(a), marks(b)
    return any(key in mb and clash(key, value, mb[key]) for key, value in ma.items())


def kept_marks(m: EventMention, article: str, before: str, after: str) -> tuple[tuple[Mark, str], ...]:
    """:func:`found_marks` as a view keeps them (sorted pairs)."""
    return tuple(sorted(found_marks(m, article, before, after).items()))
