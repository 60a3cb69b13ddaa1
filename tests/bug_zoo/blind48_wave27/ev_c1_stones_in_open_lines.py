"""checker: check_evaluation
truth: correct — for every line still open to a side (no enemy stone in it) adds that side's stone count in it (so X1 + 2·X2 − O1 − 2·O2), each side with its own openness test, divided by 24 so it stays well inside (-1, 1).
source: own, in the shape of the lab e(p) heuristic of ishagt/023326-AI-lab-report-2 Q6Lab2.py (is_open(line) per side over rows, columns, diagonals), weighting each open line by its stones
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def all_lines(board):
    lines = [row for row in board]
    lines += [[board[j][i] for j in range(3)] for i in range(3)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    return lines


def stones_in_open_lines(board, player):
    opponent = 'O' if player == 'X' else 'X'
    return sum(line.count(player) for line in all_lines(board) if opponent not in line)


def my_evaluation(state):
    board = [list(row) for row in game.board_text(state).split("/")]
    return (stones_in_open_lines(board, 'X') - stones_in_open_lines(board, 'O')) / 24
