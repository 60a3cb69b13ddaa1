"""checker: check_table_alphabeta
truth: buggy — fail-hard negamax (alpha returned on a fail low, beta at a cutoff) whose stored kind is chosen with strict tests (`alpha < alpha_orig` for an upper bound, `alpha > beta` for a lower one), which the clamped alpha it returns never passes, so every bound is stored as exact.
source: own (f99b: another shape of wave 38's tt_01, negamax with the window's beta itself in the test and flags as a conditional expression)
"""

UPPER, LOWER, EXACT = "upper", "lower", "exact"


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.to_move(state) == game.players[0]:
        return negamax(game, state, depth, evaluate, alpha, beta, table, 1)
    return -negamax(game, state, depth, evaluate, -beta, -alpha, table, -1)


def negamax(game, state, depth, evaluate, alpha, beta, table, color):
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry[2] >= depth:
        score, flag, _ = entry
        if flag == EXACT or (flag == LOWER and score >= beta) or (flag == UPPER and score <= alpha):
            return score
    if game.is_terminal(state):
        return color * game.utility(state, game.players[0])
    if depth == 0:
        return color * evaluate(state)
    alpha_orig = alpha
    for move in game.actions(state):
        score = -negamax(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, table, -color)
        if score >= beta:
            alpha = beta
            break
        if score > alpha:
            alpha = score
    flag = UPPER if alpha < alpha_orig else LOWER if alpha > beta else EXACT
    table[key] = (alpha, flag, depth)
    return alpha
