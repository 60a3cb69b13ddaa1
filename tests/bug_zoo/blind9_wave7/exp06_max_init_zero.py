"""checker: check_expectimax
truth: buggy — MAX nodes start from best = 0 instead of -inf, so a MAX node whose children are all negative returns 0
source: real pattern — CS188 multiAgents.py submissions initialising v = 0 in max_value (e.g. the many "bestScore = 0" ExpectimaxAgent answers); ported
"""


def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        v = 0
        for a, p in game.outcomes(state):
            v += p * my_expectimax(game, game.result(state, a))
        return v
    if game.to_move(state) == game.players[0]:
        v = 0
        for a in game.actions(state):
            v = max(v, my_expectimax(game, game.result(state, a)))
        return v
    v = float("inf")
    for a in game.actions(state):
        v = min(v, my_expectimax(game, game.result(state, a)))
    return v
