"""Names the entity tagger cut in two, made whole: a surname with a lower-case particle ("Janet
Holmes a Court"), an organisation named by a plural and a phrase ("Brothers to the Rescue"), a firm's name the
tagger cut at its "&" ("Standard & Poor's Corp.").

Pure functions over the tagger's entity spans, run before they become mentions
(:mod:`kg.extract.entities`).
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Span, Token


def cut_names(ents: Sequence[Span]) -> list[Span]:
    """The tagger's entities with the names it cut made whole (:func:`_particle_names`,
    :func:`_phrase_organisations`, :func:`_ampersand_names`)."""
    return _ampersand_names(_phrase_organisations(_particle_names(ents)))


# Lower-case particles inside surnames: "Janet Holmes a Court", "Ursula von der Leyen".
_NAME_PARTICLES = frozenset("a à de da di van von der den du le la bin ibn al el ter zu".split())


def _particle_names(ents: Sequence[Span]) -> list[Span]:
    """The tagger's entities, with a person's name it cut at a lower-case particle made whole:
    "Janet Holmes a Court said" was a person "Janet Holmes" and an organisation "Court". Only where
    the parse hangs the capitalised word after the particle on the name or the name on it ("gave
    Ana Berg a Ford" hangs both on "gave"), and that word ends the name."""
    if not ents:
        return []
    doc = ents[0].doc
    out: list[Span] = []
    for ent in ents:
        if out and ent.start < out[-1].end:
            continue  # the surname joined to the name before it
        end = ent.end
        if (
            ent.label_ == "PERSON"
            and end + 1 < len(doc)
            and doc[end].text in _NAME_PARTICLES
            and doc[end + 1].pos_ == "PROPN"
            and doc[end + 1].is_title
            and (ent.start <= doc[end + 1].head.i < end or ent.root.head.i == end + 1)
            and not (end + 2 < len(doc) and doc[end + 2].pos_ == "PROPN")
        ):
            ent = Span(doc, ent.start, end + 2, label="PERSON")
        out.append(ent)
    return out


# Words that join a plural to the rest of an organisation's name: "Brothers to the Rescue",
# "Citizens for the Republic", "Mothers Against Drunk Driving".
_ORG_CONNECTORS = frozenset("to for against without".split())
# Types a plural before such a phrase has when it names people, not the start of a name:
# "sent Americans to the Senate".
_PEOPLE_TYPES = frozenset({"NORP", "PERSON"})


def _phrase_organisations(ents: Sequence[Span]) -> list[Span]:
    """The tagger's entities, with an organisation named by a capitalised plural, a connector and
    a phrase made one: "founder of Brothers to the Rescue" gave an organisation "Rescue" (joined
    to "Operation Rescue" in another story) and a place "Brothers". Only inside a sentence, after
    a plural proper noun that no person or nationality tag claims."""
    if not ents:
        return []
    doc = ents[0].doc
    out: list[Span] = []
    for ent in ents:
        first = _plural_opening(ent)
        if first is None:
            out.append(ent)
            continue
        while out and out[-1].end > first:
            out.pop()
        out.append(Span(doc, first, ent.end, label="ORG"))
    return out


def _plural_opening(ent: Span) -> int | None:
    """Where the plural that opens an organisation's name before ``ent`` stands, or None."""
    if ent.label_ != "ORG":
        return None
    doc = ent.doc
    i = ent.start - 1
    if i >= 0 and doc[i].lower_ == "the":
        i -= 1
    if i < 1 or doc[i].lower_ not in _ORG_CONNECTORS:
        return None
    plural = doc[i - 1]
    if plural.tag_ != "NNPS" or not plural.is_title or plural.is_sent_start or plural.ent_type_ in _PEOPLE_TYPES:
        return None
    return plural.i


# What joins the partners of a firm's name; "amp" is an "&amp;" whose "&" a text export dropped.
_AMPERSANDS = frozenset({"&", "amp"})


def _capitalised(tok: Token) -> bool:
    """A capitalised word, or a hyphen inside one ("RENT-A-CAR", "Booz-Allen")."""
    if tok.text == "-":
        return tok.whitespace_ == "" and tok.i > 0 and tok.doc[tok.i - 1].whitespace_ == ""
    return tok.text[:1].isupper() and not tok.is_punct


def _ampersand_names(ents: Sequence[Span]) -> list[Span]:
    """The tagger's entities, with a firm's name it cut at its "&" made one organisation:
    "Standard & Poor's Corp. lowered" gave an organisation "Poor's Corp." (a name no firm has),
    "UBS Phillips & Drew" an organisation and a person "Drew". Joins an entity to the capitalised
    words or the entity right across an "&", inside its sentence; a lower-case word stops it."""
    if not ents:
        return []
    doc = ents[0].doc
    out: list[Span] = []
    for ent in ents:
        start, end = ent.start, ent.end
        if start >= 2 and doc[start - 1].lower_ in _AMPERSANDS and _capitalised(doc[start - 2]):
            start -= 1
            while start > 0 and _capitalised(doc[start - 1]) and not doc[start].is_sent_start:
                start -= 1
        if doc[end - 1].lower_ in _AMPERSANDS or (
            end + 1 < len(doc) and doc[end].lower_ in _AMPERSANDS and doc[end + 1].ent_iob_ == "O"
        ):
            after = end if doc[end - 1].lower_ in _AMPERSANDS else end + 1
            while after < len(doc) and _capitalised(doc[after]) and doc[after].ent_iob_ == "O":
                if doc[after].is_sent_start:
                    break
                after += 1
            # the words across the "&", or the name without a dangling one (the next entity joins it)
            end = after if after > end + 1 or (after > end and doc[end - 1].lower_ in _AMPERSANDS) else end
        while out and out[-1].end > start:
            start = min(start, out.pop().start)
        if (start, end) == (ent.start, ent.end):
            out.append(ent)
        else:
            # partners joined by "&" are a firm ("Booz-Allen & Hamilton" was tagged two persons)
            out.append(Span(doc, start, end, label="ORG"))
    return out
