"""checker: quiescence
mistake: no stand-pat: in a quiet position only threat-making moves are searched, evaluate used only when there are none
"""

def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if not moves:
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
        if not moves:
            return evaluate(state)
    vals = [my_quiescence(game, game.result(state, m), evaluate) for m in moves]
    return max(vals) if me == "X" else min(vals)
