"""
checker: check_negamax
truth: buggy — the best value starts at -1 (assumes utilities in [-1, 1]): where every move is worse than -1 for the mover (trees with larger leaf values) it returns -1
source: BartMassey/ttt-bench python/negamax.py (`v = -1` then `if v0 > v: v = v0`), pseudocode "v <- -1".
"""
def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    v = -1
    for move in game.actions(state):
        v0 = -my_negamax(game, game.result(state, move))
        if v0 > v:
            v = v0
    return v
