"""checker: depth_limited
mistake: negates evaluate(state) when MIN is to move (thinks the evaluation is for the side to move)
"""

def my_depth_limited(game, state, depth, evaluate):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)
    if depth == 0:
        e = evaluate(state)
        return e if game.to_move(state) == MAX else -e
    values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == MAX else min(values)
