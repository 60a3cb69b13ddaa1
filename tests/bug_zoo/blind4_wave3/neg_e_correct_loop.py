"""checker: negamax
mistake: correct (loop with explicit best)
"""

def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best = None
    for move in game.actions(state):
        score = -my_negamax(game, game.result(state, move))
        if best is None or score > best:
            best = score
    return best
