"""checker: check_iterative_deepening
truth: buggy — the aima-style alphabeta_search scores every node for `player = game.to_move(state)` (the side to move at the root), so when O is to move the recorded values are O's, not X's (the moves are still right).
source: github Sudaiii/IAL1 search.py (aima-python alphabeta_search with max_depth, `player = state.to_move`), ported with the evaluation at the depth limit
"""
import math

infinity = math.inf


def alphabeta_search(game, state, max_depth, evaluate):
    """Search game to determine best action; use alpha-beta pruning."""
    player = game.to_move(state)

    def cutoff_value(state):
        return evaluate(state) if player == "X" else -evaluate(state)

    def max_value(state, alpha, beta, turn):
        if game.is_terminal(state):
            return game.utility(state, player), None
        if turn == max_depth:
            return cutoff_value(state), None
        v, move = -infinity, None
        for a in game.actions(state):
            v2, _ = min_value(game.result(state, a), alpha, beta, turn + 1)
            if v2 > v:
                v, move = v2, a
                alpha = max(alpha, v)
            if v >= beta:
                return v, move
        return v, move

    def min_value(state, alpha, beta, turn):
        if game.is_terminal(state):
            return game.utility(state, player), None
        if turn == max_depth:
            return cutoff_value(state), None
        v, move = +infinity, None
        for a in game.actions(state):
            v2, _ = max_value(game.result(state, a), alpha, beta, turn + 1)
            if v2 < v:
                v, move = v2, a
                beta = min(beta, v)
            if v <= alpha:
                return v, move
        return v, move

    return max_value(state, -infinity, +infinity, 0)


def my_iterative_deepening(game, state, evaluate, max_depth):
    return [alphabeta_search(game, state, depth, evaluate) for depth in range(1, max_depth + 1)]
