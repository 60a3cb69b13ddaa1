"""checker: minimax
mistake: decides who moves by depth parity (MAX at even depth) instead of game.to_move
"""

def my_minimax(game, state, depth=0):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    best_v, best_m = None, None
    maximizing = depth % 2 == 0
    for m in game.actions(state):
        v, _ = my_minimax(game, game.result(state, m), depth + 1)
        if best_v is None or (maximizing and v > best_v) or (not maximizing and v < best_v):
            best_v, best_m = v, m
    return best_v, best_m
