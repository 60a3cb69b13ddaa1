"""checker: check_evaluation
truth: correct — ishagt's open-lines heuristic done right: lines free of O minus lines free of X, with each line weighted 10**(stones on it) (1, 10, 100), scaled by /1000, well inside (-1, 1).
source: ported from ishagt/023326-AI-lab-report-2 Q6Lab2.py (with the opponent half testing for the player's stones, and stone-count weights)
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def heuristic(board, player):
    opponent = 'O' if player == 'X' else 'X'
    rows = [board[i] for i in range(3)]
    cols = [[board[j][i] for j in range(3)] for i in range(3)]
    diags = [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    score = 0
    for line in rows + cols + diags:
        if opponent not in line:
            score += 10 ** line.count(player)
        if player not in line:
            score -= 10 ** line.count(opponent)
    return score


def my_evaluation(state):
    board = [[game.stone_at(state, (r, c)) or ' ' for c in range(3)] for r in range(3)]
    return heuristic(board, 'X') / 1000
