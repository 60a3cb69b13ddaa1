"""check_alphabeta — TRUTH: correct alpha-beta (values right, prunes soundly) that tries the moves right to left; it necessarily scores different leaves from a left-to-right reference."""
CHECK, KW = "check_alphabeta", {}
import math
def student(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    v = -math.inf if maximizing else math.inf
    for a in reversed(game.actions(state)):
        child = student(game, game.result(state, a), alpha, beta)
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
