"""checker: check_negamax
truth: correct — negamax returning Node(move, score) objects, negating the child's score in place; the terminal score is the utility for the player to move.
source: onlyskin/tictactoe negamax.py (Node, _get_score, negamax), ported to the Game API (scores ±1/leaf values instead of ±10)
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
        score = _get_score(game, state)
        return Node(score=score)

    best_score = float("-inf")
    best_position = None
    for position in game.actions(state):
        new_state = game.result(state, position)
        x = negamax(game, new_state)
        x.score = -x.score
        if x.score > best_score:
            best_score = x.score
            best_position = position

    return Node(move=best_position, score=best_score)


def my_negamax(game, state):
    return negamax(game, state).score
