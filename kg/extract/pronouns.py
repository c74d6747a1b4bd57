"""Within-article resolution of pronouns and short descriptions to the names they stand for.

News names an actor once and then writes "he said", "it posted a loss", "the
company said", "the automaker cut jobs". Those words are the event's
arguments; this module says which named mention of the same article each one
stands for, so the event joins that entity.

A pure function over the parsed Doc and the article's name mentions. It is
deliberately conservative, as a wrong link puts an event on the wrong
entity's timeline:

- he/him/his stand for a person, she/her/hers for a person, it/its for an
  organisation, they/them/their for two or more names joined by "and";
  "the company", "the automaker", ... for an organisation, "the president",
  "the minister", ... for a person carrying that title;
- a person whose honorific ("Mr.", "Ms.") gives a gender takes only the
  pronouns of that gender;
- the antecedent is in the same sentence or the three before (a resolved
  pronoun counts as a mention of its entity, so "he" chains along); the
  subject of the nearest sentence with a candidate is preferred, and two
  different candidates with none the subject leave the word unresolved;
- a subject pronoun of what an unnamed company ("the No. 1 U.S. auto maker") writes or
  says is that company's, so it takes no name ("wrote Jaguar that it intends");
- "it" is not an expletive ("it is hard to say"), nor a name inside another
  phrase ("the management of X ... it"), nor a name behind a nearer
  common-noun subject ("the government ... its rights");
- a word inside a quotation takes no antecedent outside it and the other way
  round (a quoted "he" is the speaker's, not the narrator's);
- a non-reflexive object pronoun is not its own verb's subject ("X praised
  him" is not X).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy
from spacy.attrs import LOWER
from spacy.strings import get_string_id
from spacy.tokens import Doc, Token

from kg.extract.antecedents import (
    PERSON,
    REFLEXIVE,
    SUBJECT_DEPS,
    WINDOW,
    Named,
    bound,
    candidates,
    description,
    embedded,
    expletive,
    holds,
    honorific_genders,
    in_setting,
    inside_the_speakers_description,
    pick,
    pick_coordination,
    quote_index,
)
from kg.model import Mention

_ORG = frozenset({"ORG"})
# Pronoun -> (types it may stand for, gender it requires or "").
_PRONOUNS: dict[str, tuple[frozenset[str], str]] = {
    **{w: (PERSON, "m") for w in ("he", "him", "his", "himself")},
    **{w: (PERSON, "f") for w in ("she", "her", "hers", "herself")},
    **{w: (_ORG, "") for w in ("it", "its", "itself")},
}
_PLURAL = frozenset({"they", "them", "their", "themselves"})
# Roles "it" has when it names an actor; elsewhere it is most often expletive
# or stands for a thing ("it is likely", "buy it").
_IT_DEPS = frozenset({"nsubj", "nsubjpass", "poss"})
# Head nouns of a definite description that name an organisation.
_ORG_NOUNS = frozenset(
    """company automaker carmaker firm manufacturer maker group corporation business retailer
    bank lender insurer airline""".split()
)
# Head nouns of a definite description that name a person by a title they hold.
_TITLE_NOUNS = frozenset(
    """president minister chairman chairwoman chief senator governor mayor king queen
    spokesman spokeswoman ceo premier chancellor""".split()
)
# People named by their tie to someone ("X's father", "X's lawyer"): the one "he" or "she" may be.
_PERSON_BY_TIE = frozenset(
    """father mother son daughter brother sister wife husband uncle aunt nephew niece cousin
    grandfather grandmother grandson granddaughter stepfather stepmother widow widower fiancee
    fiance girlfriend boyfriend partner friend lawyer attorney spokesman spokeswoman aide
    assistant deputy secretary boss adviser advisor bodyguard doctor""".split()
)
# Every word :func:`_may_refer` can accept, as spaCy's ids of their lower case: a Doc's LOWER
# column picks the few words worth asking, with no Token made for each of the others.
_REFERRING = numpy.array(
    sorted({get_string_id(w) for w in (*_PRONOUNS, *_PLURAL, *_ORG_NOUNS, *_TITLE_NOUNS)}), dtype="uint64"
)


def resolve(doc: Doc, mentions: Sequence[Mention], text: str | None = None) -> dict[int, tuple[int, ...]]:
    """Token index of each resolved pronoun or description -> the mention indices it stands for.

    ``text`` is ``doc.text`` when the caller has it. Words left unresolved are absent.
    """
    text = doc.text if text is None else text
    sent_id = [0] * len(doc)
    for number, sent in enumerate(doc.sents):
        sent_id[sent.start : sent.end] = [number] * (sent.end - sent.start)
    quote_of = quote_index(text)
    named = candidates(doc, mentions, sent_id, quote_of)
    genders = honorific_genders(doc, mentions, named)
    by_token = {c.head.i: c for c in named}
    context = _Context(
        _shared_titles(mentions), _thing_subjects(doc, {c.head.i for c in named}), _company_subjects(doc)
    )
    out: dict[int, tuple[int, ...]] = {}
    # A resolved word keeps its entity in view: "Obama said ... He stated ... He added".
    chained: list[Named] = []
    for tok in _maybe_referring(doc):
        if tok.i in by_token or tok.ent_type_ or not _may_refer(tok):
            continue
        quote = quote_of(tok.idx)
        near = [c for c in named if c.head.i < tok.i and 0 <= sent_id[tok.i] - c.sentence <= WINDOW]
        near += (c for c in chained if 0 <= sent_id[tok.i] - c.sentence <= WINDOW)
        earlier = sorted((c for c in near if c.quote == quote and not bound(tok, c.head)), key=lambda c: c.head.i)
        found = _resolve_word(tok, earlier, mentions, genders, sent_id[tok.i], context)
        if found:
            out[tok.i] = found
            if len(found) == 1:
                chained.append(Named(found[0], tok, mentions[found[0]].name, sent_id[tok.i], quote))
    return out


@dataclass(frozen=True)
class _Context:
    """What the whole article tells about its words: titles two people hold ("President Bush",
    "President Gorbachev"), and the sentences whose subject is an unnamed thing."""

    shared_titles: frozenset[str] = frozenset()
    thing_subjects: frozenset[int] = frozenset()
    company_subjects: frozenset[int] = frozenset()


def _company_subjects(doc: Doc) -> frozenset[int]:
    """Sentences (by number) whose main verb's subject is a company the text names by a common
    noun ("Its steel business said", "The steelmaker reported"): a later "the company" or "it"
    may be that one as well as a name before it."""
    out = set()
    for number, sent in enumerate(doc.sents):
        if _unnamed_company(next((c for c in sent.root.children if c.dep_ in SUBJECT_DEPS), None)):
            out.add(number)
    return frozenset(out)


def _shared_titles(mentions: Sequence[Mention]) -> frozenset[str]:
    holders: dict[str, set[str]] = {}
    for m in mentions:
        if m.type in PERSON:
            for role in m.roles:
                for word in role.lower().split():
                    if word in _TITLE_NOUNS:
                        holders.setdefault(word, set()).add(m.name)
    return frozenset(title for title, names in holders.items() if len(names) > 1)


def _thing_subjects(doc: Doc, named: set[int]) -> frozenset[int]:
    """Sentences (by number) whose main verb's subject is a singular noun naming no one:
    "The assassination touched off a rampage. It also reignited the war" (it: the assassination),
    "The Orbit X was unveiled at the X Congress. It will go on sale" (a product's name the
    recognizer knows no type of, and no name mention of ``named``, by head token)."""
    out = set()
    for number, sent in enumerate(doc.sents):
        root = sent.root
        subject = next((c for c in root.children if c.dep_ in SUBJECT_DEPS), None)
        # "``First Fruits,'' read the editorial": after a quotation the noun behind the verb is
        # its subject, whatever the parser makes of the quoted words.
        if root.i > sent.start and doc[root.i - 1].text in _CLOSING_QUOTE_TOKENS:
            subject = next((c for c in root.children if c.i > root.i and c.dep_ in _INVERTED_SUBJECT_DEPS), subject)
        if subject is None or subject.ent_type_ or subject.i in named or _may_refer(subject):
            continue
        if subject.tag_ in ("NN", "NNP"):
            out.add(number)
    return frozenset(out)


# A quotation's closing marks as the tokenizer leaves them, and the parser's labels for the
# subject written after its verb ("..., read the editorial").
_CLOSING_QUOTE_TOKENS = frozenset({"''", "\u201d", '"'})
_INVERTED_SUBJECT_DEPS = frozenset({"nsubj", "dobj", "attr"})


def _resolve_word(
    tok: Token,
    earlier: list[Named],
    mentions: Sequence[Mention],
    genders: dict[str, str],
    sentence: int,
    context: _Context = _Context(),
) -> tuple[int, ...]:
    word = tok.lower_
    if word in _PRONOUNS and tok.tag_ in ("PRP", "PRP$"):
        types, gender = _PRONOUNS[word]
        if word == "it" and (tok.dep_ not in _IT_DEPS or expletive(tok)):
            return ()
        fits = [
            c
            for c in earlier
            if (mentions[c.number].type in types or (types is _ORG and _country_subject(c, mentions)))
            and genders.get(c.key, gender) == gender
            and not embedded(c.head)
        ]
        if word in REFLEXIVE:
            fits = [c for c in fits if c.sentence == sentence]
        teller = _teller(tok, fits) if word == "it" else []
        if not teller and _after_an_unnamed_subject(tok):
            return ()
        found = teller or _in_governing_clause(tok, fits, sentence) or pick(fits, tok)
        # "X's father criticized the meeting. He repeated ...": he is the father, not X.
        if found and types is PERSON and _owns_an_unnamed_subject(found[0].head):
            return ()
        if found and types is PERSON and inside_the_speakers_description(tok, found[0].head):
            return ()
        if found and types is _ORG and (_thing_between(found[0], tok) or _country_between(found[0], tok)):
            return ()
        # A thing that was the subject of a sentence after the name, or of the name's own
        # sentence where the name is not the subject ("The tablet was shown at the X
        # Conference. It is slated for release"), is what a subject "it" takes up.
        if found and word == "it" and tok.dep_ in SUBJECT_DEPS:
            first = found[0].sentence + (found[0].head.dep_ in SUBJECT_DEPS)
            if any(first <= n < sentence for n in context.thing_subjects):
                return ()
        if found and types is _ORG and _company_between(found[0], sentence, context):
            return ()
        return (found[0].number,) if found else ()
    if word in _PLURAL and tok.tag_ in ("PRP", "PRP$"):
        found = pick_coordination(earlier)
        # "X and Y sold cars. Auto makers cut their prices": a plural noun in between is nearer.
        after = max((c.head.i for c in earlier if c.number in found), default=tok.i)
        between = tok.doc[after + 1 : tok.i]
        return () if any(t.tag_ == "NNS" and t.dep_ in SUBJECT_DEPS for t in between) else found
    if description(tok):
        base = tok.lower_  # a singular noun (NN): its own lemma
        described = [c for c in earlier if mentions[c.number].type in _ORG and _described_as(c.head, base)]
        if base in _ORG_NOUNS and described:
            # "... by NPD Group, a market research firm. The firm said": the one the article
            # called a firm, however the sentence's other names are placed.
            found = described[-1:]
        elif base in _ORG_NOUNS:
            # "... a former head of the X Group. The company said": a name inside another
            # phrase is not the company the article reports on, as for "it".
            # Nor is a name after a preposition, where things happen ("announced at the X
            # Exchange"); "by X" names who acted, so it may.
            found = pick(
                [
                    c
                    for c in earlier
                    if mentions[c.number].type in _ORG and not embedded(c.head) and not in_setting(c.head)
                ]
            )
            if found and _company_between(found[0], sentence, context):
                # "X reported a profit. Its steel unit said sales fell because the company no
                # longer owns a mill": that company may be the unit as well as X.
                return ()
        elif base in _TITLE_NOUNS and base not in context.shared_titles:
            # Two presidents in one article: "the president" could be either.
            found = pick([c for c in earlier if mentions[c.number].type in PERSON and holds(mentions[c.number], base)])
        else:
            found = []
        return (found[0].number,) if found else ()
    return ()


def _described_as(name: Token, noun: str) -> bool:
    """Whether the article calls a name by ``noun`` beside it: "NPD Group, a market research
    firm", "a research firm, NPD Group", "the research firm NPD Group"."""
    if any(c.dep_ in ("appos", "compound") and c.lower_ == noun and not c.ent_type_ for c in name.children):
        return True
    return name.dep_ == "appos" and name.head.lower_ == noun


def _owns_an_unnamed_subject(name: Token) -> bool:
    """Whether a name is only the possessor of its clause's subject, a person known by their
    tie to it ("Ana Ruiz's lawyer said"): a "he" or "she" after it is as likely the lawyer.
    ("Obama's plan was ... He said" is Obama: a plan is no one.)"""
    owned = name.head
    return (
        name.dep_ == "poss" and name.pos_ == "PROPN" and owned.dep_ in SUBJECT_DEPS and owned.lower_ in _PERSON_BY_TIE
    )


def _after_an_unnamed_subject(tok: Token) -> bool:
    """ "The Danish monarch met Okafor, but he told reporters": the subject of a second
    clause most often continues the first one's subject, here a description with no name;
    the name in between is no antecedent."""
    verb = tok.head
    # An adverbial clause only for "it", the chain of what an unnamed company writes of itself.
    if tok.dep_ not in SUBJECT_DEPS or verb.dep_ not in ("conj", "ccomp", "advcl"):
        return False
    if verb.dep_ == "advcl" and tok.lower_ != "it":
        return False
    governor = verb.head
    # "it intends to buy more once it wins": the clause of "wins" hangs on "buy", whose subject is "intends"'s.
    for _ in range(WINDOW if verb.dep_ == "advcl" else 0):
        if governor.dep_ not in ("xcomp", "conj") or any(c.dep_ in SUBJECT_DEPS for c in governor.children):
            break
        governor = governor.head
    subject = next((c for c in governor.children if c.dep_ in SUBJECT_DEPS), None)
    if verb.dep_ in ("ccomp", "advcl"):
        # "... but he told reporters he had no message": the teller's "he" is the same one.
        if subject is not None and subject.lower_ == tok.lower_:
            return _after_an_unnamed_subject(subject)
        # "The auto maker wrote Jaguar that it intends ...": what a company writes or says of
        # "it" is most often of itself, not of the name it wrote to.
        return verb.dep_ == "ccomp" and tok.lower_ == "it" and _unnamed_company(subject)
    # "The company cut jobs and it closed plants": a description this module resolves is a name.
    described = subject is not None and subject.lower_ in _ORG_NOUNS | _TITLE_NOUNS
    return subject is not None and subject.tag_ in ("NN", "NNS") and not subject.ent_type_ and not described


def _teller(it: Token, fits: list[Named]) -> list[Named]:
    """The named company whose statement a subject "it" is in, or [].

    "The automaker Ford said that it posted a profit", "the announcement by GM that it had
    filed": what a company tells of "it" is of itself. Only the clause right under the
    telling verb or noun, and only when one named candidate tells it.
    """
    verb = it.head
    if it.dep_ not in SUBJECT_DEPS or verb.dep_ not in ("ccomp", "acl"):
        return []
    governor = verb.head
    if verb.dep_ == "ccomp" and governor.pos_ in ("VERB", "AUX"):
        tellers = [c for c in governor.children if c.dep_ in SUBJECT_DEPS]
    elif verb.dep_ == "acl" and governor.pos_ == "NOUN" and any(c.lower_ == "that" for c in verb.children):
        tellers = [p for by in governor.children if by.dep_ == "prep" and by.lower_ == "by" for p in by.children]
        tellers += (c for c in governor.children if c.dep_ == "poss")
    else:
        return []
    heads = {t.i for t in tellers} | {c.i for t in tellers for c in t.children if c.dep_ == "appos"}
    found = [c for c in fits if c.head.i in heads]
    return [found[-1]] if found and len({c.key for c in found}) == 1 else []


def _company_between(antecedent: Named, sentence: int, context: _Context) -> bool:
    """Whether a company named by a common noun is a subject after the name, up to the word's sentence."""
    return any(antecedent.sentence < n <= sentence for n in context.company_subjects)


def _unnamed_company(subject: Token | None) -> bool:
    """A company named by a common noun this module does not resolve ("the No. 1 U.S. auto maker"),
    and no name beside it ("Another automaker, General Motors (GM), announced": that one is named)."""
    return (
        subject is not None
        and subject.tag_ == "NN"
        and not subject.ent_type_
        and (subject.lower_ in _ORG_NOUNS or subject.lower_.endswith("maker"))
        and not description(subject)
        and not any(c.dep_ == "appos" and (c.ent_type_ or c.pos_ == "PROPN") for c in subject.children)
    )


def _country_subject(candidate: Named, mentions: Sequence[Mention]) -> bool:
    """A country or city that is a clause's subject: what a later "it" takes up ("Norway has
    backed the plan. But it fears a war")."""
    return mentions[candidate.number].type == "GPE" and candidate.head.dep_ in SUBJECT_DEPS


def _in_governing_clause(tok: Token, fits: list[Named], sentence: int) -> list[Named]:
    """The one candidate of the clause that governs the pronoun's adverbial clause, or [].

    "X said Y might remove Z if he abandoned his weapons": the condition is on removing Z, so
    "he" is looked for in that clause (Z), not taken from the reporting verb's subject (X).
    """
    verb = tok.head
    while verb.dep_ in ("conj", "xcomp") and verb.head.i != verb.i:
        verb = verb.head
    if verb.dep_ != "advcl" or verb.head.i == verb.i:
        return []
    governor = verb.head
    inside = [
        c
        for c in fits
        if c.sentence == sentence
        and governor.left_edge.i <= c.head.i <= governor.right_edge.i
        and not verb.left_edge.i <= c.head.i <= verb.right_edge.i
    ]
    return [inside[-1]] if inside and len({c.key for c in inside}) == 1 else []


def _maybe_referring(doc: Doc) -> list[Token]:
    """The words of ``doc`` whose lower case :func:`_may_refer` can accept, in order."""
    found = numpy.flatnonzero(numpy.isin(doc.to_array(LOWER), _REFERRING))
    return [doc[i] for i in found.tolist()]


def _may_refer(tok: Token) -> bool:
    """Whether a word is one this module resolves (a cheap test, before the candidates are looked at)."""
    word = tok.lower_
    if word in _PRONOUNS or word in _PLURAL:
        return tok.tag_ in ("PRP", "PRP$")
    return (word in _ORG_NOUNS or word in _TITLE_NOUNS) and description(tok)


def _thing_between(antecedent: Named, it: Token) -> bool:
    """Whether a common noun is the subject between a name and "it" in the pronoun's sentence:
    "the federal government would not exercise its rights" (its: the government's)."""
    start = max(antecedent.head.i + 1, it.sent.start)
    return any(t.tag_ == "NN" and t.dep_ in SUBJECT_DEPS for t in it.doc[start : it.i])


def _country_between(antecedent: Named, it: Token) -> bool:
    """Whether a country is named between an organisation and "its" in the pronoun's sentence:
    "the sanctions the Council imposed on Iraq after its invasion of Kuwait" (its: Iraq's,
    which this module does not give an "its" unless it is a subject)."""
    start = max(antecedent.head.i + 1, it.sent.start)
    doc = it.doc
    return any(t.ent_type_ == "GPE" and not embedded(t) for t in doc[start : it.i])
