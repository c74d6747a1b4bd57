"""Datelines date their articles, and their agencies are outlets, not story entities (needs the model)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.pipeline.build import build_graph

pytestmark = pytest.mark.model

# Two articles of one story, as saved by a user: a headline line, then a dateline.
STRIKES = """Powerful earthquake kills hundreds in Morocco

MARRAKECH, Morocco, Sept. 9, 2023 (Reuters) - A powerful earthquake struck Morocco late on Friday, killing at least 820 people and damaging buildings in the historic city of Marrakech, the Interior Ministry said on Saturday.

The U.S. Geological Survey said the magnitude 6.8 quake hit at 11:11 p.m. local time with its epicentre near the village of Ighil in the High Atlas mountains, about 70 km southwest of Marrakech.

Most of the deaths were in Al Haouz province and in Taroudant province, the ministry said.
"""
AID = """Foreign rescue teams join search in Morocco

RABAT, Sept 11 — British and Spanish rescue teams began work in the worst-hit villages of Al Haouz province on Sunday, two days after Friday night's earthquake.

Morocco's government said on Monday it had accepted help from only four countries, Spain, Britain, Qatar and the United Arab Emirates, to avoid a lack of coordination.
"""


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("quake")
    (root / "01_strikes.txt").write_text(STRIKES, encoding="utf-8")
    (root / "04_aid.txt").write_text(AID, encoding="utf-8")
    return root


def test_datelines_date_articles_and_name_their_outlet(nlp, folder, tmp_path):
    for cache in (None, tmp_path / "cache.sqlite", tmp_path / "cache.sqlite"):  # fresh, stored, served
        corpus = build_graph([folder], model=nlp, cache=cache).corpus
        by_path = {ex.article.path: ex for ex in corpus.extractions}
        strikes, aid = by_path["01_strikes.txt"], by_path["04_aid.txt"]
        assert (strikes.dct.value, strikes.dct.source) == ("2023-09-09", "dateline")
        assert (aid.dct.value, aid.dct.source) == ("2023-09-11", "dateline")
        assert aid.dct.evidence.startswith("RABAT, Sept 11")
        # "(Reuters)" names the outlet, not a party to the story.
        assert strikes.outlet == "Reuters" and strikes.article.source == "" and aid.outlet == ""
        assert strikes.dateline is not None and strikes.dateline.place == "Marrakech, Morocco"
        assert not [m for m in strikes.mentions if m.name.lower() == "reuters"]
        # "on Monday" in the aid article is the dateline's Monday, not one before the quake.
        monday = next(t for t in aid.timexes if aid.article.text[t.start : t.end] == "Monday")
        assert monday.value == "2023-09-11"
