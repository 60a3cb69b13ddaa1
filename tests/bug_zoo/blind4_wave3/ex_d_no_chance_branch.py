"""checker: expectimax
mistake: never checks is_chance: chance nodes are treated as MAX/MIN nodes by to_move, over game.actions
"""

def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
