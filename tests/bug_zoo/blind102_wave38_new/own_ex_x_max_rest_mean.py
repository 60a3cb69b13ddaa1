"""checker: check_expectimax
truth: buggy — "X" maximises, chance nodes are weighted, and every other node (MIN's, and MAX's where the players are not called X) is the plain mean of its moves, so on the chance trees MAX's and MIN's nodes are both averaged.
source: own (f99b: another shape of wave 38's ex_03, a helper for the moves and the mean written out)
"""


def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, a)) for a, p in game.outcomes(state))
    moves = list(game.actions(state))
    values = [my_expectimax(game, game.result(state, a)) for a in moves]
    if game.to_move(state) == "X":
        return max(values)
    return sum(values) / len(moves)  # the opponent, anyone but X, plays at random
