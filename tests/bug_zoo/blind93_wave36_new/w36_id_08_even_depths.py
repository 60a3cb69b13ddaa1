"""checker: check_iterative_deepening
truth: buggy — the loop `for i in range(2, deep, 2)` searches only the even depths 2, 4, ... below max_depth ("each time only try even depths"), so depth 1, the odd depths and max_depth itself are never reported.
source: port of arcturus-school/gobang docs/deeping.md deeping() (# 每次仅尝试偶数层 — for i in range(2, deep, 2): bestScore = negamax(board, candidates, role, i, MIN, MAX))
"""
from ttt_lab.search import alphabeta


def deeping(game, state, evaluate, deep):
    candidates = []
    # 每次仅尝试偶数层 (only even depths each time)
    for i in range(2, deep, 2):
        best = alphabeta(game, state, depth=i, evaluate=evaluate)
        candidates.append((best.value, best.move))
    return candidates


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    return deeping(game, state, evaluate, max_depth)
