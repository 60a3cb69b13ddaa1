"""check_expectimax — TRUTH: buggy: copy-paste: the MIN branch (to_move == players[1]) takes the max too; chance nodes right."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        return max(student(game, game.result(state, a)) for a in game.actions(state))
    if game.to_move(state) == game.players[1]:
        return max(student(game, game.result(state, a)) for a in game.actions(state))
    return sum(p * student(game, game.result(state, a)) for a, p in game.outcomes(state))
