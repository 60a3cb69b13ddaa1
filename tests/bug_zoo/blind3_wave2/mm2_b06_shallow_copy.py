"""check_minimax — TRUTH: buggy: makes the child with a shallow copy list(state) on list boards, so writing child[r][c] writes into the given board's rows (trees use game.result)."""
CHECK, KW = "check_minimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    vals = []
    for a in game.actions(state):
        if isinstance(state, list):
            child = list(state)
            child[a[0]][a[1]] = game.to_move(state)
        else:
            child = game.result(state, a)
        vals.append(student(game, child))
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
