"""What a check is still to establish, and where one takes part.

- checked: "charged the inspectors with verifying that Iraq has destroyed its missiles", "the
  task of checking that the funds were spent", "to ascertain that the ship had sunk": the clause
  is what the check is to find out, not something the text asserts;
- taken part in: "to compete in this year's election", "will participate in the talks": the
  happening one takes part in is told as the taking part is (a verb's object already does:
  "will attend the summit").

Pure functions over spaCy tokens, read by :mod:`kg.extract.factuality`.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.mood import word_base

# Verbs of finding out whether something is so.
_CHECKING = frozenset("verify ascertain check establish determine confirm".split())
# Dependencies of a checking word that is a task, not a finding: the object of a preposition
# ("with verifying", "of checking"), an infinitive's verb ("to verify").
_TASK_DEPS = frozenset({"pobj", "pcomp"})


def to_be_checked(clause: Token) -> bool:
    """Whether the that-clause ``clause`` is what a check still to be made is to establish.

    The checking word stands just before the clause's "that"; the parse often hangs the clause on
    the verb above ("charged ... with verifying that Iraq has destroyed": "destroyed" on
    "charged"), so the word is read by position. A finding ("verified that", "has confirmed
    that", "confirming that it left" beside a report) asserts the clause and is left alone.
    """
    mark = next((c for c in clause.children if c.dep_ == "mark" and c.lower_ == "that"), None)
    if mark is None or mark.i == 0:
        return False
    word = clause.doc[mark.i - 1]
    if word_base(word) not in _CHECKING and word.lower_.removesuffix("ing") not in _CHECKING:
        return False
    infinitive = word.tag_ == "VB" and word.i > 0 and clause.doc[word.i - 1].lower_ == "to"
    return infinitive or word.dep_ in _TASK_DEPS


# Verbs of taking part in what their "in" or "at" phrase names: "compete in the election".
_TAKING_PART = frozenset("compete participate run join engage vote speak perform play".split())


def taking_part_in(prep: Token) -> bool:
    """Whether the preposition ``prep`` ("in", "at") names what its verb takes part in."""
    verb = prep.head
    return (
        prep.dep_ == "prep" and prep.lower_ in ("in", "at") and verb.pos_ == "VERB" and word_base(verb) in _TAKING_PART
    )
