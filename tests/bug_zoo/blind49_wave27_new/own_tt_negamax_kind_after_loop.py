"""checker: check_table_alphabeta
truth: buggy — a negamax whose entry kind is decided after the loop against alpha as the loop raised it (`if best <= alpha: "upperbound"`), not the alpha it was called with, so every entry, exact or a cutoff's lower bound, is stored as an upper bound in the mover's view.
source: written for l48b (wave 27's tt_01, another shape): dict entries, the window raised by an if, the sign turned by a side factor
"""


def _negamax(game, state, depth, evaluate, alpha, beta, sign, table):
    if game.is_terminal(state):
        return sign * game.utility(state, "X")
    if depth == 0:
        return sign * evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if entry["kind"] == "exact":
            return entry["value"]
        if entry["kind"] == "lowerbound" and entry["value"] >= beta:
            return entry["value"]
        if entry["kind"] == "upperbound" and entry["value"] <= alpha:
            return entry["value"]
    best = float("-inf")
    for move in game.actions(state):
        score = -_negamax(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, -sign, table)
        if score > best:
            best = score
        if best > alpha:
            alpha = best
        if alpha >= beta:
            break
    if best <= alpha:
        kind = "upperbound"
    elif best >= beta:
        kind = "lowerbound"
    else:
        kind = "exact"
    table[key] = {"value": best, "depth": depth, "kind": kind}
    return best


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.to_move(state) == "X":
        return _negamax(game, state, depth, evaluate, alpha, beta, 1, table)
    return -_negamax(game, state, depth, evaluate, -beta, -alpha, -1, table)
