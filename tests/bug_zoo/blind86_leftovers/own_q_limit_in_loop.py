"""checker: check_quiescence
truth: buggy — the quiescence search caps its forcing moves with a depth, but tests the cap inside the loop over them, before the move's child is searched: at the cap it returns its running best as it started, -inf where X is to move and +inf where O is, instead of the stand-pat.
source: written for the fix (y86b), the depth limit in the loop (blind75's dl_03) in a quiescence search
"""
import math


def forcing_moves(game, state):
    me = game.to_move(state)
    other = game.players[1] if me == game.players[0] else game.players[0]
    wins = game.completing_cells(state, me)
    if wins:
        return [wins[0]], False
    blocks = game.completing_cells(state, other)
    if blocks:
        return list(blocks), False
    return [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)], True


def my_quiescence(game, state, evaluate, depth=2):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    moves, may_stand = forcing_moves(game, state)
    best = -math.inf if maximizing else math.inf
    for move in moves:
        if depth == 0:
            return best
        value = my_quiescence(game, game.result(state, move), evaluate, depth - 1)
        best = max(best, value) if maximizing else min(best, value)
    if may_stand:
        stand = evaluate(state)
        best = max(best, stand) if maximizing else min(best, stand)
    return best
