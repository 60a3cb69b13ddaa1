"""check_minimax — TRUTH: buggy: off-by-one: the MIN branch loops over range(1, len(moves)), skipping the first move (MAX loops over all)."""
CHECK, KW = "check_minimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    moves = game.actions(state)
    if game.to_move(state) == game.players[0]:
        return max(student(game, game.result(state, m)) for m in moves)
    best = math.inf
    for i in range(1, len(moves)):
        best = min(best, student(game, game.result(state, moves[i])))
    return best
