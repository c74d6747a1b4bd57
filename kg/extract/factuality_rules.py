"""What a stated rule says: the clause a principle, policy, motto or rule noun holds tells how
things are done in general, not something that happened ("the company's core principle that
'We build where we sell'", "a policy that staff retire at 65", "the rule that foreigners
cannot own land"). Every event in that clause, however deep, is a general statement. Pure
functions over spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.mood import infinitive, word_base

# Nouns whose "that" clause is a standing rule or maxim, not a report.
RULE_NOUNS = frozenset(
    """principle principles policy policies rule rules motto slogan maxim creed mantra tenet
    doctrine philosophy credo""".split()
)


def stated_rule(tok: Token) -> str | None:
    """ "hypothetical" for an event inside the content clause of a rule noun ("the principle
    that we build where we sell": both "build" and "sell"), else None. Only a finite clause:
    "a policy to cut costs" is a plan, left to the usual reading."""
    node = tok
    while node.head.i != node.i:
        head = node.head
        if node.dep_ in ("acl", "relcl") and word_base(head) in RULE_NOUNS and _content_clause(node):
            return "hypothetical"
        if node.dep_ == "relcl":
            return None  # a relative clause asserts on its own
        node = head
    return None


# Words that make a clause on a noun a relative one: "a policy that cuts costs" ("that" its
# subject) describes the policy; "the rule that foreigners cannot own land" states it.
_RELATIVE_ROLES = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "advmod"})


def _content_clause(node: Token) -> bool:
    """A finite clause that states what its noun says (the parse may call it ``relcl``), not
    a relative clause, an infinitive ("a policy to cut costs": a plan) or a participle."""
    passive = node.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in node.children)
    if node.pos_ not in ("VERB", "AUX") or infinitive(node) or (node.tag_ in ("VBN", "VBG") and not passive):
        return False
    return not any(c.dep_ in _RELATIVE_ROLES and c.tag_ in ("WDT", "WP", "WRB") for c in node.children)
