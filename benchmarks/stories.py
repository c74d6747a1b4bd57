"""How well kg's stories match the ECB+ gold: topics and happenings, train and dev topics.

ECB+ (the evaluation kit, ``../shared/eval/data/dev/ecbplus``) has 35 topics of
two look-alike happenings each (Tara Reid's and Lindsay Lohan's rehab). kg
reads all 770 articles in one run, as a user would; the gold comes from the
article ids, which this script reads and kg never sees as evidence. Scores
(scikit-learn's): B-cubed F1, V-measure and adjusted Rand index of kg's
stories against the happenings and against the topics, on the train topics
(where the cut was chosen) and on the dev ones (Barhom et al. 2019 split)::

    python benchmarks/stories.py [--cache FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

from sklearn.metrics import adjusted_rand_score, v_measure_score

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg import build_graph  # noqa: E402

ECB = ROOT.parent / "shared" / "eval" / "data" / "dev" / "ecbplus"
DEV_TOPICS = {2, 5, 12, 18, 21, 23, 34, 35}


def gold(aid: str) -> tuple[int, str]:
    """(topic, happening) of an ECB+ article id such as ``1_10ecbplus``."""
    topic = int(aid.split("_")[0])
    return topic, f"{topic}{'+' if aid.endswith('ecbplus') else ''}"


def b_cubed(system: list[str], key: list[str]) -> float:
    """B-cubed F1 of a clustering against a key, item by item."""
    sys_size, key_size, both = Counter(system), Counter(key), Counter(zip(system, key))
    p = sum(both[(s, k)] / sys_size[s] for s, k in zip(system, key)) / len(key)
    r = sum(both[(s, k)] / key_size[k] for s, k in zip(system, key)) / len(key)
    return 2 * p * r / (p + r) if p + r else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cache", type=Path, default=None, help="kg extraction cache to reuse between runs")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="kg-stories-"))
    articles = work / "ecbplus.jsonl"
    with articles.open("w", encoding="utf-8") as out, (ECB / "dev.in.jsonl").open(encoding="utf-8") as given:
        for line in given:
            out.write(json.dumps(json.loads(line)) + "\n")
    build = build_graph([articles], jobs=2, cache=args.cache)
    story_of = build.corpus.story_of
    sizes = Counter(story_of.values())
    print(f"{len(story_of)} articles, {len(sizes)} stories ({sum(1 for n in sizes.values() if n == 1)} of one article)")
    parts: dict[str, list[str]] = defaultdict(list)
    for aid in sorted(story_of):
        parts["dev" if gold(aid)[0] in DEV_TOPICS else "train"].append(aid)
    print(f"{'topics':8} {'against':10} {'B3 F1':>6} {'V':>6} {'ARI':>6}")
    for part in ("train", "dev"):
        ids = parts[part]
        system = [story_of[a] for a in ids]
        for level, pick in (("happening", 1), ("topic", 0)):
            key = [str(gold(a)[pick]) for a in ids]
            print(
                f"{part:8} {level:10} {b_cubed(system, key):6.3f} {v_measure_score(key, system):6.3f} "
                f"{adjusted_rand_score(key, system):6.3f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
