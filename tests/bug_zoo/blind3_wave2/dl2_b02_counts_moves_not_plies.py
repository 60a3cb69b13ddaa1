"""check_depth_limited_minimax — TRUTH: buggy: lowers the depth only after MIN's move (counts full moves, not plies): MAX nodes pass depth, MIN nodes depth - 1."""
CHECK, KW = "check_depth_limited_minimax", {}
import math
def student(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    maximizing = game.to_move(state) == game.players[0]
    nxt = depth if maximizing else depth - 1
    vals = [student(game, game.result(state, a), nxt, evaluate) for a in game.actions(state)]
    return max(vals) if maximizing else min(vals)
