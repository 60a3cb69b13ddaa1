"""check_expectimax — TRUTH: buggy: decides MAX by to_move == 'X' (tic-tac-toe names), so in trees (MAX/MIN) every decision node takes the min."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * student(game, game.result(state, a)) for a, p in game.outcomes(state))
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == "X" else min(vals)
