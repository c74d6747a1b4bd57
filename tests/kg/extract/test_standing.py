"""States told by a verb of having and stances stated as a statement's content (issue 52: "Iraq
boasts an army of 1 million members" was drawn as "Iraq boasts army"; "he stated that he refused
to let the firms become wards of the state" as a refusal)."""

from __future__ import annotations

import pytest

from kg.extract.standing import came_out_mixed, having, line_moved, standing, stated_stance
from kg.model import EventMention


def _event(text: str, trigger: str, lemma: str, tense: str = "present", obj: str = "", **fields) -> EventMention:
    start = text.index(trigger)
    return EventMention(
        start, start + len(trigger), trigger, lemma, "other", 1, tense=tense, object=obj, subject="x", **fields
    )


@pytest.mark.parametrize(
    ("text", "trigger", "lemma", "tense", "obj", "state"),
    [
        ("Nordland boasts an army of 1 million members.", "boasts", "boast", "present", "army", True),
        ("Nordland boasted a fleet of 40 ships in 1990.", "boasted", "boast", "past", "fleet", True),
        ("Lund boasted that he had won the vote.", "boasted", "boast", "past", "", False),
        ("Lund boasted about the deal on Monday.", "boasted", "boast", "past", "deal", False),
        ("The party numbers about 3,000 members.", "numbers", "number", "present", "", True),
        ("The club counts 200 members.", "counts", "count", "present", "", True),
        ("Police counted 200 bodies on Monday.", "counted", "count", "past", "bodies", False),
        ("The party numbers its members every year.", "numbers", "number", "present", "members", False),
    ],
)
def test_a_verb_of_having_with_a_noun_phrase_is_a_state(text, trigger, lemma, tense, obj, state):
    ev = _event(text, trigger, lemma, tense, obj)
    assert having(ev, text) is state
    assert standing(ev, text) is state


@pytest.mark.parametrize(
    ("text", "trigger", "lemma", "tense", "stance"),
    [
        (
            "Of the ownership he stated that he refused `` to let Nordwerk become a ward of the state ''.",
            "refused",
            "refuse",
            "past",
            True,
        ),
        ("Lund says he vows to fight the ruling.", "vows", "vow", "present", True),
        ("Lund refused to sign the treaty on Monday.", "refused", "refuse", "past", False),
        ("Lund said he refused to sign the treaty.", "refused", "refuse", "past", False),
        ("Lund said he promised to pay the debt.", "promised", "promise", "past", False),
        ("Lund said he had refused to let them in.", "refused", "refuse", "perfect", False),
    ],
)
def test_a_stance_stated_by_its_speaker_is_the_statements_content(text, trigger, lemma, tense, stance):
    assert stated_stance(_event(text, trigger, lemma, tense), text) is stance


@pytest.mark.parametrize(
    ("text", "subject", "figure"),
    [
        ("As of Friday, the border between East and West moved to the eastern border of Nordland.", "border", True),
        ("The frontier shifted east.", "frontier", True),
        ("The border was moved five kilometres east by the treaty.", "border", False),
        ("The troops moved to the border.", "troops", False),
    ],
)
def test_a_line_between_lands_moving_by_itself_is_a_figure(text, subject, figure):
    trigger = next(w for w in ("moved", "shifted") if w in text)
    ev = EventMention(
        text.index(trigger),
        text.index(trigger) + len(trigger),
        trigger,
        "move" if trigger == "moved" else "shift",
        "movement",
        1,
        subject=subject,
        tense="past",
    )
    assert line_moved(ev, text) is figure


@pytest.mark.parametrize(
    ("text", "subject", "state"),
    [
        ("Share prices closed lower in Nordstad and were mixed in Sudstad.", "share prices", True),
        ("Lund said their feelings were mixed.", "feelings", True),
        ("The chemicals were mixed in a vat.", "chemicals", False),
        ("Elsewhere, share prices closed lower in Nordstad and were mixed in Sudstad.", "", True),
        ("Lund stirred the paint and it was mixed in a vat.", "", False),
    ],
)
def test_things_that_vary_coming_out_mixed_is_a_state(text, subject, state):
    start = text.index("mixed")
    ev = EventMention(start, start + 5, "mixed", "mix", "other", 1, subject=subject, tense="past")
    assert came_out_mixed(ev, text) is state
