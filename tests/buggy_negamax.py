"""Student code for the negamax checker, correct and with one typical bug each
(tests/test_negamax.py)."""

from __future__ import annotations

from typing import Any


def negamax_correct(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max(-negamax_correct(game, game.result(state, a)) for a in game.actions(state))


def negamax_with_sign(game: Any, state: Any) -> float:
    """The textbook's colour trick: MAX's utility times +1 or -1 for the side to move."""
    color = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return color * game.utility(state, game.players[0])  # type: ignore[no-any-return]
    best = -float("inf")
    for a in game.actions(state):
        best = max(best, -negamax_with_sign(game, game.result(state, a)))
    return best


def negamax_no_negation(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max(negamax_no_negation(game, game.result(state, a)) for a in game.actions(state))


def negamax_max_utility(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    return max(-negamax_max_utility(game, game.result(state, a)) for a in game.actions(state))


def negamax_back_to_max(game: Any, state: Any) -> float:
    """Right inside, but turns the answer back to MAX's view at the end."""
    value = negamax_correct(game, state)
    return value if game.to_move(state) == game.players[0] else -value
