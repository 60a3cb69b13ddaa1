"""Student code for the expectimax checker: correct variants and buggy ones, each with a single,
typical bug, written the way students write them. ``tests/test_expectimax.py`` checks that
every correct one passes and every buggy one fails with its own diagnosis first.
"""

from __future__ import annotations

import math
from typing import Any


def expectimax_correct(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * expectimax_correct(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [expectimax_correct(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def expectimax_three_functions(game: Any, state: Any) -> tuple[float, Any]:
    """AIMA-style: one function per kind of node, and the root returns (value, move)."""
    MAX = game.players[0]

    def value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if game.is_chance(s):
            total = 0.0
            for a, p in game.outcomes(s):
                total += p * value(game.result(s, a))
            return total
        if game.to_move(s) == MAX:
            return max(value(game.result(s, a)) for a in game.actions(s))
        return min(value(game.result(s, a)) for a in game.actions(s))

    pick = max if game.to_move(state) == MAX else min
    move = pick(game.actions(state), key=lambda a: value(game.result(state, a)))
    return value(state), move


def expectimax_plain_average(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [expectimax_plain_average(game, game.result(state, a)) for a in game.actions(state)]
    if game.is_chance(state):
        return sum(values) / len(values)
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def expectimax_min_at_chance(game: Any, state: Any) -> float:
    """Treats every node that is not MAX's as an opponent's."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [expectimax_min_at_chance(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def expectimax_max_at_chance(game: Any, state: Any) -> float:
    """Treats every node that is not MIN's as MAX's: hopes for the luckiest roll."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [expectimax_max_at_chance(game, game.result(state, a)) for a in game.actions(state)]
    return min(values) if game.to_move(state) == game.players[1] else max(values)


def expectimax_prunes_at_chance(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Alpha-beta with a chance case bolted on: it cuts off a chance node too."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        total = 0.0
        for a, p in game.outcomes(state):
            total += p * expectimax_prunes_at_chance(game, game.result(state, a), alpha, beta)
            if total >= beta:
                return total
        return total
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, expectimax_prunes_at_chance(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, expectimax_prunes_at_chance(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def expectimax_divides_again(game: Any, state: Any) -> float:
    """Weights by the probabilities and then divides by the number of outcomes too."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        outcomes = game.outcomes(state)
        return sum(p * expectimax_divides_again(game, game.result(state, a)) for a, p in outcomes) / len(outcomes)
    values = [expectimax_divides_again(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def expectimax_wrong_move(game: Any, state: Any) -> tuple[float, Any]:
    """The right value, and the last move tried instead of the best one."""
    return expectimax_correct(game, state), list(game.actions(state))[-1]
