"""One article's one verb done by two named parties of two kinds: two acts, unless a body and
its member did it to one thing."""

from dataclasses import replace

from kg.resolve.events.doers import one_article_other_doers
from kg.resolve.events.evidence import judge
from kg.resolve.events.features import CANNOT, Tables
from tests.kg.resolve.events.test_features import _done_by
from tests.kg.resolve.events.test_guard import _clusters

TABLES = Tables({"agree": 0.9, "agree@verb": 0.9}, {}, {})


def _did(
    aid: str, number: int, agent: str, obj: str = "", kind: str | None = None, subject: str | None = None
) -> object:
    """``agent`` agreed (to ``obj`` as written), its entity typed ``kind`` when given, its subject
    written as ``subject`` (its name when not given)."""
    made = _done_by(aid, "agree", number, agent)
    made = replace(made, mention=replace(made.mention, object=obj, subject=agent if subject is None else subject))
    return replace(made, agent_kinds=frozenset({kind})) if kind else made


def test_one_articles_verb_done_by_named_parties_of_two_kinds_is_voted_apart():
    """Issue 52: "RJR Nabisco agreed to sell three candy businesses" and "Sansui Electric agreed
    to sell a 51% stake" were one node: the tagger typed Sansui Electric a person, and the test
    of two doers asked for one kind."""
    company, person = _did("a", 0, "Ardent Motors"), _did("a", 1, "Ann Lee")
    assert one_article_other_doers(company, person) and one_article_other_doers(person, company)
    assert judge(company, person, 1.0, TABLES)[1] == 0.0
    # "Illinois State broke away" and "Artino broke a 12-12 tie": a team typed a place.
    team = _did("a", 1, "Nordwerk", "tie", kind="GPE")
    assert judge(_did("a", 0, "Ann Lee", "record"), team, 1.0, TABLES)[1] == 0.0


def test_a_body_and_its_member_doing_one_thing_or_a_nationality_are_left_to_the_scorer():
    # "Apple unveils iPhone 4" and "Steve Jobs unveiled iPhone 4": one act told twice.
    company, chief = _did("a", 0, "Ardent Motors", "new Sedan"), _did("a", 1, "Ann Lee", "Sedan")
    assert not one_article_other_doers(company, chief)
    assert judge(company, chief, 1.0, TABLES)[1] not in (0.0, CANNOT)
    # "The American looked clueless": a nationality is no party's name.
    american = _did("a", 1, "Nordwerk", kind="NORP")
    assert not one_article_other_doers(_did("a", 0, "Ann Lee"), american)
    # Two articles' company and chief stay the scorer's (the cross-article test asks one kind).
    assert not one_article_other_doers(company, _did("b", 1, "Ann Lee"))
    assert judge(_did("a", 0, "Ardent Motors"), _did("b", 1, "Ann Lee"), 1.0, TABLES)[1] not in (0.0, CANNOT)
    # One party, or a short form of its name, is one doer.
    assert not one_article_other_doers(company, _did("a", 1, "Ardent Motors"))
    # An agent read from a pronoun, or from a word before the subject's head ("The former FBI
    # second-in-command died"), is too often another party.
    assert not one_article_other_doers(_did("a", 0, "Ardent Motors"), _did("a", 1, "Ann Lee", subject=""))
    modifier = _did("a", 1, "Ann Lee", subject="Ann Lee spokesman")
    assert not one_article_other_doers(_did("a", 0, "Ardent Motors"), modifier)


def test_one_articles_verb_done_by_named_parties_of_two_kinds_is_never_one_node():
    """Through a third mention scored like both ("Sansui Electric agreed", "RJR Nabisco agreed",
    and a bare "agreed" of another report), the two parties' acts were one node."""
    company, person, bare = _did("a", 0, "Ardent Motors"), _did("a", 1, "Ann Lee"), _done_by("b", "agree", 2, "Bo Kim")
    bare = replace(bare, agents=frozenset(), agent_kinds=frozenset())
    pairs = [(0, 2), (1, 2)]
    assert _clusters([company, person, bare], pairs, guarded=False) == {frozenset({0, 1, 2})}
    assert frozenset({0, 1, 2}) not in _clusters([company, person, bare], pairs)
    # A body and its member doing one thing may still be one node.
    chief = _did("a", 1, "Ann Lee", "new Sedan")
    assert _clusters([_did("a", 0, "Ardent Motors", "Sedan"), chief, bare], pairs) == {frozenset({0, 1, 2})}
