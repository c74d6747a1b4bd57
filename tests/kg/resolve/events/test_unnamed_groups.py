"""Issue 52: one verb done by different unnamed groups is different happenings (needs the trained pipeline).

A women's march dated to a Friday, and a report two weeks later of a torchlight march of
villagers and a children's march around a square, were one node "women marched".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.pipeline.build import build_graph

pytestmark = [pytest.mark.model, pytest.mark.slow]

ARTICLES = {
    "mothers.md": """---
title: "Women march for fisherman's return"
date: 2031-03-15
---

VALMORA (AP) -- Thousands of women marched along the harbor boulevard on Friday to the Norland embassy, waving flags and chanting for the return of the fisherman Tomas Brel.
Norland has refused to release Brel, who was detained in its waters in February.
""",
    "festival.md": """---
title: "Torchlight festival for the fisherman"
date: 2031-03-29
---

VALMORA (AP) -- The festival for the return of the fisherman Tomas Brel began early Friday morning, as tens of thousands of villagers marched through the city's streets by torchlight.
In the old town, hundreds of children marched around the central square chanting his name.
Norland has refused to release Brel, who was detained in its waters in February.
""",
}


@pytest.fixture(scope="module")
def corpus(nlp, tmp_path_factory):
    folder: Path = tmp_path_factory.mktemp("marches")
    for name, text in ARTICLES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return build_graph([folder], model=nlp).corpus


def test_marches_of_women_villagers_and_children_are_three_events(corpus):
    extraction = {ex.article.id: ex for ex in corpus.extractions}
    groups = []
    for event in corpus.events:
        subjects = {
            extraction[aid].events[i].subject for aid, i in event.mentions if extraction[aid].events[i].lemma == "march"
        }
        if subjects:
            groups.append(subjects)
    assert sorted(groups, key=sorted) == [{"children"}, {"villagers"}, {"women"}]
