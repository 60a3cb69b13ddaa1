"""
checker: check_depth_limited_minimax
truth: correct — negamax-style with a colour (+1 MAX, -1 MIN), evaluate and utility taken from MAX's view and multiplied by the colour
"""
def _nega(game, state, depth, evaluate, colour):
    MAX = game.players[0]
    if game.is_terminal(state):
        return colour * game.utility(state, MAX)
    if depth == 0:
        return colour * evaluate(state)
    best = None
    for a in game.actions(state):
        child = game.result(state, a)
        child_colour = 1 if game.to_move(child) == MAX else -1
        v = _nega(game, child, depth - 1, evaluate, child_colour)
        v = v if child_colour == colour else -v
        best = v if best is None else max(best, v)
    return best


def my_depth_limited(game, state, depth, evaluate):
    colour = 1 if game.to_move(state) == game.players[0] else -1
    return colour * _nega(game, state, depth, evaluate, colour)
