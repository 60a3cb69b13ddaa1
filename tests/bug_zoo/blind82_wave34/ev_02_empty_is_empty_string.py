"""checker: check_evaluation
truth: buggy — is_open_line accepts a cell only if it equals the symbol or '' (the empty marker of the code it was copied from), but this board's empty cells are '.', so a line with any empty cell is never open and only full lines count (the estimate is 0 on every unfinished board).
source: ported from calculate_heuristic(board, player, opponent) with is_open_line/count_open_lines (tic-tac-toe heuristic lab found by the code search)
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def calculate_heuristic(board, player, opponent):
    def is_open_line(line, symbol):
        """Check if a line (row, column, or diagonal) is open for the given symbol."""
        return all(cell == symbol or cell == '' for cell in line)

    def count_open_lines(symbol):
        """Count the number of open lines for a given symbol."""
        open_lines = 0
        for i in range(3):
            if is_open_line(board[i], symbol):
                open_lines += 1
            if is_open_line([board[j][i] for j in range(3)], symbol):
                open_lines += 1
        if is_open_line([board[i][i] for i in range(3)], symbol):
            open_lines += 1
        if is_open_line([board[i][2 - i] for i in range(3)], symbol):
            open_lines += 1
        return open_lines

    return count_open_lines(player) - count_open_lines(opponent)


def my_evaluation(state):
    board = [[game.stone_at(state, (r, c)) or '.' for c in range(3)] for r in range(3)]
    return calculate_heuristic(board, 'X', 'O') / 9
