"""kg.resolve.key_happenings: one violent happening told by two word families is one key event."""

from __future__ import annotations

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate, Timex, TimexSpan
from kg.resolve.key_events import key_events

SENTENCES = ((0, 40), (41, 80), (81, 120), (121, 160))
NAMES = ("Kim Lee", "Bo Park", "Al Ruiz", "Di Chen")


def _told(
    aid: str, words: list[tuple[str, str, str, int]], day: str = "2013-03-09", doers: dict[str, int] | None = None
) -> Extraction:
    """An article telling ``words`` as (trigger, lemma, class, sentence), each a fact on ``day``,
    done to the first of :data:`NAMES` (a word ending in "2" to the second), by the name
    ``doers`` gives its lemma (a place in :data:`NAMES`), if any."""
    events = tuple(
        EventMention(
            0,
            len(trigger),
            trigger,
            lemma,
            cls,
            sentence,
            patients=(1,) if lemma.endswith("2") else (0,),
            agents=(doers[lemma],) if doers and lemma in doers else (),
            factuality="fact",
            timex=0,
            nominal=trigger == lemma,
        )
        for trigger, lemma, cls, sentence in words
    )
    return Extraction(
        Article(aid, "x" * 160),
        PublicationDate(None),
        SENTENCES,
        timex_spans=(TimexSpan(20, 30, day, 0),),
        timexes=(Timex(20, 30, day, 0, "DATE", day, "day"),),
        mentions=tuple(Mention(0, len(n), n, n, "PERSON", 0) for n in NAMES),
        events=events,
    )


def _ids(articles: list[Extraction]) -> tuple[dict[tuple[str, int], str], dict[tuple[str, int], str]]:
    """Each mention's node (its lemma) and each name's entity."""
    event_of = {(ex.article.id, i): m.lemma for ex in articles for i, m in enumerate(ex.events)}
    ids = ("kim-lee", "bo-park", "al-ruiz", "di-chen")
    entity_of = {(ex.article.id, i): ids[i] for ex in articles for i in range(len(ids))}
    return event_of, entity_of


def test_a_shooting_and_the_killing_it_was_of_one_victim_on_one_day_are_one_key_event() -> None:
    """Police shot a teenager and killed him: some leads tell "killed" (with his name), more articles
    the "shooting". Two nodes, their words unrelated, split the reports, and the killing led with
    a vote more; listed apart, the story's key events told one happening twice."""
    killed, shooting = ("killed", "kill", "conflict", 0), ("shooting", "shooting", "conflict", 2)
    vigil = ("vigil", "vigil", "other", 3)
    articles = [_told(f"a{n}", [killed, shooting, shooting, vigil]) for n in range(3)]
    articles += [_told(f"b{n}", [shooting, shooting]) for n in range(2)]
    articles += [_told("c0", [killed, vigil])]
    event_of, entity_of = _ids(articles)
    lemma = {"kill": "kill", "shooting": "shooting", "vigil": "vigil"}
    # No names: nothing ties the two words to one happening; the killing's leads put it first.
    assert key_events(articles, event_of, lemma) == ["kill", "shooting", "vigil"]
    # One victim, one day: one key event, listed by the node the most articles report.
    assert key_events(articles, event_of, lemma, entity_of=entity_of) == ["shooting", "vigil"]
    # Named by one doer in both words, still one; by two doers, two acts.
    for doers, ranked in (((2, 2), ["shooting", "vigil"]), ((2, 3), ["kill", "shooting", "vigil"])):
        by = [
            _told(ex.article.id, [_words(m) for m in ex.events], doers=dict(zip(("kill", "shooting"), doers)))
            for ex in articles
        ]
        assert key_events(by, event_of, lemma, entity_of=entity_of) == ranked


def _words(m: EventMention) -> tuple[str, str, str, int]:
    return m.trigger, m.lemma, m.event_class, m.sentence


def test_violence_of_two_victims_two_days_or_another_kind_stays_apart() -> None:
    killed, shooting = ("killed", "kill", "conflict", 0), ("shooting", "shooting", "conflict", 1)
    lemma = {"kill": "kill", "shooting": "shooting", "shooting2": "shooting2", "arrest": "arrest"}
    # Another victim: two happenings.
    other = ("shooting", "shooting2", "conflict", 1)
    articles = [_told(f"a{n}", [killed, other, other]) for n in range(3)] + [_told("b0", [other])]
    event_of, entity_of = _ids(articles)
    assert set(key_events(articles, event_of, lemma, entity_of=entity_of)) == {"kill", "shooting2"}
    # Another day: the killing told on the 9th, the shooting on the 8th.
    articles = [_told(f"a{n}", [killed]) for n in range(3)] + [
        _told(f"b{n}", [shooting], "2013-03-08") for n in range(4)
    ]
    event_of, entity_of = _ids(articles)
    assert set(key_events(articles, event_of, lemma, entity_of=entity_of)) == {"kill", "shooting"}
    # An arrest of him that day is no act of violence: another happening.
    arrest = ("arrested", "arrest", "legal", 1)
    articles = [_told(f"a{n}", [killed, arrest, arrest]) for n in range(4)]
    event_of, entity_of = _ids(articles)
    assert set(key_events(articles, event_of, lemma, entity_of=entity_of)) == {"kill", "arrest"}
