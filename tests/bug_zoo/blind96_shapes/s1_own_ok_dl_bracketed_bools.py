"""checker: check_depth_limited_minimax
truth: correct — `(depth == 0) | game.is_terminal(state)` brackets each test: two booleans joined with `|` is a true `or`.
"""


def my_depth_limited(game, state, depth, evaluate):
    if (depth == 0) | game.is_terminal(state):
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        return evaluate(state)
    moves = list(game.actions(state))
    values = [my_depth_limited(game, game.result(state, m), depth - 1, evaluate) for m in moves]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
