"""check_alphabeta — TRUTH: buggy: on a cutoff it `continue`s instead of `break`ing, so it keeps visiting the remaining children (value right, no pruning saved)."""
CHECK, KW = "check_alphabeta", {}
import math
def student(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    v = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        if alpha >= beta:
            continue
        child = student(game, game.result(state, a), alpha, beta)
        if maximizing:
            v = max(v, child)
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            beta = min(beta, v)
    return v
