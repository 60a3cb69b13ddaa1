"""checker: check_evaluation
truth: correct — (X's open lines - O's open lines) / 9, a comprehension.
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    def open_for(side):
        other = "O" if side == "X" else "X"
        return sum(1 for line in game.lines if not any(game.stone_at(state, c) == other for c in line))

    return (open_for("X") - open_for("O")) / 9
