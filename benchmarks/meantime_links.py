"""Read kg's cross-document event links on MEANTIME one by one, against what its gold annotates.

The kit scores MEANTIME's cross-document event links over the mentions it aligns: a pair of
mentions in two articles that share kg's ``event_id`` is right only when both carry the same
gold *instance*. MEANTIME's annotators gave a cross-document instance to some events only; an
event markable without one gets a local id from the kit's reader (``<doc>:<markable>``), so any
link kg makes to it counts wrong, even when both sentences tell one happening (the kit's README:
MEANTIME's gold is partial). This script prints every link kg makes and every gold link, with
both sentences, and splits kg's precision into links between annotated instances (where the gold
can say right or wrong) and links touching a mention the gold left without one (where it
cannot). It uses the kit's own reader and aligner (imported, not copied). Usage::

    kg extract meantime.in.jsonl -o mt.out.jsonl
    python benchmarks/meantime_links.py mt.out.jsonl [--quiet]

The gold is read here only to measure; MEANTIME is never used to choose anything in kg.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KIT = next(
    (p / "shared" / "eval" for p in (ROOT.parent, ROOT.parent.parent) if (p / "shared" / "eval").is_dir()),
    ROOT.parent / "shared" / "eval",
)
# The kit's reader gives a markable without a cross-document instance the id "<doc>:<m_id>",
# and a mention whose markable it cannot find the empty id.
LOCAL_ID = re.compile(r"^\d+:\d+$")


@dataclass(frozen=True)
class Mention:
    """One aligned event mention: its article, gold instance, kg id and a window of its text."""

    doc: str
    gold: str
    kg: str
    context: str


def annotated(gold: str) -> bool:
    """Whether the gold gives this mention a cross-document instance."""
    return bool(gold) and not LOCAL_ID.match(gold)


def cross_pairs(mentions: Sequence[Mention], key: str) -> list[tuple[Mention, Mention]]:
    """Pairs of mentions in different articles sharing ``key`` ("kg" or "gold"), in input order."""
    groups: dict[str, list[Mention]] = defaultdict(list)
    for m in mentions:
        value = getattr(m, key)
        if key == "kg" or annotated(value):
            groups[value].append(m)
    pairs = []
    for members in groups.values():
        for i, a in enumerate(members):
            pairs.extend((a, b) for b in members[i + 1 :] if b.doc != a.doc)
    return pairs


def split_precision(pairs: Iterable[tuple[Mention, Mention]]) -> dict[str, int]:
    """kg's links counted as the gold can judge them: right, wrong, or not annotated."""
    counts = {"right": 0, "wrong": 0, "unannotated": 0}
    for a, b in pairs:
        if not (annotated(a.gold) and annotated(b.gold)):
            counts["unannotated"] += 1
        elif a.gold == b.gold:
            counts["right"] += 1
        else:
            counts["wrong"] += 1
    return counts


def aligned_mentions(out_path: Path) -> list[Mention]:
    """kg's MEANTIME event mentions aligned to gold ones, as the kit's scorer aligns them."""
    sys.path.insert(0, str(KIT))
    from bench import align, in_scope, read_system  # type: ignore[import-not-found]
    from corpora import read_corpus  # type: ignore[import-not-found]

    system = read_system(str(out_path))
    mentions = []
    for doc in read_corpus(KIT / "data" / "dev" / "meantime"):
        gold = [e for e in doc.events if e.type != "GRAMMATICAL"]
        found = in_scope(doc, system.get(doc.id, {}).get("events", []))
        for gi, si in align(gold, found):
            s = found[si]
            window = doc.text[max(0, s["start"] - 60) : s["end"] + 40].replace("\n", " ")
            mentions.append(Mention(doc.id, gold[gi].value, str(s.get("event_id")), window))
    return mentions


def show(title: str, pairs: list[tuple[Mention, Mention]], other: str) -> None:
    """Print each pair with both windows and the other side's ids."""
    print(f"\n{title}: {len(pairs)}")
    for a, b in pairs:
        print(f"  {getattr(a, other)!r} / {getattr(b, other)!r}")
        print(f"    {a.doc}: {a.context}")
        print(f"    {b.doc}: {b.context}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("extractions", type=Path, help="kg extract output of the kit's MEANTIME")
    parser.add_argument("--quiet", action="store_true", help="counts only")
    args = parser.parse_args(argv)
    mentions = aligned_mentions(args.extractions)
    made, gold = cross_pairs(mentions, "kg"), cross_pairs(mentions, "gold")
    counts = split_precision(made)
    right_gold = sum(1 for a, b in gold if a.kg == b.kg)
    judged = counts["right"] + counts["wrong"]
    print(f"kg cross-document links: {len(made)}; gold cross-document links: {len(gold)}, kg has {right_gold}")
    print(
        f"kg links between annotated instances: {counts['right']} right of {judged}"
        f" (P {counts['right'] / judged if judged else 0:.3f}); touching a mention without a gold instance:"
        f" {counts['unannotated']}"
    )
    if not args.quiet:
        show("kg links (gold instances of the two mentions)", made, "gold")
        show("gold links (kg ids of the two mentions)", gold, "kg")
    return 0


if __name__ == "__main__":
    sys.exit(main())
