"""Checking a student's retrograde analysis: ``fn(game) -> {game.key(state): value}``.

The student's function values every position reachable from ``game.initial_state()`` for
the first player (+1, 0 or -1), working backwards from the finished positions. The table
is compared with :func:`ttt_lab.search.solve` on every position: all 5,478 of
tic-tac-toe, then the 265 of 3x2 k=3 and the 2,045 of 4x2 k=3 (boards that 3x3-only
shortcuts get wrong: a hard-coded 9 cells, or lines of three cells that fill their row).

A wrong table is diagnosed from the student's own values: the game graph has no cycles,
so a table whose finished positions are right and where every other position is worth
the best of its children *in the same table* is the right table. The checker looks for
the positions where the table disagrees with itself and reads what rule produced them: a
loss declared when one move loses, a draw declared before every move was known, a win
with no winning move, a position left undecided and called a draw, a draw forgotten when a
later move loses, the two players' wins swapped (whose win read at the child).

Example:
    >>> from ttt_lab.search.census import reachable_positions
    >>> def all_draws(game):  # every position, but no analysis at all
    ...     return {key: 0 for key in reachable_positions(game)}
    >>> check_retrograde(all_draws, quiet=True).names
    ['scores finished games wrongly']
"""

from __future__ import annotations

import ast
import math
from collections import Counter
from collections.abc import Callable, Hashable, Mapping
from dataclasses import replace
from typing import Any

from ttt_lab.exercises import retrograde_fixed_win as fixed_win
from ttt_lab.exercises.harness import _call, _num, _Printed, _shown
from ttt_lab.exercises.hint_checks import read_source, vet_hints
from ttt_lab.exercises.kept_state import KeptState, name_kept_state, snapshot
from ttt_lab.exercises.memo_probes import remembered_table_problem
from ttt_lab.exercises.report import WRONG_VALUE, CheckReport, Problem, _report, gives_up
from ttt_lab.exercises.retrograde_counts import read_counts
from ttt_lab.exercises.retrograde_found_order import undecided_from_transpositions
from ttt_lab.exercises.retrograde_gaps import table_gaps
from ttt_lab.exercises.retrograde_graph import _Graph, _graphs, _keyed, _keyed_by_states, _read, _text
from ttt_lab.exercises.retrograde_known_moves import said_of_known_moves
from ttt_lab.exercises.retrograde_names import (
    _HINTS,
    DECIDES_EARLY,
    DRAW_AS_LOSS,
    DRAW_NOTED_LATE,
    DRAW_TEST_INVERTED,
    DRAW_TOO_EARLY,
    FINISHED_WRONG,
    LEAVES_OUT,
    LOSS_AS_DRAW,
    LOSS_TOO_EARLY,
    MISSES_WIN,
    MOVER_VIEW,
    NEGAMAX_ON_FIRST,
    NEVER_VALUED,
    NO_LAST_MOVE,
    NO_SIDE_SWITCH,
    NO_SIDE_SWITCH_READS,
    NOT_A_TABLE,
    ODD_TERMINAL_TEST,
    ONE_PARENT,
    ONE_PARENT_FILLED,
    ONE_PARENT_OVERWRITTEN,
    ONE_SIDE_BEST,
    READS_FIRST_AS_MOVERS,
    UNDECIDED_AS_DRAW,
    WIN_TEST_INVERTED,
    WIN_WITHOUT_MOVE,
    WINNER_AT_CHILD,
    WRONG_KEYS,
    _counts_moves_already,
    _counts_nothing,
    _decided_again,
    _draw_noted_late,
    _takes_max_and_min,
    appends_parent_only_when_new,
    first_values_as_movers,
    no_side_switch,
)
from ttt_lab.exercises.retrograde_parity import turn_from_parity
from ttt_lab.exercises.retrograde_players import names_the_players
from ttt_lab.exercises.retrograde_sweeps import (
    _nothing_decided,
    _one_sweep,
    _stopped_early,
    _won_by_a_move,
    loops_to_a_fixpoint,
    undecided_hint,
)
from ttt_lab.exercises.retrograde_symmetry import keyed_by_symmetry
from ttt_lab.exercises.retrograde_two_valued import two_valued
from ttt_lab.exercises.retrograde_views import mixed_views
from ttt_lab.exercises.retrograde_watch import FIRST, LAST, Finder, let_run_longer, one_parent_each
from ttt_lab.exercises.student_source import diagnoses

# The names come from retrograde_names; ttt_lab.exercises imports them from here.
__all__ = [
    "DECIDES_EARLY", "DRAW_AS_LOSS", "DRAW_NOTED_LATE", "DRAW_TEST_INVERTED", "DRAW_TOO_EARLY", "FINISHED_WRONG", "LEAVES_OUT", "LOSS_AS_DRAW",
    "LOSS_TOO_EARLY", "MISSES_WIN", "MOVER_VIEW", "NEGAMAX_ON_FIRST", "NEVER_VALUED", "NOT_A_TABLE", "NO_LAST_MOVE", "NO_SIDE_SWITCH", "ODD_TERMINAL_TEST",
    "ONE_PARENT", "ONE_SIDE_BEST", "UNDECIDED_AS_DRAW", "WINNER_AT_CHILD", "WIN_TEST_INVERTED", "WIN_WITHOUT_MOVE", "WRONG_KEYS", "check_retrograde"]


def _rule_broken(graph: _Graph, table: dict[Hashable, float], key: Hashable) -> str | None:
    """Which bug explains the table's value of a position that disagrees with its own children's."""
    mine, theirs = graph.sign[key], -graph.sign[key]  # a win for the side to move, for its opponent
    value = table[key]
    values = [table[child] for child in graph.children[key]]
    best = max(values) if mine > 0 else min(values)
    if value == best:
        return None
    if value == theirs:
        return LOSS_TOO_EARLY
    if value == mine:
        return WIN_WITHOUT_MOVE
    if value == 0 and 0 in values:
        return DRAW_TOO_EARLY
    if value == 0 and all(v == theirs for v in values):
        return LOSS_AS_DRAW
    if value == 0:
        return UNDECIDED_AS_DRAW
    return WRONG_VALUE


_DISAGREE_AS = {
    UNDECIDED_AS_DRAW: "are draws though none of their moves draws",
    DRAW_TOO_EARLY: "are draws though a move wins for the side to move",
    LOSS_AS_DRAW: "are draws though every move loses",
    LOSS_TOO_EARLY: "are losses for the side to move though a move does better",
    WIN_WITHOUT_MOVE: "are wins for the side to move though no move wins",
}
"""What the positions :func:`_rule_broken` files under a rule have in common, in the table's own values: the
message counts every position its table contradicts, then those of the rule named (wave 28's r_03 was told
"24 positions disagree" where 380 did, 24 of them drawn with no drawing move)."""

_DRAWN_BY_DEFAULT_HINT = ("A position is a draw only once every one of its moves is valued, none wins for the side to move"
                          " and one draws. While a move is still unknown, leave the position undecided (a later round"
                          " decides it) instead of calling it a draw by default.")


def _drawn_before_a_win(graph: _Graph, table: dict[Hashable, float], broken: dict[Hashable, str]) -> list[Hashable]:
    """The positions of a table whose every disagreeing position is a draw where those "left undecided" each have a
    move the table values a win for the side to move: code that decides positions, whatever order, takes such a
    win once the move is known, so the draw was declared before it was (a draw by default in an early sweep, never
    revisited), not left undecided. Those positions, or [] where the table does not show it."""
    undecided = [key for key, rule in broken.items() if rule == UNDECIDED_AS_DRAW]
    if not undecided or any(table[key] != 0 for key in broken):
        return []
    if any(graph.sign[key] not in {table[child] for child in graph.children[key]} for key in undecided):
        return []
    return undecided


def _winner_at_child(graph: _Graph, table: dict[Hashable, float], key: Hashable) -> float:
    """The value retrograde analysis gives ``key`` when it reads whose win a move is at the
    child (the opponent's win taken for the side to move's), from its children's values."""
    theirs = -graph.sign[key]
    values = {table[child] for child in graph.children[key]}
    return theirs if theirs in values else 0 if 0 in values else -theirs


def _win_test_inverted(graph: _Graph, table: dict[Hashable, float], key: Hashable) -> float:
    """The value of ``key`` when a move decides a win for the side to move if its child is NOT won
    for it (``!=`` for ``==``): won if some move does not win, lost if every move wins."""
    mine = graph.sign[key]
    return mine if any(table[child] != mine for child in graph.children[key]) else -mine


def opponent_win_test(source: Any) -> str | None:
    """The code's winning-move test when it compares a child's value with the mover's win negated
    (``value[child] == -win``, ``-win in results``): negamax's "a move to a lost position wins" read
    on the first player's values. None where the code has no such test."""
    for node in source.nodes():
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.Eq, ast.In)) and any(
                isinstance(side, ast.UnaryOp) and isinstance(side.op, ast.USub) and isinstance(side.operand, ast.Name)
                for side in (node.left, node.comparators[0])):
            return source.segment(node)  # type: ignore[no-any-return]
    return None


def _opponent_win_tested(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """"Does not take a winning move" told by the code's win test where it asks for the opponent's win:
    in a table of the first player's values a move to a position won for the side to move shows its win,
    not -win, so the test never fires (the same table as code with no win test: the code decides)."""
    if not problems or problems[0].note or problems[0].name != MISSES_WIN:
        return problems
    test = opponent_win_test(read_source(fn))
    if test is None:
        return problems
    first = problems[0]
    return [replace(first, name=WINNER_AT_CHILD, detail=f"{first.detail} Your code's winning-move test `{test}` asks"
                    " for the opponent's win: in a table of the first player's values a move that wins for the side"
                    " to move leads to a position worth its win, not -win, so the test never fires and no win is"
                    " taken.", hint=_OPPONENT_WIN_HINT), *problems[1:]]


_OPPONENT_WIN_HINT = ("Your table holds the first player's values, not the side to move's: a move wins for the side"
                      " to move where the child's value EQUALS its win (value[child] == win, win = +1 if game.to_move("
                      "parent) is game.players[0], else -1), not where it is -win. 'A move to a lost position wins' is"
                      " the rule for values of the side to move there (negamax's).")


_DRAW_TEST_READS = ("with the test for a drawing move inverted: when no move wins, a position whose every move"
                    " loses is a draw, and one whose every move draws is lost")


def _no_draw_read_as_draw(graph: _Graph, table: dict[Hashable, float], key: Hashable) -> float:
    """``0 if 0 not in values else loss`` where ``0 if 0 in values`` belongs."""
    mine, values = graph.sign[key], {table[child] for child in graph.children[key]}
    return mine if mine in values else 0 if 0 not in values else -mine


def _a_loss_read_as_draw(graph: _Graph, table: dict[Hashable, float], key: Hashable) -> float:
    """A draw flagged by a move whose value is not 0 (``!= 0`` for ``== 0``): a loss reads as a draw."""
    mine, values = graph.sign[key], {table[child] for child in graph.children[key]}
    return mine if mine in values else 0 if -mine in values else -mine


def _diagnose(graph: _Graph, answer: Any, watch: Finder | None = None, fixpoint: bool = False) -> tuple[list[Problem], int]:
    """What is wrong with the student's table of ``graph``'s game (nothing: an empty list),
    and at how many positions. ``watch``: what the student's code asked the game (a table missing
    only positions it asked about found them all: it did not value them). ``fixpoint``: the code goes round
    until a round decides nothing new (:func:`loops_to_a_fixpoint`), so no position is left undecided."""
    if not isinstance(answer, Mapping):
        return [Problem(NOT_A_TABLE, f"On {graph.label} it returned {_shown(answer)}.", _HINTS[NOT_A_TABLE])], len(graph.states)
    keyed = _keyed(answer, graph)
    missing = [key for key in graph.states if key not in keyed]
    if missing and len(answer) >= len(missing) and len(keyed) < len(graph.states) // 2:
        # As many entries as positions, but the checker recognises few keys: the keys are wrong,
        # not the search for positions.
        stranger = next(name for name in answer if name not in graph.states)
        return [Problem(WRONG_KEYS, f"On {graph.label} its table has {len(answer):,} entries for the"
                        f" {len(graph.states):,} positions, but only {len(keyed):,} of its keys are"
                        f" game.key(state) of a position; one key is {_shown(stranger)}.",
                        _HINTS[WRONG_KEYS])], len(missing)
    if missing and set(keyed) == _won_by_a_move(graph) and all(
            _read(value) == graph.truth[key] for key, value in keyed.items()):
        example = missing[0]
        return [Problem(NO_LAST_MOVE, f"On {graph.label} its table has {len(keyed):,} of the {len(graph.states):,}"
                        " positions, and they are exactly the finished ones and those a winning move decides, each"
                        f" right; no position is decided when its last move becomes known. Missing, for one:"
                        f" {_text(graph, example)}, which solve values {_num(graph.truth[example])}.",
                        _HINTS[NO_LAST_MOVE])], len(missing)
    if missing and watch is not None and set(missing) <= watch.found():
        return _found_not_valued(graph, keyed, missing, watch)
    if missing:
        example = graph.states[missing[0]]
        return [Problem(LEAVES_OUT, f"On {graph.label} its table has {len(graph.states) - len(missing):,} of the"
                        f" {len(graph.states):,} positions; missing, for one: {_text(graph, missing[0])}"
                        f" ({'finished' if graph.game.is_terminal(example) else 'not finished'}).",
                        _HINTS[LEAVES_OUT])], len(missing)
    table: dict[Hashable, float] = {}
    for key, value in keyed.items():
        number = _read(value)
        if number is None:
            return [Problem(NOT_A_TABLE, f"On {graph.label} the value of {_text(graph, key)} is"
                            f" {_shown(value)}, not a number.", _HINTS[NOT_A_TABLE])], len(graph.states)
        table[key] = number
    wrong = [key for key in graph.states if not math.isclose(table[key], graph.truth[key], abs_tol=1e-9)]
    if not wrong:
        return [], 0
    summary = f"On {graph.label}, {len(wrong):,} of {len(graph.states):,} values are wrong"
    for view, whose in ((1, "the side to move"),):
        if all(math.isclose(table[k], view * graph.sign[k] * graph.truth[k], abs_tol=1e-9) for k in graph.states):
            key = next(k for k in wrong if graph.children[k]) if any(graph.children[k] for k in wrong) else wrong[0]
            return [Problem(MOVER_VIEW, f"{summary}, and every value of your table is the right value for {whose} there: e.g."
                            f" {_text(graph, key)} ({graph.game.to_move(graph.states[key])} to move) got {_num(table[key])};"
                            f" it is worth {_num(graph.truth[key])} to {graph.game.players[0]}.", _HINTS[MOVER_VIEW])], len(wrong)
    finished_wrong = [key for key in wrong if not graph.children[key]]
    if finished_wrong:
        key = finished_wrong[0]
        found = [Problem(FINISHED_WRONG, f"{summary}, {len(finished_wrong):,} of them finished games:"
                         f" {_text(graph, key)}, a finished game, got {_num(table[key])}; it is worth"
                         f" {_num(graph.truth[key])} to {graph.game.players[0]}.", _HINTS[FINISHED_WRONG])]
        # Wrong finished games alone leave every other position agreeing with its own moves (the rules
        # work on whatever the leaves are): a rule broken as well is a second slip, said too.
        leaves = {table[k] for k in graph.states if not graph.children[k]}
        utilities = {graph.truth[k] for k in graph.states if not graph.children[k]}
        # Only where the leaves are the game's own utilities: a foreign one (0.5 for a draw) breaks the
        # rules above it as a consequence, not as a slip of its own.
        also: Counter[str] = Counter(slip for k in graph.states if graph.children[k] and leaves <= utilities
                                     and (slip := _rule_broken(graph, table, k)) not in (None, WRONG_VALUE))
        if also:
            slip, how_many = also.most_common(1)[0]
            shown = next(k for k in graph.states if graph.children[k] and _rule_broken(graph, table, k) == slip)
            moves = ", ".join(sorted({_num(table[child]) for child in graph.children[shown]}))
            found.append(Problem(slip, f"Besides, {how_many:,} positions disagree with their own moves in your table,"
                                 f" e.g. {_text(graph, shown)} ({graph.game.to_move(graph.states[shown])} to move) got"
                                 f" {_num(table[shown])} while its moves lead to positions your table values"
                                 f" {moves}.", _HINTS.get(slip, "")))
        return found, len(wrong)
    if (parity := turn_from_parity(graph, table, summary)) is not None:  # before one side's best: right on 3x3
        return [parity], len(wrong)
    inner = [key for key in graph.states if graph.children[key]]
    for pick, whose in ((max, "the first player's best (the largest)"), (min, "the second player's best (the smallest)")):
        if all(table[key] == pick(table[c] for c in graph.children[key]) for key in inner):
            key = next(k for k in wrong if graph.children[k])
            mover, values = graph.game.to_move(graph.states[key]), sorted({_num(table[c]) for c in graph.children[key]})
            return [Problem(ONE_SIDE_BEST, f"{summary}. Every position of your table is worth {whose} of its moves, whoever"
                            f" is to move: e.g. {_text(graph, key)} ({mover} to move) got {_num(table[key])} while its moves"
                            f" lead to positions your table values {', '.join(values)}; solve says {_num(graph.truth[key])}.",
                            _HINTS[ONE_SIDE_BEST])], len(wrong)
    # Every position is worth what the rule gives with the two players' wins swapped (a move to the
    # opponent's win decides at once; a position is "won" when every move wins): the winner is read
    # at the child, where the opponent is to move, or with the sign swapped. Order-free, so the
    # whole table is checked.
    for model_name, model, reads in (
            (WINNER_AT_CHILD, _winner_at_child, "with the two players' wins swapped: one move to a win for the"
             " opponent decides the position for the opponent at once, and the side to move wins only where every"
             " move wins for it (else a draw where some move draws)"),
            (WIN_TEST_INVERTED, _win_test_inverted, "with the test for a winning move inverted: a move that does"
             " not win for the side to move decides a win at once, and a position whose every move wins is lost"),
            (NEGAMAX_ON_FIRST, first_values_as_movers, READS_FIRST_AS_MOVERS), (fixed_win.FIXED_SIDE_WIN, fixed_win.fixed_side_win, fixed_win.READS),
            # The drawing-move test inverted, two ways: "no move draws" for "some move draws" (a position
            # with draws and losses lost), or "some move does not draw" (the same position a draw).
            (DRAW_TEST_INVERTED, _no_draw_read_as_draw, _DRAW_TEST_READS),
            (DRAW_TEST_INVERTED, _a_loss_read_as_draw, _DRAW_TEST_READS),
            (NO_SIDE_SWITCH, no_side_switch, NO_SIDE_SWITCH_READS)):
        if all(table[key] == model(graph, table, key) for key in inner):  # a fixed win's example: where it breaks a rule
            key = next(k for k in wrong if graph.children[k] and (model_name != fixed_win.FIXED_SIDE_WIN or _rule_broken(graph, table, k)))
            mover = graph.game.to_move(graph.states[key])
            values = sorted({_num(table[c]) for c in graph.children[key]})
            return [Problem(model_name, f"{summary}. Every position of your table is worth what the rule gives {reads}."
                            f" E.g. {_text(graph, key)} ({mover} to move) got {_num(table[key])} while its moves"
                            f" lead to positions your table values {', '.join(values)}; solve says"
                            f" {_num(graph.truth[key])}.", _HINTS.get(model_name, ""))], len(wrong)
    broken = {key: rule for key in graph.states if graph.children[key]
              and (rule := _rule_broken(graph, table, key)) is not None}
    # Every wrong loss is where no move wins but a move draws: a draw forgotten when the last move
    # became known, either never counted (some such position has no losing move at all) or
    # overwritten by a later move that loses (has_draw = ... per move, not |=). Code that declares
    # a loss too early would, somewhere among thousands of positions, also lose where a move wins.
    losses = [key for key, rule in broken.items() if rule == LOSS_TOO_EARLY]
    hint_after = said_after = ""
    if losses and not any(graph.sign[key] in {table[c] for c in graph.children[key]} for key in losses):
        for key in losses:
            broken[key] = DRAW_AS_LOSS
        if all(-graph.sign[key] in {table[c] for c in graph.children[key]} for key in losses):
            hint_after = (" Each of these positions also has a move that loses: a draw found at an earlier"
                          " move must be remembered when a later move loses (a flag set with |= or 'or',"
                          " never overwritten move by move).")
    # Every position that disagrees has a move its own table calls won for the side to move, and is
    # not valued won: the rule "one winning move decides" is missing, whatever else the code does.
    # (A loss there is the proof: code that declares draws too early never calls such a position lost.)
    misses = [key for key in broken if graph.sign[key] in {table[c] for c in graph.children[key]}
              and table[key] == (0 if 0 in {table[c] for c in graph.children[key]} else -graph.sign[key])]
    if broken and len(misses) == len(broken) and any(table[key] == -graph.sign[key] for key in misses):
        broken = dict.fromkeys(misses, MISSES_WIN)
    rules = Counter(broken.values())
    disagree = len(broken)  # every position its own table contradicts, whichever rule it breaks
    if not rules:  # cannot happen in a game without cycles; said plainly if it ever does
        key = wrong[0]
        return [Problem(WRONG_VALUE, f"{summary}: {_text(graph, key)} got {_num(table[key])},"
                        f" solve says {_num(graph.truth[key])}.")], len(wrong)
    # Undecided positions left as draws make their parents look like early draws too: say the cause.
    rule, count = ((UNDECIDED_AS_DRAW, rules[UNDECIDED_AS_DRAW]) if UNDECIDED_AS_DRAW in rules
                   else rules.most_common(1)[0])
    if rule == UNDECIDED_AS_DRAW and (early := _drawn_before_a_win(graph, table, broken)) and fixpoint:
        rule, count = DRAW_TOO_EARLY, len(broken)
        broken = dict.fromkeys(early, DRAW_TOO_EARLY)
        said_after = (f" Every one of them is a draw, and {len(early):,} have a move your table values a win for the"
                      " side to move: the draw was declared while that move was not yet known, and never revisited.")
    key = next(key for key, found in broken.items() if found == rule)
    state = _text(graph, key)
    values = sorted({_num(table[child]) for child in graph.children[key]})
    mover = graph.game.to_move(graph.states[key])
    share = (f" ({count:,} of them {_DISAGREE_AS[rule]})" if count != disagree and rule in _DISAGREE_AS else "")
    return [Problem(rule, f"{summary}. {disagree:,} positions disagree with their own moves in your table{share}, e.g."
                    f" {state} ({mover} to move) got {_num(table[key])} while its moves lead to positions"
                    f" your table values {', '.join(values)}; solve says {_num(graph.truth[key])}."
                    + said_after, _DRAWN_BY_DEFAULT_HINT if said_after else
                    _HINTS.get(rule, "") + (hint_after if rule == DRAW_AS_LOSS else ""))], len(wrong)


def _remembered(graph: _Graph, answer: Any, earlier: list[tuple[str, dict[Hashable, float | None]]],
                fn: Callable[..., Any]) -> tuple[list[Problem], int] | None:
    """A table kept between calls (memo_probes' model, shared with the search checkers): another
    graded game's keys in this game's table, and its wrong values that game's."""
    if not earlier or not isinstance(answer, Mapping):
        return None
    keyed = {key: _read(value) for key, value in _keyed(answer, graph).items()}
    root = graph.game.key(graph.game.initial_state())
    found = remembered_table_problem(graph.label, answer, keyed, (graph.children, graph.sign, graph.truth, root), earlier, fn,
                                     lambda key: _text(graph, key))
    if found is None:
        return None
    return [found], sum(1 for key, right in graph.truth.items() if key not in keyed or keyed[key] != right)


def _odd_terminal_test(graph: _Graph, answer: Any, watch: Finder) -> tuple[list[Problem], int] | None:
    """A table giving every position its utility (0 for an unfinished one) from code whose
    game.is_terminal was asked about something that is not a position, and said True."""
    if not isinstance(answer, Mapping):
        return None
    keyed = _keyed(answer, graph)
    first = graph.game.players[0]
    if len(keyed) != len(graph.states) or any(_read(keyed[key]) != graph.game.utility(state, first)
                                              for key, state in graph.states.items()):
        return None
    wrong = [key for key in graph.states if graph.truth[key] != _read(keyed[key])]
    odd = watch.odd() if wrong else []
    if not odd:
        return None
    key = wrong[0]
    detail = (f"On {graph.label}, {len(wrong):,} of {len(graph.states):,} values are wrong, and every position's"
              " value is its game.utility, 0 for each unfinished one: your code asked game.is_terminal about"
              f" a {type(odd[0]).__name__}, {_shown(odd[0], 40)}, which is not a position, and got True, so every position counted as finished."
              f" E.g. {_text(graph, key)} got 0; solve says {_num(graph.truth[key])}.")
    return [Problem(ODD_TERMINAL_TEST, detail, _HINTS[ODD_TERMINAL_TEST])], len(wrong)


def _found_not_valued(graph: _Graph, keyed: dict[Hashable, Any], missing: list[Hashable],
                      watch: Finder) -> tuple[list[Problem], int]:
    """A table lacking positions the student's code found (it asked about each): they are never
    valued. When the values it has break only "wait for every move" (a loss or a draw declared
    from one move), positions are decided too early and those left are the ones a count that
    runs past its end never reaches; when they are all right, positions are only never valued."""
    # The missing position to follow: one whose moves are all in the table (a deepest one).
    example = next((key for key in missing if all(child in keyed for child in graph.children[key])), missing[0])
    table = {key: _read(value) for key, value in keyed.items()}
    if None in table.values():  # a value that is not a number: said by the general diagnosis
        return _diagnose(graph, {**keyed, **dict.fromkeys(missing, 0)})
    wrong = [key for key, value in table.items() if value != graph.truth[key]]
    counted = len(missing) + len(wrong)
    summary = (f"On {graph.label} your code asks about all {len(graph.states):,} positions (game.is_terminal or"
               f" game.actions of each), but its table has {len(keyed):,} of them")
    if not wrong and (named := _one_parent(graph, keyed, watch, summary)) is not None:
        return [named], counted
    if not wrong:
        kids = sorted({_num(graph.truth[child]) for child in graph.children[example]})
        moves = (f"whose moves lead to positions your table values {', '.join(kids)} (nothing left to wait for)"
                 if kids else "a finished game")
        finished = [key for key in missing if not graph.children[key]]
        draws = (f" All {len(finished):,} finished games it lacks are draws: a draw (0) is a value too."
                 if finished and all(graph.truth[key] == 0 for key in finished) else "")
        return [Problem(NEVER_VALUED, f"{summary}, every one right. Missing, for one: {_text(graph, example)},"
                        f" {moves}; solve values it {_num(graph.truth[example])}.{draws}",
                        _HINTS[NEVER_VALUED])], counted
    complete = [key for key in wrong if graph.children[key] and all(c in table for c in graph.children[key])]
    rules = {key: rule for key in complete if (rule := _rule_broken(graph, table, key)) is not None}  # type: ignore[arg-type]
    early = {LOSS_TOO_EARLY, DRAW_TOO_EARLY}
    # Wins elsewhere are right from the table's own (wrong) values: a loss declared early is a win one up.
    if rules and set(rules.values()) <= early and all(graph.children[key] for key in wrong):
        key = next(iter(rules))
        kids = sorted({_num(table[child]) for child in graph.children[key]})  # type: ignore[arg-type]
        return [Problem(DECIDES_EARLY, f"{summary}, and {len(wrong):,} of its values are wrong; {len(rules):,}"
                        " positions disagree with their own moves in your table, each a draw or a loss declared"
                        " while a move that does better was still to come: e.g."
                        f" {_text(graph, key)} ({graph.game.to_move(graph.states[key])} to move) got"
                        f" {_num(table[key])} while its moves lead to positions your table values {', '.join(kids)};"
                        f" solve says {_num(graph.truth[key])}. Missing, for one: {_text(graph, example)}.",
                        _HINTS[DECIDES_EARLY])], counted
    key = wrong[0]
    return [Problem(WRONG_VALUE, f"{summary}, and {len(wrong):,} of its values are wrong: e.g. {_text(graph, key)}"
                    f" got {_shown(keyed[key])}; it should be {_num(graph.truth[key])} (solve's value). Missing, for one:"
                    f" {_text(graph, example)}.")], counted


def _one_parent(graph: _Graph, keyed: dict[Hashable, Any], watch: Finder, summary: str) -> Problem | None:
    """Exactly the positions a decided position's one recorded parent hears of (the parent that
    found it first, or the last to reach it, in the student's own order), each right."""
    for which in (FIRST, LAST):
        parents = watch.parents(which)
        if set(one_parent_each(graph.children, graph.sign, graph.truth, parents)) != set(keyed):
            continue
        # A position left out with a valued move it never heard of: that move's one parent is another.
        unheard = ((key, child) for key in graph.states if key not in keyed for child in graph.children[key]
                   if child in keyed and parents.get(child) != key)
        key, child = next(unheard, (None, None))
        if key is None:
            return None
        return Problem(ONE_PARENT, f"{summary}, every one right, and they are exactly the positions a retrograde"
                       " analysis decides when each position, once decided, tells only the"
                       f" {'parent that found it first' if which == FIRST else 'last parent to reach it'}. E.g."
                       f" {_text(graph, key)} is never valued: its move to {_text(graph, child)} (valued"
                       f" {_num(graph.truth[child])}) is never counted, as that position's one recorded parent is"
                       f" {_text(graph, parents[child])}.", _HINTS[ONE_PARENT] if which == FIRST else ONE_PARENT_OVERWRITTEN)
    return None


def _one_parent_filled(graph: _Graph, answer: Any, watch: Finder, fn: Callable[..., Any]) -> tuple[list[Problem], int] | None:
    """Every position in the table, and each value exactly what a retrograde analysis gives when each
    decided position tells only the parent that found it first (or the last to reach it), in the
    student's own order, every position it leaves undecided then a draw. Two codes give this table: a
    parent recorded only when a position is new (named so when the code shows it), and one pass in
    the order the positions were found, a move to a position found earlier read as a draw."""
    if not isinstance(answer, Mapping):
        return None
    keyed = _keyed(answer, graph)
    table = {key: _read(value) for key, value in keyed.items()}
    if len(table) != len(graph.states) or any(value is None for value in table.values()):
        return None
    wrong = [key for key in graph.states if not math.isclose(table[key], graph.truth[key], abs_tol=1e-9)]  # type: ignore[arg-type]
    if not wrong:
        return None
    for which in (FIRST, LAST):
        parents = watch.parents(which)
        decided = one_parent_each(graph.children, graph.sign, graph.truth, parents)
        if any(not math.isclose(table[key], decided.get(key, 0.0), abs_tol=1e-9) for key in graph.states):  # type: ignore[arg-type]
            continue
        # An undecided position with a valued move it never heard of: that move's recorded parent is another.
        key, child = next(((key, child) for key in wrong if key not in decided for child in graph.children[key]
                           if child in decided and parents.get(child) != key), (wrong[0], None))
        reached = "first" if which == FIRST else "last"
        head = f"On {graph.label}, {len(wrong):,} of {len(graph.states):,} values are wrong, and every value is"
        example = f"e.g. {_text(graph, key)} got {_num(table[key])}; solve says {_num(graph.truth[key])}."  # type: ignore[arg-type]
        uncounted = ("" if child is None else f" Its move to {_text(graph, child)} (valued {_num(graph.truth[child])})"
                     f" is never counted, as that position was reached {reached} from {_text(graph, parents[child])}.")
        if which == FIRST and appends_parent_only_when_new(read_source(fn)):
            detail = (f"{head} what a retrograde analysis gives when each position, once decided, tells only the"
                      f" parent that found it first, and every position left undecided is a draw: {example}{uncounted}")
            return [Problem(ONE_PARENT, detail, ONE_PARENT_FILLED)], len(wrong)
        # No parent recorded once in the code: one pass in found order where the code shows it, else what the values show.
        return [undecided_from_transpositions(read_source(fn), head, reached, example, uncounted)], len(wrong)
    return None


def _kept_between_calls(problems: list[Problem], kept: KeptState | None, graph: _Graph, run: Callable[..., Any],
                        answer: Any) -> list[Problem]:
    """kept_state's probe on the game whose table is wrong: right from a fresh start, the table
    held what the calls before it left (a global table, a default argument)."""
    def again() -> Any:
        watch = Finder(graph.game, 50 * len(graph.states) + 1_000, graph.states)
        return _call(run, watch, watch).value

    def right(table: Any) -> bool:
        if not isinstance(table, Mapping):
            return False
        keyed = _keyed(table, graph)
        return all(key in keyed and _read(keyed[key]) == value for key, value in graph.truth.items())

    keyed = _keyed(answer, graph) if isinstance(answer, Mapping) else {}
    wrong = [key for key, value in graph.truth.items() if key not in keyed or _read(keyed[key]) != value]
    if not wrong:
        return problems
    key = wrong[0]
    got = f"{_text(graph, key)} got {_num(keyed[key]) if key in keyed else 'no value'}"
    return name_kept_state(problems, kept, again, right, graph.label, f"{len(wrong):,} wrong values, e.g. {got}",
                           f"{_num(graph.truth[key])} there (solve)")


@gives_up
@diagnoses
def check_retrograde(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check ``fn(game) -> {game.key(state): value}``: every reachable position's value for
    ``game.players[0]``, compared with :func:`~ttt_lab.search.solve`.

    Args:
        fn: the student's function.
        quiet: do not print the report.

    Returns:
        A :class:`CheckReport` naming the bug, e.g. "declares a loss when one move loses,
        not when every move does".
    """
    kept = snapshot(fn)
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    failed = 0
    graphs = _graphs()
    earlier: list[tuple[str, dict[Hashable, float | None]]] = []  # each graded game's table, as returned
    for graph in graphs:  # each position is a case
        watch = Finder(graph.game, 50 * len(graph.states) + 1_000, graph.states)
        outcome = _call(run, watch, watch)
        outcome, slow = let_run_longer(outcome, graph, run)
        watch = outcome.watch if isinstance(outcome.watch, Finder) else watch  # what the run checked asked the game
        crash = outcome.crash(graph.label)
        found, failed = ([crash], len(graph.states)) if crash is not None else (
            _remembered(graph, outcome.value, earlier, fn)
            or keyed_by_symmetry(graph, outcome.value, lambda graph, table: _diagnose(graph, table))
            or _odd_terminal_test(graph, outcome.value, watch) or _stopped_early(graph, outcome.value)
            or _one_sweep(graph, outcome.value, run, read_source(fn)) or _nothing_decided(graph, outcome.value, fn)
            or _one_parent_filled(graph, outcome.value, watch, fn) or table_gaps(  # a table lacking positions
                graph, outcome.value, watch.found(), _diagnose, read_source(fn))
            or _diagnose(graph, outcome.value, watch, loops_to_a_fixpoint(read_source(fn))))
        problems += slow
        if found:
            found = two_valued(mixed_views(names_the_players(found, graph.game, graph.label, watch.strangers, fn), graph, outcome.value, fn), graph, outcome.value, fn)
            problems += found if crash is not None else _kept_between_calls(found, kept, graph, run, outcome.value)
            break  # the first game's diagnosis says what to fix; the second would repeat it
        if isinstance(outcome.value, Mapping):
            earlier.append((graph.label.split(",")[0], {key: _read(value) for key, value in outcome.value.items()}))
        by_state = _keyed_by_states(outcome.value, graph)
        if by_state is not None and not any(p.name == WRONG_KEYS for p in problems):
            # Accepted (the states hash by value, so table[state] finds them), but not the table asked for.
            problems.append(Problem(WRONG_KEYS, f"On {graph.label} its table is keyed by the positions themselves"
                                    f" (one key is {_shown(by_state)}), not by game.key(state); the values are"
                                    " right, and this checker reads either.", _HINTS[WRONG_KEYS], note=True))
    positions = sum(len(graph.states) for graph in graphs)
    problems = _opponent_win_tested(read_counts(said_of_known_moves(_decided_again(problems, fn), fn), fn, outcome.watch), fn)
    problems = fixed_win.said_as_fixed_win(_draw_noted_late(problems, fn), fn)
    problems = vet_hints(problems, fn, {LOSS_AS_DRAW: _counts_moves_already, UNDECIDED_AS_DRAW: undecided_hint,
                                     NO_LAST_MOVE: _counts_nothing, WINNER_AT_CHILD: _takes_max_and_min})
    return _report("check_retrograde", fn, problems + printed.notes(), positions, failed, quiet,
                   praise=f"Its table agrees with solve on every position of the {len(graphs)} games graded.")
