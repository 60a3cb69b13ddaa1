"""checker: check_evaluation
truth: buggy — the two-in-a-line tests count empty cells with the original code's empty marker "free" (line.count("free") == 1), but empty cells here are ".", so no line with two stones and a gap is ever counted and every unfinished position scores 0.
source: ported from a public tic-tac-toe scoring module (simple_scoring_function(node): +100/-100 for a full line of X/O, +10/-10 for two X/O and one "free" cell; return score); repository not shown by the search tool
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def simple_scoring_function(state):
    """Evaluate the Tic Tac Toe board state for the 'X' player's perspective"""
    board = [list(row) for row in game.board_text(state).split("/")]
    score = 0

    # Possible lines to check (3 rows, 3 columns, 2 diagonals)
    lines = []
    for i in range(3):
        lines.append(board[i])  # Row
        lines.append([board[r][i] for r in range(3)])  # Column
    lines.append([board[i][i] for i in range(3)])  # Main diagonal
    lines.append([board[i][2 - i] for i in range(3)])  # Anti-diagonal

    for line in lines:
        if line.count("X") == 3:
            score += 100  # 'X' wins
        elif line.count("O") == 3:
            score -= 100  # 'O' wins
        elif line.count("X") == 2 and line.count("free") == 1:
            score += 10  # 'X' is one move away from winning
        elif line.count("O") == 2 and line.count("free") == 1:
            score -= 10  # 'O' is one move away from winning

    return score


def my_evaluation(state):
    return simple_scoring_function(state) / 1000.0
