"""checker: minimax_value
mistake: correct (value only, checked without with_move)
"""

def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    f = max if game.to_move(state) == game.players[0] else min
    return f(my_minimax(game, game.result(state, a)) for a in game.actions(state))
