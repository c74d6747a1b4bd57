"""What a pair of event mentions has in common: the evidence the coreference scorer weighs.

Each mention is seen once as a :class:`View` (its lemma, arguments as entity ids, date, sentence words, article and
story); :func:`kg.resolve.events.evidence.pair_features` turns two views into the numbers of :data:`FEATURES`, in that
order (a story's pairs at once: :func:`~kg.resolve.events.evidence.judge_pairs`). The learnt tables (how often one
lemma, or two lemmas, name one happening) come from the model file, see :mod:`kg.resolve.events.scorer`. What keeps two
mentions apart whatever the scorer says is :mod:`kg.resolve.events.apart`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from kg.model import EventMention, Extraction, MentionKey
from kg.resolve.events.additive import additive, told_again
from kg.resolve.events.apart import (
    about_other_things,
    agree,
    not_one_happening,
    other_doers,
    other_owners,
    other_patients,
    other_percents,
    other_remarks,
    other_sayings,
    other_things_here,
    others_than_named,
)
from kg.resolve.events.attitudes import other_attitudes
from kg.resolve.events.copies import SAME_QUOTE_RATIO, SAME_SENTENCE_MIN_WORDS, alike, copied
from kg.resolve.events.crowds import group_and_one, other_groups
from kg.resolve.events.date_fit import DAY_OR_WEEK, DAY_SLACK_DAYS, date_conflict, fits, one_kind_one_day
from kg.resolve.events.doers import one_article_other_doers
from kg.resolve.events.gatherings import other_gatherings
from kg.resolve.events.marks import Mark, kept_marks, other_marks
from kg.resolve.events.owners import owners
from kg.resolve.events.senses import other_uses
from kg.resolve.events.since import since_anchor
from kg.resolve.events.stems import related
from kg.resolve.events.things import done_to
from kg.resolve.events.told import alternative, count, kin_date, percents, reported_by
from kg.resolve.events.wording import other_named_subjects, told_apart
from kg.resolve.similarity import ENGLISH_STOP_WORDS, WORD
from kg.time.values import granularity

T = TypeVar("T", frozenset[str], str)
# The probability given to a pair that cannot be one happening (dates that cannot
# meet): far enough below 0 that no average over a cluster can outvote it.
CANNOT = -1e6

FEATURES: tuple[str, ...] = (
    "same_lemma",  # one trigger lemma
    "derived",  # lemmas of one word family ("elect" / "election", "quake" / "earthquake")
    "same_rate",  # how often two mentions of this lemma in one topic are one happening (learnt)
    "pair_rate",  # the same for two different lemmas ("check" / "enter"; learnt)
    "class_rate",  # the same for two different lemmas of two classes of kg's lexicon (learnt)
    "unknown_lemma",  # the lemma, or the pair, is not in the learnt tables
    "both_nominal",
    "mixed",  # one noun, one verb
    "same_class",  # one class of kg's lexicon, other than "other"
    "statement",  # either is a statement ("said"): most are separate acts
    "shared_arguments",  # entity ids both have as agent, patient, participant or place (0, 0.5, 1)
    "agent_conflict",  # both have agents and share none
    "patient_conflict",
    "place_conflict",
    "context",  # Jaccard of the entity ids named in the two sentences
    "words",  # Jaccard of the two sentences' content words
    "articles",  # cosine of the two articles (TF-IDF, as stories use)
    "same_article",
    "same_sentence",
    "date_match",  # both dated, and the dates fit
    "date_conflict",  # both dated, and they cannot be one happening
    "copied",  # one sentence copied, or one quote, in two articles
    "lemma_articles",  # same_lemma x articles: a repeated word in two near articles
    "pair_articles",  # pair_rate x articles
    "class_arguments",  # class_rate x shared_arguments
    "other_meaning",  # told as a fact and as not one, or as two kinds of not (ruled out, see agree)
    "other_theme",  # one verb about two different things ("showed gratitude", "showed mercy")
    "other_numbers",  # both give numbers and none is the same ("rose to 2,012", "to 2,862")
    "same_theme",  # one verb about one thing ("showed mercy" twice): other_theme's other side
    "shared_agents",  # an agent in common: the same doer, not only some participant
    "shared_patients",  # a patient in common
    "other_subjects",  # both subjects written without a name, no word in common ("gunman", "police")
    "same_subject",  # both written, a word in common ("the gunman", "a masked gunman")
    "other_objects",  # both objects written without a name, no word in common
    "lemma_arguments",  # same_rate x shared_arguments: a word that names one happening, done by one party
    "other_cast",  # the two articles name doers and none in common (kg.resolve.events.names)
    "lemma_other_cast",  # same_lemma x other_cast: one word, two articles of other doers (a look-alike)
)


@dataclass(frozen=True)
class Tables:
    """What the training data says of lemmas: how often two mentions in one story are one happening.

    ``same_rate`` by lemma (both mentions of it; by :func:`~kg.resolve.events.apart.verb_key` both verbs), ``pair_rate``
    by pair of different lemmas (sorted), ``class_rate`` by pair of lexicon classes of two different lemmas (sorted)."""

    same_rate: Mapping[str, float]
    pair_rate: Mapping[tuple[str, str], float]
    class_rate: Mapping[tuple[str, str], float]

    def pair(self, a: str, b: str) -> float | None:
        """The learnt rate of two different lemmas, or None if the pair was not learnt."""
        return self.pair_rate.get((a, b) if a < b else (b, a))

    def classes(self, a: str, b: str) -> float:
        """The learnt rate of two different lemmas of classes ``a`` and ``b`` (0 if unknown)."""
        return self.class_rate.get((a, b) if a < b else (b, a), 0.0)


@dataclass(frozen=True, slots=True)
class Brief:
    """What the main process keeps of one event mention: enough to join its events across
    stories and to name them. The pair scorer's :class:`View` adds the rest, and is made
    only where a story is clustered, so a large corpus never holds all its views at once."""

    number: int  # rank among all mentions (sorted by key): the clustering's item
    key: MentionKey
    mention: EventMention
    story: str
    date: str | None
    agents: frozenset[str]
    arguments: frozenset[str]  # agents, patients, participants, places and destinations
    published: str | None  # the article's publication date
    agent_names: tuple[tuple[str, str], ...]  # (entity id, name as written) of each agent, in order
    since: str | None  # an undated state's start ("has been fighting ... since 2004"): kg.resolve.events.since


@dataclass(frozen=True, slots=True)
class View(Brief):
    """One event mention as the pair scorer sees it."""

    patients: frozenset[str]
    places: frozenset[str]
    context: frozenset[str]
    words: frozenset[str]
    quote: str  # lower-cased
    before: str  # the sentence before the trigger ("" for a short sentence)
    after: str
    setting_of: MentionKey | None = None  # the event whose "in"/"at"/"during" phrase this one is
    agent_kinds: frozenset[str] = frozenset()  # the entity types of its agents ("ORG", "PERSON")
    patient_kinds: frozenset[str] = frozenset()  # the entity types of its patients
    things: frozenset[str] = frozenset()  # the named things it was done to: kg.resolve.events.things
    # When the article dates it elsewhere (:mod:`kg.resolve.events.told`): another mention of its
    # word family done to the same named party ("the appointment of Akerson", "Akerson was
    # appointed in 2009"), else the report whose object it is, on or before which it was.
    kin_date: str | None = None
    reported_by: str | None = None
    alternative: bool = False  # one side of "X or Y": "proof of life or death"
    percents: tuple[float, ...] = ()  # the numbers its sentence writes as percentages ("fell 59%")
    count: str = ""  # "many" ("the deaths of 1.7 million"), "one" ("his death"), or unknown
    # Its :func:`~kg.resolve.events.marks.marks`, found once (None: found when asked).
    marks: tuple[tuple[Mark, str], ...] | None = None
    additive: bool = False  # told as one more act of its kind ("also closed"): kg.resolve.events.additive


def brief(
    number: int, ex: Extraction, index: int, ev: EventMention, entity_of: Mapping[MentionKey, str], story: str
) -> Brief:
    """The :class:`Brief` of mention ``index`` of ``ex``: an event noun that names no party is
    the happening of the doer of the verb it completes ("GM filed for bankruptcy"), a quoted
    "we extend" its speaker's (:func:`~kg.resolve.events.owners.owners`)."""
    aid = ex.article.id
    ids = _ids(aid, entity_of)
    agents = ids(owners(ex, index, ev))
    date = ex.event_date(ev)
    return Brief(
        number=number,
        key=(aid, index),
        mention=ev,
        story=story,
        date=date,
        agents=agents,
        arguments=_shared(agents | ids(ev.patients) | ids(ev.places) | ids(ev.participants) | ids(ev.destinations)),
        published=ex.dct.value,
        agent_names=tuple((entity_of[(aid, i)], ex.mentions[i].name) for i in ev.agents if (aid, i) in entity_of),
        since=since_anchor(ex, ev) if date is None else None,
    )


def expand(b: Brief, ex: Extraction, entity_of: Mapping[MentionKey, str]) -> View:
    """The :class:`View` of ``b``, a mention of ``ex``."""
    aid, ev = ex.article.id, b.mention
    ids = _ids(aid, entity_of)
    start, end = ex.sentences[ev.sentence]
    text = ex.article.text
    sentence = text[start:end]
    long = sentence.count(" ") + 1 >= SAME_SENTENCE_MIN_WORDS
    before = _shared(text[start : ev.start]) if long else ""
    after = _shared(text[ev.start : end]) if long else ""
    return View(
        number=b.number,
        key=b.key,
        mention=ev,
        story=b.story,
        date=b.date,
        agents=b.agents,
        arguments=b.arguments,
        published=b.published,
        agent_names=b.agent_names,
        since=b.since,
        patients=ids(ev.patients),
        # Where it went counts as where: two flights to different cities are two flights (and the
        # pair model learnt its places with destinations among them).
        places=ids(ev.places) | ids(ev.destinations),
        context=_shared(ids(ev.context) | b.arguments),
        words=_content_words(sentence),
        # Reported speech too: two reports of one statement copy it as often as a quote.
        quote=_shared((ev.quote or ev.reported).lower()),
        before=before,
        after=after,
        setting_of=None if ev.setting_of is None else (aid, ev.setting_of),
        agent_kinds=_shared(frozenset(ex.mentions[i].type for i in owners(ex, b.key[1], ev))),
        patient_kinds=_shared(frozenset(ex.mentions[i].type for i in ev.patients if i < len(ex.mentions))),
        things=done_to(ex, ev, ids),
        kin_date=kin_date(ex, b.key[1], ev, ids, related) if b.date is None else None,
        reported_by=reported_by(ex, ev) if b.date is None else None,
        alternative=alternative(text, (start, end), ev),
        count=count(ev, text[max(start, ev.start - 40) : ev.start], text[ev.end : min(end, ev.end + 60)]),
        percents=percents(sentence, ev.quantities) if ev.quantities else (),
        marks=kept_marks(ev, aid, before, after),
        additive=additive(text, (start, end), ev),
    )


def view(
    number: int, ex: Extraction, index: int, ev: EventMention, entity_of: Mapping[MentionKey, str], story: str
) -> View:
    """The :class:`View` of mention ``index`` of ``ex``."""
    return expand(brief(number, ex, index, ev, entity_of, story), ex, entity_of)


def _ids(aid: str, entity_of: Mapping[MentionKey, str]) -> Callable[[tuple[int, ...]], frozenset[str]]:
    """The entity ids of an article's mentions, by their numbers (those resolved to none left out)."""

    def ids(numbers: tuple[int, ...]) -> frozenset[str]:
        return _shared(frozenset(eid for i in numbers if (eid := entity_of.get((aid, i))) is not None))

    return ids


@functools.lru_cache(maxsize=1 << 16)
def _shared(value: T) -> T:
    """One object for equal values: a corpus's views repeat a few argument sets and copied
    sentences, and a copy each took most of a view's memory (1.5 kB a view)."""
    return value


@functools.lru_cache(maxsize=1 << 14)  # copies of one sentence recur
def _content_words(sentence: str) -> frozenset[str]:
    return frozenset(w for w in WORD.findall(sentence.lower()) if len(w) > 2 and w not in ENGLISH_STOP_WORDS)


def verdict(a: View, b: View, tables: Tables) -> tuple[bool, bool, float | None]:
    """Whether the pair's dates conflict, whether one copies the other, and what :func:`_rule`
    decides (None: the scorer does); the tests the features share are made once."""
    conflict = date_conflict(a, b)
    copy = a.key[0] != b.key[0] and copies(a, b)
    apart = (
        about_other_things(a, b, tables)
        or other_owners(a, b)
        or other_sayings(a, b)
        or other_remarks(a, b)
        or not_one_happening(a, b)
        or other_percents(a, b)
        or other_things_here(a, b)
        or other_uses(a, b)
        or other_marks(a, b)
        or other_attitudes(a, b)
        or told_apart(a, b)
        or other_gatherings(a, b)
    )
    rule = CANNOT if apart else _rule(a, b, conflict, copy)
    if rule is None and _unrelated(a, b, tables):
        rule = 0.0
    return conflict, copy, rule


def _unrelated(a: View, b: View, tables: Tables) -> bool:
    """Two different words of no one family, never seen to name one happening, and nothing
    else tying them: not one sentence, not one day, not one actor doing one kind of thing
    (a decree and an amnesty). Only a kind of event in common ("loss" and "bankruptcy" in
    one company's news, "sell" and "bankruptcy") is not one happening."""
    la, lb = a.mention.lemma, b.mention.lemma
    if la == lb or related(la, lb) or tables.pair(la, lb) is not None:
        return False
    if a.key[0] == b.key[0] and a.mention.sentence == b.mention.sentence:
        return False
    if a.mention.event_class == b.mention.event_class != "other" and a.agents & b.agents:
        return False  # one actor's decree and amnesty: one act told with two words
    # One day, or one week and a day in it ("the election last week", "Tuesday's referendum").
    precise = a.date is not None and b.date is not None and {granularity(a.date), granularity(b.date)} <= DAY_OR_WEEK
    return not (precise and fits(a.date, b.date, 0))


def copies(a: View, b: View) -> bool:
    """One quote of one speaker, or one sentence copied, in two reports."""
    if a.quote and b.quote and a.arguments & b.arguments and alike(a.quote, b.quote, SAME_QUOTE_RATIO):
        return True
    if not (a.before or a.after) or not (b.before or b.after) or a.context != b.context:
        return False
    return a.mention.lemma == b.mention.lemma and copied(a.before, b.before) and copied(a.after, b.after)


def _rule(a: View, b: View, conflict: bool, copy: bool) -> float | None:
    """1 or 0 where the evidence is plain, whatever the learnt weights say (:data:`CANNOT`
    where the dates rule it out); else None.

    The training corpus has no dates and few copied sentences, so what they
    prove is given by rule: dates that cannot meet part two mentions; an act of
    one kind in the setting of another ("re-elected in a referendum"), a copied
    sentence or quote in two articles, or one lemma with a shared argument
    on one day, is one happening; statements of different speakers are not, nor
    (a vote against) one word done to two named parties (:func:`~kg.resolve.events.apart.other_patients`) or, in one
    article or two, by two (:func:`~kg.resolve.events.apart.other_doers`).
    """
    if conflict or not agree(a, b):
        return CANNOT
    if other_patients(a, b) or other_doers(a, b) or others_than_named(a, b) or other_groups(a, b):
        return 0.0
    if one_article_other_doers(a, b) or told_again(a, b) or other_named_subjects(a, b):
        return 0.0
    if group_and_one(a, b):
        return 0.0
    if (a.setting_of == b.key or b.setting_of == a.key) and a.mention.event_class == b.mention.event_class not in (
        "other",
        "statement",
    ):
        return 1.0  # "re-elected in a referendum": the referendum is the re-election
    if copy:
        return 1.0
    if (
        a.mention.lemma == b.mention.lemma
        and a.arguments & b.arguments
        and a.date is not None
        and granularity(a.date) == "day"
        and a.date == b.date
    ):
        return 1.0
    if _one_named_happening(a, b) or one_kind_one_day(a, b):
        return 1.0
    if "statement" in (a.mention.event_class, b.mention.event_class) and not a.agents & b.agents:
        # What was said is told apart first by who said it: "said" in one story
        # is many statements, and only one speaker's may be one.
        return 0.0
    return None


def _one_named_happening(a: View, b: View) -> bool:
    """One story's reports, a day or two apart, naming one kind of happening by one noun ("the
    amnesty", "the referendum") with nothing that tells them apart: no two actors, no two
    patients, no two days. Reports retell the happening their story is about, most often
    without repeating its actors or its date."""
    ma, mb = a.mention, b.mention
    if a.key[0] == b.key[0] or ma.lemma != mb.lemma or not (ma.nominal and mb.nominal) or ma.event_class == "other":
        return False
    if a.story != b.story or not (a.published and b.published) or not fits(a.published, b.published, DAY_SLACK_DAYS):
        return False
    if a.agents and b.agents and not a.agents & b.agents:
        return False
    pa, pb = a.patients, b.patients
    return not (pa and pb and not pa & pb)
