"""Issue 52's "one happening per node": two hopes (two holders, or two things hoped) are two nodes."""

from __future__ import annotations

from kg.model import Article, EventMention, Extraction, PublicationDate
from kg.resolve.events.attitudes import other_attitudes, other_holders
from kg.resolve.events.features import CANNOT, Tables, View, verdict, view


def _view(aid: str, text: str, word: str, lemma: str, sentence: int = 0, nth: int = 0, **fields: object) -> View:
    """Article ``aid``'s mention of the ``nth`` ``word`` (lemma ``lemma``) in sentence ``sentence``, ``text``."""
    start = -1
    for _ in range(nth + 1):
        start = text.index(word, start + 1)
    event = EventMention(start, start + len(word), word, lemma, "other", sentence, **fields)  # type: ignore[arg-type]
    sentences = ((0, len(text)),) * (sentence + 1)
    ex = Extraction(Article(aid, text), PublicationDate(None), sentences, (), (), (), (event,))
    return view(0, ex, 0, event, {}, "story")


DRIVE = "The U.S. hopes its troops will drive Iraqi forces out of Kuwait quickly, leaving much equipment destroyed."
REMAIN = "Meanwhile, the U.S. hopes, economic sanctions and an arms embargo will remain in effect until Iraq pays."


def test_one_holders_two_hopes_in_two_sentences_are_two():
    """Issue 52: "two different hopes" were one node; one report's two sentences of one holder's hope."""
    drive = _view("a", DRIVE, "hopes", "hope", theme="drive", subject="U.S.")
    remain = _view("a", REMAIN, "hopes", "hope", sentence=3, subject="U.S.")
    assert other_attitudes(drive, remain)
    assert verdict(drive, remain, Tables({}, {}, {}))[2] == CANNOT
    # One sentence that tells one belief twice is one belief.
    both = "They believe, or at least many of them believe, that the battle is near and will be fought soon."
    first = _view("b", both, "believe", "believe", subject="They")
    second = _view("b", both, "believe", "believe", nth=1, subject="many")
    assert not other_attitudes(first, second)
    # Another verb told in two sentences is left to the scorer.
    shot = _view("a", DRIVE.replace("hopes", "fired"), "fired", "fire", subject="U.S.")
    again = _view("a", REMAIN.replace("hopes", "fired"), "fired", "fire", sentence=3, subject="U.S.")
    assert not other_attitudes(shot, again)


def test_two_holders_hopes_are_two_and_one_holders_one_hope_is_one():
    """Issue 52: officials in Tanzania "hoped she would produce new aid" and Kenya "was hoping for
    an end to a slump" were one node (the lemma as the parser gives it, "hop")."""
    text = "Officials in Tanzania also hoped she would produce new aid for their countries after the blasts."
    kenya = "The bombings frightened away travelers just as hotel owners were hoping for an end to a slump."
    officials = _view("a", text, "hoped", "hop", theme="produce", subject="Officials")
    hoping = _view("b", kenya, "hoping", "hop", subject="hotel owners")
    assert other_holders(officials, hoping) and other_attitudes(officials, hoping)
    # One holder about one thing in two reports: left to the scorer; a pronoun tells no holder.
    again = _view("c", kenya.replace("just as", "while"), "hoping", "hop", subject="owners")
    assert not other_attitudes(hoping, again)
    they = _view("c", kenya.replace("hotel owners", "they"), "hoping", "hop", subject="they")
    assert not other_holders(hoping, they)
    # One thing suspected by two written holders is one suspicion ("authorities", "investigators").
    arson = "Authorities now suspect arson is to blame for the fire that damaged the church on Friday."
    investigators = "The church was badly damaged by fire Friday night, and investigators suspect arson."
    assert not other_attitudes(
        _view("a", arson, "suspect", "suspect", theme="arson", subject="Authorities"),
        _view("b", investigators, "suspect", "suspect", theme="arson", subject="investigators"),
    )
