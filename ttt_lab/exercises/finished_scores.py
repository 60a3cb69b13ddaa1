"""A finished game scored by its depth, read from the student's source where localisation found the slip
at a finished game (issue 27: "returns a wrong value" alone is never the whole message).

Code ported from game demos scores a won game by how deep it lies, to prefer quick wins: wave 37's
nm_02 (pommeJedusor/minimax-demo) returns ``-(9 - deep)`` wherever the game has a winner, assuming the
side to move has just lost. No catalogue model predicts such a scale on every graded tree, so the
engine only localised it: the lowest wrong node is a finished game. :func:`depth_scored_return` reads the
return in the code's branch for a finished game (a test calling ``is_terminal``, ``winner``...): a value
computed from the depth (a parameter counted down or up, or named for it) with no call to ``utility``.
:func:`name_depth_scored` names it there, quoting that return, and says it assumes the side to move lost
where the score is negated whoever won (the test asks only whether there is a winner).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def negamax(game, state, deep=1):\\n    if game.is_terminal(state) and game.winner(state) is not None:\\n"
    ...         "        return -(9 - deep)\\n    return max(-negamax(game, c, deep + 1) for c in [])")
    >>> depth_scored_return(Source((ast.parse(text),), (text,)))
    ('`return -(9 - deep)`', True, False)
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.cutoff_tests import _counted_up, depth_names
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import Problem

SCORED_BY_DEPTH = "scores a finished game by its depth, not the game's utility"

_FINISHED_TESTS = ("is_terminal", "terminal_test", "winner", "is_winning", "game_over", "is_over", "check_win")


def _calls(node: ast.AST, names: tuple[str, ...]) -> bool:
    for inner in ast.walk(node):
        if isinstance(inner, ast.Call):
            called = inner.func.attr if isinstance(inner.func, ast.Attribute) else getattr(inner.func, "id", "")
            if any(name in called.lower() for name in names):
                return True
    return False


def _asks_who_won(test: ast.AST) -> bool:
    """The test compares the winner with a player (``winner(s) == game.players[0]``, ``== "X"``), not only
    whether there is one (``is not None``, truthiness)."""
    return any(isinstance(node, ast.Compare) and any(isinstance(op, (ast.Eq, ast.NotEq)) for op in node.ops)
               for node in ast.walk(test))


def depth_scored_return(source: Source) -> tuple[str, bool, bool] | None:
    """``(the quoted return, whether it assumes the side to move lost, whether it scales the utility)`` for the
    first return, in the body of an ``if`` testing for a finished game, whose value reads the depth; None where
    the code has none. "Assumes the side to move lost": the score is negated and the test does not ask who won.
    "Scales the utility": the score calls ``utility`` or reads a name bound to it (``u * (10 - depth)``, blind48's
    mm_04), a depth weight on the game's own value rather than a number of its own."""
    names = depth_names(source) | _counted_up(source) | {
        arg.arg for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        for arg in node.args.args if "deep" in arg.arg.lower()}
    if not names:
        return None
    utilities = {target.id for node in source.nodes() if isinstance(node, ast.Assign) and _calls(node.value, ("utility",))
                 for target in node.targets if isinstance(target, ast.Name)}
    for node in source.nodes():
        if not isinstance(node, ast.If) or not _calls(node.test, _FINISHED_TESTS):
            continue
        for statement in node.body:
            if not isinstance(statement, ast.Return) or statement.value is None:
                continue
            value = statement.value
            scored = value.args[0] if isinstance(value, ast.Call) and value.args else value  # Result(-(9 - deep), None)
            if isinstance(scored, ast.Tuple) and scored.elts:
                scored = scored.elts[0]
            reads_depth = any(isinstance(inner, ast.Name) and inner.id in names for inner in ast.walk(scored))
            if reads_depth:
                negated = isinstance(scored, ast.UnaryOp) and isinstance(scored.op, ast.USub)
                scales = _calls(scored, ("utility",)) or any(
                    isinstance(inner, ast.Name) and inner.id in utilities for inner in ast.walk(scored))
                return f"`return {source.segment(value)}`", negated and not _asks_who_won(node.test), scales
    return None


def name_depth_scored(shown: str, spot_text: str, source: Source | None) -> Problem | None:
    """:data:`SCORED_BY_DEPTH` for a slip localised at a finished game (``spot_text``, after ``shown``), where
    the code scores finished games by their depth (:func:`depth_scored_return`); None otherwise."""
    found = None if source is None else depth_scored_return(source)
    if found is None:
        return None
    quoted, mover_lost, scales = found
    made = ("the game's utility weighted by how deep the game lies" if scales
            else "a number made from how deep the game lies, not the game's utility")
    lost = (" It also assumes the side to move has lost whenever the game has a winner: the score is negated"
            " whoever won, so a game the side to move has won counts as its loss." if mover_lost else "")
    return Problem(
        SCORED_BY_DEPTH,
        f"{shown}\n{spot_text}\nYour code scores a finished game with {quoted}: {made}, so its values are not the"
        f" game's.{lost}",
        "A finished game is worth its utility: game.utility(state, player) for the player whose value you return"
        " (in negamax the side to move, game.to_move(state); in minimax MAX, game.players[0]), at any depth:"
        " drop the depth from the score (a search already prefers any win to any draw).")
