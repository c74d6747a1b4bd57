"""What a pair of event mentions has in common: the evidence the coreference scorer weighs.

Each mention is seen once as a :class:`View` (its lemma, arguments as entity
ids, date, sentence words, article and story);
:func:`kg.resolve.events.evidence.pair_features` turns two views into the numbers of
:data:`FEATURES`, in that order (a story's pairs at once: :func:`~kg.resolve.events.evidence.judge_pairs`). The learnt
tables (how often one lemma, or two lemmas, name one happening) come from
the model file, see :mod:`kg.resolve.events.scorer`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import TypeVar

from kg.model import EventMention, Extraction, MentionKey
from kg.resolve.events.copies import SAME_QUOTE_RATIO, SAME_SENTENCE_MIN_WORDS, alike, copied
from kg.resolve.events.owners import owners
from kg.resolve.similarity import ENGLISH_STOP_WORDS
from kg.time.values import compatible, granularity

T = TypeVar("T", frozenset[str], str)
WEEK_SLACK_DAYS = 7
DAY_SLACK_DAYS = 2
# The probability given to a pair that cannot be one happening (dates that cannot
# meet): far enough below 0 that no average over a cluster can outvote it.
CANNOT = -1e6
_DAY_OR_WEEK = frozenset({"day", "week"})
# A lemma whose mentions in one training topic were one happening less often than this
# (or that training never saw) names a kind of act ("show", "help", "say"), not one act.
GENERIC_RATE = 0.4
# How long after a happening an article may report it without a date.
REPORT_SLACK_DAYS = 31

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
)


@dataclass(frozen=True)
class Tables:
    """What the training data says of lemmas: how often two mentions in one story are one happening.

    ``same_rate`` by lemma (both mentions of it; by :func:`verb_key` both verbs), ``pair_rate`` by pair of
    different lemmas (sorted), ``class_rate`` by pair of lexicon classes of
    two different lemmas (sorted).
    """

    same_rate: Mapping[str, float]
    pair_rate: Mapping[tuple[str, str], float]
    class_rate: Mapping[tuple[str, str], float]

    def pair(self, a: str, b: str) -> float | None:
        """The learnt rate of two different lemmas, or None if the pair was not learnt."""
        return self.pair_rate.get((a, b) if a < b else (b, a))

    def classes(self, a: str, b: str) -> float:
        """The learnt rate of two different lemmas of classes ``a`` and ``b`` (0 if unknown)."""
        return self.class_rate.get((a, b) if a < b else (b, a), 0.0)


_WORD = re.compile(r"[^\W\d_][\w'-]*[^\W_]")
_SUFFIXES = ("ment", "ing", "ure", "ion", "al")


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
    arguments: frozenset[str]  # agents, patients, participants and places
    published: str | None  # the article's publication date
    agent_names: tuple[tuple[str, str], ...]  # (entity id, name as written) of each agent, in order


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


def brief(
    number: int, ex: Extraction, index: int, ev: EventMention, entity_of: Mapping[MentionKey, str], story: str
) -> Brief:
    """The :class:`Brief` of mention ``index`` of ``ex``: an event noun that names no party is
    the happening of the doer of the verb it completes ("GM filed for bankruptcy",
    :func:`~kg.resolve.events.owners.owners`)."""
    aid = ex.article.id
    ids = _ids(aid, entity_of)
    agents = ids(owners(ex, index, ev))
    return Brief(
        number=number,
        key=(aid, index),
        mention=ev,
        story=story,
        date=ex.event_date(ev),
        agents=agents,
        arguments=_shared(agents | ids(ev.patients) | ids(ev.places) | ids(ev.participants)),
        published=ex.dct.value,
        agent_names=tuple((entity_of[(aid, i)], ex.mentions[i].name) for i in ev.agents if (aid, i) in entity_of),
    )


def expand(b: Brief, ex: Extraction, entity_of: Mapping[MentionKey, str]) -> View:
    """The :class:`View` of ``b``, a mention of ``ex``."""
    aid, ev = ex.article.id, b.mention
    ids = _ids(aid, entity_of)
    start, end = ex.sentences[ev.sentence]
    text = ex.article.text
    sentence = text[start:end]
    long = sentence.count(" ") + 1 >= SAME_SENTENCE_MIN_WORDS
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
        patients=ids(ev.patients),
        places=ids(ev.places),
        context=_shared(ids(ev.context) | b.arguments),
        words=_content_words(sentence),
        # Reported speech too: two reports of one statement copy it as often as a quote.
        quote=_shared((ev.quote or ev.reported).lower()),
        before=_shared(text[start : ev.start]) if long else "",
        after=_shared(text[ev.start : end]) if long else "",
        setting_of=None if ev.setting_of is None else (aid, ev.setting_of),
        agent_kinds=_shared(frozenset(ex.mentions[i].type for i in ev.agents)),
    )


def view(
    number: int, ex: Extraction, index: int, ev: EventMention, entity_of: Mapping[MentionKey, str], story: str
) -> View:
    """The :class:`View` of mention ``index`` of ``ex``."""
    return expand(brief(number, ex, index, ev, entity_of, story), ex, entity_of)


def _ids(aid: str, entity_of: Mapping[MentionKey, str]) -> Callable[[tuple[int, ...]], frozenset[str]]:
    """The entity ids of an article's mentions, by their numbers (those resolved to none left out)."""

    def ids(numbers: tuple[int, ...]) -> frozenset[str]:
        return _shared(frozenset(entity_of[(aid, i)] for i in numbers if (aid, i) in entity_of))

    return ids


@functools.lru_cache(maxsize=1 << 16)
def _shared(value: T) -> T:
    """One object for equal values: a corpus's views repeat a few argument sets and copied
    sentences, and a copy each took most of a view's memory (1.5 kB a view)."""
    return value


@functools.lru_cache(maxsize=1 << 14)  # copies of one sentence recur
def _content_words(sentence: str) -> frozenset[str]:
    return frozenset(w for w in _WORD.findall(sentence.lower()) if len(w) > 2 and w not in ENGLISH_STOP_WORDS)


@functools.lru_cache(maxsize=1 << 14)
def stem(lemma: str) -> str:
    """A crude word-family key: the lemma without one common derivational ending, nor a final "e".

    >>> stem("election") == stem("elect"), stem("announcement") == stem("announce"), stem("explosion")
    (True, True, 'explos')
    """
    word = lemma.lower()
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            word = word[: -len(suffix)]
            break
    return word[:-1] if word.endswith("e") and len(word) > 4 else word


def related(a: str, b: str) -> bool:
    """Whether two different lemmas are of one word family: one stem, or one word ending the other.

    >>> related("election", "elect"), related("quake", "earthquake"), related("move", "remove")
    (True, True, False)
    """
    if a == b:
        return False
    if stem(a) == stem(b):
        return True
    short, long = sorted((a, b), key=len)
    # A compound's head ("earth-quake"), not a prefixed verb ("re-move", "ap-prove").
    return len(short) >= 4 and len(long) - len(short) >= 4 and long.endswith(short)


def verdict(a: View, b: View, tables: Tables) -> tuple[bool, bool, float | None]:
    """Whether the pair's dates conflict, whether one copies the other, and what :func:`_rule`
    decides (None: the scorer does); the tests the features share are made once."""
    conflict = date_conflict(a, b)
    copy = a.key[0] != b.key[0] and copies(a, b)
    apart = about_other_things(a, b, tables) or other_owners(a, b) or other_sayings(a, b)
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
    precise = a.date is not None and b.date is not None and {granularity(a.date), granularity(b.date)} <= _DAY_OR_WEEK
    return not (precise and _fits(a.date, b.date, 0))


def copies(a: View, b: View) -> bool:
    """One quote of one speaker, or one sentence copied, in two reports."""
    if a.quote and b.quote and a.arguments & b.arguments and alike(a.quote, b.quote, SAME_QUOTE_RATIO):
        return True
    if not (a.before or a.after) or not (b.before or b.after) or a.context != b.context:
        return False
    return a.mention.lemma == b.mention.lemma and copied(a.before, b.before) and copied(a.after, b.after)


def date_conflict(a: View, b: View) -> bool:
    """Whether the two mentions' dates rule out one happening.

    Relative weeks are fuzzy by a week. Otherwise a day is a day, except that
    outlets a time zone apart date one act of one actor (a decree, an
    amnesty: an event noun with a shared argument) a day or two apart.
    """
    if a.date is None or b.date is None:
        # An undated mention is news of about when its article came out: reports
        # published months apart are not of one undated happening.
        when_a, when_b = a.date or a.published, b.date or b.published
        return bool(when_a and when_b) and not _fits(when_a, when_b, REPORT_SLACK_DAYS)
    slack = 0
    if "week" in (granularity(a.date), granularity(b.date)):
        slack = WEEK_SLACK_DAYS
    elif a.mention.nominal and b.mention.nominal and a.arguments & b.arguments and a.key[0] != b.key[0]:
        slack = DAY_SLACK_DAYS
    return not _fits(a.date, b.date, slack)


def _rule(a: View, b: View, conflict: bool, copy: bool) -> float | None:
    """1 or 0 where the evidence is plain, whatever the learnt weights say (:data:`CANNOT`
    where the dates rule it out); else None.

    The training corpus has no dates and few copied sentences, so what they
    prove is given by rule: dates that cannot meet part two mentions; an act of
    one kind in the setting of another ("re-elected in a referendum"), a copied
    sentence or quote in two articles, or one lemma with a shared argument
    on one day, is one happening; statements of different speakers are not, nor
    (a vote against) one word done to two named parties (:func:`other_patients`) or, in one
    article, by two (:func:`other_doers_here`).
    """
    if conflict or not agree(a, b):
        return CANNOT
    if other_patients(a, b) or other_doers_here(a, b):
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
    if _one_named_happening(a, b) or _one_kind_one_day(a, b):
        return 1.0
    if "statement" in (a.mention.event_class, b.mention.event_class) and not a.agents & b.agents:
        # What was said is told apart first by who said it: "said" in one story
        # is many statements, and only one speaker's may be one.
        return 0.0
    return None


def agree(a: Brief, b: Brief) -> bool:
    """Whether two mentions can be one happening by what the text says of each, whatever their words.

    Not when one is asserted and the other is not, or both are not in different ways ("had
    accepted help" and "the offer had not been accepted"; "wants" and "doesn't want"); not
    when one participant is the agent of one and the patient of the other (one word); not when they give
    different numbers on different days ("rose to 2,012" on Sunday, "to 2,862" on Monday), nor
    in one article of two actors ("Ardent shares closed at $10.625", "Nordwerk stock closed at
    $15"): a hypothetical, a denial, a later figure or another's is another node, never folded
    into the fact.
    """
    ma, mb = a.mention, b.mention
    if (ma.factuality or "fact") != (mb.factuality or "fact"):
        return False
    if ma.lemma == mb.lemma and (_done_by_other(a, b) or _done_by_other(b, a)):
        # One verb, roles swapped ("X shot Y", "Y shot X"); two verbs may give one person two
        # roles for one happening ("X entered rehab", "X was admitted"), and so may one verb
        # without a second actor ("X checked in", "X was checked in").
        return False
    if not _other_numbers(a, b):
        return True
    # Other numbers on one day are two happenings when one article tells them of two actors:
    # "Ardent shares closed at $10.625" and "Nordwerk stock closed at $15".
    return not (_other_days(a, b) or (a.key[0] == b.key[0] and _other_doers(a, b)))


def _other_doers(a: Brief, b: Brief) -> bool:
    """Told of two different doers: named agents with none in common, else subjects as written
    (a named agent's name, when one side has only that) that share no word."""
    if a.agents and b.agents:
        return not a.agents & b.agents
    wa, wb = _subject_words(a.mention.subject), _subject_words(b.mention.subject)
    return bool(wa and wb) and not wa & wb


def _other_numbers(a: Brief, b: Brief) -> bool:
    """Both give numbers of their own and none is the same."""
    qa, qb = a.mention.quantities, b.mention.quantities
    return bool(qa and qb) and not set(qa) & set(qb)


def _other_days(a: Brief, b: Brief) -> bool:
    """Told of two different days (its own date, else its report's): a toll of 2,012 on
    Sunday and one of 2,862 on Monday. Reports of one day often differ on a number (23 or
    26 pirates caught) and still tell one happening."""
    when_a, when_b = a.date or a.published, b.date or b.published
    return bool(when_a and when_b) and when_a != when_b


def about_other_things(a: Brief, b: Brief, tables: Tables) -> bool:
    """One generic verb about two things or done by two actors: "showed gratitude" and "showed
    mercy", "seeks to sell" and "seeks to cut", "Iraqi troops massed" and "American GIs massed",
    "the sale of a division" and "the sale of a company", the noun and the verb with no one taking part in both.
    Generic: the training data saw its mentions in one topic be one happening less often than
    :data:`GENERIC_RATE`, or never saw it (as a verb, when both are verbs: the noun "show" of a
    television show is one happening far more often than the verb). A specific verb's objects are
    often two words for one thing ("released a patch", "released an update"), so it is left to the
    scorer."""
    ma, mb = a.mention, b.mention
    if ma.lemma != mb.lemma:
        return False
    rate = tables.same_rate.get(verb_key(ma.lemma) if not (ma.nominal or mb.nominal) else ma.lemma)
    if rate is not None and rate >= GENERIC_RATE:
        return False
    if ma.theme and mb.theme and ma.theme != mb.theme:
        return True
    if rate is None:
        # Unseen: two actors or a noun and a verb are left to the scorer; each train fold has
        # many words the others never saw, and most of those name one happening.
        return False
    if ma.nominal != mb.nominal and not a.arguments & b.arguments:
        # A generic word's noun and verb name two things more often than one: "the talks"
        # (negotiations) and "I am talking about three days".
        return True
    return _other_actors(a, b)


def other_owners(a: View, b: View) -> bool:
    """One event noun told of two different named parties: "GM's bankruptcy" and "the
    bankruptcy of Chrysler", "Boeing's bid" and "Airbus's bid". A noun's possessor, its "by" and
    its "of" phrase say whose happening it is; when both name theirs and share none, they are two
    happenings, however specific the word (verbs keep their own tests: a verb's subject and object
    are often two views of one act)."""
    ma, mb = a.mention, b.mention
    if not (ma.nominal and mb.nominal) or ma.lemma != mb.lemma:
        return False
    own_a, own_b = a.agents | a.patients, b.agents | b.patients
    return bool(own_a and own_b) and not own_a & own_b


def other_sayings(a: View, b: View) -> bool:
    """Two statements of one article that the writer reports as saying different things: "Jobs
    announced that there were 3,800 attendees" and "Jobs announced that Leopard would ship in
    2007", one keynote's two announcements. A reader publishes what was said; one node would
    show one of them as the other's. Only two paraphrases: a quote and a paraphrase in one
    article are often one statement told twice, and so are the quotes of one interview. Across
    articles two reports of one statement word it differently, and are left to :func:`copies`
    and the scorer."""
    ma, mb = a.mention, b.mention
    if a.key[0] != b.key[0] or ma.event_class != "statement" or mb.event_class != "statement":
        return False
    if ma.quote or mb.quote or not (ma.reported and mb.reported):
        return False
    return not alike(a.quote, b.quote, SAME_QUOTE_RATIO)


def other_patients(a: View, b: View) -> bool:
    """One word done to two different named parties: "Jamal Williams was arrested" and "Vincent
    Jackson was arrested" in one story of two arrests. Both name whom it was done to, none in
    common, and their names share no word (a short name the entities did not join to its full
    one, "Lo Presti" and "Gaetano Lo Presti", is one party). A vote against, not a veto: a patient
    read from the wrong phrase is common enough in news ("placed Reggie Bush", "placed the
    Saints") that the pair's other mentions may still outvote it."""
    return a.mention.lemma == b.mention.lemma and other_parties(a.patients, b.patients)


def other_doers_here(a: View, b: View) -> bool:
    """One article's one verb done by two named parties, with no one else in common: "Chrysler
    asked for $5 billion on top of the four billion it has already received" and "GM seeks $16.6
    billion in addition to the $13.4 billion that it has already received" are two receipts: two
    companies, or two people. A vote against, as for :func:`other_patients`. A company and its
    chief ("Apple unveils", "Steve Jobs unveiled") are often one act told twice, and a shared patient or place ("police arrested Ann Lee", "the FBI arrested Ann
    Lee") leaves it to the scorer. Across articles the scorer weighs it (another's work)."""
    ma, mb = a.mention, b.mention
    if a.key[0] != b.key[0] or ma.lemma != mb.lemma or ma.nominal or mb.nominal:
        return False
    if not other_parties(a.agents, b.agents):
        return False
    if len(a.agent_kinds) != 1 or a.agent_kinds != b.agent_kinds:
        return False  # "Apple unveils" and "Steve Jobs unveiled": a company and its chief
    return not (a.arguments - a.agents) & (b.arguments - b.agents)


def other_parties(a: Collection[str], b: Collection[str]) -> bool:
    """Whether two sets of entity ids both name someone and name no one, nor any name word, in common."""
    return bool(a and b) and not set(a) & set(b) and not _id_words(a) & _id_words(b)


def _id_words(ids: Collection[str]) -> set[str]:
    """The words of entity ids (slugs of their names), numbers that keep ids apart left out."""
    return {w for eid in ids for w in eid.split("-") if len(w) > 1 and not w.isdigit()}


def verb_key(lemma: str) -> str:
    """The key of a lemma's rate counted on pairs of verbs only, in :attr:`Tables.same_rate`."""
    return f"{lemma}@verb"


def _other_actors(a: Brief, b: Brief) -> bool:
    """Done by two different actors: both name agents and share none, or neither names one and
    their subjects as written share no word ("Iraqi troops", "American GIs"; a pronoun is no
    word here, its referent unknown)."""
    if a.agents or b.agents:
        return bool(a.agents and b.agents) and not a.agents & b.agents
    wa, wb = _subject_words(a.mention.subject), _subject_words(b.mention.subject)
    return bool(wa and wb) and not wa & wb


@functools.lru_cache(maxsize=1 << 14)
def _subject_words(subject: str) -> frozenset[str]:
    return frozenset(w for w in _WORD.findall(subject.lower()) if len(w) > 1 and w not in ENGLISH_STOP_WORDS)


def _done_by_other(a: Brief, b: Brief) -> bool:
    """Whether ``a``'s agent is ``b``'s patient and ``b`` names another agent."""
    return bool(a.agents & _patients(b)) and bool(b.agents) and not b.agents & a.agents


def _patients(b: Brief) -> frozenset[str]:
    return b.patients if isinstance(b, View) else frozenset()


def _one_named_happening(a: View, b: View) -> bool:
    """One story's reports, a day or two apart, naming one kind of happening by one noun ("the
    amnesty", "the referendum") with nothing that tells them apart: no two actors, no two
    patients, no two days. Reports retell the happening their story is about, most often
    without repeating its actors or its date."""
    ma, mb = a.mention, b.mention
    if a.key[0] == b.key[0] or ma.lemma != mb.lemma or not (ma.nominal and mb.nominal) or ma.event_class == "other":
        return False
    if a.story != b.story or not (a.published and b.published) or not _fits(a.published, b.published, DAY_SLACK_DAYS):
        return False
    if a.agents and b.agents and not a.agents & b.agents:
        return False
    pa, pb = a.patients, b.patients
    return not (pa and pb and not pa & pb)


def _one_kind_one_day(a: View, b: View) -> bool:
    """One story's mentions of one kind of happening (the lexicon's class: an election, a
    legal act) dated to the same day or week by the text ("the election last week",
    "Tuesday's referendum"), with no two actors or patients: one happening told twice."""
    ma, mb = a.mention, b.mention
    if ma.event_class != mb.event_class or ma.event_class in ("other", "statement") or a.story != b.story:
        return False
    if a.date is None or b.date is None or not {granularity(a.date), granularity(b.date)} <= _DAY_OR_WEEK:
        return False
    if not _fits(a.date, b.date, 0) or (a.agents and b.agents and not a.agents & b.agents):
        return False
    pa, pb = a.patients, b.patients
    return not (pa and pb and not pa & pb)


@functools.lru_cache(maxsize=1 << 16)  # the same few dates meet again and again
def _fits(a: str, b: str, slack: int) -> bool:
    return compatible(a, b, slack)
