"""The views graph.html draws (exporters.views) and where their nodes go (exporters.view_layout)."""

from __future__ import annotations

import itertools

import networkx as nx

from exporters.gexf import node_intervals
from exporters.prepare import prepare
from exporters.story_nodes import Context, story_nodes
from exporters.view_layout import EVENT_STEP, LANE, NAME_STEP, around, overview_positions, story_positions
from exporters.views import OVERVIEW_ARTICLES, OVERVIEW_STORIES, overview


def test_a_storys_events_run_down_the_middle_with_when_and_where_left_and_who_right() -> None:
    events = [f"e{i}" for i in range(10)]
    # Every name takes part in the same two events: they all want the same height.
    actors = {f"a{i}": ["e3", "e4"] for i in range(7)}
    places = {f"p{i}": ["e9"] for i in range(3)}
    dates = {f"d{i}": [events[i]] for i in range(8)}
    found = story_positions(events, dates, actors, places)
    assert set(found) == set(events) | set(actors) | set(places) | set(dates)
    # Events top to bottom in the order given, a two-line label's height apart, in one column.
    assert [found[e][1] for e in events] == [i * EVENT_STEP for i in range(10)]
    assert {found[e][0] for e in events} == {0.0}
    assert all(found[n][0] < 0 for n in [*dates, *places]) and all(found[a][0] > 0 for a in actors)
    # A date sits level with its event; names in a lane keep a name's height apart.
    assert all(found[f"d{i}"][1] == found[f"e{i}"][1] for i in range(8))
    for a, b in itertools.combinations(found, 2):
        (xa, ya), (xb, yb) = found[a], found[b]
        assert xa != xb or abs(ya - yb) >= NAME_STEP or {a, b} <= set(events), (a, b)
    # The first actor is level with its events; the lanes hold them all near it, not far down.
    assert found["a0"][1] == (found["e3"][1] + found["e4"][1]) / 2
    assert max(found[a][1] for a in actors) <= found["e4"][1] + 4 * NAME_STEP
    # An outer lane's name is never level with an inner one: its edge would run through that dot.
    inner = {y for x, y in found.values() if x == LANE}
    assert all(y not in inner for x, y in found.values() if x == 2 * LANE)


def test_the_overview_grid_gives_every_story_and_shared_name_a_cell_of_its_own() -> None:
    shape = nx.Graph()
    stories = [f"story:s{i:02d}" for i in range(30)]
    shape.add_nodes_from(stories)
    shape.add_edges_from([(stories[0], "entity:shared"), (stories[1], "entity:shared")])
    shape.add_edges_from((s, f"entity:own{i}") for i, s in enumerate(stories[2:]))
    own = {f"entity:own{i}": s for i, s in enumerate(stories[2:])}
    found = overview_positions(shape, own)
    cells = [found[n] for n in shape if n not in own]
    assert len(set(cells)) == len(cells)
    # A story's own actor sits right above it.
    assert all(found[a][0] == found[s][0] and found[a][1] < found[s][1] for a, s in own.items())
    # Wider than high, as a window is.
    xs, ys = [x for x, _ in found.values()], [y for _, y in found.values()]
    assert max(xs) - min(xs) > max(ys) - min(ys)


def test_a_few_stories_have_their_names_in_a_ring() -> None:
    g = nx.Graph([("s", "a"), ("s", "b"), ("s", "c"), ("t", "c"), ("t", "d")])
    found = around(["s", "t"], g)
    assert set(found) == set(g)
    assert found["c"][1] > max(found[n][1] for n in ("s", "t"))  # shared: below, between them


def _many_stories(n: int) -> nx.MultiDiGraph:
    """``n`` stories of 1 to 5 articles, each with a name of its own and one every story shares."""
    g = nx.MultiDiGraph()
    g.add_node("entity:capital", kind="entity", type="GPE", label="Capital", mentions=n)
    for i in range(n):
        name = f"entity:p{i:03d}"
        g.add_node(name, kind="entity", type="PERSON", label=f"Person {i}", mentions=1)
        g.add_node(
            f"story:s{i:03d}",
            kind="story",
            type="story",
            label=f"Person {i} · vote",
            articles=1 + i % 5,
            doc_count=1 + i % 5,
            key_entities=f"{name} | entity:capital",
            key_events="",
        )
    return g


def test_the_overview_draws_the_largest_stories_and_no_node_alone() -> None:
    g = prepare(_many_stories(200))
    ctx = Context(g, node_intervals(g))
    stories = story_nodes(g)
    view = overview(ctx, stories, max_nodes=500)
    drawn = {n["id"] for n in view["nodes"]}
    big = [s.node for s in stories if s.articles >= OVERVIEW_ARTICLES]
    assert len(big) > OVERVIEW_STORIES and view["drawnStories"] == OVERVIEW_STORIES
    assert set(big[:OVERVIEW_STORIES]) <= drawn
    assert {s for s in drawn if s.startswith("story:")} == set(big[:OVERVIEW_STORIES])
    linked = {e["from"] for e in view["edges"]} | {e["to"] for e in view["edges"]}
    assert drawn == linked
    # A name every story gives links nothing in particular: it is no hub of the overview.
    assert not any(e["relation"] == "shares" for e in view["edges"]) and "entity:capital" not in drawn


def test_a_story_whose_articles_assert_no_event_shows_what_they_report() -> None:
    from exporters.views import story_view

    g = nx.MultiDiGraph()
    g.add_node("story:s", kind="story", type="story", label="Port Elm · summit", articles=2, key_events="")
    g.add_node("event:summit", kind="event", type="meeting", label="summit", factuality="future", stories="s")
    g.add_node("entity:port-elm", kind="entity", type="GPE", label="Port Elm")
    g.add_edge("event:summit", "entity:port-elm", relation="location")
    g = prepare(g)
    ctx = Context(g, node_intervals(g))
    view = story_view(ctx, story_nodes(g)[0], max_nodes=500)
    assert {n["id"] for n in view["nodes"]} == {"event:summit", "entity:port-elm"}
    assert view["story"]["asserted"] is False and view["story"]["events"][0][2] == "summit (future)"
    # Drawn whatever the unasserted filter hides: the page keeps a story's own events (``key``).
    summit = next(n for n in view["nodes"] if n["id"] == "event:summit")
    assert summit["unasserted"] is True and summit["key"] is True
    assert "key" not in next(n for n in view["nodes"] if n["id"] == "entity:port-elm")


def test_a_key_event_nothing_drawn_names_or_dates_hangs_from_its_story() -> None:
    """ "Other pirates fled": no name, no day (only "by" one), so no drawn edge; it was drawn alone."""
    from exporters.views import story_view

    g = nx.MultiDiGraph()
    g.add_node(
        "story:s", kind="story", type="story", label="Port Elm · raid", articles=3, key_events="event:raid | event:fled"
    )
    g.add_node("event:raid", kind="event", type="conflict", label="navy raided port", stories="s")
    g.add_node("event:fled", kind="event", type="movement", label="other pirates fled", stories="s")
    g.add_node("entity:port-elm", kind="entity", type="GPE", label="Port Elm")
    g.add_edge("event:raid", "entity:port-elm", relation="location")
    g = prepare(g)
    view = story_view(Context(g, node_intervals(g)), story_nodes(g)[0], max_nodes=500)
    drawn = {n["id"] for n in view["nodes"]}
    linked = {e["from"] for e in view["edges"]} | {e["to"] for e in view["edges"]}
    assert {"event:raid", "event:fled"} <= drawn and drawn == linked
    assert any(e["from"] == "story:s" and e["to"] == "event:fled" for e in view["edges"])
    # Drawn among the actors, level with the event it ties down, clear of the place (left).
    at = {n["id"]: (n["x"], n["y"]) for n in view["nodes"]}
    assert at["story:s"][0] > at["event:fled"][0] > at["entity:port-elm"][0]
    assert abs(at["story:s"][1] - at["event:fled"][1]) < NAME_STEP


def test_search_finds_dates_too_and_opens_a_story_they_belong_to() -> None:
    from exporters.views import search_index

    g = nx.MultiDiGraph()
    g.add_node("story:s", kind="story", type="story", label="Port Elm · flood", articles=2, key_events="event:flood")
    g.add_node("event:flood", kind="event", type="disaster", label="flood", stories="s", date="2009-06-01")
    g.add_node("date:2009-06-01", kind="date", type="day", label="1 Jun 2009", date="2009-06-01")
    g.add_edge("event:flood", "date:2009-06-01", relation="on_date")
    g = prepare(g)
    ctx = Context(g, node_intervals(g))
    index = {e[0]: e for e in search_index(ctx, story_nodes(g), {})}
    assert index["date:2009-06-01"][1:] == ["1 Jun 2009", "t", 0]


def test_search_tells_two_events_of_one_label_apart_by_their_dates() -> None:
    from exporters.views import search_index

    g = nx.MultiDiGraph()
    g.add_node("story:s", kind="story", type="story", label="Agadir · quake", articles=2, key_events="event:q2")
    g.add_node("event:q1", kind="event", type="disaster", label="earthquake", stories="s", date="1960")
    g.add_node("event:q2", kind="event", type="disaster", label="earthquake", stories="s", date="2023-09-08")
    g.add_node(
        "event:q3",
        kind="event",
        type="disaster",
        label="earthquake",
        stories="s",
        date="2023-09-12",
        date_bound="before",
    )
    g.add_node("event:q4", kind="event", type="disaster", label="earthquake", stories="s")
    g.add_node("entity:agadir", kind="entity", type="GPE", label="Agadir", aliases="Agadir city", date="1960")
    g = prepare(g)
    index = {e[0]: e for e in search_index(Context(g, node_intervals(g)), story_nodes(g), {})}
    assert index["event:q1"][4:] == ["", "1960"] and index["event:q2"][4:] == ["", "8 Sep 2023"]
    assert index["event:q3"][5] == "by 12 Sep 2023"
    assert len(index["event:q4"]) == 4 and index["entity:agadir"][4:] == ["Agadir city"]  # no date: none shown


def test_an_overview_actor_sits_clear_of_its_story_and_of_the_caption_a_row_up() -> None:
    # On ECB+ the actor's two-line label ("Doug McDermott") hung over its own story's star.
    from exporters.view_layout import CELL, overview_positions
    from exporters.views import SATELLITE_SIZE, _story_size

    shape = nx.Graph()
    shape.add_nodes_from(f"story:{i:02}" for i in range(30))
    shape.add_edge("story:20", "entity:a")
    found = overview_positions(shape, {"entity:a": "story:20"})
    (sx, sy), (ax, ay) = found["story:20"], found["entity:a"]
    star, line = _story_size(30), 17  # the largest star the overview draws; the overview's font
    assert ax == sx and ay + SATELLITE_SIZE + 3 + 2 * line <= sy - star  # its label ends above the star
    assert sy - CELL[1] + star + 3 + 5 * line <= ay - SATELLITE_SIZE  # the caption a row up ends above it
