"""checker: check_depth_limited_minimax
truth: buggy — mixes negamax into minimax: it keeps the maximizing flag with max/min, but also negates every child's value (eval = -eval, left over from a flip_board version), so values come back with alternating wrong signs.
source: ported from a public chess engine minimax (code search: minimax(board, depth, maximizing_player) with board.flip_board() and `eval = -eval`)
"""


def minimax(game, state, depth, maximizing_player, evaluate):
    if game.is_terminal(state):
        return None, game.utility(state, game.players[0])
    if depth == 0:
        return None, evaluate(state)

    if maximizing_player:
        best_move = None
        max_eval = -float("inf")
        for move in game.actions(state):
            _, eval = minimax(game, game.result(state, move), depth - 1, False, evaluate)
            eval = -eval
            if eval > max_eval:
                max_eval = eval
                best_move = move
        return best_move, max_eval
    else:
        best_move = None
        min_eval = float("inf")
        for move in game.actions(state):
            _, eval = minimax(game, game.result(state, move), depth - 1, True, evaluate)
            eval = -eval
            if eval < min_eval:
                min_eval = eval
                best_move = move
        return best_move, min_eval


def my_depth_limited(game, state, depth, evaluate):
    return minimax(game, state, depth, game.to_move(state) == game.players[0], evaluate)[1]
