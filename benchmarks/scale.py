"""Scaling benchmarks: overhead over spaCy, growth with corpus size, incremental and parallel builds.

Each build runs ``kg build`` in a fresh process (``timed_build.py``) so its
wall time and peak RSS are its own. Corpora come from ``make_corpus.py``.
Prints the ratios measured in this run and adds them as a new section at the end of
``benchmarks/RESULTS.md`` (a history: earlier sections are never rewritten).
Usage::

    python benchmarks/scale.py                          # everything, sizes 1000 5000 10000
    python benchmarks/scale.py --sizes 500 1000 2000
    python benchmarks/scale.py --only overhead parallel
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_corpus import dev_records, generate, write  # noqa: E402

from kg.pipeline.parse import IN_PROCESS_MAX  # noqa: E402

# The RSS floor's corpus: the fewest articles that still start workers.
FLOOR_ARTICLES = IN_PROCESS_MAX + 16

HERE = Path(__file__).resolve().parent
TARGETS = {
    "overhead": "<= 1.25",
    "linear": "within 1.2x",
    "incremental": "<= 5%",
    "parallel": ">= 1.6x",
    "rss": "< 3 GiB at 10,000",
    "worker_rss": "within 1.1x of the 1,000-article peak",
}
# The spaCy-only baseline: the same texts through nlp.pipe with kg's model, nothing else.
PIPE_ONLY = """
import json, sys, time
from kg.extract.nlp import load_model
nlp = load_model(sys.argv[2] if len(sys.argv) > 2 else None)
texts = [json.loads(line)["text"] for line in open(sys.argv[1], encoding="utf-8")]
start = time.perf_counter()
for _ in nlp.pipe(texts, batch_size=32):
    pass
print(json.dumps({"wall": time.perf_counter() - start}))
"""


# make_corpus.py --vary-names for every corpus of this run (scale.py --vary-names).
VARY_NAMES = False


def articles(base: list[dict], n: int, first_round: int = 0) -> Iterator[dict]:
    """The run's corpus generator: plain rounds, or rounds with respelled names."""
    return generate(base, n, first_round, vary_names=VARY_NAMES)


def kg_build(corpus: Path, out: Path, *flags: str) -> dict:
    """One ``kg build`` in a fresh process: its timings and peak RSS."""
    command = [sys.executable, str(HERE / "timed_build.py"), "build", str(corpus), "-o", str(out), "-q", *flags]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        raise SystemExit(f"kg build failed ({done.returncode}): {done.stderr[-2000:]}")
    result = json.loads(done.stdout.strip().splitlines()[-1])
    result["process_wall"] = round(time.perf_counter() - start, 2)
    print(f"  kg build {corpus.name} {' '.join(flags)}: {json.dumps(result)}", flush=True)
    return result


def overhead(work: Path, model: str | None, repeat: int = 5) -> dict:
    """kg build --no-cache --jobs 1 against nlp.pipe alone on the dev corpora.

    The kg time counted is the whole process minus model loading, which the
    baseline leaves out too (it is timed after loading). The two are run
    alternately ``repeat`` times and the fastest run of each is kept: on a
    shared machine one slow baseline or one slow build moved the ratio by 0.1.
    The ratio of the medians is given beside it (``median_ratio``), the figure issue 55 counts.
    """
    corpus = work / "dev.jsonl"
    write(corpus, iter(dev_records()))
    flags = ["--no-cache", "--jobs", "1"] + (["--model", model] if model else [])
    pipe_cmd = [sys.executable, "-c", PIPE_ONLY, str(corpus)] + ([model] if model else [])
    pipes, builds, loads = [], [], []
    for _ in range(repeat):
        pipes.append(json.loads(subprocess.run(pipe_cmd, capture_output=True, text=True, check=True).stdout)["wall"])
        builds.append(kg_build(corpus, work / "out-dev", *flags))
        loads.append(_model_load_seconds(model))
    pipe, load = min(pipes), min(loads)
    build = min(builds, key=lambda b: b["wall"])
    kg_time = build["wall"] - load
    print(f"  nlp.pipe alone: {', '.join(f'{p:.1f}' for p in pipes)}s; model load {load:.1f}s", flush=True)
    return {
        "articles": 316,
        "pipe": round(pipe, 1),
        "kg": round(kg_time, 1),
        "phases": build["phases"],
        "ratio": round(kg_time / pipe, 2),
        "median_ratio": round((statistics.median(b["wall"] for b in builds) - load) / statistics.median(pipes), 2),
        "runs": repeat,
        "pipe_runs": [round(p, 1) for p in pipes],
        "kg_runs": [round(b["wall"] - load, 1) for b in builds],
    }


def _model_load_seconds(model: str | None) -> float:
    code = "import time; from kg.extract.nlp import load_model; s = time.perf_counter(); load_model({!r}); print(time.perf_counter() - s)"
    out = subprocess.run([sys.executable, "-c", code.format(model)], capture_output=True, text=True, check=True)
    return float(out.stdout)


def scale(work: Path, sizes: list[int], jobs: int) -> dict:
    """Full builds (cold cache) at each size; per-article time and RSS should stay flat.

    RSS growth is counted beyond the peak of a build just big enough to start
    workers as the large ones do (a smaller one parses in-process and holds the
    model in the main process): interpreter, imports, workers. What is left is
    what the articles themselves cost.
    """
    base = dev_records()
    small = work / f"c{FLOOR_ARTICLES}.jsonl"
    write(small, articles(base, FLOOR_ARTICLES))
    floor = kg_build(small, work / f"out-{FLOOR_ARTICLES}", "--jobs", str(jobs), "--no-cache")
    rows = []
    for n in sizes:
        corpus = work / f"c{n}.jsonl"
        words = write(corpus, articles(base, n))
        build = kg_build(corpus, work / f"out-{n}", "--jobs", str(jobs), "--cache", str(work / f"c{n}.sqlite"))
        rows.append(
            {
                "articles": n,
                "words": words,
                "wall": build["wall"],
                "phases": build["phases"],
                "max_rss_mb": build["max_rss_mb"],
                "parse_worker_rss_mb": build["parse_worker_rss_mb"],
                "fork_max_rss_mb": build["fork_max_rss_mb"],
                "ms_per_article": round(1000 * build["wall"] / n, 1),
                "kb_per_article": round(
                    1024 * max(build["max_rss_mb"] - floor["max_rss_mb"], 1) / (n - FLOOR_ARTICLES), 1
                ),
            }
        )
    per = [r["wall"] / r["articles"] for r in rows]
    mem = [r["kb_per_article"] for r in rows]
    return {
        "jobs": jobs,
        "floor_articles": FLOOR_ARTICLES,
        "floor_rss_mb": floor["max_rss_mb"],
        "floor_worker_rss_mb": floor["parse_worker_max_rss_mb"],
        "rows": rows,
        "growth": round(max(per) / min(per), 2),
        "rss_growth": round(max(mem) / min(mem), 2),
    }


def incremental(work: Path, n: int, jobs: int, full: dict | None) -> dict:
    """Add 10 new articles to the n-article corpus and rebuild with its cache."""
    base = dev_records()
    corpus = work / f"c{n}.jsonl"
    cache = work / f"c{n}.sqlite"
    if full is None or not cache.exists():
        write(corpus, articles(base, n))
        full = kg_build(corpus, work / f"out-{n}", "--jobs", str(jobs), "--cache", str(cache))
    grown = work / f"c{n}+10.jsonl"
    extra = list(articles(base, 10, first_round=n // len(base) + 100))
    grown.write_text(
        corpus.read_text(encoding="utf-8") + "".join(json.dumps(r) + "\n" for r in extra), encoding="utf-8"
    )
    again = kg_build(grown, work / f"out-{n}+10", "--jobs", str(jobs), "--cache", str(cache))
    return {
        "articles": n,
        "full": full["wall"],
        "rebuild": again["wall"],
        "phases": again["phases"],
        "ratio": round(again["wall"] / full["wall"], 3),
    }


def parallel(work: Path, n: int, two: dict | None) -> dict:
    """--jobs 2 against --jobs 1 on the n-article corpus, cold (``two``: scale's jobs-2 run of it)."""
    corpus = work / f"c{n}.jsonl"
    if not corpus.exists():
        write(corpus, articles(dev_records(), n))
    one = kg_build(corpus, work / "out-j1", "--no-cache", "--jobs", "1")
    two = two or kg_build(corpus, work / "out-j2", "--no-cache", "--jobs", "2")
    return {
        "articles": n,
        "jobs1": one["wall"],
        "jobs2": two["wall"],
        "phases1": one["phases"],
        "phases2": two["phases"],
        "speedup": round(one["wall"] / two["wall"], 2),
    }


def _ratio(row: dict, first: dict) -> float | str:
    """The largest parsing worker's peak in ``row`` over that in ``first`` ("n/a" without workers)."""
    top, base = max(row["parse_worker_rss_mb"], default=0), max(first["parse_worker_rss_mb"], default=0)
    return round(top / base, 2) if top and base else "n/a"


def report(results: dict) -> str:
    """RESULTS.md: the machine, the date, each measurement against its target, raw numbers."""
    lines = [
        f"## scale.py run of {results['date']}",
        "",
        f"Machine: {results['machine']}  ",
        f"Date: {results['date']}  ",
        f"Command: `python benchmarks/scale.py {' '.join(sys.argv[1:])}`",
        "",
        "| benchmark | measured | target |",
        "|---|---|---|",
    ]
    if "overhead" in results:
        o = results["overhead"]
        lines.append(
            f"| overhead: `kg build --no-cache --jobs 1` / `nlp.pipe` ({o['articles']} dev articles; "
            f"fastest of {o.get('runs', 1)} alternating runs each) | "
            f"{o['kg']}s / {o['pipe']}s = **{o['ratio']}**; medians' ratio **{o.get('median_ratio', '?')}** | "
            f"{TARGETS['overhead']} |"
        )
    if "scale" in results:
        sc = results["scale"]
        sizes = ", ".join(
            f"{r['articles']}: {r['wall']}s, {r['ms_per_article']} ms/article, {r['max_rss_mb']} MB" for r in sc["rows"]
        )
        lines.append(
            f"| scale (--jobs {sc['jobs']}; wall, per article, peak RSS of the main process) | {sizes}; "
            f"per-article time varies **{sc['growth']}x** | {TARGETS['linear']} |"
        )
        mem = ", ".join(f"{r['articles']}: {r['kb_per_article']} KB" for r in sc["rows"])
        lines.append(
            f"| peak RSS per article beyond a {sc.get('floor_articles', 10)}-article build "
            f"({sc['floor_rss_mb']} MB; workers "
            f"{sc['floor_worker_rss_mb']} MB each) | {mem}; varies **{sc['rss_growth']}x** | "
            f"{TARGETS['linear']} |"
        )
        biggest = sc["rows"][-1]
        lines.append(
            f"| peak RSS at {biggest['articles']} articles (main; its largest fork, story worker or exports, which shares "
            f"the main process's pages) | **{biggest['max_rss_mb']} MB**; "
            f"{biggest['fork_max_rss_mb']} MB | {TARGETS['rss']} |"
        )
        first = sc["rows"][0]
        workers = "; ".join(
            f"{r['articles']}: {', '.join(map(str, r['parse_worker_rss_mb'])) or 'none'} MB" for r in sc["rows"]
        )
        lines.append(
            f"| each parsing worker's peak RSS (VmHWM), by size | {workers}; largest "
            f"**{_ratio(sc['rows'][-1], first)}x** the {first['articles']}-article build's | "
            f"{TARGETS['worker_rss']} |"
        )
    if "incremental" in results:
        i = results["incremental"]
        lines.append(
            f"| incremental: +10 articles on {i['articles']}, cached | {i['rebuild']}s / {i['full']}s = "
            f"**{i['ratio']:.1%}** | {TARGETS['incremental']} |"
        )
    if "parallel" in results:
        p = results["parallel"]
        lines.append(
            f"| parallel: --jobs 1 / --jobs 2 on {p['articles']} articles | {p['jobs1']}s / {p['jobs2']}s "
            f"= **{p['speedup']}x** | {TARGETS['parallel']} |"
        )
    lines += [
        "",
        "Phases (seconds; parse includes model loading and reading):",
        "",
        "```json",
        json.dumps(results, indent=1),
        "```",
        "",
    ]
    return "\n".join(lines)


def machine() -> str:
    cpu = next(
        (
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        ),
        platform.processor() or "?",
    )
    mem = next(
        (line.split()[1] for line in Path("/proc/meminfo").read_text().splitlines() if line.startswith("MemTotal")), "0"
    )
    return f"{os.cpu_count()} cores (nproc), {int(mem) / 1024 / 1024:.1f} GiB RAM, {cpu}, Python {platform.python_version()}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 5000, 10000])
    parser.add_argument("--only", nargs="+", choices=["overhead", "scale", "incremental", "parallel"])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="jobs for scale/incremental")
    parser.add_argument("--model", default=None)
    parser.add_argument("--repeat", type=int, default=5, help="overhead runs of each side; the fastest counts")
    parser.add_argument("--work", type=Path, default=None, help="folder for corpora and outputs (default: temp)")
    parser.add_argument(
        "--vary-names",
        action="store_true",
        help="respell names round by round (make_corpus.py --vary-names): no two rounds "
        "share a sentence, as in a real archive, so kg does not join them as copies",
    )
    args = parser.parse_args()
    global VARY_NAMES
    VARY_NAMES = args.vary_names
    work = args.work or Path(tempfile.mkdtemp(prefix="kg-scale-"))
    work.mkdir(parents=True, exist_ok=True)
    todo = args.only or ["overhead", "scale", "parallel", "incremental"]
    results: dict = {
        "machine": machine(),
        "date": dt.datetime.now().isoformat(timespec="minutes"),
        "vary_names": VARY_NAMES,
    }
    print(f"{results['machine']}; work in {work}", flush=True)
    if "overhead" in todo:
        results["overhead"] = overhead(work, args.model, args.repeat)
        print(
            f"overhead: kg {results['overhead']['kg']}s / nlp.pipe {results['overhead']['pipe']}s "
            f"= {results['overhead']['ratio']}, medians' ratio {results['overhead']['median_ratio']} "
            f"(target {TARGETS['overhead']})",
            flush=True,
        )
    if "scale" in todo:
        results["scale"] = scale(work, args.sizes, args.jobs)
        print(
            f"scale: time per article varies {results['scale']['growth']}x, RSS per article "
            f"{results['scale']['rss_growth']}x across sizes (target {TARGETS['linear']})",
            flush=True,
        )
    if "parallel" in todo:
        n = 1000 if 1000 in args.sizes else min(args.sizes)
        reuse = results.get("scale", {}).get("jobs") == 2 or None
        two = next((r for r in results.get("scale", {}).get("rows", []) if r["articles"] == n), None) if reuse else None
        results["parallel"] = parallel(work, n, two)
        print(
            f"parallel: --jobs 2 is {results['parallel']['speedup']}x --jobs 1 (target {TARGETS['parallel']})",
            flush=True,
        )
    if "incremental" in todo:
        # The case: ten new articles on the 5,000-article corpus.
        n = 5000 if 5000 in args.sizes else (max(args.sizes) if "scale" in todo else min(args.sizes))
        full = next((r for r in results.get("scale", {}).get("rows", []) if r["articles"] == n), None)
        results["incremental"] = incremental(work, n, args.jobs, full)
        print(
            f"incremental: rebuild +10 = {results['incremental']['ratio']:.1%} of full "
            f"(target {TARGETS['incremental']})",
            flush=True,
        )
    (work / "results.json").write_text(json.dumps(results, indent=2))
    with (HERE / "RESULTS.md").open("a", encoding="utf-8") as history:
        history.write("\n" + report(results))
    print(f"raw results: {work / 'results.json'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
