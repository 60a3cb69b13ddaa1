"""checker: check_iterative_deepening
truth: correct — one TranspositionTable kept across the iterations (as real programs do), each depth searched once from 1 up.
source: ported from csabagabor/easyAI-Gomoku AI_Player_Iterative_Deepening.py (one TT shared by Negamax_Iterative_Deepening(depth, tt=self.tt))
"""
from ttt_lab.search import TranspositionTable, alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    tt = TranspositionTable()
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate, table=tt)
        found.append((result.value, result.move))
    return found
