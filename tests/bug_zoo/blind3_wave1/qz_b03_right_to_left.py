"""quiz (random_pruning_quiz(seed).check) — TRUTH: buggy: works the tree right to left (last child first) instead of left to right."""
CHECK, KW = "quiz", {}
import math
MODE = "rtl"
def answer(quiz):
    game = quiz.game
    MAX = game.players[0]
    visited = set()
    leaves = set()
    def all_leaves(s, label):
        if game.is_terminal(s):
            leaves.add(label)
            return
        for m in game.actions(s):
            all_leaves(game.result(s, m), m)
    all_leaves(game.initial_state(), None)
    def ab(s, label, alpha, beta, parent_bound):
        if game.is_terminal(s):
            visited.add(label)
            return game.utility(s, MAX)
        moves = game.actions(s)
        if MODE == "rtl":
            moves = list(reversed(moves))
        maximizing = game.to_move(s) == MAX
        v = -math.inf if maximizing else math.inf
        for m in moves:
            if MODE == "shallow":
                a2, b2 = (alpha, math.inf) if maximizing else (-math.inf, beta)
                child = ab(game.result(s, m), m, a2, b2, None)
            else:
                child = ab(game.result(s, m), m, alpha, beta, None)
            if maximizing:
                v = max(v, child)
                if (v > beta) if MODE == "strict" else (v >= beta):
                    return v
                if MODE != "noalpha":
                    alpha = max(alpha, v)
            else:
                v = min(v, child)
                if (v < alpha) if MODE == "strict" else (v <= alpha):
                    return v
                beta = min(beta, v)
        return v
    ab(game.initial_state(), None, -math.inf, math.inf, None)
    return leaves - visited
