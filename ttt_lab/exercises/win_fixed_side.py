"""A win test that tests one player's lines, a player fixed in practice (issue 27, wave 35's wt_04).

Code that picks the player to test from the stones may pick the same player on every board a game
reaches: ``last = "X" if xs >= os else "O"`` (meant as "the player who moved last") is X wherever X has as
many stones as O or one more, that is on every board of play, so O's lines are never tested; a helper
called once, with ``"X"``, does the same on every board. Told "misses some lines" with a hint about a
return inside the loop (wave 35's wt_04), the student is sent to code they do not have; told "tests only
the side that moved last" (:data:`~ttt_lab.exercises.win_last_mover.LAST_MOVER_ONLY`), they would be told
their count works when it does not.

:func:`side_tested` is the model (the ``side`` knob of
:func:`~ttt_lab.exercises.win_last_mover.side_answers`): ``"X on ties"``, X unless O has more stones (on a board
no game reaches, O's line alone, such code tests O). :func:`fixed_side_mistakes` names it as board_models names
a player fixed outright, in the words of the line that picks the player where the source has one
(:func:`side_picked_in_code`).

Example:
    >>> side_tested("X on ties", 3, 3), side_tested("X on ties", 4, 3), side_tested("X on ties", 0, 3)
    ('X', 'X', 'O')
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.board_models import ONE_PLAYER
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import Source, called_name
from ttt_lab.exercises.win_side_claims import tries_both_players

FIXED_SIDES = ("X on ties",)
"""The values of the ``side`` knob this module models (win_last_mover's own are "last" and "to move"; a player
fixed outright is board_models' ``only`` knob)."""

_SIDES = frozenset({"X", "O"})


def side_tested(side: str, xs: int, os: int) -> str:
    """The one player whose lines code of ``side`` ("X on ties") tests on a board with ``xs`` X's and ``os`` O's."""
    assert side in FIXED_SIDES, side
    return "X" if xs >= os else "O"


def _picks_x_or_o(node: ast.AST) -> bool:
    """``"X" if ... else "O"`` (either way round)."""
    return (isinstance(node, ast.IfExp) and isinstance(node.body, ast.Constant) and isinstance(node.orelse, ast.Constant)
            and {node.body.value, node.orelse.value} == _SIDES)


def side_picked_in_code(source: Source, player: str) -> str | None:
    """The code that fixes the player tested, as written: the statement choosing X or O by a condition
    (``last = "X" if xs >= os else "O"``), else a call given ``player`` whose function is never called with
    the other player (``check_win(board, "X")``); None where the code has neither."""
    for node in source.nodes():
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None and _picks_x_or_o(node.value):
            return source.segment(node)
    for node in source.nodes():
        if isinstance(node, ast.IfExp) and _picks_x_or_o(node):
            return source.segment(node)
    given: dict[str, set[object]] = {}
    calls: dict[str, ast.Call] = {}
    for node in source.nodes():
        if isinstance(node, ast.Call) and (name := called_name(node)) is not None:
            players = {arg.value for arg in node.args if isinstance(arg, ast.Constant) and arg.value in _SIDES}
            given.setdefault(name, set()).update(players)
            if player in players:
                calls.setdefault(name, node)
    found = next((call for name, call in calls.items() if given[name] == {player}), None)
    return None if found is None else source.segment(found)


def _worded(source: Source) -> tuple[str, str] | None:
    """The model's words, quoting the line of ``source`` that picks the player."""
    line = side_picked_in_code(source, "X")
    if line is None:
        return None
    return (f"picks the player to test with `{line}`, which is X on every board a game reaches (X moves first, so"
            " X has as many stones as O or one more, and a tie means O moved last), and tests only that player's"
            " lines: only ever X's, so O's wins are never found",
            f"{_HINT} Your `{line}` is X on every board a game reaches.")


_HINT = ("Test every line for both players (return the stone that fills the line, whoever it is): O wins games too,"
         " and a win test answers for any board.")


def fixed_side_mistakes() -> list[Mistake]:
    """The win test's slip of testing one player picked by a count that gives X on every board of play (added to its
    catalogue after win_last_mover's: a count that picks the last mover rightly is that model, not this one). Named
    as board_models' player fixed outright (:data:`~ttt_lab.exercises.board_models.ONE_PLAYER`): the same slip."""
    return [Mistake(ONE_PLAYER, "picks the player to test from the stones by a comparison that gives X on every board"
                    " a game reaches (X when X has at least as many stones as O: a tie means O moved last) and tests"
                    " only that player's lines: only ever X's, so O's wins are never found", _HINT,
                    knobs=(("side", "X on ties"),), refuted_by=tries_both_players, worded=_worded)]
