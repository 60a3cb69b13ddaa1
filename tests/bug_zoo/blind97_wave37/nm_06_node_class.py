"""checker: check_negamax
truth: correct — onlyskin-style Node objects (score, move), negating each child's score in place, with game.utility for the side to move at finished games.
source: adapted from onlyskin/tictactoe negamax.py (Node class, x.score = -x.score)
"""


class Node(object):
    def __init__(self, move=None, score=None):
        self.move = move
        self.score = score


def _get_score(game, state):
    if not game.is_terminal(state):
        raise ValueError
    return game.utility(state, game.to_move(state))


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
