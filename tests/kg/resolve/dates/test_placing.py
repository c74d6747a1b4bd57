from kg.model import PublicationDate
from kg.resolve.dates.placing import place_undated


def test_undated_article_takes_its_neighbours_date_consistent_with_weekday():
    dated = PublicationDate("2002-10-21", "dateline", 0.9)  # a Monday
    other = PublicationDate("1999-01-01", "metadata", 1.0)
    names = [{"iraq", "baghdad", "un"}, {"chile"}, {"iraq", "baghdad"}]
    placed = place_undated([dated, other, PublicationDate(None)], names, [[], [], [("Sunday", "past")]])
    assert placed[2].value == "2002-10-21" and placed[2].source == "corpus"
    assert "Sunday" in placed[2].evidence


def test_unrelated_article_stays_undated():
    placed = place_undated(
        [PublicationDate("2002-10-21", "metadata", 1.0), PublicationDate(None)],
        [{"iraq", "baghdad"}, {"peru"}],
        [[], []],
    )
    assert placed[1].value is None and placed[1].source == "none"


def test_names_of_many_dated_articles_count_but_find_no_neighbour_themselves():
    from kg.resolve.dates.placing import COMMON_NAME

    # More than COMMON_NAME dated articles name the United States and Iraq; one of them names Tikrit too.
    dated = [PublicationDate(f"2002-10-{1 + n % 28:02d}", "metadata", 1.0) for n in range(COMMON_NAME + 20)]
    names = [{"united states", "iraq"} for _ in dated]
    names[57] = names[57] | {"tikrit"}
    placed = place_undated(
        [*dated, PublicationDate(None), PublicationDate(None)],
        [*names, {"united states", "iraq", "tikrit"}, {"united states", "iraq"}],
        [[] for _ in range(len(dated) + 2)],
    )
    near_tikrit, vague = placed[-2], placed[-1]
    assert near_tikrit.value == dated[57].value and near_tikrit.evidence.startswith("shares 3 names with article #58")
    assert vague.value is None  # sharing only what a hundred articles share places it nowhere
