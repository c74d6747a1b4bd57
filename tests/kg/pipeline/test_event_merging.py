"""Issue 52: one happening per node, on constructed articles (needs the trained pipeline).

A fact never shares a node with a negated, planned or conditional mention of the same
word; a figure that changes from one day to the next makes two events; one generic verb
about two different things is two events.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.pipeline.build import build_graph

pytestmark = [pytest.mark.model]

ARTICLES = {
    "a_sunday.md": """---
title: "Flood toll rises in Ruritania"
date: 2031-03-09
---

# Flood toll rises in Ruritania

The death toll from the floods in Ruritania rose to 412 on Sunday, the Interior Ministry said.
Ruritania accepted help from Borduria on Sunday, the ministry said.
The minister urged residents to show patience.
""",
    "b_monday.md": """---
title: "Rescuers search flooded villages"
date: 2031-03-10
---

# Rescuers search flooded villages

Rescuers pulled more bodies from the mud on Monday as the death toll from the floods rose to 530, state television said.
Sylvania, whose offer of help had not been accepted, said it was ready to help whenever Ruritania asked.
Villagers showed their anger at the slow response.
""",
}


@pytest.fixture(scope="module")
def corpus(nlp, tmp_path_factory):
    folder: Path = tmp_path_factory.mktemp("floods")
    for name, text in ARTICLES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return build_graph([folder], model=nlp).corpus


def _events_of(corpus, lemma):
    """Each event with a mention of ``lemma``: (event, [(trigger, factuality, sentence)])."""
    extraction = {ex.article.id: ex for ex in corpus.extractions}
    out = []
    for event in corpus.events:
        found = [
            (m.trigger, m.factuality, extraction[aid].sentence_text(m.sentence))
            for aid, i in event.mentions
            for m in [extraction[aid].events[i]]
        ]
        if any(extraction[aid].events[i].lemma == lemma for aid, i in event.mentions):
            out.append((event, found))
    return out


def test_an_accepted_offer_never_shares_a_node_with_one_not_accepted(corpus):
    for _, mentions in _events_of(corpus, "accept"):
        assert len({factuality for _, factuality, _ in mentions}) == 1, mentions


def test_a_conditional_request_is_not_drawn_as_a_fact(corpus):
    asked = [m for _, mentions in _events_of(corpus, "ask") for m in mentions]
    assert asked and all(factuality != "fact" for _, factuality, _ in asked)


def test_a_toll_that_changes_from_one_day_to_the_next_is_two_events(corpus):
    rises = _events_of(corpus, "rise")
    assert len(rises) == 2, rises


def test_one_generic_verb_about_two_things_is_two_events(corpus):
    shows = _events_of(corpus, "show")
    assert all(len(mentions) == 1 for _, mentions in shows), shows


HOW_TO = """How to sleep better in winter

Visit Dr. Lena Ek at the Nordic Sleep Clinic in Oslo before you start. Take melatonin with
water in the evening, and avoid coffee from Nordbrew after lunch. If you wake up at night, do
not check your phone. You can walk around Lake Vessel every morning. Most patients in Oslo
sleep better when they exercise.
"""


def test_advice_draws_no_event(nlp, tmp_path):
    """Issue 52: a how-to article's advice and general statements are no happenings."""
    (tmp_path / "advice.txt").write_text(HOW_TO, encoding="utf-8")
    graph = build_graph([tmp_path], model=nlp).graph
    drawn = [d["label"] for _, d in graph.nodes(data=True) if d["kind"] == "event" and d["factuality"] == "fact"]
    assert drawn == []


SPOKEN = """Clinic fires its manager

Lena Ek, a spokeswoman for the Nordic Sleep Clinic, said on Monday that Tom Ray had fired the
clinic's manager and left for Bergen. Ana Lind, a dietitian, said you can take a multivitamin in
the afternoon.
"""


def test_a_speaker_has_no_role_in_what_she_reports_or_advises(nlp, tmp_path):
    """Issue 54: "X said Y did Z" gives X no role in Z, and a quoted adviser's "you can take it"
    is no happening: in the built graph the speaker is linked to her statement only, the firing
    to its doer, and the advice draws no event."""
    (tmp_path / "spoken.txt").write_text(SPOKEN, encoding="utf-8")
    graph = build_graph([tmp_path], model=nlp).graph
    label = {n: d.get("label", "") for n, d in graph.nodes(data=True)}
    events = [n for n, d in graph.nodes(data=True) if d.get("kind") == "event"]
    of = {label[v]: sorted(label[u] for u in events if graph.has_edge(u, v)) for v in graph}
    assert of["Tom Ray"] and all("said" not in e for e in of["Tom Ray"]), of
    assert of["Lena Ek"] and all("said" in e for e in of["Lena Ek"]), of
    assert all("Lena Ek" not in label[e] for e in events if "fired" in label[e] and "said" not in label[e]), of
    assert not any("take" in label[e] or "multivitamin" in label[e] for e in events), of
