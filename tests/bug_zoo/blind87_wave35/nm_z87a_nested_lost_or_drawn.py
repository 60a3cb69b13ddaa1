"""checker: check_negamax
truth: buggy — at a finished game it returns -1 where the side to move lost and 0 where drawn, and nothing where the side to move won: that game falls through to the loop, finds no move and is worth -inf; a loss of any size is -1.
source: own shape (fixer z87a) of wave 35's nm_01: the two tests nested under one is_terminal
"""
import math


def my_negamax(game, state):
    if game.is_terminal(state):
        score = game.utility(state, game.to_move(state))
        if score < 0:
            return -1  # the player to move has lost
        if score == 0:
            return 0
    best = -math.inf
    for action in game.actions(state):
        best = max(best, -my_negamax(game, game.result(state, action)))
    return best
