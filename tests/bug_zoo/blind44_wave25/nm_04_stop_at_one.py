"""checker: check_negamax
truth: buggy — the loop returns at once when a child is worth 1 and starts `best` at -1, assuming 1 is the best and -1 the worst possible value; on trees whose leaves go beyond ±1 it stops too early / reports -1 for lower values.
source: ported from a public game-player repo's evaluate_state (game/player.py: best = -1; res = -evaluate_state(clone, depth - 1); if res == 1: return 1)
"""


def my_negamax(game, state):
    if game.is_terminal(state):
        # For terminal games we know the outcome
        return game.utility(state, game.to_move(state))
    best = -1
    for action in game.actions(state):
        res = -my_negamax(game, game.result(state, action))
        if res == 1:
            return 1
        if res > best:
            best = res
    return best
