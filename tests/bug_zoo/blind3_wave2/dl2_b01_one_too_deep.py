"""check_depth_limited_minimax — TRUTH: buggy: helper counts plies from 0 and evaluates only when ply > depth, so it searches one ply deeper than asked."""
CHECK, KW = "check_depth_limited_minimax", {}
import math
def student(game, state, depth, evaluate):
    MAX = game.players[0]
    def go(s, ply):
        if game.is_terminal(s):
            return game.utility(s, MAX)
        if ply > depth:
            return evaluate(s)
        vals = [go(game.result(s, a), ply + 1) for a in game.actions(s)]
        return max(vals) if game.to_move(s) == MAX else min(vals)
    return go(state, 0)
