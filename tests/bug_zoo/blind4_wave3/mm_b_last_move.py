"""checker: minimax
mistake: value right but returns the last move tried instead of the best one
"""

def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    values = []
    for move in game.actions(state):
        values.append(my_minimax(game, game.result(state, move))[0])
    value = max(values) if game.to_move(state) == MAX else min(values)
    return value, move
