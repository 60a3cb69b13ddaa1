"""Problems an evaluation shows in its values alone, before any ranking of boards: one value on
every board, or every estimate clipped at 0 on one side (used by :mod:`.evaluation`)."""

from __future__ import annotations

import ast
import itertools
import re
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.board_models import IGNORES_X, WRONG_WEIGHTS, explain_lines
from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.hint_checks import (
    HintCheck,
    Source,
    cells_from_board_text,
    foreign_marker,
    foreign_word,
    marker_hint,
    read_source,
)
from ttt_lab.exercises.report import IGNORES_OPPONENT, NO_PREFERENCE, ROUNDS_DOWN, Problem
from ttt_lab.games.mnk import MNK, MNKState

CONSTANT_VALUE = "returns the same value on every board"
NEVER_POSITIVE = "never gives X a positive value"
NEVER_NEGATIVE = "never gives O's advantage a negative value"


def _one_signed_problem(mnk: MNK, unfinished: list[MNKState], values: dict[int, float],
                        judge: Callable[[MNKState], float]) -> Problem | None:
    """Never above 0 (or never below), 0 on every board where X (or O) is clearly ahead and
    telling the other side's boards apart: an estimate clipped on one side, ``min(0, score)``
    where ``max(-c, min(c, score))`` belongs; a search then sees no advantage for that side."""
    found = [values[mnk.key(s)] for s in unfinished]
    for sign, side, clip in ((1, "X", "min(0, score)"), (-1, "O", "max(0, score)")):
        ahead = [s for s in unfinished if sign * judge(s) >= 0.1]
        behind = [s for s in unfinished if sign * judge(s) <= -0.1]
        if (len(ahead) < 2 or not behind or max(sign * v for v in found) > 0
                or any(values[mnk.key(s)] != 0 for s in ahead) or min(sign * v for v in found) == 0):
            continue
        state = max(ahead, key=lambda s: sign * judge(s))
        lowest = min(unfinished, key=lambda s: sign * values[mnk.key(s)])
        value_word = "positive" if sign == 1 else "negative"
        return Problem(
            NEVER_POSITIVE if sign == 1 else NEVER_NEGATIVE,
            f"It gives 0 on all {len(ahead)} unfinished boards where {side} is clearly ahead, e.g."
            f" {mnk.board_text(state)} ({explain_lines(mnk, state)}), and no board a {value_word} value, while it"
            f" gives {_num(values[mnk.key(lowest)])} on {mnk.board_text(lowest)}: the estimate is clipped at 0"
            f" on {side}'s side, as {clip} does, so a search sees no advantage for {side}.",
            f"Clip on both sides, e.g. max(-0.9, min(0.9, score)), or scale instead of clipping: {side}'s"
            " advantage must give a " + value_word + " value.",
        )
    return None


def _constant_problem(mnk: MNK, unfinished: list[MNKState], values: dict[int, float],
                      judge: Callable[[MNKState], float], finished: Sequence[MNKState] = (),
                      code: Callable[[], str | None] | None = None) -> Problem | None:
    """One value on every unfinished board asked (the sampled ones and those of one or two
    stones): the estimate does not depend on the board. Where that value is 0 on boards where
    X is clearly ahead, X's count and O's count cancel: most often the opponent a helper works
    out from the player is the player itself, so both sides are counted alike. Where, besides,
    every won game among ``finished`` gets its winner's sign and ``code`` (the hint check of
    those two causes, run on the student's code) finds neither, the code scores complete lines
    alone (:data:`ONLY_COMPLETE_LINES`)."""
    asked = [s for s in unfinished if mnk.key(s) in values]
    found = {values[mnk.key(s)] for s in asked}
    if len(asked) < 3 or len(found) != 1 or any(abs(v) >= 1 for v in found):
        return None
    value = found.pop()
    ahead = max(asked, key=judge)
    behind = min(asked, key=judge)
    detail = (f"It gives {_num(value)} on all {len(asked)} unfinished boards it was asked about, e.g. on"
              f" {mnk.board_text(ahead)} (X clearly ahead: {explain_lines(mnk, ahead)}) and on"
              f" {mnk.board_text(behind)} ({explain_lines(mnk, behind)}).")
    complete = _complete_lines_alone(mnk, finished, values, code) if value == 0 else None
    if complete is not None:
        return Problem(ONLY_COMPLETE_LINES, detail + complete, ONLY_COMPLETE_HINT)
    if value == 0:
        # Two slips give 0 everywhere and the values cannot tell them apart: nothing ever counted
        # (a test that never holds), or X's count and O's alike. The code tells (zero_hint_check).
        detail += (" 0 everywhere means that nothing your code counts survives: either no line is ever"
                   " counted (a test that never holds), or X's count and O's cancel on every board.")
        hint = ("Print what your code counts for each side on one of these boards. Both 0: the test that counts"
                " a line never holds (what does an empty cell hold? game.stone_at gives \"X\", \"O\" or None)."
                " Both alike: the two sides are counted alike (a copy-paste such as other = \"O\" if player =="
                " \"O\" else \"X\" gives the player itself).")
    else:
        hint = ("The estimate must depend on the board: compute it from the stones (e.g. the lines each side"
                " can still complete, X's minus O's) and return that, not a value fixed beforehand.")
    return Problem(CONSTANT_VALUE, detail, hint)


ONLY_COMPLETE_LINES = "scores only complete lines, never open ones"
ONLY_COMPLETE_HINT = ("Finding a complete line is the win test's job: an evaluation estimates the boards still being"
                      " played. Count, line by line, the lines each side can still complete (no stone of the other"
                      " side), weighted by how many stones it has there, X's minus O's, and keep the estimate inside"
                      " (-1, 1).")


def _complete_lines_alone(mnk: MNK, finished: Sequence[MNKState], values: dict[int, float],
                          code: Callable[[], str | None] | None) -> str | None:
    """What the values show of code that scores a board only by a complete line (geeksforgeeks'
    evaluate: +10 for X's row of three, -10 for O's, else 0): every won game its winner's sign,
    while every unfinished board is 0 (the caller's finding). None unless two won games (one each
    side where the sample has both) say so and the code shows neither other cause of 0 everywhere."""
    X = mnk.players[0]
    won = [(s, values[mnk.key(s)], mnk.utility(s, X)) for s in finished if mnk.key(s) in values and mnk.utility(s, X)]
    if len(won) < 2 or any(v * u <= 0 for _, v, u in won) or code is None or code() is not None:
        return None
    x_win = next(((s, v) for s, v, u in won if u > 0), None)
    o_win = next(((s, v) for s, v, u in won if u < 0), None)
    shown = " and ".join(f"{_num(v)} on {side}'s win {mnk.board_text(s)}" for side, pair in (("X", x_win), ("O", o_win))
                         if pair is not None for s, v in [pair])
    return (f" Yet it scores finished games by who won ({shown}): only a complete line counts, and no open line (one"
            " side's stones with room to finish it) ever does, so every board still being played is worth 0.")


UNEVEN_START = "values the empty board as nearly won or lost"
_UNEVEN = 0.5
"""How far from 0 the empty board's estimate may be: a bonus for the side to move is a choice,
a value half-way to a certain result on a board where nobody has a line is not."""


def _uneven_start_problem(mnk: MNK, values: dict[int, float]) -> Problem | None:
    """The empty board far from 0: every line is open to both sides alike there, so a count of
    X's lines minus O's is 0; a score started at another value (or a constant added) shifts
    every estimate, and a search then takes a draw (0) for a win or a loss."""
    value = values.get(mnk.key(mnk.initial_state()))
    if value is None or abs(value) < _UNEVEN or abs(value) >= 1:
        return None
    side, result = ("X", "a loss") if value < 0 else ("X", "a win")
    return Problem(
        UNEVEN_START,
        f"On the empty board {mnk.board_text(mnk.initial_state())}, where every line is open to both sides"
        f" alike, it gives {_num(value)}, nearly {result} for {side} (a real one is {'-1' if value < 0 else '1'}):"
        " a line count gives 0 there, X's lines and O's cancel. A score that starts at another value (or a"
        " constant added to it) shifts every estimate, and a search then prefers a draw (0) to most positions,"
        " or the other way round.",
        "A board where neither side has an advantage is worth 0: start the running score at 0 (score = 0) and add"
        " no constant of your own to it.",
    )


def _floored_problem(mnk: MNK, unfinished: list[MNKState], values: dict[int, float],
                     judge: Callable[[MNKState], float]) -> Problem | None:
    """A few whole-number steps, 0 on boards where X is clearly ahead but below 0 on every board
    where O is: a score divided with // (rounded down) and then squashed (tanh, a scale), so every
    score from 0 up to the divisor becomes 0 and every score below 0 a whole step lower."""
    found = sorted({values[mnk.key(s)] for s in unfinished})
    ahead_zero = [s for s in unfinished if judge(s) >= 0.1 and values[mnk.key(s)] == 0]
    behind = [s for s in unfinished if judge(s) <= -0.1]
    # Some board above 0 (X far ahead): never positive at all is an estimate clipped at 0, said elsewhere.
    if (len(found) > 7 or 0 not in found or found[-1] <= 0 or len(ahead_zero) < 3 or len(behind) < 3
            or any(values[mnk.key(s)] >= 0 for s in behind)):
        return None
    ahead = max(ahead_zero, key=judge)
    low = min(behind, key=lambda s: abs(values[mnk.key(s)]))
    return Problem(
        ROUNDS_DOWN,
        f"On every unfinished board it gives one of {len(found)} values ({', '.join(_num(v) for v in found)}):"
        f" 0 on {len(ahead_zero)} boards where X is clearly ahead, e.g. {mnk.board_text(ahead)}"
        f" ({explain_lines(mnk, ahead)}), while every board where O is clearly ahead gets less than 0, e.g."
        f" {_num(values[mnk.key(low)])} on {mnk.board_text(low)}. A score divided with // is rounded down before"
        " it is squashed: every score from 0 up to the divisor becomes 0, every score below 0 a whole step lower.",
        "Divide with / (true division), not // or int(): the estimate must keep its fraction.",
    )


def zero_hint_check(fn: Callable[..., Any], boards: bool) -> HintCheck:
    """The hint check for 0 on every board: the code tests cells against a marker the positions
    never hold (``"."`` where a game position's empty cell is ``None``, or ``None`` on list
    boards whose empty cells are ``"."``), so no line is ever counted; or its helper works out
    the opponent as the player itself. Neither found: the hint stays as it is (both causes)."""
    names = getattr(fn, "__globals__", {})

    def check(source: Source) -> str | None:
        nodes = source.nodes()
        crossed = crossed_clamp(source, names)
        if crossed is not None:
            return crossed
        found = foreign_marker(source, names, ("X", "O", "." if boards else None)) or foreign_word(source, names)
        if found is not None:
            return marker_hint(source, found, "." if boards else None, "no line is ever counted")
        alike = _counted_alike(source, nodes)
        if alike is not None:
            return alike
        for node in nodes:
            if (isinstance(node, ast.IfExp) and isinstance(node.test, ast.Compare) and len(node.test.ops) == 1
                    and isinstance(node.test.ops[0], ast.Eq) and isinstance(node.body, ast.Constant)
                    and isinstance(node.test.comparators[0], ast.Constant)
                    and node.body.value == node.test.comparators[0].value):
                return (f"{source.segment(node)} gives the player itself: both sides are counted alike, and X's"
                        " count minus O's is 0 on every board. The opponent of a player is the other stone.")
        return None

    return check


def crossed_clamp(source: Source, names: dict[str, Any]) -> str | None:
    """The hint for one value everywhere when the code clamps with max and min exchanged (blind28's ev04,
    ``max(0.9, min(-0.9, x))``): the inner call's bound lies beyond the outer one's, so the clamp gives the
    outer bound whatever x is. Bounds are numbers, negated numbers or the module's names for them."""
    def number(node: ast.AST) -> float | None:
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            inner = number(node.operand)
            return None if inner is None else (-inner if isinstance(node.op, ast.USub) else inner)
        value = node.value if isinstance(node, ast.Constant) else names.get(node.id) if isinstance(node, ast.Name) else None
        return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None

    def split(call: ast.AST, name: str) -> tuple[float, ast.AST] | None:  # name(bound, other) in either order
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == name
                and len(call.args) == 2 and not call.keywords):
            return None
        for bound, other in (call.args, call.args[::-1]):
            if (value := number(bound)) is not None:
                return value, other
        return None

    for node in source.nodes():
        for outer, inner in (("max", "min"), ("min", "max")):
            found = split(node, outer)
            within = None if found is None else split(found[1], inner)
            if found is None or within is None:
                continue
            low, high = (found[0], within[0]) if outer == "max" else (within[0], found[0])
            if low > high:
                most, beyond = ("at most", "below") if inner == "min" else ("at least", "above")
                return (f"Your code clamps with `{source.segment(node)}`: the bounds are exchanged. {inner}() gives"
                        f" {most} {_num(within[0])}, {beyond} {_num(found[0])}, so {outer}() returns {_num(found[0])}"
                        f" whatever the board. The lower bound goes in max and the upper in min:"
                        f" max({_num(high)}, min({_num(low)}, score)).")
    return None


def zero_cause_in_code(fn: Callable[..., Any], boards: bool) -> str | None:
    """What in the student's code explains 0 on every board other than scoring complete lines
    alone: a marker no cell holds or both sides counted alike (:func:`zero_hint_check`), or any
    count at all (``+=``, ``-=``, ``sum``, ``count``, ``len``: the code counts something, and the
    reason it comes to 0 is not known). Code that cannot be read has an unknown cause too."""
    source = read_source(fn)
    if not source.trees:
        return "its code cannot be read"
    counts = next((node for node in source.nodes() if (isinstance(node, ast.AugAssign) and isinstance(
        node.op, (ast.Add, ast.Sub))) or (isinstance(node, ast.Call) and getattr(
            node.func, "id", getattr(node.func, "attr", "")) in ("sum", "count", "len"))), None)
    if counts is not None:
        return f"it counts ({source.segment(counts)})"
    return zero_hint_check(fn, boards)(source)


def _counted_alike(source: Source, nodes: list[ast.AST]) -> str | None:
    """Where the code counts both sides with the same code: a count minus itself
    (``open_lines("X") - open_lines("X")``), or two loops alike but for the total they add to
    (a block copied for the opponent and never changed)."""
    for node in nodes:
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and ast.dump(node.left) == ast.dump(node.right):
            return (f"{source.segment(node)} subtracts a count from itself: both sides are counted alike, so every"
                    " board gets 0. Count X's lines and O's lines apart, and subtract O's from X's.")

    def shape(loop: ast.For) -> str:
        totals = {t.target.id for t in ast.walk(loop) if isinstance(t, ast.AugAssign) and isinstance(t.target, ast.Name)}
        return ast.dump(ast.Module(body=loop.body, type_ignores=[])) if not totals else ast.dump(
            _Renamed(totals).visit(ast.parse(ast.unparse(loop))))

    loops = [node for node in nodes if isinstance(node, ast.For)]
    for i, first in enumerate(loops):
        for second in loops[i + 1:]:
            if shape(first) == shape(second) and ast.dump(first) != ast.dump(second):
                return (f"Two of your loops count the same thing, only into different totals ({_first_line(source, first)}"
                        f" ... and again): a block copied for the opponent and never changed counts one side's"
                        " lines twice, so the two totals cancel. In the opponent's copy, test the other side's stones.")
    return None


class _Renamed(ast.NodeTransformer):
    def __init__(self, names: set[str]) -> None:
        self.names = names

    def visit_Name(self, node: ast.Name) -> ast.Name:
        return ast.Name(id="_" if node.id in self.names else node.id, ctx=node.ctx)


def _first_line(source: Source, node: ast.AST) -> str:
    return source.segment(node).splitlines()[0]


_ROUNDING = {"int", "floor", "round", "trunc", "ceil", "int_", "int32", "int64"}


def rounding_hint_check(source: Source) -> str | None:
    """The hint for whole numbers (divide with /, not // or int()) where the code has no //,
    int(), round() or floor(): the fraction is lost somewhere the hint does not name."""
    for node in source.nodes():
        if isinstance(node, (ast.BinOp, ast.AugAssign)) and isinstance(node.op, ast.FloorDiv):
            return None
        if isinstance(node, ast.Call) and (node.func.attr if isinstance(node.func, ast.Attribute) else
                                           getattr(node.func, "id", "")) in _ROUNDING:
            return None
    return ("Your code has no //, int(), round() or floor(), so its whole numbers come from elsewhere: print the"
            " score after each step on the board shown above and see where its fraction goes (weights that are"
            " whole numbers, never divided?).")


def clip_hint_check(source: Source) -> str | None:
    """The hint for an estimate clipped at 0 on one side (min(0, score)) where the code calls no
    min or max with a 0: the side's advantage is lost somewhere else."""
    for node in source.nodes():
        if (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in ("min", "max")
                and any(isinstance(a, ast.Constant) and a.value == 0 for a in node.args)):
            return None
    return ("Your code clips nothing at 0 (no min(0, ...) or max(0, ...)): print its score on the board shown above,"
            " step by step, and see where that side's advantage is dropped (a test that adds only when the score"
            " is below 0, an abs()?).")


GUESS_CHECKS = {ROUNDS_DOWN: rounding_hint_check, NEVER_POSITIVE: clip_hint_check, NEVER_NEGATIVE: clip_hint_check}
"""The evaluation's hints that guess a cause, each with its check against the code (vet_hints)."""


def may_round(fn: Callable[..., Any]) -> bool:
    """The student's code can round a score to a whole number (//, int(), round(), floor()), or
    its source cannot be read: whole-number estimates are then read as a score rounded down."""
    source = read_source(fn)
    return not source.trees or rounding_hint_check(source) is None


def player_marker_check(fn: Callable[..., Any], boards: bool) -> HintCheck:
    """The hint check for one side's lines never counted (or never told apart): code that tests
    cells against a marker no cell holds ("o" for "O") is told so; otherwise the hint stays."""
    names = getattr(fn, "__globals__", {})

    def check(source: Source) -> str | None:
        found = foreign_marker(source, names, ("X", "O", "." if boards else None))
        return None if found is None else marker_hint(source, found, "." if boards else None,
                                                      "the lines it should count are never counted")

    return check


def _side_of(name: str) -> str | None:
    """The player a counter's name is about: ``o_lines``, ``oCount``, ``score_o``, ``O2`` are O's;
    ``x_lines`` X's; ``None`` for a name about neither, or both."""
    found = {m.group(2).upper() for m in re.finditer(r"(^|_)([xXoO])(?=_|$|[A-Z0-9])", name)}
    return found.pop() if len(found) == 1 else None


def copied_count(source: Source) -> str | None:
    """The hint for one side's lines never counted when the code adds to that side's counter a count
    of the other side's stones (``o_lines += stones.count("X")``, X's part copied into O's: blind20's
    e04): 0 on every line free of the other side, so that side never counts."""
    for node in source.nodes():
        if not (isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name)):
            continue
        side = _side_of(node.target.id)
        read = {n.value for n in ast.walk(node.value) if isinstance(n, ast.Constant) and n.value in ("X", "O")}
        if side is not None and read == {"O" if side == "X" else "X"}:
            other = read.pop()
            return (f"Your code adds `{source.segment(node.value)}` to {node.target.id}, {side}'s counter: in {side}'s"
                    f" part it counts {other}'s stones (copied from {other}'s part), which is 0 on every line {side}"
                    f" can still complete (no {other} there), so {side}'s lines never count. Count {side}'s stones"
                    f" there: '{side}' where '{other}' stands.")
    return None


def unused_count(source: Source) -> str | None:
    """The hint for one side's open lines of some size never counted when the code computes a count of that
    side's and never reads it (blind28's ev01, the Scheme ttt-eval-fn: ``O2 = ...`` and ``3 * O1 + O1`` where
    ``3 * O2 + O1`` belongs): the typo is in the sum, and the code has no table of weights to check."""
    nodes = source.nodes()
    read = {node.id for node in nodes if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}
    for node in nodes:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
            continue
        target = node.targets[0]  # O2 = ..., or X2, O2 = ..., ... (blind8's ev02, blind12's ev04)
        for name in [n.id for n in (target.elts if isinstance(target, ast.Tuple) else [target]) if isinstance(n, ast.Name)]:
            if name not in read and _side_of(name) is not None:
                return (f"Your code computes {name} (`{source.segment(node)}`) but never reads it: the sum of the counts"
                        f" reads another count where {name} belongs, so those lines add nothing. Use every count, for"
                        " both sides alike, as in 3·X2 + X1 − (3·O2 + O1).")
    return None


def evaluation_hint_checks(fn: Callable[..., Any], boards: bool) -> dict[str, HintCheck]:
    """The evaluation's hints that guess a cause, each with its check against the code."""
    found = player_marker_check(fn, boards)

    def markers(source: Source) -> str | None:
        return found(source) or copied_count(source)

    return {IGNORES_OPPONENT: markers, IGNORES_X: markers, NO_PREFERENCE: found,
            CONSTANT_VALUE: lambda source: zero_hint_check(fn, boards)(source) or zero_hint_worded(source),
            WRONG_WEIGHTS: unused_count, **GUESS_CHECKS}


def zero_hint_worded(source: Source) -> str | None:
    """The two-cause hint for 0 everywhere, its empty cell told from what the code reads: game.stone_at's
    None only where the code calls stone_at (blind48's ev_04 reads game.board_text, where it is '.'). None
    (the hint as it is) where the code calls stone_at."""
    attrs = {node.attr for node in source.nodes() if isinstance(node, ast.Attribute)}
    if "stone_at" in attrs:
        return None
    empty = ("your cells come from game.board_text, which prints an empty cell as '.'" if cells_from_board_text(source)
             else "print one of the cells your code reads")
    return ("Print what your code counts for each side on one of these boards. Both 0: the test that counts a line"
            f" never holds (what does an empty cell hold? {empty}). Both alike: the two sides are counted alike (a"
            " copy-paste such as other = \"O\" if player == \"O\" else \"X\" gives the player itself).")


def scores_cells_not_lines(source: Source) -> str | None:
    """The hint for a ranking that dead lines explain, when the code never reads the game's lines
    (a table of cell weights, the centre alone): there is no line to skip, so say what to count."""
    for node in source.nodes():
        named = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""
        if "line" in named.lower() or "row" in named.lower():
            return None
    return ("Your code scores cells (where the stones are, a weight per cell or the centre alone), not lines: a"
            " cell's weight stands for every line through it, the lines that hold both colours too. Count, line"
            " by line, only the lines one side can still complete (no stone of the other), weighted by its"
            " stones, as in 3·X2 + X1 − (3·O2 + O1).")


def tells_apart(mnk: MNK, states: Sequence[MNKState], values: dict[int, float], seen: Callable[..., Any]) -> bool:
    """Whether two of ``states`` alike through ``seen`` get different values: the code reads what
    ``seen`` leaves out (a max over lines looks blind on boards of few stones)."""
    first: dict[Any, float] = {}
    return any(not _close(first.setdefault(seen(s), values[mnk.key(s)]), values[mnk.key(s)])
               for s in states if mnk.key(s) in values)


def lone_stone_asymmetry(mnk: MNK, fn: Callable[[Any], Any], shown: Callable[[MNKState], Any]) -> str | None:
    """Words for two cells that are mirror images of each other where a lone X is worth different
    values: a table of cell weights that is not symmetric (blind30's e01, a row of weights copied
    to the wrong place), said of the cells whatever the estimate's scale. ``None`` where every
    lone stone is worth what its images are."""
    lone: dict[tuple[int, int], float] = {}
    for r, c in itertools.product(range(mnk.n), range(mnk.m)):
        text = "/".join("".join("X" if (i, j) == (r, c) else "." for j in range(mnk.m)) for i in range(mnk.n))
        try:
            value = fn(shown(mnk.parse(text)))
        except Exception:
            return None
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            return None
        lone[r, c] = float(value)
    for cell, value in lone.items():
        for perm in mnk.symmetries()[1:]:
            image = mnk.transform_cell(cell, perm)
            if not _close(lone[image], value):
                return (f"A lone X on {cell} gets {_num(value)} but a lone X on {image}, its mirror image, gets"
                        f" {_num(lone[image])}: the weights your code gives the cells are not symmetric, though the"
                        " game does not care about left and right, top and bottom.")
    return None
