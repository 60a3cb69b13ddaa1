"""checker: check_minimax
truth: buggy — one minimax(game, state, is_max) with the turn as a flag; the value is right (the root passes its own flag), but the move is picked with `max(actions, key=lambda a: minimax(game, result, True))`, the child searched with MAX to move again (MIN's root: False), so the move follows another game.
source: own (another shape of wave 30's mm_03: a turn flag handed to the key where the helpers' names were)
"""


def minimax(game, state, is_max):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [minimax(game, game.result(state, a), not is_max) for a in game.actions(state)]
    return max(values) if is_max else min(values)


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    is_max = game.to_move(state) == game.players[0]
    value = minimax(game, state, is_max)
    if is_max:
        move = max(game.actions(state), key=lambda a: minimax(game, game.result(state, a), True))
    else:
        move = min(game.actions(state), key=lambda a: minimax(game, game.result(state, a), False))
    return value, move
