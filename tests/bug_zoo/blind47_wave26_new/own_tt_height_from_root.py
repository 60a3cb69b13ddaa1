"""checker: check_table_alphabeta
truth: buggy — each entry records `height`, the plies from the root to its position (0 at the top call, height + 1 below), and answers where entry.height >= height: an entry searched less deep answers a deeper search.
source: own (k46b: the ply from the root stored as an entry's draft, in an entry object with attributes)
"""
import math
from dataclasses import dataclass


@dataclass
class Entry:
    value: float
    kind: str
    height: int


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table, height=0):
    start_alpha, start_beta = alpha, beta
    found = table.get(game.key(state))
    if found is not None and found.height >= height:
        if found.kind == "exact":
            return found.value
        if found.kind == "lower":
            alpha = max(alpha, found.value)
        else:
            beta = min(beta, found.value)
        if alpha >= beta:
            return found.value
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for move in game.actions(state):
            best = max(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta,
                                                     table, height + 1))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = math.inf
        for move in game.actions(state):
            best = min(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta,
                                                     table, height + 1))
            beta = min(beta, best)
            if alpha >= beta:
                break
    kind = "upper" if best <= start_alpha else "lower" if best >= start_beta else "exact"
    table[game.key(state)] = Entry(best, kind, height)
    return best
