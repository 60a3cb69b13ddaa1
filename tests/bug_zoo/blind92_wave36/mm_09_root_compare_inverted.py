"""checker: check_minimax
truth: buggy — the root loop that picks the move compares the wrong way round (if best_move[1] > utility with best starting at -inf; mirrored at MIN roots), so it never records a move and returns None as the move; the value (from the separate max/min search) is right.
source: ported from an AlphaBeta class found by code search (get_best_move: best_move = (None, float('-inf')); ... if best_move[1] > utility: best_move = (move, utility)), without the pruning
"""


def max_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    return max(min_value(game, game.result(state, m)) for m in game.actions(state))


def min_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    return min(max_value(game, game.result(state, m)) for m in game.actions(state))


def get_best_move(game, state):
    if game.to_move(state) == game.players[0]:
        best_move = (None, float("-inf"))
        for move in game.actions(state):
            utility = min_value(game, game.result(state, move))
            if best_move[1] > utility:
                best_move = (move, utility)
    else:
        best_move = (None, float("inf"))
        for move in game.actions(state):
            utility = max_value(game, game.result(state, move))
            if best_move[1] < utility:
                best_move = (move, utility)
    return best_move[0]


def my_minimax(game, state):
    if game.to_move(state) == game.players[0]:
        value = max_value(game, state)
    else:
        value = min_value(game, state)
    if game.is_terminal(state):
        return value, None
    return value, get_best_move(game, state)
