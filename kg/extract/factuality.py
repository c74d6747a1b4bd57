"""Whether the text asserts that an event happened: its factuality, from the parse.

One label a trigger, by the precedence the annotated corpora use (MEANTIME,
TimeML): ``hypothetical`` (a condition: "if it closes") over ``uncertain``
(a modal, a belief, a question: "may close") over ``negated`` ("did not
close"; "may not close" is uncertain) over ``future`` (planned, expected,
"will close"; "will not close" is negated) over ``fact``.

The label comes from the trigger's own clause (auxiliaries, negation, its
subject "no one") and from what governs it, walking up the dependency tree:
a complement takes what its governing verb makes of it ("wants to *leave*"
is future, "failed to *leave*" negated, "said it *left*" keeps the fact of
"said"), and a clause under a governor that is not a fact is not a fact
either ("may say it *left*"). Pure functions over spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.asked import answers
from kg.extract.factuality_adverbial import adverbial_step, future_or_fact, ranked
from kg.extract.factuality_bare import caused_into, continued_verb, means_of_possible, outing_of, planned_noun
from kg.extract.factuality_checks import taking_part_in, to_be_checked
from kg.extract.factuality_contested import contested
from kg.extract.factuality_gapping import gapped_be
from kg.extract.factuality_governors import governor_effect, head_particle
from kg.extract.factuality_marks import hearsay, instead, leads_to, nouns_infinitive, own_clause, relayed, stronger
from kg.extract.factuality_options import deliberated, kind_of_course, listed_under, of_options, proposed
from kg.extract.factuality_pending import (
    capacity_of,
    looked_forward_to,
    nearly,
    needed_for,
    on_or_off,
    pending,
    prefix_of,
)
from kg.extract.factuality_plans import alternatives, announced_to, due_to
from kg.extract.factuality_stance import feared_before, stance
from kg.extract.factuality_words import (
    ACCUSING,
    ARGUMENT_DEPS,
    CHOOSING_AGAINST,
    CLAIMING,
    COMPLEMENT_DEPS,
    COUNTS,
    FACTIVE,
    FOR_WHAT_WAS_DONE,
    FUTURE_GOVERNORS,
    FUTURE_NOUNS,
    GOVERNED_PREPS,
    INTENDED_PREPS,
    KEEPING_FROM,
    LIKELY,
    NEGATIVE_PREPS,
    PERCEIVING,
    PLACING_PARTICIPLES,
    TELLING,
    TEMPORAL_PREPS,
    UNCERTAIN_NOUNS,
)
from kg.extract.mood import (
    has_subject,
    infinitive,
    present_passive,
    question,
    simple_present,
    subjunctive,
    word_base,
)
from kg.extract.non_events import conjunction

FACTUALITY_LABELS: tuple[str, ...] = ("fact", "negated", "uncertain", "future", "hypothetical")


def factuality(
    tok: Token, own_labels: dict[int, str] | None = None, steps: dict[int, tuple[str, bool]] | None = None
) -> str:
    """The factuality of the event ``tok`` triggers: one of :data:`FACTUALITY_LABELS`.

    ``own_labels``, kept by the caller for one parse, remembers what each clause's own words
    say, and ``steps`` what each word's governor makes of it (:func:`_governed`): the walk up
    reads the same governing clauses for every event under them.
    """
    if (prefix := prefix_of(tok)) is not None:
        return factuality(prefix, own_labels, steps)  # "will re-examine": "will" is on the cut-off "re"
    carried = _participle_of_unasserted(tok)
    if carried is not None:
        return carried
    if (be := gapped_be(tok)) is not None:
        return factuality(be, own_labels, steps)  # "may be in turmoil and Labor positioned to"
    label = planned_noun(tok) or "fact"  # "the slated visit", "a possible strike"
    seen: set[int] = set()
    node = tok
    first = True
    # Walk up: each step is a clause (or noun phrase) and what governs it.
    while node.i not in seen:
        seen.add(node.i)
        own = own_labels.get(node.i) if own_labels is not None else None
        if own is None:
            own = own_clause(node)
            if own_labels is not None:
                own_labels[node.i] = own
        if not first and own == "negated":
            # "did not say it closed": the closing is not asserted, nor denied.
            own = "uncertain"
        label = stronger(label, own)
        first = False
        if label == "hypothetical":
            return label
        head = node.head
        if head.i == node.i:
            break
        found = steps.get(node.i) if steps is not None else None
        if found is None:
            found = _governed(node, head)
            if steps is not None:
                steps[node.i] = found
        step, go_on = found
        label = stronger(label, step)
        if not go_on:
            break
        node = head
    if label in ("fact", "future") and question(tok):
        label = "uncertain"
    return label


# A verb and the preposition naming what it brings about: its object comes with it.
_RESULT_PREPS = frozenset({("result", "in"), ("lead", "to"), ("contribute", "to")})


def _coordinated_infinitive(node: Token, head: Token) -> Token | None:
    """The infinitive a bare verb is coordinated with when the parse hangs it on that
    infinitive's governor: in "is trying to eliminate dealers and retain others", "retain"
    (a base form, no subject, no auxiliary) cannot join the finite "is trying"; it is the
    second verb of what is tried."""
    # "cut", "put", "set": a past form the tagger may choose where the base form is meant.
    base_form = node.tag_ == "VB" or (node.tag_ == "VBD" and node.lower_ == word_base(node))
    if not base_form or head.tag_ == "VB" or any(c.dep_ in ("aux", "auxpass") for c in node.children):
        return None
    return next((c for c in head.children if c.dep_ == "xcomp" and c.tag_ == "VB" and c.i < node.i), None)


def _governed(node: Token, head: Token) -> tuple[str, bool]:
    """What ``head`` makes of ``node`` (a clause or noun it governs), and whether
    the walk goes on up to ``head``'s own context."""
    dep = node.dep_
    if dep == "pobj" and head.dep_ == "agent" and head.head.i != head.i:
        # "would be followed by a restructuring": the doer's deed comes when its verb's event
        # does; "no one was hurt by the blast" does not deny the blast.
        return future_or_fact(head.head, factuality), False
    if answers(node, head):
        # "Lee, asked whether she was pleased, replied": the reply is no part of the question.
        return "fact", False
    if nouns_infinitive(node, head):
        return "future", False
    if deliberated(node, head):
        return "uncertain", False  # "conferred on putting a blockade": only talked over
    if proposed(node):
        return "future", True  # "offered options: that the family take him": what should be done
    if dep in ("nsubj", "nsubjpass") and proposed(head):
        return "fact", False  # "a declaration that the crisis be solved": the crisis is no proposal
    if (found := stance(node, head)) is not None:
        return found, False  # "worried about war", "protests against the deportation", "the eve of the visit"
    if conjunction(head):
        return "hypothetical", False  # "will withdraw provided the border is secured": a condition
    if dep == "ccomp" and to_be_checked(node):
        return "uncertain", False  # "charged with verifying that Iraq has destroyed its missiles"
    if relayed(node, head):
        # "following reports that he was spotted", "were said to have breached": hearsay.
        return "uncertain", False
    if dep == "prep" and word_base(head) == "successful" and head.dep_ == "acomp":
        # "hasn't been as successful in capitalizing on it": the success is what is told of it.
        return "fact", True
    if dep in ("relcl", "acl") and infinitive(node) and ranked(head):
        # "the deadliest earthquake to hit the area", "the first woman to win": a ranked
        # noun's infinitive tells what happened.
        return "fact", False
    if (
        dep == "relcl"
        and infinitive(node)
        and not any(c.dep_ == "aux" and word_base(c) == "have" for c in node.children)
    ):
        # "the dealerships to close", "a reason to sue": not (yet) done.
        return "future", False
    if (course := kind_of_course(node, head)) is not None:
        return course, False  # "Iraq's third attack option", "the invasion plan"
    if (outing := outing_of(node, head)) is not None:
        return factuality(outing), False  # "proposed to go on the trip": the trip is the going
    if (possible := means_of_possible(node, head)) is not None:
        return possible, False  # "could turn up the heat by convening a meeting"
    if (near := nearly(node, head)) is not None:
        return near, False  # "is close to completing a deal", "came close to closing the plant"
    if capacity_of(node, head) or (dep == "pcomp" and head.lower_ == "to" and needed_for(head.head)):
        return ("uncertain" if capacity_of(node, head) else "future"), False  # "the luxury of dealing"
    if pending(node, head) or looked_forward_to(node, head):
        return "future", False  # "still deliberating on his verdict", "looked forward to visiting"
    if dep == "prep" and node.lower_ in TEMPORAL_PREPS and head.pos_ in ("VERB", "AUX"):
        # "will be signed during the show", "will leave after meeting him": what a phrase
        # of time places is still to come when its clause is; "may have left after the
        # shooting" does not make the shooting uncertain (it is presupposed).
        return future_or_fact(head, factuality), False
    if dep == "acl" and node.tag_ == "VBN" and word_base(node) in PLACING_PARTICIPLES:
        return "hypothetical", False
    if dep == "relcl" and word_base(node) in PERCEIVING and head.pos_ in ("NOUN", "PROPN", "NUM"):
        # "the fourteen dollars we're seeing today": the seeing only describes the figure.
        return "hypothetical", False
    if dep == "relcl" and present_passive(node):
        # "a player, which is made by Apple": what a thing is, not what happened.
        return "hypothetical", False
    if dep == "relcl" and simple_present(node) and node.pos_ == "VERB" and word_base(node) not in FACTIVE:
        # "a system that brings new features", "software that works with it": what a thing
        # is like, not something that happened (a generic statement).
        return "hypothetical", False
    if dep == "acl" and node.tag_ == "VBN" and head.dep_ == "dobj" and word_base(head.head) in ("have", "get"):
        # "would need to have a hair taken": what one has done is the verb's complement.
        return "fact", True
    if dep == "appos" and node.pos_ == "NOUN" and head.dep_ == "dobj" and head.head.pos_ == "VERB":
        # "plans to acquire Vexa, a purchase that would ...": the noun renames the verb's deed.
        return factuality(head.head), False
    if dep in ("relcl", "appos", "parataxis", "punct", "dep", "ROOT"):
        # A relative clause or an aside asserts on its own.
        return "fact", False
    if dep == "conj":
        # "arrested and charged": a conjunct shares the first one's markers unless it has its own subject.
        own_subject = any(c.dep_ in ("nsubj", "nsubjpass") for c in node.children)
        if own_subject:
            return _context_of(head), False
        infinitive_of = _coordinated_infinitive(node, head)
        if infinitive_of is not None:
            return _governed(infinitive_of, head)
        if (continued := continued_verb(node, head)) is not None:
            return factuality(continued), False  # "to travel ... and assist", "could set up ..., and run"
        return "fact", True
    if alternatives(node, head):
        return "hypothetical", False  # "the choice of keeping him or returning him"
    if instead(node, head):
        # "Rather than recall the phones, the maker will offer a case", "instead of closing the
        # plant": the alternative not taken did not happen.
        return "negated", False
    if dep == "advcl":
        return adverbial_step(node, head, factuality)
    if dep == "acl":
        if word_base(head) in UNCERTAIN_NOUNS and not infinitive(node):
            # "rumours that the minister had resigned", "fears that the dam would burst".
            return "uncertain", False
        if infinitive(node):
            # "a plan to cut", "the dealers to close": not (yet) done.
            return "future", True
        if word_base(head) in FUTURE_NOUNS and subjunctive(node):
            # "the father's request that the boy be returned": what is asked for, not done.
            return "future", False
        return "fact", False
    if announced_to(node, head):
        return "future", True  # "the names are announced to be changed": made known, still to come
    if dep == "xcomp" and infinitive(node) and head.pos_ in ("VERB", "AUX", "ADJ"):
        # "founded to halt", "massed to defend", "poised to intervene": an infinitive says
        # what is aimed at, unless its governor asserts it ("managed to", "began to").
        if any(c.dep_ == "dobj" and word_base(c) in FUTURE_NOUNS for c in head.children):
            # "announced plans Friday to shut down 1,100 dealerships": the parse hangs the plan's
            # infinitive on the verb when a word comes between; the shutting is planned.
            return "future", True
        effect = governor_effect(head)
        if effect == "fact" and word_base(head) not in FACTIVE and word_base(head) not in ("have", "be", "use"):
            effect = "future"
        return effect, True
    if dep == "ccomp" and word_base(head) in TELLING and not infinitive(node):
        # "told reporters (that) he resigned": reported as it was told, like "said"; only
        # "told him to resign" is a request. "Media reports have said" relay no one named.
        return ("uncertain" if hearsay(head) or contested(head, node) else "fact"), True
    if (causer := caused_into(node, head)) is not None:
        return factuality(causer), False  # "tried to scare them into supporting him"
    if dep == "pobj" and taking_part_in(head):
        # "urge him to compete in this year's election": the election is where the competing,
        # still to come, is to happen; "competed in the election" told it.
        return factuality(head.head), False
    if dep in ("pcomp", "pobj") and head.lower_ in ("of", "with", "for", "in") and word_base(head.head) in ACCUSING:
        # "suspected of shooting three people", "charged with murder": who did it is alleged,
        # not that it happened.
        return "fact", False
    if dep == "ccomp" and word_base(head) in CLAIMING and has_subject(node) and not subjunctive(node):
        # "his relatives insisted (that) he had been abducted": one side's claim.
        return "uncertain", True
    if dep in COMPLEMENT_DEPS or dep in ("csubj", "csubjpass", "advmod", "npadvmod"):
        if dep == "pcomp" and word_base(head) in NEGATIVE_PREPS:
            return "negated", False
        if dep == "pcomp" and head.lower_ == "for" and word_base(head.head) not in FOR_WHAT_WAS_DONE:
            # "held for questioning", "targeted for killing": what it is for has not happened.
            return "future", True
        if dep == "pcomp" and head.lower_ == "against" and node.tag_ == "VBG":
            # "decided against seeking a truce": rejected; "warned against raising rates": not done.
            return ("negated" if word_base(head.head) in CHOOSING_AGAINST else "uncertain"), False
        if dep == "pcomp" and head.lower_ == "from" and word_base(head.head) in KEEPING_FROM:
            # "kept shareholders from tendering", "constrained from boosting sales".
            return "negated", False
        if dep == "pcomp" and head.dep_ == "prep" and head.lower_ in GOVERNED_PREPS:
            # "prevented them from leaving", "thought about leaving": the preposition's governor
            # decides; after a copula its adjective does ("is conditional on the firm hiring").
            governor = head.head
            if word_base(governor) == "be":
                governor = next((c for c in governor.children if c.dep_ == "acomp"), governor)
            return governor_effect(governor), True
        return governor_effect(head), True
    if dep in ARGUMENT_DEPS or dep in ("compound", "nmod", "poss", "npadvmod"):
        if dep == "pobj" and head.dep_ == "prep":
            if head.lower_ in NEGATIVE_PREPS:
                return "negated", False
            if head.lower_ in ("for", "to", "on", "of") and word_base(head.head) in FUTURE_NOUNS | FUTURE_GOVERNORS:
                # "calls for talks", "a plan for a merger", "pressed for an inquiry".
                return "future", True
            if head.lower_ == "to" and leads_to(head.head):
                # "a reward for information leading to the arrest": an arrest hoped for.
                return "future", False
            if head.lower_ == "for" and node.pos_ == "NOUN" and word_base(head.head) not in FOR_WHAT_WAS_DONE:
                # "targeted for assassination", "left for consultations", "a reward for the arrest".
                return "future", True
            if node.tag_ == "NNS" and head.lower_ in ("on", "of", "about") and word_base(head.head) in COUNTS:
                # "statistics on acquisitions by foreigners", "figures on layoffs": happenings
                # of a kind, counted, none of them told.
                return "hypothetical", False
            if (listing := listed_under(head)) is not None:
                # "consider other options, including use of the fund", "evaluated alternatives,
                # including a merger": one option weighed; else as the listing noun.
                return ("uncertain", False) if of_options(listing) else _governed(listing, listing.head)
            if head.lower_ == "of" and word_base(head.head) in UNCERTAIN_NOUNS:
                # "the possibility of a takeover", "the risk of a strike": not (yet) happened.
                return "uncertain", False
            if head.head.pos_ in ("NOUN", "PROPN"):
                return "fact", False
            if head.lower_ in TEMPORAL_PREPS:
                return "fact", True  # on to the preposition, and from there to its verb
            # "mark his win in an election", "pointed to the bankruptcy of X": a noun a
            # setting's or a direction's preposition hangs on a verb is no complement of what
            # the verb intends; "for", "on", "of", "about" ones are ("hoping for a deal").
            return governor_effect(head.head, intended=head.lower_ in INTENDED_PREPS), True
        if dep == "dobj" and word_base(head) == "call" and not head_particle(head):
            return "fact", True  # "called the amnesty a way of thanking": naming, not calling for
        if node.pos_ in ("NOUN", "PROPN") and head.pos_ in ("VERB", "AUX") and dep in ("dobj", "nsubjpass"):
            if word_base(head) == "announce" and node.tag_ in ("NN", "NNS"):
                # "announced sweeping cuts", "announced another event": what a company
                # announces is most often still to come.
                return stronger("future", governor_effect(head)), True
            return governor_effect(head), True
        if node.pos_ in ("NOUN", "PROPN") and head.pos_ in ("VERB", "AUX") and dep == "nsubj":
            # "the change will occur": an event noun is what its predicate says of it; "the sale
            # is due to be completed" times it, still to come.
            if any(c.dep_ in ("acomp", "oprd") and c.lower_ in LIKELY for c in head.children):
                # "a bidding war seems unlikely", "a strike is likely": a possibility.
                return "uncertain", False
            # "His trip is still on": a plan kept; "the deal is off": called off.
            return (on_or_off(head) or ("future" if due_to(head) else "fact")), True
        return "fact", False
    if dep == "prep" and head.pos_ in ("VERB", "AUX") and own_clause(head) == "future":
        # "will buy it in a deal valued at $2 billion", "will meet at a summit": the phrase's
        # happening comes when its verb's does. Only a verb future by its own words: the means
        # of what is tried ("tried to scare them by calling on Arabs") or a setting of what is
        # asked for ("invited to join at the Madrid summit") took place.
        return "future", False
    if dep == "prep" and (word_base(head), node.lower_) in _RESULT_PREPS:
        # "expects to post a charge, resulting in a net loss": the outcome is as asserted as
        # what leads to it, expected here; "posted a charge, resulting in a loss" told it.
        return "fact", True
    if (
        dep == "prep"
        and node.lower_ == "into"
        and head.pos_ == "VERB"
        and own_clause(head) in ("uncertain", "hypothetical")
    ):
        return own_clause(head), False  # "could plunge the world into a crisis": a possible result
    return "fact", False


def _context_of(head: Token) -> str:
    """What a conjunct with its own subject shares with the first: the first one's governors."""
    if head.head.i == head.i:
        return "fact"
    step, go_on = _governed(head, head.head)
    return stronger(step, factuality(head.head)) if go_on else step


def _participle_of_unasserted(tok: Token) -> str | None:
    """The label of a participle with no subject of its own that hangs on a noun the text does
    not assert ("war breaking out" after "worried about", "any evidence linking", "no evidence
    linking"), or None. Only for the participle itself: what it names ("linking him to the
    bombing") keeps its own reading."""
    if tok.dep_ != "acl" or tok.tag_ != "VBG" or tok.head.pos_ not in ("NOUN", "PROPN") or tok.head.i == tok.i:
        return None
    if any(c.dep_ in ("nsubj", "nsubjpass") for c in tok.children):
        return None
    noun = feared_before(tok) or tok.head
    open_or_denied = any(c.dep_ == "det" and c.lower_ in ("any", "no") for c in noun.children)
    if not open_or_denied and stance(noun, noun.head) is None:
        return None
    label = factuality(noun)
    return None if label == "fact" else label
