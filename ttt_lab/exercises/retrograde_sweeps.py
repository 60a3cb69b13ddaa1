"""Tables that stop deciding too soon: retrograde analysis cut off before its sweeps settle.

Each position settles some number of sweeps over the positions after the finished ones
(:func:`_sweeps`); a table right on every position that settles early and a draw (0) on the rest
shows where the student's loop stopped: after a fixed number of passes, after one pass over the
finished positions, or, decided only through winning moves, where a count of open moves never
reaches 0.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from ttt_lab.exercises.harness import _call, _num, _Watch
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.retrograde_draw_reads import (
    decided_from_draws_detail,
    decided_from_draws_hint,
    draw_by_default_read,
)
from ttt_lab.exercises.retrograde_graph import _Graph, _keyed, _read, _text
from ttt_lab.exercises.retrograde_names import (
    _HINTS,
    UNDECIDED_AS_DRAW,
    _neither_rounds_nor_queue,
    flag_reset_per_position,
)
from ttt_lab.games.trees import TreeGame


def _sweeps(graph: _Graph) -> dict[Hashable, int]:
    """How many sweeps over every position retrograde analysis needs to settle each one (0 for a
    finished game): a position settles one sweep after a move to a win for its side to move
    settled, or after all of its moves did."""
    sweeps: dict[Hashable, int] = {k: 0 for k, children in graph.children.items() if not children}
    sweep = 0
    while len(sweeps) < len(graph.states):
        sweep += 1
        settled = {}
        for key, children in graph.children.items():
            if key in sweeps:
                continue
            known = [child for child in children if child in sweeps]
            if len(known) == len(children) or any(graph.truth[c] == graph.sign[key] for c in known):
                settled[key] = sweep
        if not settled:  # a cycle of undecided positions: draws, settled by no sweep
            break
        sweeps.update(settled)
    return sweeps


def _stopped_early(graph: _Graph, answer: Any) -> tuple[list[Problem], int] | None:
    """A table right on every position but wins and losses called draws, all of them positions
    that take more than one sweep to settle, the slowest among them: sweeps stopped after a
    fixed number (or a pass too few) where they must go on until one changes nothing."""
    if not isinstance(answer, Mapping):
        return None
    keyed = _keyed(answer, graph)
    if len(keyed) < len(graph.states):  # positions left out are not draws: _diagnose says what they are
        return None
    wrong = [key for key in graph.states if _read(keyed.get(key, 0)) != graph.truth[key]]
    if not wrong or any(_read(keyed.get(key, 0)) != 0 or graph.truth[key] == 0 for key in wrong):
        return None
    sweeps = _sweeps(graph)
    decided = [key for key in graph.states if graph.truth[key] != 0 and key in sweeps]
    slowest = max(decided, key=lambda key: sweeps[key])
    if any(key not in sweeps for key in wrong) or slowest not in wrong:
        return None
    first = min(wrong, key=lambda key: sweeps[key])
    fastest = sweeps[first]
    # Every win and loss that takes as many sweeps as the first one wrong is wrong too, and only
    # those. From the third sweep on: a loss needs two (no move ends in the mover's own loss), so
    # a table wrong from sweep 2 on is also a table that never declares a loss, which
    # _diagnose tells apart by the rule each position breaks.
    if fastest < 3 or len(wrong) != sum(1 for key in decided if sweeps[key] >= fastest):
        return None
    detail = (f"On {graph.label}, {len(wrong)} of {len(graph.states)} values are wrong, each a win or a loss your"
              f" table calls a draw (0), and each one takes {fastest} or more sweeps over the positions to settle;"
              f" every position settled in fewer is right. E.g. {_text(graph, first)}, which solve values"
              f" {_num(graph.truth[first])}; {_text(graph, slowest)} needs {sweeps[slowest]} sweeps. Your code"
              " stops deciding too soon (after a fixed number of passes, say, or at a test of 'nothing changed'"
              " that ends early) and leaves the rest draws.")
    return [Problem(UNDECIDED_AS_DRAW, detail, _HINTS[UNDECIDED_AS_DRAW])], len(wrong)


_PROBE = TreeGame([[1, 1], [0, 1]])
"""MAX moves at the root; at B every move of MIN's ends the game in MIN's loss, a loss that one
sweep settles (no m,n,k game has one: there a move never loses at once); at C a move draws; the
root is won through B, which only a second sweep sees."""


def _one_sweep(graph: _Graph, answer: Any, run: Callable[..., Any],
               source: Source | None = None) -> tuple[list[Problem], int] | None:
    """A table right on the finished positions and on those one sweep settles (a winning move to
    a finished game, or every move finished), and 0 everywhere else: one pass over the finished
    positions whose decided parents are never passed on, the rest left as draws. On an m,n,k
    game that is also what code calling every loss a draw gives (a loss takes two sweeps there),
    so the tree ``_PROBE`` tells them apart: one sweep values B right (a loss for MIN) and
    leaves the root a draw; a loss called a draw makes B a draw. Code that goes round to a fixed point
    and reads an undecided position as a draw gives the same values (retrograde_draw_reads): told so,
    with its read, for "nothing above them is ever decided" is not what such code does."""
    if not isinstance(answer, Mapping):
        return None
    keyed = _keyed(answer, graph)
    if len(keyed) < len(graph.states):
        return None
    sweeps = _sweeps(graph)
    if any(_read(keyed.get(key)) != (graph.truth[key] if sweeps.get(key, 2) <= 1 else 0.0) for key in graph.states):
        return None
    wrong = [key for key in graph.states if graph.truth[key] != 0 and sweeps.get(key, 2) > 1]
    if not wrong:
        return None
    watch = _Watch(_PROBE, cap=1_000)
    outcome = _call(run, watch, watch)
    probe = outcome.value
    if outcome.error is not None or not isinstance(probe, Mapping) or _read(probe.get((0,))) != 1.0 or _read(
            probe.get(())) != 0.0:
        return None
    first = wrong[0]
    read = draw_by_default_read(source) if source is not None and loops_to_a_fixpoint(source) else None
    if read is not None:
        example = f"{_text(graph, first)}, which solve values {_num(graph.truth[first])}"
        return [Problem(UNDECIDED_AS_DRAW, decided_from_draws_detail(
            graph.label, len(wrong), len(graph.states), example, read, repr(_PROBE)),
            decided_from_draws_hint(read))], len(wrong)
    detail = (f"On {graph.label}, {len(wrong):,} of {len(graph.states):,} values are wrong, each a win or a loss"
              " your table calls a draw (0); every finished position is right, and so is every position whose"
              " moves all end the game or one of which wins at once: one pass over the finished positions"
              f" decides those, and nothing above them is ever decided. E.g. {_text(graph, first)}, which solve"
              f" values {_num(graph.truth[first])}. On {_PROBE!r} (MAX to move at the root) your"
              " table values B, where every move of MIN's loses, 1 (right), but the root, which a move to B"
              " wins, 0: a position decided is never passed on to its own parents.")
    return [Problem(UNDECIDED_AS_DRAW, detail, _HINTS[UNDECIDED_AS_DRAW])], len(wrong)


def _won_by_a_move(graph: _Graph) -> frozenset[Hashable]:
    """The finished positions and those decided only by a move to a position won for the side to
    move, and so on up: what a retrograde analysis decides when its count of open moves never
    reaches 0."""
    decided = {key for key in graph.states if not graph.children.get(key)}
    changed = True
    while changed:
        changed = False
        for key, kids in graph.children.items():
            if key not in decided and any(kid in decided and graph.truth[kid] == graph.sign[key] for kid in kids):
                decided.add(key)
                changed = True
    return frozenset(decided)


def _nothing_decided(graph: _Graph, answer: Any, fn: Callable[..., Any]) -> tuple[list[Problem], int] | None:
    """A table right on every finished position and 0 on every other one: no position was ever decided
    from its moves, as a single pass does that reaches each position before the positions its moves
    lead to (from the start down: sorted by moves made, ascending), then calls what is left a draw."""
    if not isinstance(answer, Mapping):
        return None
    keyed = _keyed(answer, graph)
    if len(keyed) != len(graph.states):
        return None
    values = {key: _read(value) for key, value in keyed.items()}
    if any(values[key] != (graph.truth[key] if not children else 0) for key, children in graph.children.items()):
        return None
    wrong = [key for key in graph.states if values[key] != graph.truth[key]]
    if not wrong:
        return None
    source = read_source(fn)
    if works_backwards(source):  # the claim, "a pass from the start down", is the code's opposite: no name
        return None
    key = next(key for key in wrong if any(not graph.children[child] for child in graph.children[key]))
    order = ascending_sort(source)
    how = (f" Your code's `{order}` puts the positions with the fewest moves made first: each one is met before the"
           " positions its moves lead to are valued." if order else " A pass that meets each position before the"
           " positions its moves lead to (from the start down) decides none.")
    detail = (f"On {graph.label}, {len(wrong):,} of {len(graph.states):,} values are wrong: every finished position"
              " is right and every other one is 0, not one decided from its moves, e.g. "
              f"{_text(graph, key)}, whose moves include a finished game, got 0; solve says {_num(graph.truth[key])}."
              f"{how} What is left undecided is then called a draw.")
    return [Problem(UNDECIDED_AS_DRAW, detail, "Value a position only after all the positions its moves lead to:"
                    " go from the deepest positions up (sorted by moves made with reverse=True), or keep going"
                    " round until a round decides nothing new. A position left undecided is not a draw.")], len(wrong)


def ascending_sort(source: Source) -> str | None:
    """A ``sorted(...)`` (or ``.sort(...)``) call with a key and no ``reverse=True``, in the code."""
    for node in source.nodes():
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        named = (isinstance(func, ast.Name) and func.id == "sorted") or (isinstance(func, ast.Attribute) and func.attr == "sort")
        keywords = {k.arg: k.value for k in node.keywords}
        reverse = keywords.get("reverse")
        if named and "key" in keywords and not (isinstance(reverse, ast.Constant) and reverse.value):
            return source.segment(node)
    return None


def works_backwards(source: Source) -> bool:
    """Whether the code propagates from the finished positions up as a work-list: a ``for`` over a list that its
    own body appends to (``for k in queue: ... queue.append(p)``) or a ``while`` over a list it pops from and
    appends to. Such code cannot be "a pass that meets each position before its moves' positions": it visits a
    position only after a move's position was decided (wave 27's rg_05, told so and to go "from the deepest
    positions up", which its count-down queue does; its slip, whose turn from the empty cells' parity, is elsewhere)."""
    def appended(body: list[ast.stmt]) -> set[str]:
        return {node.func.value.id for stmt in body for node in ast.walk(stmt)
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("append", "appendleft", "extend") and isinstance(node.func.value, ast.Name)}

    def popped(body: list[ast.stmt]) -> set[str]:
        return {node.func.value.id for stmt in body for node in ast.walk(stmt)
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("pop", "popleft") and isinstance(node.func.value, ast.Name)}

    try:
        for node in source.nodes():
            if isinstance(node, ast.For) and isinstance(node.iter, ast.Name) and node.iter.id in appended(node.body):
                return True
            if isinstance(node, ast.While) and appended(node.body) & popped(node.body):
                return True
    except Exception:  # code that cannot be read: no claim on it
        return False
    return False


def loops_to_a_fixpoint(source: Any) -> bool:
    """Whether the code goes round until a round changes nothing, with no cap on the rounds: a ``while`` on a
    flag alone (``while changed:``, its flag reset once a round) or ``while True:``. Code that stops early (a cap,
    one pass, a flag reset per position) leaves positions undecided; this code does not."""
    def flags(loop: ast.While) -> set[str]:  # names set to True or False inside the loop (changed = False)
        return {target.id for node in ast.walk(loop) if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, bool) for target in node.targets if isinstance(target, ast.Name)}

    def stops_on_a_flag(loop: ast.While) -> bool:  # while True: ... if not changed: break / return
        return any(isinstance(node, ast.If) and isinstance(node.test, ast.UnaryOp) and isinstance(node.test.op, ast.Not)
                   and isinstance(node.test.operand, ast.Name) and node.test.operand.id in flags(loop)
                   and any(isinstance(stmt, (ast.Break, ast.Return)) for stmt in node.body) for node in ast.walk(loop))

    try:
        return any(isinstance(node, ast.While) and (
            (isinstance(node.test, ast.Name) and node.test.id in flags(node) and not flag_reset_per_position(source))
            or (isinstance(node.test, ast.Constant) and node.test.value is True and stops_on_a_flag(node)
                and not flag_reset_per_position(source)))
            for node in source.nodes())
    except Exception:  # code that cannot be read: no claim on it
        return False


def undecided_hint(source: Source) -> str | None:
    """The hint for positions left undecided as draws, vetted against the code: where it goes round until nothing
    changes, "keep going round" is no advice, and a read that makes an undecided position a draw is the slip
    (retrograde_draw_reads); otherwise :func:`_neither_rounds_nor_queue`'s."""
    read = draw_by_default_read(source) if loops_to_a_fixpoint(source) else None
    return decided_from_draws_hint(read) if read is not None else _neither_rounds_nor_queue(source)
