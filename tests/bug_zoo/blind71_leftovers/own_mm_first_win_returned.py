"""checker: check_minimax
truth: buggy — before searching a child it asks whether the child is a finished game won by the player choosing, and if so returns that child's utility and move at once ("a winning move: take it"); utilities are read rightly, but the first win is not the best one where wins have sizes (a leaf worth 3 beside one worth 12).
source: own (fixer s68b: another shape of wave 21's mm_04, the shortcut alone, with utilities kept)
"""
import math


def my_minimax(game, state):
    max_player = game.players[0]

    def value(s):
        if game.is_terminal(s):
            return game.utility(s, max_player), None
        maximizing = game.to_move(s) == max_player
        best, best_move = (-math.inf if maximizing else math.inf), None
        for move in game.actions(s):
            child = game.result(s, move)
            if game.is_terminal(child):
                won = game.utility(child, max_player)
                if (won > 0) if maximizing else (won < 0):
                    return won, move  # a winning move: take it
            v, _ = value(child)
            if (v > best) if maximizing else (v < best):
                best, best_move = v, move
        return best, best_move

    return value(state)
