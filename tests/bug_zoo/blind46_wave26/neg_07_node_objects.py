"""checker: check_negamax
truth: correct — onlyskin's Node-returning negamax (child's score negated, best kept with its move) with finished games scored by the game's utility for the side to move.
source: ported from onlyskin/tictactoe negamax.py (Node, negamax), _get_score replaced by game.utility(state, game.to_move(state))
"""


class Node(object):
    def __init__(self, move=None, score=None):
        self.move = move
        self.score = score


def negamax(game, state):
    if game.is_terminal(state):
        return Node(score=game.utility(state, game.to_move(state)))

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
