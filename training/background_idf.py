"""Build kg's background word weights: how many news documents of a fixed background set use each word.

Event coreference weighs how alike the articles of two mentions are by TF-IDF
(:func:`kg.resolve.similarity.background_vectors`). With the build's own corpus as the
document frequencies, one article more moved every weight, so no story's coreference
could be kept from one build to the next; with this fixed table, two articles' cosine
depends on those two articles only. The background is the ECB+ train topics
(Barhom et al. 2019 split: all but 2, 5, 12, 18, 21, 23, 34, 35) and TimeBank/AQUAINT,
read from the evaluation kit; the ECB+ dev topics and MEANTIME are never read.
Words are counted as the vectors count them (:func:`kg.resolve.similarity.plain_words`);
a word in fewer than :data:`MIN_DOCUMENTS` of them is left out (it weighs as an unseen
word). The same kit gives the same bytes::

    python training/background_idf.py [--kit ../shared/eval] [-o kg/resolve/events/data/background_idf.json]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.files import atomic_write_text  # noqa: E402
from kg.resolve.similarity import BACKGROUND_FILE, plain_words  # noqa: E402

DEV_TOPICS = frozenset({2, 5, 12, 18, 21, 23, 34, 35})
MIN_DOCUMENTS = 2


def documents(kit: Path) -> list[dict]:
    """The background's records ({"id", "text", ...}): ECB+ train topics, then TimeBank/AQUAINT."""
    ecb = kit / "data" / "dev" / "ecbplus" / "dev.in.jsonl"
    records = [json.loads(line) for line in ecb.open(encoding="utf-8") if line.strip()]
    kept = [r for r in records if int(r["id"].split("_")[0]) not in DEV_TOPICS]
    exported = subprocess.run(
        [sys.executable, str(kit / "bench.py"), "export", str(kit / "data" / "dev" / "timebank-aquaint")],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return kept + [json.loads(line) for line in exported.splitlines() if line.strip()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kit", type=Path, default=ROOT.parent / "shared" / "eval")
    parser.add_argument(
        "-o", "--output", type=Path, default=ROOT / "kg" / "resolve" / "events" / "data" / BACKGROUND_FILE
    )
    args = parser.parse_args()
    records = documents(args.kit)
    df: Counter[str] = Counter()
    for record in records:
        df.update(set(plain_words(record.get("title") or "", record.get("text") or "")))
    table = {"documents": len(records), "df": {w: n for w, n in sorted(df.items()) if n >= MIN_DOCUMENTS}}
    atomic_write_text(args.output, json.dumps(table, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(f"{len(records)} documents, {len(table['df'])} words -> {args.output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
