"""checker: check_minimax
truth: buggy — a finished game is scored `1 if game.utility(s, MAX) > 0 else -1`: a win is 1 whatever its size, and a draw is -1, as if MAX had lost.
source: own shape (fixer z87a) of wave 35's nm_01 in minimax: a finished game scored by its sign from one side only
"""


def my_minimax(game, state):
    MAX = game.players[0]

    def value(s):
        if game.is_terminal(s):
            return 1 if game.utility(s, MAX) > 0 else -1
        vals = [value(game.result(s, a)) for a in game.actions(s)]
        return max(vals) if game.to_move(s) == MAX else min(vals)

    v = value(state)
    if game.is_terminal(state):
        return v, None
    moves = list(game.actions(state))
    vals = [value(game.result(state, a)) for a in moves]
    best = vals.index(max(vals)) if game.to_move(state) == MAX else vals.index(min(vals))
    return v, moves[best]
