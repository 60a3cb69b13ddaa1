"""checker: negamax
mistake: forgets to negate the children's values
"""

def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return max(my_negamax(game, game.result(state, m)) for m in game.actions(state))
