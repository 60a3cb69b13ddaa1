"""checker: evaluation
mistake: scores for the side to move (negates when O is to move) instead of always for X
"""

from ttt_lab import TicTacToe
game = TicTacToe()

def my_evaluation(state):
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones:
            score += stones.count("X")
        if "X" not in stones:
            score -= stones.count("O")
    score = score / 30
    return score if game.to_move(state) == "X" else -score
