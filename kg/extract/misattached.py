"""Objects the parse hangs on the wrong verb: "X points to rising prices having an impact on the
sale of its SUV lines as well as its sales leader, the F-series pickup truck": the truck is what
the sale is of, and the parse, lost in the long phrase, makes it the object of "points"."""

from __future__ import annotations

from spacy.tokens import Token


def object_past_its_phrase(obj: Token, verb: Token) -> bool:
    """Whether a direct object comes after the verb's own prepositional phrase and a comma: an
    English object stands before the verb's phrases ("sold the shares in May"), and one set off
    after them by a single comma ("points to X ..., the truck") stands beside a noun inside it."""
    if obj.dep_ != "dobj" or obj.i < verb.i:
        return False
    doc = obj.doc
    phrase = next((c for c in verb.children if c.dep_ in ("prep", "dative") and verb.i < c.i < obj.i), None)
    if phrase is None:
        return False
    # One comma alone sets a noun beside the phrase's last noun; a pair sets off an aside, after
    # which a long object may stand ("sold in May, after a long fight, the last of her shares").
    commas = [t for t in doc[verb.i + 1 : obj.left_edge.i] if t.text in (",", ";")]
    return len(commas) == 1 and commas[0].i > phrase.i


def possessor_read_as_a_noun(noun: Token) -> bool:
    """Whether a past verb the parse hangs on a noun as a participle follows a name with its
    possessive "'s" and nothing it owns: "Weisfield's rocketed 9 1/2 to 39" (the firm called
    Weisfield's, its stock, rose). The verb is the name's own past tense, not what was done to it."""
    return noun.pos_ == "PROPN" and any(c.dep_ == "case" and c.i == noun.i + 1 for c in noun.children)


_PLACE_ENTITIES = frozenset({"GPE", "LOC"})


def place_joined_to_a_place(conjunct: Token, noun: Token) -> bool:
    """Whether a place the parse joins to a noun continues the noun's own place phrase:
    "Officials in Tanzania and Kenya said" (the officials are in Kenya too; Kenya said nothing);
    "the ministers of Poland, the Czech Republic and Hungary" (whose ministers: through the list)."""
    if conjunct.ent_type_ not in _PLACE_ENTITIES or noun.ent_type_:
        return False
    doc = noun.doc
    for prep in (c for c in noun.children if c.dep_ == "prep" and c.i < conjunct.i):
        for place in (o for o in prep.children if o.dep_ == "pobj" and o.ent_type_ in _PLACE_ENTITIES):
            between = doc[place.right_edge.i + 1 : conjunct.left_edge.i]
            # The places listed between are the same phrase's ("X, the Czech Republic and Y").
            if all(t.dep_ in ("cc", "punct") or t.ent_type_ in _PLACE_ENTITIES for t in between):
                return True
    return False


_NAMED_ACTORS = frozenset({"ORG", "PERSON"})


def names_set_beside_the_subject(conjunct: Token, noun: Token) -> bool:
    """Whether names the parse joins to the last noun of a subject's phrase are set off by commas
    right before the subject's verb: "Two terrorists with records of attacks against Western
    targets, Abu Nidal and Abu Abbas, have ties to Baghdad" (the names are the terrorists, not
    targets of the attacks). A common noun's list closed by a comma before its subject's verb is
    an apposition of the subject, whatever the parse hangs it on."""
    if conjunct.ent_type_ not in _NAMED_ACTORS or noun.ent_type_ or noun.pos_ != "NOUN" or noun.dep_ != "pobj":
        return False
    doc = noun.doc
    names = sorted((t for t in (conjunct, *conjunct.conjuncts) if t.i > noun.i), key=lambda t: t.i)
    if any(t.ent_type_ not in _NAMED_ACTORS for t in names):
        return False
    opening, closing = names[0].left_edge.i - 1, names[-1].right_edge.i + 1
    if opening <= noun.i or doc[opening].text != "," or closing + 1 >= len(doc) or doc[closing].text != ",":
        return False
    verb = doc[closing + 1]
    if verb.pos_ not in ("VERB", "AUX"):
        return False
    verb = verb.head if verb.dep_ in ("aux", "auxpass") else verb
    subjects = (c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") and c.i < noun.i)
    return any(s.left_edge.i <= noun.i <= s.right_edge.i for s in subjects)


def seat_after_a_name(apposition: Token) -> bool:
    """Whether a place set off by commas right after a firm's or a person's name says where they
    are based: "Philip Morris Cos., New York, adopted a measure" (the firm adopted it, not the
    city). A place there never acts beside the name, whatever the parse hangs it on."""
    if apposition.ent_type_ not in _PLACE_ENTITIES:
        return False
    doc = apposition.doc
    start = apposition.i
    while start > 0 and doc[start].ent_iob_ == "I":
        start -= 1
    end = apposition.i
    while end + 1 < len(doc) and doc[end + 1].ent_iob_ == "I":
        end += 1
    if start < 2 or doc[start - 1].text != "," or end + 1 >= len(doc) or doc[end + 1].text != ",":
        return False
    if end + 2 < len(doc) and doc[end + 2].lower_ in ("and", "or"):
        return False  # "Hamas, Iran, and Syria": a list, whatever the parse makes of it
    # "Philip Morris Cos., New York": a firm's suffix or its point may stand outside the name.
    at = start - 2
    while at > start - 5 and at > 0 and doc[at].ent_type_ not in _NAMED_ACTORS and _suffix_like(doc[at]):
        at -= 1
    return doc[at].ent_type_ in _NAMED_ACTORS


def _suffix_like(tok: Token) -> bool:
    return tok.text == "." or (tok.is_title and len(tok) <= 5 and not tok.ent_type_)
