"""A small hand-made knowledge graph with every node kind and the awkward cases.

It holds parallel edges, a None, a list, control characters and two XSS
payloads (in a label and in evidence); a payload that ran would set
``data-pwned`` on <body>, which the browser test looks for.
"""

from __future__ import annotations

from collections.abc import Callable

import networkx as nx
import pytest

XSS_IMG = '<img src=x onerror="document.body.dataset.pwned=1">'
XSS_SCRIPT = "<script>document.body.dataset.pwned=2</script>"
XSS_ALERT = "<script>alert(1)</script>"
CONTROL = "\x00\x07\x1b\ufffe"


def _entity(label: str, type_: str, mentions: int, docs: list[str], **extra: object) -> dict:
    return {
        "label": label,
        "kind": "entity",
        "type": type_,
        "mentions": mentions,
        "doc_count": len(docs),
        "sources": " | ".join(docs),
        "aliases": "",
        "roles": "",
        **extra,
    }


def _event(label: str, class_: str, date: str, docs: list[str], evidence: str, **extra: object) -> dict:
    return {
        "label": label,
        "kind": "event",
        "type": class_,
        "mentions": 1,
        "doc_count": len(docs),
        "sources": " | ".join(docs),
        "trigger": label.split()[0].lower(),
        "date": date,
        "evidence": evidence,
        **extra,
    }


def build_graph() -> nx.MultiDiGraph:
    """The fixture graph; a function so tests can build fresh copies."""
    g = nx.MultiDiGraph(name=f"Iraq test {XSS_ALERT}")
    g.add_node(
        "entity:saddam-hussein",
        **_entity(
            "Saddam Hussein",
            "PERSON",
            5,
            ["000_abc", "001_def"],
            aliases=["Saddam", "Hussein"],  # a list, as the core might leave it
            roles="president",
        ),
    )
    g.add_node("entity:iraq", **_entity("Iraq", "GPE", 8, ["000_abc", "001_def"]))
    g.add_node(
        "entity:evil-co",
        **_entity(f"Evil{CONTROL} Co {XSS_IMG}{XSS_SCRIPT}", "ORG", 1, ["001_def"], aliases=f"Evil & Co{CONTROL}"),
    )
    g.add_node("entity:baghdad", **_entity("Baghdad", "LOC", 2, ["000_abc"]))
    g.add_node(
        "event:amnesty-2002-10-20",
        **_event(
            "Amnesty announced",
            "statement",
            "2002-10-20",
            ["000_abc"],
            f"Saddam Hussein announced an amnesty. {XSS_IMG} {XSS_ALERT}",
            quote="All prisoners are free",
        ),
    )
    g.add_node(
        "event:war-1991", **_event("War began", "conflict", "1991", ["000_abc"], "The war began in 1991.", quote=None)
    )
    g.add_node(
        "event:talks-2002-w42", **_event("Talks held", "meeting", "2002-W42", ["001_def"], "Talks were held that week.")
    )
    g.add_node("event:reforms-199x", **_event("Reforms made", "other", "199X", ["001_def"], "Reforms in the 1990s."))
    g.add_node(
        "event:vote-2002-10",
        **_event("Referendum held", "election", "2002-10", ["000_abc"], "A referendum in October."),
    )
    g.add_node(
        "event:trial", **_event("Trial opened", "legal", "", ["001_def"], f"A trial opened.{CONTROL} {XSS_SCRIPT}")
    )
    g.add_node(
        "date:2002-10-20",
        label="20 October 2002",
        kind="date",
        type="day",
        date="2002-10-20",
        mentions=1,
        doc_count=1,
        sources="000_abc",
    )
    g.add_node(
        "doc:000_abc",
        label="Iraq frees prisoners",
        kind="document",
        type="article",
        date="2002-10-21",
        date_source="dateline",
        title="Iraq frees prisoners",
        path="seeds/000_abc.txt",
        mentions=1,
        doc_count=1,
        sources="000_abc",
    )
    g.add_node(
        "doc:001_def",
        label=f"Untitled {XSS_IMG}",
        kind="document",
        type="article",
        date="",
        date_source="none",
        title=f"Untitled {XSS_IMG}",
        path="seeds/001_def.txt",
        mentions=1,
        doc_count=1,
        sources="001_def",
    )

    def edge(u: str, v: str, relation: str, weight: int = 1, evidence: str = "") -> None:
        g.add_edge(u, v, relation=relation, weight=weight, doc_count=1, evidence=evidence)

    edge("entity:saddam-hussein", "event:amnesty-2002-10-20", "agent", evidence="Saddam announced")
    edge("event:amnesty-2002-10-20", "entity:baghdad", "location")
    edge("event:amnesty-2002-10-20", "date:2002-10-20", "on_date")
    edge("event:amnesty-2002-10-20", "doc:000_abc", "mentioned_in")
    edge("entity:iraq", "event:war-1991", "participant")
    edge("event:war-1991", "event:amnesty-2002-10-20", "precedes")
    edge("entity:iraq", "event:talks-2002-w42", "participant")
    edge("entity:iraq", "event:vote-2002-10", "location")
    edge("entity:saddam-hussein", "event:reforms-199x", "agent")
    edge("entity:evil-co", "event:trial", "patient", evidence=f"{XSS_IMG}{XSS_ALERT}")
    edge("event:trial", "doc:001_def", "mentioned_in")
    edge("entity:saddam-hussein", "doc:000_abc", "mentioned_in", weight=3)
    edge("entity:iraq", "doc:001_def", "mentioned_in", weight=2)
    # Parallel edges: same pair, different relations.
    edge("entity:saddam-hussein", "entity:iraq", "co_occurs", weight=4, evidence="Saddam ruled Iraq.")
    edge("entity:saddam-hussein", "entity:iraq", "participant", weight=1)
    return g


@pytest.fixture
def graph() -> nx.MultiDiGraph:
    return build_graph()


@pytest.fixture
def build() -> Callable[[], nx.MultiDiGraph]:
    """The fixture graph's builder, for tests that need several fresh copies."""
    return build_graph


@pytest.fixture
def payloads() -> tuple[str, ...]:
    """The XSS strings planted in the fixture graph."""
    return (XSS_IMG, XSS_SCRIPT, XSS_ALERT)
