"""checker: check_depth_limited_minimax
truth: buggy — the stop test is "depth == 0 or somebody has a line" (valid_alignment), returning evaluate there: a won game is scored by the evaluation instead of its utility, and a full board with no line is not seen as finished, so its empty list of children gives -inf (X to move) or +inf (O to move).
source: ported from bsao17/new_tictactoe game_core/minimax_algo.py (minimax(board, depth, maximizing_player): "if depth == 0 or board.valid_alignment(): return board.evaluate()")
"""


def valid_alignment(game, state):
    """True when one side has completed a line."""
    return game.is_terminal(state) and game.utility(state, game.players[0]) != 0


def my_depth_limited(game, state, depth, evaluate):
    """Minimax's value of `state` for MAX, looking `depth` plies ahead and estimating with `evaluate` there."""
    if depth == 0 or valid_alignment(game, state):
        return evaluate(state)
    if game.to_move(state) == game.players[0]:
        value = -float("inf")
        for move in game.actions(state):
            value = max(value, my_depth_limited(game, game.result(state, move), depth - 1, evaluate))
        return value
    else:
        value = float("inf")
        for move in game.actions(state):
            value = min(value, my_depth_limited(game, game.result(state, move), depth - 1, evaluate))
        return value
