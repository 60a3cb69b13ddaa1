"""
checker: check_minimax
truth: buggy — the move returned is the one the best child returned (a move from the grandchild position), not the move that leads to the best child (None patched to the first legal move); values are right
source: class slip (unpacking the recursive result into the same names `value, move`).
"""
def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    maximizing = game.to_move(state) == MAX
    best_value, best_move = None, None
    for a in game.actions(state):
        value, move = my_minimax(game, game.result(state, a))
        if best_value is None or (value > best_value if maximizing else value < best_value):
            best_value, best_move = value, move
    if best_move is None:
        best_move = game.actions(state)[0]
    return best_value, best_move
