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
from collections.abc import Callable, Collection, Sequence
from functools import cache
from typing import Any

from ttt_lab.exercises.alphabeta_leaves import (
    _leaf_list,
    _LeafPlan,
    _pruning_problems,
    _recorded_leaves,
    cut_thrown_away,
    vet_wrong_bound,
)
from ttt_lab.exercises.alphabeta_models import (
    NEGAMAX_SWAP_HINT,
    NEGAMAX_WINDOW_IN_MINIMAX,
    NEGAMAX_WINDOW_SLIP,
    alphabeta_mistakes,
    child_window_in_code,
    knobbed_alphabeta,
    negamax_window_mistakes,
    negates_its_search,
)
from ttt_lab.exercises.alphabeta_moves import (
    TIE_HINTS,
    TIE_ON_BOUND,
    TIE_ON_HARD_BOUND,
    tie_on_bound,
    updates_move_on_tie,
)
from ttt_lab.exercises.alphabeta_rows import ROW_CUTOFF_BOARDS, row_cutoff_problems
from ttt_lab.exercises.chained_children import name_chained_search
from ttt_lab.exercises.code_names import renamed
from ttt_lab.exercises.cut_continues import name_continued_cut
from ttt_lab.exercises.cut_placement import name_cut_after_loop
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
from ttt_lab.exercises.loop_cuts import cut_after_loop
from ttt_lab.exercises.loop_source import (
    first_move_returned,
    leaving_return,
    name_always_true_test,
    name_reversed_update,
    name_unreachable,
    vet_first_only_hint,
)
from ttt_lab.exercises.memo_bound_models import memo_bound_mistakes
from ttt_lab.exercises.minimax import _move_problems
from ttt_lab.exercises.parent_bound_models import parent_bound_mistakes, vet_stops_already
from ttt_lab.exercises.report import (
    CHILD_WINDOW,
    IGNORES_TERMINAL,
    NEVER_PRUNES,
    RETURNS_BOUND,
    STRICT,
    WINDOW_SWAPPED,
    WRONG_COMPARISON,
    WRONG_PLAYER,
    WRONG_START,
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.exercises.sign_models import depth_bonus_mistakes
from ttt_lab.exercises.student_source import diagnoses
from ttt_lab.exercises.unnarrowed_windows import name_unnarrowed_window
from ttt_lab.exercises.window_source import (
    alpha_raised_by_min,
    children_searched_at_once,
    copies_never_passed,
    cut_sides,
    name_alpha_in_min,
    name_bound_from_other,
    name_negamax_window,
    name_other_nodes_bound,
    negamax_window_call,
    note_copied_bound_update,
    strict_sides,
    vet_other_bound_aside,
    window_frozen_at_entry,
    window_not_handed,
)
from ttt_lab.exercises.windowless_exits import name_windowless_exit
from ttt_lab.exercises.windows import (
    _WindowTrace,
)
from ttt_lab.games.list_board import ListBoardGame
from ttt_lab.games.trees import TreeGame, TreeState, aima_figure_5_2, random_tree
from ttt_lab.search import SearchTree, minimax


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
    # Six plies to every leaf: a search that keeps a tutorial's fixed depth (depth=5, and 0 for a
    # position still going) is right on every shallower tree, and on every board too (no 3x3 board
    # has a value that a 5-ply horizon misses); here it answers 0 where the value is 3 (blind48's ab_03).
    items.append((random_tree(2, 6, seed=1), (), "random_tree(2, 6, seed=1)"))
    return tuple(items)


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
    # A 4x3 k=3 board (four columns, three rows) with six empty cells: a memo that labels a fail-low
    # node's value exact (it labels by whether the node cut, not by its window) answers 0 here where
    # the value is 1, while every 3x3 position happens to come out right (blind58's ab_01).
    cases.append(_board_case(ListBoardGame(4, 3, 3), "...X/X.O./.OXO"))
    plans.append(None)
    return tuple(cases), tuple(plans)


_CONVENTIONS = ("aima", "strict", "either")


@gives_up
@diagnoses
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
    negamax_window = [NEGAMAX_WINDOW_SLIP] if negamax_window_call(read_source(fn)) else []
    modelled = _modelled(cases, plans, outcomes, convention, extra=[*negamax_window_mistakes(fn), *negamax_window],
                         drop=_max_min_swaps(fn), cuts=cut_sides(read_source(fn)),
                         strict_at=strict_sides(read_source(fn)))
    if len(modelled) > 1:
        # Two slips of the loop that together explain values and leaves, where one mistake of
        # minimax's model explains every value (a running best started on the wrong side): the one.
        single = _explain_values(cases, outcomes, "function", _student_at(run, *window))
        if len(single) == 1 and single[0].name not in (WRONG_VALUE, *(p.name for p in modelled)):
            modelled = single
    value_problems = modelled or _explain_values(cases, outcomes, "function", _student_at(run, *window))
    if with_window and not modelled and any(p.name == WRONG_START for p in value_problems):
        value_problems = _bound_returned(run, value_problems, fn)
    value_problems = name_negamax_window(value_problems, fn, NEGAMAX_WINDOW_IN_MINIMAX)
    value_problems = vet_first_only_hint(name_other_nodes_bound(value_problems, fn), fn)
    problems += note_copied_bound_update(name_reversed_update(name_unreachable(name_bound_from_other(
        name_always_true_test(value_problems, fn), fn), fn), fn), fn, WRONG_COMPARISON)
    # Code that keeps the move with the value on a tie does keep the move: its wrong moves are the
    # tie with a child's bound, even where "the last move tried" gives the same moves.
    ties = (TIE_ON_HARD_BOUND, TIE_ON_BOUND) if updates_move_on_tie(read_source(fn)) else ()
    move_problems, wrong_moves = _move_problems(cases, outcomes, required=False, extra=tie_on_bound,
                                                hints=TIE_HINTS, prefer=ties)
    if not any(problem.name != WRONG_VALUE for problem in value_problems):
        problems += move_problems  # (value, move) pairs: the move judged as check_minimax(with_move) does
    problems += _never_prunes_beside(value_problems, cases, plans, outcomes, convention) if not modelled else []
    if not modelled and all(p.name == WRONG_VALUE for p in value_problems) and not any(
            p.name == IGNORES_TERMINAL for p in problems):
        # Which leaves alpha-beta needs assumes the right values: a search with a named value
        # mistake cuts elsewhere as a consequence, and its leaves say nothing yet about its
        # pruning. Wrong values no mistake explains may come from pruning itself.
        problems = vet_wrong_bound(problems + _pruning_problems(cases, plans, outcomes, convention, traces), fn)
    if _max_min_swaps(fn):
        problems = [renamed(p, CHILD_WINDOW, "Your code searches in negamax form and calls each child with (beta,"
                            " alpha): the bounds swapped but neither negated.", NEGAMAX_SWAP_HINT)
                    if p.name == WINDOW_SWAPPED else p for p in problems]
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
    # Boards where alpha-beta cuts with rows still to try: a search right on every case above may
    # still break out of only the inner of two loops (rows, then cells), which no tree shows.
    board_problems, boards, boards_failed = row_cutoff_problems(run, window, convention, read_source(fn, 2)) if not any(
        not p.note for p in problems) else ([], len(ROW_CUTOFF_BOARDS), 0)
    problems += board_problems
    failed += boards_failed
    problems = name_alpha_in_min(vet_hints(vet_other_bound_aside(problems, fn), fn, {NEVER_PRUNES: lambda source: cut_thrown_away(source) or cut_after_loop(source) or window_frozen_at_entry(source)
                                        or copies_never_passed(source) or _window_never_narrowed(source) or alpha_raised_by_min(source)
                                        or window_not_handed(source) or children_searched_at_once(source)}))  # the cause named
    problems = name_continued_cut(problems, fn)  # a cutoff answered by `continue`: that cause alone, on its line
    problems = vet_stops_already(problems, fn)  # then a cutoff test the code has, never asked for (loop_cuts' hint checks)
    problems = name_unnarrowed_window(name_cut_after_loop(problems, fn), fn)  # symptoms named from where the tests stand, what they read
    problems = name_chained_search(problems, fn)  # moves played on top of each other: the values, cutoffs and crashes restate it
    problems = name_windowless_exit(problems, fn)  # no bound compared anywhere: no wrong-bound story, the exit it has
    return _report("check_alphabeta", fn, problems, len(cases) + boards, failed, quiet, praise)


def _max_min_swaps(fn: Callable[..., Any]) -> tuple[str, ...]:
    """The MAX/MIN model's swapped windows, left out for a negamax whose code hands its child
    (beta, alpha): the values alike, the code shows a negamax's window with its minus signs
    forgotten, not a MAX/MIN search's bounds in the wrong order."""
    if negates_its_search(fn) and child_window_in_code(fn) == "neither negated":
        return ("swapped", "swapped at max", "swapped at min")
    return ()


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
_HALF_STRICT = [Mistake(STRICT, f"stops a {kind.upper()} node only when v is strictly beyond its bound ({test}), while"
                        f" its {other.upper()} nodes stop on equality too: the two tests follow two conventions",
                        "Use one convention in both kinds of node: this course (like AIMA) stops on equality, v >="
                        " beta at MAX nodes and v <= alpha at MIN nodes.", knobs=(("strict_at", kind),))
                for kind, other, test in (("min", "max", "v < alpha"), ("max", "min", "v > beta"))]
# Beside the strict convention only (minimax's model names it alone, from the values): finished
# games scored for the side to move, so that the pair explains the leaves as well (wave 8's ab05).
_MOVER_LEAF = Mistake(WRONG_PLAYER, "scores each finished game for the player to move there, not for MAX",
                      "A finished game is worth game.utility(state, game.players[0]) to MAX, whoever is to move.",
                      knobs=(("leaf", "mover"),))


def _modelled(cases: Sequence[_Case], plans: Sequence[_LeafPlan | None], outcomes: Sequence[_Outcome],
              convention: str, extra: Sequence[Mistake] = (), drop: Sequence[str] = (),
              cuts: Collection[str] = (), strict_at: set[str] | None = None) -> list[Problem]:
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

    # sign_models: a depth term on the leaves; parent_bound_models: the parent's best as the only bound
    catalogue = [*alphabeta_mistakes(), *extra, *depth_bonus_mistakes(), *parent_bound_mistakes(), *memo_bound_mistakes()]
    catalogue = [m for m in catalogue if dict(m.knobs).get("window") not in drop]
    fit = name_mistake(cases, answers, catalogue, predict, same=same, unambiguous=True)
    if fit is None and on_equal:
        # The strict convention is no mistake alone (check_alphabeta(fn, convention="strict")), but
        # beside a real slip it is the second of two: tried only in pairs, named only as one.
        # One kind of node alone strict (v < alpha at MIN beside v >= beta at MAX) is a slip on its own.
        # A kind of node whose cutoff test the code shows does stop early: "never stops" is not it.
        plausible = [m for m in catalogue if dict(m.knobs).get("no_cut", "").upper() not in cuts]
        # Which tests are strict, where the values cannot tell (a MAX node never cuts while beta stays +inf):
        # the code's own tests (None: not read, every convention tried).
        strict = [_STRICT_SLIP, *_HALF_STRICT] if strict_at is None else [
            m for m, sides in ((_STRICT_SLIP, {"MAX", "MIN"}), (_HALF_STRICT[0], {"MIN"}), (_HALF_STRICT[1], {"MAX"}))
            if sides == strict_at]
        paired = name_mistake(cases, answers, [*plausible, *strict, _MOVER_LEAF], predict, same=same,
                              unambiguous=True)
        fit = paired if paired is not None and (
            (_STRICT_SLIP in paired.mistakes and len(paired.mistakes) == 2)
            or any(m in paired.mistakes for m in _HALF_STRICT)) else None
    if fit is None and on_equal:
        # Fail-hard code (the bound is the running value, alpha = max(alpha, child)) whose two kinds of node
        # follow two conventions: a child's tie with the bound, handed up as the bound, keeps the strict kind
        # going where fail-soft's smaller v would stop it (blind26's ab06), so only fail-hard shows the leaves.
        def predict_hard(case: _Case, game: Any, knobs: dict[str, Any]) -> tuple[float, tuple[Any, ...] | None]:
            return predict(case, game, {"start": "bound", **knobs} if knobs else knobs)

        half = [m for m, side in zip(_HALF_STRICT, ("MIN", "MAX"), strict=True) if strict_at in (None, {side})]
        fit = name_mistake(cases, answers, half, predict_hard, same=same, unambiguous=True, pairs=False)
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


def _never_prunes_beside(value_problems: list[Problem], cases: Sequence[_Case], plans: Sequence[_LeafPlan | None],
                         outcomes: Sequence[_Outcome], convention: str) -> list[Problem]:
    """A second slip beside leaves scored for the side to move (blind22's a05, MIN's update of alpha
    copied from MAX's): every leaf scored on every tree, where alpha-beta on those same leaf values
    (the model that explains the values) would skip some. The pair reproduces values and leaves."""
    if [p.name for p in value_problems] != [WRONG_PLAYER] or "player to move" not in value_problems[0].detail:
        return []
    trees = [(case, plan, out) for case, plan, out in zip(cases, plans, outcomes, strict=True)
             if plan is not None and out.watch is not None and out.number is not None]
    if not trees or any(tuple(out.watch.leaves) != tuple(plan.every) for _, plan, out in trees if out.watch is not None):
        return []
    skipped = [case for case, plan, _ in trees if len(knobbed_alphabeta(case.game, case.state, {"leaf": "mover"},
                                                                        on_equal=convention != "strict")[1]) < len(plan.every)]
    if not skipped:
        return []
    return [Problem(NEVER_PRUNES, f"It also scores every leaf on every tree: no node ever stops early. On"
                    f" {skipped[0].position()} alpha-beta with your leaf values would skip some.",
                    "After each child: alpha = max(alpha, v) in a MAX node, beta = min(beta, v) in a MIN node, so the"
                    " children after it get the narrower window and can be cut.")]


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
