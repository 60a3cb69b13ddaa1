"""checker: check_minimax
truth: buggy — the root fixes `maximizer = game.to_move(state)` and scores every leaf with game.utility(leaf, maximizer), so the value returned is the side to move's, not X's (wrong sign whenever MIN/O is to move at the root).
source: ported from the Real Python tic-tac-toe AI tutorial (tic_tac_toe/logic/minimax.py: find_best_move with partial(minimax, maximizer=game_state.current_mark) and minimax(move, maximiser, choose_highest_score))
"""
from functools import partial


def minimax(move, game, state, maximizer, choose_highest_score=False):
    after_state = game.result(state, move)
    if game.is_terminal(after_state):
        return game.utility(after_state, maximizer)
    func = max if choose_highest_score else min
    return func(
        minimax(next_move, game, after_state, maximizer, not choose_highest_score)
        for next_move in game.actions(after_state)
    )


def find_best_move(game, state):
    maximizer = game.to_move(state)
    bound_minimax = partial(minimax, game=game, state=state, maximizer=maximizer)
    return max(game.actions(state), key=bound_minimax)


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best = find_best_move(game, state)
    return minimax(best, game, state, game.to_move(state)), best
