"""check_depth_limited_minimax — TRUTH: correct (depth-limited fail-soft alpha-beta: same values as depth-limited minimax)."""
CHECK, KW = "check_depth_limited_minimax", {}
import math
def student(game, state, depth, evaluate, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    maximizing = game.to_move(state) == game.players[0]
    v = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        child = student(game, game.result(state, a), depth - 1, evaluate, alpha, beta)
        if maximizing:
            v = max(v, child)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v
