"""What keeps two event mentions apart whatever the scorer would say: a fact and a plan, two
doers, two numbers, two days, two things a word is about, two owners, two speakers, one word
done to or by two named parties. Each test is a pure function of two
:class:`~kg.resolve.events.features.View` (or :class:`~kg.resolve.events.features.Brief`)
records; :func:`kg.resolve.events.features.verdict` applies them.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Collection
from typing import TYPE_CHECKING

from kg.ids import unnumbered
from kg.resolve.events.changes import other_things_changed
from kg.resolve.events.copies import SAME_QUOTE_RATIO, alike
from kg.resolve.similarity import ENGLISH_STOP_WORDS, WORD

if TYPE_CHECKING:
    from kg.resolve.events.features import Brief, Tables, View

# A lemma whose mentions in one training topic were one happening less often than this
# (or that training never saw) names a kind of act ("show", "help", "say"), not one act.
GENERIC_RATE = 0.4


def agree(a: Brief, b: Brief) -> bool:
    """Whether two mentions can be one happening by what the text says of each, whatever their words.

    Not when one is asserted and the other is not, or both are not in different ways ("had
    accepted help" and "the offer had not been accepted"; "wants" and "doesn't want"); not
    when one participant is the agent of one and the patient of the other (one word); not when they give
    different numbers on different days ("rose to 2,012" on Sunday, "to 2,862" on Monday), nor
    in one article ("Ardent shares closed at $10.625", "Nordwerk stock closed at $15"; "a $15 a
    share offer" and "a new, $10-a-share offer"): a hypothetical, a denial, a later figure or
    another's is another node, never folded into the fact.
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
    # Other numbers are two happenings on two days, or in one article: "Ardent shares closed at
    # $10.625" and "Nordwerk stock closed at $15"; one company's "$15 a share offer" rejected
    # earlier this year and its "new, $10-a-share offer"; its loss of $6 billion and last year's
    # of $381 million. Reports of one day differ on a count (23 or 26 arrested); one article
    # repeats its own figure.
    return not (_other_days(a, b) or a.key[0] == b.key[0])


def _other_numbers(a: Brief, b: Brief) -> bool:
    """Both give numbers of their own and none is the same, or only a percentage is ("sales rose
    8% to $368.5 million" in the quarter, "rose 8% to $1.15 billion" in nine months: two rises of
    one rate; the amounts they reach tell them apart)."""
    qa, qb = a.mention.quantities, b.mention.quantities
    if not (qa and qb):
        return False
    if not set(qa) & set(qb):
        return True
    amounts_a, amounts_b = _amounts(a), _amounts(b)
    return bool(amounts_a and amounts_b) and not amounts_a & amounts_b and set(qa) & set(qb) <= _rates(a) & _rates(b)


def _rates(b: Brief) -> set[str]:
    """A mention's numbers its sentence writes as percentages (a :class:`View`'s; none for a Brief)."""
    rates = set(getattr(b, "percents", ()))
    return {q for q in b.mention.quantities if _value(q) in rates}


def _amounts(b: Brief) -> set[str]:
    """A mention's numbers that are not percentages."""
    return set(b.mention.quantities) - _rates(b)


def _value(q: str) -> float | None:
    try:
        return float(q)
    except ValueError:
        return None


def _other_days(a: Brief, b: Brief) -> bool:
    """Told of two different days (its own date, else its report's): a toll of 2,012 on
    Sunday and one of 2,862 on Monday. Reports of one day often differ on a number (23 or
    26 pirates caught) and still tell one happening."""
    when_a, when_b = a.date or a.published, b.date or b.published
    return bool(when_a and when_b) and when_a != when_b


def about_other_things(a: Brief, b: Brief, tables: Tables) -> bool:
    """One generic verb about two things or done by two actors (a general verb, "make", "come",
    by :func:`_other_uses`): "showed gratitude" and "showed mercy", "seeks to sell" and "seeks to cut", "Iraqi troops massed" and "American GIs massed",
    "the sale of a division" and "the sale of a company", the noun and the verb with no one taking part in both.
    Generic: the training data saw its mentions in one topic be one happening less often than
    :data:`GENERIC_RATE`, or never saw it (as a verb, when both are verbs: the noun "show" of a
    television show is one happening far more often than the verb). A specific verb's objects are
    often two words for one thing ("released a patch", "released an update"), so it is left to the
    scorer."""
    ma, mb = a.mention, b.mention
    if ma.lemma != mb.lemma:
        return False
    if other_things_changed(a, b):  # "the drop in sterling", "the DAX dropped"
        return True
    if not (ma.nominal or mb.nominal) and ma.lemma in GENERAL_VERBS:
        return _other_uses(a, b)
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


# Verbs whose happening is told by what completes them: "made sense", "made a deal", "made a
# bid"; "the announcement came", "the move came"; "took office", "took a stake"; "seeks to
# sell", "seeks to cut"; "scheduled a news conference", "was scheduled to appear". ("try" is
# left out: "tried Nichols" is a trial.)
GENERAL_VERBS = frozenset("make take give come go get put set keep hold have do seek attempt schedule".split())


def _other_uses(a: Brief, b: Brief) -> bool:
    """Two uses of a general verb (:data:`GENERAL_VERBS`) that are two happenings: about two
    things, one about a thing and one not, or about none and done by different or unnamed doers
    ("The announcement came", "The move came"). Its training rate is no guide: the verb is one
    happening where its complement is."""
    ma, mb = a.mention, b.mention
    if ma.theme or mb.theme:
        return ma.theme != mb.theme
    if a.agents or b.agents:
        return not a.agents & b.agents
    wa, wb = subject_words(ma.subject), subject_words(mb.subject)
    return not wa & wb


def other_things_here(a: View, b: View) -> bool:
    """One verb written twice in one sentence about two different things: "Protesters planned a
    large demonstration in Little Havana on Saturday and were planning to drive around the
    airport on Monday", two plans. A writer who tells one act twice in one sentence does not
    give it two objects; whatever the word, the two are two acts (across sentences a generic
    word's are left to :func:`about_other_things`, a specific one's to the scorer)."""
    ma, mb = a.mention, b.mention
    if a.key[0] != b.key[0] or ma.sentence != mb.sentence or ma.lemma != mb.lemma or ma.nominal or mb.nominal:
        return False
    return bool(ma.theme and mb.theme) and ma.theme != mb.theme


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
    """Two statements reported as saying different things: "Jobs announced that there were 3,800
    attendees" and "Jobs announced that Leopard would ship in 2007", one keynote's two
    announcements. A reader publishes what was said; one node would show one of them as the
    other's. Only two paraphrases: a quote and a paraphrase in one article are often one
    statement told twice, and so are the quotes of one interview. Across articles two reports
    of one statement word it differently, so only long paraphrases with next to no word in
    common are two (:data:`SAID_WORDS_IN_COMMON`); the rest are left to :func:`copies` and the scorer."""
    ma, mb = a.mention, b.mention
    if ma.event_class != "statement" or mb.event_class != "statement":
        return False
    if ma.quote or mb.quote or not (ma.reported and mb.reported):
        return False
    if a.key[0] != b.key[0]:
        # Two reports word one statement differently but tell its substance alike; a word or
        # less in common is two things said: "Jobs said that iPhone 4 had only been out for 22
        # days" and "Jobs said that all iPhone 4 buyers would be eligible to receive a free case".
        words_a, words_b = _said_words(ma.reported), _said_words(mb.reported)
        if min(len(words_a), len(words_b)) < SAID_WORDS_TO_JUDGE:
            return False  # "they were back", "they were home again": too few words to tell
        return len(words_a & words_b) < SAID_WORDS_IN_COMMON
    return not alike(a.quote, b.quote, SAME_QUOTE_RATIO)


# How many content words two reports' paraphrases of one statement share at least, when each
# has enough of them to tell (fewer are left to the scorer).
SAID_WORDS_IN_COMMON = 2
SAID_WORDS_TO_JUDGE = 5


@functools.lru_cache(maxsize=1 << 14)
def _said_words(said: str) -> frozenset[str]:
    """The content words of what was said, numbers too ("22 days")."""
    return frozenset(
        w for w in WORD.findall(said.lower()) if w not in ENGLISH_STOP_WORDS and (len(w) > 2 or w.isdigit())
    )


def other_remarks(a: View, b: View) -> bool:
    """Two remarks of one speaker: statement verbs of one article in different sentences, or of two
    articles that each quote words the other does not, unless they say alike words. "``It's our
    only outlet to the sea,'' Hussein said" and "``... but myself,'' Hussein said"; one report's
    "``We are back in the family,'' said Martonyi" and another's "saying: ``It has been our
    manifest destiny...''": one node would show one remark as both (a reader quotes what the
    node shows). Two sentences with one quote or paraphrase ("said the talks would resume",
    "``The talks will resume,'' she said") are left to the scorer, and so are two articles'
    paraphrases, which word one statement differently (:func:`copies`)."""
    ma, mb = a.mention, b.mention
    if ma.nominal or mb.nominal or ma.event_class != "statement" or mb.event_class != "statement":
        return False
    if a.key[0] != b.key[0]:
        if not (ma.quote and mb.quote):
            return False
    elif ma.sentence == mb.sentence:
        return False
    if not (a.quote and b.quote):
        return True
    return not (alike(a.quote, b.quote, SAME_QUOTE_RATIO) or a.quote in b.quote or b.quote in a.quote)


def not_one_happening(a: View, b: View) -> bool:
    """A mention that names many happenings, or only an alternative, against one that names one:
    "the deaths of as many as 1.7 million" and "his death" (or "killed an expert"); "proof of
    life or death" and any death the text tells (:mod:`kg.resolve.events.told`)."""
    if a.alternative or b.alternative:
        return True
    return {a.count, b.count} == {"many", "one"}


def other_percents(a: View, b: View) -> bool:
    """One word told with percentages none of which is the other's: "The insurer's earnings ...
    fell 59%" and "Profit for its commercial insurance division fell 30% to $59 million", two
    companies' quarters. Reports of one change give one percentage, bar rounding ("fell 3%",
    "fell 3.2%"); a count may differ between reports (23 or 26 arrested), a percent change less."""
    if a.mention.lemma != b.mention.lemma or not (a.percents and b.percents):
        return False
    return not any(abs(x - y) <= max(1.0, PERCENT_SLACK * max(x, y)) for x in a.percents for y in b.percents)


# How far apart two percentages may be and still be one figure rounded two ways (relative).
PERCENT_SLACK = 0.1


def other_patients(a: View, b: View) -> bool:
    """One word done to two different named parties: "Jamal Williams was arrested" and "Vincent
    Jackson was arrested" in one story of two arrests. Both name whom it was done to, none in
    common, and their names share no word (a short name the entities did not join to its full
    one, "Lo Presti" and "Gaetano Lo Presti", is one party). A vote against, not a veto: a patient
    read from the wrong phrase is common enough in news ("placed Reggie Bush", "placed the
    Saints") that the pair's other mentions may still outvote it."""
    return a.mention.lemma == b.mention.lemma and other_parties(a.patients, b.patients)


def other_doers(a: View, b: View) -> bool:
    """One word done by two named parties, with no one else in common, in one article or two:
    "Chrysler asked for $5 billion on top of the four billion it has already received" and "GM
    seeks $16.6 billion in addition to the $13.4 billion that it has already received" are two
    receipts; "Cuba demanded the boy's return" in one report and "the father's demands" in
    another are two parties' demands (an event noun's doer is its owner, "the father's"). Two
    companies, or two people: a company and its chief ("Apple unveils", "Steve Jobs unveiled")
    are often one act told twice, and a shared patient or place ("police arrested Ann Lee", "the
    FBI arrested Ann Lee") leaves it to the scorer. A vote against, as for
    :func:`other_patients`: an agent read from the wrong phrase may still be outvoted by the
    pair's other mentions."""
    if a.mention.lemma != b.mention.lemma or not other_parties(a.agents, b.agents):
        return False
    if len(a.agent_kinds) != 1 or a.agent_kinds != b.agent_kinds:
        return False  # "Apple unveils" and "Steve Jobs unveiled": a company and its chief
    return not (a.arguments - a.agents) & (b.arguments - b.agents)


def others_than_named(a: View, b: View) -> bool:
    """One article's one verb, told once of a party and once of "other" parties: "Nordwerk saw
    a 45% drop" and "Other carmakers also saw their sales slip". The writer sets the others
    apart from the party already told; one node would give Nordwerk's drop to all of them."""
    ma, mb = a.mention, b.mention
    if a.key[0] != b.key[0] or ma.lemma != mb.lemma or ma.nominal or mb.nominal:
        return False
    other_a, other_b = _OTHERS.match(ma.subject) is not None, _OTHERS.match(mb.subject) is not None
    if other_a == other_b:
        return False
    named = mb if other_a else ma
    return bool(named.subject.strip() or named.agents)


# A subject that sets its parties apart from those already told: "Other carmakers", "others".
_OTHERS = re.compile(r"\s*(?:the\s+)?(?:other|others)\b", re.IGNORECASE)


def other_parties(a: Collection[str], b: Collection[str]) -> bool:
    """Whether two sets of entity ids both name someone and name no one in common: no id, and no
    name that may be a short form of the other (:func:`_one_name`)."""
    if not (a and b) or set(a) & set(b):
        return False
    return not any(_one_name(_id_words(x), _id_words(y)) for x in a for y in b)


def _one_name(x: tuple[str, ...], y: tuple[str, ...]) -> bool:
    """Whether two names the entities left apart may still be one party: one's words all in the
    other's ("Lo Presti", "Gaetano Lo Presti"; "Apple", "Apple Inc"), or one last word (a surname:
    "Taylor", "Frederick B. Taylor"). A given name in common is not one ("Frederick B. Taylor",
    "Frederick S. Wonham"), nor a first word ("Steve Jobs", "Steve Wozniak")."""
    if not (x and y):
        return False
    return set(x) <= set(y) or set(y) <= set(x) or x[-1] == y[-1]


@functools.lru_cache(maxsize=1 << 14)
def _id_words(eid: str) -> tuple[str, ...]:
    """The words of an entity id (a slug of its name), in order, numbers that keep ids apart left
    out (the per-story links memo keys ids by these: kg.pipeline.corpus)."""
    return tuple(w for w in unnumbered(eid).split("-") if len(w) > 1)


def verb_key(lemma: str) -> str:
    """The key of a lemma's rate counted on pairs of verbs only, in :attr:`Tables.same_rate`."""
    return f"{lemma}@verb"


def _other_actors(a: Brief, b: Brief) -> bool:
    """Done by two different actors: both name agents and share none, or neither names one and
    their subjects as written share no word ("Iraqi troops", "American GIs"; a pronoun is no
    word here, its referent unknown). A named agent and a subject as written ("Spain",
    "officials") may be one party."""
    if a.agents or b.agents:
        return bool(a.agents and b.agents) and not a.agents & b.agents
    wa, wb = subject_words(a.mention.subject), subject_words(b.mention.subject)
    return bool(wa and wb) and not wa & wb


def other_holders(a: Brief, b: Brief) -> bool:
    """Whether two mentions' doers are told apart by their words: both name agents and none may
    be the other's (:func:`other_parties`), or neither names one and their subjects as written
    share no word. A named agent and a subject as written ("Gary Hargrove", "the coroner") may be
    one party, and a pronoun ("he", "which") tells nothing."""
    if a.agents or b.agents:
        return bool(a.agents and b.agents) and other_parties(a.agents, b.agents)
    wa, wb = subject_words(a.mention.subject), subject_words(b.mention.subject)
    return bool(wa and wb) and wa.isdisjoint(wb)


@functools.lru_cache(maxsize=1 << 14)
def subject_words(subject: str) -> frozenset[str]:
    return frozenset(w for w in WORD.findall(subject.lower()) if len(w) > 1 and w not in ENGLISH_STOP_WORDS)


def _done_by_other(a: Brief, b: Brief) -> bool:
    """Whether ``a``'s agent is ``b``'s patient and ``b`` names another agent."""
    return bool(a.agents & _patients(b)) and bool(b.agents) and not b.agents & a.agents


def _patients(b: Brief) -> frozenset[str]:
    """A view's patients; a brief (the blocking stage's record) has none yet."""
    patients: frozenset[str] = getattr(b, "patients", frozenset())
    return patients
