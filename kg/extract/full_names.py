"""Within one article, a short name takes the article's one full name that contains it ("Merkel"
after "Angela Merkel", "Nashua" after "Nashua Corp."), and every form of one name takes the type
most of its mentions have. Across articles the same question is
:mod:`kg.resolve.entities.short_names`, with stricter evidence."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator

from kg.extract.names import company_words, name_key
from kg.grouping import majority
from kg.model import Mention


def resolve_short_names(mentions: list[Mention]) -> list[Mention]:
    """Give each short name the article's unique full name that contains it.

    "Angela" and "Merkel" become "Angela Merkel" when the article names
    her in full and no other full name contains them; a shorter name of
    several words ("Abdel Rahman" after "Karim Abdel Rahman") too. The
    type follows the majority of the full name's mentions.
    """
    full_names = _full_person_names(mentions)
    # "King Hassan" is a full name too: a bare "Hassan" after "Omar Hassan" and "King Hassan"
    # could be either, and stays apart.
    for m in mentions:
        monarch = next((r for r in m.roles if r.lower().rstrip(".") in _MONARCHS), None)
        if monarch is not None and m.type == "PERSON" and " " not in m.name.strip():
            full_names.setdefault(name_key(f"{monarch} {m.name}"), f"{monarch} {m.name}")
    by_part: dict[str, set[str]] = defaultdict(set)
    for full in full_names:
        for part in _parts(full):
            by_part[part].add(full)
    # Only the longest names are targets: "Abdel Rahman" is then a part of
    # one name, not of two.
    longest = {k for k in full_names if k not in by_part}
    by_part = {part: fulls & longest for part, fulls in by_part.items()}
    types = _majority_types(mentions)
    # A word that also begins an organisation's name ("Ford" beside "Ford Motor
    # Company") stays the organisation, even beside "William Clay Ford".
    org_stems = {name_key(m.name).split()[0] for m in mentions if m.type == "ORG" and " " in m.name}
    companies = _designated_companies(mentions)
    out = []
    for m in mentions:
        key = name_key(m.name)
        target = m.name
        monarch = next((r for r in m.roles if r.lower().rstrip(".") in _MONARCHS), None)
        if monarch is not None and " " not in m.name.strip():
            # "King Hassan" is the king's full name, never a short form of "Omar Hassan".
            target = f"{monarch} {m.name}"
        elif len(by_part.get(key, ())) == 1 and key not in org_stems and not _acronym(m.text):
            target = full_names[next(iter(by_part[key]))]
        elif (
            m.type in ("PERSON", "ORG", "NORP")
            and not m.roles
            and key in companies
            and not (key in by_part or key in full_names)
        ):
            # "Nashua Corp. said ... Nashua responded": the company's name without its "Corp."
            # is the company, whatever the tagger made of the bare word (a person, at times).
            target = companies[key]
        new_type = types.get(name_key(target), m.type)
        if target != m.name or new_type != m.type:
            m = Mention(m.start, m.end, m.text, target, new_type, m.sentence, m.roles, m.phrase)
        out.append(m)
    return out


def _designated_companies(mentions: list[Mention]) -> dict[str, str]:
    """An organisation's name written with a designator ("Nashua Corp.", "Woodbridge Co."), by the
    key of its words without it ("nashua"), when only one of the article's names has those words."""
    found: dict[str, set[str]] = defaultdict(set)
    for m in mentions:
        naming = company_words(name_key(m.name).split()) if m.type == "ORG" else ()
        if naming:
            found[" ".join(naming)].add(m.name)
    return {short: next(iter(names)) for short, names in found.items() if len(names) == 1}


# Titles of those named by the title and one name: "King Hussein", "Pope Francis", "Sheikh Zayed".
_MONARCHS = frozenset("king queen pope prince princess emperor empress sultan emir amir sheikh sheik".split())


def _acronym(text: str) -> bool:
    """ "TWA", "NASA": capitals only, a name in its own right, never a person's short name."""
    letters = [c for c in text if c.isalpha()]
    return len(letters) > 1 and all(c.isupper() for c in letters)


def _full_person_names(mentions: list[Mention]) -> dict[str, str]:
    """Multi-word person names of the article, by key, in their most frequent form."""
    forms: dict[str, Counter[str]] = defaultdict(Counter)
    for m in mentions:
        if m.type == "PERSON" and len(m.name.split()) > 1:
            forms[name_key(m.name)][m.name] += 1
    return {k: c.most_common(1)[0][0] for k, c in forms.items()}


def _parts(full_key: str) -> Iterator[str]:
    """Contiguous sub-sequences of a full name's words that could stand for it."""
    words = full_key.split()
    for length in range(1, len(words)):
        for start in range(0, len(words) - length + 1):
            part = words[start : start + length]
            if all(len(w) > 2 for w in part) and part[0] not in ("al", "el", "bin", "ibn", "abu", "de", "van", "von"):
                yield " ".join(part)


def _majority_types(mentions: list[Mention]) -> dict[str, str]:
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    for m in mentions:
        votes[name_key(m.name)][m.type] += 1
    return {k: majority(c) for k, c in votes.items()}
