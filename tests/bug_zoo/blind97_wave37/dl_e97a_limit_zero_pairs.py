"""checker: check_depth_limited_minimax
truth: buggy — returns (None, 0) once the depth left reaches 0, before it tests for a finished game: every position at the limit, finished or not, is worth 0, and evaluate is never called.
source: e97a's own shape of wave 37's dl_02 (the depth counted down, the constant inside a (move, value) pair)
"""


def search(game, state, depth_left, evaluate):
    if depth_left <= 0:
        return None, 0
    if game.is_terminal(state):
        return None, game.utility(state, game.players[0])
    pairs = [(a, search(game, game.result(state, a), depth_left - 1, evaluate)[1]) for a in game.actions(state)]
    pick = max if game.to_move(state) == game.players[0] else min
    return pick(pairs, key=lambda pair: pair[1])


def my_depth_limited(game, state, depth, evaluate):
    return search(game, state, depth, evaluate)[1]
