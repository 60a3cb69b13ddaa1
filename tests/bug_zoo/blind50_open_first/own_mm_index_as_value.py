"""checker: check_minimax
truth: buggy — a helper that picks the best child by index (range(len(moves)), from 0) returns the index where the
value belongs; the root's own loop compares those indices as values (only finished children are valued right).
source: written for the fix (m50a, issue 27), another shape of w27_mm_06
"""


def best_index(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    moves = game.actions(state)
    values = [best_index(game, game.result(state, m)) for m in moves]
    pick = max if game.to_move(state) == game.players[0] else min
    best = 0
    for i in range(len(moves)):
        if pick(values[i], values[best]) != values[best]:
            best = i
    return best


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    scored = [(best_index(game, game.result(state, m)), m) for m in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(scored, key=lambda pair: pair[0])
    return min(scored, key=lambda pair: pair[0])
