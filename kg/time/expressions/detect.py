"""Find time expressions in a parsed spaCy Doc, bounded the TimeML way, with clause tense."""

from __future__ import annotations

import re

from kg.model import TimexSpan
from kg.time.digit_words import NUMBERED_THINGS
from kg.time.expressions.numbers import names_a_thing, year_context
from kg.time.expressions.tense import at_clock, clause_tense, reading
from kg.time.words import (
    MONTHS,
    NUMBERS,
    TIME_WORDS,
    WEEKDAYS,
    unit_of,
)

# dropped from the start of a span: TimeML leaves prepositions and hedges outside the TIMEX3
LEADING = set(
    """
on in at since by until till during from for of about around roughly approximately nearly almost
only just some over under within barely before after through throughout between as to and or than
least more less up all also that those these his her its their our a an both either
""".split()
)
TRAILING = {"and", "or", "to", ",", ".", ":", ";", "-", "--", "'s", "’s", "of", "'", '"', "``", "''"}
MONTH_CUES = set(
    """
in since until by last this next early late of mid the from through till during before after and to
""".split()
)
THE_DROPPED_BEFORE = {"past", "last", "next", "coming", "early", "late", "mid", "first"}
NOT_TIMES = {"we", "us", "today's", "second", "sun", "sat", "wed", "mon"}
VERB_MONTHS = {"may", "march"}
UNIT_PLURALS = {"days", "weeks", "months", "quarters", "years"}
QUOTES = {'"', "``", "''", "“", "'", "‘"}
# NER date labels that are not times: "6-year-old", "quarterly", "annual"
REJECT = re.compile(
    r"^(\d+|[a-z]+)[- ](year|month|week|day)s?[- ]old$|^\d+ (years|months) old$|"
    r"^(the )?age of \d+$|"  # "died at the age of 56": an age, not a time
    r"^(quarterly|annually|semiannual|the day|year|day|night|"
    r"morning|evening|afternoon|the night|seconds|minutes|all day|overnight|"
    r"year-end|fiscal|seasonally)$",
    re.I,
)


def detect_timexes(doc) -> list[TimexSpan]:
    """Time expressions in ``doc`` (spaCy Doc) as character spans, sorted, not overlapping."""
    spans = [(e.start, e.end) for e in doc.ents if e.label_ in ("DATE", "TIME")]
    spans += [(s, e) for _, s, e in _matcher(doc.vocab)(doc)]
    out: list[tuple[int, int]] = []
    for start, end in _merge(doc, spans):
        pieces = _split(doc, start, end)
        for i, piece in enumerate(pieces):
            bounded = _bound(doc, *piece)
            # a bare number stays as a range's start ("60 and 90 days") or a second day ("April 24 and 25")
            bare_kept = bounded and (
                i + 1 < len(pieces)
                and _bare_number(doc[bounded[0] : bounded[1]])
                or i > 0
                and _second_day(doc[slice(*pieces[i - 1])], doc[bounded[0] : bounded[1]])
            )
            if (
                bounded
                and (bare_kept or _is_time(doc[bounded[0] : bounded[1]]))
                and not _conversion(doc, *bounded, out)
            ):
                out.append(bounded)
    sentences = {s.start: i for i, s in enumerate(doc.sents)}
    return [_record(doc, s, e, sentences) for s, e in sorted(set(out))]


_MATCHERS: dict[int, object] = {}


def prepare_vocab(vocab) -> None:
    """Build the time-pattern matcher of ``vocab`` now, before parsing grows it.

    Its lexeme flags are computed for every word already in the vocabulary:
    about 800 right after a model loads, ten thousand after the first batch
    of articles, when it took longer than the batch's own time patterns.
    """
    _matcher(vocab)


def _matcher(vocab):
    key = id(vocab)
    if key not in _MATCHERS:
        from spacy.matcher import Matcher

        from kg.time.expressions.fastmatch import Stretches, flagged
        from kg.time.expressions.patterns import PATTERNS

        matcher = Matcher(vocab, validate=False)  # flag ids are not in the pattern schema
        patterns = flagged(vocab, PATTERNS)
        for label, group in patterns.items():
            matcher.add(label, group)
        _MATCHERS[key] = Stretches(vocab, matcher, patterns)
    return _MATCHERS[key]


def _conversion(doc, start: int, end: int, found: list[tuple[int, int]]) -> bool:
    """ "at 10:35 a.m. (0735 GMT)", "11:11 p.m. local time (2211 GMT)": the same moment in another
    zone, in parentheses after the time it converts; not a time of its own."""
    if start < 2 or doc[start - 1].text != "(" or not re.fullmatch(r"\d{4}", doc[start].text):
        return False
    before = doc[start - 2]
    return bool(found and found[-1][1] in (start - 1, start - 2)) or before.lower_ in ("time", "a.m.", "p.m.", "local")


def _merge(doc, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Union of overlapping spans (and of adjacent ones such as "2 p.m." + "Sunday")."""
    merged: list[list[int]] = []
    for start, end in sorted(spans):
        if merged and start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        elif merged and _next_to(doc, merged[-1][1], start) and _joins(doc, merged[-1], start, end):
            merged[-1][1] = end
        else:
            merged.append([start, end])
    return [(start, end) for start, end in merged]


def _next_to(doc, left_end: int, start: int) -> bool:
    """Touching, or parted by one comma ("5 p.m. EST, Nov. 6")."""
    return start == left_end or start == left_end + 1 and doc[left_end].text == ","


def _joins(doc, left, start, end) -> bool:
    """Adjacent spans form one TIMEX3 when one side is a clock time or a weekday:
    "2 p.m." + "Sunday", "5 p.m. EST" + "Nov. 9", "Friday" + "Oct. 13"."""
    a, b = doc[left[0] : left[1]].text.lower(), doc[start:end].text.lower()
    clockish = re.compile(r"(a\.m\.|p\.m\.|noon|midnight|\d:\d\d|edt|est|gmt|utc)$")
    is_day = lambda t: t.split()[0] in WEEKDAYS or t in ("today", "yesterday", "tomorrow")  # noqa: E731
    month_day = re.match(r"([a-z]+)\.? \d{1,2}(st|nd|rd|th)?\b", b)  # "Nov. 6", "June 1st"
    is_date = bool(month_day and month_day.group(1) in MONTHS)
    comma = start != left[1]
    return bool(
        clockish.search(a)
        and (is_day(b) and not comma or is_date)
        or a.split()[-1] in WEEKDAYS
        and is_date
        or (is_day(a) and b in ("morning", "night", "evening", "afternoon") and not comma)
    )


def _split(doc, start: int, end: int) -> list[tuple[int, int]]:
    """ "between 1994 and 1997", "1991 to 1997": two TIMEX3s joined by a conjunction."""
    pieces, begin = [], start
    for i in range(start + 1, end - 1):
        tok = doc[i]
        if tok.lower_ in ("ended", "ending", "ends", "beginning", "starting") and i > begin:
            pieces.append((begin, i))
            begin = i + 1
        elif (
            _joiner(doc, i)
            and _standalone(doc[begin:i])
            and _standalone(doc[i + 1 : end])
            or tok.lower_ in ("and", "to", "or")
            and _bare_number(doc[begin:i])
            and _standalone(doc[i + 1 : end])
            or tok.text == ","
            and _listed(doc[begin:i], doc[i + 1 : end])
            or tok.lower_ == "of"
            and _stretch_of_year(doc[begin:i], doc[i + 1 : end])
            or tok.lower_ in ("and", "or")
            and _second_day(doc[begin:i], doc[i + 1 : end])
        ):
            pieces.append((begin, i))
            begin = i + 1
    pieces.append((begin, end))
    return pieces


def _stretch_of_year(left, right) -> bool:
    """ "the first nine months of 1997": a counted stretch, then the year it lies in, two TIMEX3s
    ("the first two quarters of 1990" is a half, one date, and is not split)."""
    words = [t.lower_ for t in left if t.lower_ != "the"]
    year = " ".join(t.lower_ for t in right)
    return (
        len(words) == 3
        and words[0] in ("first", "last", "past", "latest", "next")
        and words[2] in UNIT_PLURALS
        and words[2] != "quarters"
        and (words[1] in NUMBERS or words[1].isdigit())
        and bool(re.fullmatch(r"(fiscal )?(1[89]|20)\d\d|(the|this|last|that) year", year))
    )


def _second_day(left, right) -> bool:
    """ "April 24 and 25": a month's day, then another day of the same month, two TIMEX3s."""
    words = [t.lower_.rstrip(".") for t in left if not t.is_punct]
    return (
        len(words) == 2
        and words[0] in MONTHS
        and words[1].isdigit()
        and len(right) == 1
        and right[0].text.isdigit()
        and 1 <= int(right[0].text) <= 31
    )


def _joiner(doc, i: int) -> bool:
    """A word joining two time expressions; a hyphen only when spaced ("1991 - 1997", not "year-ago")."""
    tok = doc[i]
    if tok.text == "-":
        return bool(doc[i - 1].whitespace_ or tok.whitespace_)
    return tok.lower_ in ("and", "to", "or", "through", "until")


def _bare_number(span) -> bool:
    words = [t for t in span if t.lower_ not in LEADING]
    return len(words) == 1 and words[0].text.isdigit()


def _listed(left, right) -> bool:
    """ "1994, 1995": a list of years; "June 17, two days before": a date then a duration."""
    years = re.compile(r"(1\d|20)\d\d")
    words = [t for t in left if t.lower_ not in LEADING and not t.is_punct]
    if words and all(years.fullmatch(t.text) for t in words) and years.fullmatch(right[0].text):
        return True
    return len(right) > 1 and right[0].like_num and unit_of(right[-1].lower_) is not None


def _standalone(span) -> bool:
    words = [t.lower_.rstrip(".") for t in span if not t.is_punct and t.lower_ not in LEADING]
    return bool(words) and (
        any(re.fullmatch(r"1\d\d\d|20\d\d", w) for w in words)
        or any(w in MONTHS for w in words)
        or any(w in WEEKDAYS for w in words)
        or any(w in ("today", "yesterday", "tomorrow") for w in words)
        or bool(unit_of(words[-1]))
        and len(words) > 1
    )


def _bound(doc, start: int, end: int) -> tuple[int, int] | None:
    """Trim leading prepositions/hedges and trailing punctuation, TimeML style."""
    while start < end and (
        doc[start].lower_ in LEADING
        and not _demonstrative(doc, start, end)
        or doc[start].is_punct
        or doc[start].is_space
        or doc[start].lower_ == "the"
        and start + 1 < end
        and doc[start:end].text.lower() != "the past"
        and (
            doc[start + 1].lower_ in THE_DROPPED_BEFORE
            or _bare_plural(doc, start + 1, end)
            or re.fullmatch(r"'?\d+s", doc[start + 1].text)
            or start + 2 < end
            and _decade_apostrophe(doc, start + 2)
        )
    ):
        if doc[start].lower_ in ("a", "an") and start + 1 < end and unit_of(doc[start + 1].lower_):
            break
        start += 1
    if (
        start + 2 < end
        and doc[start].like_num
        and doc[start + 1].lower_ in ("a", "an")
        and unit_of(doc[start + 2].lower_)
    ):
        start += 1  # "up from seven a year ago": the count belongs to the noun left out, not the time
    while end > start and (doc[end - 1].lower_ in TRAILING or doc[end - 1].is_punct or doc[end - 1].is_space):
        if _decade_apostrophe(doc, end - 1):
            break
        end -= 1
    return (start, end) if end > start else None


def _decade_apostrophe(doc, i: int) -> bool:
    """ "the late 1980's": the "'s" at ``i`` makes the year before it a decade (after "the", and
    a hedge), not a possessive to trim ("1990's budget")."""
    if i < 2 or doc[i].lower_ not in ("'s", "’s") or not re.fullmatch(r"(1[5-9]|20)\d0", doc[i - 1].text):
        return False
    before = doc[i - 2].lower_
    return before == "the" or before in ("early", "late", "mid") and i > 2 and doc[i - 3].lower_ == "the"


def _demonstrative(doc, i: int, end: int) -> bool:
    """ "that day", "that same year", "these days": the demonstrative carries the meaning and stays."""
    nxt = doc[i + 1].lower_ if i + 1 < end else ""
    if doc[i].lower_ in ("these", "those") and i + 2 == end and nxt == "days":
        return True  # "these days" is now, "those days" a time gone: not a count of days
    return doc[i].lower_ == "that" and (
        nxt == "same"
        or unit_of(nxt) is not None
        or nxt == "time"
        or nxt in ("morning", "afternoon", "evening", "night")
    )


def _bare_plural(doc, i: int, end: int) -> bool:
    return end - i == 1 and unit_of(doc[i].lower_) is not None and doc[i].lower_.endswith("s")


def _is_time(span) -> bool:
    text = span.text.strip()
    low = text.lower()
    if low in NOT_TIMES or REJECT.match(low):
        return False
    if re.fullmatch(r"\d{4}", span[-1].text) and names_a_thing(span[-1]):
        return False  # "at 2088 Philip Street", "a 2013 Toyota Camry", "Windows 2000"
    if (
        len(span) > 1
        and re.fullmatch(r"\d{4}", span[-1].text)
        and any(t.lower_ in NUMBERED_THINGS for t in span[:-1])
        and not _has_time_word(span[:-1])
    ):
        return _is_time(span[-1:])  # the model's DATE "Flight 1549", "No. 1999": the number decides
    if re.fullmatch(r"[\d,.]+", text):
        if at_clock(span):
            return True  # "struck at 1353": a time of day (tense.reading reads it so)
        return bool(re.fullmatch(r"(1[0-9]|20)\d\d", text)) and 1000 <= int(text) <= 2100 and year_context(span)
    if len(span) == 1 and (span[0].tag_ == "MD" or low in VERB_MONTHS and not _month_noun(span[0])):
        return False
    if (
        re.fullmatch(
            r"(mid-|early |late )?(\d0s|'\d0s|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)",
            low,
        )
        and span.start > 0
        and span.doc[span.start - 1].lower_ in ("his", "her", "their", "my", "your")
    ):
        return False  # "in his 30s" is an age
    if low in ("soon", "very soon"):
        return _soon_ahead(span)
    if not _has_time_word(span):
        return False  # the model's DATE on "Stauber", "Olympic": no word of the calendar in it
    if _quoted_title(span):
        return False
    if (
        re.fullmatch(r"(a |one )?(quarter|half|third)", low)
        and span.end < len(span.doc)
        and span.doc[span.end].lower_ == "of"
    ):
        return False  # "more than a quarter of the market" is a fraction
    return any(c.isalnum() for c in text)


def _soon_ahead(span) -> bool:
    """ "will soon move", "expects sales to soon grow": FUTURE_REF. Not "was soon released" (soon
    after a past time, not after now), nor "soon after", "as soon as", which lean on another time."""
    doc = span.doc
    before = doc[span.start - 1].lower_ if span.start > 0 else ""
    after = doc[span.end].lower_ if span.end < len(doc) else ""
    if before == "as" or after in ("after", "afterwards", "afterward", "thereafter", "as", "before", "enough"):
        return False
    return clause_tense(span) == "future"


def _quoted_title(span) -> bool:
    """ABC's "This Week", CBS's "60 Minutes": a capitalised unit opening a quotation is a title."""
    before = span.doc[span.start - 1].text if span.start > 0 else ""
    words = [t for t in span if t.is_alpha]
    return before in QUOTES and bool(words) and all(t.is_title for t in words) and any(unit_of(t.lower_) for t in words)


def _has_time_word(span) -> bool:
    """Some word of the span belongs to the calendar or the clock, or is a number."""
    for tok in span:
        w = tok.lower_.rstrip(".").replace("’", "'")
        if (
            any(c.isdigit() for c in w)
            or w in TIME_WORDS
            or unit_of(w)
            or w.split("-")[0] in TIME_WORDS
            or any(unit_of(part) for part in w.split("-"))
        ):
            return True
    return False


def _month_noun(tok) -> bool:
    """ "in March", "last May": a capitalised proper noun after a preposition or determiner, not the verb."""
    prev = tok.nbor(-1).lower_ if tok.i > 0 else ""
    return tok.text.istitle() and tok.pos_ == "PROPN" and prev in MONTH_CUES


def _record(doc, start: int, end: int, sentences: dict[int, int]) -> TimexSpan:
    span = doc[start:end]
    sentence = sentences.get(span.sent.start, 0)
    return TimexSpan(span.start_char, span.end_char, span.text, sentence, reading(span))
