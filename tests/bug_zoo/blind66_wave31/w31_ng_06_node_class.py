"""checker: check_negamax
truth: correct — negamax returning Node(move, score) objects, negating a fresh node's score after each child search; finished games scored for the side to move.
source: ported from onlyskin/tictactoe negamax.py (±10 replaced by game.utility for the side to move)
"""


class Node(object):
    def __init__(self, move=None, score=None):
        self.move = move
        self.score = score


def _get_score(game, board):
    if not game.is_terminal(board):
        raise ValueError
    return game.utility(board, game.to_move(board))


def negamax(game, board):
    if game.is_terminal(board):
        score = _get_score(game, board)
        return Node(score=score)

    best_score = -1000000
    best_position = None
    for position in game.actions(board):
        new_board = game.result(board, position)
        x = negamax(game, new_board)
        x.score = -x.score
        if x.score > best_score:
            best_score = x.score
            best_position = position

    return Node(move=best_position, score=best_score)


def my_negamax(game, state):
    return negamax(game, state).score
