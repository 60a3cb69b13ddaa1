"""checker: check_iterative_deepening
truth: buggy — hands every iteration's alpha-beta an options dict that asks for quick wins (quick_wins=True), so a decided iteration's value is 1 - p/1000, not alpha-beta's.
source: written for g21b (issue 27): another shape of wave 21's quick-wins iterations
"""
from ttt_lab.search import alphabeta

OPTIONS = {"quick_wins": True}


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    return [(r.value, r.move) for r in (alphabeta(game, state, depth=d, evaluate=evaluate, **OPTIONS)
                                        for d in range(1, max_depth + 1))]
