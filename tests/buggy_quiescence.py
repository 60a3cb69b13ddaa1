"""Student code for the quiescence checker, correct and with one typical bug each
(tests/test_anytime.py). Values are MAX's (X's); a position is at the depth limit."""

from __future__ import annotations

from typing import Any


def _other(game: Any, me: str) -> str:
    return game.players[1] if me == game.players[0] else game.players[0]


def quiesce_correct(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = []
    if not moves:
        options.append(evaluate(state))  # stand pat
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [quiesce_correct(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


def quiesce_stops_at_horizon(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    return evaluate(state)  # type: ignore[no-any-return]


def quiesce_every_move(game: Any, state: Any, evaluate: Any) -> float:
    """Searches every move past the horizon: plain minimax to the end."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [quiesce_every_move(game, game.result(state, m), evaluate) for m in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def quiesce_no_stand_pat(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    if not moves:
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
        if not moves:
            return evaluate(state)  # type: ignore[no-any-return]
    values = [quiesce_no_stand_pat(game, game.result(state, m), evaluate) for m in moves]
    return max(values) if me == game.players[0] else min(values)


def quiesce_stand_pat_for_mover(game: Any, state: Any, evaluate: Any) -> float:
    """Stands pat with the evaluation turned to the side to move's view."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = []
    if not moves:
        options.append(evaluate(state) if me == game.players[0] else -evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [quiesce_stand_pat_for_mover(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)
