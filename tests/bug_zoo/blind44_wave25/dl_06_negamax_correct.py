"""checker: check_depth_limited_minimax
truth: correct — depth-limited negamax with a colour: finished games give color * utility for MAX, the horizon gives color * evaluate(state), and the root turns the result back to MAX's view.
source: own (negamax form of the notebook's exercise)
"""


def my_depth_limited(game, state, depth, evaluate):
    MAX = game.players[0]

    def negamax(node, depth, color):
        if game.is_terminal(node):
            return color * game.utility(node, MAX)
        if depth == 0:
            return color * evaluate(node)
        return max(-negamax(game.result(node, a), depth - 1, -color) for a in game.actions(node))

    color = 1 if game.to_move(state) == MAX else -1
    return color * negamax(state, depth, color)
