"""checker: check_table_alphabeta
truth: correct — each entry is a dict keeping the value, the depth and the window it was searched with; the read answers with an entry only when the entry's window contains the current one (alpha >= entry["alpha"] and beta <= entry["beta"]): the value is then exact, or a bound on its own side of the narrower window.
source: own (own_tt_window_dict_inside with the inclusion test the right way round)
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if alpha >= entry["alpha"] and beta <= entry["beta"]:
            return entry["value"]
    window = (alpha, beta)
    if game.to_move(state) == "X":
        best = -math.inf
        for move in game.actions(state):
            best = max(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = math.inf
        for move in game.actions(state):
            best = min(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, best)
            if alpha >= beta:
                break
    table[key] = {"value": best, "depth": depth, "alpha": window[0], "beta": window[1]}
    return best
