"""Checker: check_minimax(with_move=True)
Mistake: API misuse: scores finished games with game.winner(state) (tic-tac-toe only; not part of the Game protocol) mapped to +1/-1/0, so textbook trees crash or get +-1 instead of their leaf values.
"""
CHECK = {"checker": "check_minimax", "kwargs": {"with_move": True}, "function": "my_minimax"}


def my_minimax(game, state):
    if game.is_terminal(state):
        w = game.winner(state)
        return (1 if w == game.players[0] else -1 if w is not None else 0), None
    best = None
    for move in game.actions(state):
        v, _ = my_minimax(game, game.result(state, move))
        if best is None or (v > best[0] if game.to_move(state) == game.players[0] else v < best[0]):
            best = (v, move)
    return best
