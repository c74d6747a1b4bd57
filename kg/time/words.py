"""Word lists shared by detection and normalisation (English news)."""

from __future__ import annotations

MONTHS: dict[str, int] = {
    "january": 1,
    "jan": 1,
    "february": 2,
    "feb": 2,
    "march": 3,
    "mar": 3,
    "april": 4,
    "apr": 4,
    "may": 5,
    "june": 6,
    "jun": 6,
    "july": 7,
    "jul": 7,
    "august": 8,
    "aug": 8,
    "september": 9,
    "sept": 9,
    "sep": 9,
    "october": 10,
    "oct": 10,
    "november": 11,
    "nov": 11,
    "december": 12,
    "dec": 12,
}

WEEKDAYS: dict[str, int] = {
    "monday": 0,
    "mon": 0,
    "tuesday": 1,
    "tue": 1,
    "tues": 1,
    "wednesday": 2,
    "wed": 2,
    "thursday": 3,
    "thu": 3,
    "thur": 3,
    "thurs": 3,
    "friday": 4,
    "fri": 4,
    "saturday": 5,
    "sat": 5,
    "sunday": 6,
    "sun": 6,
}
FULL_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# "on Sundays", "Tuesday nights": a weekday or part of day in the plural recurs, TimeML SET
WEEKDAY_PLURALS = {day + "s": i for i, day in enumerate(FULL_WEEKDAYS)}
PLURAL_PARTS = {"mornings": "MO", "afternoons": "AF", "evenings": "EV", "nights": "NI"}

SEASONS: dict[str, str] = {
    "spring": "SP",
    "summer": "SU",
    "autumn": "FA",
    "fall": "FA",
    "winter": "WI",
}

PARTS_OF_DAY: dict[str, str] = {
    "morning": "MO",
    "afternoon": "AF",
    "evening": "EV",
    "night": "NI",
    "overnight": "NI",
    "dawn": "MO",
    "daybreak": "MO",
    "dusk": "EV",
}

NUMBERS: dict[str, float] = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "hundred": 100,
    "thousand": 1000,
    "dozen": 12,
    "half": 0.5,
    "single": 1,
    "couple": 2,
    "pair": 2,
}

ORDINALS: dict[str, int] = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "1st": 1,
    "2nd": 2,
    "3rd": 3,
    "4th": 4,
    "last": -1,
    "final": -1,
}

# Spelled ordinals up to the twentieth: days of the month ("March eighth") and centuries.
SPELLED_ORDINALS: dict[str, int] = {
    word: n + 1
    for n, word in enumerate(
        (
            "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
            "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
        ).split()
    )
}


def spelled_ordinal(word: str) -> int:
    """The number a spelled ordinal names, 0 if none.

    >>> spelled_ordinal("nineteenth"), spelled_ordinal("twenty-first"), spelled_ordinal("thirtieth")
    (19, 21, 30)
    """
    if word == "thirtieth":
        return 30
    for tens, base in (("twenty", 20), ("thirty", 30)):
        rest = word.removeprefix(tens).lstrip("-")
        if rest != word and SPELLED_ORDINALS.get(rest, 10) < 10:
            return base + SPELLED_ORDINALS[rest]
    return SPELLED_ORDINALS.get(word, 0)


# Vague quantities: "several months" -> PXM.
VAGUE = set(
    """
several few many some numerous various recent coming ensuing past next last more countless the
hundreds thousands dozens
""".split()
)

# unit word -> (duration letter, time part?); a value's granularity is kg.time.values.granularity's
UNITS: dict[str, tuple[str, bool]] = {
    "second": ("S", True),
    "minute": ("M", True),
    "hour": ("H", True),
    "day": ("D", False),
    "night": ("D", False),
    "week": ("W", False),
    "weekend": ("WE", False),
    "fortnight": ("W", False),
    "month": ("M", False),
    "quarter": ("Q", False),
    "season": ("S", False),
    "year": ("Y", False),
    "decade": ("DE", False),
    "century": ("CE", False),
    "millennium": ("ML", False),
}

PRESENT_WORDS = {
    "now",
    "currently",
    "presently",
    "nowadays",
    "today's",
    "right now",
    "at present",
    "the present",
    "present",
    "current",
    "these days",
    "at the moment",
    "the moment",
    "this time",
    "ongoing",
}
PAST_WORDS = {
    "recently",
    "recent",
    "lately",
    "the past",
    "past",
    "previously",
    "formerly",
    "earlier",
    "once",
    "in the past",
    "years past",
    "past years",
    "those days",
}
FUTURE_WORDS = {
    "the future",
    "future",
    "soon",
    "very soon",
    "shortly",
    "later",
    "eventually",
    "in the future",
    "the near future",
    "the coming years",
    "coming years",
    "the years ahead",
    "the long term",
    "the near term",
    "the short term",
    "the long run",
    "the foreseeable future",
    "the indefinite future",
}

SET_WORDS: dict[str, str] = {
    "daily": "P1D",
    "nightly": "P1D",
    "weekly": "P1W",
    "monthly": "P1M",
    "yearly": "P1Y",
    "annually": "P1Y",
    "hourly": "PT1H",
    "quarterly": "P1Q",
    "biweekly": "P2W",
    "biannually": "P6M",
}


def unit_of(word: str) -> str | None:
    """The singular unit name of ``word`` ("Years" -> "year"), or None."""
    w = word.lower().rstrip(".")
    if w in UNITS:
        return w
    if w.endswith("ies") and w[:-3] + "y" in UNITS:
        return w[:-3] + "y"
    if w == "centuries":
        return "century"
    if w == "millennia":
        return "millennium"
    if w.endswith("s") and w[:-1] in UNITS:
        return w[:-1]
    return None


def number_of(word: str) -> float | None:
    """A cardinal written as digits or English words ("12", "twelve", "1/2")."""
    w = word.lower().replace(",", "")
    if w in NUMBERS:
        return NUMBERS[w]
    try:
        return float(w)
    except ValueError:
        pass
    if "-" in w:
        parts = [NUMBERS.get(p) for p in w.split("-")]
        if len(parts) == 2 and parts[0] is not None and parts[1] is not None:
            return parts[0] + parts[1]
    if "/" in w:
        a, _, b = w.partition("/")
        if a.isdigit() and b.isdigit() and int(b):
            return int(a) / int(b)
    return None


def spelled_year(words: list[str]) -> int | None:
    """ "nineteen ninety-six" -> 1996, "two thousand" -> 2000, "two thousand and one" -> 2001."""
    if words[:2] == ["two", "thousand"]:
        rest = [w for w in words[2:] if w != "and"]
        tail = number_of(" ".join(rest).replace(" ", "-")) if rest else 0
        return 2000 + int(tail) if tail is not None and tail < 100 else None
    if len(words) < 2 or words[0] not in ("eighteen", "nineteen", "twenty"):
        return None
    century = {"eighteen": 18, "nineteen": 19, "twenty": 20}[words[0]]
    rest = words[1:]
    if rest == ["hundred"]:
        return century * 100
    tail = number_of("-".join(rest)) if len(rest) <= 2 else None
    if tail is None or not 10 <= tail < 100:
        return None
    return century * 100 + int(tail)


SPELLED_DECADES = {
    "twenties": 2,
    "thirties": 3,
    "forties": 4,
    "fifties": 5,
    "sixties": 6,
    "seventies": 7,
    "eighties": 8,
    "nineties": 9,
}
# Words that make a phrase a time expression (detection), or an expression about time (narrative).
TIME_WORDS = (
    set(MONTHS)
    | set(WEEKDAYS)
    | set(SEASONS)
    | set(PARTS_OF_DAY)
    | set(SET_WORDS)
    | set(NUMBERS)
    | set(WEEKDAY_PLURALS)
    | set(PLURAL_PARTS)
    | set(ORDINALS)
    | PRESENT_WORDS
    | PAST_WORDS
    | FUTURE_WORDS
    | set(SPELLED_DECADES)
    | {
        "today",
        "tonight",
        "yesterday",
        "tomorrow",
        "noon",
        "midday",
        "midnight",
        "now",
        "then",
        "ago",
        "christmas",
        "thanksgiving",
        "easter",
        "halloween",
        "eve",
        "term",
        "annual",
        "year-end",
        "yearend",
        "ongoing",
        "current",
        "recent",
        "once",
        "time",
        "times",
        "date",
        "moment",
        "period",
        "future",
        "past",
        "present",
        "while",
        "long",
        "soon",
        "later",
        "earlier",
    }
)

# Readings of a clause besides its tense, for normalisation (see kg.time.expressions.tense).
RATE = "rate"  # "$1 billion a year", "50,000 CDs a year": a frequency, TimeML SET
BOUNDED = "bounded"  # "the year ended March 31": a stretch the text closes, TimeML DURATION
CLOCK = "clock"  # "struck at 1353": four digits after "at" read as a time of day, not a year
GENERIC = "generic"  # "the cars of tomorrow": the future in general, no day, TimeML FUTURE_REF
