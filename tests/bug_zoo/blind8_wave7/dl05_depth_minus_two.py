"""
checker: check_depth_limited_minimax
truth: buggy — takes depth as full moves (one for each player) and recurses with depth - 2, so it looks half as far as asked
source: class slip (depth counted in moves, not plies).
"""
def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth <= 0:
        return evaluate(state)
    values = [my_depth_limited(game, game.result(state, a), depth - 2, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
