"""What an unnamed part of a group says is drawn on the statement only (round 19, issue 52's
audit: "many Cuban Americans said Castro is orchestrating the visit" drew "Fidel Castro
orchestrating visit" as a fact)."""

from __future__ import annotations

import pytest

from kg.extract.entities import extract_mentions, sentence_index
from kg.extract.events import extract_events
from kg.extract.group_views import group_views

pytestmark = [pytest.mark.model]


def _hidden(nlp, text: str) -> dict[str, bool]:
    doc = nlp(text)
    sent_of = sentence_index(doc)
    events = extract_events(doc, extract_mentions(doc, sent_of), [], sent_of, text)
    hidden = group_views(events, text)
    return {e.trigger: i in hidden for i, e in enumerate(events)}


@pytest.mark.parametrize(
    ("text", "trigger", "hidden"),
    [
        ("But in Miami, many Cuban Americans said Castro is orchestrating the visit.", "orchestrating", True),
        ("But in Miami, many Cuban Americans said Castro is orchestrating the visit.", "said", False),
        ("Some analysts say that the company sold the plant too cheaply.", "sold", True),
        ("Some say the plant closed because of the strike.", "closed", True),
        # a speaker the text names, or the analysts it has told of, keeps what they said drawn
        ("Officials said Castro is orchestrating the visit.", "orchestrating", False),
        ("The analysts said the company sold the plant too cheaply.", "sold", False),
        ("Some 200 residents said the plant closed in May.", "closed", False),
        # the claim told before its speaker
        ("The plant closed because of the strike, some say.", "closed", True),
        ("The company sold the plant too cheaply, some critics say.", "sold", True),
        ("The company sold the plant too cheaply, some critics say.", "say", False),
        ("The company sold the plant too cheaply, the analysts said.", "sold", False),
        ("The plant closed because of the strike, officials say.", "closed", False),
        # what comes after the claim is the text's own
        ("Some analysts say the deal is bad, but the firm closed it on Monday.", "closed", False),
    ],
)
def test_a_groups_view_is_drawn_on_its_statement(nlp, text: str, trigger: str, hidden: bool) -> None:
    assert _hidden(nlp, text)[trigger] is hidden
