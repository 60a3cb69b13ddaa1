"""check_alphabeta — TRUTH: correct (MAX's v starts at alpha and MIN's at beta: fail-hard on the weak side, same leaves and root value)."""
CHECK, KW = "check_alphabeta", {}
import math
def student(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = alpha
        for a in game.actions(state):
            v = max(v, student(game, game.result(state, a), v, beta))
            if v >= beta:
                return v
        return v
    v = beta
    for a in game.actions(state):
        v = min(v, student(game, game.result(state, a), alpha, v))
        if v <= alpha:
            return v
    return v
