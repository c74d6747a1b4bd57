"""A verb told as one more act of its kind ("also closed") is another act than the article's
other mentions of that verb."""

from kg.model import Article, EventMention, Extraction, PublicationDate
from kg.resolve.events.additive import additive, told_again
from kg.resolve.events.evidence import judge
from kg.resolve.events.features import CANNOT, Tables, View, view
from tests.kg.resolve.events.test_guard import _clusters

TABLES = Tables({"close": 0.9, "close@verb": 0.9, "arrest": 0.9, "arrest@verb": 0.9}, {}, {})


def _told(aid: str, number: int, text: str, trigger: str, lemma: str, nominal: bool = False) -> View:
    """Article ``aid``'s one mention ``trigger`` (of ``lemma``), the last one in ``text``."""
    start = text.rindex(trigger)
    event = EventMention(start, start + len(trigger), trigger, lemma, "other", 0, nominal=nominal)
    ex = Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), (), (event,))
    return view(number, ex, 0, event, {}, "story")


def test_also_on_a_verb_or_its_auxiliaries_tells_one_more_act():
    for text, trigger in (
        ("Share prices also closed lower in Sydney.", "closed"),
        ("Sansui has also agreed to sell a stake.", "agreed"),
        ("Also closing lower were shares in Tokyo.", "closing"),
    ):
        assert _told("a", 0, text, trigger, "x").additive, text
    for text, trigger in (
        ("Share prices closed lower in London.", "closed"),
        # A passive's "also" tells one more person a happening befell: "Tennant, who also was
        # killed" by the blast that killed "a police officer and a technician".
        ("His two half-brothers were also arrested.", "arrested"),
        ("Tennant, who also was killed in the blast.", "killed"),
        ("He has also been charged with animal cruelty.", "charged"),
        ("A clerk also said the patch was released.", "released"),  # "also" is the saying's
        ("A clerk also heard the blast.", "blast"),
    ):
        made = _told("a", 0, text, trigger, "x", nominal=trigger == "blast")
        assert not made.additive and not additive(text, (0, len(text)), made.mention), text


def test_one_articles_verb_and_its_also_are_two_acts():
    """Issue 52: "London share prices closed sharply lower" and "Share prices also closed lower in
    Sydney, Hong Kong ..." were one node."""
    text = "London share prices closed lower. Share prices also closed lower in Sydney."
    london, sydney = _told("a", 0, text[:33], "closed", "close"), _told("a", 1, text, "closed", "close")
    assert told_again(london, sydney) and told_again(sydney, london)
    assert judge(london, sydney, 1.0, TABLES)[1] == 0.0
    # Another article's close, or a noun, is left to the other tests and the scorer.
    other = _told("b", 1, text, "closed", "close")
    assert not told_again(london, other)
    assert judge(london, other, 1.0, TABLES)[1] not in (0.0, CANNOT)
    assert not told_again(_told("a", 0, "The close was calm.", "close", "close", nominal=True), sydney)
    # Without "also", one article's two mentions are the scorer's.
    assert not told_again(london, _told("a", 1, "Prices closed lower in London.", "closed", "close"))


def test_an_also_never_joins_its_articles_other_mention_through_a_third():
    teen = _told("a", 0, "Police arrested a teen.", "arrested", "arrest")
    brothers = _told("a", 1, "Police also arrested his brothers.", "arrested", "arrest")
    report = _told("b", 2, "Police arrested a teen.", "arrested", "arrest")
    pairs = [(0, 2), (1, 2)]
    assert _clusters([teen, brothers, report], pairs, guarded=False) == {frozenset({0, 1, 2})}
    assert frozenset({0, 1, 2}) not in _clusters([teen, brothers, report], pairs)
