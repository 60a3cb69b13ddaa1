"""checker: check_minimax
truth: buggy — it unpacks the child's (value, move) into best_value, best_move, so the move it returns is the child's best reply (a move of the grandchild level, or None at leaves), not the move played from `state`.
source: own (a slip seen in recursive minimax that returns tuples)
"""


def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    is_max = game.to_move(state) == MAX
    best_value, best_move = None, None
    for move in game.actions(state):
        value, reply = my_minimax(game, game.result(state, move))
        if best_value is None or (is_max and value > best_value) or (not is_max and value < best_value):
            best_value, best_move = value, reply
    return best_value, best_move
