"""checker: evaluation
mistake: correct (helper function per player, difference scaled)
"""

from ttt_lab import TicTacToe
game = TicTacToe()

def open_count(state, me, you):
    n = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if you not in stones:
            n += stones.count(me) ** 2

    return n
def my_evaluation(state):
    return (open_count(state, "X", "O") - open_count(state, "O", "X")) / 50
