"""check_minimax — TRUTH: buggy: scores every finished game as a win for the player who just moved (+1 if MAX moved last, else -1), so draws are scored as wins and tree leaf values ignored."""
CHECK, KW = "check_minimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return 1 if game.to_move(state) != game.players[0] else -1
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
