"""checker: check_depth_limited_minimax
truth: buggy — `if len(actions) == 0 | depth <= 0:` is the chain `len(actions) == (0 | depth) <= 0`: true only where the number of moves equals the depth and the depth is at most 0, so a finished game stops only at depth 0, and depth 0 stops only at a finished game; the search runs past its limit.
"""


def my_depth_limited(game, state, depth, evaluate):
    actions = game.actions(state)
    if len(actions) == 0 | depth <= 0:
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        return evaluate(state)
    player = game.to_move(state)
    scores = []
    for a in actions:
        scores.append(my_depth_limited(game, game.result(state, a), depth - 1, evaluate))
    return max(scores) if player == game.players[0] else min(scores)
