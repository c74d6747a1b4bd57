"""spaCy Matcher patterns for time expressions the NER model misses or mis-bounds."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from kg.time.digit_words import TIME_ZONES
from kg.time.words import (
    FULL_WEEKDAYS,
    MONTHS,
    PARTS_OF_DAY,
    PLURAL_PARTS,
    SEASONS,
    SET_WORDS,
    SPELLED_DECADES,
    WEEKDAY_PLURALS,
)

MONTH_WORDS = sorted(set(MONTHS) | {m + "." for m in MONTHS if len(m) <= 4})
UNIT_WORDS = [
    "second",
    "minute",
    "hour",
    "day",
    "week",
    "weekend",
    "fortnight",
    "month",
    "quarter",
    "year",
    "decade",
    "century",
]
UNIT_PLURALS = [u + "s" for u in UNIT_WORDS if u != "century"] + ["centuries"]
DEICTIC = ["this", "last", "next", "past", "coming", "previous", "following"]
# Token patterns of spaCy's Matcher: dicts of attributes to values of any kind.
Token = dict[str, Any]
NUM: Token = {"LIKE_NUM": True}
LOWER_IN: Callable[[Iterable[str]], Token] = lambda words: {"LOWER": {"IN": list(words)}}  # noqa: E731
PROPN_MONTH: Token = {"LOWER": {"IN": MONTH_WORDS}, "IS_TITLE": True}
HEDGE: Token = {"LOWER": {"IN": ["early", "late", "mid", "earlier", "later"]}, "OP": "?"}

# holiday names, capitalised: "Thanksgiving Day", "New Year's Eve", "Easter week", "last Christmas".
# One pattern a name shape, with the deictic word and "week" optional: the Matcher's cost grows with
# the number of patterns, and the spans it finds merge the same way as separate patterns' would.
TITLE = lambda word: {"LOWER": word, "IS_TITLE": True}  # noqa: E731
TITLE_IN = lambda words: {"LOWER": {"IN": list(words)}, "IS_TITLE": True}  # noqa: E731
POSSESSIVE: Token = {"LOWER": {"IN": ["'s", "’s"]}}
HOLIDAY_NAMES = [
    [TITLE_IN(["christmas", "thanksgiving", "easter", "halloween"])],
    [TITLE("christmas"), LOWER_IN(["day", "eve"])],
    [TITLE("new"), TITLE("year"), POSSESSIVE, LOWER_IN(["day", "eve"])],
    [TITLE("good"), TITLE("friday")],
    [TITLE("valentine"), POSSESSIVE, TITLE("day")],
    [TITLE_IN(["independence", "election", "labor", "memorial", "veterans", "thanksgiving"]), TITLE("day")],
]
HOLIDAY_PATTERNS: list[list[Token]] = [
    [
        {**LOWER_IN(["last", "next", "this", "coming", "past"]), "OP": "?"},
        *name,
        {**LOWER_IN(["week", "weekend"]), "OP": "?"},
    ]
    for name in HOLIDAY_NAMES
]

# the period an earnings report is about, or its comparison: "the latest period", "the 1988 quarter",
# "the comparable year-ago quarter", "the corresponding period last year"
QUALIFIER = LOWER_IN(["comparable", "corresponding", "same", "latest", "recent", "prior", "previous", "fiscal"])
PERIOD = LOWER_IN(["period", "quarter"])
YEAR_BACK: list[Token] = [{"LOWER": "year"}, {"ORTH": "-"}, LOWER_IN(["ago", "earlier"])]
PERIOD_PATTERNS: list[list[Token]] = [
    [{"LOWER": "the"}, {**QUALIFIER, "OP": "+"}, PERIOD],
    [{"LOWER": "the"}, {**QUALIFIER, "OP": "*"}, *YEAR_BACK, PERIOD],
    [{"LOWER": "the"}, {"TEXT": {"REGEX": r"^(19|20)\d\d$"}}, PERIOD],
    [{"LOWER": "the"}, PROPN_MONTH, {"LOWER": "quarter"}],  # "the September quarter"
    [
        {"LOWER": "the"},
        {**QUALIFIER, "OP": "*"},
        PERIOD,
        {"LOWER": "a"},
        {"LOWER": "year"},
        LOWER_IN(["ago", "earlier"]),
    ],
    [
        {"LOWER": "the"},
        {**QUALIFIER, "OP": "*"},
        PERIOD,
        {"LOWER": "of", "OP": "?"},
        {"LOWER": "last"},
        {"LOWER": "year"},
    ],
]

PATTERNS: dict[str, list[list[Token]]] = {
    "HOLIDAY": HOLIDAY_PATTERNS,
    "PERIOD": PERIOD_PATTERNS,
    "WEEKDAY": [
        [HEDGE, LOWER_IN(DEICTIC + ["on"]), LOWER_IN(FULL_WEEKDAYS)],
        [LOWER_IN(FULL_WEEKDAYS), LOWER_IN(list(PARTS_OF_DAY) + list(PLURAL_PARTS))],
        [{"LOWER": {"IN": list(WEEKDAY_PLURALS)}, "IS_TITLE": True}],
        [{"LOWER": {"IN": list(FULL_WEEKDAYS)}, "IS_TITLE": True}],
    ],
    "DAYWORD": [
        [HEDGE, LOWER_IN(["today", "yesterday", "tomorrow", "tonight"])],
        [LOWER_IN(["this", "yesterday", "tomorrow"]), LOWER_IN(PARTS_OF_DAY)],
    ],
    "REF": [
        [LOWER_IN(["now", "currently", "recently", "nowadays", "presently"])],
        [{"LOWER": "very", "OP": "?"}, {"LOWER": "soon"}],  # kept only in a future clause (detect)
        # TimeML marks these adjectives too: "the current account" is PRESENT_REF
        [{"LOWER": {"IN": ["current", "recent", "ongoing"]}, "POS": "ADJ"}],
        [{"LOWER": "the"}, {"LOWER": "past"}],
        [{"LOWER": "the"}, LOWER_IN(["long", "short", "near"]), {"LOWER": "term"}],
        [{"LOWER": "a"}, {"LOWER": "later"}, LOWER_IN(["date", "time", "stage"])],
        [{"LOWER": "the"}, LOWER_IN(["future"])],
        [{"LOWER": "the"}, LOWER_IN(["near", "foreseeable"]), {"LOWER": "future"}],
        [{"LOWER": "recent"}, LOWER_IN(["years", "months", "weeks", "days"])],
    ],
    "RELATIVE": [
        [HEDGE, LOWER_IN(DEICTIC), LOWER_IN(UNIT_WORDS + list(SEASONS))],
        [LOWER_IN(DEICTIC), PROPN_MONTH],
        [
            HEDGE,
            LOWER_IN(["the"]),
            LOWER_IN(["past", "last", "next", "coming"]),
            {"LIKE_NUM": True, "OP": "?"},
            LOWER_IN(UNIT_PLURALS + UNIT_WORDS),
        ],
        [NUM, LOWER_IN(UNIT_PLURALS + UNIT_WORDS), LOWER_IN(["ago", "earlier", "later"])],
        [{"LOWER": {"IN": ["a", "an"]}}, LOWER_IN(UNIT_WORDS), LOWER_IN(["ago", "earlier"])],
    ],
    "ANAPHORIC": [
        [
            LOWER_IN(["later", "earlier", "late", "early"]),
            {"LOWER": "in"},
            {"LOWER": "the"},
            LOWER_IN(["day", "week", "month", "year", "morning", "afternoon", "evening"]),
        ],
        [
            {"LOWER": "that"},
            {"LOWER": "same", "OP": "?"},
            LOWER_IN(["day", "time", "week", "month", "year", "morning", "night", "evening", "afternoon"]),
        ],
        [{"LOWER": "same"}, LOWER_IN(["day", "week", "month", "year", "morning", "night", "evening"])],
    ],
    "CLOCK": [
        [
            {"TEXT": {"REGEX": r"^\d{1,2}:\d\d$"}},
            LOWER_IN(["utc", "gmt", "a.m.", "p.m.", "am", "pm", "est", "edt", "pst", "pdt"]),
        ],
        # military and wire-service times: "(1336 GMT)", "1852 HKT", "at 0400 hours", "1630 hrs"
        [{"TEXT": {"REGEX": r"^([01]\d|2[0-3])[0-5]\d$"}}, LOWER_IN(sorted(TIME_ZONES) + ["hours", "hrs", "hr", "h"])],
    ],
    "SET": [
        [LOWER_IN(["daily", "weekly", "hourly", "monthly", "yearly", "nightly"])],
        [LOWER_IN(["once", "twice", "thrice"]), LOWER_IN(["a", "an", "per", "each", "every"]), LOWER_IN(UNIT_WORDS)],
        [NUM, {"LOWER": "times"}, LOWER_IN(["a", "an", "per", "each", "every"]), LOWER_IN(UNIT_WORDS)],
        [LOWER_IN(["every"]), {"LOWER": "other"}, LOWER_IN(UNIT_WORDS)],
        [
            LOWER_IN(["every", "each"]),
            {"LIKE_NUM": True, "OP": "?"},
            LOWER_IN(UNIT_WORDS + UNIT_PLURALS + list(FULL_WEEKDAYS) + list(MONTHS)),
        ],
    ],
    "DATE": [
        [PROPN_MONTH, {"IS_DIGIT": True}, {"ORTH": ",", "OP": "?"}, {"SHAPE": "dddd"}],
        [{"IS_DIGIT": True}, PROPN_MONTH, {"SHAPE": "dddd", "OP": "?"}],
        [PROPN_MONTH, {"IS_DIGIT": True}],
        [HEDGE, {"LOWER": "the", "OP": "?"}, {"TEXT": {"REGEX": r"^(1[5-9]|20)\d0s$"}}],
        # "the late 1980's": the decade written with an apostrophe, which the tokenizer splits off
        # (after "the" only: "1990's budget" is the year's)
        [{"LOWER": "the"}, HEDGE, {"TEXT": {"REGEX": r"^(1[5-9]|20)\d0$"}}, {"LOWER": {"IN": ["'s", "’s"]}}],
        # "the Fifties", "the early Sixties": a decade spelled out and capitalised (not "in the fifties", degrees)
        [{"LOWER": "the"}, HEDGE, {"LOWER": {"IN": list(SPELLED_DECADES)}, "IS_TITLE": True}],
        [HEDGE, {"LOWER": {"IN": list(SEASONS)}, "POS": "NOUN"}, {"LOWER": "of"}, {"SHAPE": "dddd"}],
        [
            {"LOWER": {"IN": ["in", "since", "until", "from", "by", "last", "this", "next", "early", "late"]}},
            {"LOWER": {"IN": [m for m in MONTHS if len(m) > 3 and m != "may"]}, "IS_TITLE": True},
        ],
        [{"LOWER": {"IN": ["in", "since", "until", "from", "by", "the"]}}, {"TEXT": {"REGEX": r"^(1[89]|20)\d\d$"}}],
        [{"TEXT": {"REGEX": r"^(1[89]|20)\d\d$"}, "DEP": {"IN": ["compound", "nmod", "amod", "nummod"]}}],
    ],
    "DURATION": [
        [{"LOWER": {"IN": ["several", "few", "many", "couple"]}}, {"LOWER": "of", "OP": "?"}, LOWER_IN(UNIT_PLURALS)],
        # "for at least two more weeks": the model reads "more" as the end of the phrase
        [NUM, {"LOWER": "more"}, LOWER_IN(UNIT_PLURALS + UNIT_WORDS)],
        # "about 5 1/2 hours": the model calls a count of hours with a fraction a QUANTITY
        [NUM, {"TEXT": {"REGEX": r"^\d+/\d+$"}, "OP": "?"}, LOWER_IN(UNIT_PLURALS)],
    ],
    # years of an era: "3000 BC", "44 B.C.", "753 BCE", "AD 79" (the model misses most)
    "ERA": [
        [{"TEXT": {"REGEX": r"^\d{1,4}$"}}, {"TEXT": {"REGEX": r"^(BCE?|B\.C\.(E\.)?|AD|A\.D\.|CE|C\.E\.)$"}}],
        [{"TEXT": {"REGEX": r"^(AD|A\.D\.)$"}}, {"TEXT": {"REGEX": r"^\d{1,4}$"}}],
        # "the 1st century BC", "the fifth century B.C."
        [
            {"LOWER": "the", "OP": "?"},
            {"TEXT": {"REGEX": r"^(\d{1,2}(st|nd|rd|th)|[A-Za-z]+(st|nd|rd|th))$"}},
            LOWER_IN(["century", "centuries"]),
            {"TEXT": {"REGEX": r"^(BCE?|B\.C\.(E\.)?)$"}},
        ],
    ],
    # "a flat second quarter", "the fiscal second-quarter": the model misses the ordinal quarter
    "QUARTER": [
        [
            {"LOWER": "fiscal", "OP": "?"},
            LOWER_IN(["first", "second", "third", "fourth", "1st", "2nd", "3rd", "4th"]),
            {"ORTH": "-", "OP": "?"},
            {"LOWER": "quarter"},
        ],
        # business shorthand: "Q3 2008", "Q1", "H1 2009", "FY2008", "FY08"
        [{"TEXT": {"REGEX": r"^Q[1-4]$"}}, {"TEXT": {"REGEX": r"^(19|20)\d\d$"}, "OP": "?"}],
        [{"TEXT": {"REGEX": r"^H[12]$"}}, {"TEXT": {"REGEX": r"^(19|20)\d\d$"}}],
        [{"TEXT": {"REGEX": r"^FY(\d\d|(19|20)\d\d)$"}}],
    ],
}
assert set(SET_WORDS)  # SET words handled above by the SET pattern
