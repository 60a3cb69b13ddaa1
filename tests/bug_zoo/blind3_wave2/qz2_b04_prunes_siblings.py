"""quiz (random_pruning_quiz(seed).check) — TRUTH: buggy: believes a cutoff at a node prunes that node's later SIBLINGS (the rest of its parent's children) rather than its own remaining children: it keeps looking at the cut node's children and marks the parent's later subtrees as pruned."""
CHECK, KW = "quiz", {}
import math
def answer(quiz):
    game = quiz.game
    MAX = game.players[0]
    below = {}
    def collect(s, label):
        if game.is_terminal(s):
            return [label]
        out = []
        for m in game.actions(s):
            out += collect(game.result(s, m), m)
        below[label] = out
        return out
    collect(game.initial_state(), None)
    pruned = set()
    def ab(s, label, alpha, beta):
        """Returns (value, cut) — cut tells the parent to skip its later children."""
        if game.is_terminal(s):
            return game.utility(s, MAX), False
        is_max = game.to_move(s) == MAX
        v = -math.inf if is_max else math.inf
        cut = False
        moves = game.actions(s)
        i = 0
        while i < len(moves):
            m = moves[i]
            child, child_cut = ab(game.result(s, m), m, alpha, beta)
            if is_max:
                v = max(v, child)
                if v >= beta:
                    cut = True
                alpha = max(alpha, v)
            else:
                v = min(v, child)
                if v <= alpha:
                    cut = True
                beta = min(beta, v)
            if child_cut:
                for later in moves[i + 1:]:
                    pruned.update(below.get(later, [later]))
                break
            i += 1
        return v, cut
    ab(game.initial_state(), None, -math.inf, math.inf)
    return pruned
