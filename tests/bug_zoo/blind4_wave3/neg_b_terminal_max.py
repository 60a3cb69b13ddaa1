"""checker: negamax
mistake: scores finished games for MAX (players[0]) instead of the side to move
"""

def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = -float("inf")
    for m in game.actions(state):
        best = max(best, -my_negamax(game, game.result(state, m)))
    return best
