"""checker: check_minimax
truth: buggy — mm_move stores the raw score in result[0] but compares the sign-adjusted score (score * SCORES[player]) with it, and starts from -1 and stops at 1; this only works while every value is -1, 0 or 1, so at MIN nodes of trees with other leaf values it keeps the wrong child (and at any node it stops at a child worth exactly ±1).
source: public code index id 5830578034 (Rice "Principles of Computing" mini-max tic-tac-toe, mm_move), ported to the Game API: clone()/move() became game.result, check_win() became game.is_terminal/game.utility, SCORES[player] is +1 for MAX and -1 for MIN
"""


def my_minimax(game, state):
    return mm_move(game, state, game.to_move(state))


def switch_player(game, player):
    return game.players[1] if player == game.players[0] else game.players[0]


def mm_move(game, board, player):
    """
    Make a move on the board.

    Returns a tuple with two elements.  The first element is the score
    of the given board and the second element is the desired move.
    """
    SCORES = {game.players[0]: 1, game.players[1]: -1}

    # base case
    # detect if the game is effectively over
    if game.is_terminal(board):
        return game.utility(board, game.players[0]), None

    # recursive cases
    # start with the worst possible initial values
    result = (-1, (-1, -1))
    # depth fist search along the tree
    for move in game.actions(board):
        cloned_board = game.result(board, move)
        score = mm_move(game, cloned_board, switch_player(game, player))[0]
        # best move found
        if score * SCORES[player] == 1:
            return score, move
        # update initial values
        elif score * SCORES[player] > result[0]:
            result = (score, move)
        elif result[0] == -1:
            result = (result[0], move)

    return result[0] * SCORES[player], result[1]
