"""checker: check_table_alphabeta
truth: buggy — every store writes a fresh entry (its bounds from this search alone) but keeps the greatest depth ever stored for the board (max of the entry's and the new one): a shallower search that stores after a deeper one writes its shallower value under the deeper depth, so it later answers a deeper search.
source: own (fixer s68b: an entry's depth that only grows; only a deeper search, a shallower one, then the deeper one again shows it)
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
        if entry["lo"] >= beta:
            return entry["lo"]
        if entry["hi"] <= alpha:
            return entry["hi"]
        if entry["lo"] == entry["hi"]:
            return entry["lo"]
        alpha, beta = max(alpha, entry["lo"]), min(beta, entry["hi"])
    start_alpha, start_beta = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    low, high = -math.inf, math.inf
    if best <= start_alpha:
        high = best
    elif best >= start_beta:
        low = best
    else:
        low = high = best
    deepest = max(entry["depth"], depth) if entry is not None else depth  # the deepest search kept
    table[key] = {"lo": low, "hi": high, "depth": deepest}
    return best
