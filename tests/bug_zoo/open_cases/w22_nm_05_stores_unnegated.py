"""checker: check_negamax
truth: buggy — the loop compares the negated child value (-score > best) but stores the child's own value (best = score), so an inner node returns its smallest child value, never negated (finished games are scored correctly).
source: own
"""

import math


def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best = -math.inf
    for move in game.actions(state):
        score = my_negamax(game, game.result(state, move))
        if -score > best:
            best = score
    return best
