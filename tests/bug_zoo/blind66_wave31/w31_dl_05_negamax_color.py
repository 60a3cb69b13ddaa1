"""checker: check_depth_limited_minimax
truth: correct — depth-limited negamax with a colour (+1 MAX to move, -1 MIN), evaluate and utilities turned to the mover's view and the result turned back to MAX's.
source: ported from runningskull/stratego-ai lib/minimax.py, negamax_ab (depth and colour kept, window dropped, leaf value by utility/evaluate instead of node.value)
"""


def my_depth_limited(game, state, depth, evaluate):
    MAX = game.players[0]

    def negamax_d(node, depth, color):
        if game.is_terminal(node):
            return color * game.utility(node, MAX)
        if depth <= 0:
            return color * evaluate(node)
        best = float('-inf')
        for move in game.actions(node):
            val = -negamax_d(game.result(node, move), depth - 1, -color)
            if val > best:
                best = val
        return best

    color = 1 if game.to_move(state) == MAX else -1
    return color * negamax_d(state, depth, color)
