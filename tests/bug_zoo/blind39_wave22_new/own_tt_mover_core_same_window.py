"""checker: check_table_alphabeta
truth: buggy — a negamax core for the side to move (its table keyed by position, bounds flagged right) under a wrapper that negates the value where O is to move but hands the core X's window (alpha, beta) unchanged, where O's is (-beta, -alpha).
source: own (the h40b fix: another shape of w22_tt_04, the core scoring for the side to move and a fail-hard cut)
"""


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    value = search(game, state, depth, evaluate, alpha, beta, table)
    return value if game.to_move(state) == game.players[0] else -value


def search(game, state, depth, evaluate, alpha, beta, table):
    me = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, me)
    if depth == 0:
        return evaluate(state) if me == game.players[0] else -evaluate(state)
    key = (game.key(state), depth)
    if key in table:
        kind, stored = table[key]
        if kind == "exact":
            return stored
        if kind == "lower" and stored >= beta:
            return stored
        if kind == "upper" and stored <= alpha:
            return stored
    start = alpha
    for move in game.actions(state):
        value = -search(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, table)
        if value >= beta:
            table[key] = ("lower", beta)
            return beta
        alpha = max(alpha, value)
    table[key] = ("upper" if alpha <= start else "exact", alpha)
    return alpha
