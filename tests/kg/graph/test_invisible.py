"""Bidirectional and other invisible controls never reach a label, title or evidence (issue 50, fault 9).

U+202E was removed from entity names but not from document titles or unnamed participants, and
reached every label: "…final report" drawn from "troper lanif".
"""

from __future__ import annotations

import dataclasses
import json
import re

from kg.graph.corpus_graph import corpus_graph
from kg.ingest.read import read_inputs
from kg.model import Article
from kg.pipeline.corpus import resolve_corpus
from tests.kg.runtime.test_store import _extraction

HIDDEN = re.compile("[\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _hostile():
    ex = _extraction(2)  # PersonA and PersonB Smith met on Sunday
    text = "\u202eTroper lanif and " + ex.article.text
    shift = len("\u202eTroper lanif and ")
    moved = [dataclasses.replace(m, start=m.start + shift, end=m.end + shift) for m in ex.mentions]
    spans = [dataclasses.replace(s, start=s.start + shift, end=s.end + shift) for s in ex.timex_spans]
    timexes = [dataclasses.replace(t, start=t.start + shift, end=t.end + shift) for t in ex.timexes]
    events = [
        dataclasses.replace(
            ev,
            start=ev.start + shift,
            end=ev.end + shift,
            agents=(),
            subject="\u202etroper lanif",
            quote="\u2066x\u2069",
        )
        for ev in ex.events
    ]
    article = dataclasses.replace(ex.article, text=text, title="Weekly \u202etroper lanif")
    return dataclasses.replace(
        ex,
        article=article,
        sentences=((0, len(text)),),
        mentions=tuple(moved),
        timex_spans=tuple(spans),
        timexes=tuple(timexes),
        events=tuple(events),
    )


def test_no_label_title_or_evidence_of_the_graph_holds_a_hidden_control():
    graph = corpus_graph(resolve_corpus([_hostile(), _extraction(3)]))
    shown = [json.dumps(dict(data), ensure_ascii=False) for _, data in graph.nodes(data=True)]
    shown += [json.dumps(dict(data), ensure_ascii=False) for *_, data in graph.edges(data=True)]
    events = [d for _, d in graph.nodes(data=True) if d["kind"] == "event"]
    assert any("troper lanif (agent)" in d["unnamed"] for d in events)  # the words stay, in their order
    assert [s for s in shown if HIDDEN.search(s)] == []
    assert "Weekly troper lanif" in {d["label"] for _, d in graph.nodes(data=True)}


def test_titles_lose_hidden_controls_as_they_are_read(tmp_path):
    (tmp_path / "a.json").write_text(json.dumps({"title": "Weekly \u202etroper lanif", "text": "Talks opened."}))
    (tmp_path / "b.md").write_text("---\ntitle: \u2067Budget\u2069 vote\n---\nTalks opened.\n")
    titles = sorted(a.title for a in read_inputs([tmp_path]) if isinstance(a, Article))
    assert titles == ["Budget vote", "Weekly troper lanif"]
