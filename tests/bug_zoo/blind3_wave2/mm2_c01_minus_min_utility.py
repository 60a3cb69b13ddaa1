"""check_minimax — TRUTH: correct (leaves scored as -utility(state, players[1]), the same number in a zero-sum game)."""
CHECK, KW = "check_minimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return -game.utility(state, game.players[1])
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
