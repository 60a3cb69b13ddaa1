"""Minimax students who leave a loop early on a shortcut that holds only for some games (a child worth
more than 0 taken as a win), found by a repair of their code (:mod:`ttt_lab.exercises.repair_blocks`:
the exit dropped, in MAX's helper and MIN's). The twenty-third wave's mm_01 (localised only when
measured blind; ported from shermanluo/Connect4Agents) verbatim, renamed, and the same shortcut in a
single function, on a win taken as +1, and on a win taken as any positive value in a negamax-style
single function."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises import repairs, report

CHECK = ex.check_minimax


# ---------------------------------------------------------------- twenty-third wave (blind40), verbatim

class MinimaxAgent:
    def __init__(self, game):
        self.game = game

    def value(self, state):
        if self.game.is_terminal(state):
            return (self.game.utility(state, self.game.players[0]), None)
        if self.game.to_move(state) == self.game.players[0]:
            return self.maxValue(state)
        else:
            return self.minValue(state)

    def maxValue(self, state):
        v = (-100000000, None)
        for action in self.game.actions(state):
            nxt = self.game.result(state, action)
            val = self.value(nxt)[0]
            if val > v[0]:
                v = (val, action)
            if v[0] > 0:
                return v
        return v

    def minValue(self, state):
        v = (100000000, None)
        for action in self.game.actions(state):
            nxt = self.game.result(state, action)
            val = self.value(nxt)[0]
            if val < v[0]:
                v = (val, action)
            if v[0] < 0:
                return v
        return v


def mm01_positive_is_win(game, state):
    return MinimaxAgent(game).value(state)


# ---------------------------------------------------------------- another shape: a win taken as +1
# (the model names this one first; the repair would tell the same exit)

def stops_at_plus_one(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best_value, best_move = (-math.inf if maximizing else math.inf), None
    for move in game.actions(state):
        value, _ = stops_at_plus_one(game, game.result(state, move))
        if (value > best_value) if maximizing else (value < best_value):
            best_value, best_move = value, move
        if best_value == (1 if maximizing else -1):
            break
    return best_value, best_move


def positive_is_win_single(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    sign = 1 if game.to_move(state) == game.players[0] else -1
    best, best_move = -math.inf, None
    for move in game.actions(state):
        value = sign * positive_is_win_single(game, game.result(state, move))[0]
        if value > best:
            best, best_move = value, move
            if best > 0:
                break
    return sign * best, best_move


BUGGY = [(mm01_positive_is_win, {repairs.EXITS_EARLY}),
         (stops_at_plus_one, {repairs.EXITS_EARLY, report.STOPS_AT_ONE}),
         (positive_is_win_single, {repairs.EXITS_EARLY})]
CORRECT: list = []
