"""check_alphabeta — TRUTH: correct (fail-soft, updates the bound first then breaks when alpha >= beta; same leaves as aima)."""
CHECK, KW = "check_alphabeta", {}
import math
def student(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        v = student(game, game.result(state, a), alpha, beta)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best
