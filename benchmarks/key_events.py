"""Do a story's key events lead with its seminal event? Scored on ECB+ (the evaluation kit's gold).

Each ECB+ topic holds two look-alike happenings, each reported by several articles. For
every story kg found with at least three articles, its *seminal event* is the gold event
instance the most of its articles report (in the validated sentences the gold covers; a tie
gives several, any of which counts). A key event *is* a gold instance when most of its
mentions that align with gold mentions belong to it (one-to-one by the largest character
overlap within an article, as the kit aligns mentions). Scores, on the train topics and on
the dev topics apart (Barhom et al. 2019 split): the share of stories whose first key event
is the seminal event, and whose first three hold it; beside them the obvious rule, "the
event the most of its articles report" (drawn events only, ties to the most mentions), and
the ceiling: stories where some drawn event of kg is the seminal one.

Run kg over all 770 articles at once, as a user would, then score the build::

    kg build ../shared/eval/data/dev/ecbplus/dev.in.jsonl -o /tmp/ecb
    python benchmarks/key_events.py /tmp/ecb [--gold FILE] [--stories] [--why]

``--why`` prints, for each story missed, the words of its seminal event's mentions and the event
nodes of kg they landed in (split over nodes, in a node the graph does not draw, or in none).

The article ids are read here to find the gold; kg never sees them as evidence.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The evaluation kit beside the checkout (../shared/eval), or beside a worktree's parent.
KIT = next((p / "shared" / "eval" for p in (ROOT.parent, ROOT.parent.parent) if (p / "shared" / "eval").is_dir()), ROOT)
GOLD = KIT / "data" / "dev" / "ecbplus" / "dev.gold.jsonl"
DEV_TOPICS = frozenset({"2", "5", "12", "18", "21", "23", "34", "35"})
MIN_ARTICLES = 3


def aligned(system: list[tuple[int, int]], gold: list[tuple[int, int]]) -> dict[int, int]:
    """System mention index -> gold mention index, one to one, the largest overlaps first."""
    pairs = sorted(
        (-(min(s[1], g[1]) - max(s[0], g[0])), i, j)
        for i, s in enumerate(system)
        for j, g in enumerate(gold)
        if min(s[1], g[1]) > max(s[0], g[0])
    )
    found: dict[int, int] = {}
    taken: set[int] = set()
    for _, i, j in pairs:
        if i not in found and j not in taken:
            found[i] = j
            taken.add(j)
    return found


def top(counts: Counter[str]) -> set[str]:
    """The keys with the highest count (several on a tie; none when empty)."""
    if not counts:
        return set()
    best = max(counts.values())
    return {key for key, n in counts.items() if n == best}


# Why a story's first key event is not its seminal event, in the order they are tested:
MISS_CAUSES = {
    "ranked": "a drawn event is the seminal one, and the ranking put another first",
    "joined": "the first key event holds seminal mentions, but more of another happening",
    "not drawn": "only events the graph does not draw (bare nouns, states of mind) are it",
    "not found": "no event node of kg is it",
}


def miss_cause(
    key: list[str], drawn: list[str], told: set[str], seminal: set[str], instances: dict[str, Counter[str]]
) -> str:
    """Which of :data:`MISS_CAUSES` keeps the seminal event from the first place."""
    if any(top(instances.get(e, Counter())) & seminal for e in drawn):
        return "ranked" if not (key and set(instances.get(key[0], Counter())) & seminal) else "joined"
    if key and set(instances.get(key[0], Counter())) & seminal:
        return "joined"
    if any(top(instances.get(e, Counter())) & seminal for e in told):
        return "not drawn"
    return "not found"


def read_jsonl(path: Path) -> Iterable[dict]:
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                yield json.loads(line)


def landed(
    mentions: Iterable[tuple[str, str, str]], articles: set[str], labels: dict[str, str], drawn: set[str]
) -> list[str]:
    """Where a gold instance's mentions in ``articles`` landed, the most first: "words -> node
    label (not drawn) xN", "-> none" for a mention no event of kg aligns with."""
    spots = Counter(
        (words, labels.get(node, node) + ("" if node in drawn else " (not drawn)") if node else "none")
        for aid, words, node in mentions
        if aid in articles
    )
    return [f"{words} -> {node} x{n}" for (words, node), n in sorted(spots.items(), key=lambda kv: (-kv[1], kv[0]))]


def score(build: Path, gold_path: Path, show: bool = False, why: bool = False) -> dict[str, Counter[str]]:
    """Counts per split: stories, hits of kg's key events and of the baseline at 1 and 3, ceiling, ties
    (``show``: print every story scored; ``why``: where each missed story's seminal mentions landed)."""
    gold = {g["id"]: g for g in read_jsonl(gold_path)}
    # The articles' texts, beside the gold in the kit, to name the words of each gold mention.
    inputs = gold_path.with_name(gold_path.name.replace(".gold.", ".in."))
    texts = {a["id"]: a["text"] for a in read_jsonl(inputs)} if why and inputs.is_file() else {}
    report = json.loads((build / "report.json").read_text(encoding="utf-8"))
    graph = json.loads((build / "graph.json").read_text(encoding="utf-8"))
    drawn = {n["id"] for n in graph["nodes"] if n.get("kind") == "event"}
    labels = {n["id"]: n.get("label", "") for n in graph["nodes"]}
    instances: dict[str, Counter[str]] = defaultdict(Counter)  # event node -> gold instances of its mentions
    # gold instance -> (article, the mention's words, the event node it landed in or "") of its mentions
    where: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    reports: dict[str, Counter[str]] = {}  # article -> event node -> mentions
    for article in read_jsonl(build / "extractions.jsonl"):
        aid = article["id"]
        events = article["events"]
        reports[aid] = Counter(f"event:{e['event_id']}" for e in events)
        g = gold.get(aid)
        if g is None:
            continue
        scored = [m for m in g["events"] if any(a <= m[0] < b for a, b in g["scored"])]
        found = aligned([(e["start"], e["end"]) for e in events], [(m[0], m[1]) for m in scored])
        for i, j in found.items():
            instances[f"event:{events[i]['event_id']}"][scored[j][2]] += 1
        node = {j: f"event:{events[i]['event_id']}" for i, j in found.items()}
        text = texts.get(aid, "")
        for j, m in enumerate(scored):
            where[m[2]].append((aid, text[m[0] : m[1]].casefold() or m[2], node.get(j, "")))
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for story in report["stories"]:
        articles = [a for a in story["article_ids"] if a in gold]
        if len(articles) < MIN_ARTICLES:
            continue
        topic = Counter(gold[a]["topic"] for a in articles).most_common(1)[0][0]
        part = "dev" if topic in DEV_TOPICS else "train"
        told: Counter[str] = Counter()
        for a in articles:
            g = gold[a]
            told.update({m[2] for m in g["events"] if any(x <= m[0] < y for x, y in g["scored"])})
        seminal = top(told)
        if not seminal:
            continue

        def hit(events: list[str], seminal: set[str] = seminal) -> bool:
            return any(top(instances.get(e, Counter())) & seminal for e in events)

        by_articles: Counter[str] = Counter()
        mentions: Counter[str] = Counter()
        told_by = {event for a in articles for event in reports.get(a, Counter())}  # drawn or not
        for a in articles:
            for event, n in reports.get(a, Counter()).items():
                if event in drawn:
                    by_articles[event] += 1
                    mentions[event] += n
        baseline = sorted(by_articles, key=lambda e: (-by_articles[e], -mentions[e], e))
        key = story["key_events"]
        c = counts[part]
        c["stories"] += 1
        c["key@1"] += hit(key[:1])
        c["key@3"] += hit(key[:3])
        c["baseline@1"] += hit(baseline[:1])
        c["baseline@3"] += hit(baseline[:3])
        c["ceiling"] += hit(list(by_articles))
        c["tied"] += len(seminal) > 1
        cause = "" if hit(key[:1]) else miss_cause(key, list(by_articles), told_by, seminal, instances)
        if cause:
            c[f"miss:{cause}"] += 1
        if show:
            mark = "ok " if hit(key[:1]) else ("top3" if hit(key[:3]) else "MISS")
            mark += f" [{cause}]" if cause else ""
            firsts = ", ".join(f"{labels.get(e, e)} {dict(instances.get(e, {}))}" for e in key[:3])
            print(f"{part:5} {mark} {story['label']} ({len(articles)}): seminal {sorted(seminal)}; key: {firsts}")
        if why and cause:
            for instance in sorted(seminal):
                spots = landed(where[instance], set(articles), labels, drawn)
                print(f"{part:5} MISS {story['label']}: {instance} told as " + "; ".join(spots))
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("build", type=Path, help="output folder of kg build over the ECB+ articles")
    parser.add_argument("--gold", type=Path, default=GOLD, help=f"ECB+ gold (default: {GOLD})")
    parser.add_argument("--stories", action="store_true", help="list every story scored, with its first key events")
    parser.add_argument(
        "--why", action="store_true", help="for each miss, the nodes the seminal event's mentions landed in"
    )
    args = parser.parse_args()
    counts = score(args.build, args.gold, args.stories, args.why)
    print(f"stories of {MIN_ARTICLES}+ articles; share whose seminal event is first (@1) or among the first three (@3)")
    print(
        f"{'topics':7} {'stories':>7} {'key@1':>6} {'key@3':>6} {'most@1':>7} {'most@3':>7} {'ceiling':>7} {'tied':>5}"
    )
    for part in ("train", "dev"):
        c = counts[part]
        n = c["stories"] or 1
        print(
            f"{part:7} {c['stories']:7d} {c['key@1'] / n:6.3f} {c['key@3'] / n:6.3f} {c['baseline@1'] / n:7.3f} "
            f"{c['baseline@3'] / n:7.3f} {c['ceiling'] / n:7.3f} {c['tied']:5d}"
        )
    print("most: the event the most of the story's articles report (the obvious rule); ceiling: some drawn event is it")
    for part in ("train", "dev"):
        c = counts[part]
        misses = ", ".join(f"{cause} {c[f'miss:{cause}']}" for cause in MISS_CAUSES)
        print(f"{part} stories whose first key event is not the seminal one: {misses}")
    for cause, why in MISS_CAUSES.items():
        print(f"  {cause}: {why}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
