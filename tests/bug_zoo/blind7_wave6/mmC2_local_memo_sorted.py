"""checker: check_minimax (with_move=True)
truth: correct — memo dict local to each top-level call (keyed by game.key), type hints, helper function.
"""
from typing import Any


def my_minimax(game: Any, state: Any) -> tuple[float, Any]:
    memo: dict[Any, tuple[float, Any]] = {}
    MAX = game.players[0]

    def search(s: Any) -> tuple[float, Any]:
        k = game.key(s)
        if k in memo:
            return memo[k]
        if game.is_terminal(s):
            out = (game.utility(s, MAX), None)
        else:
            pick = max if game.to_move(s) == MAX else min
            scored = [(search(game.result(s, a))[0], a) for a in game.actions(s)]
            out = pick(scored, key=lambda t: t[0])
        memo[k] = out
        return out

    return search(state)
