"""What one article gives, found by the extraction steps: its time expressions, name mentions
and event mentions with their times, gathered in an :class:`Extraction`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from kg.model.articles import Article, Dateline, PublicationDate

# Entity types kept from the NER model, with NORP (nationalities, religious or
# political groups) as its own type rather than folded into GPE.
ENTITY_TYPES: tuple[str, ...] = ("PERSON", "ORG", "GPE", "LOC", "FAC", "NORP")
# A mention in the corpus: (article id, its index in that article's mentions or events).
MentionKey = tuple[str, int]


@dataclass(frozen=True, slots=True)
class TimexSpan:
    """A detected time expression, before normalisation.

    ``tense`` is the tense of the clause it sits in (``past``, ``present``,
    ``future`` or ``""``); it decides whether "Sunday" is the last or the next.
    """

    start: int
    end: int
    text: str
    sentence: int
    tense: str = ""


@dataclass(frozen=True, slots=True)
class Timex:
    """A normalised TimeML TIMEX3 expression.

    ``type`` is DATE, TIME, DURATION or SET; ``value`` a TIMEX3 value such as
    ``2002-10-20``, ``2002-W42``, ``199`` (the 1990s), ``P23Y`` or ``PAST_REF``;
    ``granularity`` is what :func:`kg.time.values.granularity` names it: ``time day weekend
    week month quarter half season year decade century millennium duration set ref``.
    """

    start: int
    end: int
    text: str
    sentence: int
    type: str
    value: str
    granularity: str


@dataclass(frozen=True, slots=True)
class Mention:
    """A named entity mention in one article.

    ``start``/``end``/``text`` cover the name as written; ``name`` is the
    article-level canonical name (a short form already resolved to the full
    name it abbreviates); ``roles`` are titles stripped from the name
    ("President", "Interior Minister"). ``phrase`` is the whole noun phrase
    the name heads ("U.S. automaker GM"), as (start, end), which is the
    mention's extent in TimeML-style annotation.
    """

    start: int
    end: int
    text: str
    name: str
    type: str
    sentence: int
    roles: tuple[str, ...] = ()
    phrase: tuple[int, int] | None = None

    @property
    def extent(self) -> tuple[int, int]:
        """The noun phrase the name heads, or the name itself."""
        return self.phrase or (self.start, self.end)


@dataclass(frozen=True, slots=True)
class EventTime:
    """When an event happened, as far as the article says (:mod:`kg.time.dating.placement`).

    ``value`` is a TIMEX3 calendar value (``2009-06-01``, ``2009-06``, ``2009``).
    ``bound`` says how the event relates to it: ``""`` on (or within) it, ``around``
    at about it (a present-tense event of the day's news), ``before`` on or before it
    (a past event reported in the news, no day given: the publication day is only its
    latest possible date), ``after`` on or after it (a future event). ``earliest`` is
    a lower limit narrative order adds to a ``before`` bound ("after the quake, the
    king declared...": not before the quake's day). ``source`` is the evidence:
    ``timex`` (the expression the trigger governs), ``sentence``, ``narrative``,
    ``tense`` or ``order``.

    >>> EventTime("2009-06-04", "before", "tense").exact
    False
    """

    value: str
    bound: str = ""
    source: str = "timex"
    earliest: str = ""

    @property
    def exact(self) -> bool:
        """Whether the event is placed on (within) ``value`` itself, not only near or beside it."""
        return self.bound == ""


# How a bound date reads where people see it: never as the day itself ("by 4 Jun 2009").
BOUND_WORDS: dict[str, str] = {"before": "by ", "after": "on or after ", "around": "around "}

# Bounds that give no day of the event: the value is only its latest or earliest possible date.
ONLY_BOUNDS = frozenset({"before", "after"})


def date_fields(time: EventTime | None) -> dict[str, str | None]:
    """An event's ``date`` (the TIMEX3 calendar value it is on: a day ``2009-11-03``, a month
    ``2009-11``, a year ``2009``, a time ``2009-11-03T16:00``; null when only a bound is known)
    and the placement it comes from: ``date_bound`` (``""``, ``around``, ``before``, ``after``),
    ``date_value`` (the bound's value), ``date_earliest``, ``date_source``. The fields
    extractions.jsonl and the extractions store give every event.

    >>> date_fields(EventTime("2009-06-04", "before", "tense"))["date"] is None
    True
    >>> date_fields(EventTime("2009-06", "", "timex"))["date"]
    '2009-06'
    """
    if time is None:
        return {"date": None, "date_bound": "", "date_value": None, "date_earliest": None, "date_source": ""}
    return {
        "date": None if time.bound in ONLY_BOUNDS else time.value,
        "date_bound": time.bound,
        "date_value": time.value,
        "date_earliest": time.earliest or None,
        "date_source": time.source,
    }


# An event's argument fields (indices into the article's ``mentions``), in the order of
# :data:`kg.graph.schema.ROLE_RELATIONS`, the roles their graph edges name.
ARGUMENT_FIELDS: tuple[str, ...] = ("agents", "patients", "participants", "places", "destinations")


@dataclass(frozen=True, slots=True)
class EventMention:
    """An event trigger in one article with its arguments.

    Arguments are indices into the article's ``mentions``; ``timex`` is an
    index into the article's ``timex_spans`` (or ``None``).
    """

    start: int
    end: int
    trigger: str
    lemma: str
    event_class: str
    sentence: int
    agents: tuple[int, ...] = ()
    patients: tuple[int, ...] = ()
    participants: tuple[int, ...] = ()
    places: tuple[int, ...] = ()
    timex: int | None = None
    quote: str = ""
    # Entities named in the trigger's sentence: evidence for coreference
    # when an event has no parsed argument.
    context: tuple[int, ...] = ()
    nominal: bool = False
    # The trigger with what completes it as a predicate, for labels: "stepped down",
    # "came to power", "took office". Empty when it is the trigger alone.
    phrase: str = ""
    # The article's event (index in ``Extraction.events``) whose "in"/"at"/"during"
    # phrase this noun is: "re-electing the president in a referendum".
    setting_of: int | None = None
    # What the article says of it (:mod:`kg.extract.factuality`): fact, negated, uncertain,
    # future or hypothetical. Extraction always computes it; "" only on hand-made records.
    factuality: str = ""
    # What a reporting verb reports without quotation marks ("said the talks
    # might resume"): a paraphrase, never shown as a quote. ``quote`` holds only
    # words inside quotation marks (kg.extract.quotes).
    reported: str = ""
    # Short heads of the verb's subject and object as written, for labels when
    # they are not names: "prisoners", "national mourning" (kg.extract.heads).
    subject: str = ""
    object: str = ""
    # TimeML's class of the event (OCCURRENCE, REPORTING, STATE, I_ACTION, I_STATE,
    # ASPECTUAL, PERCEPTION), as the learnt detector gives it; "" when unknown.
    timeml_class: str = ""
    # Tense and aspect of the trigger (:mod:`kg.extract.aspect`): past, perfect, present,
    # progressive, future or "" (a noun with no verb to read it from).
    tense: str = ""
    # The article's event (index in ``Extraction.events``) this one follows in the
    # narrative ("after the quake, the king declared"), or precedes (``before_of``).
    after_of: int | None = None
    before_of: int | None = None
    # Where the event is placed in time (:mod:`kg.time.dating.placement`); None when nothing places it.
    time: EventTime | None = None
    # Where ``subject`` and ``object`` are written: (start, end) character offsets in the
    # article text, None when there is none or on hand-made records.
    subject_span: tuple[int, int] | None = None
    object_span: tuple[int, int] | None = None
    # The numbers the trigger's own arguments carry, digits only ("rose to 2,012": "2012";
    # "killed 820 people": "820"): two mentions that give different ones are different
    # happenings (a toll on Sunday and a higher one on Monday), whatever their words.
    quantities: tuple[str, ...] = ()
    # What a verb is about, as a lemma: its object's head when that is no name ("showed
    # gratitude": "gratitude"), else the verb of the clause it takes ("seeks to sell": "sell").
    # A noun's is its "of" phrase's head ("the sale of a division": "division"). "" when there
    # is none. "showed gratitude" and "showed mercy" are two acts.
    theme: str = ""
    # Why the text tells it only as background to its news (:mod:`kg.extract.backdrop`): a
    # description ("a puppy named Rex"), scenery, a sourcing formula, an aspectual verb whose
    # complement is the happening, an accused's own account; a measure or who someone is
    # (:mod:`kg.extract.portraits`); "" when it is news. Kept, not drawn.
    backdrop: str = ""
    # Where a movement goes, never where it happened ("left for Marrakech", "his trip to Rabat"):
    # indices into the article's ``mentions``, like ``places``.
    destinations: tuple[int, ...] = ()

    def unnamed(self) -> tuple[tuple[str, str], ...]:
        """(role, words) of the agent and patient the text gives without a name: "gunman",
        "Michigan man", "pirates". They stay on the event, never entity nodes.

        >>> EventMention(0, 4, "shot", "shoot", "attack", 0, subject="gunman", object="guard", patients=(1,)).unnamed()
        (('agent', 'gunman'),)
        """
        if (not self.subject or self.agents) and (not self.object or self.patients):
            return ()  # most mentions: asked of every event by several steps and exports
        roles = (("agent", self.subject, self.agents), ("patient", self.object, self.patients))
        return tuple((role, words) for role, words, named in roles if words and not named and not _name_like(words))


def _name_like(words: str) -> bool:
    """A name the entity step missed ("King Mohammed VI", a dateline's "RABAT"), not a description.

    >>> _name_like("King Mohammed VI"), _name_like("RABAT"), _name_like("Rescue teams"), _name_like("Soldiers")
    (True, True, False, False)
    """
    parts = words.split()
    return all(p[:1].isupper() for p in parts) and (len(parts) > 1 or words.isupper())


@dataclass(frozen=True, slots=True)
class Extraction:
    """Everything kg took from one article."""

    article: Article
    dct: PublicationDate
    sentences: tuple[tuple[int, int], ...]
    timex_spans: tuple[TimexSpan, ...] = ()
    timexes: tuple[Timex, ...] = ()
    mentions: tuple[Mention, ...] = ()
    events: tuple[EventMention, ...] = ()
    dateline: Dateline | None = None

    @property
    def outlet(self) -> str:
        """The article's outlet: its own ``source``, else the agency its dateline names."""
        return self.article.source or (self.dateline.agency if self.dateline else "")

    def sentence_text(self, index: int) -> str:
        """The text of sentence ``index``, whitespace-collapsed."""
        start, end = self.sentences[index]
        return " ".join(self.article.text[start:end].split())

    def event_date(self, event: EventMention) -> str | None:
        """The calendar value of the time ``event`` governs (:meth:`governed_date`), unless dating
        turned it down (:mod:`kg.time.dating.placement`: "declared a dividend, payable Dec. 1" is not
        on Dec. 1). What event coreference compares; :meth:`placed_date` is where it is drawn."""
        if event.time is not None and (event.time.source != "timex" or not event.time.exact):
            return None
        if event.time is None and event.timex is None:
            return None  # no time of its own: asked first, the scan of every event below is per event
        if event.time is None and any(e.time is not None for e in self.events):
            return None  # dating ran and gave it no time: "cutting 30,000 jobs by 2012" is no fact of 2012
        return self.governed_date(event)

    def placed_date(self, event: EventMention) -> str | None:
        """The calendar value ``event`` is on: where dating placed it when it placed it exactly
        (the time it governs, or a near one the event-time relation chose); None when only a
        bound places it ("on or before" a day is no day)."""
        time = self.event_time(event)
        return time.value if time is not None and time.exact and time.value[:1].isdigit() else None

    def governed_date(self, event: EventMention) -> str | None:
        """The calendar value of ``event``'s time expression, if it has one (a DATE or TIME
        with a known year: ``2002-10-20``, not ``XXXX-10-20`` or ``PAST_REF``)."""
        if event.timex is None:
            return None
        span = self.timex_spans[event.timex]
        timex = next((t for t in self.timexes if t.start == span.start and t.end == span.end), None)
        if timex is None or timex.type not in ("DATE", "TIME") or not timex.value[:1].isdigit():
            return None
        return timex.value

    def event_time(self, event: EventMention) -> EventTime | None:
        """Where ``event`` is placed in time: its placement (:mod:`kg.time.dating.placement`), which
        may be None though it governs a time that dating turned down ("shares tendered from today
        through Nov. 17", "killings since 1993", a condition's "by May"): better undated than
        wrong. An extraction dating never saw (hand-made) falls back to the calendar value of the
        event's own time expression."""
        if event.time is not None or event.timex is None:
            return event.time  # placed, or nothing to fall back on (the scan below is per event)
        if any(e.time is not None for e in self.events):
            return event.time
        value = self.governed_date(event)
        return EventTime(value) if value else None


# Labels whose event is not asserted to have happened: drawn marked, hidden by default.
UNASSERTED: frozenset[str] = frozenset({"uncertain", "future", "hypothetical"})


def event_factuality(labels: Iterable[str]) -> str:
    """A corpus event's factuality from its mentions': ``fact`` when any mention asserts it,
    else the most common label (ties to the stronger doubt: hypothetical, uncertain,
    negated, future); ``""`` when no mention has one.

    >>> event_factuality(["future", "fact"]), event_factuality(["negated", "future", "negated"])
    ('fact', 'negated')
    """
    counts = Counter(label for label in labels if label)
    if not counts:
        return ""
    if "fact" in counts:
        return "fact"
    order = ("hypothetical", "uncertain", "negated", "future")
    return max(counts, key=lambda label: (counts[label], -order.index(label) if label in order else -len(order)))
