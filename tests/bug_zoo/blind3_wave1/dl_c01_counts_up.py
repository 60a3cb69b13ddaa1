"""check_depth_limited_minimax — TRUTH: correct (helper counts plies up from 0 to the limit)."""
CHECK, KW = "check_depth_limited_minimax", {}
def student(game, state, depth, evaluate):
    MAX = game.players[0]
    def go(s, ply):
        if game.is_terminal(s):
            return game.utility(s, MAX)
        if ply == depth:
            return evaluate(s)
        vals = [go(game.result(s, a), ply + 1) for a in game.actions(s)]
        return max(vals) if game.to_move(s) == MAX else min(vals)
    return go(state, 0)
