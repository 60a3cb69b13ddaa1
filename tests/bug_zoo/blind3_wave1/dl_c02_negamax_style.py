"""check_depth_limited_minimax — TRUTH: correct (negamax form, evaluation turned to the mover and back)."""
CHECK, KW = "check_depth_limited_minimax", {}
def student(game, state, depth, evaluate):
    MAX = game.players[0]
    def sign(s):
        return 1 if game.to_move(s) == MAX else -1
    def nega(s, d):
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))
        if d == 0:
            return sign(s) * evaluate(s)
        return max(-nega(game.result(s, a), d - 1) for a in game.actions(s))
    if game.is_terminal(state):
        return game.utility(state, MAX)
    return sign(state) * nega(state, depth)
