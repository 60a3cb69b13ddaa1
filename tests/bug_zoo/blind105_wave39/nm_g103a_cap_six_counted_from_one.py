"""checker: check_negamax
truth: buggy — a depth cap of its own copied from a depth-limited example: the root is called with ply 1 and `if ply == MAX_PLY: return 0` (MAX_PLY = 6) is tested before the end of the game, so every position 5 plies below the root is a draw, and a win found on the fifth ply is missed (own shape of wave 39's mm_02, in negamax).
source: own
"""
MAX_PLY = 6


def _negamax(game, state, ply):
    if ply == MAX_PLY:
        return 0
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best = float("-inf")
    for move in game.actions(state):
        best = max(best, -_negamax(game, game.result(state, move), ply + 1))
    return best


def my_negamax(game, state):
    return _negamax(game, state, 1)
