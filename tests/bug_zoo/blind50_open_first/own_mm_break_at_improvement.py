"""checker: check_minimax
truth: buggy — the running best starts at -10 for MAX and +10 for MIN (a port whose scores were ±10), and a `break`
sits inside the if that updates it, so each node stops at the first child that beats the start and never tries the
moves after it.
source: written for the fix (m50a, issue 27), another shape of w27_mm_01
"""


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best = -10 if maximizing else 10
    choice = None
    for action in game.actions(state):
        value, _ = my_minimax(game, game.result(state, action))
        if (maximizing and value > best) or (not maximizing and value < best):
            best, choice = value, action
            break
    return best, choice
