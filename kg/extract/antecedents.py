"""Who a pronoun or description may stand for: the article's name mentions as candidates, the
gender an honorific gives a person, which quotation a word sits in, and the syntactic bars that
keep a name out (an object bound by its own verb's subject, a name set inside another phrase,
a name inside the description of the speaker whose words the pronoun is in);
and, among the candidates a word fits, the one the nearest sentence gives (:func:`pick`).
Which words refer, and what each may stand for, is :mod:`kg.extract.pronouns`; what keeps a
word from a nearer candidate is :mod:`kg.extract.intervening`."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from spacy.tokens import Doc, Token

from kg.extract.nlp import lemma
from kg.extract.quotes import Quotation, quotations
from kg.model import Mention

PERSON = frozenset({"PERSON"})
REFLEXIVE = frozenset({"himself", "herself", "itself", "themselves"})
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
WINDOW = 3  # sentences before the word's own in which an antecedent is looked for
_MALE = frozenset({"mr", "mr.", "sir", "lord", "king"})
_FEMALE = frozenset({"ms", "ms.", "mrs", "mrs.", "miss", "madam", "lady", "queen"})
_OBJECT_DEPS = frozenset({"dobj", "pobj", "dative", "iobj"})
# Head nouns of a definite description that name an organisation.
ORG_NOUNS = frozenset(
    """company automaker carmaker firm manufacturer maker group corporation business retailer
    bank lender insurer airline""".split()
)
# Head nouns of a definite description that name a person by a title they hold.
TITLE_NOUNS = frozenset(
    """president minister chairman chairwoman chief senator governor mayor king queen
    spokesman spokeswoman ceo premier chancellor""".split()
)
# People named by their tie to someone ("X's father", "X's lawyer"): the one "he" or "she" may be.
PERSON_BY_TIE = frozenset(
    """father mother son daughter brother sister wife husband uncle aunt nephew niece cousin
    grandfather grandmother grandson granddaughter stepfather stepmother widow widower fiancee
    fiance girlfriend boyfriend partner friend lawyer attorney spokesman spokeswoman aide
    assistant deputy secretary boss adviser advisor bodyguard doctor""".split()
)


@dataclass(frozen=True)
class Named:
    """One name mention as an antecedent candidate."""

    number: int  # index into the article's mentions
    head: Token  # the name's syntactic head
    key: str  # what makes two candidates the same entity: the canonical name
    sentence: int
    quote: int | None


def in_setting(name: Token) -> bool:
    """A name in a phrase after a preposition other than "by": where or with what something
    happened ("at the X Exchange"), or whose part it was ("the commander of the X's fleet")."""
    tok = name
    while tok.pos_ in ("PROPN", "NOUN", "PRON", "NUM") and tok.head.i != tok.i:
        if tok.dep_ == "pobj" and tok.head.lower_ != "by":
            return True
        tok = tok.head
    return False


def embedded(name: Token) -> bool:
    """A name inside another noun phrase ("the management of X", "X executives"): the phrase is what a singular pronoun takes up."""
    # "Norway, NATO's northern member": the possessor inside an apposition is not what it stands for.
    # "allies of X in its fight": a plural noun is no "it" or "he", so its "of" name stays a candidate.
    return (
        name.dep_ == "compound"
        or (name.dep_ == "pobj" and name.head.lower_ == "of" and name.head.head.tag_ not in ("NNS", "NNPS"))
        or (name.dep_ == "poss" and name.head.dep_ == "appos")
    )


def holds(mention: Mention, title: str) -> bool:
    return any(title in role.lower().split() for role in mention.roles)


def bound(pronoun: Token, antecedent: Token) -> bool:
    """A non-reflexive object is not its own verb's subject: "X praised him" (him is not X)."""
    if pronoun.lower_ in REFLEXIVE or pronoun.dep_ not in _OBJECT_DEPS:
        return False
    verb = pronoun.head.head if pronoun.dep_ == "pobj" else pronoun.head
    # "X rolled out the carpet for Y, welcoming him": a clause with no subject of its own has
    # its governor's, and that one binds the object too.
    # "The boy's father, Juan, lives in Cuba and wants him back": a name set beside the
    # subject by commas is the subject too.
    subject = antecedent.head if antecedent.dep_ == "appos" and antecedent.head.dep_ in SUBJECT_DEPS else antecedent
    for _ in range(WINDOW):
        if subject.head.i == verb.i and subject.dep_ in SUBJECT_DEPS:
            return True
        own = any(c.dep_ in (*SUBJECT_DEPS, "expl") for c in verb.children)
        if own or verb.dep_ not in ("advcl", "xcomp", "conj") or verb.head.i == verb.i:
            return False
        verb = verb.head
    return False


def candidates(
    doc: Doc, mentions: Sequence[Mention], sent_id: list[int], quote_of: Callable[[int], int | None]
) -> list[Named]:
    out = []
    for number, m in enumerate(mentions):
        span = doc.char_span(m.start, m.end, alignment_mode="expand")
        if span is None or not len(span):
            continue
        head = span.root
        out.append(Named(number, head, m.name, sent_id[head.i], quote_of(head.idx)))
    return sorted(out, key=lambda c: c.head.i)


def honorific_genders(doc: Doc, mentions: Sequence[Mention], named: list[Named]) -> dict[str, str]:
    """The gender an honorific gives a person ("Mr. Smith"), by canonical name; one per name."""
    out: dict[str, str] = {}
    for c in named:
        m = mentions[c.number]
        if m.type not in PERSON:
            continue
        span = doc.char_span(m.start, m.end, alignment_mode="expand")
        before = {doc[span.start - 1].lower_} if span is not None and span.start > 0 else set()
        words = before | {r.lower() for r in m.roles}
        if words & _MALE:
            out.setdefault(c.key, "m")
        elif words & _FEMALE:
            out.setdefault(c.key, "f")
    return out


# Quotations in the ``...'' style of tokenised corpora, which :func:`quotations` leaves aside.
_LATEX_QUOTE = re.compile(r"``[^\n]*?''")


def _latex_quotes(text: str) -> list[Quotation]:
    return [((m.start(), m.end()),) for m in _LATEX_QUOTE.finditer(text)]


def quote_index(text: str) -> Callable[[int], int | None]:
    """A look-up: character offset -> number of the quotation of ``text`` it is in, or None."""
    quoted = [*quotations(text), *_latex_quotes(text)]
    pieces = sorted((a, b, n) for n, q in enumerate(quoted) for a, b in q)

    def quote_of(char: int) -> int | None:
        for a, b, n in pieces:
            if a <= char < b:
                return n
            if a > char:
                break
        return None

    return quote_of


def description(tok: Token) -> bool:
    """A singular common noun with "the" and nothing that would name another entity ("the Japanese company")."""
    if tok.tag_ != "NN":
        return False
    dets = [c for c in tok.children if c.dep_ == "det"]
    if len(dets) != 1 or dets[0].lower_ != "the":
        return False
    # A common-noun compound still describes the same kind ("the car company"); a name does not.
    return not any(
        c.dep_ in ("nmod", "amod", "nummod", "poss", "relcl", "acl", "appos")
        or (c.dep_ == "compound" and c.tag_ != "NN")
        or c.ent_type_
        for c in tok.children
    ) and not any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children)


def expletive(it: Token) -> bool:
    """ "It is hard to say", "it is likely that": "it" before a copula with an adjective; "it
    should be mentioned that", "it was reported that": the passive subject of a that-clause; "it
    takes a special player to break the record", "it cost $5 to enter": what the infinitive needs."""
    head = it.head
    if it.dep_ == "nsubjpass" and any(c.dep_ == "ccomp" for c in head.children):
        return True
    if lemma(head) in ("take", "cost") and any(
        c.dep_ == "xcomp" and any(a.tag_ == "TO" for a in c.children) for c in head.children
    ):
        return True
    return lemma(head) == "be" and any(c.dep_ in ("acomp", "ccomp", "xcomp") for c in head.children)


def pick(fits: list[Named], word: Token | None = None) -> list[Named]:
    """The antecedent among compatible candidates, or () when the choice is unsure.

    Candidates of the nearest sentence that has any: one entity only, or the
    one that is a subject there (the nearest such, in the word's own sentence).
    For a ``word`` deep in its sentence, the subject of an adverbial clause with another
    name outside it leaves the choice unsure ("once X arrives, the agency will transfer Y
    to relatives caring for him").
    """
    if not fits:
        return []
    nearest = max(c.sentence for c in fits)
    here = _one_by_apposition([c for c in fits if c.sentence == nearest])
    if len({c.key for c in here}) == 1:
        return [here[-1]]
    # A subject joined to another ("X and Y reported") is plural: not an "it" or a "he".
    # "X's remarks were aimed at those who say Y should stay ..., a vision he called a cliche":
    # whose the main clause's subject is, is as much a subject as any clause's.
    subjects = [c for c in here if (c.head.dep_ in SUBJECT_DEPS and not c.head.conjuncts) or _owns_main_subject(c)]
    adverbial = [c for c in subjects if word is not None and _adverbial_subject(c, word)]
    if any(_rival_outside(c, here) for c in adverbial):
        # Unsure rather than another subject: "X said that if Y erred, he was ...".
        return []
    if subjects and len({c.key for c in subjects}) == 1:
        return [subjects[-1]]
    return []


def owner_aside(candidate: Named, sentence: int) -> bool:
    """Whether a name two or more sentences before ``sentence`` is there only the owner of a noun
    other than the main clause's subject: "... after Wall Street's sell-off knocked it down.
    London shares were depressed. It showed some early resilience" (it: the London market). A
    subject "it" a sentence or more later does not take up a mere possessor ("Analysts praised
    Nordwerk's plan. It said" still does)."""
    return candidate.sentence < sentence - 1 and candidate.head.dep_ == "poss" and not _owns_main_subject(candidate)


def _owns_main_subject(candidate: Named) -> bool:
    """Whether a name owns the main clause's subject ("X's remarks were aimed at"); not an item of
    a list after the verb ("Among the applications shown were EA's Spore, AOL's AIM and ...":
    EA is no topic the next "the company" stands for)."""
    owned = candidate.head.head
    return (
        candidate.head.dep_ == "poss"
        and owned.dep_ in SUBJECT_DEPS
        and owned.head.dep_ == "ROOT"
        and owned.i < owned.head.i
        and not any(c.dep_ in ("appos", "conj") for c in owned.children)
    )


def _one_by_apposition(here: list[Named]) -> list[Named]:
    """``here`` with a name in apposition to another candidate's name given that one's key:
    "General Motors (GM)" is one company under two names, not two rivals for an "it"."""
    by_head = {c.head.i: c for c in here}
    out = []
    for c in here:
        other = by_head.get(c.head.head.i) if c.head.dep_ == "appos" else None
        out.append(Named(c.number, c.head, other.key, c.sentence, c.quote) if other is not None else c)
    return out


def _rival_outside(candidate: Named, here: list[Named]) -> bool:
    """Whether another name than the candidate's stands outside the adverbial clause the
    candidate is the subject of ("once X arrives, ... transfer Y": Y)."""
    clause = candidate.head.head
    return any(c.key != candidate.key and not clause.left_edge.i <= c.head.i <= clause.right_edge.i for c in here)


def _adverbial_subject(candidate: Named, word: Token) -> bool:
    """Whether a candidate is the subject of an adverbial clause ("once X arrives") of the word's
    sentence that neither holds the word nor hangs on the word's own verb as its subject
    ("When X met Y, he praised it": he is X)."""
    verb = candidate.head.head
    if candidate.head.dep_ not in SUBJECT_DEPS or verb.dep_ != "advcl" or verb.sent.start != word.sent.start:
        return False
    if verb.left_edge.i <= word.i <= verb.right_edge.i:
        return False
    return not (word.dep_ in SUBJECT_DEPS and word.head.i == verb.head.i)


def pick_coordination(earlier: list[Named]) -> tuple[int, ...]:
    """ "they": names joined by "and" as one subject in the nearest sentence that has such a pair."""
    pairs: list[tuple[int, ...]] = []
    by_head = {c.head.i: c for c in earlier}
    for c in earlier:
        joined = [by_head[t.i] for t in c.head.conjuncts if t.i in by_head]
        if c.head.dep_ in SUBJECT_DEPS and joined and c.head.i < min(j.head.i for j in joined):
            pairs.append((c.sentence, c.number, *(j.number for j in joined)))
    if not pairs:
        return ()
    nearest = max(p[0] for p in pairs)
    here = [p[1:] for p in pairs if p[0] == nearest]
    return here[-1] if len(here) == 1 else ()


# How many heads up a name may sit inside the description of a speaker.
_DEPTH = 6


def inside_the_speakers_description(tok: Token, name: Token) -> bool:
    """ "A friend of Ana Ruiz's lawyer said that she regretted it": the subject "she" of what an
    unnamed person says is most often that person (the friend), not a name inside the words
    that describe them. The description may be parsed as the subject or, after an opening
    participle ("Taking the stand, a friend of ... said"), as an apposition within it."""
    verb = tok.head
    if tok.dep_ not in SUBJECT_DEPS or verb.dep_ != "ccomp":
        return False
    governor = verb.head
    node = name
    for _ in range(_DEPTH):
        head = node.head
        # "A spokesman for Ana Ruiz said she would appeal": who speaks for her speaks of her.
        if head.i == node.i or head.i == governor.i or (head.dep_ == "prep" and head.lower_ != "of"):
            return False
        if head.pos_ == "NOUN" and not head.ent_type_ and head.dep_ in (*SUBJECT_DEPS, "appos"):
            return _reaches(head, governor)
        node = head
    return False


def _reaches(tok: Token, governor: Token) -> bool:
    """Whether ``governor`` is among the heads above ``tok`` (within :data:`_DEPTH` steps)."""
    for _ in range(_DEPTH):
        if tok.head.i == tok.i:
            return False
        tok = tok.head
        if tok.i == governor.i:
            return True
    return False
