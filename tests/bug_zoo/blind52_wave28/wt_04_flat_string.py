"""checker: check_win_test
truth: buggy — the win test is `'XXX' in ''.join(board)` on the board flattened into one 9-character string, so it only sees three-in-a-row runs of that string: it misses every column and diagonal, and counts three stones that wrap from the end of one row into the next (e.g. "..X/XX./...") as a win.
source: ported from a public minimax_alpha_beta tic-tac-toe script's evaluate(board) (`if 'XXX' in ''.join(board): return 1 elif 'OOO' in ''.join(board): return -1`; flat list board), found by code search (index ids 29145023401, 28515486696)
"""


def evaluate(board):
    if 'XXX' in ''.join(board):
        return 1
    elif 'OOO' in ''.join(board):
        return -1
    else:
        return 0


def my_winner(board):
    flat = [cell for row in board for cell in row]
    score = evaluate(flat)
    return "X" if score == 1 else "O" if score == -1 else None
