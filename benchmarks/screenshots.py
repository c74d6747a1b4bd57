"""Build a corpus and screenshot graph.html and timeline.html as a reader opens them, in headless Chromium.

    python benchmarks/screenshots.py [OUT_DIR] [--corpus PATH] [--docs]   # default: seeds/ into output/screenshots

At 1400x900: graph.html as it opens (the overview of the stories, ``overview.png``), the
largest story opened: its key events, names and dates, and its panel (``story.png``), and timeline.html
(``timeline.png``). ``--docs`` also copies the first two into docs/, where the README shows
them. Prints the PNG paths.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script from anywhere

from kg import build_graph  # noqa: E402
from kg.pipeline.outputs import write_outputs  # noqa: E402
from tests.exporters.browser import CHROMIUM, Browser  # noqa: E402

DRAWN = "document.body && document.body.dataset.drawn === '1'"
SETTLE = "new Promise(r => setTimeout(() => r(true), 1000))"


def main(argv: list[str]) -> int:
    """Write the outputs and the screenshots; return an exit code."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "output" / "screenshots")
    parser.add_argument("--corpus", default=str(ROOT / "seeds"), help="articles to build (default: seeds/)")
    parser.add_argument("--docs", action="store_true", help="copy overview.png and story.png into docs/")
    args = parser.parse_args(argv)
    if CHROMIUM is None:
        print("chromium not found (apt-get install chromium)", file=sys.stderr)
        return 2
    out: Path = args.out
    paths = write_outputs(build_graph([args.corpus], jobs=2), out, formats=["html", "timeline", "json"])
    story = json.loads(paths["report"].read_text(encoding="utf-8"))["stories"][0]
    shots = []
    with Browser(width=1400, height=900) as browser:
        browser.open(paths["graph.html"].resolve().as_uri())
        browser.wait_for(DRAWN)
        browser.wait_for(SETTLE)
        shots.append(browser.screenshot(out / "overview.png"))
        browser.open(paths["graph.html"].resolve().as_uri() + "#story=" + story["id"])
        browser.wait_for(f"document.body && document.body.dataset.view === {story['node']!r}")
        browser.wait_for(SETTLE)
        shots.append(browser.screenshot(out / "story.png"))
        browser.open(paths["timeline.html"].resolve().as_uri())
        browser.wait_for("document.readyState === 'complete'")
        shots.append(browser.screenshot(out / "timeline.png"))
    if args.docs:
        for shot in shots[:2]:
            shutil.copyfile(shot, ROOT / "docs" / shot.name)
    for shot in shots:
        print(shot)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
