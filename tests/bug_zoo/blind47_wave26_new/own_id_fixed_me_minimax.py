"""checker: check_iterative_deepening
truth: buggy — a depth-limited minimax that fixes me = game.to_move(state) at the root and scores every position for me (utility and evaluation), so where O is to move at the root every value is O's, not X's.
source: own (k46b: the aima alphabeta_search's root player, in a minimax of one function)
"""


def search(game, state, depth, evaluate):
    me = game.to_move(state)

    def value(s, d):
        if game.is_terminal(s):
            return game.utility(s, me)
        if d == 0:
            return evaluate(s) if me == game.players[0] else -evaluate(s)
        values = [value(game.result(s, m), d - 1) for m in game.actions(s)]
        return max(values) if game.to_move(s) == me else min(values)

    best = max(game.actions(state), key=lambda m: value(game.result(state, m), depth - 1))
    return value(state, depth), best


def my_iterative_deepening(game, state, evaluate, max_depth):
    return [search(game, state, depth, evaluate) for depth in range(1, max_depth + 1)]
