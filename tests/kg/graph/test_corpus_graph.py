import gc
import json
from dataclasses import replace

import networkx as nx

from kg.graph.corpus_graph import assemble_corpus, corpus_graph
from kg.graph.schema import flatten
from kg.model import (
    Article,
    Corpus,
    Disagreement,
    Event,
    EventMention,
    Extraction,
    Mention,
    PublicationDate,
    StatedValue,
    Story,
)
from kg.pipeline.corpus import resolve_corpus
from tests.kg.resolve.events.test_coref import _ex

SCALARS = (str, int, float, bool)


def _graph():
    exs = [
        _ex("a", "amnesty", "2002-10-20", ["Ana", "Bo"]),
        _ex("b", "amnesty", "1991", ["Ana", "Bo"]),
        _ex("c", "amnesty", None, ["Ana", "Bo"]),
    ]
    return corpus_graph(resolve_corpus(exs))


def test_nodes_carry_the_documented_attributes_as_scalars():
    g = _graph()
    kinds = {d["kind"] for _, d in g.nodes(data=True)}
    assert kinds == {"entity", "event", "date", "document", "story"}
    for _, d in g.nodes(data=True):
        assert {"label", "kind", "type", "mentions", "doc_count", "sources"} <= set(d)
        assert all(isinstance(v, SCALARS) for v in d.values())
    for _, _, d in g.edges(data=True):
        assert {"relation", "weight", "doc_count", "evidence"} <= set(d)
        assert all(isinstance(v, SCALARS) for v in d.values())
    ana = g.nodes["entity:ana"]
    assert ana["doc_count"] == 3 and ana["sources"] == "a | b | c"


def test_dates_are_chained_in_order_and_events_linked_to_them():
    g = _graph()
    chain = [(u, v) for u, v, k in g.edges(keys=True) if k == "precedes"]
    assert chain == [("date:1991", "date:2002-10-20")]
    assert g.has_edge("event:amnesty-1991", "date:1991", key="on_date")
    assert g.nodes["date:1991"]["type"] == "year"


def test_mentions_trace_to_their_article_and_sentence():
    g = _graph()
    edge = g.get_edge_data("entity:ana", "doc:a")["mentioned_in"]
    assert edge["weight"] == 1 and "Ana" in edge["evidence"]
    assert nx.is_directed(g)


def test_the_graph_carries_the_corpus_disagreements_as_records_and_counts_them_per_node():
    exs = [_ex("a", "amnesty", "2002-10-20", ["Ana", "Bo"]), _ex("b", "amnesty", "1991", ["Ana", "Bo"])]
    corpus = resolve_corpus(exs)
    found = Disagreement("spelling", "entity:ana", "Ana", (StatedValue("Ana", ("a",)), StatedValue("Anna", ("b",))))
    g = corpus_graph(replace(corpus, disagreements=corpus.disagreements + (found,)))
    assert g.graph["disagreements"] == corpus.disagreements + (found,)  # the records, not a string
    # Formats that hold only flat values on a graph get one sorted JSON list.
    stated = json.loads(flatten(g.graph["disagreements"]))
    assert stated[-1] == {
        "kind": "spelling",
        "node": "entity:ana",
        "label": "Ana",
        "values": [{"value": "Ana", "sources": ["a"]}, {"value": "Anna", "sources": ["b"]}],
    }
    assert len(stated) == len(corpus.disagreements) + 1
    assert g.nodes["entity:ana"]["disagreements"] == 1 and g.nodes["entity:bo"]["disagreements"] == 0


def _bare(aid, lemma, event_class):
    """An article whose one event has no name, no date and no participant."""
    text = f"They {lemma} there."
    event = EventMention(5, 5 + len(lemma), lemma, lemma, event_class, 0, nominal=event_class != "other")
    return Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), (), (event,))


def test_a_bare_event_is_drawn_only_when_a_known_kind_is_reported_by_several_articles():
    exs = [_bare("a", "amnesty", "legal"), _bare("b", "amnesty", "legal"), _bare("c", "danced", "other")]
    exs.append(_bare("d", "amnesty", "legal"))
    events = (
        Event("amnesty-undated", "amnesty", "amnesty", "legal", None, mentions=(("a", 0), ("b", 0))),
        Event("danced-undated", "danced", "danced", "other", None, mentions=(("c", 0),)),
        Event("amnesty-undated-2", "amnesty", "amnesty", "legal", None, mentions=(("d", 0),)),
    )
    event_of = {(aid, 0): ev.id for ev in events for aid, _ in ev.mentions}
    g = corpus_graph(Corpus(tuple(exs), (), events, event_of=event_of))
    drawn = {n for n, d in g.nodes(data=True) if d["kind"] == "event"}
    assert drawn == {"event:amnesty-undated"}
    # A named participant or a date is enough on its own: the first graph's single-article events.
    assert "event:amnesty-1991" in _graph()


def test_a_bare_event_a_story_lists_among_its_key_events_is_drawn():
    # A noun no lexicon knows ("heist"), with no name and no date: bare, but its story's key event.
    exs = [_bare(aid, "heist", "other") for aid in ("a", "b", "c")]
    heist = Event("heist-undated", "heist", "heist", "other", None, mentions=tuple((a, 0) for a in "abc"))
    story = Story("story-heist", "heist", ("a", "b", "c"), key_events=("heist-undated",))
    corpus = Corpus(tuple(exs), (), (heist,), event_of={(a, 0): heist.id for a in "abc"}, stories=(story,))
    assert "event:heist-undated" in corpus_graph(corpus)
    assert "event:heist-undated" not in corpus_graph(replace(corpus, stories=(replace(story, key_events=()),)))


def test_an_events_unnamed_agents_and_patients_are_details_of_its_node_not_entities():
    text = "A gunman shot a guard."
    shot = EventMention(9, 13, "shot", "shoot", "attack", 0, subject="gunman", object="guard")
    told = replace(shot, object="")
    exs = [
        Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), (), (ev,))
        for aid, ev in (("a", shot), ("b", told))
    ]
    event = Event("shoot-undated", "gunman shot guard", "shoot", "attack", None, mentions=(("a", 0), ("b", 0)))
    g = corpus_graph(Corpus(tuple(exs), (), (event,), event_of={("a", 0): event.id, ("b", 0): event.id}))
    # Most told first; none of them is an entity node.
    assert g.nodes["event:shoot-undated"]["unnamed"] == "gunman (agent) | guard (patient)"
    assert not [n for n, d in g.nodes(data=True) if d["kind"] == "entity"]


def test_place_nodes_carry_coordinates_and_other_nodes_none():
    corpus = resolve_corpus([_ex("a", "amnesty", "2002-10-20", ["Ana", "Bo"])])
    ana = next(e for e in corpus.entities if e.id == "ana")
    placed = replace(ana, type="GPE", latitude=31.6342, longitude=-7.9999)
    g = corpus_graph(replace(corpus, entities=tuple(placed if e is ana else e for e in corpus.entities)))
    assert (g.nodes["entity:ana"]["latitude"], g.nodes["entity:ana"]["longitude"]) == (31.6342, -7.9999)
    assert "latitude" not in g.nodes["entity:bo"] and "longitude" not in g.nodes["entity:bo"]


def test_a_graph_given_the_articles_in_a_list_empties_it_and_is_the_same_graph():
    exs = [
        _ex("a", "amnesty", "2002-10-20", ["Ana", "Bo"]),
        _ex("b", "amnesty", "1991", ["Ana", "Bo"]),
        _ex("c", "amnesty", None, ["Ana", "Bo"]),
    ]
    corpus = resolve_corpus(exs)
    articles = list(corpus.extractions)
    g = corpus_graph(replace(corpus, extractions=()), articles)
    assert articles == [None, None, None]  # each let go once assembled
    whole = corpus_graph(corpus)
    assert list(g.nodes(data=True)) == list(whole.nodes(data=True))
    assert list(g.edges(keys=True, data=True)) == list(whole.edges(keys=True, data=True))
    assert g.nodes["doc:b"]["label"] == whole.nodes["doc:b"]["label"] and g.number_of_nodes() > 3


def test_an_assembly_holds_nothing_of_the_corpus_so_it_can_go_before_the_edges_are_sorted():
    corpus = resolve_corpus(
        [_ex("a", "amnesty", "2002-10-20", ["Ana", "Bo"]), _ex("b", "amnesty", "1991", ["Ana", "Bo"])]
    )
    assembly = assemble_corpus(replace(corpus, extractions=()), list(corpus.extractions))
    held = {id(corpus), id(corpus.events), id(corpus.entities), id(corpus.entity_of), id(corpus.event_of)}
    held |= {id(x) for x in (*corpus.events, *corpus.entities, *corpus.extractions)}
    seen: set[int] = set()
    todo = [assembly]
    while todo:  # everything the assembly reaches
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        assert id(obj) not in held, type(obj)
        todo.extend(gc.get_referents(obj))
    g = assembly.table().to_networkx()
    whole = corpus_graph(corpus)
    assert list(g.nodes(data=True)) == list(whole.nodes(data=True))
    assert list(g.edges(keys=True, data=True)) == list(whole.edges(keys=True, data=True))


def test_an_edge_counts_each_sentence_once_and_shows_its_first_article():
    exs = [
        _ex("b", "amnesty", "1991", ["Ana", "Bo"]),
        _ex("a", "amnesty", "2002-10-20", ["Ana", "Bo"]),
    ]
    g = corpus_graph(resolve_corpus(exs))
    edges = g.get_edge_data("entity:ana", "entity:bo")
    both = next(iter(edges.values()))
    assert (both["weight"], both["doc_count"], both["sources"]) == (2, 2, "a | b")
    assert both["evidence"] == g.get_edge_data("entity:ana", "doc:a")["mentioned_in"]["evidence"]


def test_a_corpus_without_articles_is_an_empty_graph():
    g = corpus_graph(resolve_corpus([]))
    assert g.number_of_nodes() == g.number_of_edges() == 0


def test_a_known_kind_of_event_is_drawn_only_when_a_mention_names_a_happening() -> None:
    # Told by two articles, but only as a state of mind ("feared", "seen as"): not drawn.
    def _state(aid: str, timeml_class: str) -> Extraction:
        ex = _bare(aid, "seen", "perception")
        return replace(ex, events=(replace(ex.events[0], nominal=False, timeml_class=timeml_class),))

    exs = [_state("a", "I_STATE"), _state("b", "I_STATE"), _state("c", "I_STATE"), _state("d", "PERCEPTION")]
    events = (
        Event("seen-a", "seen", "see", "perception", None, mentions=(("a", 0), ("b", 0))),
        Event("seen-c", "seen", "see", "perception", None, mentions=(("c", 0), ("d", 0))),
    )
    event_of = {(aid, 0): ev.id for ev in events for aid, _ in ev.mentions}
    g = corpus_graph(Corpus(tuple(exs), (), events, event_of=event_of))
    assert {n for n, d in g.nodes(data=True) if d["kind"] == "event"} == {"event:seen-c"}


def test_where_a_movement_went_is_a_destination_edge_never_its_location():
    """Issue 52: "Rescuers left for Marrakech" was drawn with Marrakech as where the leaving happened."""
    text = "Rescuers left for Marrakech."
    city = Mention(18, 27, "Marrakech", "Marrakech", "GPE", 0)
    left = EventMention(9, 13, "left", "leave", "movement", 0, subject="Rescuers", destinations=(0,))
    ex = Extraction(Article("a", text), PublicationDate(None), ((0, len(text)),), mentions=(city,), events=(left,))
    g = corpus_graph(resolve_corpus([ex]))
    roles = {d["relation"] for u, v, d in g.edges(data=True) if v.startswith("entity:") and u.startswith("event:")}
    assert roles == {"destination"}
