"""checker: check_evaluation
truth: buggy — the open-line balance is normalised by the number of empty cells ("fewer moves left, surer estimate"), which divides by zero on a full board (and exceeds ±1 late in the game: 3 open lines over 1 empty cell).
source: own (normalising by moves left)
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    empty = sum(1 for r in range(3) for c in range(3) if game.stone_at(state, (r, c)) is None)
    balance = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones and "X" in stones:
            balance += 1
        if "X" not in stones and "O" in stones:
            balance -= 1
    return balance / empty
