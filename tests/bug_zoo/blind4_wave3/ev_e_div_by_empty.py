"""checker: evaluation
mistake: divides by the number of empty cells: crashes (ZeroDivisionError) on full boards
"""

from ttt_lab import TicTacToe
game = TicTacToe()

def my_evaluation(state):
    empty = sum(1 for r in range(3) for c in range(3) if game.stone_at(state, (r, c)) not in ("X", "O"))
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones:
            score += stones.count("X")
        if "X" not in stones:
            score -= stones.count("O")
    return max(-0.9, min(0.9, score / (3 * empty)))
