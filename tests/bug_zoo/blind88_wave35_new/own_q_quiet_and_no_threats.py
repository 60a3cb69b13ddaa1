"""checker: check_quiescence
truth: buggy — the stand-pat test `len(blocks) == 0 & len(threats) == 0` is read by Python as the chained comparison `len(blocks) == (0 & len(threats)) == 0`, that is `len(blocks) == 0`: with no threat to block it stands pat at once and never tries the moves that make a threat (z87b's own shape of wave 35's id_02 precedence slip, in quiescence).
"""


def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    other = "X" if me == "O" else "O"
    wins = game.completing_cells(state, me)
    if wins:
        return my_quiescence(game, game.result(state, wins[0]), evaluate)
    blocks = game.completing_cells(state, other)
    threats = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    if len(blocks) == 0 & len(threats) == 0:
        return evaluate(state)
    if blocks:
        values = [my_quiescence(game, game.result(state, b), evaluate) for b in blocks]
    else:
        values = [evaluate(state)] + [my_quiescence(game, game.result(state, m), evaluate) for m in threats]
    return max(values) if me == "X" else min(values)
