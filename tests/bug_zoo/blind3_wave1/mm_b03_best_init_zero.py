"""check_minimax(with_move) — TRUTH: buggy: best value initialised to 0 (not -inf/+inf) for both MAX and MIN, so all-negative MAX nodes / all-positive MIN nodes return 0 (and move None)."""
CHECK, KW = "check_minimax", {"with_move": True}
def student(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    best, best_move = 0, None
    for a in game.actions(state):
        v, _ = student(game, game.result(state, a))
        if game.to_move(state) == MAX:
            if v > best:
                best, best_move = v, a
        else:
            if v < best:
                best, best_move = v, a
    return best, best_move
