"""checker: check_minimax
truth: buggy — the value is right (max_value/min_value dispatch on the player to move), but the root move is always chosen by argmax over min_value(child), i.e. as if MAX were to move, so with MIN to move at the root the move is the one best for MAX.
source: ported from leanguardia/search busqueda/minimax_tictactoe/tictactoe/main.py (nested max_value/min_value, dispatch on board.player()), with a root move loop added in the CS50 style
"""


def my_minimax(game, state):
    MAX = game.players[0]

    def max_value(s):
        if game.is_terminal(s):
            return game.utility(s, MAX)
        v = float("-inf")
        for action in game.actions(s):
            v = max(v, min_value(game.result(s, action)))
        return v

    def min_value(s):
        if game.is_terminal(s):
            return game.utility(s, MAX)
        v = float("inf")
        for action in game.actions(s):
            v = min(v, max_value(game.result(s, action)))
        return v

    if game.is_terminal(state):
        return game.utility(state, MAX), None
    if game.to_move(state) == MAX:
        value = max_value(state)
    else:
        value = min_value(state)
    # pick the move: the action whose resulting position is best
    best_move, best_score = None, float("-inf")
    for action in game.actions(state):
        score = min_value(game.result(state, action))
        if score > best_score:
            best_score, best_move = score, action
    return value, best_move
