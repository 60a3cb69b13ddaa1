"""Where a student's quiescence search first goes wrong (used by :mod:`.quiescence` when no mistake
of the model gives every value): the lowest position whose forcing moves it values right but not the
position itself, with the rule there spelled out."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.engine import Node, localise
from ttt_lab.exercises.harness import _call, _num, _Watch
from ttt_lab.search import alphabeta


def _spot(run: Callable[..., Any], game: Any, state: Any, evaluate: Any) -> str | None:
    """The lowest position whose forcing moves the student values right but not the position itself."""
    MAX, MIN = game.players

    def forcing(node: Node) -> list[tuple[str, Node]]:
        s = node.state
        if game.is_terminal(s):
            return []
        me = game.to_move(s)
        you = MIN if me == MAX else MAX
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, you) or [
            m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        return [(f"{m!r}", _node(game, game.result(s, m))) for m in moves]

    def student(node: Node) -> float | None:
        watch = _Watch(game)
        return _call(run, watch, watch, node.state, evaluate).number

    def rule(node: Node, values: list[tuple[str, float]]) -> str:
        s = node.state
        if game.is_terminal(s):
            return f"a finished game is worth its utility for {MAX}: {_num(float(game.utility(s, MAX)))}"
        me = game.to_move(s)
        you = MIN if me == MAX else MAX
        options = [f"{label}: {_num(v)}" for label, v in values]
        if not (game.completing_cells(s, me) or game.completing_cells(s, you)):
            options.append(f"standing pat: evaluate(state) = {_num(float(evaluate(s)))}")
        pick = "largest" if me == MAX else "smallest"
        return (f"{me} is to move and takes the {pick} of its options ({'; '.join(options)}):"
                f" {_num(_quiescence(game, s, evaluate))}")

    found = localise(_node(game, state), forcing, student, lambda node: _quiescence(game, node.state, evaluate), rule)
    return None if found is None else found.text()


def _node(game: Any, state: Any) -> Node:
    role = "a finished game" if game.is_terminal(state) else f"{game.to_move(state)} to move"
    return Node(state, f"the board {game.board_text(state)}", role)


def _quiescence(game: Any, state: Any, evaluate: Any) -> float:
    return alphabeta(game, state, depth=0, evaluate=evaluate, quiescence=True).value
