"""
checker: check_minimax
truth: correct — memo dict keyed by (id(game), repr(state)), created per top-level call; moves tried in sorted(repr) order; type hints
"""
from typing import Any


def my_minimax(game: Any, state: Any, _memo: dict | None = None) -> tuple[float, Any]:
    memo = {} if _memo is None else _memo
    key = (id(game), repr(state))
    if key in memo:
        return memo[key]
    MAX = game.players[0]
    if game.is_terminal(state):
        result = (game.utility(state, MAX), None)
    else:
        moves = sorted(game.actions(state), key=repr)
        scored = [(my_minimax(game, game.result(state, m), memo)[0], m) for m in moves]
        pick = max if game.to_move(state) == MAX else min
        result = pick(scored, key=lambda vm: vm[0])
    memo[key] = result
    return result
