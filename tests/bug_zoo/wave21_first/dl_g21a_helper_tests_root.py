"""checker: check_depth_limited_minimax
truth: buggy — the nested helper search(node, left) asks game.is_terminal(state), the graded function's root, where its own node belongs: finished games inside the search are evaluated at the horizon and worth the loop's start (no moves) above it.
source: own (g21a), another shape of blind34 dl_08_root_game_over_test
"""
import math


def my_depth_limited(game, state, depth, evaluate):
    top = game.players[0]

    def search(node, left):
        if game.is_terminal(state):
            return game.utility(node, top)
        if left == 0:
            return evaluate(node)
        values = [search(game.result(node, a), left - 1) for a in game.actions(node)]
        if game.to_move(node) == top:
            return max(values, default=-math.inf)
        return min(values, default=math.inf)

    return search(state, depth)
