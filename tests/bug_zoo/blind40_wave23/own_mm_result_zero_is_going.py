"""checker: check_minimax
truth: buggy — a helper returns the utility of a finished game and 0 otherwise, and the search stops only where that is nonzero (`if score == 0:` searches on), so a drawn full board is searched as unfinished and, with no moves, is worth -inf to MAX and +inf to MIN (i40c's own shape of blind40's ab_01).
"""
import math


def end_score(game, state):
    return game.utility(state, game.players[0]) if game.is_terminal(state) else 0


def value(game, state):
    score = end_score(game, state)
    if score != 0:
        return score
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for a in game.actions(state):
            best = max(best, value(game, game.result(state, a)))
        return best
    best = math.inf
    for a in game.actions(state):
        best = min(best, value(game, game.result(state, a)))
    return best


def my_minimax(game, state):
    return value(game, state), None
