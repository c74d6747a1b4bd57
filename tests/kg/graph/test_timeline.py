"""One entity's timeline from the graph: which entity a name designates, which events, in what order."""

from __future__ import annotations

import networkx as nx
import pytest

from kg.errors import UsageError
from kg.graph.timeline import entity_timeline, find_entity


def _graph() -> nx.MultiDiGraph:
    """Two carmakers, two people called Dolan, events of every factuality, dated and not."""
    g = nx.MultiDiGraph()

    def entity(node: str, label: str, type_: str, mentions: int, aliases: str = "") -> None:
        g.add_node(node, kind="entity", label=label, type=type_, mentions=mentions, aliases=aliases)

    def event(node: str, label: str, date: str, factuality: str, sources: str, *roles: tuple[str, str]) -> None:
        g.add_node(node, kind="event", label=label, date=date, granularity="", factuality=factuality, sources=sources)
        for entity_node, relation in roles:
            g.add_edge(node, entity_node, key=relation, relation=relation)
        for source in sources.split(" | "):
            g.add_edge(node, f"doc:{source}", key="mentioned_in", relation="mentioned_in")

    entity("entity:general-motors", "General Motors", "ORG", 9, "GM | General Motors Corp.")
    entity("entity:chrysler", "Chrysler", "ORG", 4)
    entity("entity:mira-dolan", "Mira Dolan", "PERSON", 5, "Dolan")
    entity("entity:ray-dolan", "Ray Dolan", "PERSON", 2, "Dolan")
    entity("entity:detroit", "Detroit", "GPE", 3)
    for aid, date, title in (("a1", "2009-06-02", "GM files"), ("a2", "2009-07-11", "New GM"), ("a3", "", "")):
        g.add_node(f"doc:{aid}", kind="document", label=title or aid, title=title, date=date)
    gm = "entity:general-motors"
    event("event:exit", "GM left bankruptcy", "2009-07-10", "fact", "a2", (gm, "agent"))
    event(
        "event:filing",
        "GM filed for bankruptcy",
        "2009-06-01",
        "fact",
        "a1 | a2",
        (gm, "agent"),
        ("entity:detroit", "location"),
    )
    event("event:june", "GM cut jobs", "2009-06", "fact", "a1", (gm, "agent"))
    event("event:sale", "GM did not sell Opel", "2009", "negated", "a2", (gm, "agent"))
    event("event:plants", "GM close plants", "2010", "future", "a1", (gm, "agent"))
    event("event:loan", "Chrysler lent GM", "", "fact", "a2", ("entity:chrysler", "agent"), (gm, "patient"))
    event("event:talks", "talks", "", "fact", "a1 | a3", (gm, "participant"))
    event("event:maybe", "GM might merge", "", "uncertain", "a1", (gm, "agent"))
    g.add_edge(gm, "doc:a1", key="mentioned_in", relation="mentioned_in")  # not a role: no event
    return g


@pytest.mark.parametrize(
    "name",
    ["General Motors", "general motors", "GM", "gm", "General Motors Corp", "entity:general-motors", "general-motors"],
)
def test_a_name_alias_or_id_in_any_case_designates_its_entity(name: str) -> None:
    assert find_entity(_graph(), name) == "entity:general-motors"


def test_a_name_before_an_alias_shared_by_others() -> None:
    g = _graph()
    g.nodes["entity:chrysler"]["aliases"] = "Mira Dolan"
    assert find_entity(g, "Mira Dolan") == "entity:mira-dolan"


def test_an_ambiguous_name_names_every_candidate_and_asks_for_more() -> None:
    with pytest.raises(UsageError) as raised:
        find_entity(_graph(), "dolan")
    message = str(raised.value)
    assert "'dolan' names 2 entities" in message
    # The most mentioned first, each with its type and id to give instead.
    assert message.index("Mira Dolan (PERSON, entity:mira-dolan, 5 mentions)") < message.index("Ray Dolan")
    assert "give a fuller name or one of these entity ids" in message
    assert raised.value.exit_code == 2


def test_an_unknown_name_suggests_the_closest_names() -> None:
    with pytest.raises(UsageError) as raised:
        find_entity(_graph(), "General Motor")
    assert "no entity named 'General Motor'; closest: General Motors (ORG" in str(raised.value)
    with pytest.raises(UsageError) as raised:
        find_entity(_graph(), "Motors")  # a word of the name: the entity holding it
    assert "closest: General Motors" in str(raised.value)
    with pytest.raises(UsageError) as raised:
        find_entity(_graph(), "Volkswagen")
    assert "no entity named 'Volkswagen' among the 5 entities" in str(raised.value)
    assert "check the spelling" in str(raised.value)


def test_events_come_in_date_order_coarser_first_and_undated_last() -> None:
    rows = entity_timeline(_graph(), "GM")
    assert [r.event for r in rows] == [
        "event:sale",  # 2009
        "event:june",  # 2009-06 before 2009-06-01: both start on 1 June, the month is coarser
        "event:filing",
        "event:exit",
        "event:talks",  # undated: by first article's publication date (a1 before a2)
        "event:loan",
    ]
    assert [r.date for r in rows] == ["2009", "2009-06", "2009-06-01", "2009-07-10", "", ""]
    assert [r.granularity for r in rows][:4] == ["year", "month", "day", "day"]
    assert not rows[-1].dated and rows[0].dated


def test_each_row_carries_the_entitys_roles_factuality_and_sources_with_titles() -> None:
    rows = {r.event: r for r in entity_timeline(_graph(), "General Motors")}
    filing = rows["event:filing"]
    assert (filing.label, filing.factuality, filing.roles) == ("GM filed for bankruptcy", "fact", ("agent",))
    assert (filing.sources, filing.titles) == (("a1", "a2"), ("GM files", "New GM"))
    assert rows["event:loan"].roles == ("patient",)
    assert rows["event:talks"].titles == ("GM files", "a3")  # untitled: the document's label
    assert rows["event:sale"].factuality == "negated"


def test_unasserted_events_only_when_asked_for() -> None:
    default = {r.event for r in entity_timeline(_graph(), "GM")}
    everything = {r.event: r for r in entity_timeline(_graph(), "GM", unasserted=True)}
    assert "event:sale" in default  # negated facts are facts the articles state
    assert set(everything) - default == {"event:plants", "event:maybe"}
    assert everything["event:plants"].factuality == "future"


def test_an_entity_in_no_event_has_an_empty_timeline() -> None:
    g = _graph()
    g.add_node("entity:karvia", kind="entity", label="Karvia", type="GPE", mentions=1)
    assert entity_timeline(g, "Karvia") == []
    assert [r.event for r in entity_timeline(g, "Detroit")] == ["event:filing"]
