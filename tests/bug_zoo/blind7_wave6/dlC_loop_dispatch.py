"""checker: check_depth_limited_minimax
truth: correct — loop over children with a chooser function, early returns.
"""
def my_depth_limited(game, state, depth, evaluate):
    me = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, me)
    if not depth:
        return evaluate(state)
    choose = max if game.to_move(state) == me else min
    best = None
    for action in game.actions(state):
        value = my_depth_limited(game, game.result(state, action), depth - 1, evaluate)
        best = value if best is None else choose(best, value)
    return best
