from dataclasses import replace

import pytest

from kg.errors import UsageError
from kg.model import EventMention
from kg.resolve.entities.aliases import drop_ignored, load_aliases, parse_aliases
from kg.resolve.entities.resolution import resolve_entities
from tests.kg.resolve.entities.test_resolution import _ex


def test_aliases_join_whatever_the_type_and_name_the_entity(tmp_path):
    path = tmp_path / "aliases.toml"
    path.write_text('ignore = ["Reuters"]\n[aliases]\n"Muammar Gaddafi" = ["Qaddafi", "Moammar Gadhafi"]\n')
    aliases = load_aliases(path)
    exs = [_ex("a", ("Qaddafi", "ORG"), ("Reuters", "ORG")), _ex("b", ("Moammar Gadhafi", "PERSON"))]
    exs = [drop_ignored(ex, aliases) for ex in exs]
    assert [m.name for m in exs[0].mentions] == ["Qaddafi"]
    entities, entity_of = resolve_entities(exs, aliases)
    assert entity_of[("a", 0)] == entity_of[("b", 0)] == "muammar-gaddafi"
    assert [e.name for e in entities] == ["Muammar Gaddafi"]


def test_dropping_a_mention_keeps_event_arguments_pointing_right():
    ex = _ex("a", ("Reuters", "ORG"), ("Ana Ruiz", "PERSON"))
    ex = replace(ex, events=(EventMention(0, 3, "said", "say", "statement", 0, agents=(1,), participants=(0,)),))
    out = drop_ignored(ex, parse_aliases({"ignore": ["Reuters"]}))
    assert out.events[0].agents == (0,) and out.events[0].participants == ()
    assert out.mentions[0].name == "Ana Ruiz"


def test_malformed_aliases_file_is_a_usage_error(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('[aliases]\n"X" = "not a list"\n')
    with pytest.raises(UsageError, match="list of strings"):
        load_aliases(path)
