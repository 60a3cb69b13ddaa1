"""checker: check_table_alphabeta
truth: correct — fail-hard alpha-beta (values clamped into [alpha, beta]) with a table of (value, bound, depth) entries.
source: own (CPW "alphaBeta with hash" fail-hard style, max/min form)
"""


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return max(alpha, min(beta, game.utility(state, "X")))
    if depth == 0:
        return max(alpha, min(beta, evaluate(state)))
    key = game.key(state)
    if key in table:
        value, bound, d = table[key]
        if d >= depth:
            if bound == "exact":
                return max(alpha, min(beta, value))
            if bound == "lower" and value >= beta:
                return beta
            if bound == "upper" and value <= alpha:
                return alpha
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        for move in game.actions(state):
            v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if v > alpha:
                alpha = v
            if alpha >= beta:
                table[key] = (beta, "lower", depth)
                return beta
        table[key] = (alpha, "upper" if alpha <= a0 else "exact", depth)
        return alpha
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if v < beta:
            beta = v
        if alpha >= beta:
            table[key] = (alpha, "upper", depth)
            return alpha
    table[key] = (beta, "lower" if beta >= b0 else "exact", depth)
    return beta
