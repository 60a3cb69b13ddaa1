"""checker: check_expectimax
truth: buggy — negamax with chance nodes that negates a chance node's whole weighted list (`-sum([p * v(..., -side) ...])`) and flips `side` for its outcomes, so below a roll the values are in the view of the player who moved before it (z87b's own shape of wave 35's ex_04).
"""


def my_expectimax(game, state):
    side = -1 if game.to_move(state) == game.players[1] and not game.is_chance(state) else 1
    return side * v(game, state, side)


def v(game, state, side):
    if game.is_terminal(state):
        return side * game.utility(state, game.players[0])
    if game.is_chance(state):
        return -sum([p * v(game, game.result(state, a), -side) for a, p in game.outcomes(state)])
    best = None
    for a in game.actions(state):
        value = -v(game, game.result(state, a), -side)
        if best is None or value > best:
            best = value
    return best
