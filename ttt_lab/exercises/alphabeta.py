"""Checking a student's alpha-beta: its values, and the leaves it scores.

The values are checked as minimax's are. The pruning is read off the leaves: the mirror
notes every finished position the student's search scores, in order, and the checker
compares them with the leaves :func:`ttt_lab.search.alphabeta` scores on the same tree
under each convention (AIMA's cut on ``v >= beta``, CS188's on ``v > beta``) and with those
minimax scores. Which leaves are missing or extra names the bug: the wrong bound, a window
shared between nodes, a kind of node that never stops early, moves tried out of order.

Example:
    >>> def never_prunes(game, state, alpha, beta):
    ...     if game.is_terminal(state):
    ...         return game.utility(state, game.players[0])
    ...     values = [never_prunes(game, game.result(state, a), alpha, beta) for a in game.actions(state)]
    ...     return max(values) if game.to_move(state) == game.players[0] else min(values)
    >>> check_alphabeta(never_prunes, quiet=True).names
    ['never prunes']
"""

from __future__ import annotations

import ast
import contextlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ttt_lab.exercises.alphabeta_models import alphabeta_mistakes, knobbed_alphabeta, negamax_window_mistakes
from ttt_lab.exercises.diagnosis import (
    _board_case,
    _Case,
    _common_problems,
    _explain_values,
    _failed_count,
    _run_cases,
    _student_at,
    _tree_case,
)
from ttt_lab.exercises.engine import Mistake, fit_problems, name_mistake
from ttt_lab.exercises.harness import INF, _arity, _call, _close, _num, _Outcome, _Printed, _Watch
from ttt_lab.exercises.hint_checks import Source, read_source, vet_hints
from ttt_lab.exercises.loop_source import (
    first_move_returned,
    leaving_return,
    name_always_true_test,
    name_reversed_update,
    name_unreachable,
)
from ttt_lab.exercises.minimax import _move_problems
from ttt_lab.exercises.report import (
    IGNORES_TERMINAL,
    KEEPS_VISITING,
    NEVER_PRUNES,
    ON_EQUAL,
    PRUNES_TOO_MUCH,
    RETURNS_BOUND,
    STRICT,
    WRONG_BOUND,
    WRONG_ORDER,
    WRONG_START,
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.exercises.window_source import alpha_raised_by_min, name_bound_from_other
from ttt_lab.exercises.windows import (
    _inverted_window,
    _negated_unswapped,
    _wide_windows,
    _window_problems,
    _WindowTrace,
)
from ttt_lab.games.list_board import ListBoardGame
from ttt_lab.games.trees import TreeGame, TreeState, aima_figure_5_2, random_tree
from ttt_lab.search import SearchTree, alphabeta, minimax


@cache
def _alphabeta_trees() -> tuple[tuple[Any, TreeState, str], ...]:
    fig = aima_figure_5_2()
    items: list[tuple[Any, TreeState, str]] = [
        # A MAX node over leaves and a MIN node over leaves can never cut: with the whole
        # window open (beta = +inf, alpha = -inf) no test against the right bound fires.
        (TreeGame([5, 3, 9]), (), "the one-level tree [5, 3, 9]"),
        (TreeGame([[5, 7, 1]]), (0,), "the tree [[5, 7, 1]]"),
        (fig, (), "AIMA Figure 5.2"),
        # Ties: the two pruning conventions part here (C stops at its first leaf under AIMA's
        # v <= alpha, not under CS188's v < alpha).
        (TreeGame([[3, 5], [3, 9], [1, 7]]), (), "the tree [[3, 5], [3, 9], [1, 7]]"),
        (TreeGame([[[4, 6], [7, 9]], [[1, 2], [0, 3]]]), (), "the tree [[[4, 6], [7, 9]], [[1, 2], [0, 3]]]"),
    ]
    for seed in (1, 2, 3, 4, 5, 6):
        items.append((random_tree((2, 3), 4, values=(-3, 3), seed=seed), (),
                      f"random_tree((2, 3), 4, values=(-3, 3), seed={seed})"))
    items.append((random_tree(3, 3, seed=7), (1,), "random_tree(3, 3, seed=7)"))
    return tuple(items)


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


@cache
def _alphabeta_cases() -> tuple[tuple[_Case, ...], tuple[_LeafPlan | None, ...]]:
    cases: list[_Case] = []
    plans: list[_LeafPlan | None] = []
    for game, state, name in _alphabeta_trees():
        cases.append(_tree_case(game, state, name))
        aima, aima_tree = _recorded_leaves(game, state, True)
        strict, strict_tree = _recorded_leaves(game, state, False)
        every_tree = SearchTree()
        minimax(game, state, observer=every_tree)
        every = [node.state for node in every_tree if node.kind == "terminal"]
        plans.append(_LeafPlan(aima, strict, every, {True: aima_tree, False: strict_tree}))
    board_game = ListBoardGame()
    # XXO/.../.O. reaches positions by more than one order of moves: a memo that keeps a bound found
    # inside a narrowed window as the position's value answers one of them wrongly.
    for text in ("XXX/OO./...", "XOX/XOO/OXX", "XO./.XO/...", "XOX/.O./...", "OX./.XO/X..", "X.O/.X./O..",
                 "XXO/.../.O."):
        cases.append(_board_case(board_game, text))
        plans.append(None)
    return tuple(cases), tuple(plans)


_CONVENTIONS = ("aima", "strict", "either")


@gives_up
def check_alphabeta(fn: Callable[..., Any], *, convention: str = "aima", quiet: bool = False) -> CheckReport:
    """Check a student's alpha-beta: ``fn(game, state)`` or ``fn(game, state, alpha, beta)``.

    ``fn`` returns the minimax value of ``state`` from MAX's view (or ``(value, move)``); with
    four parameters it is called with ``alpha=-inf, beta=+inf``. Besides the values, the
    checker watches which leaves it scores (``game.utility`` on finished states) and compares
    them, in order, with the leaves that :func:`ttt_lab.search.alphabeta` visits when it tries
    the moves in ``game.actions`` order.

    Args:
        fn: the student's function.
        convention: ``"aima"`` (default): cut when ``v >= beta`` at MAX nodes and
            ``v <= alpha`` at MIN nodes, as AIMA and this course do; ``"strict"``: cut only
            when ``v > beta`` / ``v < alpha``, as Berkeley's CS188 does; ``"either"``: accept
            both (with a note saying which one ``fn`` uses).
        quiet: do not print the message.

    Returns:
        A :class:`CheckReport`.

    Raises:
        ValueError: an unknown ``convention``.

    Example:
        >>> import math
        >>> def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
        ...     if game.is_terminal(state):
        ...         return game.utility(state, game.players[0])
        ...     maximizing = game.to_move(state) == game.players[0]
        ...     v = -math.inf if maximizing else math.inf
        ...     for a in game.actions(state):
        ...         child = my_alphabeta(game, game.result(state, a), alpha, beta)
        ...         if maximizing:
        ...             v = max(v, child)
        ...             if v >= beta:
        ...                 return v
        ...             alpha = max(alpha, v)
        ...         else:
        ...             v = min(v, child)
        ...             if v <= alpha:
        ...                 return v
        ...             beta = min(beta, v)
        ...     return v
        >>> check_alphabeta(my_alphabeta, quiet=True).passed
        True
    """
    if convention not in _CONVENTIONS:
        raise ValueError(f"convention must be one of {', '.join(map(repr, _CONVENTIONS))}, got {convention!r}")
    cases, plans = _alphabeta_cases()
    with_window = _arity(fn) >= 4
    printed = _Printed()
    window = (-INF, INF) if with_window else ()
    traces = [_WindowTrace(case.game) if plan is not None else None for case, plan in zip(cases, plans, strict=True)]
    run = printed.wrap(fn)
    outcomes = _run_cases(run, cases, lambda case, state: window,
                          [trace or contextlib.nullcontext() for trace in traces])
    call = "fn(game, state, -math.inf, math.inf)" if with_window else "fn(game, state)"
    problems = _common_problems(cases, outcomes, "function", call)
    modelled = _modelled(cases, plans, outcomes, convention, extra=negamax_window_mistakes(fn))
    if len(modelled) > 1:
        # Two slips of the loop that together explain values and leaves, where one mistake of
        # minimax's model explains every value (a running best started on the wrong side): the one.
        single = _explain_values(cases, outcomes, "function", _student_at(run, *window))
        if len(single) == 1 and single[0].name != WRONG_VALUE:
            modelled = single
    value_problems = modelled or _explain_values(cases, outcomes, "function", _student_at(run, *window))
    if with_window and not modelled and any(p.name == WRONG_START for p in value_problems):
        value_problems = _bound_returned(run, value_problems, fn)
    problems += name_reversed_update(name_unreachable(name_bound_from_other(name_always_true_test(value_problems, fn), fn), fn), fn)
    move_problems, wrong_moves = _move_problems(cases, outcomes, required=False, extra=_tie_on_bound,
                                                hints={TIE_ON_BOUND: _TIE_HINT})
    if not any(problem.name != WRONG_VALUE for problem in value_problems):
        problems += move_problems  # (value, move) pairs: the move judged as check_minimax(with_move) does
    if not modelled and all(p.name == WRONG_VALUE for p in value_problems) and not any(
            p.name == IGNORES_TERMINAL for p in problems):
        # Which leaves alpha-beta needs assumes the right values: a search with a named value
        # mistake cuts elsewhere as a consequence, and its leaves say nothing yet about its
        # pruning. Wrong values no mistake explains may come from pruning itself.
        problems += _pruning_problems(cases, plans, outcomes, convention, traces)
    problems += printed.notes()
    failed = _failed_count(cases, outcomes) + wrong_moves
    failed += sum(
        1 for case, plan, out in zip(cases, plans, outcomes, strict=True)
        if plan is not None and out.number is not None and _close(out.number, case.expected)
        and not _leaves_match(plan, out, convention)
    )
    praise = {
        "aima": "Its values agree with minimax and it scores exactly the leaves that"
                " ttt_lab.search.alphabeta scores.",
        "strict": "Its values agree with minimax and it scores exactly the leaves of"
                  " alphabeta(..., prune_on_equal=False).",
        "either": "Its values agree with minimax and its leaves match one pruning convention.",
    }[convention]
    problems = vet_hints(problems, fn, {NEVER_PRUNES: lambda source: _window_never_narrowed(source)
                                        or alpha_raised_by_min(source)})
    return _report("check_alphabeta", fn, problems, len(cases), failed, quiet, praise)


def _window_never_narrowed(source: Source) -> str | None:
    """The hint for a search that never prunes, when its code passes alpha and beta down and
    leaves its loop at a cutoff but never assigns either: of the slips that score every leaf, the
    one left is the window never narrowed."""
    nodes = source.nodes()
    passes = any(isinstance(node, ast.Call) and {"alpha", "beta"} <= {arg.id for arg in node.args
                                                                      if isinstance(arg, ast.Name)} for node in nodes)
    targets = [target for node in nodes if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign))
               for target in (node.targets if isinstance(node, ast.Assign) else [node.target])]
    names = {n.id for target in targets for n in ast.walk(target) if isinstance(n, ast.Name)}
    leaves = any(isinstance(loop, ast.For) and any(isinstance(n, (ast.Break, ast.Return)) for n in ast.walk(loop))
                 for loop in nodes)
    if not passes or names & {"alpha", "beta"} or not leaves:
        return None
    return ("Your code passes alpha and beta to every child and leaves the loop at a cutoff, but never updates"
            " them: after each child, a MAX node raises alpha = max(alpha, v) and a MIN node lowers beta ="
            " min(beta, v). Without that the window stays what the root gave, and no cutoff test is ever true.")


_STRICT_SLIP = Mistake(STRICT, "stops only when v is strictly beyond the bound (v > beta / v < alpha, CS188's"
                       " convention)", "This course (like AIMA) stops on equality too: v >= beta at MAX nodes,"
                       " v <= alpha at MIN nodes; if you meant the CS188 rule, run check_alphabeta(fn,"
                       " convention='strict').", knobs=(("strict", True),))


def _modelled(cases: Sequence[_Case], plans: Sequence[_LeafPlan | None], outcomes: Sequence[_Outcome],
              convention: str, extra: Sequence[Mistake] = ()) -> list[Problem]:
    """The engine's diagnosis: a slip of alpha-beta's loop (or two) whose knobbed search returns
    the student's value and scores the student's leaves, in order, on every graded case."""
    wrong = [i for i, (case, plan, out) in enumerate(zip(cases, plans, outcomes, strict=True))
             if out.number is not None and (not _close(out.number, case.expected)
                                            or (plan is not None and not _leaves_match(plan, out, convention)))]
    if not wrong:
        return []
    on_equal = convention != "strict"
    answers = [None if out.number is None or out.error is not None or out.too_many else
               (out.number, tuple(out.watch.leaves) if plan is not None and out.watch is not None else None)
               for plan, out in zip(plans, outcomes, strict=True)]

    def predict(case: _Case, game: Any, knobs: dict[str, Any]) -> tuple[float, tuple[Any, ...] | None]:
        value, leaves = knobbed_alphabeta(case.game, case.state, knobs, on_equal=on_equal and not knobs.get("strict"))
        return value, tuple(leaves) if isinstance(case.game, TreeGame) else None

    def same(answer: Any, predicted: Any) -> bool:
        return bool(_close(answer[0], predicted[0]) and (
            answer[1] is None or predicted[1] is None or answer[1] == predicted[1]))

    catalogue = [*alphabeta_mistakes(), *extra]
    fit = name_mistake(cases, answers, catalogue, predict, same=same, unambiguous=True)
    if fit is None and on_equal:
        # The strict convention is no mistake alone (check_alphabeta(fn, convention="strict")), but
        # beside a real slip it is the second of two: tried only in pairs, named only as one.
        paired = name_mistake(cases, answers, [*catalogue, _STRICT_SLIP], predict, same=same, unambiguous=True)
        fit = paired if paired is not None and _STRICT_SLIP in paired.mistakes and len(paired.mistakes) == 2 else None
    if fit is None:
        # Code that leaves the loop once alpha >= beta, after the update, stops where the test on v
        # does while the updates are right, and elsewhere after a slip: its slips are modelled so.
        def predict_window(case: _Case, game: Any, knobs: dict[str, Any]) -> tuple[float, tuple[Any, ...] | None]:
            return predict(case, game, {"cut_style": "window", **knobs} if knobs else knobs)

        fit = name_mistake(cases, answers, catalogue, predict_window, same=same, unambiguous=True, pairs=False)
    if fit is None:
        return _never_prunes(cases, plans, answers, catalogue, predict, same)
    i = fit.wrong[0]
    case, answer = cases[i], answers[i]
    assert answer is not None
    right_value, right_leaves = predict(case, case.game, {})
    if not _close(answer[0], right_value):
        shown = f"On {case.position()}, your function returned {_num(answer[0])}; the right value is {_num(right_value)}."
    else:
        shown = (f"On {case.position()}, your function scored the leaves {_leaf_list(case.game, answer[1] or ())};"
                 f" alpha-beta scores {_leaf_list(case.game, right_leaves or ())}.")
    return fit_problems(fit, shown, answers="value and leaf")


def _never_prunes(cases: Sequence[_Case], plans: Sequence[_LeafPlan | None], answers: list[Any],
                  catalogue: list[Mistake], predict: Callable[..., Any], same: Callable[[Any, Any], bool]) -> list[Problem]:
    """Right values and every leaf scored, which several slips give alike: named by what it
    does, "never prunes", with each slip that gives exactly these leaves (none of them a guess)."""
    trees = [(plan, answer) for plan, answer in zip(plans, answers, strict=True) if plan is not None and answer]
    if not trees or any(answer[1] != tuple(plan.every) for plan, answer in trees) or not all(
            answer is None or _close(answer[0], case.expected) for case, answer in zip(cases, answers, strict=True)):
        return []
    causes = [m for m in catalogue if name_mistake(cases, answers, [m], predict, same=same, pairs=False)]
    if len(causes) < 2:
        return []
    return [Problem(
        NEVER_PRUNES,
        "Its values are right, but it scores every leaf minimax scores on every tree: no node ever stops early.",
        "Each of these slips gives exactly the leaves your function scored; look for the one in your code: it "
        + "; or it ".join(m.because for m in causes) + ".",
    )]


def _leaves_match(plan: _LeafPlan, out: _Outcome, convention: str) -> bool:
    seen = out.watch.leaves if out.watch is not None else []
    if convention == "either":
        return seen in (plan.aima, plan.strict)
    return seen == (plan.aima if convention == "aima" else plan.strict)


def _bound_returned(run: Callable[..., Any], problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """A MIN node worth -inf with the full window is MIN's running best started at -inf, or the
    node returning alpha (its window's bound) where v belongs: asked with alpha = 0 below a
    value of 1, the first code still answers -inf, the second 0 (and beta likewise at MAX nodes).
    Where ``fn``'s code returns that bound in the loop itself (not under its if), it returns after
    the first move: named so."""
    experiments = ((TreeGame([[5, 7, 1]]), (0,), "node B (MIN to move, worth min(5, 7, 1) = 1)", 1.0, 0.0, INF),
                   (TreeGame([5, 7, 1]), (), "the root A (MAX to move, worth max(5, 7, 1) = 7)", 7.0, -INF, 10.0))
    for game, state, node, value, alpha, beta in experiments:
        watch = _Watch(game)
        answer = _call(run, watch, watch, watch.watch(state), alpha, beta).number
        bound = alpha if beta == INF else beta
        if answer is None or _close(answer, value) or not _close(answer, bound):
            continue
        which, full = ("alpha", "-inf") if beta == INF else ("beta", "+inf")
        tree = "[[5, 7, 1]]" if state else "[5, 7, 1]"
        named = Problem(
            RETURNS_BOUND,
            f"On the tree {tree}, {node}, asked with alpha={_num(alpha)}, beta={_num(beta)}, your function"
            f" returned {_num(answer)}: the {which} it was given, not the best child value (with the full"
            f" window that {which} is {full}).",
            "A node returns its own v, the best child value it found, or a bound only where it cut: at the"
            " end of the loop return v, not alpha or beta.")
        found = leaving_return(read_source(fn))
        if found is not None and found[0].split()[-1] == which:  # `return beta` dedented out of its cutoff test
            named = first_move_returned(named, found[0], f"{which}, the bound it was given", found[1])
        return [named if p.name == WRONG_START else p for p in problems]
    return problems


TIE_ON_BOUND = ("takes a later move on a tie (>= in MAX nodes, <= in MIN nodes), though after a cutoff below it a"
                " later child's value is only a bound, so a move that ties with the best may be worse")
_TIE_HINT = ("Change the move only when a child is strictly better (value > best in MAX nodes, < in MIN nodes): a"
             " child that stopped early at a cutoff returns a bound, and a tie with a bound does not keep the value.")


def _tie_on_bound(case: Any) -> list[tuple[str, Any]]:
    """The root move of fail-soft alpha-beta that keeps a later child on a tie (its move with its
    value, each node returning at a cutoff)."""
    game, MAX = case.game, case.game.players[0]

    def search(s: Any, alpha: float, beta: float) -> tuple[float, Any]:
        if game.is_terminal(s):
            return float(game.utility(s, MAX)), None
        maximizing = game.to_move(s) == MAX
        best, move = (-INF if maximizing else INF), None
        for a in game.actions(s):
            child = search(game.result(s, a), alpha, beta)[0]
            if (child >= best) if maximizing else (child <= best):
                best, move = child, a
            if (best >= beta) if maximizing else (best <= alpha):
                return best, move
            alpha, beta = (max(alpha, best), beta) if maximizing else (alpha, min(beta, best))
        return best, move

    return [(TIE_ON_BOUND, search(case.make_state(), -INF, INF)[1])]


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
