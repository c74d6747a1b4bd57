"""The incremental rebuild: ``kg build`` of N articles with a fresh cache, then of the same N plus
``--add`` new ones with that cache; the rebuild's share of the full build.

Both builds run in fresh processes (``timed_build.py``), back to back. The share is given twice:
by wall time, which is what a user waits for but moves with whatever else the machine runs, and
by CPU seconds (the process and its children), which a shared machine moves less. The phases
show what the rebuild still redoes (``parse`` is model loading, reading, the cache and the new
articles; ``resolve`` the corpus steps; ``graph``; ``export``), in wall and in CPU seconds.

With ``--check``, the grown corpus is built once more with a cache of its own that holds every
article's extraction (copied from the first cache, without the rows the corpus steps made) and
every output file is compared with the rebuild's (report.json without its time and folders):
a rebuild must write what a build of the same articles writes. Usage::

    python benchmarks/incremental.py --corpus /work/base/ecbplus.in.jsonl --size 760 --check
    python benchmarks/incremental.py --generated 5000          # make_corpus.py's articles

With ``--corpus``, the ``--add`` new articles are taken evenly spread through the file (every
k-th line), so that they join several stories, and the first build has the others.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sqlite3
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from identical import file_digests  # noqa: E402
from make_corpus import dev_records, generate  # noqa: E402
from scale import kg_build  # noqa: E402

from kg.runtime.cache import DERIVED  # noqa: E402


def split_corpus(lines: list[str], size: int, add: int) -> tuple[list[str], list[str]]:
    """(the first build's lines, the added lines): ``add`` lines spread evenly through ``lines``,
    ``size`` of the others."""
    if size + add > len(lines):
        raise SystemExit(f"--size {size} + --add {add} is more than the corpus's {len(lines)} articles")
    step = len(lines) // add
    picked = {step // 2 + k * step for k in range(add)}
    added = [line for n, line in enumerate(lines) if n in picked]
    rest = [line for n, line in enumerate(lines) if n not in picked]
    return rest[:size], added


def corpora(args: argparse.Namespace, work: Path) -> tuple[Path, Path]:
    """The first build's corpus and the grown one (the same lines, then the new ones)."""
    if args.corpus:
        lines = [line for line in args.corpus.read_text(encoding="utf-8").splitlines(keepends=True) if line.strip()]
        old, new = split_corpus(lines, args.size or len(lines) - args.add, args.add)
    else:
        base = dev_records()
        old = [json.dumps(r) + "\n" for r in generate(base, args.generated)]
        new = [json.dumps(r) + "\n" for r in generate(base, args.add, first_round=args.generated // len(base) + 100)]
    first, grown = work / "first.jsonl", work / "grown.jsonl"
    first.write_text("".join(old), encoding="utf-8")
    grown.write_text("".join(old + new), encoding="utf-8")
    return first, grown


def _copy_cache(cache: Path, copy: Path) -> None:
    """A copy of the SQLite file ``cache`` by SQLite's backup, which reads its write-ahead log
    too: a log a build left behind holds rows the main file alone lacks."""
    copy.unlink(missing_ok=True)
    with contextlib.closing(sqlite3.connect(cache)) as source, contextlib.closing(sqlite3.connect(copy)) as target:
        source.backup(target)


def extractions_only(cache: Path, copy: Path) -> None:
    """A copy of ``cache`` holding its articles' extractions and none of the rows corpus steps made."""
    _copy_cache(cache, copy)
    with sqlite3.connect(copy) as db:
        db.execute("DELETE FROM extractions WHERE pipeline LIKE ?", (DERIVED + "%",))


def cpu(result: dict) -> float:
    return float(result["cpu_s"]) + float(result["children_cpu_s"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--corpus", type=Path, help="a JSON-lines corpus (kg's input format)")
    source.add_argument("--generated", type=int, help="this many make_corpus.py articles")
    parser.add_argument(
        "--size", type=int, default=None, help="articles of --corpus in the first build (default: all but --add)"
    )
    parser.add_argument("--add", type=int, default=10, help="new articles in the rebuild")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--check", action="store_true", help="also compare the rebuild's outputs with a build of the grown corpus"
    )
    parser.add_argument(
        "--work", type=Path, default=None, help="folder for corpora, caches and outputs (default: temp)"
    )
    args = parser.parse_args()
    work = args.work or Path(tempfile.mkdtemp(prefix="kg-incremental-"))
    work.mkdir(parents=True, exist_ok=True)
    first, grown = corpora(args, work)
    cache = work / "cache.sqlite"
    for stale in [*work.glob("cache.sqlite*"), *work.glob("cache-first.sqlite*")]:
        stale.unlink()
    jobs = ["--jobs", str(args.jobs)]
    full = kg_build(first, work / "out-first", *jobs, "--cache", str(cache))
    # The cache as the rebuild finds it, kept for rebuild_steps.py (which adds to a copy of it).
    _copy_cache(cache, work / "cache-first.sqlite")
    again = kg_build(grown, work / "out-rebuild", *jobs, "--cache", str(cache))
    result = {
        "articles": sum(1 for _ in first.open(encoding="utf-8")),
        "added": args.add,
        "full_wall": full["wall"],
        "rebuild_wall": again["wall"],
        "wall_share": round(again["wall"] / full["wall"], 3),
        "full_cpu": round(cpu(full), 1),
        "rebuild_cpu": round(cpu(again), 1),
        "cpu_share": round(cpu(again) / cpu(full), 3),
        "full_phases": full["phases"],
        "rebuild_phases": again["phases"],
        "full_phases_cpu": full.get("phases_cpu"),
        "rebuild_phases_cpu": again.get("phases_cpu"),
    }
    if args.check:
        plain = work / "cache-plain.sqlite"
        extractions_only(cache, plain)
        kg_build(grown, work / "out-plain", *jobs, "--cache", str(plain))
        rebuilt, built = file_digests(work / "out-rebuild", work), file_digests(work / "out-plain", work)
        differ = sorted(name for name in rebuilt.keys() | built.keys() if rebuilt.get(name) != built.get(name))
        result["identical"] = not differ
        result["differ"] = differ
    print(json.dumps(result, indent=1))
    print(
        f"+{args.add} on {result['articles']}: rebuild {result['wall_share']:.1%} of the full build's wall time, "
        f"{result['cpu_share']:.1%} of its CPU time"
        + ("" if not args.check else f"; outputs identical to a build of the same articles: {result['identical']}")
    )
    return 0 if result.get("identical", True) else 1


if __name__ == "__main__":
    raise SystemExit(main())
