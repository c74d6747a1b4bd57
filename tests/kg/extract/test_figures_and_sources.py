"""Issue 52: an idiom or a stance told as an act ("put the rumours to rest", "treating him as a
priority"), what a record counts ("scoring record") and the people a writer asked ("the dozen
people interviewed") are not drawn; beside each, the act told plainly is."""

from __future__ import annotations

import pytest

from tests.kg.extract.test_worth import _worth

pytestmark = [pytest.mark.model]


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("Any hope for a quiet night was quickly put to rest as the rain came back.", "put"),
        ("Smith hoped the win would put the chance of a strike to rest.", "put"),
        ("Few of the dozen people interviewed in Lyon said they had a steady job.", "interviewed"),
        ("The Angels have not wavered from treating Teixeira as their top priority.", "treating"),
        ("Police are treating the death of the woman as suspicious.", "treating"),
        ("Hansbrough sets Carolina's career scoring record on Monday.", "scoring"),
        ("Hansbrough broke the school scoring record on Monday.", "scoring"),
        ("Half of the voters surveyed in Lyon backed the mayor.", "surveyed"),
    ],
)
def test_a_figure_or_whom_the_writer_asked_is_not_drawn(nlp, text: str, trigger: str) -> None:
    assert _worth(nlp, text).get(trigger, False) is False


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The coach put the ball in the net on Monday.", "put"),
        ("The family laid him to rest in Lyon on Monday.", "laid"),
        ("Reporters interviewed a dozen people in Lyon on Monday.", "interviewed"),
        ("Doctors treated the injured man at the scene on Monday.", "treated"),
        ("Hansbrough scored 20 points on Monday.", "scored"),
        ("The suspect questioned by police in Lyon was released.", "released"),
    ],
)
def test_the_act_told_plainly_is_drawn(nlp, text: str, trigger: str) -> None:
    assert _worth(nlp, text)[trigger] is True
