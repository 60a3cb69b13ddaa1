"""A name read where another belongs, in a tree search: slips that run without an error.

A search written as a helper inside the student's function gets the node (``s``) but may read
the outer ``state``, the root the search started from: with ``def value(s, d): ...
game.to_move(state) ...`` or ``return evaluate(state)`` every node answers a question about the
root. And after the loop over the moves, the loop's variable (``value``, ``score``) may be
returned where the running best belongs: every node is then worth its last child's value.
The knobs are :func:`~ttt_lab.exercises.error_model.mistaken_value`'s (``turns="root"``,
``horizon="root"``, ``last_child``); the checkers that search with that model declare these
mistakes beside its others. A move kept in a global that a search from MIN's turn never sets
(:func:`stale_global_move`) is the same slip in the move: the one returned is an earlier call's.

The four ``name_*`` passes below rename a problem and rewrite its detail after the checker has
run; the engine's own ways (``Mistake.worded`` with a source check, or a ``HintCheck``) cannot
carry them without changing what students are told, so they stay passes (fixer s68b, issue 27):

- :func:`name_unflipped_flag` reads the source alone, but its words read the student's code
  ("Your code keeps whose turn it is in `is_max` ... that explains every value"), where a
  ``Mistake.because`` completes "That is what you get from code that ...". And TURN_FROM_ROOT is
  in ``MINIMAX_MISTAKES``, which alpha-beta's and iterative deepening's diagnoses fit too, without
  this pass: a ``worded`` would reword their students as well. A ``HintCheck`` changes the hint alone.
- :func:`name_child_pair` needs the run's wrong moves (each one none of its node's moves), and
  :func:`name_loop_move_overwritten` renames: both start from "returns the right value with a
  wrong move", which the checker's move hypotheses give, not a fitted ``Mistake``, and end on
  another name (CHILD_MOVE), which neither ``worded`` (words only) nor a ``HintCheck`` (the hint
  only) can give.
- :func:`name_flag_below_root` keeps the model's form of words, so a ``worded`` on the helper
  models could say them; but it rewords only a fit of one slip in a report of at most two
  problems (beside a second slip the pair's account stands), which are the run's data: a
  ``worded`` sees the source alone and words a pair's half too. The helper models are in
  ``MINIMAX_MISTAKES`` as well, fitted by checkers that never call this pass.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.code_names import renamed
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import called_name, read_source
from ttt_lab.exercises.loop_models import KEEPS_LAST
from ttt_lab.exercises.report import CHILD_MOVE, DEPTH_FROM_ROOT, DEPTH_OFF_BY_ONE, WRONG_MOVE, Problem

TURN_FROM_ROOT = "decides who moves from the root position, not the node's"
EVALUATES_ROOT = "evaluates the root position at the depth limit, not the node's"
LAST_CHILD = KEEPS_LAST
"""One behaviour, one name: the loop's last value returned and a best overwritten by every child
(loop_models) give the same values, so the student is told what the code does, with both shapes."""

_HINT = ("Inside a helper that is given a position (def value(s, d)), ask about that position, s: the outer"
         " state is the root the search started from, the same at every node.")


def root_state_mistakes() -> list[Mistake]:
    """The root's state read where the node's belongs: whose turn it is, and what the evaluation says."""
    return [
        Mistake(TURN_FROM_ROOT, "asks whose turn it is of the root (game.to_move(state)) at every node, so every"
                " node takes the max where MAX is to move at the root, and the min where MIN is",
                _HINT + " Whose turn it is: game.to_move(s).", knobs=(("turns", "root"),)),
        Mistake(EVALUATES_ROOT, "evaluates the root (evaluate(state)) at the depth limit, so every position at"
                " the limit is worth the root's evaluation", _HINT + " At the depth limit: return evaluate(s).",
                knobs=(("horizon", "root"),)),
        Mistake(DEPTH_FROM_ROOT, "hands every child the root's depth less one (search(child, depth - 1), the outer"
                " depth, where d - 1 belongs), so below the root's children the depth never goes down and the"
                " search runs to the end of the game", _HINT + " The depth left: d - 1 for the children of s.",
                knobs=(("depth_from_root", True),), applies=lambda case: case.depth is not None),
        *(Mistake(DEPTH_FROM_ROOT, f"hands the children of every {side} node the root's depth less one ({side}-VALUE"
                  f" called with the outer depth where the node's d belongs), so the depth goes back up at each {side}"
                  " node", _HINT + " The depth left: the d the helper was given, less one for each ply.",
                  knobs=(("depth_from_root", kind),), applies=lambda case: case.depth is not None)
          for kind, side in (("max", "MAX"), ("min", "MIN"))),
        Mistake(DEPTH_OFF_BY_ONE, "searches the root's children with depth, not depth - 1 (the root's own loop, or the"
                " call it makes on each child, forgets the decrement that every node below makes), so it looks one ply"
                " further than asked; asked for depth 0 it evaluates the root, rightly", "Every child is one ply further"
                " down, the root's too: where the root loops over its moves, call the search on each child with depth -"
                " 1, as the nodes below do.", knobs=(("root_keeps_depth", True),),
                applies=lambda case: case.depth is not None),
    ]


def last_child_mistakes() -> list[Mistake]:
    """The loop's variable returned after the loop: each node worth its last child's value."""
    return [
        Mistake(LAST_CHILD, "keeps the value of the last move it tried, not the best: after the loop it returns the"
                " loop's variable (value, score) where the running best belongs, or it sets the best to every"
                " child's value in turn", "After the loop return the best value kept so far (`if value > best:"
                " best = value` inside the loop, < for MIN; then return best), not the last value computed in it.",
                knobs=(("last_child", True),)),
    ]


def stale_global_move(wrong: list[tuple[Any, Any, Any, Any, Any, dict[Any, float]]], fn: Callable[..., Any]) -> Problem | None:
    """The wrong moves (``(case, value, game, state, move, values)``, each with the right value)
    told as a move kept in a global (``global computers_move``, blind18's m09, from the widely copied
    Java tic-tac-toe) that a search where MIN is to move at the root never sets, and that MAX's root
    sets to the last move worth 0 or more (a move that does not lose) before a child worth 1 ends
    the loop. None unless every wrong move is one of those and the code assigns a global."""
    nodes = read_source(fn).nodes()
    declared = {name for node in nodes if isinstance(node, ast.Global) for name in node.names}
    assigned = [target.id for node in nodes if isinstance(node, ast.Assign) for target in node.targets
                if isinstance(target, ast.Name) and target.id in declared]
    at_max = [w for w in wrong if w[2].to_move(w[3]) == w[2].players[0]]
    if not assigned or len(at_max) == len(wrong) or any(move != _not_losing(values) for *_, move, values in at_max):
        return None
    case, value, _, _, move, values = next(w for w in wrong if w not in at_max)
    best = ", ".join(repr(m) for m, v in values.items() if v == value)
    shown = f"{move!r}" + ("" if move in values else ", not a move there")
    told = (f" Where MAX is to move at the root it holds the last move worth 0 or more, a move that does not lose,"
            f" not the best ({len(at_max)} case{'s' if len(at_max) > 1 else ''})." if at_max else "")
    return Problem(
        WRONG_MOVE,
        f"On {case.position()}{'' if 'to move' in case.position() else ' (MIN to move)'} it returned the right value, {value:g}, with the move {shown}; the"
        f" moves that keep the value are {best}. Your code keeps the move in the global `{assigned[0]}`, which a"
        f" search from MIN's turn never sets ({len(wrong) - len(at_max)} case{'s' if len(wrong) - len(at_max) > 1 else ''}), so the move returned there is one"
        f" left over from an earlier call.{told}",
        "Choose the move at the root whoever is to move there, the child whose value is the one returned (MIN's is"
        " a smallest), and keep it in a local variable returned with the value: a global set in MAX's branch"
        " alone keeps an earlier call's move.",
    )


def _not_losing(values: dict[Any, float]) -> Any:
    """The Java rule's move at MAX's root: the last move worth 0 or more up to the first worth 1
    (where its loop stops), else the last move it tried."""
    moves = list(values)
    tried = moves[:next((i + 1 for i, m in enumerate(moves) if values[m] == 1), len(moves))]
    return next((m for m in reversed(tried) if values[m] >= 0), tried[-1] if tried else None)


def unflipped_turn_flag(fn: Callable[..., Any], signed: bool = False) -> tuple[str, str] | None:
    """(the flag's name, a recursive call's text) where the code keeps whose turn it is in a flag
    parameter that it tests (``if is_max:``) and hands every recursive call unchanged: the flag
    itself or a constant (``_mm(game, child, True)``), never ``not is_max`` (blind20's m01, from a
    Java port). The turn then stays the root's at every node, as reading the root's turn does.
    ``signed``: a negamax colour (``color * game.utility(...)``) handed down as ``color``, never
    ``-color`` (blind22's n06)."""
    source = read_source(fn)
    for function in (n for n in source.nodes() if isinstance(n, ast.FunctionDef)):
        params = [a.arg for a in function.args.args]
        tested = {n.test.id for n in ast.walk(function) if isinstance(n, (ast.If, ast.IfExp))
                  and isinstance(n.test, ast.Name)}
        if signed:
            tested = {side.id for n in ast.walk(function) if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mult)
                      for side in (n.left, n.right) if isinstance(side, ast.Name)}
        calls = [n for n in ast.walk(function) if isinstance(n, ast.Call) and (
            getattr(n.func, "id", None) == function.name or getattr(n.func, "attr", None) == function.name)]
        offset = 1 if params and params[0] == "self" else 0  # self.search(...) hands self implicitly
        for i, flag in enumerate(params):
            if flag not in tested or i < offset:
                continue
            given = [c.args[i - offset] if len(c.args) > i - offset else
                     next((k.value for k in c.keywords if k.arg == flag), None) for c in calls]
            if given and all((isinstance(g, ast.Constant) and isinstance(g.value, int if signed else bool))
                             or (isinstance(g, ast.Name) and g.id == flag) for g in given):
                return flag, source.segment(calls[0])
    return None


def name_unflipped_flag(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "decides who moves from the root position" told by what the code shows,
    where it is a turn flag handed down unflipped (:func:`unflipped_turn_flag`), not a helper
    reading the outer state."""
    if not any(p.name == TURN_FROM_ROOT and not p.note for p in problems):
        return problems
    found = unflipped_turn_flag(fn)
    if found is None:
        return problems
    flag, call = found
    return [renamed(p, TURN_FROM_ROOT, f"Your code keeps whose turn it is in `{flag}` and never flips it for a child"
                    f" (`{call}`): the flag stays the root's, so every node plays the root's side, the max where MAX is to"
                    " move at the root and the min where MIN is; that explains every value your function returned.",
                    f"Each child is the other player's turn: call it with `not {flag}` (or ask the child's own"
                    " position, game.to_move(child) == game.players[0]).")
            if p.name == TURN_FROM_ROOT and not p.note else p for p in problems]




def child_pair_returned(fn: Callable[..., Any]) -> str | None:
    """The return that hands up a child's whole (value, move) pair, as the search returned it for
    that child: ``return max(children, key=...)`` over the search's own results, or a name bound to
    one of them (``best = pair`` after ``pair = search(child)``), blind22's m08. The move in it is
    the child's, chosen below it (None above a finished game), never the move that reaches it."""
    source = read_source(fn)
    functions = [node for node in source.nodes() if isinstance(node, ast.FunctionDef)]
    # A search whose every return is a call or a number hands up a plain value, no pair (wave 36's mm_09:
    # `return max(min_value(...) for m in ...)`, min_value returning numbers): a return of it hands up no child's move.
    plain = {f.name for f in functions if (returns := [n.value for n in ast.walk(f) if isinstance(n, ast.Return)])
             and all(isinstance(v, (ast.Call, ast.Constant, ast.BinOp, ast.UnaryOp)) for v in returns)}
    defined = {f.name for f in functions} - plain

    def own_call(node: ast.AST) -> bool:
        return isinstance(node, ast.Call) and (getattr(node.func, "id", None) in defined
                                               or getattr(node.func, "attr", None) in defined)

    assigns = [(target.id, node.value) for node in source.nodes() if isinstance(node, ast.Assign)
               for target in node.targets if isinstance(target, ast.Name)]
    many = {name for name, value in assigns if isinstance(value, (ast.GeneratorExp, ast.ListComp)) and own_call(value.elt)}
    pairs = {name for name, value in assigns if own_call(value)}
    for _ in range(2):  # best = pair, after pair = search(child)
        pairs |= {name for name, value in assigns if isinstance(value, ast.Name) and value.id in pairs}
    for node in source.nodes():
        if not isinstance(node, ast.Return) or node.value is None:
            continue
        value = node.value
        if (isinstance(value, ast.Call) and getattr(value.func, "id", None) in ("max", "min") and value.args and (
                (isinstance(value.args[0], ast.Name) and value.args[0].id in many)
                or (isinstance(value.args[0], (ast.GeneratorExp, ast.ListComp)) and own_call(value.args[0].elt)))):
            return source.segment(node)
        if isinstance(value, ast.Name) and value.id in pairs:
            return source.segment(node)
    return None


def not_a_move_there(move: Any, moves: Any) -> bool:
    """Whether ``move`` is none of ``moves`` (a node's moves), for a move of any type the student
    returned: a list, which no set holds, or an object whose comparison fails, which is no move."""
    try:
        return not any(bool(move == one) for one in moves)
    except Exception:
        return True

def name_child_pair(problems: list[Problem], fn: Callable[..., Any], wrong_moves: list[tuple[Any, Any]]) -> list[Problem]:
    """``problems`` with "returns the right value with a wrong move" told as the child's own pair
    handed up, where no wrong move is one of its node's moves (``wrong_moves``: each move returned with
    the node's moves; None, what such code returns where
    the leaves' None comes up from below, or a move of a deeper position, wave 21's mm_02, which hands
    up the pair of its last unfinished child) and the code returns a child's pair
    (:func:`child_pair_returned`), or as
    a child's move unpacked into the loop's own move variable (:func:`name_loop_move_overwritten`)."""
    problems = name_loop_move_overwritten(problems, fn)
    if not wrong_moves or not any(p.name == WRONG_MOVE and not p.note for p in problems):
        return problems
    kept = child_move_kept(fn)
    if kept is not None and any(not_a_move_there(move, moves) for move, moves in wrong_moves):
        # The source shows the move kept is the child's own; on a board the child's reply can be a square
        # that is empty here too, so one wrong move that is none of its node's moves (None above a
        # finished game) is enough behaviour to go with it.
        line, reply = kept
        return [renamed(p, CHILD_MOVE, f"Your code keeps the move the child's search returned (`{line}`): that"
                        " move is the one chosen below that child (None where it is a finished game), not the move"
                        " played here that reaches it.", f"Keep the loop's move with the best value (best_move = the"
                        f" loop's move), not `{reply}`: the move a child's search returns is played further down the"
                        " line.")
                if p.name == WRONG_MOVE and not p.note else p for p in problems]
    if not all(not_a_move_there(move, moves) for move, moves in wrong_moves):
        return problems
    found = child_pair_returned(fn)
    if found is None:
        return problems
    return [renamed(p, CHILD_MOVE, f"Your code returns a child's own (value, move) pair (`{found}`): the move in it is"
                    " the one chosen below that child (None where it is a finished game), not one of the node's own"
                    " moves, and every wrong move your function returned is none of its node's moves.", "Pair each child's value with the move"
                    " that reaches it and keep that pair, e.g. max(((search(game, game.result(state, a))[0], a) for a in"
                    " game.actions(state)), key=lambda pair: pair[0]): the pair your search returns for a child holds"
                    " the move chosen below it.")
            if p.name == WRONG_MOVE and not p.note else p for p in problems]


def child_move_kept(fn: Callable[..., Any]) -> tuple[str, str] | None:
    """The update of a running best that stores, with the value, the move a child's search
    returned (``value, reply = search(child)`` then ``best_value, best_move = value, reply`` in the
    if that compares the value), wave 29's mm_06: the move kept is the child's own, chosen below it.
    Read from the source only: ``(the assignment, the child's move name)``; the if's test must
    compare the value, not that move."""
    source = read_source(fn)
    defined = {node.name for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    unpacked = {element.id for node in source.nodes() if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                and called_name(node.value) in defined
                for target in node.targets if isinstance(target, (ast.Tuple, ast.List))
                for element in target.elts if isinstance(element, ast.Name)}
    for loop in (node for node in source.nodes() if isinstance(node, ast.For)):
        moves = {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
        for node in (n for stmt in loop.body for n in ast.walk(stmt)):
            if not isinstance(node, ast.If):
                continue
            tested = {n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)}
            for stmt in (s for s in node.body if isinstance(s, ast.Assign)):
                pairs = [(t, v) for target in stmt.targets
                         for t, v in (zip(target.elts, stmt.value.elts, strict=True)
                                      if isinstance(target, ast.Tuple) and isinstance(stmt.value, ast.Tuple)
                                      and len(target.elts) == len(stmt.value.elts) else [(target, stmt.value)])
                         if isinstance(t, ast.Name) and isinstance(v, ast.Name)]
                best_kept = any(t.id in tested for t, _ in pairs)
                for target, value in pairs:
                    if (best_kept and value.id in unpacked - moves - tested and target.id not in tested
                            and target.id not in moves):
                        return source.segment(stmt), value.id
    return None


def loop_move_overwritten(fn: Callable[..., Any]) -> tuple[str, str] | None:
    """The assignment that unpacks a child's search result into the loop's own move variable
    (``for move in actions: [move, score] = minimax(...)``, wave 25's mm_09, from the "Algorithms in
    a Nutshell" pseudocode): after it, ``move`` is the move chosen below the child, so the move kept
    with the best value is the child's own, never the one played here. Read from the source only:
    ``(the assignment, the loop's variable)``."""
    source = read_source(fn)
    defined = {node.name for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for loop in (node for node in source.nodes() if isinstance(node, ast.For)):
        if not isinstance(loop.target, ast.Name):
            continue
        moved = loop.target.id
        for node in (n for stmt in loop.body for n in ast.walk(stmt)):
            if not isinstance(node, ast.Assign) or not isinstance(node.value, ast.Call):
                continue
            called = called_name(node.value)
            unpacked = [element for target in node.targets if isinstance(target, (ast.Tuple, ast.List))
                        for element in target.elts]
            if called in defined and any(isinstance(e, ast.Name) and e.id == moved for e in unpacked):
                return source.segment(node), moved
    return None


def name_loop_move_overwritten(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "returns the right value with a wrong move" told as the child's move
    unpacked into the loop's move variable (:func:`loop_move_overwritten`), where the code does so:
    the move kept is the best child's own (None above a finished game), the mistake CHILD_MOVE
    names. Its generic hint, to update the move and the value in one if, asks for what such code
    already does; the unpacking is what to change."""
    if not any(p.name == WRONG_MOVE and not p.note for p in problems):
        return problems
    found = loop_move_overwritten(fn)
    if found is None:
        return problems
    line, moved = found
    return [renamed(p, CHILD_MOVE, f"Your code unpacks each child's result into the loop's own move variable"
                    f" (`{line}`): the child's move overwrites the move played here, so the move kept with the best"
                    " value is the one chosen below that child (None where the child is a finished game), never the"
                    " move that reaches it.", "Keep the loop's move apart from"
                    " what the child returns: unpack the child's result into other names (`_, score ="
                    f" search(...)`, or `reply, score = ...`) and keep `{moved}`, the move played here, with the best"
                    " score.")
            if p.name == WRONG_MOVE and not p.note else p for p in problems]


_FLAG_KEPT_FROM_ROOT = (
    "That is what you get from code that sets the side to move at the root only: below it every node takes the max,"
    " as if the children never got a side of their own (a turn flag whose default, MAX's, every child keeps); it"
    " explains every value your function returned.", "Each node's side to move is its own position's: set it for"
    " every child you build (game.to_move(child) == game.players[0], or the parent's flag negated), not only at the"
    " root.")
_FLAG_STUCK_AT_MIN = (
    "That is what you get from code that hands a MIN node's children MIN's turn flag again (False, or the flag as it"
    " came, where its negation belongs), so once a MIN node is reached every node below it takes the min; it explains"
    " every value your function returned.", "Each child is the other player's turn, below MIN's nodes too: hand every"
    " child the flag negated (not is_max) in both branches, or ask the child's own position, game.to_move(child) =="
    " game.players[0].")


def name_flag_below_root(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "does not alternate MAX and MIN" told by the code where its model is a
    helper calling itself (max_value on a MAX node's children) but the code has no such pair of
    helpers (blind24's mm02: a node's turn flag set at the root, its default kept by every child):
    the values are the same, every node below a MAX root takes the max; the mechanism is not a copy-paste."""
    def helper_model(p: Problem) -> bool:
        # one slip alone: beside a second slip (blind10's mm01, a branch nested) the pair's account stands
        return (p.name == "does not alternate MAX and MIN" and not p.note and "helper on the children" in p.detail
                and "together they explain" not in p.detail and len([q for q in problems if not q.note]) <= 2)

    if not any(helper_model(p) for p in problems):
        return problems
    names = [node.name.lower() for node in read_source(fn).nodes() if isinstance(node, ast.FunctionDef)]
    if any("max" in n and "minimax" not in n for n in names) and any("min" in n.replace("minimax", "") for n in names):
        return problems  # max_value / min_value helpers: the copy-paste the model describes may be there
    # The fit says which side's rule sticks: MAX's (a default every child keeps) or MIN's (wave 19's mm_04:
    # `not is_max` handed down at MAX nodes, False at MIN nodes, so below the first MIN node all is min).
    return [renamed(p, p.name, *(_FLAG_STUCK_AT_MIN if "below a MIN node" in p.detail else _FLAG_KEPT_FROM_ROOT))
            if helper_model(p) else p for p in problems]
