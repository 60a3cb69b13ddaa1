"""checker: negamax
mistake: scores finished games for the side that just moved (the opponent of to_move)
"""

def my_negamax(game, state):
    me = game.to_move(state)
    if game.is_terminal(state):
        other = [p for p in game.players if p != me][0]
        return game.utility(state, other)
    return max(-my_negamax(game, game.result(state, m)) for m in game.actions(state))
