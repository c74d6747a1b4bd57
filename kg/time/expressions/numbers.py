"""Four-digit numbers that name a thing, not a year: a house number, a city block, a car's model
year, a software release. Each would date the event of its sentence in a year the story never
spoke of ("arrested at 2088 Philip Street" is no arrest in 2088)."""

from __future__ import annotations

import re

from kg.time.digit_words import NUMBERED_THINGS, TIME_ZONES
from kg.time.words import MONTHS, WEEKDAYS, unit_of
from kg.tokens import lemma

# The last word of a street's name, as written after a house number: "2088 Philip Street",
# "1999 Main St.", "1234 West 117th St", "1600 Pennsylvania Avenue".
STREET_WORDS = frozenset(
    """
street st avenue ave road rd boulevard blvd lane ln drive dr way place pl court ct highway hwy
parkway pkwy terrace circle square sq alley crescent plaza trail pike turnpike expressway freeway
""".split()
)
# Words before a number that make it a year or a count, never a house number: "In 1999 Main
# Street was closed", "the 2008 Wall Street crash".
_YEAR_PREPOSITIONS = frozenset("in since during until till by before after from between through".split())
_YEAR_LEADS = _YEAR_PREPOSITIONS | {"the", "a", "an", "this", "that", "its"}
_DIRECTIONS = frozenset("n n. s s. e e. w w. ne nw se sw north south east west".split())

# Car makers, whose name after a year makes it a model year: "a gray 2013 Toyota Camry", "his
# 2008 Bentley". Names that are also common words or people ("Lincoln", "Mercury") are left out.
CAR_MAKES = frozenset(
    """
toyota ford gmc chevrolet chevy honda nissan bentley bmw mercedes mercedes-benz audi volkswagen vw
dodge jeep chrysler cadillac buick hyundai kia mazda subaru lexus acura infiniti porsche ferrari
lamborghini jaguar volvo saab pontiac oldsmobile tesla mitsubishi suzuki peugeot renault fiat
citroen maserati rolls-royce harley-davidson
""".split()
)
_DWELLINGS = frozenset("home house residence apartment office shop store building address".split())
# A car's colour, which the tagger may take for a noun: "a 2007 silver Ford Fusion".
_COLOURS = frozenset("silver gray grey black white red blue green gold maroon beige tan brown".split())
_VEHICLE_NOUNS = frozenset("car sedan truck pickup van suv minivan coupe convertible motorcycle wagon".split())
# Software lines whose releases carry a year: "Windows 2000", "Windows Server 2008 R2",
# "Office 2007". A reader of "Windows 2000 users should patch" sees no date.
_RELEASE_LINES = frozenset({"Windows", "Server", "Office"})


def names_a_thing(tok) -> bool:
    """The four-digit number ``tok`` (a token) is an address, a block, a model year or a release."""
    prev = tok.nbor(-1) if tok.i > 0 else None
    if prev is not None and (prev.text in _RELEASE_LINES or _called(prev)):
        return True
    if _block(tok) or prev is not None and _numbered_by(prev):
        return True
    if prev is not None and (prev.lower_ in _YEAR_PREPOSITIONS or prev.lower_.rstrip(".") in MONTHS):
        return False  # "In 2008 Toyota overtook GM", "in March 1999 Main Street closed"
    return _house_number(tok, prev) or _model_year(tok) or _dwelling_at(tok, prev) or _tally(tok)


# A count that rises or stands at a number: "the toll rose to 2012", "casualties reached 1999".
_TALLY_VERBS = frozenset("rise climb jump soar swell grow increase reach hit top exceed number total stand".split())
_TALLIES = frozenset(
    """
toll tally count number total figure casualty casualties victim victims death deaths dead injured injury
injuries attendance turnout crowd
""".split()
)


# Words that introduce a name: "a joint venture called Orion 1980", "a plan dubbed Vision 2020".
_NAMING = frozenset("called named dubbed titled entitled".split())


def _called(prev) -> bool:
    """Whether ``prev``, the word before a four-digit number, is a capitalised word of a name the
    text introduces ("a venture called Orion 1980"): the number is the name's, not a year."""
    if not prev.text[:1].isupper() or prev.lower_.rstrip(".") in MONTHS or prev.lower_ in WEEKDAYS:
        return False
    for back in range(1, 4):
        if prev.i - back < 0:
            return False
        word = prev.doc[prev.i - back]
        if word.lower_ in _NAMING or word.lower_ == "as" and word.i > 0 and word.nbor(-1).lower_ == "known":
            return True
        if not word.text[:1].isupper():
            return False
    return False


def _tally(tok) -> bool:
    """The number a tally reaches: the object of "reached", or of "to" after "rose", with a subject
    that counts ("the death toll rose to 2012 on Sunday"). "Talks were put off to 2012" stays."""
    head = tok.head
    if tok.dep_ == "pobj" and head.lower_ in ("to", "at"):
        head = head.head
    elif not (tok.dep_ in ("dobj", "attr") or tok.dep_ == "npadvmod" and tok.i == head.i + 1):
        return False  # the parser takes "reached 1999 by noon" for a year; right after the verb it is its object
    if head.pos_ not in ("VERB", "AUX") or lemma(head) not in _TALLY_VERBS:
        return False
    return any(
        c.dep_ in ("nsubj", "nsubjpass") and (lemma(c).lower() in _TALLIES or c.lower_ in _TALLIES)
        for c in head.children
    )


def _numbered_by(prev) -> bool:
    """ "in Room 1208", "Suite 1999", "No. 1999", "Apt. 2012": a capitalised noun that numbers
    things, or its abbreviation, whose period the tokenizer split off ("No" "." "1999")."""
    if prev.text == "." and prev.i > 0 and not prev.nbor(-1).whitespace_:
        prev = prev.nbor(-1)
        return prev.lower_ in NUMBERED_THINGS or prev.lower_ + "." in NUMBERED_THINGS
    return prev.text[0].isupper() and prev.lower_ in NUMBERED_THINGS


def _house_number(tok, prev) -> bool:
    """ "at 2088 Philip Street", "1999 Main St.", "1234 West 117th Street": a number, one to four
    words of a capitalised name, then a capitalised street word."""
    if prev is not None and (prev.lower_ in _YEAR_LEADS or prev.tag_ == "POS"):
        return False
    doc = tok.doc
    names = 0
    for nxt in doc[tok.i + 1 : tok.i + 6]:
        low = nxt.lower_
        bare = low.rstrip(".")
        if names and bare in STREET_WORDS and nxt.text[0].isupper():
            return True
        if not _name_word(nxt) or names == 4:
            return False
        names += 1
    return False


def _dwelling_at(tok, prev) -> bool:
    """ "a heritage home at 2016 Ontario", "lives at 1999 Elm": a number and a street's bare name
    after "at" that follows a home or a dwelling verb."""
    if prev is None or prev.lower_ != "at" or prev.i == 0 or tok.i + 1 >= len(tok.doc):
        return False
    before = prev.nbor(-1)
    return _name_word(tok.nbor(1)) and (before.lower_ in _DWELLINGS or lemma(before) in ("live", "reside"))


def _name_word(tok) -> bool:
    """A word of a street's name: capitalised ("Philip"), an ordinal ("117th") or a direction ("N.")."""
    low = tok.lower_
    if low in _DIRECTIONS:
        return True
    if re.fullmatch(r"\d+(st|nd|rd|th)", low):
        return True
    bare = low.rstrip(".")
    return (
        tok.is_alpha
        and tok.text[0].isupper()
        and bare not in MONTHS
        and bare not in WEEKDAYS
        and bare not in TIME_ZONES
        and not tok.is_sent_start
    )


def _block(tok) -> bool:
    """ "the 2000 block of Main Street": the police's way of naming a stretch of a street."""
    doc = tok.doc
    return tok.i + 2 < len(doc) and doc[tok.i + 1].lower_ == "block" and doc[tok.i + 2].lower_ == "of"


def _model_year(tok) -> bool:
    """ "a 2013 Toyota Camry", "a silver 2007 Ford Fusion", "his 2008 Bentley.": the year a car
    model carries, before its maker's name (and the maker not followed by a noun: "the 1976 Ford
    campaign" is a year of Gerald Ford's)."""
    doc = tok.doc
    i = tok.i + 1
    while i < len(doc) and i <= tok.i + 2 and (doc[i].tag_ == "JJ" or doc[i].lower_ in _COLOURS) and doc[i].is_lower:
        i += 1  # "a 2013 gray Toyota"
    if i >= len(doc) or doc[i].lower_ not in CAR_MAKES or not doc[i].text[0].isupper():
        return False
    after = doc[i + 1] if i + 1 < len(doc) else None
    return after is None or not after.is_lower or after.lower_ in _VEHICLE_NOUNS or after.pos_ not in ("NOUN", "PROPN")


# Title words a number after which names a branch of an organisation, not a year: "Teamsters
# Local 2010", "Lodge 1999" (a lodge of an order). Capitalised and a proper noun only, so that
# "Local elections in 2010" keeps its year.
_ORGANISATION_NUMBERS = frozenset({"Local", "Lodge"})

# A radio or TV station's call sign: "1010 WINS", "880 WCBS".
_CALL_SIGN = re.compile(r"^[KW][A-Z]{2,3}$")


def year_context(span) -> bool:
    """A bare four-digit number is a year unless it counts something ("1,200 troops"), numbers
    a thing ("flight 1234", "Route 1600", "1010 WINS") or is a time of day ("at 1353")."""
    tok = span[-1]
    nxt = tok.nbor(1) if tok.i + 1 < len(tok.doc) else None
    prev = span.doc[span.start - 1] if span.start > 0 else None
    if prev is not None and prev.lower_ in NUMBERED_THINGS and not (prev.i > 0 and prev.nbor(-1).lower_ == "in"):
        return False  # "flight 1234", "exit 2012" (but "in March 1999" never reaches here)
    if prev is not None and prev.text in _ORGANISATION_NUMBERS and prev.tag_ == "NNP":
        return False  # "chairperson of Local 1520": a union local's number ("Local elections in 2010" is JJ)
    if nxt is not None and (_CALL_SIGN.match(nxt.text) or nxt.lower_ in ("am", "fm") and nxt.text.isupper()):
        return False
    if nxt is not None and nxt.tag_ == "NNS" and unit_of(nxt.lower_) is None:
        return False  # "2000 troops"
    after_in = span.start > 0 and span.doc[span.start - 1].lower_ in ("in", "since", "during", "until")
    if (
        nxt is not None
        and nxt.text in ("%", "percent")
        or nxt is not None
        and nxt.text == "to"
        and not after_in
        or tok.like_num
        and "," in tok.text
    ):
        return False  # "2000 to 3000 troops", but "from 100,000 in 1980 to 300,000" names a year
    return not (tok.i > 0 and tok.nbor(-1).text in ("$", "#", "No.", "Nos."))
