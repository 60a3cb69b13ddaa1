"""checker: check_retrograde
truth: correct — a memoised recursive negamax over the game graph, then every position converted to the first player's value.
source: own (memo_solver style, with ties)
"""
import sys


def my_retrograde(game):
    sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))
    first = game.players[0]
    for_mover = {}
    states = {}

    def solve(s):
        k = game.key(s)
        if k in for_mover:
            return for_mover[k]
        states[k] = s
        if game.is_terminal(s):
            v = game.utility(s, game.to_move(s))
        else:
            v = max(-solve(game.result(s, a)) if game.to_move(game.result(s, a)) != game.to_move(s)
                    else solve(game.result(s, a)) for a in game.actions(s))
        for_mover[k] = v
        return v

    solve(game.initial_state())
    return {k: (v if game.to_move(states[k]) == first else -v) for k, v in for_mover.items()}
