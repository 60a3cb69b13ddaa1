"""checker: check_evaluation
truth: buggy — in the hand-written WINNING_LINES the anti-diagonal is typed [2, 4, 8] instead of [2, 4, 6], so the anti-diagonal is never read (and cells 2-4-8 are counted as a fake line).
source: ported from the code-search excerpt "Heuristic functions for Tic-Tac-Toe" (H2: strategic evaluation over a WINNING_LINES list of index triples, board as 9 cells)
"""
from ttt_lab.games import TicTacToe

game = TicTacToe()

WINNING_LINES = [
    [0, 1, 2],  # Top row
    [3, 4, 5],  # Middle row
    [6, 7, 8],  # Bottom row
    [0, 3, 6],  # Left column
    [1, 4, 7],  # Middle column
    [2, 5, 8],  # Right column
    [0, 4, 8],  # Main diagonal
    [2, 4, 8],  # Anti-diagonal
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
    return max(-0.95, min(0.95, h2(board, 'X') / 40))
