"""checker: check_evaluation
truth: buggy — looks only at rows (no columns or diagonals), and counts a run of two or more of a side's stones only when the opponent's stone ends it (a run ended by an empty cell or by the edge of the board never counts), so open twos and every non-row line are invisible and most boards score 0.
source: public code index id 8596607371 (Brown CS1410 HeuristicTTTProblem.heuristic counting consecutive_X / consecutive_O per row), ported: the board is read from game.board_text(state), scaled by 1/100 into (-1, 1)
"""
from ttt_lab import TicTacToe

game = TicTacToe()

X = "X"  # Player 0 is X
O = "O"  # Player 1 is O


def heuristic(state):
    score = 0

    for row in game.board_text(state).split("/"):
        consecutive_X = 0
        consecutive_O = 0
        for cell in row:
            if cell == X:
                consecutive_X += 1
                if consecutive_O > 1:
                    score -= 10 ** (consecutive_O - 1)
                consecutive_O = 0
            elif cell == O:
                consecutive_O += 1
                if consecutive_X > 1:
                    score += 10 ** (consecutive_X - 1)
                consecutive_X = 0
            else:
                consecutive_X = 0
                consecutive_O = 0

    return score


def my_evaluation(state):
    return heuristic(state) / 100
