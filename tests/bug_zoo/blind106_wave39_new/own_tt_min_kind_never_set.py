"""checker: check_table_alphabeta
truth: buggy — entries are (depth, value, kind) tuples; MAX's half sets its kind as it goes, but MIN's half starts
from kind = UPPERBOUND and never changes it, so a MIN node where no move got below beta (a lower bound beta) is
stored as an upper bound.
"""
EXACT, UPPERBOUND, LOWERBOUND = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        stored_depth, value, kind = table[key]
        if stored_depth >= depth:
            if kind == EXACT:
                return value
            if kind == UPPERBOUND and value <= alpha:
                return alpha
            if kind == LOWERBOUND and value >= beta:
                return beta
    kind = UPPERBOUND
    if game.to_move(state) == "X":
        for move in game.actions(state):
            value = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if value >= beta:
                table[key] = (depth, beta, LOWERBOUND)
                return beta
            if value > alpha:
                alpha, kind = value, EXACT
        table[key] = (depth, alpha, kind)
        return alpha
    for move in game.actions(state):
        value = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if value <= alpha:
            table[key] = (depth, alpha, UPPERBOUND)
            return alpha
        beta = min(beta, value)
    table[key] = (depth, beta, kind)
    return beta
