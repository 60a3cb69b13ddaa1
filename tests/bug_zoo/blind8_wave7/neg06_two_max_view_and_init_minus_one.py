"""
checker: check_negamax
truth: buggy (two mistakes) — finished positions scored for MAX (game.players[0]) instead of the side to move, and the best starts at -1
source: BartMassey/ttt-bench's `v = -1` plus the class slip of the MAX-view leaf.
"""
def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -1
    for move in game.actions(state):
        v = max(v, -my_negamax(game, game.result(state, move)))
    return v
