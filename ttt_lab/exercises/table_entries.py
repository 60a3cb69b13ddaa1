"""What an entry of a student's transposition table says of itself, in whatever format the
student chose: the kind of bound, from words ("lower", "UPPER", "lowerbound"...), and the depth
it was searched to, from a field named like depth or a tuple's only whole number. The table
checker (:mod:`~ttt_lab.exercises.tables`) reads these only as clues: an entry that does not
tell answers ``None`` and the checker names nothing from it.

Example:
    >>> stored_kind((0.5, "LOWER", 3)), entry_depth((0.5, "LOWER", 3)), entry_depth({"value": 1})
    ('lower', 3, None)
"""

from __future__ import annotations

import ast
import dataclasses
import math
import re
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.code_claims import cannot_round
from ttt_lab.exercises.entry_returns import answers_exact_entry, signed_exact_read, stores_one_of_two
from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.stored_values import STORES_LAST_CHILD, last_child_stored
from ttt_lab.exercises.student_source import student_source


def stored_kind(entry: Any) -> str | None:
    """The kind of bound a table entry says it holds, when it says so in words ("lower", "UPPER",
    "lowerbound"...); ``None`` when its format does not tell (flags as numbers, two values...)."""
    items = entry.values() if isinstance(entry, dict) else entry if isinstance(entry, (tuple, list)) else [entry]
    kinds = {word for item in items if isinstance(item, str)
             for word in ("lower", "upper") if item.lower().startswith(word)}
    return kinds.pop() if len(kinds) == 1 else None


def entry_depth(entry: Any) -> int | None:
    """The depth an entry says it was searched to, when it tells: a dict's field named like
    "depth" (or "draft", the chess programmers' word), or the only whole number of a tuple or list."""
    if isinstance(entry, dict):
        depths = [v for k, v in entry.items() if isinstance(k, str) and ("depth" in k.lower() or k.lower() == "draft")]
    elif isinstance(entry, (tuple, list)):
        depths = [v for v in entry if isinstance(v, int) and not isinstance(v, bool)]
    else:
        return None
    return depths[0] if len(depths) == 1 and isinstance(depths[0], int) and not isinstance(depths[0], bool) else None


EXACT_NOT_ANSWERED = "does not answer from an exact entry"
STORES_WHOLE_NUMBER = "stores its values rounded to whole numbers"
ENTRY_OTHER_VIEW = "reads an entry back from the other side's point of view"
STORES_OTHER_VALUE = "stores a value other than the one it returns"


def _numbers(entry: Any) -> list[float]:
    items = entry.values() if isinstance(entry, dict) else entry if isinstance(entry, (tuple, list)) else [entry]
    return [float(item) for item in items if isinstance(item, (int, float)) and not isinstance(item, bool)]


def _same(a: float, b: float) -> bool:
    """Whether two numbers are equal up to rounding; infinities too (an entry storing the window's edge, -inf,
    where the difference of two infinities is not a number: wave 25's t_06)."""
    return a == b or abs(a - b) < 1e-9


def stored_rounded(entry: Any, returned: float, answered: float) -> str | None:
    """How the root's ``entry`` holds the value ``returned`` by its search rounded to a whole number
    (``int``, ``round``, floor or ceiling), where the search asked again answered that whole number
    (``answered``): the entry answers rightly, with a value it never had. None where the entry holds
    ``returned`` itself, or no rounding of it gives what was answered."""
    numbers = _numbers(entry)
    if not math.isfinite(returned) or returned == int(returned) or any(_same(n, returned) for n in numbers) or not any(
            _same(n, answered) for n in numbers):
        return None
    for how, rounded in (("int(value)", int(returned)), ("round(value)", round(returned)),
                         ("math.floor(value)", math.floor(returned)), ("math.ceil(value)", math.ceil(returned))):
        if abs(rounded - answered) < 1e-9:
            return how
    return None


ROOT_CALLS = 4
"""How often a search may look at the game and still have answered from the root's entry at once, making no
child (the student's own root calls: game.is_terminal, game.to_move...)."""


def _answered_at_once(done: Any) -> bool:
    """The second of two searches answered from the root's entry, searching nothing: only then does the table
    after both hold what the first search stored (a search that went on, with a window narrowed to the entry's
    value, stores its own answer over it)."""
    watches = [getattr(outcome, "watch", None) for outcome in getattr(done, "outcomes", [])]
    return len(watches) == 2 and watches[1] is not None and watches[1].calls <= ROOT_CALLS


def stored_other_value(search: Any, entry: Any, first: float, answered: float, rounded: bool) -> Problem | None:
    """An entry holding the second answer, a number the search never returned (``rounded``: a whole number
    a rounding of it gives). Where the code stores the loop's child value and returns its best
    (:func:`~ttt_lab.exercises.stored_values.last_child_stored`) the number is the last child's, whole or
    not (blind43's tt_05: a draw's 0, told "rounded" when measured blind): "stores the last child's value".
    Otherwise only what the entry shows, "stores a value other than the one it returns" (the entry does
    answer: "does not answer from an exact entry" would be wrong), except where a rounding of the value
    gives the number and the code may round (int(), round(), floor() or //:
    :func:`~ttt_lab.exercises.code_claims.cannot_round`): rounding names it. None where the source is
    unread, or the entry holds what was returned."""
    source = student_source()
    numbers = _numbers(entry)
    if (source is None or any(_same(n, first) for n in numbers)
            or not any(_same(n, answered) for n in numbers)):
        return None  # unread code keeps the models' names; an entry holding the value returned is stored right
    found = last_child_stored(source)
    if found is None and rounded and not cannot_round(source):
        return None  # a rounding the code may have: stored_rounded names it
    seen = (f"Asked the same search twice with the same table: on {search.label()} it answered {_num(first)}"
            f" (right) the first time, and {_num(answered)} the second; the board's entry after the first search"
            f" is {entry!r}: it holds {_num(answered)}, not the value {_num(first)} the search returned.")
    one_of_two = stores_one_of_two(source) if found is None else None
    if found is None and one_of_two is None and _same(answered, -first) and signed_exact_read(source) is not None:
        return None  # stored as returned, read with a sign turned: the read's view (ENTRY_OTHER_VIEW), not the store
    if one_of_two is not None:  # wave 25's t_06: stores alpha everywhere, returns beta where MIN moves
        store, kept, other = one_of_two
        return Problem(STORES_OTHER_VALUE,
                       f"{seen} Your code stores `{store}` at every node, but returns `{other}` at some of them"
                       f" (one side's nodes, where `{kept}` is not what the node returns): there the entry holds"
                       f" `{kept}`, a number the node never returned (the window's edge, -inf or +inf at the"
                       " root), and read back it answers with that.",
                       f"Store the value each node returns: `{other}` where it returns `{other}`, `{kept}` where"
                       f" it returns `{kept}`, and decide the entry's kind from that value and the window the"
                       " node was called with.")
    if found is None:
        return Problem(STORES_OTHER_VALUE, seen, "Store the value the search returns at this node, the one"
                       " the node's `return` gives, and nothing else in its place.")
    store, child, best = found
    return Problem(STORES_LAST_CHILD,
                   f"{seen} Your code stores `{store}`: `{child}` is the last child's value, left over from"
                   f" the loop, while the search returns `{best}`. Read back, the entry answers with that child's"
                   " value.",
                   f"Store the node's value, the one it returns: put `{best}` in the entry where `{child}` is.")


def _views_told() -> str:
    """Which point of view the entry is stored in and which it is read back in, in the order the code shows:
    where its exact read turns a sign (:func:`signed_exact_read`), the value is stored as the node returns it (the
    side to move's) and read back with the sign turned, the read quoted; else the common case of a value stored
    for one player (X's, say) and read back as the side to move's. The words must not open with one order and
    quote code that does the other (wave 34's tt_03)."""
    read = signed_exact_read(source) if (source := student_source()) is not None else None
    if read is None:
        return " the value is stored in one point of view (X's, say) and read back in another (the side to move's)."
    return (" the value is stored in the side to move's point of view, as the node returns it, and read back in"
            f" another: your code reads it back with `{read}`, and the sign turned on the way out gives the other"
            " side's value.")


def exact_entry_problem(repeat: Callable[[Any], Any], searches: Sequence[Any],
                        expected: Callable[[Any], str], entry_of: Callable[[Any, Any], Any] | None = None) -> Problem | None:
    """A full-window search asked twice with one table, right the first time and wrong the second:
    the root's entry then holds the value itself (exact), which must answer at once. Code that
    narrows the window to it instead (alpha = beta = the value, a return made unreachable under
    another return's `if`) searches with a closed window and stores bounds over the exact entry.
    ``repeat(search)`` runs the search twice (its ``failure`` and ``wrong`` answers, as the checker's runs)."""
    for search in searches:
        done = repeat(search)
        failure, wrong = done.failure, done.wrong
        if failure is None and len(wrong) == 1:  # the first answer was right (searched alone before)
            first = done.outcomes[0].number if getattr(done, "outcomes", None) else None
            entry = entry_of(done.table, search) if entry_of is not None and first is not None else None
            how = stored_rounded(entry, first, wrong[0][1]) if entry is not None and first is not None else None
            if entry is not None and first is not None and _answered_at_once(done) and (
                    last := stored_other_value(search, entry, first, wrong[0][1], how is not None)) is not None:
                return last
            if how is not None:
                return Problem(
                    STORES_WHOLE_NUMBER,
                    f"Asked the same search twice with the same table: on {search.label()} it answered"
                    f" {_num(first)} (right) the first time, and {_num(wrong[0][1])} the second; the board's entry"
                    f" after the first search is {entry!r}: it holds {_num(wrong[0][1])}, {how}, not the value"
                    f" {_num(first)} the search returned. The entry answers at once, as it should, with a value it"
                    " never had: every value between -1 and 1 comes back from the table as a whole number.",
                    "Store the value as it is (a float): table[key] = (value, depth, flag), not int(value) or a"
                    " whole-number type; evaluations lie between -1 and 1.")
            if first is not None and abs(first) > 1e-9 and abs(wrong[0][1] + first) < 1e-9:
                # The second answer is the first negated: the entry did answer, at once, with the value seen
                # from the other side (stored for X, read as the side to move's: wave 19's t3). "Does not
                # answer from an exact entry" would send the student to a return that runs.
                return Problem(
                    ENTRY_OTHER_VIEW,
                    f"Asked the same search twice with the same table: on {search.label()} it answered"
                    f" {_num(first)} (right) the first time, and {_num(wrong[0][1])} the second, the same value"
                    " negated. The entry answered, but from the other side's point of view:" + _views_told(),
                    "Store and read an entry in the same point of view: in negamax form store the value as the"
                    " search returns it at that node (the side to move's), with no sign turned in front of it, and"
                    " return it as it is when it answers.")
            if (source := student_source()) is not None and answers_exact_entry(source) is not None:
                # The code returns its exact entry at once (wave 25's t_06): the name would send the
                # student to a return that runs; what the entry holds is wrong, and no model here says why.
                return None
            return Problem(
                EXACT_NOT_ANSWERED,
                f"Asked the same search twice with the same table: on {search.label()} it answered right the"
                f" first time, and {_num(wrong[0][1])} the second; {expected(search)}. After the first search"
                " the board's entry holds its exact value, at the depth asked.",
                "An exact entry searched deep enough IS the value: return it at once (if lower == upper, or kind"
                " == 'exact'), before the bounds narrow the window; check that this return can run (not"
                " indented under the return above it).")
    return None


def kind_from_a_flag(source: Any) -> str | None:
    """The code's choice of an entry's kind by a flag of its own (``"lower" if cutoff else "exact"``, or
    the same as an if statement): a conditional whose test is a bare name (set where the loop broke) and whose two branches are words,
    one of them a lower or an upper bound. The kind then ignores the value and the window. None where
    the code has no such choice (``source``: a :class:`~ttt_lab.exercises.hint_checks.Source`)."""
    for node in source.nodes():
        if (isinstance(node, ast.If) and isinstance(node.test, (ast.Name, ast.Attribute)) and node.orelse
                and all(len(block) == 1 and isinstance(block[0], ast.Assign) and isinstance(block[0].value, ast.Constant)
                        and isinstance(block[0].value.value, str) for block in (node.body, node.orelse))
                and any(str(block[0].value.value).lower().startswith(("lower", "upper"))  # type: ignore[attr-defined]
                        for block in (node.body, node.orelse))):
            return (f"{source.segment(node).splitlines()[0].strip()} {source.segment(node.body[0])}"
                    f" else: {source.segment(node.orelse[0])}")
        if not (isinstance(node, ast.IfExp) and isinstance(node.test, (ast.Name, ast.Attribute))
                and all(isinstance(side, ast.Constant) and isinstance(side.value, str) for side in (node.body, node.orelse))):
            continue
        words = {str(node.body.value).lower(), str(node.orelse.value).lower()}  # type: ignore[attr-defined]
        if any(word.startswith(("lower", "upper")) for word in words):
            return source.segment(node)  # type: ignore[no-any-return]
    return None


def said_of_a_flag(problem: Problem, found: str) -> Problem:
    """``problem`` (a bound taken for an exact value) with the line of the code that makes it. Where the
    flag's two words are both bounds (``"lower" if maximizing else "upper"``, set where the loop broke on a
    cutoff), the cutoff's kind is right and only the nodes without a cutoff, stored exact, are wrong."""
    words = {word.lower() for word in re.findall(r"[\"']([A-Za-z_]+)[\"']", found)}
    by_side = any(w.startswith("lower") for w in words) and any(w.startswith("upper") for w in words)
    why = (" only where the loop broke on a cutoff, and every other node is stored exact. The cutoff's kind is"
           " right, but a node where no move reached the window (every one failed low where MAX moves, or high"
           " where MIN moves) has only a bound (an upper one, or a lower one), not an exact value." if by_side else
           ": a flag set by the loop, not the value against the window. A cutoff where MIN moves (value <= alpha)"
           " gives an upper bound, not a lower one, and a node where no move reached the window (every one failed"
           " low, or high) has only a bound, not an exact value.")
    return dataclasses.replace(problem, detail=f"{problem.detail}\nYour code decides the entry's kind by `{found}`{why}",
                   hint="Decide the kind from the value and the window the node was called with (keep alpha and beta"
                   " as they came in): value <= alpha: an upper bound; value >= beta: a lower bound; otherwise"
                   " exact.")


_FLIPPED = {ast.GtE: ast.LtE, ast.Gt: ast.Lt, ast.LtE: ast.GtE, ast.Lt: ast.Gt}


def _kind_named(test: ast.AST) -> str | None:
    """"lower" or "upper" where ``test`` compares with a bound's label (a word, or a constant's name such as
    LOWERBOUND); None otherwise."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Eq, ast.Is))):
        return None
    for side in (test.left, test.comparators[0]):
        word = (side.value if isinstance(side, ast.Constant) and isinstance(side.value, str)
                else side.id if isinstance(side, ast.Name) and side.id.isupper()
                else side.attr if isinstance(side, ast.Attribute) and side.attr.isupper() else None)
        if word is not None and word.lower().startswith(("lower", "upper")):
            return word.lower()[:5]
    return None


def _against_window(test: ast.AST) -> tuple[type, str] | None:
    """(the comparison, "alpha" or "beta") where ``test`` compares a value with the window's edge, written
    value OP edge (an edge written first is turned round); None otherwise."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _FLIPPED):
        return None
    for edge, op in ((test.comparators[0], type(test.ops[0])), (test.left, _FLIPPED[type(test.ops[0])])):
        name = edge.id if isinstance(edge, ast.Name) else edge.attr if isinstance(edge, ast.Attribute) else ""
        for bound in ("alpha", "beta"):
            if name.lower() == bound:
                return op, bound
    return None


def bound_read_tests(source: Any) -> dict[str, list[tuple[str, bool]]]:
    """Where the code reads a bound from its table (``kind == "lower" and value >= beta``, or the window's test
    in an if under the kind's): per kind, each test's text and whether it is the right one (a lower bound
    answers where value >= beta, an upper one where value <= alpha). ``source``: a
    :class:`~ttt_lab.exercises.hint_checks.Source`."""
    found: dict[str, list[tuple[str, bool]]] = {}

    def note(kind: str, test: ast.AST, whole: ast.AST) -> None:
        read = _against_window(test)
        if read is not None:
            right = read == (ast.GtE, "beta") or read == (ast.Gt, "beta") if kind == "lower" else read in (
                (ast.LtE, "alpha"), (ast.Lt, "alpha"))
            found.setdefault(kind, []).append((source.segment(whole), right))

    for node in source.nodes():
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
            kinds = [k for k in map(_kind_named, node.values) if k]
            if len(kinds) == 1:
                for value in node.values:
                    note(kinds[0], value, node)
        elif isinstance(node, ast.If) and (kind := _kind_named(node.test)):
            for inner in node.body:
                if isinstance(inner, ast.If):
                    note(kind, inner.test, inner.test)
    return found


UNPACKS_OTHER_ORDER = "reads its entries' fields in another order than it stores them"
READ_NEVER_ANSWERS = "looks the position up, but no entry answers the same search again"
READ_NEVER_ANSWERS_HINT = (
    "Your code reads the table, yet asked the same search again it searches every move again. Check two"
    " places: the test that lets an entry answer must pass for an entry searched as deep as the search asking"
    " now (a same-depth entry too, not only a deeper one), and when it passes the search must stop there, returning"
    " the entry's value if it is exact (or a bound that settles the window); a stored value used only as the starting"
    " best saves nothing and, from another depth or window, can be wrong.")


class ReadCountingTable(dict):  # type: ignore[type-arg]
    """A dict that counts how often the student's code read an entry of it (``[]``, ``get``, ``in``)."""

    reads = 0

    def __getitem__(self, key: Any) -> Any:
        self.reads += 1
        return super().__getitem__(key)

    def get(self, key: Any, default: Any = None) -> Any:
        self.reads += 1
        return super().get(key, default)

    def __contains__(self, key: Any) -> bool:
        self.reads += 1
        return super().__contains__(key)


def _depth_at(names: Sequence[str]) -> int | None:
    places = [i for i, name in enumerate(names) if "depth" in name.lower() or name.lower() in ("d", "draft", "ply")]
    return places[0] if len(places) == 1 else None


def stored_and_read_orders(source: Any) -> tuple[str, str] | None:
    """(the store, the read) where the code stores a tuple into a subscript (``table[key] = (depth,
    value, flag)``) and unpacks one read from a subscript (``value, depth, flag = table[key]``) of the same
    length with the depth in another place; None where the code shows no such pair."""
    stores, reads = [], []
    for node in source.nodes():
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
            continue
        target, value = node.targets[0], node.value
        if isinstance(target, ast.Subscript) and isinstance(value, ast.Tuple):
            names = [ast.unparse(item) for item in value.elts]
            stores.append((names, source.segment(node)))
        elif isinstance(target, ast.Tuple) and isinstance(value, ast.Subscript):
            names = [ast.unparse(item) for item in target.elts]
            reads.append((names, source.segment(node)))
    for stored, store_text in stores:
        for read, read_text in reads:
            there, here = _depth_at(stored), _depth_at(read)
            if len(stored) == len(read) and there is not None and here is not None and there != here:
                return store_text, read_text
    return None


def entries_never_answer(reads: int, again: int, before: int, search_label: str, entry: Any,
                         source: Any, used: Callable[[], bool] = lambda: True) -> Problem | None:
    """Where a repeated search looked at the game about as often again although the code read the
    table (``reads`` entries read during it): the table IS read back, and "never reads" would be
    wrong. Named by the code when it stores its entry's fields in one order and unpacks them in
    another (the depth read as the value, the value as the depth); otherwise told as what it is, a
    table read whose entries never answer (blind55's tt_04 dropped every entry not strictly deeper and
    only seeded its running best with a deeper one's value: "never reads" contradicted its lookup).
    None where it read nothing, or reads entries only to drop them (``used``, called only here: what it
    read changes no later search, so "never reads the table back" is right)."""
    if reads == 0:
        return None
    orders = stored_and_read_orders(source)
    if orders is None:
        if not used():
            return None
        return Problem(
            READ_NEVER_ANSWERS,
            f"On {search_label} it looked at the game {before:,} times; asked the same search again with the same"
            f" table, {again:,} times, though it read the table {reads:,} times"
            + (f" (the board's entry: {entry!r})." if entry is not None else "."),
            READ_NEVER_ANSWERS_HINT)
    store, read = orders
    return Problem(
        UNPACKS_OTHER_ORDER,
        f"On {search_label} it looked at the game {before:,} times; asked the same search again with the same"
        f" table, {again:,} times, though it read the table {reads:,} times: the board's entry is {entry!r}, stored"
        f" by `{store}` and read back by `{read}`, which takes each field for another (the depth for the value,"
        " the value for the depth), so an entry seldom passes the depth test and, when it does, answers the"
        " wrong number.",
        f"Unpack an entry in the order it was stored: the fields of `{store}`, in that order, on the left of"
        " = table[key] (or store and read a dict with named fields).")

