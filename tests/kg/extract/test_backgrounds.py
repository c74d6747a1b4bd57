"""Backgrounds told by a verb (issue 52: "wearing a white hard hat, she toured", "Worried that
phones were tapped, Felt arranged", "the problems that are facing Afghanistan", "it now holds
1,384,119 Octel common shares", "as dawn broke Saturday", a page's "UPDATED: 06:55 GMT" were drawn as happenings)."""

from __future__ import annotations

import pytest

from kg.extract.asides import asides
from kg.extract.backgrounds import background
from kg.model import EventMention


def _event(text: str, trigger: str, lemma: str, tense: str = "", subject: str = "", theme: str = "") -> EventMention:
    start = text.index(trigger)
    return EventMention(
        start, start + len(trigger), trigger, lemma, "other", 1, tense=tense, subject=subject, theme=theme
    )


@pytest.mark.parametrize(
    ("text", "trigger", "lemma", "tense", "subject", "theme", "hidden"),
    [
        ("Wearing a white hard hat, she toured the damage.", "Wearing", "wear", "", "she", "hat", True),
        ("Worried that phones were tapped, Lund arranged meetings.", "Worried", "worry", "", "Lund", "", True),
        ("These are the problems that are facing Nordland.", "facing", "face", "present", "that", "Nordland", True),
        ("The challenges facing the team are many.", "facing", "face", "", "", "team", True),
        ("Lund faced the press on Monday.", "faced", "face", "past", "Lund", "press", False),
        ("Vexa said it now holds 1,384,119 Octel common shares.", "holds", "hold", "present", "it", "shares", True),
        ("Vexa holds talks with Octel on Monday.", "holds", "hold", "present", "Vexa", "talks", False),
        ("Vexa bought 100,000 shares last week.", "bought", "buy", "past", "Vexa", "shares", False),
        ("Officials said as dawn broke Saturday that 82 were killed.", "broke", "break", "past", "dawn", "", True),
        ("The dam broke on Saturday.", "broke", "break", "past", "dam", "", False),
        ("The rebels attacked when night fell.", "fell", "fall", "past", "night", "", True),
        ("82 were killed, officials said as dawn broke Saturday.", "broke", "break", "past", "", "", True),
        ("Shares fell 5% on Monday.", "fell", "fall", "past", "Shares", "", False),
        ("Vote set for May. Published on Friday, 27 September 2013", "Published", "publish", "", "", "", True),
        ("PUBLISHED: 16:05 GMT | UPDATED: 06:55 GMT, 10 June 2013", "UPDATED", "update", "", "", "", True),
        ("10 June 2013 Last updated at 14:00 GMT", "updated", "update", "past", "Last", "", True),
        ("Bomb scare\nLast updated at 14:00 GMT", "updated", "update", "past", "Last", "", True),
        ("Kin held | UPDATED: 06:55 GMT, 10 June 2013", "UPDATED", "update", "past", "Kin", "", True),
        ("The paper published on Friday a report.", "published", "publish", "past", "paper", "report", False),
        ("Microsoft updated Windows on Tuesday.", "updated", "update", "past", "Microsoft", "Windows", False),
    ],
)
def test_a_background_is_hidden(text, trigger, lemma, tense, subject, theme, hidden):
    ev = _event(text, trigger, lemma, tense, subject, theme)
    assert background(ev, text) is hidden
    assert (0 in asides([ev], text)) is hidden


@pytest.mark.parametrize(
    ("text", "trigger", "lemma", "tense", "obj", "hidden"),
    [
        (
            "These results compare with net income of $1.8 million a year ago.",
            "compare",
            "compare",
            "present",
            "",
            True,
        ),
        ("Sales compared favorably to last year's.", "compared", "compare", "past", "", True),
        ("The analyst compared the results with last year's.", "compared", "compare", "past", "results", False),
        (
            "The administration is looking toward bankruptcy for the automakers.",
            "looking",
            "look",
            "progressive",
            "",
            True,
        ),
        ("The board looks at options for the unit.", "looks", "look", "present", "", True),
        ("The boy looked at the camera and smiled.", "looked", "look", "past", "", False),
        ("The panel will look at the prospects.", "look", "look", "future", "", False),
        ("Police are looking for the driver.", "looking", "look", "progressive", "", False),
    ],
)
def test_a_comparison_or_an_option_weighed_is_hidden(text, trigger, lemma, tense, obj, hidden):
    """Issue 52: "these results compare with net income" and "is looking toward bankruptcy
    proceedings" were drawn as happenings; figures set side by side and a course weighed are not."""
    start = text.index(trigger)
    ev = EventMention(start, start + len(trigger), trigger, lemma, "other", 1, tense=tense, object=obj)
    assert background(ev, text) is hidden
