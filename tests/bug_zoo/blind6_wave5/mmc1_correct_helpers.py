"""Checker: check_minimax(with_move=True)
Mistake: correct (AIMA style: separate max_value / min_value helpers, type hints).
"""
from typing import Any

CHECK = {"checker": "check_minimax", "kwargs": {"with_move": True}, "function": "my_minimax"}


def max_value(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    v, best = float("-inf"), None
    for a in game.actions(state):
        v2, _ = min_value(game, game.result(state, a)) if game.to_move(game.result(state, a)) != game.players[0] else max_value(game, game.result(state, a))
        if v2 > v:
            v, best = v2, a
    return v, best


def min_value(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    v, best = float("inf"), None
    for a in game.actions(state):
        child = game.result(state, a)
        v2, _ = max_value(game, child) if game.to_move(child) == game.players[0] else min_value(game, child)
        if v2 < v:
            v, best = v2, a
    return v, best


def my_minimax(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.to_move(state) == game.players[0]:
        return max_value(game, state)
    return min_value(game, state)
