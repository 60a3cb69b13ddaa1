"""checker: check_negamax
truth: correct — memoised negamax (per-call dict on game.key) that tries moves in reverse order.
source: own
"""


def _negamax(game, state, table):
    k = game.key(state)
    if k in table:
        return table[k]
    if game.is_terminal(state):
        v = game.utility(state, game.to_move(state))
    else:
        v = max(-_negamax(game, game.result(state, m), table) for m in reversed(game.actions(state)))
    table[k] = v
    return v


def my_negamax(game, state):
    return _negamax(game, state, {})
