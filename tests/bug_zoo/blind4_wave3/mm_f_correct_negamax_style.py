"""checker: minimax
mistake: correct (negamax-style inner helper with sign, converted to MAX view)
"""

def my_minimax(game, state):
    MAX = game.players[0]
    def nega(s):
        sign = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            return game.utility(s, MAX) * sign, None
        best, best_move = -float("inf"), None
        for m in game.actions(s):
            child = game.result(s, m)
            v, _ = nega(child)
            child_sign = 1 if game.to_move(child) == MAX else -1
            v = -v if child_sign != sign else v
            if v > best:
                best, best_move = v, m
        return best, best_move
    v, m = nega(state)
    sign = 1 if game.to_move(state) == MAX else -1
    return v * sign, m
