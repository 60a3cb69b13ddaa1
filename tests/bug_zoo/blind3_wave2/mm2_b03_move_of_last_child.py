"""check_minimax — TRUTH: buggy: the move variable is assigned on every iteration (outside the if), so it returns the last move tried; values right."""
CHECK, KW = "check_minimax", {"with_move": True}
import math
def student(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    maximizing = game.to_move(state) == MAX
    best, move = (-math.inf if maximizing else math.inf), None
    for a in game.actions(state):
        v, _ = student(game, game.result(state, a))
        if (v > best) if maximizing else (v < best):
            best = v
        move = a
    return best, move
