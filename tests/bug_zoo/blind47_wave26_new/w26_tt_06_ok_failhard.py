"""checker: check_table_alphabeta
truth: correct — fail-hard alpha-beta (returns alpha or beta on a fail) with CPW-style table flags: an entry answers with alpha/beta when its bound is past the window.
source: chessprogramming.org Transposition Table / fail-hard alpha-beta pseudo-code, ported to min/max
"""
EXACT, ALPHA, BETA = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return min(max(game.utility(state, "X"), alpha), beta)
    if depth == 0:
        return min(max(evaluate(state), alpha), beta)
    key = game.key(state)
    if key in table:
        d, flag, val = table[key]
        if d >= depth:
            if flag == EXACT:
                return min(max(val, alpha), beta)
            if flag == BETA and val >= beta:
                return beta
            if flag == ALPHA and val <= alpha:
                return alpha
    if game.to_move(state) == "X":
        flag = ALPHA
        for move in game.actions(state):
            score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if score >= beta:
                table[key] = (depth, BETA, beta)
                return beta
            if score > alpha:
                flag = EXACT
                alpha = score
        table[key] = (depth, flag, alpha)
        return alpha
    flag = BETA
    for move in game.actions(state):
        score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if score <= alpha:
            table[key] = (depth, ALPHA, alpha)
            return alpha
        if score < beta:
            flag = EXACT
            beta = score
    table[key] = (depth, flag, beta)
    return beta
