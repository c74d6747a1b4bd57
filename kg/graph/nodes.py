"""Node attributes that share their names: a :class:`Schema` per layout, a list of values per node.

networkx keeps a dict of attributes for every node. kg's nodes come in a few
layouts (an entity's names, an event's, a date's...), so a dict per node repeats
one layout's names and hash table a million times at 100,000 articles: an
event's 18-name dict is 464 bytes, a :class:`NodeAttrs` holding the same values
in a list beside its layout's :class:`Schema` 256. The exports' rows
(:class:`exporters.rows.Row`) share the same schemas.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, MutableMapping, Sequence
from operator import itemgetter
from typing import Any

from kg.graph.schema import Scalar


class Schema:
    """The names of a row layout, in order, and where each one's value is."""

    __slots__ = ("index", "names", "_pickers")

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.index = {name: i for i, name in enumerate(self.names)}
        self._pickers: dict[tuple[str, ...], Callable[[Sequence[Scalar]], tuple[Scalar, ...]] | None] = {}

    def picker(self, names: tuple[str, ...]) -> Callable[[Sequence[Scalar]], tuple[Scalar, ...]] | None:
        """A function from a row's values to those of ``names``, in that order; None if one is missing.

        >>> Schema(["a", "b", "c"]).picker(("c", "a"))((1, 2, 3))
        (3, 1)
        """
        if names not in self._pickers:
            where = [self.index[name] for name in names if name in self.index]
            if len(where) < len(names):
                self._pickers[names] = None
            elif len(where) == 1:
                only = where[0]
                self._pickers[names] = lambda values: (values[only],)
            else:
                self._pickers[names] = itemgetter(*where)
        return self._pickers[names]


class Schemas:
    """One :class:`Schema` per layout: rows made with the same names share one."""

    def __init__(self) -> None:
        self._known: dict[tuple[str, ...], Schema] = {}

    def __call__(self, names: Sequence[str]) -> Schema:
        key = tuple(names)
        found = self._known.get(key)
        if found is None:
            found = self._known[key] = Schema(key)
        return found


_NONE = Schema(())


class Attrs(MutableMapping[Any, Any]):
    """What kg's compact node and edge attributes share: ``update`` as a dict does it."""

    __slots__ = ()

    def update(self, other: Any = (), /, **attrs: Any) -> None:  # type: ignore[override]
        """What ``dict.update`` does; networkx calls it for every node and edge it adds."""
        pairs = other.items() if isinstance(other, Mapping) else other
        for source in (pairs, attrs.items()):
            for key, value in source:
                self[key] = value


class NodeAttrs(Attrs):
    """A node's attributes: the values of its layout's names in a list, names added later in a dict.

    A mutable mapping, read and changed as the dict networkx would hold. Removing
    one of the layout's names moves the node's attributes into the dict (kg never
    does; a user may).

    >>> a = NodeAttrs.of(Schema(["kind", "label"]), ["event", "amnesty"])
    >>> a["colour"] = "red"
    >>> del a["kind"]
    >>> dict(a), "kind" in a, a.get("kind", "-")
    ({'label': 'amnesty', 'colour': 'red'}, False, '-')
    """

    __slots__ = ("_schema", "_values", "_more")

    def __init__(self, items: Mapping[Any, Any] | Iterable[tuple[Any, Any]] = (), **attrs: Any) -> None:
        self._schema = _NONE
        self._values: list[Any] = []
        self._more: dict[Any, Any] | None = None
        self.update(items, **attrs)

    @classmethod
    def of(cls, schema: Schema, values: list[Any]) -> NodeAttrs:
        """A node with ``values`` for ``schema``'s names, in order (the list is kept, not copied)."""
        if len(values) != len(schema.names):
            raise ValueError(f"{len(values)} values for {len(schema.names)} names")
        attrs = cls.__new__(cls)
        attrs._schema, attrs._values, attrs._more = schema, values, None
        return attrs

    def __getitem__(self, key: Any) -> Any:
        i = self._schema.index.get(key)
        if i is not None:
            return self._values[i]
        if self._more is None:
            raise KeyError(key)
        return self._more[key]

    def __setitem__(self, key: Any, value: Any) -> None:
        i = self._schema.index.get(key)
        if i is not None:
            self._values[i] = value
        else:
            if self._more is None:
                self._more = {}
            self._more[key] = value

    def __delitem__(self, key: Any) -> None:
        if key in self._schema.index:
            rest = self.copy()
            del rest[key]
            self._schema, self._values, self._more = _NONE, [], rest
        elif self._more is None:
            raise KeyError(key)
        else:
            del self._more[key]

    def __contains__(self, key: object) -> bool:
        try:
            return key in self._schema.index or (self._more is not None and key in self._more)
        except TypeError:  # unhashable: in no dict
            return False

    def __iter__(self) -> Iterator[Any]:
        names = self._schema.names
        return iter(names + tuple(self._more)) if self._more else iter(names)

    def __len__(self) -> int:
        return len(self._values) + (len(self._more) if self._more else 0)

    def values(self) -> list[Any]:  # type: ignore[override]
        """The values, in the order of :meth:`__iter__`."""
        return self._values + list(self._more.values()) if self._more else list(self._values)

    def items(self) -> list[tuple[Any, Any]]:  # type: ignore[override]
        """The (name, value) pairs, in the order of :meth:`__iter__`."""
        found = list(zip(self._schema.names, self._values))
        return found + list(self._more.items()) if self._more else found

    def copy(self) -> dict[Any, Any]:
        """The attributes as a new dict (what networkx's ``copy()`` asks an attribute dict for)."""
        found = dict(zip(self._schema.names, self._values))
        if self._more:
            found.update(self._more)
        return found

    def __getstate__(self) -> dict[Any, Any]:
        return self.copy()

    def __setstate__(self, state: dict[Any, Any]) -> None:
        self._schema, self._values, self._more = Schema(tuple(state)), list(state.values()), None

    def __repr__(self) -> str:
        return f"NodeAttrs({self.copy()!r})"
