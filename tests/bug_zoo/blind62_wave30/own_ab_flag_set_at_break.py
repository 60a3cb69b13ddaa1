"""checker: check_alphabeta
truth: buggy — a transposition table inside one search: the entry's flag starts at "EXACT" and becomes a bound only where the loop breaks at a cutoff, so a node whose every move failed low (MAX's best <= the alpha it was called with; MIN's >= beta) is stored as exact, and a later order of moves that reaches it with a wider window reads the bound as its value.
source: own (another shape of wave 30's ab_01: one function, the flag set at the break, the table passed down)
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf, table=None):
    if table is None:
        table = {}
    key = game.key(state)
    if key in table:
        flag, value = table[key]
        if flag == "EXACT":
            return value
        if flag == "LOWER" and value >= beta:
            return value
        if flag == "UPPER" and value <= alpha:
            return value
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    flag = "EXACT"
    for action in game.actions(state):
        v = my_alphabeta(game, game.result(state, action), alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            flag = "LOWER" if maximizing else "UPPER"
            break
    table[key] = (flag, best)
    return best
