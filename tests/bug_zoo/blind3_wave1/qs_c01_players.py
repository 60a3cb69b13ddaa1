"""check_quiescence — TRUTH: correct (uses game.players and a helper for the forcing moves)."""
CHECK, KW = "check_quiescence", {}
def student(game, state, evaluate):
    X, O = game.players
    if game.is_terminal(state):
        return game.utility(state, X)
    me = game.to_move(state)
    you = O if me == X else X
    wins = game.completing_cells(state, me)
    if wins:
        return student(game, game.result(state, wins[0]), evaluate)
    blocks = game.completing_cells(state, you)
    if blocks:
        vals = [student(game, game.result(state, m), evaluate) for m in blocks]
        return max(vals) if me == X else min(vals)
    best = evaluate(state)
    for m in game.actions(state):
        child = game.result(state, m)
        if game.completing_cells(child, me):
            v = student(game, child, evaluate)
            best = max(best, v) if me == X else min(best, v)
    return best
