"""Whose happening an event noun that names no one is: the doer of the verb it completes."""

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.resolve.events.evidence import judge
from kg.resolve.events.features import CANNOT, Tables, brief, view
from kg.resolve.events.owners import owners

TABLES = Tables({"bankruptcy": 0.9}, {}, {})


def _article(
    aid: str, text: str, verb: str, noun: str, party: str, noun_patient: bool = False, kind: str = "other"
) -> Extraction:
    """``text`` with one named ``party`` (the verb's subject), a verb mention ``verb`` it does
    and an event noun ``noun`` after it (of the party when ``noun_patient``)."""
    at = text.index(party)
    mentions = (Mention(at, at + len(party), party, party, "ORG", 0),)
    v, n = text.index(verb), text.index(noun, text.index(verb) + len(verb))
    events = (
        EventMention(v, v + len(verb), verb, verb, kind, 0, agents=(0,)),
        EventMention(n, n + len(noun), noun, noun, "business", 0, nominal=True, patients=(0,) if noun_patient else ()),
    )
    return Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), mentions, events)


def test_a_noun_completing_a_verb_is_the_happening_of_the_verbs_doer():
    for text, verb in (
        ("Norvel filed for bankruptcy on Monday.", "filed"),
        ("Norvel declared bankruptcy on Monday.", "declared"),
        ("Norvel recovered from its bankruptcy within a year.", "recovered"),
    ):
        ex = _article("a", text, verb, "bankruptcy", "Norvel")
        assert owners(ex, 1, ex.events[1]) == (0,), text
        assert brief(0, ex, 1, ex.events[1], {("a", 0): "norvel"}, "s").agents == {"norvel"}, text


def test_a_noun_the_verb_talks_about_is_not_the_doers():
    """ "Obama described the bankruptcy of ...": the bankruptcy is not Obama's."""
    for text, verb, kind in (
        ("Vantor described the bankruptcy in detail.", "described", "other"),
        ("Vantor pointed to the bankruptcy as an example.", "pointed", "other"),
        ("Vantor said bankruptcy was near.", "said", "statement"),
    ):
        ex = _article("a", text, verb, "bankruptcy", "Vantor", kind=kind)
        assert owners(ex, 1, ex.events[1]) == (), text


def test_two_parties_bankruptcies_stay_apart_when_one_is_told_by_its_verb():
    """ "Norvel filed for bankruptcy" and "the bankruptcy of Ostrava" were one node: the first
    noun named no party, so nothing told them apart."""
    filed = _article("a", "Norvel filed for bankruptcy on Monday.", "filed", "bankruptcy", "Norvel")
    other = _article("b", "Ostrava warned of the bankruptcy of Ostrava.", "warned", "bankruptcy", "Ostrava", True)
    entity_of = {("a", 0): "norvel", ("b", 0): "ostrava"}
    a = view(0, filed, 1, filed.events[1], entity_of, "s")
    b = view(1, other, 1, other.events[1], entity_of, "s")
    assert judge(a, b, 1.0, TABLES)[1] == CANNOT
    # The same party's bankruptcy told by its "of" phrase is left to the scorer.
    same = _article("c", "Critics warned of the bankruptcy of Norvel.", "warned", "bankruptcy", "Norvel", True)
    c = view(2, same, 1, same.events[1], {("c", 0): "norvel"}, "s")
    assert judge(a, c, 1.0, TABLES)[1] != CANNOT


def _quoted(aid: str, text: str, verb: str, speaker: str, reporting: str = "said") -> Extraction:
    """``text``, one sentence with a verb mention ``verb`` that names no doer and a reporting
    verb ``reporting`` whose named doer is ``speaker`` (a person)."""
    at = text.index(speaker)
    mentions = (Mention(at, at + len(speaker), speaker, speaker, "PERSON", 0),)
    v, r = text.index(verb), text.index(reporting)
    events = (
        EventMention(v, v + len(verb), verb, "extend", "other", 0),
        EventMention(r, r + len(reporting), reporting, "say", "statement", 0, agents=(0,)),
    )
    events = tuple(sorted(events, key=lambda e: e.start))
    return Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), mentions, events)


def _verb(ex: Extraction) -> int:
    return next(i for i, e in enumerate(ex.events) if e.lemma == "extend")


def test_a_quoted_we_is_its_speaker():
    """Round 8's audit: "``We extend our heartfelt sympathies ...'' Estrada said" joined another
    president's "extended his sympathy": the quoted "We" named no one, so nothing told the two
    presidents' acts apart."""
    for text in (
        "``We extend our heartfelt sympathies to the victims,'' Varga said in a statement.",
        '"I extend my sympathy to the families," said Varga.',
        "Varga said: \u201cWe have also extended our help to the city.\u201d",
    ):
        ex = _quoted("a", text, "extend", "Varga")
        i = _verb(ex)
        assert owners(ex, i, ex.events[i]) == (0,), text
    # Not quoted, or "we" not the quoted verb's subject.
    for text, speaker in (
        ("We extend our sympathies to the victims, Varga said in a statement.", "Varga"),
        ("Varga said they ``extend our sympathies to the victims.''", "Varga"),
    ):
        ex = _quoted("a", text, "extend", speaker, "said" if "said" in text else "read")
        i = _verb(ex)
        assert owners(ex, i, ex.events[i]) == (), text


def test_two_speakers_quoted_sympathy_and_a_named_ones_are_two_acts():
    tables = Tables({"extend": 0.9, "extend@verb": 0.9}, {}, {})
    quoted = _quoted("a", "``We extend our heartfelt sympathies,'' Varga said in a statement.", "extend", "Varga")
    text = "President Ostrov extended his sympathy to the families."
    named = Extraction(
        Article("b", text),
        PublicationDate(None),
        ((0, len(text)),),
        (),
        (),
        (Mention(10, 16, "Ostrov", "Ostrov", "PERSON", 0),),
        (EventMention(17, 25, "extended", "extend", "other", 0, agents=(0,)),),
    )
    entity_of = {("a", 0): "varga", ("b", 0): "ostrov"}
    a = view(0, quoted, _verb(quoted), quoted.events[_verb(quoted)], entity_of, "s")
    b = view(1, named, 0, named.events[0], entity_of, "s")
    assert a.agents == {"varga"}
    assert judge(a, b, 1.0, tables)[1] == 0.0
    # The same speaker's own "extended" elsewhere is left to the scorer.
    same = view(1, named, 0, named.events[0], {("a", 0): "varga", ("b", 0): "varga"}, "s")
    assert judge(a, same, 1.0, tables)[1] not in (0.0, CANNOT)
