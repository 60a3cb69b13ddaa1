"""checker: minimax_value
mistake: terminal returns +1/-1 by who is to move (the side to move lost) ignoring utility values/draws
"""

def my_minimax(game, state):
    if game.is_terminal(state):
        return -1 if game.to_move(state) == game.players[0] else 1
    f = max if game.to_move(state) == game.players[0] else min
    return f(my_minimax(game, game.result(state, a)) for a in game.actions(state))
