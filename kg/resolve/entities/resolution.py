"""Corpus-wide entity resolution: one entity per real-world actor.

Mentions are grouped by name key, then keys are joined by acronyms, by
organisations' short names that abbreviate one full name, and by fuzzy
matching of transliteration variants within the same type. Blocking keeps it
linear-ish. A short person name ("Walter") joins a full name only inside its
own story (:mod:`kg.resolve.entities.short_names`), so the stories are found
from the other joins first.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from kg.extract.names import ORG_DESIGNATORS, NameKeys
from kg.grouping import UnionFind, majority
from kg.ids import IdPool, slug
from kg.model import Entity, Extraction, MentionIndex, MentionKey
from kg.resolve.entities.aliases import Aliases
from kg.resolve.entities.forms import acronyms, demonym_stem, water_stem
from kg.resolve.entities.headlines import headline_cuts, lowercase_words
from kg.resolve.entities.person_names import person_cuts
from kg.resolve.entities.places import settle_places
from kg.resolve.entities.short_names import join_short_names, story_short_names
from kg.resolve.entities.variants import join_variants, neighbours
from kg.resolve.stories import find_stories, story_index
from kg.safe_text import visible

_DOTTED = re.compile(r"(?:[A-Za-z]\.){2,}")


@dataclass(frozen=True)
class NameGroups:
    """The corpus-wide joins of names: each mention's name key, and the keys joined into groups.

    Short person names are not settled yet: they join only inside their story
    (:func:`~kg.resolve.entities.short_names.story_short_names`), and the
    stories are found from these groups (:meth:`index`).
    """

    keys: dict[MentionKey, str]
    forms: dict[MentionKey, str]  # the written form of names a headline or a role word was cut from
    groups: UnionFind[str]
    key_type: dict[str, str]
    name_keys: NameKeys
    aliases: Aliases

    def index(self) -> MentionIndex:
        """(article id, mention index) -> its group's key: provisional ids, enough to tell stories apart."""
        return MentionIndex((mention, self.groups.find(key)) for mention, key in self.keys.items())


def resolve_entities(
    extractions: Sequence[Extraction], aliases: Aliases | None = None, story_of: Mapping[str, str] | None = None
) -> tuple[list[Entity], MentionIndex]:
    """Group every mention of the corpus into entities.

    ``aliases`` (from the user's file) join names first and name the entity.
    ``story_of`` (article id -> story id) says where a short person name may
    find its full name; without it the stories are found from the names'
    corpus-wide groups (:func:`group_names`), as :func:`kg.pipeline.corpus.resolve_corpus` does.
    Returns the entities (sorted by id) and a map from (article id, mention
    index) to entity id.
    """
    names = group_names(extractions, aliases)
    if story_of is None:
        story_of = story_index(find_stories(extractions, names.index()))
    return entities_in_stories(extractions, names, story_of)


def group_names(extractions: Sequence[Extraction], aliases: Aliases | None = None) -> NameGroups:
    """Mentions grouped by name key, and keys joined across the corpus: the user's aliases,
    company designators, acronyms, demonyms, place prefixes, organisations' short names and
    spelling variants. Short person names are left to :func:`entities_in_stories`."""
    # Every mention's key is asked for in several passes over the corpus: made once each here.
    name_keys = NameKeys()
    keys, forms = _mention_keys(extractions, name_keys)
    surfaces: dict[str, Counter[str]] = defaultdict(Counter)
    types: dict[str, Counter[str]] = defaultdict(Counter)
    for ex in extractions:
        for number, m in enumerate(ex.mentions):
            key = keys[(ex.article.id, number)]
            surfaces[key][forms.get((ex.article.id, number), m.name)] += 1
            types[key][m.type] += 1
    groups = UnionFind[str]()
    for key in sorted(surfaces):
        groups.find(key)
    key_type = {k: majority(c) for k, c in types.items()}
    aliases = aliases or Aliases()
    _join_aliases(groups, surfaces, aliases)
    _join_designated(groups, key_type)
    _join_waters(groups, key_type)
    context = neighbours(extractions, keys)
    _join_acronyms(groups, surfaces, key_type, context)
    _join_demonyms(groups, key_type)
    _join_place_prefixed(groups, key_type)
    join_short_names(groups, key_type)
    join_variants(groups, key_type, context)
    return NameGroups(keys, forms, groups, key_type, name_keys, aliases)


def entities_in_stories(
    extractions: Sequence[Extraction], names: NameGroups, story_of: Mapping[str, str]
) -> tuple[list[Entity], MentionIndex]:
    """The entities of ``names`` once each short name is settled in its story (``story_of``:
    article id -> story id), as :func:`resolve_entities` returns them."""
    keys = dict(names.keys)
    keys.update(
        story_short_names(extractions, keys, names.groups, names.key_type, story_of, frozenset(names.aliases.canonical))
    )
    entities, entity_of = _build(extractions, names.groups, keys, names.forms, names.aliases)
    return settle_places(entities, extractions, names.name_keys), entity_of


def _mention_keys(
    extractions: Sequence[Extraction], name_keys: NameKeys
) -> tuple[dict[tuple[str, int], str], dict[tuple[str, int], str]]:
    """Each mention's name key, and the written form of those a headline cut back."""
    common = lowercase_words(extractions)
    cuts = person_cuts(extractions, common, name_keys) | headline_cuts(extractions, common, name_keys)
    keys = {(ex.article.id, number): name_keys[m.name] for ex in extractions for number, m in enumerate(ex.mentions)}
    forms = {}
    for mention, (key, form) in cuts.items():
        keys[mention] = key
        forms[mention] = form
    return keys, forms


def _join_acronyms(
    groups: UnionFind[str], surfaces: dict[str, Counter[str]], key_type: dict[str, str], context: dict[str, set[str]]
) -> None:
    """ "US" / "U.S." join "United States", "USGS" "U.S. Geological Survey", "HP" "Hewlett-Packard",
    when one expansion (of its type) clearly fits and an article writes both (``context``:
    each key's fellow names in its articles): "ABC" of a news transcript is not the
    "Anheuser-Busch Cos." of a business page.

    Several expansions may fit ("United States", "US Senate"): the one named
    far more often wins; otherwise the acronym stays apart. A person's initials
    are a short name like any other ("GB", a gigabyte tagged a person, is not
    the Gerald Bantom of another article): they join nothing here.
    """
    expansions: dict[str, set[str]] = defaultdict(set)
    for key, forms in surfaces.items():
        surface = forms.most_common(1)[0][0]
        if len(surface.replace("-", " ").split()) > 1 or _DOTTED.search(surface):
            for acronym in acronyms(surface):
                expansions[acronym].add(key)
    for key, forms in sorted(surfaces.items()):
        surface = forms.most_common(1)[0][0].replace(".", "")
        if not (2 <= len(surface) <= 6 and surface.isupper() and " " not in surface) or key_type[key] == "PERSON":
            continue
        counts: Counter[str] = Counter()
        near = context.get(key, set())
        for cand in expansions.get(key, ()):
            if cand != key and key_type[cand] == key_type[key] and key not in cand.split() and cand in near:
                counts[groups.find(cand)] += sum(surfaces[cand].values())
        ranked = counts.most_common(2)
        if ranked and (len(ranked) == 1 or ranked[0][1] >= 2 * ranked[1][1]):
            groups.union(key, ranked[0][0])


def _join_demonyms(groups: UnionFind[str], key_type: dict[str, str]) -> None:
    """One people's names join: "Kurds", "Kurd", "Kurdish" (nationalities only, never "Kurdistan")."""
    first: dict[str, str] = {}
    for key in sorted(key_type):
        if key_type[key] == "NORP" and " " not in key:
            groups.union(first.setdefault(demonym_stem(key), key), key)


def _join_place_prefixed(groups: UnionFind[str], key_type: dict[str, str]) -> None:
    """ "U.S. Surgeon General" joins "Surgeon General", "US Geological Survey" "Geological Survey":
    an organisation written with and without the place it belongs to.

    The shorter name keeps two words at least besides a company's designator ("Times" of "New
    York Times" may be another paper; "Truck Corp." of "Oshkosh Truck Corp." is no company's
    name, only a fragment), and only one place is ever written before it: "Police Department" of a corpus
    with Chicago's and Boston's is neither.
    """
    prefixed: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for key in sorted(key_type):
        words = key.split()
        if key_type[key] != "ORG":
            continue
        for cut in (1, 2):
            rest = " ".join(words[cut:])
            if (
                len(_naming_words(words[cut:])) >= 2
                and key_type.get(" ".join(words[:cut])) == "GPE"
                and key_type.get(rest) == "ORG"
            ):
                prefixed[rest][groups.find(" ".join(words[:cut]))].add(key)
                break
    for rest, places in sorted(prefixed.items()):
        if len(places) == 1:
            for key in sorted(next(iter(places.values()))):
                groups.union(key, rest)


def _naming_words(words: list[str]) -> list[str]:
    """The words of a name that are not a company's designator ("Corp.", "Inc.", "Group")."""
    return [w for w in words if w.strip(".,").lower() not in ORG_DESIGNATORS]


def _join_aliases(groups: UnionFind[str], surfaces: dict[str, Counter[str]], aliases: Aliases) -> None:
    """Names the user listed as one entity are one entity."""
    first: dict[str, str] = {}
    for key in sorted(surfaces):
        canonical = aliases.canonical.get(key)
        if canonical is not None:
            groups.union(first.setdefault(canonical, key), key)


def _join_designated(groups: UnionFind[str], key_type: dict[str, str]) -> None:
    """ "Apple Inc." and "Apple Computer" join "Apple" when the corpus names it so."""
    for key in sorted(key_type):
        words = key.split()
        if key_type[key] != "ORG" or len(words) < 2:
            continue
        for cut in range(len(words) - 1, 0, -1):
            if not all(w in ORG_DESIGNATORS for w in words[cut:]):
                break
            stem = " ".join(words[:cut])
            if key_type.get(stem) == "ORG":
                groups.union(key, stem)
                break


def _join_waters(groups: UnionFind[str], key_type: dict[str, str]) -> None:
    """ "Mediterranean Sea" joins "Mediterranean", both read as a location (:func:`water_stem`)."""
    for key in sorted(key_type):
        stem = water_stem(key)
        if stem and key_type[key] == "LOC" and key_type.get(stem) == "LOC":
            groups.union(key, stem)


def _build(
    extractions: Sequence[Extraction],
    groups: UnionFind[str],
    keys: dict[tuple[str, int], str],
    forms: dict[tuple[str, int], str],
    aliases: Aliases,
) -> tuple[list[Entity], MentionIndex]:
    written: dict[str, Counter[str]] = defaultdict(Counter)
    kinds: dict[str, Counter[str]] = defaultdict(Counter)
    given: dict[str, str] = {}
    for ex in extractions:
        for number, m in enumerate(ex.mentions):
            key = keys[(ex.article.id, number)]
            root = groups.find(key)
            written[root][forms.get((ex.article.id, number), m.name)] += 1
            kinds[root][m.type] += 1
            if key in aliases.canonical:  # the user's name, of the first such key, as the groups sort them
                given[root] = min(given.get(root, key), key)
    names: dict[str, tuple[str, str]] = {}
    for root in sorted(written):
        kind = majority(kinds[root])
        names[root] = (aliases.canonical[given[root]] if root in given else _canonical(written[root], kind), kind)
    ids = _assign_ids(names)
    mentions: dict[str, list[tuple[str, int]]] = defaultdict(list)
    also: dict[str, set[str]] = defaultdict(set)
    roles: dict[str, Counter[str]] = defaultdict(Counter)
    # The index's keys and values as two lists (zipped into it at the end), not a pair tuple a mention.
    keyed: list[tuple[str, int]] = []
    of: list[str] = []
    for ex in extractions:
        for number, m in enumerate(ex.mentions):
            mention = (ex.article.id, number)  # one tuple for the index and the entity: millions of them
            eid = ids[groups.find(keys[mention])]
            keyed.append(mention)
            of.append(eid)
            mentions[eid].append(mention)
            also[eid].update({forms.get(mention, m.name), " ".join(visible(m.text).split())})
            roles[eid].update(m.roles)
    entities = [
        Entity(
            id=ids[root],
            name=name,
            type=kind,
            aliases=tuple(sorted(also[ids[root]])),
            roles=tuple(sorted(roles[ids[root]])),
            mentions=tuple(mentions[ids[root]]),
        )
        for root, (name, kind) in names.items()
    ]
    return sorted(entities, key=lambda e: e.id), MentionIndex(zip(keyed, of, strict=True))


def _canonical(forms: Counter[str], kind: str) -> str:
    """The display name: a person's fullest name; otherwise the usual one.

    All-capital forms ("BAGHDAD", from datelines) come last; acronyms lose
    to their expansion ("United States" over "US").
    """

    def rank(item: tuple[str, int]) -> tuple[bool, bool, int, int, str]:
        form, count = item
        words = -len(form.split())
        # A people is named by its noun ("the Americans say"), not by the adjective ("American
        # officials"), which names no one who could say or do anything.
        adjective = kind == "NORP" and not _people_noun(form)
        return (
            (form.isupper() and len(form) > 1, adjective)
            + ((words, -count) if kind == "PERSON" else (-count, -words))
            + (form,)
        )

    return sorted(forms.items(), key=rank)[0][0]


def _people_noun(form: str) -> bool:
    """Whether a nationality's form is the plural noun of its people: "Americans", "Kurds"."""
    return len(form) > 3 and form.endswith("s") and not form.endswith("ss")


def _assign_ids(names: dict[str, tuple[str, str]]) -> dict[str, str]:
    """Slug ids; a clash between different entities adds the type, then a number."""
    ids: dict[str, str] = {}
    taken = IdPool()
    for root in sorted(names, key=lambda r: (names[r][0], r)):
        name, kind = names[root]
        candidate = slug(name)
        if candidate in taken:
            candidate = f"{candidate}-{kind.lower()}"
        ids[root] = taken.claim(candidate)
    return ids
