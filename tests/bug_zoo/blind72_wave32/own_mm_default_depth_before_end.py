"""checker: check_minimax
truth: buggy — the search has a depth of its own (a default of 3, counted down) and tests `depth == 0` before it looks for the end of the game, returning 0 there: every position 3 plies below the root is worth 0, a finished game too.
source: own, the same slip as w32_mm_02 with the counter counted down from a default instead of up to a module constant
"""


def minimax(game, state, depth=3):
    if depth == 0:
        return 0
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [minimax(game, game.result(state, a), depth - 1) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    moves = game.actions(state)
    values = [minimax(game, game.result(state, a), 2) for a in moves]
    best = max(values) if game.to_move(state) == game.players[0] else min(values)
    return best, moves[values.index(best)]
