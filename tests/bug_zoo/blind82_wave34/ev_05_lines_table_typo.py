"""checker: check_evaluation
truth: buggy — the WINNING_LINES table lists [2, 5, 8] twice and lacks the anti-diagonal [2, 4, 6] (a copy-paste typo), so that diagonal is never counted for either side.
source: own, in the style of the WINNING_LINES table of the "H1/H2 heuristic functions for Tic-Tac-Toe" module found by the code search (flat 0-8 board)
"""
from ttt_lab import TicTacToe

game = TicTacToe()

WINNING_LINES = [
    [0, 1, 2],  # Top row
    [3, 4, 5],  # Middle row
    [6, 7, 8],  # Bottom row
    [0, 3, 6],  # Left column
    [1, 4, 7],  # Middle column
    [2, 5, 8],  # Right column
    [0, 4, 8],  # Main diagonal
    [2, 5, 8],  # Anti-diagonal
]


def h2(board, player):
    opponent = 'O' if player == 'X' else 'X'
    score = 0
    for line in WINNING_LINES:
        cells = [board[i] for i in line]
        if opponent not in cells:
            score += cells.count(player) ** 2
        if player not in cells:
            score -= cells.count(opponent) ** 2
    return score


def my_evaluation(state):
    board = [game.stone_at(state, (i // 3, i % 3)) or ' ' for i in range(9)]
    return h2(board, 'X') / 40
