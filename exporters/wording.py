"""The graph's relation names as the pages show them to a reader.

``agent``, ``patient`` or ``on_date`` are the schema's names (kept in GraphML, GEXF, CSV and
JSON, where tools read them); a journalist reading a page gets plain words instead.
"""

from __future__ import annotations

import re

from kg.graph.schema import (
    AGENT,
    CO_OCCURS,
    IN_STORY,
    LOCATION,
    MENTIONED_IN,
    ON_DATE,
    PARTICIPANT,
    PATIENT,
    PRECEDES,
    PUBLISHED_ON,
)

RELATION_WORDS = {
    AGENT: "actor",
    PATIENT: "affected",
    PARTICIPANT: "taking part",
    LOCATION: "place",
    MENTIONED_IN: "named in the article",
    PUBLISHED_ON: "published on",
    ON_DATE: "dated",
    CO_OCCURS: "named together",
    PRECEDES: "comes before",
    IN_STORY: "article of the story",
}

# An unnamed role filler as the graph writes it: "gunman (agent)".
_ROLE_SUFFIX = re.compile(r"\((" + "|".join(map(re.escape, (AGENT, PATIENT, PARTICIPANT, LOCATION))) + r")\)$")


def relation_word(relation: str) -> str:
    """``relation`` in plain words; a name the schema does not know is shown as it is.

    >>> relation_word("agent"), relation_word("on_date"), relation_word("shares names")
    ('actor', 'dated', 'shares names')
    """
    return RELATION_WORDS.get(relation, relation)


def unnamed_words(text: str) -> str:
    """An unnamed participant with its role in plain words.

    >>> unnamed_words("gunman (agent)"), unnamed_words("hundreds (patient)"), unnamed_words("area")
    ('gunman (actor)', 'hundreds (affected)', 'area')
    """
    return _ROLE_SUFFIX.sub(lambda m: f"({RELATION_WORDS[m.group(1)]})", text)
