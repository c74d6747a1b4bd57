"""Entity mentions from a parsed Doc: cleaned names and roles (short names within the article:
:mod:`kg.extract.full_names`).

Pure functions over spaCy objects that yield :class:`~kg.model.Mention`.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc, Span, Token

from kg.extract.credits import credit_spans, inside_any
from kg.extract.cut_names import cut_names
from kg.extract.full_names import resolve_short_names
from kg.extract.missed_names import places_of_events, repeated_names, titled_names, untagged_proper_names
from kg.extract.names import clean_surface, company_words, is_title_word, looks_like_name, split_title
from kg.extract.nlp import lemma
from kg.extract.paired_names import paired_people
from kg.model import ENTITY_TYPES, Mention

# A name that heads one of these nouns names a building or site ("X jail",
# "X airport"), whatever the NER model guessed.
FACILITY_NOUNS = frozenset(
    """
jail prison airport airbase base bridge camp hospital stadium arena museum palace mosque church
cathedral temple synagogue station port harbour harbor dam embassy consulate hotel tower plant
refinery mine square highway road street avenue building center centre mall school university
""".split()
)

# A person's name before one of these nouns names the body they lead or belong to, not the
# person: "the Obama administration" announced, "the Nixon campaign" paid, "the Obama team's
# first choice" (not Obama's own words), "the Smith family said".
GOVERNING_NOUNS = frozenset(
    "administration government regime cabinet campaign presidency junta team camp transition family".split()
)

_CONNECTORS = {"of", "for", "and", "the", "&"}


def sentence_index(doc: Doc) -> list[int]:
    """Map each token index to the index of its sentence."""
    out = [0] * len(doc)
    for number, sent in enumerate(doc.sents):
        for i in range(sent.start, sent.end):
            out[i] = number
    return out


def extract_mentions(
    doc: Doc,
    sent_of: Sequence[int] | None = None,
    furniture: tuple[tuple[int, int], ...] = (),
    text: str | None = None,
) -> list[Mention]:
    """Named entity mentions of ``doc``, with titles split into roles.

    Short person names are resolved to the full name they abbreviate within
    the article ("Merkel" -> "Angela Merkel") when only one full name fits.
    Names in a dateline's agency, a byline or a photo credit
    (:func:`~kg.extract.credits.credit_spans`) name who reported, not who took
    part: they are left out, and do not make their other occurrences names.
    So are names in ``furniture``, the spans of a page's ads, handle lists and
    menus (:func:`~kg.extract.furniture.furniture_spans`).
    ``text`` is ``doc.text``, passed when the caller has it (it is slow to rebuild).
    """
    sent_of = sent_of or sentence_index(doc)
    credits = tuple(sorted(credit_spans(doc.text if text is None else text) + tuple(furniture)))
    raw = [
        m
        for ent in _joined_groups(paired_people(cut_names(_possessive_names(doc.ents))))
        if (m := _mention(ent, sent_of)) is not None and not inside_any(m.start, m.end, credits)
    ]
    raw += titled_names(doc, raw, sent_of)
    raw += places_of_events(doc, raw, sent_of)
    raw += repeated_names(doc, raw, sent_of)
    raw += untagged_proper_names(doc, raw, sent_of)
    raw = [m for m in raw if not inside_any(m.start, m.end, credits)]
    return resolve_short_names(sorted(raw, key=lambda m: m.start))


# The last word of an institution's name that its place may follow: "Dime Savings Bank of New York".
_PLACED_INSTITUTIONS = frozenset({"Bank", "Trust"})


def _joined_groups(ents: Sequence[Span]) -> list[Span]:
    """The tagger's entities, with a group named by two nationalities made one: it splits
    "Cuban Americans" into "Cuban" and "Americans", and the graph would then say the
    Americans did what Cuban Americans did. The first word must modify the second, a plural.
    So is a bank and its place ("Dime Savings Bank" and "New York"), whose split made the city
    the buyer in "Dime Savings Bank of New York's acquisition of ...". So is a company's legal
    name cut in two with nothing between ("Sony" and "Columbia Acquisition Corp.")."""
    out: list[Span] = []
    for ent in ents:
        last = out[-1] if out else None
        if (
            last is not None
            and last.label_ == ent.label_ == "NORP"
            and last.end == ent.start
            and ent.root.tag_ == "NNPS"
            and last.root.head.i == ent.root.i
        ):
            out[-1] = Span(ent.doc, last.start, ent.end, label="NORP")
        elif (
            last is not None
            and last.label_ == "ORG"
            and ent.label_ == "GPE"
            and last.end + 1 == ent.start
            and last[-1].text in _PLACED_INSTITUTIONS
            and ent.doc[last.end].lower_ == "of"
        ):
            out[-1] = Span(ent.doc, last.start, ent.end, label="ORG")
        elif (
            last is not None
            and last.label_ == ent.label_ == "ORG"
            and last.end == ent.start
            and company_words([t.text for t in ent])
        ):
            # "Sony Columbia Acquisition Corp.": the tagger cut a company's legal name in two.
            out[-1] = Span(ent.doc, last.start, ent.end, label="ORG")
        else:
            out.append(ent)
    return out


# How many words before a possessive "'s" may begin an organisation's name ("Hudson's Bay").
_OWNER_WORDS = 3


def _possessive_names(ents: Sequence[Span]) -> list[Span]:
    """The tagger's entities, with a name it cut at its possessive made whole again where the
    article writes that name whole: after "Hudson's Bay Co.", "Hudson's Bay said" is the company,
    not a person "Hudson" and a "Bay"."""
    if not ents:
        return []
    doc = ents[0].doc
    whole: set[tuple[str, ...]] = set()
    for ent in ents:
        words = [t.lower_ for t in ent]
        for k in range(1, len(words) - 1):
            if _possessive(ent[k]) and ent.label_ in ("ORG", "FAC"):
                whole.update(tuple(words[:j]) for j in range(k + 2, len(words) + 1))
    if not whole:
        return list(ents)
    out: list[Span] = []
    for ent in ents:
        if out and ent.start < out[-1].end:
            continue  # inside a name made whole before it
        # The tagged part is the one after the "'s" ("Bay") or the owner before it ("Hudson").
        spans = []
        if ent.start >= 2 and _possessive(doc[ent.start - 1]):
            spans += [
                (start, ent.end) for start in range(max(ent.sent.start, ent.start - 1 - _OWNER_WORDS), ent.start - 1)
            ]
        if ent.end < len(doc) and _possessive(doc[ent.end]):
            spans += [(ent.start, end) for end in range(min(ent.sent.end, ent.end + 1 + _OWNER_WORDS), ent.end + 1, -1)]
        joined = next(
            (Span(doc, a, b, label="ORG") for a, b in spans if tuple(t.lower_ for t in doc[a:b]) in whole), None
        )
        if joined is None:
            out.append(ent)
            continue
        while out and out[-1].end > joined.start:
            out.pop()
        out.append(joined)
    return out


def _possessive(tok: Token) -> bool:
    return tok.tag_ == "POS" or tok.lower_ in ("'s", "\u2019s")


def _mention(ent: Span, sent_of: Sequence[int]) -> Mention | None:
    if ent.label_ not in ENTITY_TYPES or _is_part_of_title(ent) or _currency_country(ent) or _participle(ent):
        return None
    words = [t for t in ent if not (t.i == ent.start and t.lower_ in ("the", "a", "an"))]
    while words and (words[-1].is_punct or words[-1].tag_ == "POS"):
        words.pop()
    if not words:
        return None
    # Only people carry titles: "General Motors" is not General Motors.
    title, rest = split_title([t.text for t in words]) if ent.label_ == "PERSON" else ("", words)
    rest_tokens = words[len(words) - len(rest) :]
    if ent.label_ == "PERSON":
        rest_tokens = _without_trailing_acronym(rest_tokens)
    kind = _entity_type(ent, rest_tokens)
    governing = _governing_noun(ent, rest_tokens)
    if governing is not None:
        rest_tokens, kind, title = [*rest_tokens, governing], "ORG", ""
    start, end = rest_tokens[0].idx, rest_tokens[-1].idx + len(rest_tokens[-1].text)
    # Doc.text joins every token on each call: take the span's own text.
    surface = ent.doc[rest_tokens[0].i : rest_tokens[-1].i + 1].text
    name = clean_surface(surface)
    if not looks_like_name(name):
        return None
    before = _preceding_title(ent) if kind == "PERSON" else ""
    roles = tuple(r for r in (before, title) if r)
    return Mention(
        start=start,
        end=end,
        text=surface,
        name=name,
        type=kind,
        sentence=sent_of[ent.start],
        roles=roles,
        phrase=_phrase(ent, rest_tokens),
    )


def _participle(ent: Span) -> bool:
    """A one-word "name" the parse reads as a verb's participle or that opens a pair of adjectives:
    "Rescued on Nov. 25 by fishermen, Elian ..." opens a sentence with a capital, and was
    tagged a person."""
    if len(ent) != 1:
        return False
    word = ent[0]
    # "Smart and ambitious as a teenager, she was ...": an adjective joined to another,
    # opening a sentence, was tagged a person (and the next "she" taken for it).
    joined_adjective = bool(word.is_sent_start) and any(c.dep_ == "conj" and c.pos_ == "ADJ" for c in word.children)
    return (word.pos_ == "VERB" and word.tag_ in ("VBN", "VBG")) or joined_adjective


def _without_trailing_acronym(tokens: list[Token]) -> list[Token]:
    """A person's name without an all-capital word the tagger ran on into it: "pilot Steven Snyder
    TWA eight hundred" (a transcript's call sign) names Steven Snyder, not "Steven Snyder TWA". Only
    after two or more words written in mixed case, so a name in a capitalised headline stays whole;
    a generation or regnal number ("III", "JR") is part of the name. A function word in capitals
    ("AGAIN", "ALSO") is the writer's stress, after one word of the name already."""
    last = tokens[-1]
    mixed = [t for t in tokens[:-1] if t.is_title and not t.is_upper]
    if len(tokens) >= 2 and mixed and last.is_upper and len(last) >= 3 and last.lower_ in STOP_WORDS:
        return tokens[:-1]  # "Wylie AGAIN brought the kick-off out": a word stressed in capitals
    if len(tokens) < 3 or len(mixed) < 2 or not (last.is_upper and last.is_alpha and len(last) >= 2):
        return tokens
    return tokens if last.text.rstrip(".").lower() in _NAME_SUFFIXES else tokens[:-1]


# Words in capitals that end a person's name: generations and regnal numbers.
_NAME_SUFFIXES = frozenset("jr sr ii iii iv vi vii viii ix xi xii xiii xiv xv xvi".split())

_DESCRIPTOR_POS = {"ADJ", "NOUN", "PROPN"}
# What makes a country's name part of an amount: "US $29", "U.S. dollars", "Canadian dollars".
_CURRENCY_WORDS = frozenset({"$", "\u20ac", "\u00a3", "\u00a5", "dollar", "dollars"})


def _currency_country(ent: Span) -> bool:
    """Whether a country's name only says whose currency an amount is in ("priced at US $29",
    "in U.S. dollars"): no place or actor of what the sentence tells."""
    if ent.label_ not in ("GPE", "NORP") or ent.end >= len(ent.doc):
        return False
    return ent.doc[ent.end].lower_ in _CURRENCY_WORDS


def _phrase(ent: Span, name: list[Token]) -> tuple[int, int] | None:
    """The descriptor phrase a name closes, if any: "the American auto company Chrysler".

    Read off the words, not the parse, which often misplaces such phrases:
    a run of adjectives and nouns, with an optional article, ending in a
    common noun right before the name. People are left as named: their
    titles are roles, and annotation schemes mark "CEO" and "Steve Jobs"
    as two mentions.
    """
    doc = ent.doc
    i = name[0].i - 1
    if ent.label_ == "PERSON" or i < 0 or doc[i].pos_ != "NOUN" or not doc[i].is_lower:
        return None
    while (
        i - 1 >= 0 and doc[i - 1].pos_ in _DESCRIPTOR_POS and not doc[i - 1].is_punct and doc[i - 1].sent == doc[i].sent
    ):
        i -= 1
    if i - 1 >= 0 and doc[i - 1].pos_ == "DET" and doc[i - 1].lower_ in ("the", "a", "an"):
        i -= 1
    return doc[i].idx, name[-1].idx + len(name[-1].text)


def _entity_type(ent: Span, tokens: list[Token]) -> str:
    head = tokens[-1].head
    if head.i >= ent.end and lemma(head).lower() in FACILITY_NOUNS and tokens[-1].dep_ == "compound":
        return "FAC"
    if ent.start > 0 and ent.doc[ent.start - 1].lower_ in _PERSONAL_HONORIFICS and ent.label_ in _NOT_PEOPLE:
        # "Mr MacFarlane said": a name after "Mr" or "Ms" is a person's, whatever the tagger made
        # of it (an organisation, at times): typed so, "he said" after it finds no speaker in it.
        return "PERSON"
    return ent.label_


# Honorifics only a person's name follows ("Dr" and "Miss" are left out: "Dr Pepper", "Miss America").
_PERSONAL_HONORIFICS = frozenset("mr mr. mrs mrs. ms ms. mme mme.".split())
_NOT_PEOPLE = frozenset({"ORG", "GPE", "NORP", "LOC", "FAC", "PRODUCT", "WORK_OF_ART"})


def _governing_noun(ent: Span, tokens: list[Token]) -> Token | None:
    """The noun after a person's name that makes the name a body's: "Obama administration",
    "Obama transition team" (nouns between, all part of the one compound)."""
    doc = ent.doc
    if ent.label_ != "PERSON" or ent.end >= len(doc) or tokens[-1].dep_ != "compound":
        return None
    head = tokens[-1].head
    between = doc[ent.end : head.i]
    if (
        head.i >= ent.end
        and head.lower_ in GOVERNING_NOUNS
        and len(between) <= 1
        and all(t.pos_ == "NOUN" and t.dep_ == "compound" and t.head.i == head.i for t in between)
    ):
        return head
    return None


def _is_part_of_title(ent: Span) -> bool:
    """'State' in 'Secretary of State', 'Justice' in 'Justice Minister'."""
    doc = ent.doc
    after = doc[ent.end] if ent.end < len(doc) else None
    if after is not None and is_title_word(after.text) and after.is_title and ent.label_ != "PERSON":
        return len(ent) == 1
    before = doc[ent.start - 2 : ent.start] if ent.start >= 2 else None
    if before is not None and before[-1].lower_ == "of" and is_title_word(before[0].text):
        return len(ent) == 1
    return False


def _preceding_title(ent: Span) -> str:
    """A capitalised title phrase right before the name: "Secretary of State", "Army Gen."."""
    doc = ent.doc
    i = ent.start - 1
    words: list[Token] = []
    while (
        i >= 0
        and (doc[i].is_title or doc[i].is_upper or doc[i].lower_ in _CONNECTORS)
        and not doc[i].is_sent_end
        and doc[i].text not in ("-", "—", "–")
    ):
        if doc[i].is_sent_start:
            words.insert(0, doc[i])
            break
        words.insert(0, doc[i])
        i -= 1
    while words and (words[0].lower_ in _CONNECTORS or not any(is_title_word(w.text) for w in words)):
        words.pop(0)
    while words and not is_title_word(words[-1].text) and words[-1].lower_ in _CONNECTORS:
        words.pop()
    if not words or not any(is_title_word(w.text) for w in words):
        return ""
    # The title must end on a title word or an office ("of State").
    return " ".join(w.text for w in words)
