"""checker: check_depth_limited_minimax
truth: buggy — minimax(): `position` starts as the node and each move is played onto it in turn (`position = game.result(position, move)`) without going back, so the second and later moves are searched from the position the earlier ones led to; a maximizing flag picks max or min.
source: own (s68a), wave 31's ng_05 slip (a copy of the node carried from move to move) in a flag-style depth-limited minimax
"""


def minimax(game, state, depth, maximizing, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    best = float("-inf") if maximizing else float("inf")
    position = state
    for move in game.actions(state):
        position = game.result(position, move)
        value = minimax(game, position, depth - 1, not maximizing, evaluate)
        best = max(best, value) if maximizing else min(best, value)
    return best


def my_depth_limited(game, state, depth, evaluate):
    return minimax(game, state, depth, game.to_move(state) == game.players[0], evaluate)
