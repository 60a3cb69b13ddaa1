"""checker: check_minimax
truth: buggy — scores a finished game 1000 when MAX won and -999 when MAX lost (0 for a draw), numbers of its own, not game.utility: on a tree whose leaves are numbers every decided leaf counts as 1000 or -999.
source: own (g21a), another shape of blind36 dl_02_huge_win_scores
"""


def value(game, state):
    if game.is_terminal(state):
        u = game.utility(state, game.players[0])
        if u > 0:
            return 1000
        if u < 0:
            return -999
        return 0
    values = [value(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def my_minimax(game, state):
    best = None
    for a in game.actions(state):
        v = value(game, game.result(state, a))
        if best is None or (v > best[0] if game.to_move(state) == game.players[0] else v < best[0]):
            best = (v, a)
    return best if best is not None else (value(game, state), None)
