"""checker: check_minimax
truth: buggy — the value is right (a flag-based minimax started with the player to move), but the root's move is picked by a loop written for MIN: each child searched with maximizing=True and the smallest kept, whoever is to move, so at a MAX root the move is the one MIN would choose.
source: own shape (fixer z87a) of wave 35's mm_01: a flag-based search, MIN's root loop run at every root
"""
import math


def my_minimax(game, state):
    MAX = game.players[0]

    def minimax(s, maximizing):
        if game.is_terminal(s):
            return game.utility(s, MAX)
        if maximizing:
            return max(minimax(game.result(s, a), False) for a in game.actions(s))
        return min(minimax(game.result(s, a), True) for a in game.actions(s))

    if game.is_terminal(state):
        return game.utility(state, MAX), None
    value = minimax(state, game.to_move(state) == MAX)
    best, best_move = math.inf, None
    for a in game.actions(state):
        v = minimax(game.result(state, a), True)
        if v < best:
            best, best_move = v, a
    return value, best_move
