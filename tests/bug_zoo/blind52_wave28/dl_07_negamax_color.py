"""checker: check_depth_limited_minimax
truth: correct — depth-limited negamax with a colour (+1 where MAX is to move, -1 where MIN is): finished games and horizon positions are scored `color * value for MAX`, children negated, and the result turned back to MAX's view at the top.
source: ported from a public negamax_algorithm(board, depth, color, player, alpha, beta) (`if depth == 0 or is_terminal_board(board): return None, color * evaluate_board_simple(board, player)`), without the pruning and pass moves
"""


def negamax_algorithm(game, state, depth, color, evaluate):
    if game.is_terminal(state):
        return None, color * game.utility(state, game.players[0])
    if depth == 0:
        return None, color * evaluate(state)

    best_move = None
    value = float("-inf")
    for move in game.actions(state):
        _, score = negamax_algorithm(game, game.result(state, move), depth - 1, -color, evaluate)
        score = -score
        if score > value:
            value = score
            best_move = move
    return best_move, value


def my_depth_limited(game, state, depth, evaluate):
    color = 1 if game.to_move(state) == game.players[0] else -1
    _, value = negamax_algorithm(game, state, depth, color, evaluate)
    return color * value
