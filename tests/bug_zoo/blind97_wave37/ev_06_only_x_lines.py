"""checker: check_evaluation
truth: correct — for each line with only X's add the number of X's, with only O's subtract the number of O's; squashed by /(8*3+1) into (-1, 1).
source: adapted from a public HeuristicTTTProblem.heuristic docstring (code search: "if there is only X's in the line, value is increased by the number of X's")
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    value = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if 'X' in stones and 'O' not in stones:
            value += stones.count('X')
        elif 'O' in stones and 'X' not in stones:
            value -= stones.count('O')
    return value / 25
