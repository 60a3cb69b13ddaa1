"""checker: check_table_alphabeta
truth: buggy — two loops (one per side) keep `best` from each child's `score`, and the store after them writes (score, depth, flag): the last child searched, not the node's value it returns.
source: own (the i42b fix: another shape of w24_tt_05, a tuple entry and a loop per side)
"""
import math

EXACT, LOWER, UPPER = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        stored, stored_depth, flag = table[key]
        if stored_depth >= depth:
            if flag == EXACT:
                return stored
            if flag == LOWER and stored >= beta:
                return stored
            if flag == UPPER and stored <= alpha:
                return stored
    alpha0, beta0 = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for move in game.actions(state):
            score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if score > best:
                best = score
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = math.inf
        for move in game.actions(state):
            score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if score < best:
                best = score
            beta = min(beta, best)
            if alpha >= beta:
                break
    flag = UPPER if best <= alpha0 else LOWER if best >= beta0 else EXACT
    table[key] = (score, depth, flag)
    return best
