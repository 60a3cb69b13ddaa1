"""checker: negamax
mistake: takes min of the negated children instead of max
"""

def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return min(-my_negamax(game, game.result(state, m)) for m in game.actions(state))
