"""checker: check_minimax(with_move=True)
mistake: off-by-one slice: starts best from the first move then loops over actions[1:-1], so the last move is never considered."""
def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    moves = list(game.actions(state))
    maxing = game.to_move(state) == game.players[0]
    best_move = moves[0]
    best_val = my_minimax(game, game.result(state, best_move))[0]
    for m in moves[1:-1]:
        v = my_minimax(game, game.result(state, m))[0]
        if (maxing and v > best_val) or (not maxing and v < best_val):
            best_val, best_move = v, m
    return best_val, best_move
