"""Words the text uses as background to its news: events to an annotator, nothing a reader
would put on a timeline, or nothing the text itself asserts.

- a description: "a puppy named Rex" gives the puppy's name, no naming happened that day; "an
  event held in the convention centre" says where the event was, "receipts leading to Mexico"
  what a thing is like, "a maker of drugs incorporated in the Netherlands", "a firm based in
  Ohio" where a party stands (a standing attribute, no incorporating that day), "the next
  meeting, scheduled for the fall" its plan, "events created on a laptop would be sent" things
  of a kind in what would happen, "when the shares traded at about $10" a price;
- scenery: "with the old ship towering behind him", the attendant circumstance of a
  "with" phrase told by a verb of position ("towering", "standing", "hanging");
- a speaker's moves at a podium: "returned to the stage to reveal", "moved on to talk about";
- a sourcing formula: "an official who spoke on condition of anonymity", "who asked not to
  be named", "was quoted by local media as saying", "Lee, asked about the vote, said",
  "Speaking for the band, its manager said": how the writer got the news, not news (the
  statement is drawn);
- a refusal to tell: "declined to predict when", "refused to name the buyer": nothing said;
- an aspectual or implicative verb with its content in its complement: "was beginning to get
  back on its feet", "continued to be", "managed to outsell": the complement is the happening,
  "beginning" alone says nothing;
- a part someone has: "was already involved in the phone's development";
- an accused's own account of her acts, told in her defence: "She said she gave them false
  information" in an article on her trial. The text reports the testimony, it does not assert
  what the testimony says (the statement itself is drawn);
- what a thing is for: "the operation designed to confront", "bombers destined for the front",
  "rules intended to curb": its purpose, no designing that day;
- what someone or something is taken to be: "is known for staying out of the spotlight", "is
  regarded as a moderate", "is credited with the success", "what is believed to be the end": a
  reputation or a hedge, no happening;
- the writer's reading of what happened: "reported lower earnings, marking the end of a boom",
  "signalling a shift", "ran out of funds, leading to the bailout": the reported earnings are the
  news, the "marking" is commentary, the bailout a happening of its own;
- a stance: "took a stand against the closures": an attitude, not an act of a day;
- a strategy: "is betting its business on the assumption", "pinned its hopes on the chip": a
  course a party holds to, not an act of a day;
- a cause linked to its outcome: "rising demand led employers to raise wages": the raising is
  the happening (drawn of its own), the leading the writer's link;
- a summary of years: "over the past 20 years he has built his company": a career or a trend
  told in the present perfect over a span of years, no happening of a day;
- a figure of speech: "that lesson was brought home when ...", "drove home the point";
- a trait: "walks with a slight limp", "speaks with an accent": how someone is, in the present
  tense;
- the article's credit line: "Jane Doe contributed to this article."
  (:meth:`~kg.extract.doc_index.DocIndex.in_credit_line`, asked of nouns too);
- what a document or a figure shows, a result told as leaving, a product's feature
  (:mod:`kg.extract.readings`);
- what happens inside a speaker's words in quotation marks (``QUOTED``, marked by
  :mod:`kg.extract.events`, which finds the quotations): the statement's node shows it.

What the text reads into a happening (purpose to trait) is told apart in
:mod:`kg.extract.readings`. Each is kept in the extractions (the annotations count them) and marked with why, for the
graph stage not to draw it (:mod:`kg.extract.worth`). Pure functions over spaCy tokens,
read by event detection (:mod:`kg.extract.events`).
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token

from kg.extract.asked import asked_aside
from kg.extract.descriptions import description
from kg.extract.lexicon import REPORTING_VERBS
from kg.extract.mood import word_base
from kg.extract.readings import (
    cause,
    commentary,
    display,
    feature,
    figure,
    left_standing,
    purpose,
    regard,
    stance,
    strategy,
    summary,
    trait,
)
from kg.extract.states import ROLE, STATE, attributive, made_the_most, role_title, running_figure, state_change

DESCRIPTION = "description"
SCENERY = "scenery"
STAGE = "stage"
SOURCING = "sourcing"
REFUSAL = "refusal"
ASPECT = "aspect"
PURPOSE = "purpose"
REGARD = "regard"
COMMENTARY = "commentary"
STANCE = "stance"
TESTIMONY = "testimony"
STRATEGY = "strategy"
CAUSE = "cause"
SUMMARY = "summary"
TRAIT = "trait"
FIGURE = "figure"
DISPLAY = "display"
RESULT = "result"
FEATURE = "feature"
CREDIT = "credit"
# Set by event detection, which knows the quotations: what happens inside a speaker's words.
QUOTED = "quoted"

# A speaker's moves at a podium: "returned to the stage", "took the podium".
_STAGE_MOVES = frozenset({"return", "come", "walk", "step", "go", "head", "leave", "take", "move"})
_STAGES = frozenset({"stage", "podium", "lectern", "microphone", "mic", "rostrum"})
# Verbs of position or posture: in a "with" phrase they set a scene.
_POSITION_VERBS = frozenset(
    """tower stand sit hang loom lie rest perch overlook surround line flank fly flutter wave
    gleam glitter glow shine stretch rise dominate frame hover""".split()
)
# Prepositions of place that make a "with" phrase's participle a picture of the scene.
_PLACE_PREPS = frozenset({"behind", "beside", "above", "below", "beneath", "overhead", "around", "alongside"})
# Verbs whose complement carries what happens: "began to get back", "continued to be", and the
# implicatives "managed to outsell", "is attempting to engineer", "chanced to meet", "proceeded to arrest".
_ASPECTUAL = frozenset(
    {"begin", "start", "continue", "keep", "stop", "cease", "finish", "resume", "quit", "manage", "attempt"}
    | {"chance", "happen", "proceed"}
)
# Verbs of speaking that a sourcing formula uses: "spoke on condition of anonymity".
_SPEAKING = frozenset({"speak", "talk", "comment", "brief"})
# Verbs by which a writer cites a source: "was quoted by local media as saying".
_QUOTING = frozenset({"quote", "cite"})
# Verbs that ask for anonymity: "asked not to be named", "declined to be identified".
_ASKING = frozenset({"ask", "decline", "request", "refuse", "insist", "demand", "want", "prefer"})
_UNNAMED = frozenset({"name", "identify", "quote", "cite"})
# An article on a trial: the account a defendant gives in her defence is her claim.
_TRIAL = re.compile(
    r"\b(?:take|takes|took|taking)\s+the\s+(?:witness\s+)?stand\b"
    r"|\bin\s+(?:his|her|their)\s+(?:own\s+)?defen[cs]e\b|\bdefendants?\b|\bpleaded\s+(?:not\s+guilty|innocent)\b"
    r"|\bon\s+trial\b",
    re.IGNORECASE,
)
_SELF = frozenset({"i", "we", "he", "she", "they"})
# Reporting verbs through which a witness gives her account.
_TESTIFYING = REPORTING_VERBS | {"testify", "tell", "insist", "explain", "claim"}


def stage_business(tok: Token) -> bool:
    """A speaker's moves at a podium: "returned to the stage to reveal", "moved on to talk
    about", "Moving on, the chief executive announced": what was revealed or announced is the news."""
    base = word_base(tok)
    if base == "move" and any(c.dep_ == "prt" and c.lower_ == "on" for c in tok.children):
        return True
    if base not in _STAGE_MOVES:
        return False
    return any(
        c.dep_ == "prep" and any(o.dep_ == "pobj" and word_base(o) in _STAGES for o in c.children) for c in tok.children
    )


def scenery(tok: Token) -> bool:
    """A participle in a "with" phrase telling where things stand: "with the ship towering
    behind him", "with flags flying overhead"."""
    if tok.tag_ not in ("VBG", "VBN"):
        return False
    head = tok.head
    if tok.dep_ in ("pcomp", "pobj"):  # the parse takes "towering" for the phrase's object at times
        prep = head
    elif tok.dep_ == "acl" and head.dep_ == "pobj":
        prep = head.head
    else:
        return False
    if prep.lower_ not in ("with", "without"):
        return False
    return word_base(tok) in _POSITION_VERBS or any(c.dep_ == "prep" and c.lower_ in _PLACE_PREPS for c in tok.children)


def sourcing(tok: Token) -> bool:
    """How the writer got the news: "who spoke on condition of anonymity", "asked not to be
    named", "declined to be identified", "Lee, asked whether she was pleased, replied" (the
    reply is the statement; the asking, by someone unnamed, only brought it)."""
    if asked_aside(tok):
        return True
    base = word_base(tok)
    if base in _SPEAKING and tok.tag_ == "VBG" and tok.dep_ == "advcl" and word_base(tok.head) in REPORTING_VERBS:
        return True  # "Speaking for the band, its manager said": the saying is the statement
    if base in _SPEAKING:
        words = {t.lower_ for t in tok.subtree}
        return "anonymity" in words or "anonymously" in words or ("condition" in words and bool(words & _UNNAMED_FORMS))
    if (
        base in _CANVASSING
        and tok.tag_ == "VBN"
        and tok.dep_ == "acl"
        and (tok.head.tag_ == "NNS" or tok.head.lower_ == "those")
    ):
        return True  # "the dozen people interviewed", "those polled": whom the writer asked
    if base in _QUOTING and tok.dep_ == "acl" and word_base(tok.head) in _SOURCES:
        return True  # "according to sources quoted by the Miami Herald": where the news came from
    if base in _QUOTING and any(
        c.dep_ == "prep" and c.lower_ == "as" and any(word_base(g) in REPORTING_VERBS for g in c.children)
        for c in tok.children
    ):
        return True  # "was quoted by local media as saying": the saying is the news
    if base in _ASKING:
        return any(c.dep_ == "xcomp" and _unnamed(c) for c in tok.children) or any(
            c.dep_ == "dobj" and c.lower_ == "anonymity" for c in tok.children
        )
    return _unnamed(tok) and tok.dep_ == "xcomp" and word_base(tok.head) in _ASKING


_UNNAMED_FORMS = frozenset({"named", "identified", "quoted", "cited"})
# Asking a set of people for a story or a poll ("questioned" is also a police act, left out).
_CANVASSING = frozenset({"interview", "poll", "survey", "canvass", "sample", "consult", "contact"})
# Whom a writer cites: "sources quoted by the Herald", "officials cited by local media".
_SOURCES = frozenset({"source", "official", "report", "analyst", "diplomat", "witness", "person", "people"})


def _unnamed(tok: Token) -> bool:
    """ "(not) to be named", "(not) to be identified"."""
    return word_base(tok) in _UNNAMED and tok.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in tok.children)


def aspect(tok: Token) -> bool:
    """An aspectual verb whose complement is the happening: "was beginning to get back on its
    feet", "continued to be excellent", "kept rising"; or whose "by" phrase is: "started by
    hinting at the incident", "rounded the services off by unveiling a feature"."""
    if tok.pos_ not in ("VERB", "AUX"):
        return False
    if word_base(tok) in _ASPECTUAL and any(
        c.dep_ in ("xcomp", "ccomp") and c.pos_ in ("VERB", "AUX") for c in tok.children
    ):
        return True
    if (
        word_base(tok) == "go"
        and any(c.dep_ == "prt" and c.lower_ == "on" for c in tok.children)
        and any(c.dep_ == "xcomp" and c.pos_ in ("VERB", "AUX") for c in tok.children)
    ):
        return True  # "he went on to defend the Church's position": the defending is the news
    # "started by hinting at the incident", "ended by thanking the crowd": the hinting is the news
    rounding = word_base(tok) in _ROUNDING and any(c.dep_ == "prt" and c.lower_ in ("off", "up") for c in tok.children)
    return (
        rounding or (word_base(tok) in _ASPECTUAL | _OPENING and not any(c.dep_ == "dobj" for c in tok.children))
    ) and any(
        c.dep_ == "prep" and c.lower_ == "by" and any(g.dep_ == "pcomp" and g.tag_ == "VBG" for g in c.children)
        for c in tok.children
    )


# Verbs that open or close a speech or a meeting: "opened by thanking", "closed by saying".
_OPENING = frozenset({"open", "close", "end", "conclude"})
# Verbs that close a list with their particle: "rounded the services off by unveiling".
_ROUNDING = frozenset({"round", "wrap", "cap", "top"})
# A refusal to say what a reader wants to know: "declined to predict when", "refused to name
# the buyer" (like "declined to comment", :func:`kg.extract.idioms.no_comment`): nothing said.
_REFUSING = frozenset({"decline", "refuse"})
_TELLING = frozenset({"predict", "forecast", "estimate", "guess", "disclose", "reveal", "name", "detail", "give"})


def refusal(tok: Token) -> bool:
    """ "declined to predict when the company would return to profit": a refusal to tell."""
    return word_base(tok) in _REFUSING and any(
        c.dep_ == "xcomp" and c.pos_ == "VERB" and word_base(c) in _TELLING for c in tok.children
    )


def testimony(tok: Token) -> bool:
    """What an accused says she did, in an article on her trial: "She said she gave them false
    information". The clause is the reporting verb's, its subject a personal pronoun for the
    speaker (the same pronoun when the speaker is one: "she said he" tells of another)."""
    if tok.dep_ != "ccomp" or word_base(tok.head) not in _TESTIFYING:
        return False
    own = next((c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    speaker = next((c for c in tok.head.children if c.dep_ == "nsubj"), None)
    if own is None or speaker is None or own.lower_ not in _SELF:
        return False
    if speaker.pos_ == "PRON" and speaker.lower_ != own.lower_:
        return False
    return _on_trial(tok.doc)


def _on_trial(doc: Doc) -> bool:
    """Whether the article tells of a trial ("took the stand", "testified", "in her own defense")."""
    # Read once a Doc (kept in its user_data): every candidate clause of the article asks.
    found = doc.user_data.get(_ON_TRIAL)
    if found is None:
        found = doc.user_data[_ON_TRIAL] = _TRIAL.search(doc.text) is not None
    return bool(found)


_ON_TRIAL = "kg.on_trial"


def backdrop(tok: Token) -> str:
    """Why the word is background to the news (see the module's doc), or "" when it is not."""
    for reason, test in (
        (DESCRIPTION, description),
        (SCENERY, scenery),
        (STAGE, stage_business),
        (SOURCING, sourcing),
        (REFUSAL, refusal),
        (ASPECT, aspect),
        (PURPOSE, purpose),
        (REGARD, regard),
        (COMMENTARY, commentary),
        (STANCE, stance),
        (TESTIMONY, testimony),
        (STRATEGY, strategy),
        (CAUSE, cause),
        (SUMMARY, summary),
        (TRAIT, trait),
        (FIGURE, figure),
        (DISPLAY, display),
        (RESULT, left_standing),
        (RESULT, running_figure),
        (STATE, state_change),
        (STATE, made_the_most),
        (STATE, attributive),
        (ROLE, role_title),
        (FEATURE, feature),
    ):
        if test(tok):
            return reason
    return ""
