"""checker: minimax
mistake: scores terminals for the side to move (game.utility(state, game.to_move(state))) instead of MAX
"""

def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state)), None
    best = None
    for move in game.actions(state):
        v, _ = my_minimax(game, game.result(state, move))
        if best is None:
            best = (v, move)
        elif game.to_move(state) == game.players[0] and v > best[0]:
            best = (v, move)
        elif game.to_move(state) != game.players[0] and v < best[0]:
            best = (v, move)
    return best
