"""checker: check_negamax
truth: buggy — every value is the side that just moved's: a finished game scored for the player who moved last, the children's values taken as they are (each one the side to move's here) and the best returned negated.
source: written for the fix (y86b), another shape of wave 34's ng_04 (a for loop, a unary minus on the return)
"""


def my_negamax(game, state):
    if game.is_terminal(state):
        return -game.utility(state, game.to_move(state))
    best = None
    for move in game.actions(state):
        value = my_negamax(game, game.result(state, move))
        if best is None or value > best:
            best = value
    return -best
