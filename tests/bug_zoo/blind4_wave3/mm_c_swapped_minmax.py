"""checker: minimax
mistake: max and min swapped (MAX minimises, MIN maximises)
"""

def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    scored = [(my_minimax(game, game.result(state, m))[0], m) for m in game.actions(state)]
    if game.to_move(state) == MAX:
        return min(scored, key=lambda vm: vm[0])
    return max(scored, key=lambda vm: vm[0])
