"""check_minimax(with_move) — TRUTH: buggy: returns (move, value) instead of (value, move) everywhere (leaves return (None, utility)); values computed right internally. (Added after the first run, written before running it.)"""
CHECK, KW = "check_minimax", {"with_move": True}
import math
def student(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return None, game.utility(state, MAX)
    maximizing = game.to_move(state) == MAX
    best, move = (-math.inf if maximizing else math.inf), None
    for a in game.actions(state):
        _, v = student(game, game.result(state, a))
        if (v > best) if maximizing else (v < best):
            best, move = v, a
    return move, best
