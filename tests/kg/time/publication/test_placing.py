from kg.model import PublicationDate
from kg.time.publication.placing import place_undated


def test_undated_article_takes_its_storys_date_consistent_with_weekday():
    dated = PublicationDate("2002-10-21", "dateline", 0.9)  # a Monday
    other = PublicationDate("1999-01-01", "metadata", 1.0)
    placed = place_undated(
        [dated, other, PublicationDate(None)], ["iraq", "chile", "iraq"], [[], [], [("Sunday", "past")]]
    )
    assert placed[2].value == "2002-10-21" and placed[2].source == "corpus"
    assert "Sunday" in placed[2].evidence


def test_article_of_another_story_stays_undated():
    placed = place_undated(
        [PublicationDate("2002-10-21", "metadata", 1.0), PublicationDate(None)], ["a", "b"], [[], []]
    )
    assert placed[1].value is None and placed[1].source == "none"
    alone = place_undated(
        [PublicationDate("2002-10-21", "metadata", 1.0), PublicationDate(None)], [None, None], [[], []]
    )
    assert alone[1].value is None


def test_only_dates_an_article_gives_itself_are_spread():
    # A body-text guess and a date spread before are no evidence for a third article.
    guessed = [PublicationDate("1923-04-22", "text", 0.5), PublicationDate("1923-04-22", "corpus", 0.5)]
    placed = place_undated([*guessed, PublicationDate(None)], ["s", "s", "s"], [[], [], []])
    assert placed[2].value is None


def test_a_story_whose_dates_disagree_dates_nothing():
    story = [PublicationDate("2000-01-06", "dateline", 0.95), PublicationDate("2000-04-01", "metadata", 1.0)]
    placed = place_undated([*story, PublicationDate(None)], ["s", "s", "s"], [[], [], []])
    assert placed[2].value is None
    close = [PublicationDate("2000-01-06", "dateline", 0.95), PublicationDate("2000-01-07", "stated", 0.95)]
    placed = place_undated([*close, PublicationDate(None)], ["s", "s", "s"], [[], [], []])
    assert placed[2].value == "2000-01-07" and placed[2].evidence.startswith("its story's 2 dated articles")
