"""checker: check_evaluation
truth: correct — open lines (lines without the opponent's stones) counted separately for X and O from a 2-D list board, with a bonus for two-stone lines, divided by a bound (40) larger than any possible difference so the result stays in (-1, 1).
source: own
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def lines_of(board):
    rows = [row[:] for row in board]
    cols = [[board[r][c] for r in range(3)] for c in range(3)]
    diags = [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    return rows + cols + diags


def side_score(board, me, other):
    total = 0
    for line in lines_of(board):
        if other in line:
            continue
        mine = line.count(me)
        if mine == 1:
            total += 1
        elif mine == 2:
            total += 4
    return total


def my_evaluation(state):
    board = [[game.stone_at(state, (r, c)) for c in range(3)] for r in range(3)]
    return (side_score(board, "X", "O") - side_score(board, "O", "X")) / 40
