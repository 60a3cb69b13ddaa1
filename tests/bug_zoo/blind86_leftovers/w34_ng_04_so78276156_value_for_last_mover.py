"""checker: check_negamax
truth: buggy — moveSearch returns the value for the player who just moved into the board (leaf: checkWin*player*-1; inner: max(valueList)*-1), the opposite of the notebook's side-to-move convention, so every value is negated.
source: ported from the StackOverflow question 78276156 "Python Minimax is not giving that correct output" (moveSearch; checkWin/array board replaced by the game API)
"""


def checkWin(game, board):
    # X's result if the game is over (1 / -1 / 0 in tic-tac-toe), None while it goes on
    # (the question used 2 as the "goes on" mark; None keeps textbook leaves worth 2 apart)
    if not game.is_terminal(board):
        return None
    return game.utility(board, game.players[0])


def moveSearch(game, board, player):
    if checkWin(game, board) is not None and checkWin(game, board) != 0:
        return checkWin(game, board) * player * -1
    elif checkWin(game, board) == 0:
        return 0
    else:
        moveList = list(game.actions(board))
        valueList = [0.0] * len(moveList)
        j = 0
        while j < len(moveList):
            valueList[j] = moveSearch(game, game.result(board, moveList[j]), -1 * player)
            j += 1
        return max(valueList) * -1


def my_negamax(game, state):
    player = 1 if game.to_move(state) == game.players[0] else -1
    return moveSearch(game, state, player)
