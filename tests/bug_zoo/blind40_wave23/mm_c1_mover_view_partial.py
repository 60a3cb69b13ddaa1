"""checker: check_minimax
truth: correct — minimax written for the player to move (maximizer bound with functools.partial), then turned into X's view by negating when O/MIN is to move.
source: ported from the Real Python tic-tac-toe AI (tic_tac_toe/logic/minimax.py: find_best_move with partial(minimax, maximizer=...))
"""
from functools import partial


def minimax(move, game, state, maximizer, choose_highest_score=False):
    child = game.result(state, move)
    if game.is_terminal(child):
        return game.utility(child, maximizer)
    return (max if choose_highest_score else min)(
        minimax(next_move, game, child, maximizer, not choose_highest_score)
        for next_move in game.actions(child)
    )


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizer = game.to_move(state)
    bound_minimax = partial(minimax, game=game, state=state, maximizer=maximizer)
    best_move = max(game.actions(state), key=bound_minimax)
    value = bound_minimax(best_move)
    if maximizer != game.players[0]:
        value = -value
    return value, best_move
