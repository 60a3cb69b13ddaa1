"""
checker: check_negamax
truth: buggy — finished positions scored ±10 by who won (10 if the side to move won, -10 if it lost, 0 for a draw), not by their utility: right sign, wrong size
source: onlyskin/tictactoe negamax.py (_get_score returns 10 / -10 / 0, Node objects with the score negated in place).
"""
class Node(object):
    def __init__(self, move=None, score=None):
        self.move = move
        self.score = score


def _get_score(game, state):
    u = game.utility(state, game.to_move(state))
    if u == 0:
        return 0
    return 10 if u > 0 else -10


def negamax(game, state):
    if game.is_terminal(state):
        return Node(score=_get_score(game, state))
    best_score = -1000000
    best_position = None
    for position in game.actions(state):
        x = negamax(game, game.result(state, position))
        x.score = -x.score
        if x.score > best_score:
            best_score = x.score
            best_position = position
    return Node(move=best_position, score=best_score)


def my_negamax(game, state):
    return negamax(game, state).score
