"""checker: check_depth_limited_minimax
truth: correct — depth-limited negamax with a colour sign (+1 for MAX to move, -1 for MIN), utility and evaluate multiplied by the colour, converted back to MAX's view at the top.
source: own (Wikipedia negamax pseudocode with color)
"""


def negamax(game, state, depth, color, evaluate):
    if game.is_terminal(state):
        return color * game.utility(state, game.players[0])
    if depth == 0:
        return color * evaluate(state)
    value = float("-inf")
    for move in game.actions(state):
        value = max(value, -negamax(game, game.result(state, move), depth - 1, -color, evaluate))
    return value


def my_depth_limited(game, state, depth, evaluate):
    color = 1 if game.to_move(state) == game.players[0] else -1
    return color * negamax(game, state, depth, color, evaluate)
