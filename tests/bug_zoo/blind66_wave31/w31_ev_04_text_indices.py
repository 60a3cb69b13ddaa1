"""checker: check_evaluation
truth: buggy — my_evaluation(): h2()'s flat indices 0..8 are applied to game.board_text(state), which has "/" separators ("X../.O./..."), so index 3 and 7 read a "/", indices 4-8 read the wrong cells and cells (2,1), (2,2) are never read: most lines are scored from the wrong cells.
source: ported from a public GitHub "Heuristic functions for Tic-Tac-Toe" module (WINNING_LINES, h2(board, root_player) = M(n) - O(n)), the board handed over as board_text instead of a 9-cell list
"""
from ttt_lab import TicTacToe

game = TicTacToe()

# All possible winning lines (8 total: 3 rows, 3 columns, 2 diagonals)
WINNING_LINES = [
    [0, 1, 2],  # Top row
    [3, 4, 5],  # Middle row
    [6, 7, 8],  # Bottom row
    [0, 3, 6],  # Left column
    [1, 4, 7],  # Middle column
    [2, 5, 8],  # Right column
    [0, 4, 8],  # Main diagonal
    [2, 4, 6]   # Anti-diagonal
]


def h2(board, root_player):
    opponent = 'O' if root_player == 'X' else 'X'

    # Count possible winning lines for each player
    m = 0  # Root player's possible lines
    o = 0  # Opponent's possible lines

    for line in WINNING_LINES:
        root_count = sum(1 for i in line if board[i] == root_player)
        opp_count = sum(1 for i in line if board[i] == opponent)
        empty_count = sum(1 for i in line if board[i] == '.')

        # Line is possible for root_player if no opponent pieces
        if opp_count == 0 and (root_count > 0 or empty_count == 3):
            m += 1

        # Line is possible for opponent if no root_player pieces
        if root_count == 0 and (opp_count > 0 or empty_count == 3):
            o += 1

    return m - o


def my_evaluation(state):
    board = game.board_text(state)
    return h2(board, 'X') / 10
