"""Two mentions of one word that their own words tell apart: whose it is, what it decided, what was quoted.

"The U.S. military buildup in Saudi Arabia" and "Iraq's invasion of Kuwait and its subsequent
military buildup" are the two sides' buildups: a noun's possessor or the name written before it
says whose happening it is. "decided on Feb. 11 that a ground war would be necessary" and "had
decided that the Soviet alternative was unacceptable" are two decisions: a verb's "that" clause is
what it is about. "``We are back in the family,'' said Martonyi" and another outlet's "``It has
been our manifest destiny...,'' he said" are two remarks: a quote is the speaker's own words, and
two reports of one remark quote the same ones. And "a task manager that shows open applications"
tells what a thing does, not a happening. One node would show one of each pair as the other.
Each test is a pure function of two :class:`~kg.resolve.events.features.View` records, applied by
:func:`~kg.resolve.events.features.verdict` with those of :mod:`kg.resolve.events.apart`.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from kg.ids import unnumbered
from kg.resolve.events.apart import SAID_WORDS_IN_COMMON, SAID_WORDS_TO_JUDGE
from kg.resolve.events.copies import SAME_QUOTE_RATIO, alike
from kg.resolve.events.earlier import earlier_and_current
from kg.resolve.events.later import further_and_told
from kg.resolve.events.of_kind import kind_and_happening
from kg.resolve.events.sides import other_sides
from kg.resolve.events.tolls import toll_and_named_victim
from kg.resolve.events.victims import of_bare_plural, of_name
from kg.resolve.events.wholes import group_and_one_of_them
from kg.resolve.similarity import ENGLISH_STOP_WORDS, WORD
from kg.time.words import MONTHS, WEEKDAYS

if TYPE_CHECKING:
    from kg.resolve.events.features import View


def told_apart(a: View, b: View) -> bool:
    """Whether two mentions are two happenings by their own words (see the module)."""
    if describes(a) != describes(b):
        return True
    if a.mention.lemma != b.mention.lemma:
        return False
    return (
        other_possessors(a, b)
        or other_victims(a, b)
        or other_clauses(a, b)
        or other_quotes(a, b)
        or earlier_and_current(a, b)
        or further_and_told(a, b)
        or other_sides(a, b)
        or kind_and_happening(a, b)
        or group_and_one_of_them(a, b)
        or toll_and_named_victim(a, b)
    )


# --- who did a verb, as written: "Keiwan Ratliff scored", "Dallas Clark scored" ---


def subject_name(v: View) -> str | None:
    """A verb's subject as written when it is a name: every word capitalised, and two words or
    more at the head of the sentence ("Police arrested" is no name). None otherwise."""
    m = v.mention
    words = re.sub(r"^(?:The|An?)\s+", "", m.subject.strip()).split()
    if m.nominal or not words or not all(w[:1].isupper() for w in words):
        return None
    if len(words) == 1 and (not v.before or v.before.lstrip(" `'\"\u201c").startswith(m.subject.strip())):
        return None
    return " ".join(words)


def other_named_subjects(a: View, b: View) -> bool:
    """One article's one verb whose subjects are two names that cannot be one party, with no
    word of what they did it to in common: "Keiwan Ratliff scored on a 35-yard interception
    return" and "Dallas Clark scored on a one-yard pass". The writer names one act's doer alike;
    an agent the entities missed still has its name written (:mod:`kg.resolve.events.doers`
    reads only the named agents). A vote against, as that module's is (a subject read from the
    wrong phrase may be outvoted by the pair's other mentions)."""
    if a.key[0] != b.key[0]:
        return False
    x, y = subject_name(a), subject_name(b)
    if x is None or y is None or one_party(x, y) or not _words(x).isdisjoint(_words(y)):
        return False  # a word in common: "Mob boss 'Oddfather'", "Mob boss Vincent Gigante"
    return _words(a.mention.object).isdisjoint(_words(b.mention.object))


def _words(text: str) -> frozenset[str]:
    return frozenset(w for w in WORD.findall(text.lower()) if w not in ENGLISH_STOP_WORDS)


# --- what a thing does, not what happened: "a task manager that shows open applications" ---

_RELATIVE = re.compile(r"\b(?:that|which)\s+(?:(?:also|now|automatically)\s+)?$")


def describes(v: View) -> bool:
    """Whether a verb tells what a thing does, not a happening: a simple present in a relative
    clause ("a dynamic task manager named Mission Control that shows open applications", "the
    chip which powers iPhones"). Joined with a happening ("developer releases were made
    available today"), it would show a feature as an act."""
    m = v.mention
    return not m.nominal and m.tense == "present" and _RELATIVE.search(v.before) is not None


# --- whose happening a noun is: "Iraq's buildup", "its buildup", "the U.S. buildup" ---

_NAME = r"(?:[A-Z][\w.&-]*\s+){0,3}[A-Z][\w.&-]*"
# Up to two modifiers between the owner and the noun ("subsequent military"): lower-case words
# that are no function word (checked after the match).
_MODIFIERS = r"((?:[a-z][\w-]*\s+){0,2})"
_POSSESSOR = re.compile(rf"(?<![\w.])(?P<name>{_NAME})['’]s?\s+{_MODIFIERS}$")
_PREMODIFIER = re.compile(rf"\b(?:[Tt]he|[Aa]n?)\s+(?P<name>{_NAME})\s+{_MODIFIERS}$")
_PRONOUN = re.compile(rf"\b(?P<pronoun>its|their)\s+{_MODIFIERS}$")
# "X's" earlier in the sentence: what a later "its" most often points back to.
_EARLIER_POSSESSOR = re.compile(rf"(?<![\w.])(?P<name>{_NAME})['’]s\b")
# Else the sentence's subject, a name at its head (after an opening phrase and its comma at
# most), followed by its verb or an aside: "Institut Merieux, which holds ..., said that shares
# had been tendered to its offer".
_HEAD = re.compile(rf"^[\s`'\"“]*(?:[^,]{{1,60}},\s+)?(?:The\s+)?(?P<name>{_NAME})(?=\s*,|\s+[a-z])")
# Names joined by "and": whom a "their" points back to ("Ciba-Geigy and Chiron said ... their offer").
_JOINED = re.compile(rf"(?<![\w.])(?P<name>{_NAME}(?:,\s+{_NAME})*,?\s+and\s+{_NAME})")
# Capitalised words before a noun that date it or open the sentence, not a party.
_NOT_OWNERS = frozenset(
    {*MONTHS, *(day for day in WEEKDAYS if day.endswith("day"))}
    | set("first second third last next new this that these those".split())
)


def owner_name(v: View) -> str | None:
    """The party an event noun is told of by its own words, as written: its possessor ("Iraq's
    buildup"), a name before it ("the U.S. military buildup"), for "its" the last possessor
    written before it in the sentence ("Iraq's invasion of Kuwait and its buildup") or else the
    sentence's one named subject, for "their" the last names joined by "and" before it ("Ciba-Geigy
    and Chiron said ... their offer"). None for a verb, or when the noun names none this way."""
    if not v.mention.nominal or not v.before:
        return None
    before = v.before
    for pattern in (_POSSESSOR, _PREMODIFIER):
        found = pattern.search(before)
        if found is not None and _plain(found.group(2)):
            name = re.sub(r"^(?:The|An?)\s+", "", found.group("name"))
            return None if _key(name).split()[0] in _NOT_OWNERS else name
    found = _PRONOUN.search(before)
    if found is None or not _plain(found.group(2)):
        return None
    if found.group("pronoun") == "their":
        # A plural: a party of several named, never the one party of an "X's" or a subject.
        joined = list(_JOINED.finditer(before, 0, found.start()))
        if not joined:
            return None
        names = joined[-1].group("name").split(", ")  # "Thursday, Ciba-Geigy and Chiron": a date first
        while len(names) > 1 and _key(names[0]).split()[0] in _NOT_OWNERS:
            names.pop(0)
        return ", ".join(names)
    earlier = list(_EARLIER_POSSESSOR.finditer(before, 0, found.start()))
    if earlier:
        return earlier[-1].group("name")
    head = _HEAD.match(before, 0, found.start())
    if head is None or _key(head.group("name")).split()[0] in _NOT_OWNERS or not _named(v, head.group("name")):
        return None
    if re.match(r"(?:,\s+[A-Z]|\s+and\s+[A-Z])", before[head.end() :]):
        return None  # names joined ("Ciba-Geigy and Chiron said"): "its" is no plural's
    return head.group("name")


def _named(v: View, name: str) -> bool:
    """Whether a capitalised head is a name, not a word that opens the sentence ("Shortly after the
    panel released its decision", "Analysts said its offer"): two capitalised words or more, or
    one the entities found in the sentence."""
    words = {w for w in _key(name).split() if w not in ENGLISH_STOP_WORDS}
    if len(name.split()) > 1:
        return True
    return any(words & set(unnumbered(eid).split("-")) for eid in v.context)


def _plain(modifiers: str) -> bool:
    """Whether the words between an owner and its noun are modifiers, not function words."""
    return not any(w in ENGLISH_STOP_WORDS for w in modifiers.lower().split())


def _key(name: str) -> str:
    return re.sub(r"[.’']", "", name).lower().strip()


_JOINT = re.compile(r",?\s+and\s+|,\s+")


def one_party(x: str, y: str) -> bool:
    """Whether two owners as written may be one party: one's words within the other's ("Bush",
    "George Bush"), one last word, one an acronym of the other ("U.S.", "United States"), or one word's stem
    ("Iraq", "Iraqi"). Names joined by "and" are one party with any of theirs ("Ciba-Geigy and
    Chiron", "Chiron Corp.")."""
    parts_x, parts_y = _JOINT.split(x), _JOINT.split(y)
    if len(parts_x) > 1 or len(parts_y) > 1:
        return any(one_party(p, q) for p in parts_x for q in parts_y if p and q)
    kx, ky = _key(x), _key(y)
    wx, wy = set(kx.split()), set(ky.split())
    if wx <= wy or wy <= wx or kx.split()[-1:] == ky.split()[-1:]:
        return True  # one's words in the other's, or one surname ("Mr. Gigante", "Vincent Gigante")
    if "".join(w[0] for w in kx.split()) == ky.replace(" ", "") or "".join(w[0] for w in ky.split()) == kx.replace(
        " ", ""
    ):
        return True
    return kx[:4] == ky[:4] and min(len(kx), len(ky)) >= 4


def other_possessors(a: View, b: View) -> bool:
    """One event noun told of two parties by its own words: "the U.S. military buildup" and
    "Iraq's ... military buildup". Not when a noun names the other's owner in its "of" phrase
    ("the Kuwait invasion", "Iraq's invasion of Kuwait"): one act told by its doer and by whom
    it was done to."""
    if not (a.mention.nominal and b.mention.nominal):
        return False
    owner_a, owner_b = owner_name(a), owner_name(b)
    if owner_a is None or owner_b is None or one_party(owner_a, owner_b):
        return False
    return not (_of_phrase_names(a, owner_b) or _of_phrase_names(b, owner_a))


def other_victims(a: View, b: View) -> bool:
    """One event noun done, by its own "of" phrases, to two named parties that cannot be one ("the
    shooting of Dr. Hugh Short", "the shooting death of Dr. Barnet Slepian"), or to a named one and
    a bare plural group ("the shooting of doctors"): :mod:`kg.resolve.events.victims`."""
    if not (a.mention.nominal and b.mention.nominal):
        return False
    name_a, name_b = of_name(a), of_name(b)
    if name_a is not None and name_b is not None:
        return not one_party(name_a, name_b)
    return (name_a is not None and of_bare_plural(b)) or (name_b is not None and of_bare_plural(a))


def _of_phrase_names(v: View, name: str) -> bool:
    found = re.match(r"^\S+\s+of\s+(?:the\s+)?(?P<name>" + _NAME + ")", v.after)
    return found is not None and one_party(found.group("name"), name)


# --- what a verb decided, concluded or agreed: its "that" clause ---

# A "that" clause right after the verb, behind at most four words of time or manner ("decided
# on Feb. 11 that", "agreed last week that"); no article, "to" or comma between (there "that"
# most often opens a relative clause: "decided to send troops, a move that critics ...").
_THAT_CLAUSE = re.compile(r"^\S+((?:\s+[\w.'’-]+){0,4}?)\s+that\s+(?P<clause>[^;:]+)")
_NOT_BETWEEN = frozenset({"to", "a", "an", "the", "this", "his", "her", "its", "their"})


@functools.lru_cache(maxsize=1 << 14)
def clause_words(after: str) -> frozenset[str] | None:
    """The content words of the "that" clause a verb takes (``after``: its sentence from the
    verb on), or None when it takes none."""
    found = _THAT_CLAUSE.match(after)
    if found is None or any(w.lower() in _NOT_BETWEEN for w in found.group(1).split()):
        return None
    return _content(found.group("clause"))


def _content(text: str) -> frozenset[str]:
    return frozenset(
        w for w in WORD.findall(text.lower()) if w not in ENGLISH_STOP_WORDS and (len(w) > 2 or w.isdigit())
    )


# How many content words each clause has at least, in one article, for two with none in common
# to be two things decided (fewer tell too little).
CLAUSE_WORDS_TO_JUDGE = 2


def other_clauses(a: View, b: View) -> bool:
    """One verb (no statement: :func:`~kg.resolve.events.apart.other_sayings` reads those) told
    with two "that" clauses about different things: in one article, with no content word in
    common; across articles, as two reports' paraphrases of a statement, with next to none in
    common and enough words each to tell."""
    ma, mb = a.mention, b.mention
    if ma.nominal or mb.nominal or "statement" in (ma.event_class, mb.event_class):
        return False
    words_a, words_b = clause_words(a.after), clause_words(b.after)
    if words_a is None or words_b is None:
        return False
    if a.key[0] == b.key[0]:
        return min(len(words_a), len(words_b)) >= CLAUSE_WORDS_TO_JUDGE and not words_a & words_b
    return min(len(words_a), len(words_b)) >= SAID_WORDS_TO_JUDGE and len(words_a & words_b) < SAID_WORDS_IN_COMMON


# --- what a speaker was quoted as saying ---

_OPENING = ("``", "\u201c", '"')
_CLOSING = re.compile(r"\s*[,.?!]?\s*(?:''|\u201d|\")")


def quoted_words(v: View) -> str:
    """The words a statement quotes, lower-cased: its quote, or what it reports when the text
    writes that inside quotation marks (a quote opened in the sentence before: "We are back in
    the family,'' said Martonyi"); "" for a paraphrase."""
    m = v.mention
    if m.quote:
        return m.quote.lower()
    said = m.reported.strip()
    if not said:
        return ""
    if said.startswith(_OPENING):
        return _bare(said)
    sentence = v.before + v.after
    at = sentence.find(said)
    if at >= 0 and _CLOSING.match(sentence, at + len(said)):
        return _bare(said)
    return ""


def _bare(said: str) -> str:
    return said.strip("`'\"\u201c\u201d ").lower()


def other_quotes(a: View, b: View) -> bool:
    """Two articles' statements that quote different words: two remarks, even of one speaker
    at one event (outlets quote different sentences of one speech). Two reports of one remark
    quote it alike, or one a part of the other's."""
    ma, mb = a.mention, b.mention
    if a.key[0] == b.key[0] or ma.nominal or mb.nominal:
        return False
    if ma.event_class != "statement" or mb.event_class != "statement":
        return False
    qa, qb = quoted_words(a), quoted_words(b)
    if not (qa and qb):
        return False
    return not (alike(qa, qb, SAME_QUOTE_RATIO) or qa in qb or qb in qa)
