"""Checker: check_minimax(with_move=False)
Mistake: correct (tests the end by "no moves left"; harmless here since game.actions is empty on finished games in this library).
"""
CHECK = {"checker": "check_minimax", "kwargs": {}, "function": "my_minimax"}


def my_minimax(game, state):
    moves = game.actions(state)
    if not moves:
        return game.utility(state, game.players[0])
    values = [my_minimax(game, game.result(state, m)) for m in moves]
    if game.to_move(state) == game.players[0]:
        return max(values)
    return min(values)
