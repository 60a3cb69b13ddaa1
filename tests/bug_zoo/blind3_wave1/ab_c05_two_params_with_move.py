"""check_alphabeta — TRUTH: correct (two-parameter entry returning (value, move), inner helper with the window)."""
CHECK, KW = "check_alphabeta", {}
import math
def student(game, state):
    MAX = game.players[0]
    def ab(s, alpha, beta):
        if game.is_terminal(s):
            return game.utility(s, MAX), None
        maximizing = game.to_move(s) == MAX
        v, move = (-math.inf if maximizing else math.inf), None
        for m in game.actions(s):
            child, _ = ab(game.result(s, m), alpha, beta)
            if maximizing:
                if child > v:
                    v, move = child, m
                if v >= beta:
                    return v, move
                alpha = max(alpha, v)
            else:
                if child < v:
                    v, move = child, m
                if v <= alpha:
                    return v, move
                beta = min(beta, v)
        return v, move
    return ab(state, -math.inf, math.inf)
