"""checker: check_evaluation
truth: buggy — an unfinished position where the side to move has two in a line with the third cell free is scored exactly +1 / -1, the value of a real win, instead of something strictly inside (-1, 1); every other unfinished position is 0.
source: ported from obaraAI/X-O-Arena test.py (check_winner + game_eval(board, turn)), the board built from the state and turn = game.to_move(state)
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def check_winner(board):
    lines = (
        board +
        [list(col) for col in zip(*board)] +
        [[board[i][i] for i in range(3)]] +
        [[board[i][2 - i] for i in range(3)]]
    )
    for line in lines:
        if line[0] in ("X", "O") and line.count(line[0]) == 3:
            return line[0]
    if all(cell != " " for row in board for cell in row):
        return "Tie"
    return None


def game_eval(board, turn):
    winner = check_winner(board)

    if winner == "X":
        return 1
    if winner == "O":
        return -1
    if winner == "Tie":
        return 0

    # No winner → evaluate potential immediate win
    lines = (
        board +
        [list(col) for col in zip(*board)] +
        [[board[i][i] for i in range(3)]] +
        [[board[i][2 - i] for i in range(3)]]
    )

    for line in lines:
        if line.count("X") == 2 and line.count(" ") == 1 and turn == "X":
            return 1
        if line.count("O") == 2 and line.count(" ") == 1 and turn == "O":
            return -1

    return 0


def my_evaluation(state):
    board = [[game.stone_at(state, (r, c)) or " " for c in range(3)] for r in range(3)]
    return game_eval(board, game.to_move(state))
