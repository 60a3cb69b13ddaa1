"""checker: check_evaluation
truth: correct — lines still open for X minus lines still open for O (e(p) of the lab sheet, with the opponent's test fixed), scaled by 1/9 so it stays inside (-1, 1).
source: ported from ishagt/023326-AI-lab-report-2 Q6Lab2.py heuristic, with a separate is_open per side
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    board = [[game.stone_at(state, (r, c)) for c in range(3)] for r in range(3)]
    lines = [row for row in board] + [[board[j][i] for j in range(3)] for i in range(3)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    open_x = sum(1 for line in lines if "O" not in line)
    open_o = sum(1 for line in lines if "X" not in line)
    return (open_x - open_o) / 9
