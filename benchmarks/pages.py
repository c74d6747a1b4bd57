"""How fast a build's graph.html and timeline.html open in headless Chromium, and how large they are.

    python benchmarks/pages.py OUT_DIR [OUT_DIR...] [--runs N]

For each build folder, each page is opened N times (default 3) in a fresh 1400x900 tab and
the median is reported: ``first paint`` (the browser's first contentful paint), ``drawn``
(graph.html: vis-network's first finished frame of the first view; timeline.html: the first
story's key events laid out on screen, or the first event when there are no stories) and
``loaded`` (the load event), all from navigation start, in ms. Speed is a measure here, never
a test's assertion: these machines are shared and noisy.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.exporters.browser import Browser  # noqa: E402

PAINT = "(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: 0}).startTime"
LOADED = "performance.getEntriesByType('navigation')[0].loadEventEnd"
GRAPH_DRAWN = "document.body && document.body.dataset.drawMs"
# The first key event of the first story (or the first event) is laid out where a reader sees it.
TIMELINE_DRAWN = """(() => { const first = document.querySelector('ol.moments li, ol.events > li:not([hidden])');
  if (!first || first.getBoundingClientRect().height === 0) { return 0; }
  return performance.now(); })()"""


def measure(page: Path, runs: int) -> dict[str, float]:
    """Median first paint, drawn and loaded times of ``page``, in ms."""
    seen: dict[str, list[float]] = {"first paint": [], "drawn": [], "loaded": []}
    graph = page.name == "graph.html"
    for _ in range(runs):
        with Browser(width=1400, height=900) as browser:
            browser.open(page.resolve().as_uri())
            drawn = float(browser.wait_for(GRAPH_DRAWN if graph else TIMELINE_DRAWN, timeout=300, poll=0.02))
            browser.wait_for("document.readyState === 'complete'", timeout=300)
            browser.wait_for(f"{LOADED} > 0", timeout=300)
            seen["drawn"].append(drawn)
            seen["first paint"].append(float(browser.evaluate(PAINT)))
            seen["loaded"].append(float(browser.evaluate(LOADED)))
            if browser.exceptions():
                raise RuntimeError(f"{page}: {browser.exceptions()}")
    return {name: statistics.median(values) for name, values in seen.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("builds", nargs="+", type=Path, help="output folders of kg build")
    parser.add_argument("--runs", type=int, default=3, help="opens of each page (default 3; the median is shown)")
    args = parser.parse_args()
    print(f"{'page':42} {'MB':>8} {'first paint':>12} {'drawn':>8} {'loaded':>8}")
    for build in args.builds:
        for name in ("graph.html", "timeline.html"):
            page = build / name
            times = measure(page, args.runs)
            print(
                f"{str(page):42} {page.stat().st_size / 1e6:8.1f} {times['first paint']:12.0f} "
                f"{times['drawn']:8.0f} {times['loaded']:8.0f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
