"""check_alphabeta — TRUTH: buggy: writes `continue` where `break`/return belongs after the cutoff test (placed after the child's search), so it keeps searching the remaining children; values right, no leaves saved. (Added after the first run, written before running it.)"""
CHECK, KW = "check_alphabeta", {}
import math
def student(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    v = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        child = student(game, game.result(state, a), alpha, beta)
        if maximizing:
            v = max(v, child)
            if v >= beta:
                continue
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                continue
            beta = min(beta, v)
    return v
