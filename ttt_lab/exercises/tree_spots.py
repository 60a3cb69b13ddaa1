"""Localisation on a game tree: :func:`tree_spot` runs :func:`~ttt_lab.exercises.engine.localise` over a
game's positions, names them and spells out the rule at the spot (a max, a min, a chance node's weighted
sum, negamax's negated max, a finished game's utility, the evaluation at depth 0).

A leaf the student's function gets wrong only when called on it alone, which its own search never asks
it about, is settled by what that search gives it (:mod:`~ttt_lab.exercises.search_leaves`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ttt_lab.exercises.engine import Node, Spot, localise
from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.search_leaves import SearchedLeaves


def spelled_sum(terms: Sequence[tuple[float, float]]) -> str:
    """``p1 × v1 + p2 × v2 = total``, for a chance node's weighted average.

    Example:
        >>> spelled_sum([(0.25, 8), (0.75, 4)])
        '0.25 × 8 + 0.75 × 4 = 5'
    """
    total = sum(p * v for p, v in terms)
    return " + ".join(f"{_num(float(p))} × {_num(float(v))}" for p, v in terms) + f" = {_num(float(total))}"


def _node_name(game: Any, state: Any) -> str:
    if hasattr(game, "node_name"):
        try:
            return f"node {game.node_name(state)}"
        except Exception:
            pass
    if hasattr(game, "board_text"):
        return f"the board {game.board_text(state)}"
    if hasattr(game, "text"):
        return f"the board {game.text(state)}"
    return repr(state)


def _role(game: Any, state: Any, depth: int | None) -> str:
    if game.is_terminal(state):
        return "a finished game"
    if getattr(game, "is_chance", None) is not None and game.is_chance(state):
        return "a chance node"
    role = f"{game.to_move(state)} to move"
    return role if depth is None else f"{role}, depth {depth} left"


def tree_spot(game: Any, root: Any, student_at: Callable[[Any, int | None], float | None],
              truth_at: Callable[[Any, int | None], float], *, depth: int | None = None,
              evaluate: Callable[[Any], float] | None = None, negamax: bool = False) -> Spot | None:
    """:func:`localise` on a game tree: the lowest position below ``root`` whose value the
    student's function gets wrong while it gets every child's right, with the rule spelled
    out there (the max, the min, a chance node's weighted sum, negamax's negated max, a
    finished game's utility, the evaluation at depth 0)."""
    MAX = game.players[0]

    def children(node: Node) -> list[tuple[str, Node]]:
        state, d = node.state
        if game.is_terminal(state) or (d is not None and d <= 0):
            return []
        chance = getattr(game, "is_chance", None) is not None and game.is_chance(state)
        moves = [(a, p) for a, p in game.outcomes(state)] if chance else [(a, None) for a in game.actions(state)]
        below = None if d is None else d - 1
        found = []
        for move, p in moves:
            child = game.result(state, move)
            label = f"{move!r}" + ("" if p is None else f" (p={_num(float(p))})")
            found.append((label, Node((child, below), _node_name(game, child), _role(game, child, below))))
        return found

    def rule(node: Node, values: list[tuple[str, float]]) -> str:
        state, d = node.state
        if game.is_terminal(state):
            who = game.to_move(state) if negamax else MAX
            return f"a finished game is worth its utility for {who}: {_num(float(game.utility(state, who)))}"
        if d is not None and d <= 0:
            assert evaluate is not None
            return f"at depth 0 a position is worth evaluate(state) = {_num(float(evaluate(state)))}"
        numbers = [v for _, v in values]
        if getattr(game, "is_chance", None) is not None and game.is_chance(state):
            terms = [(p, v) for (_, p), v in zip(game.outcomes(state), numbers, strict=True)]
            return f"A chance node is worth the sum of p × value: {spelled_sum(terms)}"
        shown = ", ".join(_num(float(v)) for v in numbers)
        if negamax:
            negated = ", ".join(_num(float(-v)) for v in numbers)
            return (f"Negamax takes the largest of the children's values negated: max({negated}) ="
                    f" {_num(float(max(-v for v in numbers)))}")
        if game.to_move(state) == MAX:
            return f"{MAX} takes the largest: max({shown}) = {_num(float(max(numbers)))}"
        return f"{game.to_move(state)} takes the smallest: min({shown}) = {_num(float(min(numbers)))}"

    def student(node: Node) -> float | None:
        return student_at(*node.state)

    def truth(node: Node) -> float:
        return truth_at(*node.state)

    start = Node((root, depth), _node_name(game, root), _role(game, root, depth))
    leaves = SearchedLeaves(student, truth, children, lambda node: node.state[0])
    spot = localise(start, leaves.children, leaves.student, truth, rule)
    return spot if spot is None else replace(spot, searched=leaves.stood_in(spot.node))
