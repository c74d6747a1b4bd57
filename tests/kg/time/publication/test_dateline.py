"""Datelines: where, when and by which agency an article was filed."""

import pytest

from kg.time.publication.dateline import find_dateline


@pytest.mark.parametrize(
    ("text", "place", "date_text", "agency"),
    [
        ("RABAT, Sept 11 — British teams began work.", "Rabat", "Sept 11", ""),
        (
            "MARRAKECH, Morocco, Sept. 9, 2023 (Reuters) - A quake struck.",
            "Marrakech, Morocco",
            "Sept. 9, 2023",
            "Reuters",
        ),
        ("WASHINGTON (AP) — The Senate voted.", "Washington", "", "AP"),
        ("CAIRO, Oct 20 (AP) — Talks resumed.", "Cairo", "Oct 20", "AP"),
        ("WASHINGTON (AP) Oct. 21, 2002 - The Senate voted.", "Washington", "Oct. 21, 2002", "AP"),
        ("BAGHDAD/WASHINGTON, 21 October — Iraq said.", "Baghdad/Washington", "21 October", ""),
        ("NEW YORK (Reuters) -Stocks fell.", "New York", "", "Reuters"),
        ("JERUSALEM (AP)_ Top officials sent signals Sunday.", "Jerusalem", "", "AP"),  # AP's old underscore
        ("NAIROBI, Kenya (AP) _ Rescuers searched.", "Nairobi, Kenya", "", "AP"),
        ("PARIS, March 3 – Ministers met.", "Paris", "March 3", ""),  # en dash
        ("BERLIN, March 3 -- Ministers met.", "Berlin", "March 3", ""),  # double hyphen
        ("LONDON, March 3: Ministers met.", "London", "March 3", ""),  # colon
        ("Mumbai, Nov 11 -\nIndian Navy patrols thwarted an attack.", "Mumbai", "Nov 11", ""),  # dash ends the line
        ("WASHINGTON-April 27 -\nScientists called on the department.", "Washington", "April 27", ""),
        (
            "Mannheim, Germany (Sports Network) - Klitschko retained his belts.",
            "Mannheim, Germany",
            "",
            "Sports Network",
        ),
        ("March 3 (Reuters) - Shares fell.", "", "March 3", "Reuters"),
        ("Cairo, Egypt — Talks resumed.", "Cairo, Egypt", "", ""),
        ("RIO DE JANEIRO, Brazil, Friday, June 2 (AFP) — Rain fell.", "Rio De Janeiro, Brazil", "June 2", "AFP"),
    ],
)
def test_dateline_forms(text, place, date_text, agency):
    found = find_dateline(text)
    assert found is not None, text
    assert (found.place, found.date_text, found.agency) == (place, date_text, agency)
    assert text[found.start : found.end] == found.text
    if agency:
        assert text[found.agency_start : found.agency_end] == f"({agency})"


def test_dateline_under_headline_and_byline():
    text = "Foreign rescue teams join search\n\nBy Jane Doe\n\nRABAT, Sept 11 — Teams began work.\n\nMore."
    found = find_dateline(text)
    assert found is not None and (found.place, found.date_text) == ("Rabat", "Sept 11")
    assert text[found.start : found.end] == "RABAT, Sept 11"


@pytest.mark.parametrize(
    "text",
    [
        "Iraq: the long war",  # a headline with a colon
        "US - Iraq talks resume",  # two capitals are not a dateline place
        "BREAKING — Quake hits Morocco",
        # Page furniture and headline kickers seen on ECB+ pages: a colon needs a date or an agency.
        "Lindsay Lohan checks into rehab\nActress Lindsay Lohan checked into rehab late Thursday.\nPUBLISHED: THURSDAY",
        "REPORT: RED SOX MAKE HUGE OFFER\non Tuesday, 16 December 2008 13:45.",
        "CHARGED WITH MURDER: What the media won't tell you",
        "LONDON: Ministers met.",
        "Weitz, an Academy Award (R)-nominated writer, will direct.",  # "(R)" is no agency
        "The army said - in a statement - that it had won.",
        "Officials said on Oct. 20 - a Sunday - that talks would resume.",
        "Iraq began releasing political prisoners under an unprecedented amnesty issued Sunday by President X to "
        "inmates and exiles to mark his win in an uncontested election last week and more words here to be long.\n"
        "LONDON — not a dateline, the body began above.",
    ],
)
def test_not_datelines(text):
    assert find_dateline(text) is None
