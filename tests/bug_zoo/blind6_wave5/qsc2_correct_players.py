"""Checker: check_quiescence
Mistake: correct (players from game.players, utility for game.players[0], max/min chosen via a dict).
"""
CHECK = {"checker": "check_quiescence", "kwargs": {}, "function": "my_quiescence"}


def my_quiescence(game, state, evaluate):
    x, o = game.players
    if game.is_terminal(state):
        return game.utility(state, x)
    me = game.to_move(state)
    you = o if me == x else x
    pick = {x: max, o: min}[me]
    forced = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if forced:
        return pick(my_quiescence(game, game.result(state, m), evaluate) for m in forced)
    threats = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    return pick([evaluate(state)] + [my_quiescence(game, game.result(state, m), evaluate) for m in threats])
