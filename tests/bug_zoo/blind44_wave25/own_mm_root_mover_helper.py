"""checker: check_minimax
truth: buggy — the root's mover is fixed (`me = game.to_move(state)`) and a helper scores every finished game with game.utility(s, me) and maximises where `me` is to move, so an unfinished root where MIN is to move gets MIN's value, not MAX's; a finished root is scored for MAX. No negamax anywhere.
source: our own second shape of wave 25's mm_01 (j44a)
"""


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    me = game.to_move(state)

    def value(s):
        if game.is_terminal(s):
            return game.utility(s, me)
        values = [value(game.result(s, a)) for a in game.actions(s)]
        return max(values) if game.to_move(s) == me else min(values)

    best = max(game.actions(state), key=lambda a: value(game.result(state, a)))
    return value(game.result(state, best)), best
