"""Issue 52's "one happening per node": a gathering noun in two articles joins only on evidence."""

from dataclasses import replace

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.resolve.events.apart import about_other_things
from kg.resolve.events.features import Tables, View, view
from kg.resolve.events.gatherings import other_gatherings

NAMES = ("Varenko", "Ostrava", "Lindqvist", "Tarsk")


def _view(aid: str, lemma: str = "conference", number: int = 0, date: str | None = None, **fields: object) -> View:
    """Article ``aid``'s one gathering noun ``lemma``, four names in its sentence (none its argument unless given)."""
    text = f"Varenko, Ostrava, Lindqvist and Tarsk: the {lemma} was held."
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, "PERSON", 0) for n in NAMES)
    start = text.index(lemma)
    event = EventMention(start, start + len(lemma), lemma, lemma, "meeting", 0, nominal=True, **fields)
    ex = Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), mentions, (event,))
    found = view(number, ex, 0, event, {(aid, i): n.lower() for i, n in enumerate(NAMES)}, "story")
    return replace(found, date=date)


def test_two_articles_news_conferences_with_nothing_in_common_are_two():
    """Issue 52: "a joint news conference with Albright" and "a press conference at the Jomo
    Kenyatta airport" three days later, in two reports, were one node."""
    joint = _view("a", participants=(0, 1))
    airport = _view("b", number=1)
    assert other_gatherings(joint, airport)
    assert other_gatherings(joint, _view("b", number=1, participants=(2,)))  # another's conference


def test_a_party_a_place_or_a_day_in_common_leaves_them_to_the_scorer():
    joint = _view("a", participants=(0, 1))
    assert not other_gatherings(joint, _view("b", number=1, participants=(1,)))
    # "Gary Ross in negotiations", "Ross is in negotiations with Lionsgate": named in both sentences.
    assert not other_gatherings(_view("a", context=(2,)), _view("b", number=1, context=(2, 3)))
    assert other_gatherings(_view("a", context=(2,)), _view("b", number=1, context=(3,)))
    assert not other_gatherings(_view("a", date="1998-08-18"), _view("b", number=1, date="1998-08-19"))
    assert other_gatherings(_view("a", date="1998-08-18"), _view("b", number=1, date="1998-08-28"))


def test_two_places_part_one_partys_gatherings():
    """One minister's two news conferences, in two cities."""
    here, there = _view("a", participants=(0,), places=(1,)), _view("b", number=1, participants=(0,), places=(3,))
    assert other_gatherings(here, there)
    assert not other_gatherings(here, _view("b", number=1, participants=(0,), places=(1,)))


def test_only_gathering_nouns_of_two_articles():
    """One article's mentions are left to the scorer, and so are other classes and verbs."""
    assert not other_gatherings(_view("a"), _view("a", number=1))
    attack = _view("b", number=1)
    attack = replace(attack, mention=replace(attack.mention, event_class="conflict"))
    other = _view("a")
    assert not other_gatherings(replace(other, mention=replace(other.mention, event_class="conflict")), attack)
    verb = _view("b", number=1)
    assert not other_gatherings(_view("a"), replace(verb, mention=replace(verb.mention, nominal=False)))


def test_scheduled_of_two_things_is_two_acts():
    """Issue 52: "The suspect was scheduled to appear before a judge" and "authorities scheduled
    a news conference" were one node."""
    tables = Tables({"schedule": 0.9, "schedule@verb": 0.9}, {}, {})
    appear = _view("a", "schedule", subject="The suspect")
    appear = replace(appear, mention=replace(appear.mention, nominal=False, event_class="other"))
    news = replace(appear, key=("b", 0), mention=replace(appear.mention, subject="authorities", theme="conference"))
    assert about_other_things(appear, news, tables)
    assert not about_other_things(news, replace(news, key=("c", 0)), tables)


def test_a_named_place_and_an_unnamed_building_elsewhere_are_two():
    """Round 18's audit: a NATO ceremony "held in the city of Independence" and "a NATO
    flag-lowering ceremony at the Dutch embassy" (NATO named in both) were one node."""
    held = replace(
        _view("a", lemma="ceremony", participants=(0,), places=(1,)),
        before="The three joined NATO at a",
        after="ceremony held in the city of Ostrava",
    )
    embassy = replace(
        _view("b", lemma="ceremony", number=1, participants=(0,)), after="ceremony at the Dutch embassy, he said"
    )
    assert other_gatherings(held, embassy)
    assert other_gatherings(embassy, held)
    # "before the signing ceremony": no place, and no embassy in its sentence either
    signing = replace(
        _view("c", lemma="ceremony", number=2, participants=(0,)), before="In speeches before the signing"
    )
    assert other_gatherings(signing, embassy)
    # a building with a name ("at the Truman Library") is no unnamed one
    library = replace(_view("b", lemma="ceremony", number=1, participants=(0,)), after="ceremony at the Truman Library")
    assert not other_gatherings(held, library)
    # the same kind of building in the other sentence, or a named place that is one, may be it
    there = replace(signing, after="ceremony at the embassy in Budapest")
    assert not other_gatherings(there, embassy)
    inside = replace(_view("b", lemma="ceremony", number=1, participants=(0,)), after="ceremony at the library")
    assert not other_gatherings(replace(held, places=frozenset({"ostrava library"})), inside)
    # a sentence too short to keep its words says nothing
    short = replace(_view("c", lemma="ceremony", number=2, participants=(0,)), before="", after="")
    assert not other_gatherings(short, embassy)
