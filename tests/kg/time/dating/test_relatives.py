"""A time a clause on a verb's object governs is that clause's (kg.time.dating.relatives), on hand-made records."""

from __future__ import annotations

from dataclasses import replace

from kg.time.dating.relatives import in_objects_clause
from tests.kg.time.dating.test_placement import _extraction


def _continued(text: str, clause_verb: str, tense: str = "past"):
    ex = _extraction(
        text,
        [("last August", "1990-08")],
        [{"word": "continued", "tense": "past"}, {"word": clause_verb, "tense": tense, "timex": 0}],
        dct="1991-02-25",
    )
    obj = text.index("the diplomacy")
    first = replace(ex.events[0], object_span=(obj, obj + len("the diplomacy")))
    return replace(ex, events=(first, ex.events[1]))


def test_a_time_of_a_clause_on_the_object_is_not_the_verbs() -> None:
    ex = _continued("Bush continued the diplomacy he began after the invasion last August", "began")
    assert in_objects_clause(ex, ex.events[0], 0, [ex.events[1]])
    ex = _continued("Bush continued the diplomacy that began after the invasion last August", "began")
    assert in_objects_clause(ex, ex.events[0], 0, [ex.events[1]])
    # an infinitive after the object is the act's own complement: "invited them to join ... in 1997"
    ex = _continued("Bush continued the diplomacy to ease tension last August", "ease", "")
    assert not in_objects_clause(ex, ex.events[0], 0, [ex.events[1]])
    # a list of objects: "put Bin Laden and accused killer Kopp on the list Monday"
    ex = _continued("Bush continued the diplomacy and accused Iraq last August", "accused")
    assert not in_objects_clause(ex, ex.events[0], 0, [ex.events[1]])
