"""The pruning of a student's alpha-beta, read off the leaves it scores.

:func:`ttt_lab.search.alphabeta` is recorded on each tree under both conventions (AIMA's cut
on ``v >= beta``, CS188's on ``v > beta``), with the leaves minimax scores (:class:`_LeafPlan`);
the leaves the student's search scored, in order, are compared with them. Which are missing or
extra names the bug: moves tried out of order, a cut at a node whose window is open, a window
shared between nodes, a kind of node that never stops early (:func:`_keeps_visiting` points at
the recorded cutoff it went past).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ttt_lab.exercises.cutoff_tests import right_cut_tests
from ttt_lab.exercises.diagnosis import _Case
from ttt_lab.exercises.harness import INF, _Outcome
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.open_window_stops import closed_root_window, first_moves_only, tight_root_window
from ttt_lab.exercises.report import (
    KEEPS_VISITING,
    NEVER_PRUNES,
    ON_EQUAL,
    PRUNES_TOO_MUCH,
    STRICT,
    WRONG_BOUND,
    WRONG_ORDER,
    Problem,
)
from ttt_lab.exercises.windows import (
    _inverted_window,
    _negated_unswapped,
    _wide_windows,
    _window_problems,
    _WindowTrace,
)
from ttt_lab.games.trees import TreeGame, TreeState
from ttt_lab.search import SearchTree, alphabeta


@dataclass
class _LeafPlan:
    """The leaves alpha-beta must score on a tree, under each convention, and those minimax scores."""

    aima: list[TreeState]
    strict: list[TreeState]
    every: list[TreeState]
    recorded: dict[bool, SearchTree]


def _recorded_leaves(game: Any, state: Any, prune_on_equal: bool) -> tuple[list[Any], SearchTree]:
    recorder = SearchTree()
    alphabeta(game, state, prune_on_equal=prune_on_equal, observer=recorder)
    return [node.state for node in recorder if node.kind == "terminal"], recorder


def _pruning_problems(cases: Sequence[_Case], plans: Sequence[_LeafPlan | None],
                      outcomes: Sequence[_Outcome], convention: str,
                      traces: Sequence[_WindowTrace | None]) -> list[Problem]:
    problems: list[Problem] = []
    on_equal = convention != "strict"
    runs = [(case, plan, out.watch.leaves) for case, plan, out in zip(cases, plans, outcomes, strict=True)
            if plan is not None and out.watch is not None and out.error is None and not out.too_many]
    traced = {id(case): trace for case, trace in zip(cases, traces, strict=True)}
    if not runs:
        return problems
    # Left to right means the first leaf scored is the leftmost one.
    for case, plan, seen in runs:
        if seen and seen[0] != plan.every[0]:
            problems.append(Problem(
                WRONG_ORDER,
                f"On {case.position()} the first leaf it scored was {_leaf_name(case.game, seen[0])};"
                f" trying the moves in game.actions order, it is {_leaf_name(case.game, plan.every[0])}.",
                "Loop over game.actions(state) as given: pruning depends on the order moves are tried.",
            ))
            return problems
    # Nodes with the whole window open cannot cut; stopping early there compares with the
    # wrong bound (or a bound the node set itself).
    for case, plan, seen in runs:
        if plan.aima == plan.every and len(seen) < len(plan.every) and case.game.depth() == len(
                case.make_state()) + 1:
            root = case.make_state()
            maximizing = case.game.to_move(root) == case.game.players[0]
            skipped = [_leaf_name(case.game, leaf) for leaf in plan.every if leaf not in seen]
            test, right = ("v <= alpha", "v >= beta") if maximizing else ("v >= beta", "v <= alpha")
            bound = "beta = +inf" if maximizing else "alpha = -inf"
            # Right cut tests stop early here too: a window closed by the first call, a loop over
            # the first k moves. The behaviour tells them apart before a test is blamed.
            stopped = closed_root_window(case, traced[id(case)], skipped) or tight_root_window(
                case, traced[id(case)], seen, skipped) or first_moves_only(
                cases, outcomes, [leaves for _, _, leaves in runs], case)
            if stopped is not None:
                return [stopped]
            problems.append(Problem(
                WRONG_BOUND,
                f"On {case.position()} it never looked at {', '.join(skipped)}. With {bound} at a"
                f" {'MAX' if maximizing else 'MIN'} node nothing can be pruned; stopping there looks"
                f" like a test such as {test} where {right} belongs.",
                "A MAX node stops when v >= beta (MIN above has a better option already) and raises"
                " alpha; a MIN node stops when v <= alpha and lowers beta.",
            ))
            return problems
    for case, plan, seen in runs:
        trace = traced[id(case)]
        inverted = None if trace is None or seen in (plan.aima, plan.strict) else (
            _inverted_window(case.game, trace, case.position())
            or _negated_unswapped(case.game, trace, case.position()))
        if inverted is not None:
            return [inverted]
    # Leaves that differ from alpha-beta's, seen with the windows the nodes got: a window wider
    # than alpha-beta's names the bug behind them (a root loop with the full window, a bound
    # never narrowed), which the leaves alone would blame on the nodes that failed to cut.
    # A search whose windows are never narrowed anywhere says nothing more than its leaves:
    # it never prunes, whether it forgot to pass the window or to narrow it.
    wides = [wide for case, plan, seen in runs if seen not in (plan.aima, plan.strict)
             and (trace := traced[id(case)]) is not None for wide in _wide_windows(case.game, trace, case.position())]
    narrowed = any(call.alpha > -INF or call.beta < INF for trace in traces if trace is not None for call in trace.calls)
    if wides and narrowed:
        return _window_problems(wides)
    Run = tuple[_Case, _LeafPlan, list[Any]]
    extra_cases: list[Run] = []
    too_much: list[Run] = []
    strict_like: list[Run] = []
    equal_like: list[Run] = []
    never: list[Run] = []
    for case, plan, seen in runs:
        wanted = plan.aima if on_equal else plan.strict
        other = plan.strict if on_equal else plan.aima
        if seen == wanted or (convention == "either" and seen == plan.strict):
            if convention == "either" and plan.aima != plan.strict:
                (equal_like if seen == plan.aima else strict_like).append((case, plan, seen))
        elif seen == other:
            (strict_like if on_equal else equal_like).append((case, plan, seen))
        elif seen == plan.every:
            never.append((case, plan, seen))
        elif set(map(tuple, seen)) - set(map(tuple, wanted)) and not set(map(tuple, wanted)) - set(map(tuple, seen)):
            extra_cases.append((case, plan, seen))
        else:
            too_much.append((case, plan, seen))
    if too_much:
        case, plan, seen = too_much[0]
        wanted = plan.aima if on_equal else plan.strict
        skipped = [_leaf_name(case.game, leaf) for leaf in wanted if leaf not in seen]
        problems.append(Problem(
            PRUNES_TOO_MUCH,
            f"On {case.position()} it skipped {', '.join(skipped)}, which alpha-beta must look at"
            f" (it scored {len(seen)} leaves: {_leaf_list(case.game, seen)}; alpha-beta scores"
            f" {len(wanted)}: {_leaf_list(case.game, wanted)}).",
            "Give every node its own alpha and beta (parameters, not shared or global variables),"
            " pass them on to the children as (alpha, beta), and stop only when v >= beta at MAX"
            " nodes or v <= alpha at MIN nodes.",
        ))
    if never and not (extra_cases or strict_like or too_much):
        case, plan, seen = never[0]
        problems.append(Problem(
            NEVER_PRUNES,
            f"On {case.position()} it scored all {len(plan.every)} leaves, like minimax; alpha-beta"
            f" needs only {len(plan.aima if on_equal else plan.strict)}. It never pruned on any tree.",
            "After updating v, stop the loop (return v) when v >= beta at a MAX node or v <= alpha"
            " at a MIN node, and pass the narrowed alpha and beta down to the children.",
        ))
    elif extra_cases or (never and (strict_like or too_much)):
        case, plan, seen = (extra_cases or never)[0]
        problems.append(_keeps_visiting(case, plan, seen, on_equal))
    if strict_like and convention != "either" and not problems:
        # Only a search that prunes right otherwise uses the strict rule: one that never cuts at
        # one kind of node matches the strict leaves on some trees by coincidence.
        case, plan, seen = strict_like[0]
        problems.append(Problem(
            STRICT,
            f"On {case.position()} it stops only when v > beta / v < alpha, so it also looks at"
            f" {_leaf_list(case.game, [leaf for leaf in seen if leaf not in plan.aima])}. That is"
            " Berkeley CS188's convention and not wrong in itself; this course (like AIMA) stops on"
            " equality too, v >= beta / v <= alpha, which prunes more.",
            "If you meant the CS188 rule, run check_alphabeta(fn, convention='strict').",
        ))
    if equal_like and convention == "strict":
        case, plan, seen = equal_like[0]
        problems.append(Problem(
            ON_EQUAL,
            f"On {case.position()} it stops on v >= beta / v <= alpha and so skips"
            f" {_leaf_list(case.game, [leaf for leaf in plan.strict if leaf not in seen])}, which"
            " the strict convention (v > beta / v < alpha) looks at.",
            "This is AIMA's rule and this course's default: check_alphabeta(fn) accepts it.",
        ))
    if convention == "either" and not problems:
        if strict_like:
            problems.append(Problem(STRICT, "It prunes with the strict rule (v > beta / v < alpha).", note=True))
        elif equal_like:
            problems.append(Problem(ON_EQUAL, "It prunes on equality (v >= beta / v <= alpha).", note=True))
    return problems


def _keeps_visiting(case: _Case, plan: _LeafPlan, seen: list[Any], on_equal: bool) -> Problem:
    recorder = plan.recorded[on_equal]
    wanted = plan.aima if on_equal else plan.strict
    extra = [leaf for leaf in seen if leaf not in wanted]
    game = case.game
    detail = (f"On {case.position()} it scored {len(seen)} leaves where alpha-beta needs"
              f" {len(wanted)}; it also looked at {_leaf_list(game, extra)}.")
    missed = _missed_cutoffs(game, recorder, extra)
    if missed:
        node = missed[0]
        role = "MAX" if node.maximizing else "MIN"
        detail += (f"\nAt node {game.node_name(node.state)} ({role}) the search must stop once"
                   f" {node.rule}, but yours went on to {', '.join(str(m) for m in node.pruned)}.")
    roles = {node.maximizing for node in missed}
    ties = all(node.value == (node.beta_out if node.maximizing else node.alpha_out) for node in missed)
    if missed and ties and on_equal:
        where = "MAX nodes" if roles == {True} else "MIN nodes" if roles == {False} else "some nodes"
        return Problem(
            STRICT,
            detail + f"\nAt {where} it stops only when v is strictly beyond the bound (CS188's"
            " rule), not when it equals it.",
            "This course (like AIMA) stops on equality too: v >= beta at MAX nodes, v <= alpha at"
            " MIN nodes. Use the same rule at both kinds of node.",
        )
    hint = ("Return v as soon as v >= beta at a MAX node or v <= alpha at a MIN node: the"
            " remaining children cannot change the result.")
    if roles == {False}:
        hint = "Your MIN nodes never stop early: after v = min(v, ...), return v if v <= alpha."
    elif roles == {True}:
        hint = "Your MAX nodes never stop early: after v = max(v, ...), return v if v >= beta."
    return Problem(KEEPS_VISITING, detail, hint)


def _missed_cutoffs(game: TreeGame, recorder: SearchTree, leaves: list[TreeState]) -> list[Any]:
    """The recorded cutoff nodes below whose pruned moves some of ``leaves`` lie."""
    found = []
    for node in recorder.cutoff_nodes():
        path = node.state
        moves = game.actions(path)
        if any(leaf[:len(path)] == path and len(leaf) > len(path) and moves[leaf[len(path)]] in node.pruned
               for leaf in leaves):
            found.append(node)
    return found


def _leaf_name(game: Any, leaf: Any) -> str:
    if isinstance(game, TreeGame) and leaf:
        parent = leaf[:-1]
        move = game.actions(parent)[leaf[-1]]
        return f"{move}={game.node_name(leaf)}"
    return repr(leaf)


def _leaf_list(game: Any, leaves: Iterable[Any]) -> str:
    return ", ".join(_leaf_name(game, leaf) for leaf in leaves)


def cut_thrown_away(source: Any) -> str | None:
    """The hint for "never prunes" in code that narrows its window (alpha raised with max, beta lowered
    with min) and tests for a cutoff, but whose cutoff's statement is an expression whose result is
    thrown away (blind24's ab02: ``stack[stack.index(node):]``, a slice, JavaScript's slice for splice):
    the slips "never updates alpha or beta" do not fit such code. ``None`` for other code."""
    def updates(word: str, pick: str) -> bool:
        return any(isinstance(node, ast.Assign) and any(word in ast.unparse(t) for t in node.targets)
                   and isinstance(node.value, ast.Call) and getattr(node.value.func, "id", "") == pick
                   for node in source.nodes())

    if not (updates("alpha", "max") and updates("beta", "min")):
        return None
    for node in source.nodes():
        if isinstance(node, ast.If):
            for statement in node.body:
                if isinstance(statement, ast.Expr) and not isinstance(statement.value, (ast.Call, ast.Constant, ast.Await)):
                    code = source.segment(statement)
                    return (f"Your code raises alpha and lowers beta, and tests for a cutoff, but what it does there,"
                            f" `{code}`, is an expression whose result is thrown away (a slice is a new list):"
                            " nothing is removed or skipped, so every child is still searched. At a cutoff, stop"
                            " searching that node's remaining children: break or return in a loop, or remove them"
                            " from your stack (del stack[i:], not stack[i:]).")
    return None


def vet_wrong_bound(problems: list[Problem], fn: Any) -> list[Problem]:
    """``problems`` with "prunes on the wrong bound", read off the leaves of a node whose window
    is open, told as pruning too much where the code's cutoff tests are all right ones
    (:func:`~ttt_lab.exercises.cutoff_tests.right_cut_tests`): naming the test would send the student
    to lines that are right (wave 25's ab_01 was told to test v >= beta, which it did)."""
    if not any(p.name == WRONG_BOUND and not p.note for p in problems):
        return problems
    tests = right_cut_tests(read_source(fn))
    if not tests:
        return problems
    return [Problem(PRUNES_TOO_MUCH, p.detail.split("; stopping there looks like", 1)[0].replace(". With ", ". Searched from the full window, with ")
                    + f". Your cutoff tests"
                    f" ({', '.join(dict.fromkeys(tests))}) compare with the right bounds, so the stop comes from the"
                    " window that node got or from the values it compared.", "Print alpha, beta and v where that node"
                    " stops: the root's search must start from the full window (-inf, +inf), and each node's best"
                    " value from -inf (MAX) or +inf (MIN).")
            if p.name == WRONG_BOUND and not p.note else p for p in problems]

