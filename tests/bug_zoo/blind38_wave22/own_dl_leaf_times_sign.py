"""checker: check_depth_limited_minimax
truth: buggy — every leaf (a finished game or the depth limit) is multiplied by the side to move's sign (+1 for MAX, -1 for MIN), as a negamax would, but the nodes above take max and min of MAX's values: where MIN is to move a leaf has the wrong sign (h40a's own shape of blind38's dl_01).
"""


def my_depth_limited(game, state, depth, evaluate):
    sign = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return sign * game.utility(state, game.players[0])
    if depth == 0:
        return sign * evaluate(state)
    values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if sign == 1 else min(values)
