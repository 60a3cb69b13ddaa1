"""checker: check_minimax
truth: buggy — maxValue starts from -2 and minValue from 2 ("-infinity"/"infinity" in the comments), which only works while every utility lies in [-1, 1]: on a game with larger values (a textbook tree) a MIN node whose children are all above 2 returns 2, a MAX node whose children are all below -2 returns -2.
source: ported from molokhovdmitry/cs50ai project0/tictactoe/tictactoe.py (minimax, maxValue, minValue; the minmaxes dict and max/min by key)
"""


def maxValue(game, board):
    """
    Returns max value of a board.
    """
    # Return utility if terminal board
    if game.is_terminal(board):
        return game.utility(board, game.players[0])
    # Initialize starting value (-infinity)
    value = -2
    # Loop through actions and find max value
    for action in game.actions(board):
        value = max(value, minValue(game, game.result(board, action)))
    return value


def minValue(game, board):
    """
    Returns max value of a board.
    """
    # Return utility if terminal board
    if game.is_terminal(board):
        return game.utility(board, game.players[0])
    # Initialize starting value (infinity)
    value = 2
    # Loop through actions and find min value
    for action in game.actions(board):
        value = min(value, maxValue(game, game.result(board, action)))
    return value


def my_minimax(game, board):
    # Return None if terminal board
    if game.is_terminal(board):
        return game.utility(board, game.players[0]), None

    # Initialize dictionary that contains minmax value for every action
    minmaxes = {}

    # If player is "X"
    if game.to_move(board) == game.players[0]:
        for action in game.actions(board):
            minmaxes[action] = minValue(game, game.result(board, action))
        optimalAction = max(minmaxes, key=lambda key: minmaxes[key])
    # If player is "O"
    else:
        for action in game.actions(board):
            minmaxes[action] = maxValue(game, game.result(board, action))
        optimalAction = min(minmaxes, key=lambda key: minmaxes[key])

    return minmaxes[optimalAction], optimalAction
