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
