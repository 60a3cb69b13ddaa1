"""Student code for the iterative-deepening checker, correct and with one typical bug each
(tests/test_anytime.py)."""

from __future__ import annotations

from typing import Any

from ttt_lab.search import alphabeta, minimax


def deepen_correct(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    return [(r.value, r.move) for r in (alphabeta(game, state, depth=d, evaluate=evaluate)
                                        for d in range(1, max_depth + 1))]


def deepen_with_minimax(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """Minimax instead of alpha-beta: slower, the same answers."""
    found = []
    for depth in range(1, max_depth + 1):
        result = minimax(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move))
    return found


def deepen_from_zero(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found = []
    for depth in range(max_depth):  # 0, 1, ... max_depth - 1
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move if result.move is not None else game.actions(state)[0]))
    return found


def deepen_by_two(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found = []
    for depth in range(1, max_depth + 1, 2):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move))
    return found


def deepen_keeps_first_move(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found = []
    first_move = None
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        if first_move is None:
            first_move = result.move
        found.append((result.value, first_move))
    return found
