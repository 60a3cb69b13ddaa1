"""checker: check_minimax
truth: correct — a negamax with a Node(move, score) for the side to move, turned to X's view at the end.
source: ported from onlyskin/tictactoe negamax.py (Node class, x.score = -x.score), with the utility instead of ±10
"""


class Node(object):
    def __init__(self, move=None, score=None):
        self.move = move
        self.score = score


def negamax(game, state):
    if game.is_terminal(state):
        return Node(score=game.utility(state, game.to_move(state)))
    best_score = float('-inf')
    best_position = None
    for position in game.actions(state):
        x = negamax(game, game.result(state, position))
        x.score = -x.score
        if x.score > best_score:
            best_score = x.score
            best_position = position
    return Node(move=best_position, score=best_score)


def my_minimax(game, state):
    node = negamax(game, state)
    sign = 1 if game.to_move(state) == game.players[0] else -1
    return sign * node.score, node.move
