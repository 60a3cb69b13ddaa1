"""checker: check_table_alphabeta
truth: buggy — flags as numbers, stored at the cutoff in MAX and MIN halves; MIN's half is right (a cutoff at value <= alpha stored as F_UPPER), MAX's is mirrored: its cutoff at value >= beta is stored as F_UPPER, and a MAX node that never raised alpha as F_LOWER.
source: own (the i42b fix: another shape of w24_tt_03, the other half mirrored, tuple entries, fail-soft values)
"""
F_EXACT, F_LOWER, F_UPPER = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    key = game.key(state)
    if key in table:
        v, d, f = table[key]
        if d >= depth:
            if f == F_EXACT:
                return v
            if f == F_LOWER and v >= beta:
                return v
            if f == F_UPPER and v <= alpha:
                return v
    if depth == 0:
        v = evaluate(state)
        table[key] = (v, depth, F_EXACT)
        return v
    if game.to_move(state) == "X":
        flag, best = F_LOWER, -2
        for move in game.actions(state):
            v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            best = max(best, v)
            if v >= beta:
                table[key] = (v, depth, F_UPPER)
                return v
            if v > alpha:
                flag, alpha = F_EXACT, v
        table[key] = (best, depth, flag)
        return best
    flag, best = F_LOWER, 2
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        best = min(best, v)
        if v <= alpha:
            table[key] = (v, depth, F_UPPER)
            return v
        if v < beta:
            flag, beta = F_EXACT, v
    table[key] = (best, depth, flag)
    return best
