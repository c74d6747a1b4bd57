"""What every exporter shares: atomic writes, a normalised graph copy, colours.

Exporters never write the caller's graph directly. :func:`prepare` makes a
copy whose attributes are flat, XML-safe and of one type per key, in sorted
order, so each format gets the same clean input and the same graph always
produces the same bytes.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
import secrets
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from functools import cache
from operator import itemgetter
from pathlib import Path
from typing import IO, Any, TypeVar

import msgspec
import networkx as nx

from kg.graph.schema import SEP, Scalar, flatten
from kg.util import clean_xml_text
from kg.util import IdPool

# Okabe-Ito based, readable on white and for most colour-blind readers.
TYPE_COLORS: dict[str, str] = {
    "PERSON": "#e69f00",
    "ORG": "#0072b2",
    "GPE": "#009e73",
    "LOC": "#56b4e9",
    "FAC": "#cc79a7",
    "NORP": "#d55e00",
}
KIND_COLORS: dict[str, str] = {
    "entity": "#8c8c8c",  # an entity of a type outside TYPE_COLORS
    "event": "#7b3294",
    "date": "#a6a6a6",
    "document": "#4d4d4d",
}
UNKNOWN_COLOR = "#bdbdbd"

# Edges joining an event to the entities that take part in it.
ROLE_RELATIONS: tuple[str, ...] = ("agent", "patient", "participant", "location")

T = TypeVar("T")

# Write buffer of atomic_open: fewer system calls for files of many small records.
_BUFFER = 1 << 20

# The value a missing attribute gets, by the type the key has elsewhere.
_EMPTY: dict[type, Scalar] = {str: "", int: 0, float: 0.0, bool: False}


@contextmanager
def atomic_open(path: str | os.PathLike[str], text: bool = True) -> Iterator[IO[Any]]:
    """Open a temporary file beside ``path`` that replaces ``path`` on success.

    Writers stream into it, so no exporter needs the whole file in memory.
    ``os.replace`` is atomic within one file system, so a reader (or a crash)
    never sees half a file; on any exception, Ctrl-C and SIGTERM included,
    the temporary file is removed and ``path`` keeps its old content. Text
    mode writes UTF-8 with ``\\n`` line ends, whatever the platform.

    >>> with atomic_open(tmp / "nodes.csv") as fh:  # doctest: +SKIP
    ...     fh.write("Id,Label\\n")
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    # The name is made before the try and the file created inside it, so an
    # interrupt (Ctrl-C, SIGTERM) at any point leaves no temporary file behind.
    tmp = target.parent / f".{target.name}.{secrets.token_hex(_TMP_BYTES)}.tmp"
    fd: int | None = None
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        mode = {"mode": "w", "encoding": "utf-8", "newline": "\n"} if text else {"mode": "wb"}
        with os.fdopen(fd, buffering=_BUFFER, **mode) as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException as exc:
        # A FileExistsError from os.open means the name is not ours: never remove it.
        if not (fd is None and isinstance(exc, FileExistsError)):
            tmp.unlink(missing_ok=True)
        raise


# Random bytes in a temporary file's name: ``.NAME.<12 hex digits>.tmp``.
_TMP_BYTES = 6


def stale_temporaries(folder: str | os.PathLike[str], names: Iterable[str]) -> list[Path]:
    """Temporary files :func:`atomic_open` left in ``folder`` for files named ``names``.

    A process killed outright (``kill -9``, a power cut) cannot remove its
    temporary file. Only names of exactly that pattern are returned, and only
    regular files; the caller removes them while no other process can be
    writing that folder (see :mod:`kg.pipeline.lock`).

    >>> stale_temporaries(out, ["graph.gexf"])  # doctest: +SKIP
    [PosixPath('out/.graph.gexf.3f2a9c01b7e4.tmp')]
    """
    wanted = "|".join(re.escape(name) for name in sorted(set(names)))
    if not wanted:
        return []
    pattern = re.compile(rf"\.(?:{wanted})\.[0-9a-f]{{{2 * _TMP_BYTES}}}\.tmp")
    try:
        with os.scandir(folder) as entries:
            found = [Path(e.path) for e in entries
                     if pattern.fullmatch(e.name) and e.is_file(follow_symlinks=False)]
    except OSError:
        return []  # an unreadable folder: the write will say so
    return sorted(found)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> Path:
    """Write ``data`` to ``path`` via a temporary file in the same folder.

    >>> atomic_write_bytes(tmp / "graph.json", b"{}")  # doctest: +SKIP
    """
    with atomic_open(path, text=False) as fh:
        fh.write(data)
    return Path(path)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` as UTF-8 with ``\\n`` line ends, atomically.

    >>> atomic_write_text(tmp / "timeline.html", "<!doctype html>")  # doctest: +SKIP
    """
    return atomic_write_bytes(path, text.encode("utf-8"))


# msgspec, compact and with keys sorted (same data, same bytes): about four
# times json's C encoder on the graph's records, which are most of graph.json,
# timeline.json and extractions.jsonl at 1,000 articles and more.
_ENCODER = msgspec.json.Encoder(order="sorted")


def encode_json(value: Any) -> str:
    """``value`` as compact JSON text, object keys sorted, non-ASCII as is.

    >>> encode_json({"b": [1, 2.5], "a": "é"})
    '{"a":"é","b":[1,2.5]}'
    """
    return _ENCODER.encode(value).decode("utf-8")


def encode_json_line(value: Any) -> bytes:
    """``value`` as one line of JSON lines (UTF-8 bytes), as :func:`encode_json` writes it.

    >>> encode_json_line({"id": "a1"})
    b'{"id":"a1"}\\n'
    """
    return _ENCODER.encode(value) + b"\n"


def write_json_items(fh: IO[str], items: Iterable[Any]) -> None:
    """The items of a JSON array, one a line, as they come: ``\\n{...},\\n{...}\\n``.

    The caller writes the brackets; nothing is written for no items.

    >>> import io
    >>> buffer = io.StringIO(); write_json_items(buffer, [{"b": 1, "a": "é"}, 2]); buffer.getvalue()
    '\\n{"a":"é","b":1},\\n2\\n'
    """
    chunk: list[str] = []
    lead = "\n"
    for item in items:
        chunk.append(encode_json(item))
        if len(chunk) >= 2000:  # fewer, larger writes
            fh.write(lead + ",\n".join(chunk))
            chunk.clear()
            lead = ",\n"
    if chunk:
        fh.write(lead + ",\n".join(chunk))
    if lead != "\n" or chunk:
        fh.write("\n")


def split_list(value: Any) -> list[str]:
    """Items of a `` | ``-joined attribute, empty ones dropped."""
    return [part.strip() for part in str(value or "").split(SEP.strip()) if part.strip()]


def color_for(kind: Any, type_: Any) -> str:
    """Hex colour of a node: entities by type, everything else by kind.

    >>> color_for("entity", "PERSON")
    '#e69f00'
    """
    if kind == "entity" and type_ in TYPE_COLORS:
        return TYPE_COLORS[str(type_)]
    return KIND_COLORS.get(str(kind), UNKNOWN_COLOR)


def legend_name(kind: Any, type_: Any) -> str:
    """The legend entry a node's colour stands for (``PERSON``, ``event``)."""
    return str(type_) if kind == "entity" and type_ in TYPE_COLORS else str(kind or "other")


def hex_to_rgb(color: str) -> tuple[int, int, int]:
    """``#e69f00`` -> ``(230, 159, 0)``."""
    value = color.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def number(value: Any) -> float:
    """A numeric attribute as float; text or missing counts as 0."""
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, int | float) and math.isfinite(value):
        return float(value)
    try:
        return float(str(value))
    except ValueError:
        return 0.0


def node_size(mentions: Any, degree: int) -> float:
    """Display size growing with the log of mentions plus degree (10 to ~60)."""
    return round(10.0 + 5.0 * math.log2(1.0 + max(number(mentions), 0.0) + degree), 2)


def importance(attrs: dict[str, Any], degree: int) -> tuple[float, float, int]:
    """Sort key, larger is more important: articles, then mentions, then degree."""
    return (number(attrs.get("doc_count")), number(attrs.get("mentions")), degree)


class Prepared(nx.MultiDiGraph):
    """A graph :func:`prepare` made: preparing it again returns it as it is.

    :func:`exporters.write_all` prepares once for all writers (it was a
    second per writer on a few thousand nodes); writers never modify it, so
    what one derives from it (timeline events, node intervals) the next can
    reuse through :meth:`memo`.
    """

    def __init__(self) -> None:
        super().__init__()
        self._memo: dict[str, Any] = {}

    def memo(self, name: str, compute: Callable[[], T]) -> T:
        """``compute()``, worked out once for this graph under ``name``.

        >>> g = Prepared()
        >>> g.memo("n", lambda: 1), g.memo("n", lambda: 2)
        (1, 1)
        """
        if name not in self._memo:
            self._memo[name] = compute()
        return self._memo[name]

    def clear(self) -> None:
        """Remove nodes, edges and everything :meth:`memo` worked out from them."""
        super().clear()
        self._memo.clear()

    def _add_prepared_edges(self, edges: Iterable[tuple[str, str, str, dict[str, Scalar]]]) -> None:
        """``add_edges_from`` for :func:`prepare`, whose nodes all exist and whose dicts are fresh.

        networkx's version copies each attribute dict twice and looks the edge
        up again through its views: a third of prepare()'s time on 50,000 edges.
        This stores the same structure (``_succ[u][v]`` and ``_pred[v][u]`` one
        key dict) directly, as a subclass may.
        """
        succ, pred = self._succ, self._pred
        for u, v, key, attrs in edges:
            keyed = succ[u].get(v)
            if keyed is None:
                keyed = succ[u][v] = pred[v][u] = self.edge_key_dict_factory()
            keyed[key] = attrs


def prepare(graph: nx.Graph) -> nx.MultiDiGraph:
    """Return a normalised copy of ``graph`` that any format can store.

    Values are flattened (:func:`kg.graph.schema.flatten`) and XML-cleaned; each
    attribute key gets one type across all nodes (and one across all edges),
    missing values filled with that type's empty value; nodes and edges are
    sorted, and each edge re-keyed with an id made from its ends and relation
    (:func:`edge_id`; parallel edges of one relation are numbered in order),
    unique and the same in every build that has that edge.
    Nodes also get ``color`` (hex), ``r``, ``g``, ``b`` and ``size``. The input
    graph is not modified.

    >>> g = prepare(nx.MultiDiGraph([("b", "a"), ("a", "b")]))
    >>> list(g.edges(keys=True))
    [('a', 'b', 'e42de60bac299d468'), ('b', 'a', 'e434290756d7770ad')]
    """
    if isinstance(graph, Prepared):
        return graph
    out = Prepared()
    out.graph.update(
        {
            str(k): _scalar(v)
            for k, v in sorted(graph.graph.items(), key=lambda kv: str(kv[0]))
            if k not in ("node_default", "edge_default")  # networkx's own bookkeeping
        }
    )
    degree = dict(graph.degree())
    nodes = _sorted_nodes(graph)
    ids = _node_ids(graph, nodes)
    node_rows = _unify([_flat_row(d) for _, d in nodes])
    for node, attrs in zip((n for n, _ in nodes), node_rows, strict=True):
        if not attrs.get("label"):  # viewers show the label; never leave it blank
            attrs["label"] = ids[node]
        color = color_for(attrs.get("kind"), attrs.get("type"))
        r, g, b = hex_to_rgb(color)
        attrs.update(color=color, r=r, g=g, b=b, size=node_size(attrs.get("mentions"), degree[node]))
    out.add_nodes_from(zip((ids[n] for n, _ in nodes), node_rows))
    del nodes, node_rows

    edges = [(ids[u], ids[v], str(k), _flat_row(d)) for u, v, k, d in _edges(graph)]
    edges.sort(key=lambda e: (e[0], e[1], str(e[3].get("relation", "")), e[2]))
    if any(_tie(a, b) for a, b in zip(edges, edges[1:])):
        # Same ends, relation and key (only after keys were made strings): the
        # attributes decide, so the order never depends on insertion order.
        edges.sort(key=lambda e: (e[0], e[1], str(e[3].get("relation", "")), e[2],
                                  sorted(map(repr, e[3].items()))))
    ends = [(u, v) for u, v, _, _ in edges]
    # A repeat (parallel edges of one relation, or a digest clash) becomes id-2, id-3... in order.
    pool = IdPool()
    keys = [pool.claim(edge_id(u, v, str(d.get("relation", "")))) for u, v, _, d in edges]
    edge_rows = [e[3] for e in edges]
    del edges  # _unify replaces each row in place: one set of edge dicts at a time
    _unify(edge_rows)
    out._add_prepared_edges((u, v, key, attrs) for (u, v), key, attrs in zip(ends, keys, edge_rows))
    return out


def edge_id(source: str, target: str, relation: str) -> str:
    """An edge's id in every export: ``e`` and 16 hex digits of a digest of its ends and relation.

    Made from what the edge is, not where it sorts, so an edge keeps its id
    when a rebuild adds others: Gephi's "append to existing workspace" matches
    edges by id, and would otherwise write today's edge over yesterday's other
    edge of the same number. Not from the networkx key: keys networkx numbers
    itself follow insertion order, which must not change the files.

    >>> edge_id("event:summit-2010-06-08", "entity:maria-lopez", "agent")
    'ee147d131978156ea'
    """
    payload = f"{len(source)}:{source}{len(target)}:{target}{relation}".encode("utf-8", "surrogatepass")
    return "e" + hashlib.blake2b(payload, digest_size=8).hexdigest()


def _tie(a: tuple[str, str, str, dict[str, Scalar]], b: tuple[str, str, str, dict[str, Scalar]]) -> bool:
    return a[:3] == b[:3] and str(a[3].get("relation", "")) == str(b[3].get("relation", ""))


# Values that are already what every format stores (floats still need the finite check).
_PLAIN = frozenset({int, bool})
_ROW_PLAIN = frozenset({str, int, bool})
_KEY_PLAIN = frozenset({str})


def _scalar(value: Any) -> Scalar:
    """``value`` flattened and XML-cleaned (see :func:`kg.graph.schema.flatten`)."""
    flat = flatten(value)
    if isinstance(flat, str) and not flat.isprintable():
        return clean_xml_text(flat)
    return flat


def _flat_row(attrs: dict[Any, Any]) -> dict[str, Scalar]:
    """An attribute dict flattened and XML-cleaned.

    The core's graph is flat already, so the common cases skip the calls:
    a printable string has no character XML forbids (they are all
    non-printable), ints and bools pass as they are.
    """
    values = attrs.values()
    # The whole row in a few C calls: str() leaves a string as it is and
    # spells ints and bools printably, so one non-printable character in any
    # string makes the joined text non-printable.
    if (_ROW_PLAIN.issuperset(map(type, values)) and _KEY_PLAIN.issuperset(map(type, attrs))
            and "".join(map(str, values)).isprintable()):
        return dict(attrs)
    return {
        (k if type(k) is str else str(k)):
            v if (type(v) is str and v.isprintable()) or type(v) in _PLAIN else _scalar(v)
        for k, v in attrs.items()
    }


def _node_ids(graph: nx.Graph, nodes: list[tuple[Any, dict[str, Any]]]) -> dict[Any, str]:
    """Node -> an XML-safe id; a cleaned id that clashes with another gets ``~2``, ``~3``..."""
    ids: dict[Any, str] = {}
    taken = {str(n) for n in graph if clean_xml_text(str(n)) == str(n)}
    for node, _ in nodes:
        raw = str(node)
        new = clean_xml_text(raw)
        if new != raw:
            base, n = new, 2
            while new in taken:
                new, n = f"{base}~{n}", n + 1
            taken.add(new)
        ids[node] = new
    return ids


def _sorted_nodes(graph: nx.Graph) -> list[tuple[Any, dict[str, Any]]]:
    return sorted(graph.nodes(data=True), key=lambda nd: str(nd[0]))


def edge_list(graph: nx.Graph) -> list[tuple[Any, Any, Any, dict[str, Any]]]:
    """``(u, v, key, data)`` of every edge, in the graph's order; made once per prepared graph.

    Most writers walk every edge twice, and networkx yields each through three
    nested generators: seven such walks cost about a second on 200,000 edges.

    >>> edge_list(prepare(nx.MultiDiGraph([("a", "b")])))
    [('a', 'b', 'e42de60bac299d468', {})]
    """
    if isinstance(graph, Prepared):
        return graph.memo("edges", lambda: list(_edges(graph)))
    return list(_edges(graph))


def _edges(graph: nx.Graph) -> Iterator[tuple[Any, Any, Any, dict[str, Any]]]:
    if graph.is_multigraph():
        yield from graph.edges(keys=True, data=True)
    else:
        for u, v, d in graph.edges(data=True):
            yield u, v, 0, d


def _unify(rows: list[dict[str, Scalar]]) -> list[dict[str, Scalar]]:
    """Give each key one type across rows and every row every key, keys sorted.

    Empty strings (what ``None`` flattens to) count as missing, so one unset
    ``mentions`` does not turn the whole column into text. ``rows`` are
    modified and returned (``prepare`` passes its own copies).

    >>> _unify([{"n": 1, "x": "a"}, {"n": "", "y": True}])
    [{'n': 1, 'x': 'a', 'y': False}, {'n': 0, 'x': '', 'y': True}]
    """
    # Rows come in few shapes (an edge, an entity, an event...): read the
    # types per shape, then touch only the columns that need a change.
    present: Counter[str] = Counter()
    types: dict[str, set[type]] = defaultdict(set)
    for (keys, kinds), count in Counter((tuple(r), tuple(map(type, r.values()))) for r in rows).items():
        for key, kind in zip(keys, kinds, strict=True):
            present[key] += count
            types[key].add(kind)
    names = sorted(present)
    for name in names:
        kinds = types[name]
        if len(kinds) == 1 and present[name] == len(rows):
            continue  # one type in every row already
        if len(kinds) == 1:  # only missing from some rows: fill those
            empty = _EMPTY[next(iter(kinds))]
            for row in rows:
                row.setdefault(name, empty)
            continue
        final = _column_type(rows, name)
        for row in rows:
            row[name] = _coerce(row.get(name, ""), final)
    # In place, so each old row can go as soon as its sorted copy exists.
    if len(names) < 2:
        rows[:] = [{n: row[n] for n in names} for row in rows]
        return rows
    pick = itemgetter(*names)
    for i, row in enumerate(rows):
        rows[i] = dict(zip(names, pick(row)))
    return rows


def _column_type(rows: list[dict[str, Scalar]], name: str) -> type:
    """The one type a column of several gets; empty strings do not vote."""
    seen: type | None = None
    for row in rows:
        value = row.get(name, "")
        if value == "" and isinstance(value, str):
            continue
        seen = _merge(seen, type(value))
    return seen or str  # only ever empty: text


def _merge(seen: type | None, new: type) -> type:
    if seen is None or seen is new:
        return new
    if {seen, new} == {int, float}:
        return float
    return str


def _coerce(value: Scalar, to: type) -> Scalar:
    if value == "" and isinstance(value, str):
        return _EMPTY[to]
    if to is str:
        if isinstance(value, bool):
            return "true" if value else "false"
        return str(value)
    return to(value)


def render(template: str, **context: Any) -> str:
    """Render a template from ``exporters/templates`` with HTML autoescaping on.

    Autoescaping means article text reaches the page escaped unless a template
    explicitly opts out, which none of ours do for article text.

    >>> render("timeline.html.j2", **context)  # doctest: +SKIP
    '<!doctype html>...'
    """
    return _templates().get_template(template).render(**context)


def write_rendered(path: str | os.PathLike[str], template: str, **context: Any) -> Path:
    """Render ``template`` (as :func:`render` does) straight into ``path``, atomically.

    The page is written as it is rendered, never held whole in memory: a
    timeline of 10,000 articles runs to tens of megabytes.

    >>> write_rendered(out / "timeline.html", "timeline.html.j2", **context)  # doctest: +SKIP
    PosixPath('out/timeline.html')
    """
    with atomic_open(path) as fh:
        # Jinja yields many small strings; the file's 1 MiB buffer gathers them.
        fh.writelines(_templates().get_template(template).generate(**context))
    return Path(path)


@cache
def _templates() -> Any:
    """The one Jinja environment of the exporters.

    Made once: its template cache then holds compiled templates, and with
    ``auto_reload`` off an ``{% include %}`` inside a loop does not stat the
    template file again for every event.
    """
    import jinja2  # only the HTML exporters need it

    return jinja2.Environment(
        loader=jinja2.PackageLoader("exporters", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        auto_reload=False,
    )
