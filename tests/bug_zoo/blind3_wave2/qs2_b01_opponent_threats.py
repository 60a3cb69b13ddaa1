"""check_quiescence — TRUTH: buggy: in a quiet position follows the moves that would make a threat for the OPPONENT (completing_cells(child, you)) instead of its own threats."""
CHECK, KW = "check_quiescence", {}
def student(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), you)]
    options += [student(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == "X" else min(options)
