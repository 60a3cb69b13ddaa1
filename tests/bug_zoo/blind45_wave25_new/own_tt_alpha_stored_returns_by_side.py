"""checker: check_table_alphabeta
truth: buggy — the shape of wave 25's t_06 in tuple entries and one conditional return: the entry's value and kind come from alpha alone for both sides (`table[key] = (depth, alpha, kind)`), while the search returns `alpha if maximizing else beta`, so at O's (MIN) nodes the entry holds the window's alpha (-inf at the root), an upper bound the node never returned.
source: own (j44b: one of the two values a two-sided fail-hard search returns stored at every node)
"""


def search(game, state, depth, evaluate, alpha, beta, maximizing, table):
    alpha_in = alpha
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        stored_depth, value, kind = table[key]
        if stored_depth >= depth:
            if kind == "exact":
                return value
            if kind == "lower":
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                return value
    for move in game.actions(state):
        value = search(game, game.result(state, move), depth - 1, evaluate, alpha, beta, not maximizing, table)
        if maximizing:
            alpha = max(alpha, value)
        else:
            beta = min(beta, value)
        if alpha >= beta:
            break
    kind = "upper" if alpha <= alpha_in else "lower" if alpha >= beta else "exact"
    table[key] = (depth, alpha, kind)
    return alpha if maximizing else beta


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    return search(game, state, depth, evaluate, alpha, beta, game.to_move(state) == "X", table)
