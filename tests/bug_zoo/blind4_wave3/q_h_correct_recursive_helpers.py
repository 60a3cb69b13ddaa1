"""checker: quiescence
mistake: correct (helper for forcing moves, explicit stand-pat variable)
"""

def forcing_moves(game, state, me, you):
    wins = game.completing_cells(state, me)
    if wins:
        return wins[:1], False
    blocks = game.completing_cells(state, you)
    if blocks:
        return blocks, False
    threats = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    return threats, True
def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves, quiet = forcing_moves(game, state, me, you)
    scores = [my_quiescence(game, game.result(state, m), evaluate) for m in moves]
    if quiet:
        scores.append(evaluate(state))
    return max(scores) if me == "X" else min(scores)
