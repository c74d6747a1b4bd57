"""Times that belong to a noun, not to the clause around it: read from the text's form.

A time written inside a noun phrase, before its noun, is that noun's: "the Oct. 23 sniper
shooting" dates the shooting, not the warrant obtained "as a witness in" it; "the Aug. 7, 1998,
bombings" date the bombings. When the noun is no event, the time measures it: "their January
sales", "third-quarter profit", and so does a period after "for" ("a charge for the third
quarter", "sales for January"): it names the period a figure covers, not when the figure was
reported or when a sale named beside it was made. And a participle in a "with" phrase ("the toll
rose to 2,012 on Sunday, with more than 2,000 people injured") tells a state of the count, not
something that happened at the main clause's time.

Pure functions over an :class:`~kg.model.Extraction` and the index of a time span.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# A possessive ("Friday's"), or a calendar name or clock time after a determiner ("the Oct. 23",
# "their January", "the 1998", "the 12:00 UTC announcement"), or a hyphenated period ("third-quarter", "year-earlier"): the forms of a
# time that modifies the noun after it.
_DETERMINER = re.compile(r"\b(the|a|an|its|their|his|her|our|this|that|these|those)\s+$", re.I)
# A possessive pronoun: what follows the time is a noun of theirs, also a capitalised one ("his Sunday Mass").
_PRONOUN_OWNER = re.compile(r"\b(its|their|his|her|our)\s+$", re.I)
# A possessive name before a year: "Kopp's 1987 Chevrolet" (the year is the car's).
_POSSESSOR = re.compile(r"\b[A-Z][\w-]*['’]s\s+$")
_YEAR = re.compile(r"^\d{4}$")
_NEXT_NOUN = re.compile(r"\s+(?!(and|or|but|in|on|at|to|of|for|was|were|is|are|had|has)\b)[A-Za-z][\w-]*")
_CALENDAR_NAME = re.compile(
    r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?(\s|,|$)|\d{4}(?!s)\b|\d{1,2}:\d\d",
    re.I,
)
_LEADING_THE = re.compile(r"^the\s+", re.I)
# A decade: before a noun it tells the era the noun belongs to ("the 1950s pinup").
_DECADE = re.compile(r"^(the\s+)?(\d{3}0s|['’]\d0s)$", re.I)
_HYPHENATED_PERIOD = re.compile(r"^[\w.]+-(quarter|half|year|month|week|day)s?$|^year-(ago|earlier)$", re.I)
# Between such a time and its noun: a comma closing a full date ("the Aug. 7, 1998, bombings"),
# then at most two modifiers, besides an abbreviation ("the Oct. 23 sniper shooting", "last year's
# deadly U.S. Embassy blasts"). The noun may be the head of a hyphenated compound ("his Aug. 2
# power-grab").
_TO_NOUN = re.compile(r"(['’]s)?,?((\s+(?:[A-Z]\.)+)?\s+[\w-]+){0,2}(\s+(?:[A-Z]\.)+)?\s+(\w+-)?$")
_FOR_AFTER_NOUN = re.compile(r"\s+for\s+$", re.I)
_NEXT_WORD = re.compile(
    r"(['’]s)?,?\s+(?!(the|a|an|he|she|it|they|we|i|you|and|or|but|when|as|at|in|on|of|for|to|by|with|from|"
    r"that|which|who|there|this|his|her|its|their|our|was|were|is|are|had|has|will|would)\b)[a-z][\w-]*"
)
_NEXT_NAME = re.compile(r",?\s+[A-Z][\w-]*")
# Figures a period measures, right after it with no determiner before: "February sales", "1989 earnings".
_FIGURE_AFTER = re.compile(
    r"\s+(sales|results|earnings|profits?|revenues?|deliveries|shipments|orders|output|production|figures)\b", re.I
)
_SETTING_BEFORE = re.compile(r"\b(in|at|during|on)\s+((the|a|an|its|their|his|her|our|this)\s+)?$", re.I)
_FOR_BEFORE = re.compile(r"\bfor\s+$", re.I)
_WITH_PHRASE = re.compile(r"\bwith\b(?:[^,;:()]|(?<=\d),(?=\d))*$", re.I)  # "with 2,000 people injured"


def premodifies(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` is written as a modifier of the noun right after it: "Friday's quake",
    "the Oct. 23 shooting", "their January sales", "third-quarter profit"."""
    timex = ex.timex_spans[span]
    text = ex.article.text
    after = text[timex.end : timex.end + 40]
    if after[:2] in ("'s", "’s"):
        return bool(_NEXT_WORD.match(after))
    words = timex.text
    if _YEAR.match(words) and _POSSESSOR.search(text[max(0, timex.start - 30) : timex.start]):
        return bool(_NEXT_NOUN.match(after))  # "Kopp's 1987 Chevrolet", "Iraq's 1990 invasion"
    owned = bool(_PRONOUN_OWNER.search(text[max(0, timex.start - 8) : timex.start]))  # "his Sunday Mass"
    if not _NEXT_WORD.match(after) and not ((_LEADING_THE.match(words) or owned) and _NEXT_NAME.match(after)):
        return False
    if _HYPHENATED_PERIOD.match(words) or _DECADE.match(words):
        return True  # "third-quarter profit", "the 1950s pinup", "1960s sexual revolution"
    if _LEADING_THE.match(words):  # "the 1994 Clinic Access Act", "the Oct. 23 shooting"
        return bool(_CALENDAR_NAME.match(_LEADING_THE.sub("", words)))
    if _CALENDAR_NAME.match(words) and _FIGURE_AFTER.match(after):
        return True  # "reported February sales today": the month is the sales'
    return bool(_DETERMINER.search(text[max(0, timex.start - 8) : timex.start]) and _CALENDAR_NAME.match(words))


def modifies(ex: Extraction, span: int, ev: EventMention) -> bool:
    """Whether time ``span`` is noun event ``ev``'s own modifier ("Friday's quake", "the Aug. 7,
    1998, bombings", "the Oct. 23 sniper shooting")."""
    timex = ex.timex_spans[span]
    if not ev.nominal or timex.sentence != ev.sentence or not timex.end <= ev.start:
        return False
    return premodifies(ex, span) and bool(_TO_NOUN.fullmatch(ex.article.text[timex.end : ev.start]))


# A noun event with its doer in the possessive ("Iraq's invasion", "the army's sudden attack"), its
# "of" phrase, then "on"/"in" and the time: the time ends the noun's phrase.
_OWNER_BEFORE = re.compile(r"['’]s\s+([a-z][\w-]*\s+){0,2}$")
_OF_THEN_TIME = re.compile(r"\s+of\s+[^,;:()]{1,40}?\s+(on|in)\s+$", re.I)


# Verbs that make a happening known: the time after what they announce is theirs as the parse has it.
_MAKING_KNOWN = frozenset({"announce", "report", "disclose", "confirm", "reveal", "unveil", "say", "state"})


def trails(ex: Extraction, span: int, ev: EventMention) -> bool:
    """Whether time ``span`` closes the whole phrase of noun event ``ev``, its doer and its "of"
    phrase told with it ("had condemned Iraq's invasion of Kuwait on Aug. 2"): that phrase
    names one dated happening, and the time is its own, not the verb's the phrase is the object of."""
    timex = ex.timex_spans[span]
    if not ev.nominal or timex.sentence != ev.sentence or timex.start < ev.end:
        return False
    text = ex.article.text
    if not _OF_THEN_TIME.fullmatch(text[ev.end : timex.start]):
        return False
    if any(not e.nominal and ev.end <= e.start < timex.start for e in ex.events):
        return False  # "the invasion of Kuwait that began on Aug. 2": the verb between has it
    if any(e.timex == span and e.lemma in _MAKING_KNOWN for e in ex.events if e is not ev):
        return False  # "announced Acme's purchase of Beta on Monday": the announcing's, as the parse has it
    return bool(_OWNER_BEFORE.search(text[max(0, ev.start - 40) : ev.start]))


def for_period(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` is a period after "for" ("a charge for the third quarter", "sales
    for January"): the period a figure covers."""
    timex = ex.timex_spans[span]
    return bool(_FOR_BEFORE.search(ex.article.text[max(0, timex.start - 6) : timex.start]))


def in_subject(ex: Extraction, span: int, ev: EventMention) -> bool:
    """Whether time ``span``, a noun's modifier, is inside verb event ``ev``'s subject ("the
    Aug. 7 bombings killed 200", "third-quarter profit rose"): what the subject did or underwent
    then happened in that time. Not a decade: "the 1950s pinup died yesterday" tells the era she
    is known for, not when she died."""
    timex, subject = ex.timex_spans[span], ev.subject_span
    if ev.nominal or subject is None or timex.sentence != ev.sentence or timex.end > subject[1]:
        return False
    if _DECADE.match(timex.text):
        return False
    return timex.start >= subject[0] or bool(_TO_NOUN.fullmatch(ex.article.text[timex.end : subject[0]]))


def period_of(ex: Extraction, span: int, ev: EventMention) -> bool:
    """Whether the period time ``span`` names is noun event ``ev``'s own: written right before it
    ("November transactions") or in a "for" phrase right after it ("cash flow for 1990")."""
    timex = ex.timex_spans[span]
    if not ev.nominal or timex.sentence != ev.sentence:
        return False
    text = ex.article.text
    if timex.end <= ev.start:
        return bool(_TO_NOUN.fullmatch(text[timex.end : ev.start])) and ev.start - timex.end < 30
    return bool(_FOR_AFTER_NOUN.fullmatch(text[ev.end : timex.start]))


def in_setting(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` modifies the noun of an "in", "at", "during" or "on" phrase ("in its
    Friday issue", "at Sunday's debate"): a setting, whose time the verb it hangs on shares."""
    timex = ex.timex_spans[span]
    before = ex.article.text[max(0, timex.start - 16) : timex.start]
    return bool(_SETTING_BEFORE.search(before))


def _opens_sentence(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` is in a setting phrase that opens its sentence ("In his Sunday Mass at
    St. Patrick's, the cardinal called ..."): the occasion of the sentence's acts."""
    timex = ex.timex_spans[span]
    start = ex.sentences[timex.sentence][0]
    return bool(_OPENING_SETTING.fullmatch(ex.article.text[start : timex.start]))


_OPENING_SETTING = re.compile(r"\s*(in|at|during|on)\s+((the|a|an|its|their|his|her|our|this)\s+)?", re.I)


def in_with_phrase(ex: Extraction, ev: EventMention) -> bool:
    """Whether verb event ``ev`` is the participle of a "with" phrase ("..., with more than 2,000
    people injured"): a state told beside the clause, not dated by the clause's time."""
    if ev.nominal:
        return False
    start = ex.sentences[ev.sentence][0]
    before = ex.article.text[start : ev.start]
    found = _WITH_PHRASE.search(before)
    if found is None:
        return False
    opened = start + found.start()
    return not any(opened <= e.start < ev.start and not e.nominal for e in ex.events if e is not ev)


# A noun, then "of" and the time: "the boxy cars of the 70s", "the bailout of 2008". Not a part or
# stretch of time ("the end of 2008", "the first months of 1990"), nor a share of one ("in each of the
# last three years"), nor "as of" or "because of": the clause's time.
_OF_BEFORE = re.compile(r"\b([a-z][a-z-]*)\s+of\s+(the\s+)?$")
_TIME_WORDS = frozenset(
    """end beginning start middle close turn course rest part half outset eve dawn height wake run-up
    day days week weeks month months year years decade decades century quarter quarters period season
    spring summer autumn fall winter morning evening night afternoon weekend hours as ahead because instead out
    each all many some most much none any both either neither several few one matter""".split()
)


def of_a_thing(ex: Extraction, span: int) -> int | None:
    """Where the noun ends whose "of" phrase time ``span`` is ("rid Detroit of the boxy cars of the
    70s"): the time describes that noun, not when the clause's verb happened; None when the time
    follows no such noun."""
    timex = ex.timex_spans[span]
    found = _OF_BEFORE.search(ex.article.text[max(0, timex.start - 40) : timex.start])
    if found is None or found.group(1) in _TIME_WORDS:
        return None
    return max(0, timex.start - 40) + found.end(1)


# Nouns of a report of figures: a period written on one is the period it covers ("a
# third-quarter earnings report", "November sales figures"), which ended before it came out.
_REPORT_NOUNS = re.compile(r"(['’]s)?(\s+[\w-]+){0,2}?\s+(report|reports|results|figures|statistics|data)\b", re.I)


def covers_report(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` modifies a noun of a report of figures ("a third-quarter earnings
    report that came in at the low end of expectations"): the report came out after that period,
    so what it does is not dated by it."""
    timex = ex.timex_spans[span]
    return bool(_REPORT_NOUNS.match(ex.article.text, timex.end))


def may_take(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` may date ``ev`` by where it is written. A time inside a noun phrase
    (:func:`premodifies`) is that noun's: it dates the noun when that is the
    event ("the Oct. 23 shooting"), and a verb only through its subject ("the Aug. 7 bombings
    killed 200", "third-quarter profit rose"), never what is done to the noun ("obtained a warrant
    as a witness in the Oct. 23 shooting", "reported their January sales"). A period after "for"
    covers a figure ("a charge for the third quarter"): it dates no statement and no noun but the
    one it follows ("cash flow for 1990"). A time closing a noun event's whole phrase
    (:func:`trails`) is that noun's: "condemned Iraq's invasion of Kuwait on Aug. 2"."""
    if ev.nominal and trails(ex, span, ev):
        return True
    if not premodifies(ex, span) and (owner := of_a_thing(ex, span)) is not None:
        # "the cars of the 70s": the cars', no verb's; a noun event the parse gave it keeps it
        # ("as a result of the Aug. 7 Embassy bombings").
        return ev.nominal and (ev.end == owner or ev.timex == span)
    if any(trails(ex, span, n) for n in ex.events if n.nominal and n is not ev):
        return False
    if premodifies(ex, span):
        if ev.nominal:
            return modifies(ex, span, ev) or period_of(ex, span, ev)
        if in_setting(ex, span) and (in_its_setting(ex, span, ev) or _opens_sentence(ex, span)):
            return True  # "In its Friday issue, the paper quoted", "killed in Friday's blast"
        return not reports(ev) and in_subject(ex, span, ev) and not covers_report(ex, span)
    if (ev.nominal or reports(ev)) and for_period(ex, span):
        return period_of(ex, span, ev)
    if covers_plan(ex, span):
        return False  # "is cutting his estimate for next year": the estimate's period, not the cutting's
    if plans_ahead(ex, ev, span):
        return False  # "planned a demonstration on Saturday": the demonstration's day, not the planning's
    return True


# Nouns of a plan or estimate of figures: a period after "for" or "covering" is the one they
# cover ("his earnings estimate for next year", "the budget covering fiscal 1991"), not when they
# were made, cut or met. Not figures themselves: "net income for the third quarter fell" then.
_PLANS = frozenset(
    """estimate estimates forecast forecasts projection projections budget budgets target targets
    outlook guidance plan plans goal goals quota quotas expectations prediction predictions""".split()
)
_COVERED_BEFORE = re.compile(r"\b([a-z]+)\s+(for|covering)\s+$", re.I)


def covers_plan(ex: Extraction, span: int) -> bool:
    """Whether time ``span`` follows a plan or estimate noun and "for" or "covering" ("cutting his
    earnings estimate for next year"): the period it covers, which dates no verb."""
    timex = ex.timex_spans[span]
    found = _COVERED_BEFORE.search(ex.article.text[max(0, timex.start - 40) : timex.start])
    return found is not None and found.group(1).lower() in _PLANS


# Verbs of planning: a time written after what they plan is the planned thing's ("planned a large
# demonstration on Saturday", "scheduled talks for next week"), not when the planning was done.
_PLANNING = frozenset("plan schedule slate organize organise arrange".split())


def plans_ahead(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether verb ``ev`` plans something and time ``span`` is written after what it plans:
    "Protesters planned a demonstration on Saturday" (the Saturday after a Friday article), which
    dates the demonstration, never the planning. A time before the verb still dates it ("On
    Friday, they planned ...")."""
    if ev.nominal or ev.lemma not in _PLANNING or ev.object_span is None:
        return False
    return ex.timex_spans[span].start >= ev.object_span[0]


# Verbs whose "in" phrase names the happening they were part of, at its time: "killed in
# Friday's blast", "injured in the Oct. 23 shooting"; not "charged in the 1988 bombing" (later).
_HARMED = frozenset({"die", "kill", "injure", "wound", "hurt", "maim", "lose", "destroy", "damage"})


def in_its_setting(ex: Extraction, span: int, ev: EventMention) -> bool:
    """Whether time ``span``, in an "in"/"at"/"during"/"on" phrase, is ``ev``'s: a noun that is no
    event and that the parse hangs on ``ev`` ("In its Friday issue, the paper quoted"), or the
    happening a harm verb was part of ("killed in Friday's blast")."""
    nouns = [n for n in ex.events if modifies(ex, span, n)]
    if not nouns:
        return span == ev.timex
    return ev.lemma in _HARMED and (
        span == ev.timex or any(ex.events[n.setting_of] is ev for n in nouns if n.setting_of is not None)
    )


# Verbs that make figures known: a figure's period is not when they happened ("posted a loss for
# the third quarter", "reported third-quarter net income").
_REPORTING_FIGURES = frozenset({"post", "report", "record", "book", "announce", "log", "disclose"})


def reports(ev: EventMention) -> bool:
    """Whether ``ev`` tells or makes known (a statement, a reporting verb)."""
    return ev.event_class == "statement" or ev.timeml_class == "REPORTING" or ev.lemma in _REPORTING_FIGURES
