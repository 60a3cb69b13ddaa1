"""Checker: check_minimax(with_move=True)
Mistake: early return as soon as a child is worth +1 / -1 (assumes utilities are only -1..1); wrong on trees with larger leaf values.
"""
CHECK = {"checker": "check_minimax", "kwargs": {"with_move": True}, "function": "my_minimax"}


def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    maximizing = game.to_move(state) == MAX
    best_value, best_move = None, None
    for move in game.actions(state):
        value, _ = my_minimax(game, game.result(state, move))
        if maximizing and value == 1:
            return 1, move  # can't do better than a win
        if not maximizing and value == -1:
            return -1, move
        if best_value is None or (value > best_value if maximizing else value < best_value):
            best_value, best_move = value, move
    return best_value, best_move
