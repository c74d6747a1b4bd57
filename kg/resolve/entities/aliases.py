"""User-given aliases: names that are one entity, and names to ignore.

A small TOML file (``--aliases FILE``)::

    ignore = ["Reuters", "Associated Press"]

    [aliases]
    "Muammar Gaddafi" = ["Moammar Gadhafi", "Colonel Gaddafi", "Qaddafi"]

Users know their beat better than any rule: an alias always joins, whatever
the type or context; an ignored name (an outlet, a boilerplate byline) is
dropped from every article.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path

from kg.errors import UsageError
from kg.extract.names import name_key
from kg.model import EventMention, Extraction


@dataclass(frozen=True)
class Aliases:
    """Name key -> canonical name, and the name keys to drop."""

    canonical: dict[str, str] = field(default_factory=dict)
    ignore: frozenset[str] = frozenset()


def load_aliases(path: str | Path) -> Aliases:
    """Read an aliases file; a missing or malformed file is a usage error.

    >>> load_aliases("missing.toml")
    Traceback (most recent call last):
    kg.errors.UsageError: aliases file not found: missing.toml (give a TOML file, see the README)
    """
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UsageError(f"aliases file not found: {path} (give a TOML file, see the README)") from None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise UsageError(f"cannot read aliases file {path}: {exc}") from None
    except RecursionError:  # tomllib recurses once a nesting level
        raise UsageError(f"cannot read aliases file {path}: nested too deep (arrays or tables in arrays)") from None
    return parse_aliases(data, str(path))


def parse_aliases(data: dict[str, object], where: str = "aliases") -> Aliases:
    """Check and index the parsed TOML of an aliases file."""
    table = data.get("aliases", {})
    ignore = data.get("ignore", [])
    if not isinstance(table, dict) or not isinstance(ignore, list):
        raise UsageError(f"{where}: expected 'ignore = [...]' and an [aliases] table of name = [names]")
    canonical: dict[str, str] = {}
    for name, others in sorted(table.items()):
        if not isinstance(others, list) or not all(isinstance(o, str) for o in others):
            raise UsageError(f"{where}: aliases of '{name}' must be a list of strings")
        for alias in (name, *others):
            canonical[name_key(alias)] = name
    return Aliases(canonical=canonical, ignore=frozenset(name_key(str(n)) for n in ignore))


def drop_ignored(ex: Extraction, aliases: Aliases) -> Extraction:
    """The extraction without mentions of ignored names; events keep pointing at the rest."""
    keep = [
        i
        for i, m in enumerate(ex.mentions)
        if name_key(m.name) not in aliases.ignore and name_key(m.text) not in aliases.ignore
    ]
    if len(keep) == len(ex.mentions):
        return ex
    new_index = {old: new for new, old in enumerate(keep)}
    return replace(
        ex, mentions=tuple(ex.mentions[i] for i in keep), events=tuple(_remap(ev, new_index) for ev in ex.events)
    )


def _remap(ev: EventMention, new_index: dict[int, int]) -> EventMention:
    def keep(indices: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(new_index[i] for i in indices if i in new_index)

    return replace(
        ev,
        agents=keep(ev.agents),
        patients=keep(ev.patients),
        participants=keep(ev.participants),
        places=keep(ev.places),
        destinations=keep(ev.destinations),
        context=keep(ev.context),
    )
