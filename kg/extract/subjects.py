"""The subject a verb with none of its own takes from the sentence around it.

Control and raising ("X wants to leave": X leaves), coordination ("X arrived and said"),
an opening participle ("Arriving late, X said"), a reporting verb's speaker after it, a noun
that controls a clause, and a subject the parse leaves stranded: :mod:`kg.extract.arguments`
reads them. Pure functions over spaCy tokens.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.clause_slips import bare_infinitive_slip, subject_before_own_auxiliary, subject_on_own_auxiliary
from kg.extract.doers_of_nouns import after_a_noun_with_doers
from kg.extract.lexicon import VERB_CLASS
from kg.extract.nlp import lemma
from kg.extract.noun_participles import after_a_noun
from kg.extract.relatives import antecedent
from kg.extract.reported import continued_subject, reported_clause, subject_read_into_the_clause
from kg.extract.syntax import OWN_SUBJECT_DEPS, RELATIVE_TAGS, SUBJECT_DEPS

# Clauses whose missing subject is their governor's: "wants to leave",
# "arrived and said", "left, saying".
_CONTROLLED_DEPS = frozenset({"xcomp", "conj", "advcl"})


# A verb form that can lack a subject of its own in an adverbial clause
# ("left, saying", "after meeting"); a finite one without a subject is a parse slip.
_NONFINITE_TAGS = frozenset({"VB", "VBG", "VBN"})


# How far a subject is looked for up a chain of controlled clauses
# ("X wants to try to leave"): a bound, as parses can be odd.
MAX_CHAIN = 4


def borrowed_subject(verb: Token) -> Token | None:
    """The subject a clause without one takes from the verb it depends on, or None.

    Object control first ("persuaded Y to leave": Y), else the governor's
    subject, active or passive ("X is expected to win": X), looked for up a
    chain of such clauses. An adverbial clause lends its subject only to a
    non-finite verb ("left, saying").
    """
    opening = _opening_participle_subject(verb)
    if opening is not None:
        return opening
    for _ in range(MAX_CHAIN):
        dep = verb.dep_
        if dep == "pcomp":
            return _gerund_controller(verb)
        if dep == "acl" and verb.head.pos_ == "NOUN":
            return _noun_controller(verb)
        if dep not in _CONTROLLED_DEPS or verb.head.i == verb.i:
            return None
        if dep == "advcl" and verb.tag_ not in _NONFINITE_TAGS:
            return None
        if dep == "advcl" and (after_a_noun(verb) or gerund_of_a_whole(verb)):
            return None
        if dep == "advcl" and (thing := _things_own_participle(verb)) is not None:
            return thing
        head = verb.head
        if dep == "advcl" and _trails_a_subordinate_clause(verb):
            # "protesters prayed as Easter week began, waving palm fronds": the protesters wave.
            head = head.head
        elif dep == "advcl" and (governor := _saying_after_a_nouns_content(verb)) is not None:
            # "lawyers raised accusations that Ana had mistreated her son, saying she lied": the
            # lawyers say it, not Ana.
            head = governor
        if dep == "conj" and (nearer := _nearer_clause(verb) or _continued_relative(verb)) is not None:
            return nearer
        if dep == "conj" and _past_joined_to_a_present(verb):
            return None
        if dep == "conj" and subject_read_into_the_clause(verb):
            return None
        if dep == "conj" and (reported := reported_clause(verb)) is not None:
            # "X said Y listed a donor, but gave a false address": never the speaker's.
            subject = continued_subject(verb, reported)
            return antecedent(subject, reported) if subject is not None else None
        if dep == "conj" and (clause_subject := _clause_read_as_a_phrase(verb)) is not None:
            return clause_subject
        if dep == "conj" and _leaves_its_time_clause(verb):
            host = head.head
            own = [c for c in host.children if c.dep_ in OWN_SUBJECT_DEPS]
            return antecedent(own[0], host) if own else None
        if bare_infinitive_slip(verb):
            return None  # "He argued setting a deadline would ... give X a green light"
        if dep == "xcomp" and verb.tag_ == "VBG" and lemma(head).lower() in _ANYONES_ING:
            # "Kostro recommends taking a multivitamin": whoever follows the advice takes it.
            return None
        if dep == "xcomp" and (verb.tag_ != "VBG" or lemma(head).lower() in _OBJECT_CONTROL_ING):
            controller = next((c for c in head.children if c.dep_ == "dobj"), None)
            if controller is not None:
                return antecedent(controller, head)
        subjects = [c for c in head.children if c.dep_ in OWN_SUBJECT_DEPS]
        # "The automaker Ford said ... and predicted": a parse giving two subjects; the name is the one.
        subject = next((c for c in subjects if c.ent_type_), subjects[0]) if subjects else None
        # "and its chairman, X, is stepping in to help": the governor's subject the parse misplaced
        subject = subject or subject_on_own_auxiliary(head) or subject_before_own_auxiliary(head)
        if subject is not None:
            return None if subject.dep_ == "expl" else antecedent(subject, head)
        verb = head
    return None


def _past_joined_to_a_present(verb: Token) -> bool:
    """A bare past verb the parse joins to a present one: "DNA tests link an activist to a hair
    found near where a sniper shot and killed a doctor" (the parse takes "shot" for a noun and
    joins "killed" to "link"). Coordinated verbs share their tense; one that changes it starts a
    clause whose subject the parse lost, and no subject is better than the wrong one."""
    return (
        verb.tag_ == "VBD"
        and verb.head.tag_ in ("VBP", "VBZ")
        and not any(c.dep_ in ("aux", "auxpass") for c in verb.children)
    )


def _leaves_its_time_clause(verb: Token) -> bool:
    """A present verb the parse joins to a past "when" clause: "Cuban Americans who left when X
    came to power and are returning to Havana" (they return, not X: the tense leaves X's clause)."""
    head = verb.head
    return (
        head.dep_ == "advcl"
        and head.tag_ == "VBD"
        and any(c.dep_ in ("advmod", "mark") and c.lower_ in _TIME_SUBORDINATORS for c in head.children)
        and any(c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBP", "VBZ") for c in verb.children)
        and head.head.i != head.i
    )


_TIME_SUBORDINATORS = frozenset("when as after before since while once".split())


def _clause_read_as_a_phrase(verb: Token) -> Token | None:
    """The subject of a "since" or "after" clause the parse read as a phrase and whose verb it
    joined to the main one with no "and": "Courtaulds has been under pressure since takeover
    speculators -- including Kerry Packer -- surfaced holding stakes" (the speculators surfaced,
    not Courtaulds). The noun of the phrase, last before the verb; None for a true coordination."""
    head = verb.head
    if verb.tag_ not in ("VBD", "VBZ", "VBP") or any(
        c.dep_ == "cc" and head.i < c.i < verb.i for c in (*head.children, *verb.children)
    ):
        return None
    nouns = [
        o
        for p in head.subtree
        if p.dep_ == "prep" and p.lower_ in _TIME_SUBORDINATORS | {"until"} and head.i < p.i < verb.i
        for o in p.children
        if o.dep_ == "pobj" and o.pos_ in ("NOUN", "PROPN") and o.i < verb.i and o.ent_type_ not in ("DATE", "TIME")
    ]
    # A comma between makes it a list of verbs the parse may have right ("rose since May, fell").
    if not nouns or any(t.text == "," for t in verb.doc[nouns[-1].i + 1 : verb.i]):
        return None
    return nouns[-1]


def gerund_of_a_whole(verb: Token) -> bool:
    """ "As part of the company's restructuring, its chief was replaced", misread with the
    "-ing" word as a clause that holds the "as part of" phrase: the word is the noun the phrase
    ends on, the whole the main clause's happening is a part of, and is not done by that
    clause's subject (the chief replaced is not the restructurer)."""
    return verb.tag_ == "VBG" and any(
        c.dep_ == "prep"
        and c.lower_ == "as"
        and c.i < verb.i
        and any(p.dep_ == "pobj" and p.lower_ == "part" for p in c.children)
        for c in verb.children
    )


# Verbs whose object does the -ing after their "for" or "of": "praised Ben for helping",
# "accused Ben of stealing", "thanked Spain for sending rescuers".
_JUDGING_FOR = frozenset(
    """praise thank blame criticize criticise accuse condemn commend congratulate fault punish reward
    suspect charge convict sue fine honor honour applaud credit forgive arrest jail sentence""".split()
)
# Verbs that cast their object as doing an "as" -ing: "quoted X as saying", "cited X as warning".
_QUOTING_AS = frozenset("quote cite describe portray depict characterize characterise report".split())
# Who may control such a gerund: a name or a personal pronoun (resolved by the caller); a common
# noun would only put a word like "talks" before the gerund in its label.
_CONTROLLER_TYPES = frozenset({"PERSON", "ORG", "GPE", "NORP"})


def _gerund_controller(verb: Token) -> Token | None:
    """Who does an -ing after a preposition on a verb: "left after meeting Ben" (the subject),
    "was arrested for stealing" (the one arrested), "praised Ben for helping" (the object of a
    verb of judging), "stopped Ben from leaving" (the object). None when it hangs on a noun or adjective, or no name or pronoun controls."""
    prep = verb.head
    governor = prep.head
    if prep.dep_ != "prep" or verb.tag_ != "VBG" or governor.pos_ not in ("VERB", "AUX") or governor.i == prep.i:
        return None
    if after_a_noun_with_doers(prep):
        return None  # "heartened by cooperation from X in probing": X probes
    obj = next((c for c in governor.children if c.dep_ == "dobj"), None)
    judged = lemma(governor).lower() in _JUDGING_FOR and prep.lower_ in ("for", "of")
    # "stopped Ben from leaving", "talked Ben into leaving", "warned Ben against going".
    controller: Token | None
    if obj is not None and prep.lower_ == "as" and lemma(governor).lower() in _QUOTING_AS:
        # "ABC quoted an official as saying ...": the one quoted says it, named or not.
        return antecedent(obj, governor)
    if obj is not None and (judged or prep.lower_ in ("from", "into", "against")):
        controller = obj
    else:
        controller = next((c for c in governor.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        # "an effort by Sununu to hold on to his job by demonstrating": the noun's controller.
        controller = controller or (_noun_controller(governor) if governor.dep_ == "acl" else None)
    if controller is None or not (controller.ent_type_ in _CONTROLLER_TYPES or controller.tag_ == "PRP"):
        return None
    return antecedent(controller, governor)


# Verbs a thing does, a rule, product or document, whose -ing form right after a noun says what
# the noun does: "unveiled a feature allowing users to share", "passed a law requiring banks
# to ...", "released a video showing the crash".
_THINGS_VERBS = frozenset(
    "allow enable let permit prevent require cost contain include show depict describe detail outline".split()
)


def _things_own_participle(verb: Token) -> Token | None:
    """The object noun an -ing clause of :data:`_THINGS_VERBS` follows with no comma between, which
    the parse hangs on the verb instead of the noun: "Jobs unveiled a feature in 2007 allowing
    users to share photos" (the feature allows; Jobs allows nothing). None when a comma sets the
    clause off ("passed the law, allowing ...": the passing did) or the object is a person."""
    if verb.tag_ != "VBG" or lemma(verb).lower() not in _THINGS_VERBS:
        return None
    head = verb.head
    obj = next((c for c in head.children if c.dep_ == "dobj" and c.i < verb.i), None)
    if obj is None or obj.pos_ not in ("NOUN", "PROPN") or obj.ent_type_ in ("PERSON", "NORP"):
        return None
    if any(t.is_punct for t in verb.doc[obj.i + 1 : verb.i]):
        return None
    return obj


# Verbs whose object does the -ing clause after it ("caught him stealing", "saw the car
# speeding"); after others the clause is the subject's ("extending its offer, waiting for a ruling").
_OBJECT_CONTROL_ING = frozenset(
    "see watch hear catch find leave keep notice spot observe feel film photograph show depict send have get".split()
)


# Verbs whose -ing complement is anyone's act, not their subject's: advice, policy and rules
# ("recommends taking", "proposed raising taxes", "opposes drilling", "banned smoking").
_ANYONES_ING = frozenset(
    """recommend suggest advise propose advocate urge favor favour support endorse oppose discourage
    encourage mandate require forbid prohibit ban""".split()
)


def _nearer_clause(verb: Token) -> Token | None:
    """The subject of the clause a subjectless second verb continues, when the parse hangs the
    verb on an earlier one: in "the dispute took a turn Thursday when the president called him
    a liar and said ...", "said" is the president's, not the dispute's. Two acts of speech, the
    verb and the clause's, against a head that is none; the clause opens with a subordinator
    ("when", "after", "as"), lies under the verb's head with a subject of its own, and nothing
    but "and" or a comma stands between its end and the verb."""
    head = verb.head
    if not (_speech(verb) and not _speech(head)):
        return None
    k = verb.i - 1
    while k > head.i and verb.doc[k].dep_ in ("cc", "punct"):
        k -= 1
    if k <= head.i:
        return None
    for clause in (verb.doc[k], *verb.doc[k].ancestors):
        if clause.i == head.i:
            return None
        if clause.pos_ not in ("VERB", "AUX") or clause.right_edge.i != k:
            continue
        opener = any(c.dep_ in ("mark", "advmod") and c.lower_ in _SUBORDINATORS for c in clause.children)
        subject = next((c for c in clause.children if c.dep_ in SUBJECT_DEPS), None)
        if opener and _speech(clause) and subject is not None and subject.tag_ not in RELATIVE_TAGS:
            return subject
    return None


def _continued_relative(verb: Token) -> Token | None:
    """The antecedent of a relative clause a list of verbs continues, when the parse hangs the
    list on the main verb: in "X was hurt in the blast, which damaged the embassy, shattered
    windows and toppled a house", the blast shattered and toppled, not X. The verb follows the
    relative clause after a comma alone, in its tense, and heads a list of its own ("and toppled")."""
    doc = verb.doc
    if verb.i < 2 or doc[verb.i - 1].text != "," or not any(c.dep_ == "conj" and c.i > verb.i for c in verb.children):
        return None
    end = doc[verb.i - 2]
    for clause in (end, *end.ancestors):
        if clause.i <= verb.head.i:
            return None
        if clause.dep_ != "relcl" or clause.right_edge.i != end.i or clause.tag_ != verb.tag_:
            continue
        subject = next((c for c in clause.children if c.dep_ in SUBJECT_DEPS), None)
        if subject is not None and subject.tag_ in RELATIVE_TAGS:
            return antecedent(subject, clause)
        return None
    return None


def _trails_a_subordinate_clause(verb: Token) -> bool:
    """Whether a participle after a comma is hung on a subordinate clause it follows ("..., as
    Easter week began, waving"): it tells of the main clause's subject, not the clause's, unless
    that clause tells a deed of its own (a verb with an object)."""
    head = verb.head
    return (
        verb.tag_ == "VBG"
        and head.dep_ == "advcl"
        and head.i < verb.i
        and verb.i > 0
        and verb.doc[verb.i - 1].text == ","
        and any(c.dep_ == "mark" and c.lower_ in _SUBORDINATORS for c in head.children)
        and head.head.i != head.i
        # "days after the government sold its shares, losing $9 billion": a clause with an object
        # of its own tells of a deed the participle goes on with (the government lost the money).
        and not any(c.dep_ in ("dobj", "dative") for c in head.children)
    )


def _saying_after_a_nouns_content(verb: Token) -> Token | None:
    """The verb whose object a noun of speech is, when a participle of speech after a comma is
    hung on that noun's "that" clause: "lawyers raised accusations that Ana had mistreated her son,
    saying she had lied" (the lawyers say; what the noun reports is no one's saying). None else."""
    clause = verb.head
    noun = clause.head
    if not (
        verb.tag_ == "VBG"
        and _speech(verb)
        and verb.i > 0
        and verb.doc[verb.i - 1].text == ","
        and clause.dep_ in ("acl", "ccomp")
        and clause.i < verb.i
        and any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children)
        and noun.pos_ == "NOUN"
        and noun.i < clause.i
    ):
        return None
    governor = noun.head
    return governor if governor.pos_ in ("VERB", "AUX") and governor.i != noun.i else None


def _speech(verb: Token) -> bool:
    return VERB_CLASS.get((lemma(verb) or verb.lower_).lower()) == "statement"


# Words that open a clause a second verb may continue: "when X called Y a liar and said".
_SUBORDINATORS = frozenset({"when", "as", "after", "before", "while", "because", "since", "until", "once"})


def _noun_controller(verb: Token) -> Token | None:
    """Who acts in an infinitive on a noun: the noun's possessor or "by" phrase.

    "X's decision to sell": X sells; "a plan by X to close plants": X closes.
    """
    if not any(c.dep_ == "aux" and c.tag_ == "TO" for c in verb.children):
        return None
    noun = verb.head
    owner = next((c for c in noun.children if c.dep_ == "poss"), None)
    if owner is not None:
        return owner
    by = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "by"), None)
    return next((c for c in by.children if c.dep_ == "pobj"), None) if by is not None else None


def _opening_participle_subject(verb: Token) -> Token | None:
    """The main clause's subject for a participle opening the sentence, or None.

    "Responding to claims that the state would run the firm, Ruiz stated ...": the parse
    hangs "Responding" on "run", whose subject is the state; a participle that opens its
    sentence speaks of the sentence's own subject.
    """
    if verb.dep_ != "advcl" or verb.tag_ != "VBG":
        return None  # asked first: finding a token's sentence walks the Doc
    sent = verb.sent
    root = sent.root
    if verb.i != sent.start or verb.head.i == root.i:
        return None
    subject = next((c for c in root.children if c.dep_ in SUBJECT_DEPS), None)
    return antecedent(subject, root) if subject is not None else None


_NAME_ENTITIES = frozenset({"PERSON", "ORG", "NORP", "GPE"})


def stranded_subject(verb: Token) -> Token | None:
    """The name a finite verb's subject was parsed into an opening phrase as, or None.

    "In a press conference at 16:15 UTC, June 1st, Fritz Henderson, the chief executive,
    outlined a plan": the parse hangs the name on the time as an apposition and leaves the
    verb without a subject. Taken only when the name's phrase ends right before the verb
    (a comma between at most) and sits in a phrase opening the verb's own clause.
    """
    if verb.tag_ not in ("VBD", "VBZ", "VBP") or verb.dep_ not in ("ROOT", "ccomp", "conj"):
        return None
    for opening in (c for c in verb.children if c.i < verb.i and c.dep_ in ("prep", "npadvmod")):
        for tok in opening.subtree:
            if tok.dep_ != "appos" or tok.ent_type_ not in _NAME_ENTITIES or tok.head.ent_type_ == tok.ent_type_:
                continue
            gap = verb.doc[tok.right_edge.i + 1 : verb.i]
            if all(t.is_punct and t.text == "," for t in gap) and len(gap) <= 1:
                return tok
    return None
