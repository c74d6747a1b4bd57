from kg.corpus_dates import place_undated
from kg.model import PublicationDate


def test_undated_article_takes_its_neighbours_date_consistent_with_weekday():
    dated = PublicationDate("2002-10-21", "dateline", 0.9)  # a Monday
    other = PublicationDate("1999-01-01", "metadata", 1.0)
    names = [{"iraq", "baghdad", "un"}, {"chile"}, {"iraq", "baghdad"}]
    placed = place_undated([dated, other, PublicationDate(None)], names,
                           [[], [], [("Sunday", "past")]])
    assert placed[2].value == "2002-10-21" and placed[2].source == "corpus"
    assert "Sunday" in placed[2].evidence


def test_unrelated_article_stays_undated():
    placed = place_undated([PublicationDate("2002-10-21", "metadata", 1.0), PublicationDate(None)],
                           [{"iraq", "baghdad"}, {"peru"}], [[], []])
    assert placed[1].value is None and placed[1].source == "none"
