"""Word families of event nodes: the nodes of one story that may tell one happening.

kg keeps one happening in two nodes when it cannot tell they are one ("the quake" in some
articles, "the earthquake" or "quaked" in others). The key-event ranking
(:mod:`kg.resolve.key_events`) counts the reports of one word family together, and lists
apart a node of the family done to another named party (a team's two players arrested).
The ranking only reads these families; it never joins nodes in the graph.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from kg.resolve.events.apart import other_parties
from kg.resolve.events.stems import related, stem

# Two different words join one family when the learnt table says mentions of them in one story are
# one happening at least this often ("kill" and "death", "damage" and "destroy"; chosen on ECB+ train).
SYNONYM_RATE = 0.6
# Mentions of a node that must name one patient for the node to be done to that party: one
# mention naming another ("the capture of the supertanker", recalled in a report of pirates
# captured, and joined to their capture by coreference) is no evidence of another happening,
# and it made the family's best-reported node stand apart from its own reports.
PARTY_MIN_MENTIONS = 2


def word_families(lemmas: Iterable[str], synonyms: Mapping[tuple[str, str], float] | None = None) -> dict[str, str]:
    """Each lemma to the first (alphabetically) lemma of its word family among ``lemmas``.

    Two lemmas are of one family when :func:`~kg.resolve.events.stems.related` says so
    (one stem, or one the head of the other as a compound), or when ``synonyms`` (pairs of
    lemmas, sorted, to how often their mentions in one story are one happening: the event
    coreference model's table learnt on ECB+ train) rates them :data:`SYNONYM_RATE` or more,
    and families chain. Candidates
    are found by stem and by the endings of each word, never by comparing every pair, so
    a story of thousands of event words costs no more than reading them.

    >>> word_families(["quake", "earthquake", "election", "elect", "fire"])["earthquake"]
    'earthquake'
    >>> word_families(["quake", "earthquake", "election", "elect", "fire"])["elect"]
    'elect'
    >>> word_families(["quake", "earthquake"])["quake"]
    'earthquake'
    """
    words = sorted(set(lemmas))
    parent = {w: w for w in words}

    def root(w: str) -> str:
        while parent[w] != w:
            parent[w] = parent[parent[w]]
            w = parent[w]
        return w

    def join(a: str, b: str) -> None:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    by_stem: dict[str, str] = {}
    for w in words:
        key = stem(w)
        if key in by_stem and related(by_stem[key], w):
            join(by_stem[key], w)
        by_stem.setdefault(key, w)
        # A compound's head among the other words: "earthquake" ends with "quake".
        for cut in range(1, len(w)):
            head = w[cut:]
            if head in parent and related(head, w):
                join(head, w)
    for (a, b), rate in sorted((synonyms or {}).items()):
        if rate >= SYNONYM_RATE and a in parent and b in parent:
            join(a, b)
    return {w: root(w) for w in words}


def other_party_nodes(
    best: Mapping[str, str],
    reports: Mapping[str, set[str]],
    mentions: Counter[str],
    asserted: Mapping[str, set[str]],
    family: Mapping[str, str],
    lemma: Mapping[str, str],
    patients: Mapping[str, Counter[str]],
) -> list[str]:
    """Nodes of a listed word family done to another named party than its listed node: for
    each such party, the node the most articles report."""
    found: dict[tuple[str, str], str] = {}
    for eid in sorted(reports):
        word = family[lemma.get(eid, eid)]
        held = best.get(word)
        party = main_party(patients.get(eid))
        if held is None or eid == held or not asserted[eid] or party is None:
            continue
        listed = main_party(patients.get(held))
        if listed is None or not other_parties((party,), (listed,)):
            continue
        other = found.get((word, party))
        if other is None or (len(reports[eid]), mentions[eid]) > (len(reports[other]), mentions[other]):
            found[(word, party)] = eid
    return sorted(found.values())


def main_party(named: Counter[str] | None) -> str | None:
    """The patient a node names most often, when at least :data:`PARTY_MIN_MENTIONS` of its
    mentions name it (None otherwise)."""
    if not named:
        return None
    party = min(named, key=lambda p: (-named[p], p))
    return party if named[party] >= PARTY_MIN_MENTIONS else None
