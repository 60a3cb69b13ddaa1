"""checker: check_minimax
truth: buggy — each node starts its best at -1 (MAX) / +1 (MIN), the worst a tic-tac-toe game can end, and sets the move only when a child beats it strictly: on a tree whose values go beyond ±1 a node whose children are all worse never sets best_move and the return raises UnboundLocalError (h40a's own shape of blind38's ab_09).
"""


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best = -1 if maximizing else 1
    for move in game.actions(state):
        value, _ = my_minimax(game, game.result(state, move))
        if (maximizing and value > best) or (not maximizing and value < best):
            best = value
            best_move = move
    return best, best_move
