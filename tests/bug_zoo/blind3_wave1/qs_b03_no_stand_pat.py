"""check_quiescence — TRUTH: buggy: when quiet, searches the threat-making moves but never includes evaluate(state) as a stand-pat option (only if there are no threat moves)."""
CHECK, KW = "check_quiescence", {}
def student(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if not moves:
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
        if not moves:
            return evaluate(state)
    vals = [student(game, game.result(state, m), evaluate) for m in moves]
    return max(vals) if me == "X" else min(vals)
