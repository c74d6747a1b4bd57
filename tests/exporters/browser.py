"""Headless Chromium through Playwright's Python API, for the browser tests and screenshots.

Playwright drives the system's Chromium (Debian's package ``chromium``) given
as ``executable_path``: nothing is downloaded, never run ``playwright install``.
Tests that need it carry ``@pytest.mark.browser``; tests/conftest.py skips them
when :func:`unavailable` gives a reason, or fails them when ``KG_REQUIRE_BROWSER=1`` (CI).
Used by the browser tests and ``benchmarks/screenshots.py``.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path
from typing import Any


def _find_chromium() -> str | None:
    # Debian's /usr/bin/chromium is a shell wrapper that sources /etc/chromium.d
    # (API keys, extensions: calls to Google); the binary behind it does not.
    real = Path("/usr/lib/chromium/chromium")
    if real.is_file() and os.access(real, os.X_OK):
        return str(real)
    return shutil.which("chromium") or shutil.which("chromium-browser")


CHROMIUM = _find_chromium()


def unavailable() -> str | None:
    """Why no browser test can run here, or None when Chromium and Playwright are both present."""
    if CHROMIUM is None:
        return "chromium not on PATH (Debian: apt-get install chromium)"
    if importlib.util.find_spec("playwright") is None:
        return "playwright not installed (pip install -e '.[test]')"
    return None


class Browser:
    """One headless Chromium with one Playwright page; use as a context manager.

    ``page`` is the Playwright page itself; the methods are the few steps the
    tests repeat, with JavaScript expressions as strings.
    """

    def __init__(self, proxy: str | None = None, width: int = 1280, height: int = 800) -> None:
        from playwright.sync_api import sync_playwright

        reason = unavailable()
        if reason:
            raise RuntimeError(reason)
        self._requests: list[str] = []
        self._exceptions: list[str] = []
        self._playwright = sync_playwright().start()
        try:
            # Playwright adds `<-loopback>` to the bypass list: even 127.0.0.1
            # goes through the proxy, so a recording proxy sees every request.
            self._browser = self._playwright.chromium.launch(
                executable_path=CHROMIUM,
                proxy={"server": f"http://{proxy}"} if proxy else None,
                # Playwright's own flags already silence most background traffic.
                args=["--disable-gpu", "--disable-sync", "--no-pings", "--dns-prefetch-disable", "--mute-audio"],
            )
            self.page = self._browser.new_page(viewport={"width": width, "height": height})
        except BaseException:
            self._playwright.stop()
            raise
        self.page.on("request", lambda request: self._requests.append(request.url))
        self.page.on("pageerror", lambda error: self._exceptions.append(str(error)[:500]))

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop this Chromium (Playwright ends only the processes it started)."""
        try:
            self._browser.close()
        finally:
            self._playwright.stop()

    def open(self, url: str) -> None:
        """Navigate to ``url``; returns once the navigation committed, scripts may still run."""
        self.page.goto(url, wait_until="commit")

    def evaluate(self, expression: str) -> Any:
        """Value of a JavaScript expression in the page (promises awaited)."""
        return self.page.evaluate(expression)

    def wait_for(self, expression: str, timeout: float = 30.0, poll: float = 0.05) -> Any:
        """Poll ``expression`` (across navigations) until it is truthy; return its value."""
        handle = self.page.wait_for_function(expression, timeout=timeout * 1000, polling=poll * 1000)
        return handle.json_value()

    def screenshot(self, path: Path) -> Path:
        """Save the viewport as PNG."""
        self.page.screenshot(path=path)
        return path

    def requests(self) -> list[str]:
        """URLs the page asked for, in order."""
        return list(self._requests)

    def exceptions(self) -> list[str]:
        """Uncaught page errors seen so far."""
        return list(self._exceptions)


# What graph.html draws now, measured in the page: the view, when it first drew, the nodes drawn,
# those no drawn edge touches, the labels' size on screen (font size times zoom: css pixels)
# and the drawn nodes whose centre lies outside the canvas.
DRAWN_VIEW = """(() => {
  const n = window.kgNetwork, scale = n.getScale(), ids = n.body.nodeIndices;
  const linked = new Set();
  n.body.edgeIndices.forEach(e => { const edge = n.body.edges[e]; linked.add(edge.fromId); linked.add(edge.toId); });
  const px = ids.map(id => n.body.nodes[id].options.font.size * scale).sort((a, b) => a - b);
  const box = document.querySelector('#network canvas').getBoundingClientRect();
  const outside = ids.filter(id => { const p = n.canvasToDOM(n.getPosition(id));
    return p.x < 0 || p.y < 0 || p.x > box.width || p.y > box.height; });
  return {view: document.body.dataset.view, drawMs: Number(document.body.dataset.drawMs), nodes: ids,
          alone: ids.filter(id => !linked.has(id)), labelPx: px.length ? px[Math.floor(px.length / 2)] : 0,
          labels: Object.fromEntries(ids.map(id => [id, n.body.nodes[id].options.label || ''])), outside: outside};
})()"""

# The drawn edges that run over another node's label as drawn (its box on the canvas):
# [from, to, the node whose label it crosses].
CROSSED_LABELS = """(() => {
  const B = window.kgNetwork.body;
  const boxes = B.nodeIndices.filter(id => B.nodes[id].options.label).map(id => {
    const s = B.nodes[id].labelModule.size; return [id, s.left, s.top, s.left + s.width, s.top + s.height]; });
  function hits(x1, y1, x2, y2, b) {  // Liang-Barsky: does the segment meet the box?
    let t0 = 0, t1 = 1; const dx = x2 - x1, dy = y2 - y1;
    for (const [p, q] of [[-dx, x1 - b[1]], [dx, b[3] - x1], [-dy, y1 - b[2]], [dy, b[4] - y1]]) {
      if (p === 0) { if (q < 0) { return false; } continue; }
      const r = q / p;
      if (p < 0) { if (r > t1) { return false; } t0 = Math.max(t0, r); } else { if (r < t0) { return false; } t1 = Math.min(t1, r); }
    }
    return true;
  }
  const found = [];
  B.edgeIndices.forEach(e => { const E = B.edges[e], a = B.nodes[E.fromId], b = B.nodes[E.toId];
    boxes.forEach(box => { if (box[0] !== E.fromId && box[0] !== E.toId && hits(a.x, a.y, b.x, b.y, box)) {
      found.push([E.fromId, E.toId, box[0]]); } }); });
  return found;
})()"""
