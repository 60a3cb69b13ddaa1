"""checker: check_retrograde
truth: buggy — the solver knows only WIN and LOSE: a position is WIN if some child is LOSE and LOSE otherwise, so every drawn position (and a terminal draw, a position with no moves) is scored as a loss for the side to move.
source: ported from tinhnguyen20/4to0solver hw1.py (memo_solver: `r = Primitive.LOSE; for s in next_states: if s is Primitive.LOSE: r = Primitive.WIN`, primitive() never consulted)
"""
from enum import Enum
import sys


class Primitive(Enum):
    WIN = 'W'
    LOSE = 'L'


def solver(game, pos, solved_cache):
    key = game.key(pos)
    if key in solved_cache:
        return solved_cache[key]
    next_states = []
    for move in ([] if game.is_terminal(pos) else game.actions(pos)):
        next_state = game.result(pos, move)
        next_states.append(solver(game, next_state, solved_cache))
    r = Primitive.LOSE
    for s in next_states:
        if s is Primitive.LOSE:
            r = Primitive.WIN
    solved_cache[key] = r
    solved_cache.setdefault("_states", {})[key] = pos
    return r


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))
    cache = {}
    solver(game, game.initial_state(), cache)
    states = cache.pop("_states")
    first = game.players[0]
    values = {}
    for key, prim in cache.items():
        mover_wins = prim is Primitive.WIN
        values[key] = 1 if mover_wins == (game.to_move(states[key]) == first) else -1
    return values
