"""Issue 52's "one happening per node": a noun told as a further happening of its kind ("even
greater expansion of the alliance") is not the one that took place."""

from __future__ import annotations

from kg.resolve.events.features import CANNOT, verdict
from kg.resolve.events.later import further, further_and_told
from tests.kg.resolve.events.test_wording import NO_TABLES, _view

AHEAD = "In looking ahead to even greater expansion of the alliance, the minister said the door stays open."
DONE = "Some parties in the capital are against the alliance's expansion, saying accession would cost too much."


def test_a_further_expansion_is_not_the_one_done():
    ahead = _view("a", AHEAD, "expansion", "expansion", nominal=True)
    done = _view("b", DONE, "expansion", "expansion", nominal=True)
    assert further(ahead) and not further(done)
    assert further_and_told(ahead, done)
    assert verdict(ahead, done, NO_TABLES)[2] == CANNOT


def test_marks_of_a_further_happening():
    for text, word in (
        ("The company warned of further job cuts at its plants in the north.", "cuts"),
        ("Analysts expect future layoffs at the carmaker's plants in the north.", "layoffs"),
        ("The union fears additional layoffs at the carmaker's plants in the north.", "layoffs"),
    ):
        assert further(_view("a", text, word, word.rstrip("s"), nominal=True)), text
    # A comparative before a modifier says how much, not another one; a verb has no such mark.
    text = "The rebels posed a greater military threat to the capital than before the war."
    assert not further(_view("a", text, "threat", "threat", nominal=True))
    assert not further(_view("a", AHEAD, "looking", "look"))
