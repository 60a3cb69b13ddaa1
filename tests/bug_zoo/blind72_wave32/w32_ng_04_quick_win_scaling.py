"""checker: check_negamax
truth: buggy — finished positions are scored `(10 - depth) * utility` to prefer quick wins, so the returned number is not the minimax value (a win two plies away comes out as 8, a textbook leaf 3 at depth 2 as 24).
source: the "(10 - depth)" terminal scoring of a public tic-tac-toe minimax ("Minimax AI for tic-tac-toe", examples/tic_tac_toe, found by code search), ported into negamax
"""


def score(game, state, depth):
    return (10 - depth) * game.utility(state, game.to_move(state))


def search(game, state, depth):
    if game.is_terminal(state):
        return score(game, state, depth)
    best = -100
    for move in game.actions(state):
        best = max(best, -search(game, game.result(state, move), depth + 1))
    return best


def my_negamax(game, state):
    return search(game, state, 0)
