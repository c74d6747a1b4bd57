"""The parser's labels the argument rules read, grouped by what they mark (spaCy's English
dependency labels and Penn Treebank tags), so that each rule module names them alike."""

from __future__ import annotations

SUBJECT_DEPS = frozenset({"nsubj", "csubj"})
PASSIVE_SUBJECT_DEPS = frozenset({"nsubjpass", "csubjpass"})
# A verb with one of these has a subject of its own and borrows none.
OWN_SUBJECT_DEPS = SUBJECT_DEPS | PASSIVE_SUBJECT_DEPS | {"expl"}
# Relative pronouns stand for the noun their clause hangs on.
RELATIVE_TAGS = frozenset({"WP", "WDT"})
