"""An article carrying script payloads goes through `kg build`; no payload runs in any page.

Needs the trained model and Chromium (markers ``model`` and ``browser``: skipped without
them; a missing browser fails in CI).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from exporters import write_all
from kg.pipeline.build import build_graph
from tests.exporters.browser import Browser

PAYLOAD = '<img src=x onerror="document.body.dataset.pwned=1">'
SCRIPT = "<script>document.body.dataset.pwned=2</script>"

pytestmark = [pytest.mark.model, pytest.mark.browser]


def test_payloads_in_names_titles_and_quotes_stay_text(tmp_path: Path, nlp) -> None:
    record = {
        "id": "hostile",
        "title": f"Breaking {PAYLOAD} news {SCRIPT}",
        "date": "2002-10-21",
        "text": (
            f"President Maria {PAYLOAD}Lopez of Ruritania met Jonas Berg in Oslo on Sunday. "
            f'"We will win {SCRIPT}," Lopez said on Monday. The summit of Oslo ended {PAYLOAD}. '
            f"Lopez and Berg signed the treaty."
        ),
    }
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "hostile.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    build = build_graph([tmp_path / "in"], model=nlp)
    paths = write_all(build.graph, tmp_path / "out")
    with Browser() as browser:
        for name in ("graph.html", "timeline.html"):
            browser.open(paths[name].resolve().as_uri())
            browser.wait_for("document.readyState === 'complete'")
            if name == "graph.html":
                browser.wait_for("document.body.dataset.ready === '1'")
                for node in sorted(build.graph.nodes):  # open every details panel
                    browser.evaluate(f"location.hash = 'node=' + encodeURIComponent({json.dumps(node)}); 1")
            # The payload is on the page, as text: present and inert.
            shown = (
                "document.getElementById('kg-data').textContent" if name == "graph.html" else "document.body.innerText"
            )
            assert "onerror" in browser.evaluate(shown), name
            assert browser.evaluate("document.body.dataset.pwned || null") is None, name
            assert browser.evaluate("document.querySelectorAll('img[src=x], body script[src]').length") == 0, name
