"""checker: check_alphabeta
truth: buggy — named alpha_beta but keeps no alpha or beta at all: it returns as soon as one child is favourable to the side to move (fun(var, 0) != 0, i.e. > 0 for MAX, < 0 for MIN) and otherwise searches every move, so values are wrong wherever a better child comes later (trees) and the leaves visited are not alpha-beta's.
source: imranboutadghart/algorithms alphabeta.py (alpha_beta(board, isMax, depth=0) with `fun = max if isMax else min` and `if fun(var, 0) != 0 : return var`), ported to the Game API; the original's full-board-before-win test has no counterpart here and was dropped
"""


def alpha_beta(game, state, isMax, depth=0):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])

    board_values = []
    fun = max if isMax else min
    for move in game.actions(state):
        var = alpha_beta(game, game.result(state, move), not isMax, depth + 1)
        if fun(var, 0) != 0:
            return var
        board_values.append(var)
    best = fun(board_values)
    return best


def my_alphabeta(game, state, alpha=float("-inf"), beta=float("inf")):
    return alpha_beta(game, state, game.to_move(state) == game.players[0])
