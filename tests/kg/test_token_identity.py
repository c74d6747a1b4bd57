"""No code compares spaCy tokens or spans by identity.

spaCy makes a new Token (and Span) object on each access, so ``tok.head is tok`` is always False
even for a sentence's root, and a check written that way never does what it says (the "by" phrase
of "was described as a hero by the mayor" went unseen for months). Tokens compare with ``.i``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import exporters
import kg

# Attributes that give a fresh Token or Span object on each access.
_TOKEN_ATTRS = frozenset({"head", "root", "left_edge", "right_edge", "sent", "ent"})
_TOKEN_TYPES = frozenset({"Token", "Span"})


def _annotated_tokens(func: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The function's parameters annotated as a Token or Span (``Token | None`` too)."""
    args = [*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]
    return {
        a.arg
        for a in args
        if a.annotation is not None and _TOKEN_TYPES & {n.id for n in ast.walk(a.annotation) if isinstance(n, ast.Name)}
    }


def _assigned_tokens(func: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """Names the function assigns from a token attribute: ``prep = verb.head``."""
    return {
        t.id
        for node in ast.walk(func)
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) and node.value.attr in _TOKEN_ATTRS
        for t in node.targets
        if isinstance(t, ast.Name)
    }


def _is_token(node: ast.expr, names: set[str]) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr in _TOKEN_ATTRS) or (
        isinstance(node, ast.Name) and node.id in names
    )


def identity_comparisons(source: str) -> list[str]:
    """The ``is``/``is not`` comparisons of ``source`` with a token or span on either side."""
    found = []
    for func in ast.walk(ast.parse(source)):
        if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        names = _annotated_tokens(func) | _assigned_tokens(func)
        for node in ast.walk(func):
            if not isinstance(node, ast.Compare):
                continue
            sides = [node.left, *node.comparators]
            for op, left, right in zip(node.ops, sides, sides[1:]):
                if isinstance(op, (ast.Is, ast.IsNot)) and (_is_token(left, names) or _is_token(right, names)):
                    if not any(isinstance(s, ast.Constant) for s in (left, right)):  # "is None" is fine
                        found.append(f"{node.lineno}: {ast.unparse(node)}")
    return sorted(set(found))


def test_the_guard_sees_an_identity_comparison_of_tokens() -> None:
    source = """
def root(tok: Token) -> bool:
    return tok.head is tok

def governed(verb) -> bool:
    prep = verb.head
    return prep.head is not prep

def fine(tok: Token, ev) -> bool:
    return tok.head.i == tok.i and ev is not None and ev.other is ev
"""
    assert identity_comparisons(source) == ["3: tok.head is tok", "7: prep.head is not prep"]


def test_no_code_compares_tokens_by_identity() -> None:
    found = [
        f"{path.relative_to(root.parent)}:{line}"
        for root in (Path(kg.__file__).parent, Path(exporters.__file__).parent)
        for path in sorted(root.rglob("*.py"))
        for line in identity_comparisons(path.read_text(encoding="utf-8"))
    ]
    assert found == []
