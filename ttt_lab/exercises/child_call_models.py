"""What a node hands its children, slipped (issue 27): in code written as two helpers, max_value
and min_value (or two branches of one function), one half that differs from the other, and a
depth that steps down by the wrong amount.

- the test that picks the helper for each child flipped in one half (``game.to_move(child) !=
  game.players[-1]`` where ``== game.players[0]`` belongs): every child of that kind of node is
  valued by the other side's rule (knob ``turns`` ``"max dispatch flipped"`` / ``"min dispatch
  flipped"`` of :func:`~ttt_lab.exercises.error_model.mistaken_value`);
- the depth counted up in one half (``d + 1`` where ``d - 1`` belongs): below that kind of node the
  depth never falls over two plies (knob ``depth_step`` ``"max up"`` / ``"min up"``);
- the root's children valued with the root's own helper: every level below the root swapped
  (``turns`` ``"swapped below"``);
- the depth lowered by 2 at every ply (``depth - 2``: depth read as moves of both players), so the
  search looks half as far (``depth_step`` ``"two"``). On the graded trees its values are those of
  a depth lowered inside the loop (the second child gets depth - 2): the code tells which
  (:func:`child_call_catalogue`);
- the depth tested before the end of the game: its pairs tried first where the code shows it
  (:func:`depth_first_catalogue`).

Like every mistake, each is named only when it reproduces every value the student returned.

Example:
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> from ttt_lab.exercises.error_model import mistaken_value
    >>> game = aima_figure_5_2()
    >>> mistaken_value(game, game.initial_state(), {}), mistaken_value(game, game.initial_state(), {"turns": "max dispatch flipped"})
    (3.0, 14.0)
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.code_claims import lowers_depth_for_every_child
from ttt_lab.exercises.code_names import rename_by_code, renamed
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import (
    DEPTH_IN_LOOP,
    EVALUATES_TERMINAL,
    FULL_MOVES,
    NEVER_COUNTS_DOWN,
    NOT_ALTERNATING,
    SWAPPED,
    Problem,
)
from ttt_lab.exercises.sign_models import source_size_mistakes


def _has_depth(case: Any) -> bool:
    return getattr(case, "depth", None) is not None


def child_call_mistakes() -> list[Mistake]:
    """The child's helper picked by a flipped test, or the depth counted up, in one kind of node; the
    depth lowered by 2."""
    return [
        *(Mistake(NOT_ALTERNATING, f"picks the helper for each child of a {side} node by a flipped test (such as"
                  " game.to_move(child) != game.players[-1]), so there every child is valued by the other side's rule",
                  "Value each child by its own mover's rule, with the same test in both helpers: max_value(child)"
                  " where game.to_move(child) == game.players[0], min_value(child) otherwise.",
                  knobs=(("turns", f"{kind} dispatch flipped"),))
          for kind, side in (("max", "MAX"), ("min", "MIN"))),
        *(Mistake(NEVER_COUNTS_DOWN, f"hands the children of {side} nodes depth + 1 (d + 1 where d - 1 belongs, in"
                  " that half of the code), so the depth never falls over two plies", "Each child is one ply further"
                  " down: call your search on it with depth - 1, in both halves of the code.",
                  knobs=(("depth_step", f"{kind} up"),), applies=_has_depth, refuted_by=lowers_depth_for_every_child)
          for kind, side in (("max", "MAX"), ("min", "MIN"))),
        Mistake(SWAPPED, "values the root's children with the root's own helper (max_value after MAX's move), so every"
                " level below the root takes the other side's rule", "The root's children are the other player's to"
                " move: after MAX's move call min_value(child), after MIN's max_value(child).",
                knobs=(("turns", "swapped below"),), applies=lambda case: not case.game.is_terminal(case.state)),
        Mistake(FULL_MOVES, "hands every child depth - 2, counting a move of each player at every ply, so it looks"
                " half as far as asked", "depth counts plies, each player's move one: every child gets depth - 1.",
                knobs=(("depth_step", "two"),), applies=_has_depth),
    ]


def child_call_catalogue(catalogue: Sequence[Mistake], fn: Callable[..., Any] | None) -> list[Mistake]:
    """``catalogue`` without "lowers the depth inside the loop" for code that lowers its depth by 2
    in a call (``depth - 2``): on the graded trees the two give the same values, and the code shows
    which one it does."""
    if fn is None or not _steps_by_two(fn):
        return list(catalogue)
    return [m for m in catalogue if m.name != DEPTH_IN_LOOP]


def _steps_by_two(fn: Callable[..., Any]) -> bool:
    """A call's argument is ``<name> - 2`` (the depth lowered by two at once)."""
    return any(isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Sub) and isinstance(arg.right, ast.Constant)
               and arg.right.value == 2 and isinstance(arg.left, ast.Name)
               for node in read_source(fn).nodes() if isinstance(node, ast.Call) for arg in node.args)


def depth_first_catalogue(catalogue: Sequence[Mistake], fn: Callable[..., Any] | None) -> list[Mistake]:
    """``catalogue`` with "evaluates finished games" first where the code tests its depth before
    game.is_terminal (``if depth == 0: return ...`` above the terminal test): with a second slip its
    values may also be a depth off by one's, and the code shows which it does."""
    if fn is None or not _depth_tested_first(fn):
        return list(catalogue)
    return sorted(catalogue, key=lambda m: m.name != EVALUATES_TERMINAL)


def _depth_tested_first(fn: Callable[..., Any]) -> bool:
    """A function whose first test that returns compares one of its parameters with a number, before
    any call of is_terminal."""
    for function in read_source(fn).nodes():
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        params = {arg.arg for arg in function.args.args}
        for statement in function.body:
            if any(isinstance(n, ast.Attribute) and n.attr == "is_terminal" for n in ast.walk(statement)):
                break
            if (isinstance(statement, ast.If) and isinstance(statement.test, ast.Compare)
                    and isinstance(statement.test.left, ast.Name) and statement.test.left.id in params
                    and isinstance(statement.test.comparators[0], ast.Constant)
                    and any(isinstance(s, ast.Return) for s in statement.body)):
                return True
    return False


def dispatched(game: Any, node_value: Callable[..., float], max_flipped: bool) -> Callable[..., float]:
    """``node_value`` with each child's rule picked by a flipped test below one kind of node (knob
    ``turns`` ``"max dispatch flipped"`` / ``"min dispatch flipped"``): there a child is valued by
    the other side's rule than its mover's, elsewhere by its own."""
    flip = [False]

    def value(s: Any, d: int | None, after_chance: bool = False, child: bool = False) -> float:
        flipped_here = flip[0]
        maximizing = (game.to_move(s) == game.players[0]) != flipped_here
        flip[0] = maximizing == max_flipped
        try:
            return node_value(s, d, after_chance, child, maximizing)
        finally:
            flip[0] = flipped_here

    return value


def read_catalogue(catalogue: Sequence[Mistake], fn: Callable[..., Any] | None) -> list[Mistake]:
    """``catalogue`` as the student's code narrows and orders it (:func:`child_call_catalogue`,
    :func:`depth_first_catalogue`). (A whole-number estimate, named only of code that can make one,
    is refuted by the source as every model is: ``Mistake.refuted_by``.)"""
    # Finished games scored with the code's own win and loss numbers, read from its returns (sign_models).
    own_sizes = source_size_mistakes(read_source(fn, levels=2)) if fn is not None else []
    return [*depth_first_catalogue(child_call_catalogue(catalogue, fn), fn), *own_sizes]


DEPTH_KEPT = "hands one player's children the same depth, not depth - 1"


def name_depth_kept(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """A depth lowered after one player's moves only (knob ``depth_step`` ``"min only"`` / ``"max
    only"``, named "counts the depth in full moves") renamed where the code shows the
    slip: a call in one half that hands a child the depth as it came (``value(game, child, depth,
    evaluate)``) while another hands ``depth - 1`` (blind16's dl04, a decrement forgotten in the
    copy of a helper). Code that means to count full moves (``below = depth - 1 if ... else
    depth``) keeps the name that says so."""
    def applies(problem: Problem) -> bool:
        return problem.name == FULL_MOVES and "counts a ply only after" in problem.detail

    def rename(problem: Problem, found: tuple[str, str, str | None]) -> Problem:
        kept, lowered, untested = found
        side = "MAX's" if "only after MIN's" in problem.detail else "MIN's"
        # CS188's rounds (blind58's dl_03): the half that lowers the depth never tests it, so the
        # decrement alone would carry a depth of 0 on past the test of the other half (to -1, ...).
        also = "" if untested is None else (f" Test the depth in `{untested}` as well (at depth 0 return"
                                            " evaluate(state)): it never compares its depth, so with depth - 1"
                                            " in both calls a node there reached with depth 0 would search on.")
        return renamed(problem, DEPTH_KEPT, f"Your code hands the child `{kept}`: the depth as it came, where"
                       f" `{lowered}` hands depth - 1, so the depth is not lowered after {side} moves and the search"
                       " looks deeper there than asked; it explains every value your function returned.",
                       "Each child is one ply further down whoever moved: hand it depth - 1 in that call too." + also)

    return rename_by_code(problems, applies, lambda: _depth_kept_call(read_source(fn, levels=3)), rename)


def _depth_kept_call(source: Source) -> tuple[str, str, str | None] | None:
    """(a call that hands a search of the code its own depth parameter unchanged, one that hands
    it that parameter minus 1, the name of the function making the second call where that function
    never compares its depth), from two functions of the code; None where there are not both."""
    defined = {node.name for node in source.nodes() if isinstance(node, ast.FunctionDef)}
    kept = lowered = untested = None
    for function in (n for n in source.nodes() if isinstance(n, ast.FunctionDef)):
        params = [a.arg for a in function.args.args if "depth" in a.arg.lower()]
        if len(params) != 1:
            continue
        depth = params[0]
        loops = [n for n in ast.walk(function) if isinstance(n, (ast.For, ast.ListComp, ast.GeneratorExp))]
        for call in (n for loop in loops for n in ast.walk(loop) if isinstance(n, ast.Call)
                     and isinstance(n.func, ast.Name) and n.func.id in defined):  # a child's call, in a loop over moves
            if any(isinstance(a, ast.Name) and a.id == depth for a in call.args) and kept is None:
                kept = source.segment(call)
            if any(isinstance(a, ast.BinOp) and isinstance(a.op, ast.Sub) and isinstance(a.left, ast.Name)
                   and a.left.id == depth and isinstance(a.right, ast.Constant) and a.right.value == 1
                   for a in call.args) and lowered is None:
                lowered = source.segment(call)
                tested = any(isinstance(n, ast.Compare) and any(isinstance(m, ast.Name) and m.id == depth
                                                                for m in ast.walk(n)) for n in ast.walk(function))
                untested = None if tested else function.name
    return None if kept is None or lowered is None else (kept, lowered, untested)
