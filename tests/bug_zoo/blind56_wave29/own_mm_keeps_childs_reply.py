"""checker: check_minimax
truth: buggy — two helpers each return (score, move); MAX's and MIN's loops keep `best_score, best_move = score, child_move` after `score, child_move = min_value(...)`, so the move returned is the child's own reply (None above a finished game), not the move played here.
source: own (the shape of wave 29's mm_06 in max_value/min_value helpers)
"""


def my_minimax(game, state):
    MAX = game.players[0]

    def max_value(s):
        if game.is_terminal(s):
            return game.utility(s, MAX), None
        best_score, best_move = float("-inf"), None
        for a in game.actions(s):
            score, child_move = min_value(game.result(s, a))
            if score > best_score:
                best_score, best_move = score, child_move
        return best_score, best_move

    def min_value(s):
        if game.is_terminal(s):
            return game.utility(s, MAX), None
        best_score, best_move = float("inf"), None
        for a in game.actions(s):
            score, child_move = max_value(game.result(s, a))
            if score < best_score:
                best_score = score
                best_move = child_move
        return best_score, best_move

    return max_value(state) if game.to_move(state) == MAX else min_value(state)
