"""checker: check_minimax
truth: buggy — the player to move at the root is `me`, and below the root a finished game scores 1 when `me` won, -1 when `me` lost, 0 for a draw (the utility's sign from me's side), the root's moves maximised: where O is to move it returns O's value, and trees' leaves count as ±1.
source: own shape of blind46's mm_03 (the sign read from game.utility(leaf, me) instead of a winner's mark; one helper with an is_max flag)
"""


def _value(game, state, me, is_max):
    if game.is_terminal(state):
        u = game.utility(state, me)
        return (u > 0) - (u < 0)
    values = [_value(game, game.result(state, move), me, not is_max) for move in game.actions(state)]
    return max(values) if is_max else min(values)


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    me = game.to_move(state)
    best, best_move = None, None
    for move in game.actions(state):
        value = _value(game, game.result(state, move), me, False)
        if best is None or value > best:
            best, best_move = value, move
    return best, best_move
