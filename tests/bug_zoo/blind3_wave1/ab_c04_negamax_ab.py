"""check_alphabeta — TRUTH: correct (negamax alpha-beta, fail-soft, converted to MAX's view; same leaves as aima)."""
CHECK, KW = "check_alphabeta", {}
import math
def student(game, state, alpha=-math.inf, beta=math.inf):
    MAX = game.players[0]
    def nega(s, a, b):
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))
        best = -math.inf
        for m in game.actions(s):
            best = max(best, -nega(game.result(s, m), -b, -a))
            if best >= b:
                return best
            a = max(a, best)
        return best
    if game.is_terminal(state):
        return game.utility(state, MAX)
    if game.to_move(state) == MAX:
        return nega(state, alpha, beta)
    return -nega(state, -beta, -alpha)
