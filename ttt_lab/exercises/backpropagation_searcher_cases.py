"""Backpropagation written in two cases around one side, the searcher (the side to move at the root, path[1]'s
mover): ``if our_turn and score > 0: node.wins += 1`` / ``elif not our_turn and score < 0: node.wins -= 1``
(wave 37's bp_04, a port of psiorx/Reinforcement-Learning). The searcher's wins are credited to its nodes, but
the other side's wins are subtracted from the other nodes, the root too, instead of being added there; and a
draw, score 0, falls in neither case. Without a model the checker found the first wrong node and named nothing.

The model is the ``"searcher's two cases"`` credit of
:func:`~ttt_lab.exercises.backpropagation_model.mistaken_backpropagation`; it is refuted where the code
subtracts nothing from the wins (:func:`subtracted_win`), and its words quote the subtraction."""

from __future__ import annotations

import ast
from collections.abc import Callable

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import Source

SUBTRACTS_OTHERS = "subtracts the other player's wins instead of crediting them to that player's nodes"

_BECAUSE = ("keeps one side's result (the searcher's, path[1]'s mover's, +1 or -1) and handles two cases: a node"
            " that side moved into gains 1 when it wins, and every other node, the root too, loses 1 when the other"
            " side wins")
_HINT = ("Each node counts its own mover's wins: when the other side wins, ITS nodes gain 1 (node.wins += 1 where"
         " node.mover == winner); the searcher's nodes simply gain nothing, and nothing is ever subtracted. A draw adds"
         " 0.5 to every node's wins.")


def _wins_target(node: ast.AST, source: Source) -> bool:
    return "win" in source.segment(node).lower()


def subtracted_win(source: Source) -> tuple[str | None, str] | None:
    """A statement that takes something from the wins (``node.wins -= 1``, ``node.wins += -1``, ``wins = wins
    - 1``), with the test of the ``if`` it sits in (or None at no ``if``): their texts, or None."""
    for node in source.nodes():
        bodies = [(node.test, node.body), (None, node.orelse)] if isinstance(node, ast.If) else [
            (None, getattr(node, "body", None))]
        for test, body in bodies:
            if not isinstance(body, list):
                continue
            for stmt in body:
                takes = (isinstance(stmt, ast.AugAssign) and _wins_target(stmt.target, source) and (
                    isinstance(stmt.op, ast.Sub) or (isinstance(stmt.op, ast.Add) and isinstance(stmt.value, ast.UnaryOp)
                                                     and isinstance(stmt.value.op, ast.USub))))
                takes = takes or (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and _wins_target(
                    stmt.targets[0], source) and isinstance(stmt.value, ast.BinOp) and isinstance(stmt.value.op, ast.Sub)
                    and source.segment(stmt.value.left) == source.segment(stmt.targets[0]))
                if takes:
                    return (source.segment(test) if test is not None else None), source.segment(stmt)
    return None


def _refuted(source: Source) -> bool:
    """Code that takes nothing from the wins cannot subtract the other side's: only a clear finding refutes, so
    code not read (no source) keeps the model."""
    return bool(source.trees) and subtracted_win(source) is None


def _worded(draws: bool) -> Callable[[Source], tuple[str, str] | None]:
    def words(source: Source) -> tuple[str, str] | None:
        found = subtracted_win(source)
        if found is None:
            return None
        test, stmt = found
        line = f"`if {test}: {stmt}`" if test else f"`{stmt}`"
        return (f"{_BECAUSE} ({line})" + ("" if draws else ", and a draw credits nobody"),
                f"Your {line} takes the other side's win away from the wrong nodes. " + _HINT)
    return words


BACKPROPAGATION_SEARCHER_MISTAKES = [
    Mistake(SUBTRACTS_OTHERS, _BECAUSE + ("" if draw else ", and a draw credits nobody"), _HINT,
            knobs=(("credit", "searcher's two cases"), ("draw", draw)), refuted_by=_refuted,
            worded=_worded(bool(draw)))
    for draw in (0.0, 0.5)
]
"""The two-case update, with a draw crediting nobody (neither case holds at score 0) or its right half."""
