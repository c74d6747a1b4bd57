"""Issue 52's "one happening per node": an event and its own time anchor, two transfers of other
amounts, two relations between other things, are two nodes."""

from __future__ import annotations

import numpy as np

from kg.model import Article, EventMention, Extraction, PublicationDate
from kg.resolve.events.by_story import average_linkage
from kg.resolve.events.features import View, view
from kg.resolve.events.guard import Guard
from kg.resolve.events.marks import anchor, other_marks


def _view(
    aid: str, text: str, word: str, lemma: str, number: int = 0, nth: int = 0, sentence: int = 0, **fields: object
) -> View:
    """Article ``aid``'s mention of the ``nth`` ``word`` (lemma ``lemma``) in the one sentence ``text``."""
    start = -1
    for _ in range(nth + 1):
        start = text.index(word, start + 1)
    event = EventMention(start, start + len(word), word, lemma, "occurrence", sentence, **fields)  # type: ignore[arg-type]
    sentences = ((0, len(text)),) * (sentence + 1)  # the one sentence, at its number
    ex = Extraction(Article(aid, text), PublicationDate(None), sentences, (), (), (), (event,))
    return view(number, ex, 0, event, {}, "story")


LAUNCH = "Jobs said that just one year after launching the phone, we are launching the new phone that is twice as fast."
SINCE = "Since the original phone was released in 2007, the company has released a new model every summer."


def test_a_word_told_as_the_time_of_another_use_of_it_is_an_earlier_happening():
    """Issue 52: "one year after launching the iPhone, we're launching the new iPhone 3G" was one
    launch; so would be "since the iPhone was released ... has released"."""
    first, second = _view("a", LAUNCH, "launching", "launch"), _view("a", LAUNCH, "launching", "launch", nth=1)
    assert anchor(first) and not anchor(second)
    assert other_marks(first, second)
    was, has = _view("a", SINCE, "released", "release"), _view("a", SINCE, "released", "release", nth=1)
    assert anchor(was) and not anchor(has) and other_marks(was, has)
    # A main clause after a time phrase is no anchor ("after the storm we saw"), and an anchor in
    # another sentence is left to the scorer: "days after the quake" is most often the article's quake.
    saw = _view("a", "Only hours after the storm we saw the roofs that the wind had torn off.", "saw", "see")
    assert not anchor(saw)
    quake = "Rescuers reached the town two days after the quake and found the school in ruins."
    struck = "The quake struck the mountain town early on Sunday morning as people slept."
    assert not other_marks(_view("a", quake, "quake", "quake"), _view("a", struck, "quake", "quake", sentence=1))


RECEIVED = "The government will give GM more money in addition to the funds it has already received."
GERMAN = "He also mentioned that GM had already received $1.5 million in bridge financing from the German government."


def test_one_transfer_with_an_amount_and_one_without_are_two():
    """Issue 52: the US funds GM "has already received" and the "$1.5 million" it "had already
    received" from the German government were one node."""
    us = _view("a", RECEIVED, "received", "receive")
    german = _view("b", GERMAN, "received", "receive", quantities=("1.5",))
    assert other_marks(us, german)
    # One amount told twice is one transfer; so are two mentions that name none.
    again = _view("c", GERMAN.replace("He also mentioned", "Reports said"), "received", "receive", quantities=("1.5",))
    assert not other_marks(german, again)
    assert not other_marks(us, _view("c", RECEIVED.replace("GM", "the company"), "received", "receive"))


SITES = "The spokeswoman said the United States had very good intelligence linking the sites with the attacks."
BLASTS = "He said he cannot confirm there is any evidence linking the bomb blasts to the Saudi millionaire."


def test_two_relations_between_other_things_are_two():
    """Issue 52: "intelligence linking the sites", "evidence linking the blasts" and "a group
    linked with Laden" were one node."""
    sites = _view("a", SITES, "linking", "link", theme="site")
    blasts = _view("b", BLASTS, "linking", "link", theme="blast")
    assert other_marks(sites, blasts)
    assert not other_marks(sites, _view("c", SITES, "linking", "link", theme="site"))


def test_the_guard_keeps_an_anchor_and_its_happening_apart_through_a_third_mention():
    """A launch in another sentence scored like both must not carry the anchor and the launch it
    times into one node."""
    views = [
        _view("a", LAUNCH, "launching", "launch", 0),
        _view("a", "Apple launched a new version of its phone today.", "launched", "launch", 1, sentence=1),
        _view("a", LAUNCH, "launching", "launch", 2, nth=1),
    ]
    pairs = [(0, 1), (1, 2)]
    unguarded = dict(average_linkage(3, pairs, np.full(2, 0.9), 0.5, None))
    assert unguarded.get(0, 0) == unguarded.get(2, 2)
    guarded = dict(average_linkage(3, pairs, np.full(2, 0.9), 0.5, Guard(views)))
    assert guarded.get(0, 0) != guarded.get(2, 2)


NAMED = "Frederick B. Taylor, 48, also was named a vice chairman and chief investment officer, a new post."
DIRECTOR = "Mr. Taylor also was named a director, increasing the board to 22 members."


def test_two_appointments_to_posts_with_no_title_in_common_are_two():
    """Issue 52: Taylor "named a vice chairman" and "named a director" were one node."""
    vice = _view("a", NAMED, "named", "name")
    director = _view("a", DIRECTOR, "named", "name", sentence=1)
    assert other_marks(vice, director)
    # "as X" and "to X" are the post too, and a noun's only there ("his appointment as director").
    appointed = "The company appointed Ann Lee as chief financial officer of its bank."
    promoted = "Ann Lee was promoted to general manager of the bank last spring."
    director = DIRECTOR.replace("named", "appointed")
    assert other_marks(_view("b", appointed, "appointed", "appoint"), _view("c", director, "appointed", "appoint"))
    assert not other_marks(_view("b", promoted, "promoted", "promote"), _view("c", promoted, "promoted", "promote"))
    noun = "The board approved his appointment as director of the new office in Boston."
    nominal = _view("b", noun, "appointment", "appoint", nominal=True)
    assert other_marks(nominal, _view("c", appointed, "appointed", "appoint"))
    assert not other_marks(
        _view("b", "His appointment was welcomed by the chairman.", "appointment", "appoint", nominal=True), nominal
    )
    # A post with a title in common is one appointment told twice ("chairman and chief executive"
    # and "chief executive"); a complement with no post ("named in the lawsuit") never separates.
    both = "H. Marshall Schwarz was named chairman and chief executive officer of the trust company."
    one = "Schwarz, who was named chief executive officer yesterday, starts in February next year."
    assert not other_marks(_view("a", both, "named", "name"), _view("b", one, "named", "name"))
    suit = "Mr. Taylor was also named in the lawsuit filed by the shareholders last week."
    assert not other_marks(_view("a", DIRECTOR, "named", "name"), _view("b", suit, "named", "name"))


def test_the_guard_keeps_two_posts_apart_through_a_third_mention():
    """A bare "named" scored like both must not carry the two posts into one node."""
    views = [
        _view("a", NAMED, "named", "name", 0),
        _view("a", "He was named on Tuesday, the company said in a statement.", "named", "name", 1, sentence=1),
        _view("a", DIRECTOR, "named", "name", 2, sentence=2),
    ]
    pairs = [(0, 1), (1, 2)]
    guarded = dict(average_linkage(3, pairs, np.full(2, 0.9), 0.5, Guard(views)))
    assert guarded.get(0, 0) != guarded.get(2, 2)


def test_one_transfer_from_two_named_sources_is_two():
    """Issue 52: "received $1.5 million ... from the German government" and "$1.5 million" received
    from the U.S. Treasury are two transfers; so are two loans to two named borrowers."""
    german = _view("a", GERMAN, "received", "receive", quantities=("1.5",))
    treasury = GERMAN.replace("the German government", "the U.S. Treasury in Washington")
    assert other_marks(german, _view("b", treasury, "received", "receive", quantities=("1.5",)))
    lent = "The government lent $5 billion to Chrysler, officials said on Friday."
    assert other_marks(
        _view("a", lent, "lent", "lend", quantities=("5",)),
        _view("b", lent.replace("Chrysler", "General Motors"), "lent", "lend", quantities=("5",)),
    )
    # A source not named, or a pronoun, never separates; one named source told twice is one.
    unnamed = GERMAN.replace("the German government", "the government")
    pronoun = GERMAN.replace("the German government", "them")
    assert not other_marks(german, _view("b", unnamed, "received", "receive", quantities=("1.5",)))
    assert not other_marks(german, _view("b", pronoun, "received", "receive", quantities=("1.5",)))
    again = "Reports said GM had received $1.5 million from the German government in June."
    assert not other_marks(german, _view("b", again, "received", "receive", quantities=("1.5",)))


SIXTH = "Klitschko had him on the canvas early in the sixth round with a double left hook and a right."
SEVENTH = "Klitschko stopped Rahman after 44 seconds of the seventh round of their contest in Germany."


def test_two_numbered_happenings_of_one_series_are_two():
    """Issue 52: "the sixth round", "the seventh round" and "the third round" of one bout were one node."""
    sixth = _view("a", SIXTH, "round", "round", nominal=True)
    seventh = _view("b", SEVENTH, "round", "round", nominal=True)
    assert other_marks(sixth, seventh)
    earlier = "Klitschko was coming off an 11th-round knockout of Tony Thompson in July last year."
    assert other_marks(sixth, _view("c", earlier, "round", "round", nominal=True))
    # One ordinal in two reports is one; "last" names no number, and a charge's degree is no ordinal.
    again = _view("c", SEVENTH.replace("after 44 seconds", "early"), "round", "round", nominal=True)
    last = _view("c", SEVENTH.replace("seventh", "last"), "round", "round", nominal=True)
    assert not other_marks(seventh, again) and not other_marks(sixth, last)
    fourth = "Voters cast ballots on Sunday in the country's fourth parliamentary election since 1991."
    fourth_again = "The 4th parliamentary election of the country ended on Sunday without incident."
    assert not other_marks(
        _view("a", fourth, "election", "election", nominal=True),
        _view("b", fourth_again, "election", "election", nominal=True),
    )
    first = "Lopez was found guilty of first-degree murder in the death of the young mother."
    second = "Lopez was found guilty of second-degree murder in the death of the young mother."
    assert not other_marks(
        _view("a", first, "murder", "murder", nominal=True), _view("b", second, "murder", "murder", nominal=True)
    )
