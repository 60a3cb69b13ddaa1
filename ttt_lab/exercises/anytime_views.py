"""Whose view an iterative deepening's values are in, told in the form the student's own search has.

Two models of iterative deepening name "returns the value for the wrong player": values for the
side to move at the root (``value_view``), and an evaluation turned to the side to move's view
where O moves (``eval_view``). Their values say *which* numbers come out, not *how* the code made
them, and the fix depends on the code's form:

- A search in negamax form (it negates what its own search returns, ``-negamax(...)[0]``) keeps
  every value for the side to move, the one at the depth limit too. There the eval_view values come
  from code that returns ``evaluate(state)`` as it is, never turned to O's view where O moves (wave
  26's id_05, told "hand evaluate(state) to the search as it is": what it already does). And the
  value_view values come from a root value never turned back to X's.
- An aima-style search that fixes ``player = game.to_move(state)`` at the root and scores every
  position for it (``game.utility(state, player)``) gives the root mover's values: the fix is inside
  the search, at that ``player`` (wave 26's id_04, told "report the search's value as it is", which
  it already does).

Each is a :attr:`~ttt_lab.exercises.engine.Mistake.worded`: code in neither form keeps the model's
words (a search that turns a right value round, told to report it as it is).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def nega(game, state, depth, evaluate):\\n"
    ...         "    if depth == 0:\\n        return evaluate(state), None\\n"
    ...         "    return max(-nega(game, game.result(state, m), depth - 1, evaluate)[0] for m in game.actions(state)), None\\n")
    >>> eval_view_worded(Source((ast.parse(text),), (text,)))[1].startswith("In negamax form")
    True
    >>> text = ("def search(game, state, depth, evaluate):\\n    player = game.to_move(state)\\n"
    ...         "    return game.utility(state, player)\\n")
    >>> value_view_worded(Source((ast.parse(text),), (text,)))[0].split(",")[0]
    'scores every position for `player = game.to_move(state)`'
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import Source, called_name, calls_to
from ttt_lab.exercises.report import WRONG_PLAYER


def negates_its_own_search(source: Source) -> bool:
    """The code negates what a function of its own returns: ``-f(...)``, ``-f(...)[0]``,
    ``-f(...).value`` (values for the side to move, negamax form)."""
    defined = {node.name for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for node in source.nodes():
        if not (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)):
            continue
        operand = node.operand
        while isinstance(operand, (ast.Subscript, ast.Attribute)):  # the value of a (value, move) pair or result
            operand = operand.value
        if isinstance(operand, ast.Call) and isinstance(operand.func, ast.Name) and operand.func.id in defined:
            return True
    return False


def root_player(source: Source) -> tuple[str, str] | None:
    """A name given ``game.to_move(...)`` (``player = game.to_move(state)``) that the code scores
    finished games for (``game.utility(state, player)``): the assignment's text and that call's."""
    movers = {target.id: source.segment(node) for node in source.nodes() if isinstance(node, ast.Assign)
              and isinstance(node.value, ast.Call) and called_name(node.value) == "to_move"
              for target in node.targets if isinstance(target, ast.Name)}
    for call in calls_to(source, "utility"):
        for arg in call.args[1:]:
            if isinstance(arg, ast.Name) and arg.id in movers:
                return movers[arg.id], source.segment(call)
    return None


_NEGAMAX_FORM = "in negamax form (each child's value negated: values for the side to move)"


def eval_view_worded(source: Source) -> tuple[str, str] | None:
    """The eval_view model's words for a search in negamax form: it never turns the evaluation to
    the side to move's view, where it belongs; None (the model's words) for any other code."""
    if not negates_its_own_search(source):
        return None
    return (f"searches {_NEGAMAX_FORM} and returns evaluate(state) as it is at the depth limit: that is X's view,"
            " never turned to the side to move's where O moves (a sign that is +1 for O too, or no sign at all)",
            "In negamax form every value is the side to move's, the one at the depth limit too: evaluate(state) is"
            " X's view, so return sign * evaluate(state) there, with sign 1 where X (game.players[0]) moves and -1"
            " where O does.")


def value_view_worded(source: Source) -> tuple[str, str] | None:
    """The value_view model's words where the code shows where the root mover's view comes from: a
    ``player`` fixed at the root and scored for, or a search in negamax form; None for other code."""
    fixed = root_player(source)
    if fixed is not None:
        assigned, scored = fixed
        return (f"scores every position for `{assigned}`, the side to move at the root (`{scored}`), so where O is to move at the root every value it"
                " returns is O's, not X's",
                f"Values are X's (game.players[0]) whoever is to move: your search fixes `{assigned}` and scores"
                " for it, so where O is to move at the root turn each iteration's value back to X's (negate it)"
                " before you record it.")
    if negates_its_own_search(source):
        return (f"searches {_NEGAMAX_FORM} and records the root's value as the search returns it: the side to"
                " move's, so where O is to move at the root every value is O's, not X's",
                "Values are X's (game.players[0]) whoever is to move: your negamax returns the side to move's value,"
                " so turn it back to X's where O is to move at the root (negate it) before you record it.")
    return None


VALUE_VIEW = Mistake(WRONG_PLAYER, "returns each iteration's value for the side to move, not for X",
                     "Values are X's (game.players[0]) whoever is to move: report the search's value as it is.",
                     knobs=(("value_view", "mover"),), worded=value_view_worded)
"""Each iteration's value for the side to move at the root."""

EVAL_VIEW = Mistake(WRONG_PLAYER, "turns the evaluation to the side to move's view where O moves",
                    "evaluate(state) is already MAX's view: hand it to the search as it is.",
                    knobs=(("eval_view", "mover"),), worded=eval_view_worded)
"""The evaluation at the depth limit seen from the side to move's view where O moves (in MAX's view)."""
