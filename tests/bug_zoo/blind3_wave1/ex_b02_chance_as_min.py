"""check_expectimax — TRUTH: buggy: chance nodes fall through to the else branch and take the min (chance treated as the opponent)."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(vals)
    return min(vals)
