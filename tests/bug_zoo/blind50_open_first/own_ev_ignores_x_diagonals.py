"""checker: check_evaluation
truth: buggy — AIMA's 3·X2 + X1 − (3·O2 + O1), but X's open lines are counted on rows and columns only, O's on every
line: X's diagonals are never read. A colour swap turns X's diagonals into O's and mirror images keep diagonals
diagonal, so neither the swap test nor the symmetry test sees it (it passed check_evaluation before m50a).
source: written for the fix (m50a, issue 27)
"""

from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    score = 0
    for line in game.lines:
        (r0, c0), (r1, c1) = line[0], line[-1]
        straight = r0 == r1 or c0 == c1
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones and straight:
            score += {1: 1, 2: 3}.get(stones.count("X"), 0)
        if "X" not in stones:
            score -= {1: 1, 2: 3}.get(stones.count("O"), 0)
    return max(-0.9, min(0.9, score / 30))
