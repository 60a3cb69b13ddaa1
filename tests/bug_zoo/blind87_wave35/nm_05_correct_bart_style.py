"""checker: check_negamax
truth: correct — BartMassey-style negamax loop (v0 = -negamax(child); if v0 > v), with the start value -inf instead of -1 so it works beyond ±1.
source: ported from BartMassey/ttt-bench python/negamax.py, with v initialised to -inf
"""


def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    v = float("-inf")
    for m in game.actions(state):
        v0 = -my_negamax(game, game.result(state, m))
        if v0 > v:
            v = v0
    return v
