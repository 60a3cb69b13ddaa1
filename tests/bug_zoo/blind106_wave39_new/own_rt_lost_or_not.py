"""checker: check_retrograde
truth: buggy — a boolean solver: "is the side to move lost?" (a finished game lost where its utility for the mover
is -1; otherwise lost when every move leads to a position not lost for the opponent). A draw is never lost, so every
finished draw is scored as won for the side to move, and every draw above them follows as a win or a loss.
"""
import sys


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))
    lost = {}
    states = {}

    def is_lost(state):
        key = game.key(state)
        if key not in lost:
            states[key] = state
            if game.is_terminal(state):
                lost[key] = game.utility(state, game.to_move(state)) == -1
            else:
                lost[key] = all([not is_lost(game.result(state, move)) for move in game.actions(state)])
        return lost[key]

    is_lost(game.initial_state())
    first = game.players[0]
    return {key: (-1 if mover_lost == (game.to_move(states[key]) == first) else 1)
            for key, mover_lost in lost.items()}
