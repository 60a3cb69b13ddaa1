"""checker: check_depth_limited_minimax
truth: correct — negamax with a colour: the horizon returns color * evaluate(state), terminals color * utility for MAX, and the root value is turned back to MAX's view.
source: own (Wikipedia negamax pseudo-code with depth)
"""


def _negamax(game, state, depth, evaluate):
    color = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return color * game.utility(state, game.players[0])
    if depth <= 0:
        return color * evaluate(state)
    return max(-_negamax(game, game.result(state, move), depth - 1, evaluate) for move in game.actions(state))


def my_depth_limited(game, state, depth, evaluate):
    color = 1 if game.to_move(state) == game.players[0] else -1
    return color * _negamax(game, state, depth, evaluate)
