"""checker: check_negamax
mistake: off-by-one slice: iterates game.actions(state)[1:], skipping the first move (bites where the first move is the only best one)."""
def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    moves = list(game.actions(state))
    if len(moves) == 1:
        return -my_negamax(game, game.result(state, moves[0]))
    return max(-my_negamax(game, game.result(state, m)) for m in moves[1:])
