#!/bin/bash
# The 100,000-article run of issue 23 (benchmarks/RESULTS.md, "Toward 100,000 articles"):
# one synthetic corpus with new names in every round, its first 1,000 and 10,000 articles the
# smaller sizes; each size parsed into a Parquet store with the real command line, then built
# from the store, each in a fresh process with its timings and memory peaks (timed_build.py);
# then the corpus steps one by one at the largest size (reduce_memory.py).
# Takes hours on 2 cores; run it in the background:
#     nohup bash benchmarks/archive_run.sh /tmp/archive 100000 > /tmp/archive.log 2>&1 &
# One JSON file per run in WORK (parse<N>.json, build<N>.json, steps<N>.jsonl).
set -euo pipefail
WORK=${1:?usage: archive_run.sh WORK [LARGEST]}
LARGEST=${2:-100000}
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$WORK"
python "$HERE/make_corpus.py" "$LARGEST" --vary-names -o "$WORK/c$LARGEST.jsonl"
sizes=(1000 10000 "$LARGEST")
for n in 1000 10000; do head -n "$n" "$WORK/c$LARGEST.jsonl" > "$WORK/c$n.jsonl"; done
for n in "${sizes[@]}"; do
    python "$HERE/timed_build.py" extract "$WORK/c$n.jsonl" --format parquet -o "$WORK/st$n" -j 2 -q --no-cache \
        > "$WORK/parse$n.json"
done
for n in "${sizes[@]}"; do
    python "$HERE/timed_build.py" build --from-extractions "$WORK/st$n" -o "$WORK/out$n" -q -j 2 > "$WORK/build$n.json"
done
python "$HERE/reduce_memory.py" "$WORK/st$LARGEST" --exports > "$WORK/steps$LARGEST.jsonl"
