"""General statements: what a stated rule says, and what a kind of happening is like. The clause a principle, policy, motto or rule noun holds tells how
things are done in general, not something that happened ("the company's core principle that
'We build where we sell'", "a policy that staff retire at 65", "the rule that foreigners
cannot own land"). Every event in that clause, however deep, is a general statement. So is
an event noun of no particular happening said in the present to be a kind of thing ("Murder
is a crime", "The loss of a loved one is a great sorrow"; "The strike is a blow to the city"
and "The bombing was a tragedy" speak of one). Pure functions over spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.factuality_unspecific import unspecific
from kg.extract.factuality_words import TELLING
from kg.extract.mood import infinitive, word_base

# Nouns whose "that" clause is a standing rule or maxim, not a report.
RULE_NOUNS = frozenset(
    """principle principles policy policies rule rules motto slogan maxim creed mantra tenet
    doctrine philosophy credo""".split()
)


def general_statement(tok: Token) -> str | None:
    """ "hypothetical" for an event in a stated rule or a noun said to be a kind of thing, else None."""
    return stated_rule(tok) or kind_of_thing(tok)


def kind_of_thing(noun: Token) -> str | None:
    """ "hypothetical" for an event noun, unspecific or of someone unspecific ("the loss of a
    loved one"), that is the subject of a simple-present "be" whose predicate is an indefinite
    or bare noun ("is a great sorrow", "is a crime"), else None."""
    verb = noun.head
    if noun.dep_ != "nsubj" or noun.pos_ != "NOUN" or word_base(verb) != "be" or verb.tag_ not in ("VBZ", "VBP"):
        return None
    if any(c.dep_ in ("aux", "neg") for c in verb.children):
        return None  # "will be a disaster", "is not an option": left to the usual reading
    attr = next((c for c in verb.children if c.dep_ == "attr" and c.pos_ == "NOUN"), None)
    if attr is None or any(c.dep_ in ("det", "poss") and c.lower_ not in ("a", "an") for c in attr.children):
        return None
    return "hypothetical" if unspecific(noun) or _of_someone_unspecific(noun) else None


def _of_someone_unspecific(noun: Token) -> bool:
    """ "the loss of a loved one", "the death of a child": the noun's "of" names anyone."""
    return any(
        prep.dep_ == "prep"
        and prep.lower_ == "of"
        and any(
            g.dep_ == "pobj" and any(d.dep_ == "det" and d.lower_ in ("a", "an", "any") for d in g.children)
            for g in prep.children
        )
        for prep in noun.children
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
        if node.dep_ == "advcl" and node.tag_ == "VBG" and word_base(node) in TELLING:
            return None  # "..., stating that this shortened supply chains": the speaker's, hung inside
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
    if not any(c.dep_ == "mark" and c.lower_ == "that" for c in node.children):
        return False  # "the principle of fairness it vindicated": a relative clause with no "that"
    return not any(c.dep_ in _RELATIVE_ROLES and c.tag_ in ("WDT", "WP", "WRB") for c in node.children)
