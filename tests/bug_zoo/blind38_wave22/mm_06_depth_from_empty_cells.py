"""checker: check_minimax
truth: buggy — the search depth is taken from the number of moves available at the root (len(empty_cells) in tic-tac-toe) and any position reached at depth 0 is scored by evaluate(), which gives 0 to an unfinished position, so in trees whose branching is smaller than their depth the search stops early and calls unfinished nodes draws.
source: github Cledersonbc/tic-tac-toe-minimax py_version/minimax.py (minimax(state, depth, player), iaturn: depth = len(empty_cells(board))), ported to the Game API: best is [move, score] instead of [row, col, score], wins()/game_over() became game.is_terminal/game.utility, COMP/HUMAN are MAX/MIN, the board is not written into
"""
from math import inf as infinity

COMP = +1
HUMAN = -1


def evaluate(game, state):
    """
    Function to heuristic evaluation of state.
    :return: +1 if the computer wins; -1 if the human wins; 0 draw
    """
    if game.is_terminal(state):
        score = game.utility(state, game.players[0])
    else:
        score = 0

    return score


def minimax(game, state, depth, player):
    """
    AI function that choice the best move
    :param depth: node index in the tree (0 <= depth <= 9)
    :param player: an human or a computer
    :return: a list with [the best move, best score]
    """
    if player == COMP:
        best = [None, -infinity]
    else:
        best = [None, +infinity]

    if depth == 0 or game.is_terminal(state):
        score = evaluate(game, state)
        return [None, score]

    for move in game.actions(state):
        score = minimax(game, game.result(state, move), depth - 1, -player)
        score[0] = move

        if player == COMP:
            if score[1] > best[1]:
                best = score  # max value
        else:
            if score[1] < best[1]:
                best = score  # min value

    return best


def my_minimax(game, state):
    depth = len(game.actions(state))
    player = COMP if game.to_move(state) == game.players[0] else HUMAN
    move, score = minimax(game, state, depth, player)
    return score, move
