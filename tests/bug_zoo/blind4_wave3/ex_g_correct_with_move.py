"""checker: expectimax
mistake: correct (returns (value, move), loop style)
"""

def my_expectimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    if game.is_chance(state):
        total = 0.0
        for outcome, prob in game.outcomes(state):
            v, _ = my_expectimax(game, game.result(state, outcome))
            total += prob * v
        return total, None
    best = None
    for a in game.actions(state):
        v, _ = my_expectimax(game, game.result(state, a))
        if best is None or (v > best[0] if game.to_move(state) == MAX else v < best[0]):
            best = (v, a)
    return best
