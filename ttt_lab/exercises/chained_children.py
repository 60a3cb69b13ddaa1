"""A node's own state overwritten inside the loop over its children: each child made from the last.

aima-python's ``expect_minmax`` writes ``for chance in game.chances(res_state): res_state =
game.outcome(res_state, chance)``: the loop's second outcome is applied to the position the first
one led to, the third to the second's, and so on, instead of each to the chance node itself (the
same slip over moves, ``for a in game.actions(state): state = game.result(state, a)``, plays every
move on top of the one before). The answers show only its consequences, which look like other
mistakes: a crash deep inside the game (an outcome applied to a finished position), outcomes the
search "never tried" (it tried the chained ones), or a wrong average. So the slip is read from the
code, where it is plain (the name the loop's children are made from is reassigned from a child of
itself, and not restored), and named on its line whenever the check found something wrong.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = '''
    ... def chance_node(game, res_state):
    ...     total = 0
    ...     for chance, p in game.outcomes(res_state):
    ...         res_state = game.result(res_state, chance)
    ...         total += p * value(res_state)
    ...     return total
    ... '''
    >>> found = parent_overwritten_in_loop(Source((ast.parse(text),), (text,)))
    >>> found.name, found.line, found.kind
    ('res_state', 'res_state = game.result(res_state, chance)', 'outcome')

    A copy of the node carried from one outcome to the next, the loop walking the node itself:

    >>> carried = text.replace("(game, res_state)", "(game, state, res_state)").replace(
    ...     "game.outcomes(res_state)", "game.outcomes(state)")
    >>> parent_overwritten_in_loop(Source((ast.parse(carried),), (carried,))).line
    'res_state = game.result(res_state, chance)'
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import CRASHES, WRONG_VALUE, Problem

CHILDREN_CALLS = {"outcomes": "outcome", "chances": "outcome", "actions": "move", "legal_moves": "move"}
"""The game calls whose items are a node's children, and what one item is called."""


@dataclass(frozen=True)
class Overwritten:
    """The name whose children the loop walks (``name``), the assignment that overwrites it with one of
    them (``line``), the loop's header (``loop``), and what an item is (``kind``: outcome or move)."""

    name: str
    line: str
    loop: str
    kind: str
    node: str = ""  # the name the loop's children are listed from, where ``name`` is a copy of it


def _children_of(loop: ast.For, lists: dict[str, ast.Call] | None = None) -> tuple[str, str] | None:
    """(the name, the kind) where the loop walks ``game.outcomes(name)`` (or actions, chances), or a
    name ``lists`` maps to such a call (``moves = game.actions(state)`` before ``for move in moves``:
    blind64's ng_05)."""
    call = lists.get(loop.iter.id) if lists is not None and isinstance(loop.iter, ast.Name) else loop.iter
    if not isinstance(call, ast.Call):
        return None
    func = call.func
    called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if called not in CHILDREN_CALLS:
        return None
    names = [a.id for a in call.args if isinstance(a, ast.Name)]
    return (names[0], CHILDREN_CALLS[called]) if names else None


def parent_overwritten_in_loop(source: Source) -> Overwritten | None:
    """The first loop over a node's children whose body assigns that node's name, exactly once, from a
    call that reads the name itself (``state = game.result(state, a)``); ``None`` where the code shows
    none. A second assignment in the body (the state put back) is an undo, not this slip."""
    lists = _children_lists(source)
    for loop in source.nodes():
        if not isinstance(loop, ast.For):
            continue
        walked = _children_of(loop, lists)
        if walked is None:
            continue
        walked_name, kind = walked
        # The walked name itself, or a copy of it carried from one item to the next (aima-python's
        # res_state = state before the loop, res_state = game.result(res_state, chance) in it).
        for name in [walked_name, *sorted(_carried(loop) - {walked_name})]:
            assigns = [n for statement in loop.body for n in ast.walk(statement)
                       if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign))
                       and any(isinstance(t, ast.Name) and t.id == name
                               for t in (n.targets if isinstance(n, ast.Assign) else [n.target]))]
            if len(assigns) != 1 or not isinstance(assigns[0], ast.Assign):
                continue
            value = assigns[0].value
            if isinstance(value, ast.Call) and any(isinstance(a, ast.Name) and a.id == name for a in value.args):
                header = f"for ... in {source.segment(loop.iter)}"
                return Overwritten(name, source.segment(assigns[0]), header, kind, walked_name)
    return None


def _children_lists(source: Source) -> dict[str, ast.Call]:
    """Names assigned once, from a call of the node's children (``moves = game.actions(state)``)."""
    found: dict[str, list[ast.Call]] = {}
    for node in source.nodes():
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = node.value
            func = value.func if isinstance(value, ast.Call) else None
            called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if isinstance(value, ast.Call) and called in CHILDREN_CALLS:
                found.setdefault(node.targets[0].id, []).append(value)
    return {name: calls[0] for name, calls in found.items() if len(calls) == 1}


CHILD_MAKERS = {"result", "outcome", "apply", "play", "apply_move", "make_move"}
"""The game calls that make a child of a position: ``game.result(state, item)``."""


def _carried(loop: ast.For) -> set[str]:
    """Names the loop's body makes a child of from themselves and the loop's item
    (``name = game.result(name, item)``): a position carried from one item to the next."""
    items = {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
    found = set()
    for node in (n for statement in loop.body for n in ast.walk(statement)):
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute)
                and node.value.func.attr in CHILD_MAKERS and node.value.args
                and isinstance(node.value.args[0], ast.Name) and node.value.args[0].id == node.targets[0].id
                and any(isinstance(n, ast.Name) and n.id in items for a in node.value.args[1:] for n in ast.walk(a))):
            found.add(node.targets[0].id)
    return found


def chained_problem(found: Overwritten, name: str, evidence: str) -> Problem:
    """The problem ``name`` told on the code's own line, with ``evidence``: what the check saw it do."""
    kind = found.kind
    return Problem(
        name,
        f"In the loop `{found.loop}`, the line `{found.line}` puts the child in {found.name}, the name the"
        f" loop's {kind}s are applied to: the second {kind} is applied to the position the first led to, the"
        f" third to the second's, and so on, not each to the node itself. {evidence}",
        f"Leave {found.name} as it is inside the loop: give each child a name of its own"
        f" (child = game.result({found.name}, {kind})) and search that.",
    )


CHAINS_OUTCOMES = "applies each outcome to the position the previous one led to"


def name_chained_outcomes(problems: list[Problem], fn: object, consequences: set[str]) -> list[Problem]:
    """``problems`` with the chained outcomes named first where the code shows them and the check found
    something wrong: a crash, a wrong value and the problems in ``consequences`` (outcomes never
    tried) are what the slip does, so they give its evidence and are not told as mistakes of their own."""
    consequences = consequences | {CRASHES, WRONG_VALUE}
    if not any(not p.note for p in problems):
        return problems
    found = parent_overwritten_in_loop(read_source(fn, levels=2))  # type: ignore[arg-type]
    if found is None or found.kind != "outcome":
        return problems
    shown = [p for p in problems if p.name in consequences and not p.note]
    evidence = f"What the check saw: {shown[0].detail.splitlines()[0]}" if shown else ""
    return [chained_problem(found, CHAINS_OUTCOMES, evidence)] + [p for p in problems if p not in shown]


CHAINS_MOVES = "plays each move on top of the previous one"


def name_chained_moves(problems: list[Problem], fn: object, consequences: set[str]) -> list[Problem]:
    """``problems`` with the moves played on top of each other named first where the code shows it
    (``child = game.result(child, move)`` in the loop over the node's moves, the node never put back)
    and the check found something wrong. Its answers look like other mistakes (a move played in a
    finished game: "keeps searching after a win"; a crash inside the game; a wrong value), whose
    hints ask for what the code already does (blind64's ng_05): those in ``consequences`` give the
    slip's evidence and are not told as mistakes of their own."""
    consequences = consequences | {CRASHES, WRONG_VALUE}
    if not any(not p.note for p in problems):
        return problems
    found = parent_overwritten_in_loop(read_source(fn, levels=2))  # type: ignore[arg-type]
    if found is None or found.kind != "move":
        return problems
    shown = [p for p in problems if p.name in consequences and not p.note]
    # A crash's first line ends where its traceback starts: the other problems' evidence reads whole.
    seen = next((p for p in shown if p.name != CRASHES), shown[0] if shown else None)
    evidence = "" if seen is None else f"What the check saw: {seen.detail.splitlines()[0].rstrip(':')}."
    told = chained_problem(found, CHAINS_MOVES, evidence.replace("..", "."))
    if found.node and found.node != found.name:  # a copy carried from move to move: each child is made from the node
        told = Problem(told.name, told.detail, f"Make each child from the node itself, not from {found.name}:"
                       f" child = game.result({found.node}, {found.kind}), and search that child.")
    return [told] + [p for p in problems if p not in shown]
