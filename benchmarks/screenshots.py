"""Build the seed articles and screenshot graph.html and timeline.html in headless Chromium.

    python benchmarks/screenshots.py [OUT_DIR]      # default: output/screenshots

Prints the PNG paths. graph.html is shot twice: as it opens, and with a node
selected through ``#node=`` (details panel filled); timeline.html once.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script from anywhere

from exporters import write_all  # noqa: E402
from kg import build_graph  # noqa: E402
from tests.exporters.browser import CHROMIUM, Browser  # noqa: E402

SETTLE = "new Promise(r => setTimeout(() => r(true), 4000))"  # physics settling


def main(argv: list[str]) -> int:
    """Write the outputs and the screenshots; return an exit code."""
    if CHROMIUM is None:
        print("chromium not found (apt-get install chromium)", file=sys.stderr)
        return 2
    out = Path(argv[0]) if argv else ROOT / "output" / "screenshots"
    graph = build_graph([str(ROOT / "seeds")]).graph
    paths = write_all(graph, out)
    # The most connected entity: its panel shows aliases, roles and many sentences.
    selected = max((n for n, d in graph.nodes(data=True) if d["kind"] == "entity"), key=lambda n: (graph.degree(n), n))
    shots = []
    with Browser(width=1440, height=900) as browser:
        browser.open(paths["graph.html"].resolve().as_uri())
        browser.wait_for("document.body && document.body.dataset.drawn === '1'")
        browser.wait_for(SETTLE, timeout=30)
        shots.append(browser.screenshot(out / "graph.png"))
        browser.open(paths["graph.html"].resolve().as_uri() + "#node=" + selected.replace(":", "%3A"))
        browser.wait_for(f"document.body && document.body.dataset.selected === '{selected}'")
        browser.wait_for(SETTLE, timeout=30)
        shots.append(browser.screenshot(out / "graph-selected.png"))
        browser.open(paths["timeline.html"].resolve().as_uri())
        browser.wait_for("document.readyState === 'complete'")
        shots.append(browser.screenshot(out / "timeline.png"))
    for shot in shots:
        print(shot)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
