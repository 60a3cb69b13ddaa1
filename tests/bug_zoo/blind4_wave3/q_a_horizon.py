"""checker: quiescence
mistake: stops at the horizon: returns evaluate(state) for every unfinished position
"""

def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    return evaluate(state)
