"""Backpropagation that flips the reward by each node's depth from the root: a flip anchored at the
wrong end (issue 27: an explanation's words follow the code).

litrl's backpropagate computes one reward "as observed by the root's player" (the mover of path[1])
and adds ``reward if depth % 2 == 0 else 1.0 - reward`` at each node, the depth counted from the
root: every node gets the result of the other side, one level off. Its values are one of the wrong-
side models' ("credits every node for the side to move there..."), whose hint for a flip put before
the addition (and whose vetted words "your code turns no reward") describe code it does not have: it
does flip, by parity, from the wrong level. :func:`name_parity_flip` words it so, from the code
(:func:`parity_flip`); :func:`flips_a_value` is the test that any ``1 - x`` or ``-x`` choice exists,
so that the "no flip" words are kept for code with no flip at all.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.code_names import rename_by_code, renamed
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import Problem


def _flipped(node: ast.AST) -> bool:
    """``1 - x`` (``1.0 - x``) or ``-x``: a reward turned to the other side."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub):
        return isinstance(node.left, ast.Constant) and node.left.value == 1 and not isinstance(node.right, ast.Constant)
    return isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and not isinstance(node.operand, ast.Constant)


def _counted_from_root(source: Source) -> set[str]:
    """The names a loop counts from the root down: ``depth`` of ``for depth, node in enumerate(path)``,
    ``i`` of ``for i in range(len(path))`` (not over a reversed path, whose count starts at the leaf)."""
    names = set()
    for node in source.nodes():
        if not (isinstance(node, ast.For) and isinstance(node.iter, ast.Call) and isinstance(node.iter.func, ast.Name)
                and len(node.iter.args) == 1):
            continue
        walked = node.iter.args[0]
        if any((isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "reversed")
               or isinstance(n, ast.Slice) for n in ast.walk(walked)):
            continue
        if node.iter.func.id == "enumerate" and isinstance(node.target, ast.Tuple) and node.target.elts and isinstance(
                node.target.elts[0], ast.Name):
            names.add(node.target.elts[0].id)
        elif node.iter.func.id == "range" and isinstance(node.target, ast.Name) and isinstance(walked, ast.Call) and (
                isinstance(walked.func, ast.Name) and walked.func.id == "len"):
            names.add(node.target.id)
    return names


def _parity(test: ast.AST, counted: set[str]) -> bool:
    """A test of ``d % 2`` where ``d`` counts the levels from the root (``counted``)."""
    return any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mod) and isinstance(n.right, ast.Constant)
               and n.right.value == 2 and isinstance(n.left, ast.Name) and n.left.id in counted for n in ast.walk(test))


def flips_a_value(source: Source) -> bool:
    """Whether the code chooses between a value and its flip anywhere (``r if ... else 1 - r``, or
    an if whose branch adds ``1 - r``): a flip, wherever it stands."""
    return any(_flipped(n) for n in source.nodes())


def parity_flip(source: Source) -> str | None:
    """The code that adds a reward or its flip by the parity of a depth counted from the root: a
    conditional expression ``r if d % 2 == 0 else 1 - r``, or an if on ``d % 2`` with the flip in one
    branch; ``None`` where there is none (a count from the leaf may be anchored rightly: no claim)."""
    counted = _counted_from_root(source)
    for node in source.nodes():
        if isinstance(node, ast.IfExp) and _parity(node.test, counted) and (_flipped(node.body) or _flipped(node.orelse)):
            return source.segment(node)
        if isinstance(node, ast.If) and _parity(node.test, counted) and any(
                _flipped(n) for branch in (node.body, node.orelse) for stmt in branch for n in ast.walk(stmt)):
            return source.segment(node.test)
    return None


def name_parity_flip(problems: list[Problem], fn: Callable[..., Any], wrong_side: str) -> list[Problem]:
    """``problems`` with a wrong-side model (named ``wrong_side``) worded from the code where the
    code flips the reward by a depth's parity: the flip is there, counted from the wrong level."""
    def applies(p: Problem) -> bool:
        return p.name == wrong_side and not p.note and "\nThat is what you get from code that " in p.detail

    def reading(p: Problem, found: str) -> Problem:
        effect = p.detail.split("\nThat is what you get from code that ", 1)[1].split("; it explains", 1)[0]
        effect = effect.split(" (as when", 1)[0]  # the model's own guess at the code, which this code is not
        return renamed(p, wrong_side, f"Your code does flip the reward, by each node's depth counted from the root"
                       f" (`{found}`): the flip is there, but its parity starts at the wrong level, so each node gets"
                       f" the result meant for the level next to it. In effect it {effect}; that explains every"
                       " update your function returned.",
                       "Count the flip from the node whose mover the reward is for: a reward for path[-1]'s mover is"
                       " added unflipped to path[-1] and flipped once per level going up (for node in reversed(path):"
                       " add, then reward = 1 - reward); or credit each node directly: node.wins += 1 where"
                       " node.mover == winner, 0.5 on a draw.")

    return rename_by_code(problems, applies, lambda: parity_flip(read_source(fn)), reading)
