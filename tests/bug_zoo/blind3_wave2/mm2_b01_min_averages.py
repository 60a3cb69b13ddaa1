"""check_minimax — TRUTH: buggy: MIN nodes return the average of their children (opponent modelled as random), MAX nodes the max."""
CHECK, KW = "check_minimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(vals)
    return sum(vals) / len(vals)
