"""checker: check_iterative_deepening
truth: buggy — deepens by even depths only (range(2, deep, 2), "odd depths are optimistic") and breaks out as soon as a depth finds a win, so odd depths, max_depth itself (range stops before it) and every depth after a win are missing.
source: port of arcturus-school/gobang docs/deeping.md `deeping` (for i in range(2, deep, 2): ... if bestScore >= FIVE: break), negamax replaced by ttt_lab alphabeta
"""
from ttt_lab.search import alphabeta

FIVE = 1  # a won game in this course's values


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    candidates = []
    role = 1 if game.to_move(state) == "X" else -1
    # 每次仅尝试偶数层
    for i in range(2, max_depth, 2):
        r = alphabeta(game, state, depth=i, evaluate=evaluate)
        candidates.append((r.value, r.move))
        if r.value * role >= FIVE:
            # 能赢了就不用再循环了
            break
    return candidates
