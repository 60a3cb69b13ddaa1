"""Checking a student's alpha-beta with a transposition table:
``fn(game, state, depth, evaluate, alpha, beta, table) -> value``.

The function searches ``depth`` plies (then ``evaluate``, X's estimate; a finished game
scores its utility for X), within the window ``(alpha, beta)``, and may read and write
``table``, a dict it fills in any format it likes. Its answers are held to what alpha-beta
promises for a window, with :func:`ttt_lab.search.alphabeta`'s value ``v`` as the truth:
exactly ``v`` when ``alpha < v < beta``; between ``v`` and ``alpha`` when ``v <= alpha``
(an upper bound); between ``beta`` and ``v`` when ``v >= beta`` (a lower bound).

The checker tells the table's bugs from the search's by running the function four ways on
tic-tac-toe positions:

1. with a table that forgets everything written to it: wrong values here are the search's
   own, not the table's;
2. once per position with a new, real table: inside one search a position is always met
   at the same remaining depth (each ply adds one stone), so a wrong value here comes from
   reading a bound back as an exact value;
3. with a narrow window, then another window, sharing the table: the first search's
   bound at the root must not be returned as the exact value;
4. at depth 1, then deeper, sharing the table: a shallow entry must not answer a deeper search;
   then one ply shallower, then deeper: the entries below the root must not claim more plies than
   they had (:mod:`~ttt_lab.exercises.table_depths`).

Finally the same search twice: the second should be answered from the table, almost for free.

Example:
    >>> def no_table(game, state, depth, evaluate, alpha, beta, table):  # right, but never uses it
    ...     from ttt_lab.search import alphabeta
    ...     return alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=alpha, beta=beta).value
    >>> check_table_alphabeta(no_table, quiet=True).names
    ['never stores anything in the table']
"""

from __future__ import annotations

import ast
import inspect
import math
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.depth_watch import searches_past_the_limit
from ttt_lab.exercises.harness import _call, _close, _num, _Printed
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.report import BOUND_AS_EXACT, CheckReport, Problem, _report, gives_up
from ttt_lab.exercises.student_source import diagnoses
from ttt_lab.exercises.table_collisions import ANOTHER_POSITIONS_ENTRY, another_positions_entry
from ttt_lab.exercises.table_depths import deeper_below_the_root, depthless_root_entry
from ttt_lab.exercises.table_entries import (
    ReadCountingTable,
    entries_never_answer,
    entry_depth,
    exact_entry_problem,
    stored_kind,
)
from ttt_lab.exercises.table_flags import labels_swapped_where_stored, told_by_the_code
from ttt_lab.exercises.table_kinds import at_the_edge, read_ignores_kind, store_mislabels
from ttt_lab.exercises.table_models import SLIP_SAID, fitting_slips
from ttt_lab.exercises.table_names import (
    DEPTH_ONE_SHORT,
    KIND_FROM_NARROWED,
    LESS_DEEP,
    NARROWS_WRONG_WAY,
    NEVER_READS,
    NEVER_STORES,
    OWN_TABLE,
    READS_LOWER_AS_VALUE,
    READS_UPPER_AS_VALUE,
    STORED_SWAPPED_HINT,
    SWAPPED_BOUNDS,
    SWAPPED_SOMEWHERE_HINT,
    TOP_DEPTH,
    WRONG_POSITION_KEY,
)
from ttt_lab.exercises.table_names import TABLE_HINTS as _HINTS
from ttt_lab.exercises.table_own_memory import own_table_problems
from ttt_lab.exercises.table_probe_args import depths_searched, probe_given_other_depth
from ttt_lab.exercises.table_pruning import table_pruning_problems
from ttt_lab.exercises.table_read_ends import (
    READ_END_SLIPS,
    crossed_windows,
    kinds_already_said,
    read_ends_problem,
)
from ttt_lab.exercises.table_search_mistakes import _search_problems
from ttt_lab.exercises.table_searches import (
    _GAME,
    _POSITIONS,
    _at_a_value,
    _expected,
    _ForgetfulTable,
    _run,
    _said,
    _Search,
    _truth,
    entries_change_check,
)
from ttt_lab.exercises.table_seeds import seeded_best_problem
from ttt_lab.exercises.table_stale_bounds import stale_bound
from ttt_lab.exercises.table_swaps import narrows_wrong_way, where_swapped
from ttt_lab.exercises.unsearched_side import name_unsearched_side
from ttt_lab.exercises.window_source import name_empty_window
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.search import line_evaluation

__all__ = ["ANOTHER_POSITIONS_ENTRY", "DEPTH_ONE_SHORT", "KIND_FROM_NARROWED", "LESS_DEEP", "NARROWS_WRONG_WAY", "NEVER_READS", "NEVER_STORES",
           "OWN_TABLE", "READS_LOWER_AS_VALUE", "READS_UPPER_AS_VALUE", "SWAPPED_BOUNDS", "TOP_DEPTH", "WRONG_POSITION_KEY",
           "check_table_alphabeta"]


def _misreads(run: Callable[..., Any], full: list[_Search]) -> tuple[bool, bool]:
    """Whether the root entry of a search that failed high (a lower bound), or failed low (an upper
    bound), answers a later full-window search of the same position as if it were the value."""
    misread = {"lower": False, "upper": False}
    for search in full:
        truth = _truth(search.text, search.depth)
        for kind, first in (("lower", _Search(search.text, search.depth, truth - 0.3, truth - 0.25)),
                            ("upper", _Search(search.text, search.depth, truth + 0.25, truth + 0.3))):
            if misread[kind]:
                continue
            done = _run(run, [first, search], {})
            if done.failure is None and done.wrong and done.wrong[-1][0] == search:
                earlier = done.outcomes[0].number
                misread[kind] = earlier is not None and _close(done.wrong[-1][1], earlier)
        if all(misread.values()):
            break
    return misread["lower"], misread["upper"]


def _which_bound(run: Callable[..., Any], full: list[_Search], problems: list[Problem]) -> list[Problem]:
    """A bound taken for the value: named by the kind of bound read wrongly, when only one kind is
    (the entry's kind is stored right, the test where the table is read is wrong)."""
    if not any(problem.name == BOUND_AS_EXACT for problem in problems):
        return problems
    lower, upper = _misreads(run, full)
    if lower == upper:
        return problems
    name = BOUND_AS_EXACT if (stored := store_mislabels(run, full, "lower" if lower else "upper")) else READS_LOWER_AS_VALUE if lower else READS_UPPER_AS_VALUE  # stored wrong: the read is right
    return [p if p.name != BOUND_AS_EXACT else Problem(name, p.detail + stored[0], stored[1]) if stored else Problem(name, p.detail, _HINTS[name]) for p in problems]


def _root_entry(table: Any, search: _Search) -> Any:
    """The table's entry for ``search``'s board, or None."""
    try:
        return table.get(_GAME.key(_GAME.parse(search.text)))
    except Exception:  # a table of its own kind
        return None


def _stored_depth(table: Any, search: _Search) -> int | None:
    """The depth the table's entry for ``search``'s board says it was searched to, when the entry
    tells: a dict's field named like "depth", or the only whole number of a tuple or list."""
    try:
        entry = table.get(_GAME.key(_GAME.parse(search.text)))
    except Exception:  # an entry of its own format: the depth is only a clue
        return None
    return entry_depth(entry)


def _depth_stored(problem: Problem, shallow: int | None, deeper: int | None, fn: Callable[..., Any]) -> Problem:
    """An entry searched less deep answering, told by the depths the student's entries record after a
    depth-1 and a depth-2 search alone, where they tell and go up with the search (a ply counted from
    the start of the game does not): one more than searched (depth + 1) is the slip, the lookup's test
    then lets it through; the depth searched leaves the lookup's test as the place to look."""
    if shallow is None or deeper is None or deeper != shallow + 1 or shallow < 1:
        return problem
    says = (f" After a depth-1 search alone your table's entry for the board says depth {shallow}, after a depth-2"
            f" search {deeper}")
    if shallow > 1:
        extra = shallow - 1
        return Problem(problem.name, f"{problem.detail}{says}: {extra} more than the plies searched below it, so a"
                       f" depth-1 entry passes a test asking for depth {shallow}.", "The depth an entry records is the"
                       f" number of plies searched below the position: store depth itself, not depth + {extra} (the"
                       " node itself is not a ply searched). Then a lookup that uses an entry only when its depth >= the"
                       " depth asked for refuses a shallower one.")
    detail = f"{problem.detail}{says}, the depths searched: the entries are stored right, and read where they should not answer."
    if (given := probe_given_other_depth(read_source(fn, levels=2))) is not None:  # the lookup is handed another counter
        call, name, param, depth = given
        return Problem(problem.name, detail, f"Your entries record the depth right: look at what the search hands the"
                       f" lookup. `{call}` passes `{name}` as its `{param}`, the depth an entry must have been searched"
                       f" to, where this call's depth is `{depth}` (the plies still to search below the position):"
                       f" pass `{depth}`, so an entry answers only if its depth >= `{depth}`.")
    return Problem(problem.name, detail, "Your entries record the depth right: look at where you"
                   " read them. Use an entry only if its depth is at least the depth the search asks for now"
                   " (entry depth >= depth, this call's depth).")


def _keyed_elsewhere(table: Any, search: _Search) -> bool:
    """Whether the root's entry, recognised by its depth, is stored under another position's key."""
    if not isinstance(table, dict) or not table:
        return False
    state = _GAME.parse(search.text)
    if _GAME.key(state) in table:
        return False
    # Another position's key: a position the search met (a table keyed by something else, a
    # tuple with a tag, is a format of its own, not this mistake).
    level, met = [state], {_GAME.key(state)}
    for _ in range(search.depth):
        level = [_GAME.result(s, m) for s in level if not _GAME.is_terminal(s) for m in _GAME.actions(s)]
        met |= {_GAME.key(s) for s in level}
    return any(entry_depth(entry) == search.depth for key, entry in table.items() if key in met)


def _narrowed_window(run: Callable[..., Any]) -> str | None:
    """What the root entries of full-window searches say when the kind of bound is decided against
    the window as the loop narrowed it (alpha raised to the best value at MAX, beta lowered at MIN):
    'upper' at a MAX root and 'lower' (a negamax's, the mover's view: 'upper') at a MIN root, though each is exact."""
    from ttt_lab.exercises.table_kinds import said_kind  # words of an object's field too (wave 27's tt_01)
    said = []
    for text in (".X./.O./...", "X../.../..."):  # X (MAX) to move, then O (MIN)
        search = _Search(text, 2)
        done = _run(run, [search], {})
        if done.failure is not None or done.wrong:
            return None
        try:
            kind = said_kind(done.table.get(_GAME.key(_GAME.parse(text))))
        except Exception:  # an entry of its own format
            return None
        said.append((search, kind, done.outcomes[0].number))
    (top, kind_max, value_max), (low, kind_min, value_min) = said
    if kind_max != "upper" or kind_min not in ("upper", "lower") or value_max is None or value_min is None:
        return None
    return (f" With the full window and a new table, on {top.label()} (X to move) it returned the exact value"
            f" {_num(value_max)} and stored it as 'upper'; on {low.label()} (O to move) it returned the exact value"
            f" {_num(value_min)} and stored it as '{kind_min}'. With the full window nothing is a bound: each kind was"
            " decided against alpha or beta after the loop moved them to the best value.")


def _table_slip(run: Callable[..., Any], full: list[_Search], shown: Problem, fn: Callable[..., Any]) -> Problem | None:
    """The table's slip whose model (:mod:`~ttt_lab.exercises.table_models`) alone returns every
    value the function returned, on fresh tables and after a narrow window at the root."""
    sequences = [[s] for s in full] + [[_Search(s.text, s.depth, a, b), s] for s in full for a, b in (
        (_truth(s.text, s.depth) + d, _truth(s.text, s.depth) + d + 0.05) for d in (-0.3, 0.25, -0.05))]

    def student(sequence: list[_Search]) -> tuple[list[float | None], Any] | None:
        done = _run(run, sequence, {})
        return None if done.failure else ([o.number for o in done.outcomes], done.table)

    slips = fitting_slips(student, _GAME, line_evaluation(_GAME), sequences, lambda s: (
        _GAME.parse(s.text), s.depth, s.alpha, s.beta))
    slips.discard("top_depth")  # one depth per search here: its values are a right table's
    if "bound_as_exact" in slips and slips & set(READ_END_SLIPS):  # a window above the value, then one below it
        slips = fitting_slips(student, _GAME, line_evaluation(_GAME), sequences + crossed_windows(full, _truth),
                              lambda s: (_GAME.parse(s.text), s.depth, s.alpha, s.beta))
    if slips == {"bound_as_exact"}:  # every bound answers: the steps below tell it
        return None
    if len(slips) != 1:  # no model fits (a negamax's flags, in the mover's view): the roots' own words may still tell
        return None if (said := _narrowed_window(run)) is None else Problem(KIND_FROM_NARROWED, shown.detail + said, _HINTS[KIND_FROM_NARROWED])
    slip = slips.pop()
    if slip in READ_END_SLIPS:
        return read_ends_problem(slip, shown.detail, fn)
    if slip == "narrows_wrong_way":
        return _swapped_where(run, full, shown, fn)
    return Problem(KIND_FROM_NARROWED, f"{shown.detail} {SLIP_SAID[slip]}", _HINTS[KIND_FROM_NARROWED])


def _root_label(run: Callable[..., Any], full: list[_Search]) -> tuple[_Search, float, str | None] | None:
    """A search that failed high at the root (a lower bound), what it returned and the kind its
    table's root entry says in words (``None``: a format of its own); ``None`` if none failed high."""
    for search in full:
        truth = _truth(search.text, search.depth)
        first = _Search(search.text, search.depth, truth - 0.3, truth - 0.25)
        done = _run(run, [first], {})
        answer = done.outcomes[0].number if done.outcomes else None
        if done.failure is not None or answer is None or answer < first.beta:
            continue
        try:
            return first, answer, stored_kind(done.table.get(_GAME.key(_GAME.parse(first.text))))
        except Exception:  # an entry of its own format
            return first, answer, None
    return None


def _probe_turned(fn: Callable[..., Any]) -> bool:
    """Whether the code's probe reads a bound the wrong way round, as written: under a test that
    names a lower bound (``flag == LOWERBOUND``) it assigns beta, or under one naming an upper bound
    it assigns alpha, and never the other way."""
    turned = right = False
    for node in read_source(fn).nodes():
        if not isinstance(node, ast.If):
            continue
        test = ast.unparse(node.test).lower()
        kinds = {kind for kind in ("lower", "upper") if kind in test}
        if len(kinds) != 1:
            continue
        assigned = {target.id.lower() for stmt in node.body if isinstance(stmt, (ast.Assign, ast.AugAssign))
                    for target in (stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target])
                    if isinstance(target, ast.Name)}
        narrows = {bound for bound in ("alpha", "beta") if any(bound in name for name in assigned)}
        if len(narrows) == 1:
            wrong = narrows == ({"beta"} if kinds == {"lower"} else {"alpha"})
            turned, right = turned or wrong, right or not wrong
    return turned and not right


def _swapped_where(run: Callable[..., Any], full: list[_Search], shown: Problem, fn: Callable[..., Any]) -> Problem:
    """Lower and upper bounds used the wrong way round, every value alike whether the labels are
    swapped where an entry is stored (the probe right) or where it is read (the labels right):
    the words of the root's entry after a fail high say which; a format without words does not,
    and then neither place is claimed."""
    said = _root_label(run, full)
    unread = said is None or said[2] is None
    if (said is not None and said[2] == "lower") or (unread and _probe_turned(fn)):
        # The label right (or, in a format without words, the probe's own test read as turned): the probe.
        return Problem(NARROWS_WRONG_WAY, f"{shown.detail} {SLIP_SAID['narrows_wrong_way']}",
                       _HINTS[NARROWS_WRONG_WAY])
    values = ("Every value it returned, with new tables and after a narrow window at the root, is that of a right"
              " table alpha-beta with lower and upper bounds used the wrong way round (a lower bound lowering"
              " beta, an upper bound raising alpha), and of no other slip the checker knows.")
    if said is not None and said[2] == "upper":
        first, answer, _ = said
        return Problem(SWAPPED_BOUNDS, f"{shown.detail} {values} After a search of {first.label()} failed high"
                       f" ({_num(answer)} >= beta, a lower bound), your table's entry for the board says 'upper':"
                       " the labels are swapped where you store them, and your probe reads them as labelled.",
                       STORED_SWAPPED_HINT)
    return Problem(SWAPPED_BOUNDS, f"{shown.detail} {values}", SWAPPED_SOMEWHERE_HINT)


def _shared_key(run: Callable[..., Any], fn: Callable[..., Any], full: list[_Search], narrow: list[_Search],
                shown: Problem) -> Problem | None:
    """An entry another position stored answering (see :mod:`~ttt_lab.exercises.table_collisions`), over
    every search alone, each narrow window before the full one, and depth 1 before deeper."""
    sequences = ([[s] for s in full + narrow] + [[w, s] for s in full for w in narrow if (w.text, w.depth) ==
                 (s.text, s.depth)] + [[_Search(s.text, 1), s] for s in full])

    def run_all(new_table: Callable[[], Any]) -> tuple[bool, str | None]:
        for sequence in sequences:
            done = _run(run, sequence, new_table())
            if done.failure is not None or done.wrong:
                return False, None
        return True, None

    return another_positions_entry(run_all, inspect.unwrap(fn), shown)


def _window_pairs(full: list[_Search], narrow: list[_Search]) -> list[tuple[_Search, _Search]]:
    """Pairs of searches of one position and depth with different windows, narrow ones first:
    what the first stores at the root (a bound, mostly) must not mislead the second."""
    pairs = []
    for search in full:
        windows = [n for n in narrow if (n.text, n.depth) == (search.text, search.depth)]
        pairs += [(w, search) for w in windows]
        pairs += [(w, v) for w in windows for v in windows if w != v]
    return pairs


@gives_up
@diagnoses
def check_table_alphabeta(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check ``fn(game, state, depth, evaluate, alpha, beta, table) -> value``: depth-limited
    alpha-beta for X that remembers what it learnt in ``table`` (see the module's description).

    Args:
        fn: the student's function.
        quiet: do not print the report.

    Returns:
        A :class:`CheckReport` naming the bug, e.g. "takes a bound for an exact value".
    """
    printed = _Printed()
    run = printed.wrap(fn)
    full = [_Search(text, depth) for text in _POSITIONS for depth in (2, 3, 4)]
    narrow = [_Search(s.text, s.depth, a, a + 0.05) for s in full for a in (-0.2, 0.05, 0.3)]
    # Windows with a bound at a value the search meets (the first move's): a node failing low or
    # high exactly at its bound still has only a bound (flags decided with < and > instead of
    # <= and >= store it as exact).
    narrow += [_Search(s.text, s.depth, a, b) for s in full for a, b in _at_a_value(s.text, s.depth)]
    cases = len(full) * 4 + len(narrow) + len(_POSITIONS) * 4
    problems: list[Problem] = []

    # 1. No memory: the search itself. Depth 0 too: code whose depth never reaches 0 below the
    # root (depth + 1, or depth) still stops there, code that ignores the limit does not; and a
    # search that returns one value at every depth above 0 (inf, from a running best started
    # on the wrong side) is told from one that returns nothing of use. Depth 1 from a MAX root
    # tells a MIN node's running best started at -inf from a MAX node that takes the min.
    horizon = [_Search(text, depth) for text in _POSITIONS for depth in (0, 1)]
    # First, whether the search stops at the limit at all: one that plays on past it is stopped
    # there and told so, rather than searched to the end of the game on every case (and by models).
    past = searches_past_the_limit(
        lambda watch, state, depth: _call(run, watch, watch, state, depth, line_evaluation(_GAME), -math.inf,
                                          math.inf, _ForgetfulTable()),
        _GAME, [(_GAME.parse(s.text), s.depth, s.label()) for s in horizon], fn)
    if past is not None:
        return _report("check_table_alphabeta", fn, [past, *printed.notes()], cases, 1, quiet)
    forgetful = _run(run, full + narrow + horizon, _ForgetfulTable())
    if forgetful.wrong:  # wrong only because a dict of its own outlives the search: that dict, alone
        own = own_table_problems(fn, run, forgetful)
        if own:
            return _report("check_table_alphabeta", fn, [*own, *printed.notes()], cases, 1, quiet)
    if forgetful.failure is not None or forgetful.wrong:
        found = ([forgetful.failure] if forgetful.failure is not None  # an empty root window read off the code
                 else name_unsearched_side(name_empty_window(_search_problems(run, full + narrow + horizon, forgetful), fn),
                                           lambda watch, state: _call(run, watch, watch, state, 2,
                                                                      watch.noting(line_evaluation(_GAME)), -math.inf,
                                                                      math.inf, _ForgetfulTable()), _GAME))
        return _report("check_table_alphabeta", fn, [*found, *printed.notes()], cases, 1, quiet)

    # 1b. Its pruning, with the memory still off: right values say nothing about it.
    game = TicTacToe()
    pruning = table_pruning_problems(run, game, line_evaluation(game),
                                     [(game.parse(s.text), s.depth, s.alpha, s.beta, s.label())
                                      for s in full + narrow if s.depth == 3],
                                     _ForgetfulTable)
    if any(not p.note for p in pruning):
        # Children searched after a cutoff, or with a window never narrowed, store entries a
        # search that prunes rightly never writes: what the table then does is a consequence. Except
        # a root entry answering every depth: an exact depth-1 value, whatever the pruning.
        if (depthless := depthless_root_entry(run, full)) is not None:
            pruning = [depthless, *pruning]
        return _report("check_table_alphabeta", fn, [*pruning, *printed.notes()], cases, 1, quiet)

    # 2. One search per table: within a search, only a bound read back as exact goes wrong.
    tables = [_run(run, [search], {}) for search in full]
    for done in tables:
        if done.failure is not None:
            return _report("check_table_alphabeta", fn, [done.failure, *printed.notes()], cases, 1, quiet)
    if not any(done.table for done in tables):
        problems.append(Problem(NEVER_STORES, f"After {len(full)} searches every table it was given was still"
                                " empty.", _HINTS[NEVER_STORES]))
        return _report("check_table_alphabeta", fn, problems + printed.notes(), cases, len(full), quiet)
    # The root's own key missing after its search, while an entry elsewhere says the root's depth
    # (only the root is searched that deep): the entries are keyed by another position. Said alone:
    # what goes wrong after (bounds answering for other positions) is its consequence.
    for search, done in zip(full, tables, strict=True):
        if _keyed_elsewhere(done.table, search):
            problems.append(Problem(WRONG_POSITION_KEY, f"After one search on {search.label()}, your table has no"
                                    " entry under game.key of that board, but an entry under another position's"
                                    f" key says depth {search.depth}, the depth only that board was searched to.",
                                    _HINTS[WRONG_POSITION_KEY]))
            return _report("check_table_alphabeta", fn, problems + printed.notes(), cases, 1, quiet)
    alone = [done for done in tables if done.wrong]
    if alone:
        problems.append(_said(alone[0].wrong[0], BOUND_AS_EXACT, "With a new table for the search"))
        shared = _shared_key(run, fn, full, narrow, problems[-1])
        if shared is not None:  # what the other position's entry then does (a bound, a depth) is its consequence
            return _report("check_table_alphabeta", fn, [shared, *printed.notes()], cases, 1, quiet)
        slip = _table_slip(run, full, problems[-1], fn)
        if slip is not None:  # one model reproduces every answer: one slip, one name
            return _report("check_table_alphabeta", fn, [slip, *printed.notes()], cases, 1, quiet)

    # 3. A narrow window's bound at the root, then another window on the same position.
    alone_narrow = [_run(run, [search], {}) for search in narrow]
    right_alone = {search for search, done in zip(full + narrow, tables + alone_narrow, strict=True)
                   if done.failure is None and not done.wrong}
    # 3a. The same full-window search twice: the root's exact entry answers the second.
    exact = exact_entry_problem(lambda s: _run(run, [s, s], {}), [s for s in full if s in right_alone][:3], _expected,
                                _root_entry)
    if exact is not None:  # the bounds it then stores are its consequence: one name
        return _report("check_table_alphabeta", fn, [exact, *printed.notes()], cases, 1, quiet)
    for first, second in _window_pairs(full, narrow):
        done = _run(run, [first, second], {})
        if done.failure is not None or not done.wrong or done.wrong[-1][0] != second or second not in right_alone:
            continue
        returned = done.wrong[-1][1]
        reread = done.outcomes[0].number is not None and _close(returned, done.outcomes[0].number)
        bug = BOUND_AS_EXACT if reread and second.alpha == -math.inf else SWAPPED_BOUNDS
        problem = _said(done.wrong[-1], bug, f"After searching the same position with the window"
                        f" ({_num(first.alpha)}, {_num(first.beta)}), with the same table")
        narrowed = _narrowed_window(run) if bug == SWAPPED_BOUNDS else None
        if narrowed is not None:
            problem = Problem(KIND_FROM_NARROWED, problem.detail + narrowed, _HINTS[KIND_FROM_NARROWED])
        if bug == BOUND_AS_EXACT and (edge := at_the_edge(first, done, fn)) is not None:
            problem = Problem(bug, problem.detail + edge[0], edge[1])
        problems.append(where_swapped(problem, first, done, fn) if bug == SWAPPED_BOUNDS and narrowed is None
                        else problem)
        break

    # 4. Depth 1 first, then deeper: the shallow entries must not answer.
    for search in full:
        if search not in right_alone:
            continue
        done = _run(run, [_Search(search.text, 1), search], {})
        if done.failure is None and done.wrong and done.wrong[-1][0] == search:
            problems.append(_said(done.wrong[-1], LESS_DEEP,
                                  "After a search of the same position at depth 1, with the same table"))
            each_alone = [(_run(run, [_Search(search.text, d)], {}).table, _Search(search.text, d)) for d in (1, 2)]
            shallow, deeper = (_stored_depth(*each) for each in each_alone)
            if shallow is None or deeper is None:  # several whole numbers in an entry: the one that is the depth searched
                shallow, deeper = depths_searched(*(_root_entry(*each) for each in each_alone)) or (shallow, deeper)
            problems[-1] = _depth_stored(problems[-1], shallow, deeper, fn)
            break
    else:  # depth 1 stores nothing below the root: one ply shallower, then deeper, tests the entries there
        if (below := deeper_below_the_root(run, full, right_alone)) is not None:
            problems.append(below)
    if not problems and (stale := stale_bound(run, full, right_alone)) is not None:  # bounds of several depths mixed
        problems.append(stale)

    # A bound misread that a seeded running best reproduces is that seed (its entries hold no kind to misread).
    if any(p.name in (BOUND_AS_EXACT, SWAPPED_BOUNDS) for p in problems) and (seeded := seeded_best_problem(run)):
        return _report("check_table_alphabeta", fn, [seeded, *printed.notes()], cases, 1, quiet)
    if any(p.name in (BOUND_AS_EXACT, SWAPPED_BOUNDS) for p in problems):
        wrong_way = narrows_wrong_way(run, full)
        if wrong_way is not None:
            # Where the bound answers wrongly, and where it should answer, are one slip's doing.
            first_bound = next(p for p in problems if p.name in (BOUND_AS_EXACT, SWAPPED_BOUNDS))
            problems = [Problem(NARROWS_WRONG_WAY, first_bound.detail + wrong_way, _HINTS[NARROWS_WRONG_WAY])
                        if p is first_bound else p for p in problems
                        if p is first_bound or p.name not in (BOUND_AS_EXACT, SWAPPED_BOUNDS)]
    if problems and not alone and (shared := _shared_key(run, fn, full, narrow, problems[0])) is not None:
        return _report("check_table_alphabeta", fn, [shared, *printed.notes()], cases, 1, quiet)
    # Flags of the code's own that its stores set for the other kind: what it shows, not "a bound as exact".
    problems = read_ignores_kind(_which_bound(run, full, labels_swapped_where_stored(problems, fn)), run, full, BOUND_AS_EXACT)
    problems = kinds_already_said(told_by_the_code(problems, fn), fn)

    # 5. The same search twice: the second is answered from the table.
    if not problems:
        for text in _POSITIONS:
            search = _Search(text, 4)
            done = _run(run, [search, search], {})
            if done.failure is not None:
                continue
            before, again = (outcome.watch.calls if outcome.watch else 0 for outcome in done.outcomes)
            if again >= before / 2:
                stored = _stored_depth(done.table, search)
                if stored == search.depth - 1:
                    problems.append(Problem(
                        DEPTH_ONE_SHORT, f"On {search.label()} your table's entry for the board says depth"
                        f" {stored}: asked the same search again with the same table, it looked at the game"
                        f" {again:,} times (the first time, {before:,}).", _HINTS[DEPTH_ONE_SHORT]))
                    break
                counted = ReadCountingTable()
                twice = _run(run, [search, search], counted)
                reads = counted.reads if twice.failure is None else 0
                if reads:  # it does read the table back: not "never reads"
                    counted.reads = 0
                    _run(run, [search], counted)
                    named = seeded_best_problem(run) or entries_never_answer(
                        counted.reads, again, before, search.label(), _root_entry(counted, search), read_source(fn),
                        entries_change_check(run, search))
                    if named is not None:
                        problems.append(named)
                        break
                problems.append(Problem(
                    NEVER_READS, f"On {search.label()} it looked at the game {before:,} times; asked the same"
                    f" search again with the same table, {again:,} times.", _HINTS[NEVER_READS]))
                break
    problems += pruning  # a slip of the search's own, whatever the table does
    return _report("check_table_alphabeta", fn, problems + printed.notes(), cases, len(problems), quiet,
                   praise="Its values are alpha-beta's for every window and depth, and its table answers"
                          " a repeated search.")
