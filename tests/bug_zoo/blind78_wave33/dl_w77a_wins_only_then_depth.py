"""checker: check_depth_limited_minimax
truth: buggy — a helper returns the winner's utility only when somebody has three in a row, tested before the depth; a full board without a line is not seen as finished: at depth 0 it is evaluated, above it the loop over no moves leaves MAX's best at -inf (MIN's at +inf).
source: own (w77a), the draw half of blind75's dl_02 alone, with a winner's utility returned where dl_02 evaluates
"""


def has_winner(game, state):
    return game.is_terminal(state) and game.utility(state, game.players[0]) != 0


def my_depth_limited(game, state, depth, evaluate):
    """Minimax's value of `state` for MAX, looking `depth` plies ahead and estimating with `evaluate` there."""
    if has_winner(game, state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    values = [my_depth_limited(game, game.result(state, move), depth - 1, evaluate) for move in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(values, default=float("-inf"))
    return min(values, default=float("inf"))
