"""The names check_retrograde gives a wrong table, the hint that goes with each, and how a hint
is put instead where the student's code lacks the shape it speaks of."""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import Problem

NOT_A_TABLE = "does not return a table of positions"
LEAVES_OUT = "leaves positions out"
FINISHED_WRONG = "scores finished games wrongly"
LOSS_TOO_EARLY = "declares a loss when one move loses, not when every move does"
DRAW_TOO_EARLY = "declares a draw before every move is known"
WIN_WITHOUT_MOVE = "declares a win that no move reaches"
UNDECIDED_AS_DRAW = "calls undecided positions draws"
WRONG_KEYS = "keys its table by something other than game.key(state)"
LOSS_AS_DRAW = "declares a draw where every move loses"
DRAW_AS_LOSS = "declares a loss where a move draws"
MOVER_VIEW = "values positions for the side to move, not the first player"
ONE_SIDE_BEST = "takes one player's best at every position, the other player's moves too"
MISSES_WIN = "does not take a winning move"
WINNER_AT_CHILD = "takes a win for the opponent as a win for the side to move"
NO_LAST_MOVE = "never decides a position when its last move becomes known"
DRAW_TEST_INVERTED = "declares a draw where every move loses, and a loss where every move draws"
WIN_TEST_INVERTED = "declares a win where a move does not win, and a loss where every move wins"
ODD_TERMINAL_TEST = "asks game.is_terminal about something other than a position"
NEVER_VALUED = "finds every position but leaves some without a value"
DECIDES_EARLY = "decides a position before all its moves are known"
ONE_PARENT = "records only one parent of a position that several moves reach"

_HINTS = {
    NO_LAST_MOVE: "Count each position's open moves down, open_moves[parent] -= 1 (not = 1, which resets the"
                  " count, nor += 1), once per child decided without a win for the mover; when the count reaches 0 every move"
                  " is known: decide the position then, a draw if some move draws, else lost.",
    MISSES_WIN: "A position where one move leads to a position won for the side to move is won at once: value it"
                " as soon as such a move is known, without waiting for the other moves (and never as a draw or a"
                " loss).",
    WINNER_AT_CHILD: "Whose win a move is, is decided at the position where it is played: compare the child's"
                     " value with the win of the side to move there, +1 if game.to_move(parent) is"
                     " game.players[0], else -1. Reading game.to_move at the child (where the opponent moves),"
                     " or that sign swapped, takes the opponent's wins for the side to move's.",
    NOT_A_TABLE: "Return a dict: for every position s reachable from game.initial_state(), table[game.key(s)]"
                 " = its value for game.players[0] (+1, 0 or -1).",
    DRAW_TEST_INVERTED: "When no move wins for the side to move, the position is a draw if some move draws (a"
                        " value of 0 among its moves), and lost only if every move loses: your test for a drawing"
                        " move reads the other way round.",
    WIN_TEST_INVERTED: "A move decides at once only when it leads to a position won for the side to move (its"
                       " value equals the mover's win, not 'differs from it'). A move that draws or loses decides nothing"
                       " until every move is known; then a draw if some move draws, else a loss.",
    ODD_TERMINAL_TEST: "Ask game.is_terminal(state) about the position itself, the one whose value is being"
                       " decided: anything else (a dict, a list of children) gives an answer about nothing, and"
                       " here it made every position look finished.",
    NEVER_VALUED: "Every position your code finds must leave with a value: a finished one its utility, any other"
                  " once one of its moves wins for the side to move or all of them are valued. Follow the missing"
                  " position named above through your code and see where it is skipped, dropped or never reached"
                  " again before the function returns.",
    DECIDES_EARLY: "A move that does not win for the side to move decides nothing on its own: wait until every"
                   " move of the position is valued (count them with len(game.actions(state))), then take a"
                   " draw if some move draws, else a loss.",
    LEAVES_OUT: "Find every position first (a breadth-first search from game.initial_state(), finished"
                " positions included), then decide them all.",
    FINISHED_WRONG: "A finished position is decided first, from the game alone: game.utility(state,"
                    " game.players[0]), the first player's value, whoever would move next.",
    LOSS_TOO_EARLY: "One move to a lost position decides nothing for the side to move: it has other moves. A"
                    " position is lost only when every move leads to a win for the opponent; a move to a win"
                    " for the side to move is what decides at once (check whose turn it is at the parent).",
    DRAW_TOO_EARLY: "A move to a draw only means the side to move can do at least that well: another move may"
                    " win. Decide a draw when every move is known and none wins.",
    LOSS_AS_DRAW: "When every move is known and none wins, the side to move gets the best of them: a draw"
                  " only if some move draws; if every move leads to a win for the opponent, the position is"
                  " lost. Know when every move is known by counting them with len(game.actions(state)),"
                  " never from the board's size (9 - stones holds on 3x3 only).",
    ONE_SIDE_BEST: "The side to move picks: the first player the largest value of its moves, the second player"
                   " the smallest (the values are the first player's): ask game.to_move(state) at each position.",
    DRAW_AS_LOSS: "When every move is known and none wins, the side to move takes the best of them: a move to"
                  " a draw makes the position a draw; it is lost only if every move loses.",
    MOVER_VIEW: "Store every value for game.players[0], whoever is to move: +1 where the first player wins."
                " A value for the side to move flips sign at every other level.",
    WRONG_KEYS: "Key the table by game.key(state), the key every player and checker looks positions up"
                " by: table[game.key(state)] = value.",
    WIN_WITHOUT_MOVE: "A position is won for the side to move only through a move to a position won for it."
                      " The table holds the first player's values everywhere: never negate a child's value.",
    ONE_PARENT: "A position reached by several moves has several parents, and each must hear when it is decided,"
                " or it never counts that move: append the parent to the position's list every time a move leads"
                " there, also when the position is already known (not only inside the 'if it is new' block).",
    UNDECIDED_AS_DRAW: "Keep going round until a round decides nothing new (or work from a queue until it is"
                       " empty, putting each position on it when it is decided, so its parents hear of it): in a"
                       " game without cycles every position gets decided, and none is a draw by default.",
}


ONE_PARENT_FILLED = ("A position reached by several moves has several parents, and each must hear when it is decided,"
                     " or it never counts that move and stays undecided (your code then fills it with a draw): append"
                     " the parent to the position's list every time a move leads there, also when the position is"
                     " already known (not only inside the 'if it is new' block).")
"""The hint for one parent recorded per position when the positions left undecided are then filled with draws."""

UNDECIDED_FROM_TRANSPOSITIONS = (
    "A position must wait for every one of its moves, also a move to a position found earlier through another"
    " move: value a position only from moves whose positions are already valued (never read one not yet valued as"
    " a draw, value.get(child, 0)), in an order where every move's position is valued first, or by telling every"
    " parent (all of them, not only the one that found it) when a position is decided. Positions searched depth"
    " first are not found in such an order: a position met again was found earlier, not later.")
"""The hint for a table whose undecided positions are those a move to an already-found position leaves open,
when the code shows no one-parent bookkeeping (a single pass in discovery order reads such moves as draws)."""


def appends_parent_only_when_new(source: Source) -> bool:
    """Whether the code records parents (``parents[child].append(...)`` or ``.add``, or a list per
    position started with one parent in it, ``parents[child] = [key]``, whatever its name) and does so only inside an ``if`` that asks whether the position is
    new (``not in``): a position's other parents, met once it is known, are never recorded."""
    inside: set[int] = set()
    for node in source.nodes():
        if isinstance(node, ast.If) and any(isinstance(inner, ast.Compare) and any(
                isinstance(op, ast.NotIn) for op in inner.ops) for inner in ast.walk(node.test)):
            inside |= {id(inner) for stmt in node.body for inner in ast.walk(stmt)}
    records: list[ast.AST] = [node for node in source.nodes() if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
               and node.func.attr in ("append", "add") and (isinstance(node.func.value, ast.Subscript) or (
                   isinstance(node.func.value, ast.Call) and isinstance(node.func.value.func, ast.Attribute)
                   and node.func.value.func.attr == "setdefault"))]  # parents.setdefault(child, []).append(key)
    # A position's list of parents started with its first parent in it (parents[key] = [game.key(state)]):
    # a record too, the only one when nothing is appended later.
    records += [node for node in source.nodes() if isinstance(node, ast.Assign) and isinstance(node.value, (ast.List, ast.Set))
                and node.value.elts and any(isinstance(target, ast.Subscript) for target in node.targets)]
    return bool(records) and all(id(node) in inside for node in records)


ONE_PARENT_OVERWRITTEN = ("A position reached by several moves has several parents, and each must hear when it is"
                          " decided, or it never counts that move: keep a list of parents for each position and"
                          " append to it every time a move leads there; parent[child] = position keeps only the"
                          " last one.")
"""The hint for one parent kept per position when each new one overwrites the last."""


# How a hint is put when the student's code does not have what it asks about (hint_checks.vet_hints).


def _round_under_an_if(source: Source) -> str | None:
    """The text of an ``if flag:`` whose body sets that flag to True again (``changed = True`` when a position is
    decided): a round meant to repeat, written with ``if`` where ``while`` belongs, so it runs once (wave 26's
    rg_05, told to "keep going round" with no word on the ``if`` that stops it)."""
    for node in source.nodes():
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and any(
                isinstance(inner, ast.Assign) and isinstance(inner.value, ast.Constant) and inner.value.value is True
                and any(isinstance(target, ast.Name) and target.id == node.test.id for target in inner.targets)
                for stmt in node.body for inner in ast.walk(stmt)):
            return node.test.id
    return None


def flag_reset_per_position(source: Source) -> tuple[str, str] | None:
    """A round's flag reset inside the loop over the positions, not (only) once per round: ``while changed:`` (or
    ``while True:`` left by ``if not changed: break``) whose ``changed = False`` sits inside a ``for`` within
    the round (an indentation slip). Each position then resets
    it, so the round goes on only when its last position was decided, and the rounds stop while positions are still
    undecided: no fixed point is reached (wave 28's r_03, told "declares a draw before every move is known" with a
    hint to leave positions to a later round that never ran). The flag and the inner loop's header, or None."""
    for loop in source.nodes():
        if not isinstance(loop, ast.While):
            continue
        if isinstance(loop.test, ast.Name):
            flag = loop.test.id
        else:  # while True: ... if not changed: break (or return)
            stops = [stmt.test.operand.id for stmt in loop.body if isinstance(stmt, ast.If)
                     and isinstance(stmt.test, ast.UnaryOp) and isinstance(stmt.test.op, ast.Not)
                     and isinstance(stmt.test.operand, ast.Name)
                     and any(isinstance(inner, (ast.Break, ast.Return)) for inner in stmt.body)]
            if not (isinstance(loop.test, ast.Constant) and loop.test.value is True and stops):
                continue
            flag = stops[0]

        def resets(body: list[ast.stmt], flag: str = flag) -> list[ast.Assign]:
            return [node for stmt in body for node in ast.walk(stmt) if isinstance(node, ast.Assign)
                    and isinstance(node.value, ast.Constant) and node.value.value is False
                    and any(isinstance(t, ast.Name) and t.id == flag for t in node.targets)]

        # A reset inside the loop over the positions undoes every position's True before it, whether or not the
        # round also resets the flag once at its start.
        inner = [stmt for stmt in loop.body if isinstance(stmt, (ast.For, ast.While)) and resets(stmt.body)]
        if inner:
            header = inner[0]
            text = (f"for {source.segment(header.target)} in {source.segment(header.iter)}:"
                    if isinstance(header, ast.For) else f"while {source.segment(header.test)}:")
            return flag, text
    return None


def _neither_rounds_nor_queue(source: Source) -> str | None:
    """The hint for positions left undecided as draws, without its rounds and queue when the
    code loops over the positions with no while loop (one pass in some order, or recursion); for a
    round under an ``if`` that sets its own flag again, that ``if`` named; and for a round's flag reset
    per position (:func:`flag_reset_per_position`), where it sits."""
    if (reset := flag_reset_per_position(source)) is not None:
        reset_flag, loop = reset
        return (f"Your `{reset_flag} = False` is inside `{loop}`, so every position resets it: a round goes on only if"
                " its last position was decided, and the rounds stop while positions are still undecided (then drawn"
                f" by default). Take it out of that loop: set `{reset_flag} = False` once at the start of each round, before `{loop}`, so rounds go on"
                " until one decides nothing new: in a game without cycles every position is then decided.")
    if (flag := _round_under_an_if(source)) is not None:
        return (f"Your round of decisions runs under `if {flag}:`, so it runs once, however many positions it decides:"
                f" write `while {flag}:` (with {flag} = False at the start of each round, set again when a position is"
                " decided), so rounds go on until one decides nothing new. In a game without cycles every position is"
                " then decided, and none is a draw by default.")
    if any(isinstance(node, ast.While) for node in source.nodes()):
        return None
    return ("A position is decided from its moves' values: as soon as one of them wins for the side to move, or"
            " once all of them are valued. Decide positions in an order where a position's moves are valued"
            " before it (deepest first, say), and never give a position a draw by default: in a game without"
            " cycles every position gets decided.")


def _counts_nothing(source: Source) -> str | None:
    """The hint for positions never decided when their last move becomes known, without its
    count of open moves when the code counts nothing (no += or -=): it only never decides a
    position whose moves are all valued and none wins."""
    if any(isinstance(node, ast.AugAssign) for node in source.nodes()):
        return None
    return ("A position is decided in two ways: at once when one of its moves wins for the side to move, and"
            " also once every one of its moves is valued and none wins: then a draw if some move draws, else"
            " lost. Your code only ever decides the first way.")


def _counts_moves_already(source: Source) -> str | None:
    """The hint for draws where every move loses, without its advice to count the moves with
    game.actions when the code counts nothing from the board's size (no stones, cells or 9 in
    it): its slip is then in what it assigns once every move is known."""
    for node in source.nodes():
        if isinstance(node, ast.Attribute) and node.attr in ("stones", "size", "cells", "board_text"):
            return None
        if isinstance(node, ast.Constant) and node.value in (8, 9):
            return None
    return ("When every move is known and none wins, the side to move gets the best of them: a draw only if"
            " some move draws; if every move leads to a win for the opponent, the position is lost. Your code"
            " does not count the moves from the board's size, so look at what it assigns once every move is"
            " known and none wins: a draw (0) there must be the best of the moves' values, which is a loss"
            " when all of them are.")


def _takes_max_and_min(source: Source) -> str | None:
    """The hint for the two players' wins swapped, told in terms of max and min when the code takes
    both of the moves' values (rounds or recursion, no win test of its own): there the same table
    comes from min where the first player moves and max where the second does."""
    called = {node.func.id for node in source.nodes()
              if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("max", "min")}
    if called != {"max", "min"}:
        return None
    return ("Your code takes max and min of the moves' values: where game.players[0] is to move a position is worth"
            " the largest (max), where the second player is to move the smallest (min). The other way round, each"
            " side takes its opponent's best move, which gives this table; so does comparing a move's value with"
            " the win of the side to move at the child instead of at the position itself.")


NEGAMAX_ON_FIRST = "reads the first player's values as the side to move's (negamax's rule)"
NEGAMAX_ON_FIRST_HINT = (
    "Your table holds every value for game.players[0], but your rule reads a move's value as if it were the"
    " side to move's at the child (negamax: a child worth -1 is lost for whoever moves there, so a win here), for"
    " both sides. With values for the first player, a move wins for the side to move when its value is that side's"
    " win: +1 where game.players[0] is to move, -1 where the second player is; and a position is lost only when every"
    " move leads to the opponent's win. Compare with the mover's sign at the parent, not with -1.")
_HINTS[NEGAMAX_ON_FIRST] = NEGAMAX_ON_FIRST_HINT
READS_FIRST_AS_MOVERS = ("with a move's value read as the side to move's at the child (negamax), though the table holds"
                         " values for the first player: a position is worth 1 where some move is valued -1, else 0"
                         " where some move draws, else -1, whoever is to move")


def first_values_as_movers(graph: Any, table: dict[Any, float], key: Any) -> float:
    """The value of ``key`` under negamax's rule applied to values kept for the first player, at
    both sides' positions: 1 if some move is valued -1, else 0 if some move draws, else -1."""
    values = {table[child] for child in graph.children[key]}
    return 1 if -1 in values else 0 if 0 in values else -1


DECIDED_AGAIN = "decides a position again after it was decided"
DECIDED_AGAIN_HINT = ("Skip a parent that is decided already: `if parent in value: continue` first thing in the loop"
                      " over the parents. Without it a position won through one move is decided again when its last"
                      " move is counted (lost, or drawn), and put on the queue a second time.")


def never_skips_decided(source: Source) -> str | None:
    """A loop over a position's parents (``for parent in parents[key]``, ``for p in preds[key]``) that never skips a parent
    decided already: no ``if`` that asks about the parent (``parent in value``, ``value.get(parent)``,
    ``done[parent]``) and then continues, or that guards the parent's assignment (``if parent not in
    value: value[parent] = ...``). The loop's header, or None."""
    for node in source.nodes():
        # The parents' list may be named for what it holds (``preds[key]``) or only its loop variable
        # for what it is (``for parent in preds[key]``): either says the loop walks up to the parents.
        if not (isinstance(node, ast.For) and isinstance(node.target, ast.Name) and (
                "parent" in source.segment(node.iter).lower() or "pred" in source.segment(node.iter).lower()
                or "parent" in node.target.id.lower())):
            continue
        name = node.target.id
        # The parent's record read through a name bound from it (``pred = states[pred_key]``) asks about the
        # parent too: ``if pred.result is not UNKNOWN: continue`` skips a decided one (wave 37's rg_04).
        records = {target.id for inner in ast.walk(node) if isinstance(inner, ast.Assign) for target in inner.targets
                   if isinstance(target, ast.Name) and any(isinstance(n, ast.Name) and n.id == name
                                                           for n in ast.walk(inner.value))}

        def about_it(test: ast.AST, name: str = name, records: set[str] = records) -> bool:
            for inner in ast.walk(test):
                if isinstance(inner, ast.Attribute) and isinstance(inner.value, ast.Name) and inner.value.id in records:
                    return True
                if isinstance(inner, ast.Compare) and isinstance(inner.left, ast.Name) and inner.left.id == name and any(
                        isinstance(op, (ast.In, ast.NotIn)) for op in inner.ops):
                    return True
                if isinstance(inner, ast.Call) and source.segment(inner.func).endswith(".get") and inner.args and (
                        isinstance(inner.args[0], ast.Name) and inner.args[0].id == name):
                    return True
                if isinstance(inner, ast.Subscript) and isinstance(inner.slice, ast.Name) and inner.slice.id == name:
                    return True
            return False

        def assigns_it(body: list[ast.stmt], name: str = name) -> bool:
            return any(isinstance(inner, ast.Assign) and any(
                isinstance(t, ast.Subscript) and isinstance(t.slice, ast.Name) and t.slice.id == name
                for t in inner.targets) for stmt in body for inner in ast.walk(stmt))

        def not_in(test: ast.AST, name: str = name) -> bool:  # parent not in value, value.get(parent) is None
            return any((isinstance(inner, ast.Compare) and isinstance(inner.left, ast.Name) and inner.left.id == name
                        and any(isinstance(op, ast.NotIn) for op in inner.ops))
                       or (isinstance(inner, ast.Call) and source.segment(inner.func).endswith(".get")
                           and inner.args and isinstance(inner.args[0], ast.Name) and inner.args[0].id == name)
                       for inner in ast.walk(test))

        skips = any(isinstance(inner, ast.If) and (
            (about_it(inner.test) and any(isinstance(stmt, ast.Continue) for stmt in inner.body))
            or (not_in(inner.test) and assigns_it(inner.body))) for inner in ast.walk(node))
        if not skips:
            return f"for {name} in {source.segment(node.iter)}:"
    return None


def _decided_again(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """A loss declared though a move wins, told as a position decided twice where the code's loop over
    the parents never skips one decided already: it decides a win at once, rightly, and then again
    (lost or drawn) when the position's last move is counted."""
    if not problems or problems[0].note or problems[0].name not in (LOSS_TOO_EARLY, MISSES_WIN):
        return problems
    loop = never_skips_decided(read_source(fn))
    if loop is None:
        return problems
    first = problems[0]
    return [replace(first, name=DECIDED_AGAIN, detail=f"{first.detail} Your `{loop}` never asks whether the parent is"
                    " decided already, so a position won through one move is decided again when its last move is"
                    " counted.", hint=DECIDED_AGAIN_HINT), *problems[1:]]


DRAW_NOTED_LATE = "notes a drawing move only after deciding the position"


def _written(stmt: ast.stmt) -> str | None:
    """The container (or name) a statement notes something in: ``F[...] = / |= ...``, ``F = ...``,
    ``F.add(...)`` / ``F.append(...)``, or any of them under an ``if``."""
    if isinstance(stmt, ast.If):
        names = [name for inner in stmt.body for name in [_written(inner)] if name]
        return names[0] if len(names) == 1 else None
    targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if isinstance(stmt, ast.AugAssign) else []
    for target in targets:
        base = target.value if isinstance(target, ast.Subscript) else target
        if isinstance(base, ast.Name):
            return base.id
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and isinstance(stmt.value.func, ast.Attribute) \
            and stmt.value.func.attr in ("add", "append") and isinstance(stmt.value.func.value, ast.Name):
        return stmt.value.func.value.id
    return None


def draw_noted_after_decision(source: Source) -> tuple[str, str, bool] | None:
    """A note of a drawing move made after the test that decides the position from it: in one block, an
    ``if`` whose body decides something (an assignment) reading a name ``F`` (``0 if has_draw[parent]
    else -win``), followed later in the same block by a statement that writes ``F`` from a test for a
    draw (``has_draw[parent] |= value[key] == 0``, ``if value[key] == 0: drawn.add(parent)``). When the
    last move counted is the draw, the position is decided before the note is made. The two statements'
    texts (the note, the test) and whether the note overwrites the flag move by move (``has_draw[p] =
    value[k] == 0``, a second slip of its own), or None."""
    for node in source.nodes():
        for body in (getattr(node, "body", None), getattr(node, "orelse", None)):
            if not isinstance(body, list):
                continue
            for i, test in enumerate(body):
                if not isinstance(test, ast.If) or not any(isinstance(s, ast.Assign) for s in ast.walk(test)):
                    continue
                read = {n.id for s in test.body for n in ast.walk(s) if isinstance(n, ast.Name)}
                for later in body[i + 1:]:
                    name = _written(later)
                    draws = any(isinstance(n, ast.Compare) and any(isinstance(c, ast.Constant) and c.value == 0
                                                                   for c in n.comparators) for n in ast.walk(later))
                    if name and name in read and draws and name not in {n.id for n in ast.walk(test.test)
                                                                         if isinstance(n, ast.Name)}:
                        overwrites = isinstance(later, ast.Assign) and name not in {
                            n.id for n in ast.walk(later.value) if isinstance(n, ast.Name)}
                        return (" ".join(line.strip() for line in source.segment(later).splitlines()),
                                source.segment(test.test), overwrites)
    return None


def _draw_noted_late(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """A loss declared where a move draws, told as the order of two statements where the code notes a
    drawing move after the test that decides the position (the rule itself, a draw if some move draws, is
    in the code already: a hint restating it would not help)."""
    if not problems or problems[0].note or problems[0].name != DRAW_AS_LOSS:
        return problems
    found = draw_noted_after_decision(read_source(fn))
    if found is None:
        return problems
    note, test, overwrites = found
    first = problems[0]
    also = (" And set the note with |= (or 'or'), never overwrite it move by move: a later move that loses would"
            " erase a draw found before." if overwrites else "")
    return [replace(first, name=DRAW_NOTED_LATE, detail=f"{first.detail} Your code notes a drawing move"
                    f" (`{note}`) only after `if {test}:` has decided the position: when the last of its moves to be"
                    " valued is the draw, the position is decided (lost) before the draw is noted.",
                    hint=f"Note the drawing move first, then count the move and test: put `{note}` before"
                    f" `if {test}:` (the rule there, a draw if some move draws, is right; it only reads the note"
                    " too early)." + also), *problems[1:]]


NO_SIDE_SWITCH = "counts a move into a lost position against the parent: the sides never switch"
_HINTS[NO_SIDE_SWITCH] = (
    "The sides alternate: a position lost for the side to move THERE is won for the side that moved into it. A move"
    " into such a position wins the parent at once; it is not one good option fewer. Count a parent's open moves"
    " down only for moves into positions won for the side to move there (lost for the parent's mover), and call the"
    " parent lost when that count reaches 0 (a draw if one of its moves draws).")
NO_SIDE_SWITCH_READS = (
    "when a position lost for the side to move there is read as bad for its parent's mover too, the sides never"
    " switched: a position all of whose moves lead to positions lost for the side to move there is declared lost,"
    " one with some such move won, and every other a draw, whoever is to move")


def no_side_switch(graph: Any, table: dict[Any, float], key: Any) -> float:
    """The value of ``key`` when a move into a position lost for its mover counts against the parent: lost
    if every move leads to the parent's win (as the table holds it), won if some move does, else drawn."""
    mine = graph.sign[key]
    values = [table[child] for child in graph.children[key]]
    return -mine if all(value == mine for value in values) else mine if mine in values else 0
