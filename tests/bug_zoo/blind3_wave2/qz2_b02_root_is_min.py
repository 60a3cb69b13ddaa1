"""quiz (random_pruning_quiz(seed).check) — TRUTH: buggy: takes the root for a MIN node (levels alternate from MIN), so it cuts on the wrong side everywhere."""
CHECK, KW = "quiz", {}
import math
MODE = "rootmin"
def answer(quiz):
    game = quiz.game
    MAX = game.players[0]
    visited, leaves, below = set(), [], {}
    def collect(s, label):
        if game.is_terminal(s):
            leaves.append(label)
            return [label]
        out = []
        for m in game.actions(s):
            out += collect(game.result(s, m), m)
        below[label] = out
        return out
    collect(game.initial_state(), None)
    pruned_nodes = []
    def ab(s, label, alpha, beta, is_max):
        if game.is_terminal(s):
            visited.add(label)
            return game.utility(s, MAX)
        moves = game.actions(s)
        v = -math.inf if is_max else math.inf
        for i, m in enumerate(moves):
            child = ab(game.result(s, m), m, alpha, beta, not is_max)
            if is_max:
                v = max(v, child)
                if v >= beta:
                    pruned_nodes.extend(moves[i + 1:])
                    return v
                alpha = max(alpha, v)
            else:
                v = min(v, child)
                if v <= alpha:
                    pruned_nodes.extend(moves[i + 1:])
                    return v
                beta = min(beta, v)
        return v
    root_max = game.to_move(game.initial_state()) == MAX
    if MODE == "rootmin":
        root_max = not root_max
    ab(game.initial_state(), None, -math.inf, math.inf, root_max)
    if MODE == "visited":
        return set(visited)
    if MODE == "firstleaf":
        out = set()
        for m in pruned_nodes:
            out.add(m if m not in below else below[m][0])
        return out
    return set(leaves) - visited
