"""checker: check_table_alphabeta
truth: correct — fail-hard alpha-beta whose table key is the pair (game.key(state), depth): an entry answers only a search of exactly the same depth; bounds stored and read on the right side with non-strict comparisons.
source: own
"""


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    slot = (game.key(state), depth)
    known = table.get(slot)
    if known is not None:
        kind, v = known
        if kind == "exact":
            return v
        if kind == "at least" and v >= beta:
            return beta
        if kind == "at most" and v <= alpha:
            return alpha
    lo, hi = alpha, beta
    if game.to_move(state) == "X":
        for move in game.actions(state):
            v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if v >= beta:
                table[slot] = ("at least", beta)
                return beta
            alpha = max(alpha, v)
        table[slot] = ("at most", alpha) if alpha <= lo else ("exact", alpha)
        return alpha
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if v <= alpha:
            table[slot] = ("at most", alpha)
            return alpha
        beta = min(beta, v)
    table[slot] = ("at least", beta) if beta >= hi else ("exact", beta)
    return beta
