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
from ttt_lab.exercises.report import CHAINS_MOVES as CHAINS_MOVES
from ttt_lab.exercises.report import CRASHES, MUTATES, NOT_WRITTEN, PRINTS, WRONG_VALUE, Problem

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
    in_place: bool = False  # ``line`` writes the item into ``name`` (board[r][c] = player), never taken back


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
    source = read_source(fn, levels=2)  # type: ignore[arg-type]
    found = parent_overwritten_in_loop(source) or written_in_place(source)
    if found is None or found.kind != "move":
        return problems
    shown = [p for p in problems if p.name in consequences and not p.note]
    # A crash's first line ends where its traceback starts: the other problems' evidence reads whole.
    seen = next((p for p in shown if p.name != CRASHES), shown[0] if shown else None)
    evidence = "" if seen is None else f"What the check saw: {seen.detail.splitlines()[0].rstrip(':')}."
    evidence = evidence.replace("..", ".")
    told = chained_problem(found, CHAINS_MOVES, evidence)
    if found.in_place:  # a stone written into a board of its own and never taken back
        told = Problem(told.name, f"In the loop `{found.loop}`, the line `{found.line}` writes each move into"
                       f" {found.name}, a copy of {found.node} made once before the loop, and nothing takes it back:"
                       f" the second move is searched with the first one's stone still on the board, the third with"
                       f" both, and so on, not each from the node itself. {evidence}".rstrip(),
                       f"Take each move back after searching it (write the empty cell back into {found.name}), or"
                       f" make a fresh copy of {found.node} for each move: child = game.result({found.node}, move).")
    elif found.node and found.node != found.name:  # a copy carried from move to move: each child is made from the node
        told = Problem(told.name, told.detail, f"Make each child from the node itself, not from {found.name}:"
                       f" child = game.result({found.node}, {found.kind}), and search that child.")
    return [told] + [p for p in problems if p not in shown]


KEPT_BESIDE_CHAIN = {MUTATES, NOT_WRITTEN, PRINTS}
"""What a search's check finds that moves played on top of each other do not explain: the state given written into,
the code not written, prints."""


def name_chained_search(problems: list[Problem], fn: object) -> list[Problem]:
    """:func:`name_chained_moves` for minimax, depth-limited minimax and alpha-beta, where every other problem the
    check found in the values or moves is the slip's doing: after the first move each child is another position, so
    the values, the moves, a play after a finished game, a crash, and any model fitted to them (one that "tries only
    the first move", say) only restate it (ng_05's class, in the other searches)."""
    return name_chained_moves(problems, fn, {p.name for p in problems if p.name not in KEPT_BESIDE_CHAIN})


_UNDO_CALLS = ("undo", "unmake", "pop", "remove", "reset", "restore", "clear")


def _base_name(target: ast.AST) -> str | None:
    """The name a subscript target writes into: ``board`` of ``board[r][c]``."""
    while isinstance(target, ast.Subscript):
        target = target.value
    return target.id if isinstance(target, ast.Name) else None


def written_in_place(source: Source) -> Overwritten | None:
    """The first loop over a node's moves whose body writes the move into a copy of the node made before the loop
    (``board = [row[:] for row in state]`` ... ``board[r][c] = player``), exactly once, at cells read from the
    loop's item, the copy never rebound in the loop nor put back (a second write into it, or a call such as undo):
    each move made on top of the ones before (a make without its unmake). ``None`` where the code shows none."""
    lists = _children_lists(source)
    params = {a.arg for f in source.nodes() if isinstance(f, (ast.FunctionDef, ast.Lambda))
              for a in [*f.args.posonlyargs, *f.args.args, *f.args.kwonlyargs]}
    copies = {node.targets[0].id: node for node in source.nodes() if isinstance(node, ast.Assign)
              and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)}
    for loop in source.nodes():
        if not isinstance(loop, ast.For):
            continue
        walked = _children_of(loop, lists)
        if walked is None or walked[1] != "move":
            continue
        body = [n for statement in loop.body for n in ast.walk(statement)]
        item = {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
        item |= {t.id for n in body if isinstance(n, ast.Assign) and any(
            isinstance(v, ast.Name) and v.id in item for v in ast.walk(n.value))
            for target in n.targets for t in ast.walk(target) if isinstance(t, ast.Name)}
        rebound = {t.id for n in body if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.For))
                   for target in (n.targets if isinstance(n, ast.Assign) else [n.target])
                   for t in [target, *(target.elts if isinstance(target, ast.Tuple) else [])] if isinstance(t, ast.Name)}
        writes: dict[str, list[ast.Assign]] = {}
        for node in body:
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Subscript) and (name := _base_name(target)) is not None:
                        writes.setdefault(name, []).append(node)
        undone = any(isinstance(n, ast.Call) and any(word in source.segment(n.func).lower() for word in _UNDO_CALLS)
                     for n in body)
        for name, assigns in writes.items():
            made = copies.get(name)
            if (len(assigns) != 1 or name in rebound or name in params or name == walked[0] or undone or made is None
                    or not any(isinstance(n, ast.Name) and n.id == walked[0] for n in ast.walk(made.value))):
                continue
            target = next(t for t in assigns[0].targets if isinstance(t, ast.Subscript))
            if any(isinstance(n, ast.Name) and n.id in item for n in ast.walk(target) if n is not _base_node(target)):
                header = f"for ... in {source.segment(loop.iter)}"
                return Overwritten(name, source.segment(assigns[0]), header, "move", walked[0], in_place=True)
    return None


def _base_node(target: ast.AST) -> ast.AST:
    while isinstance(target, ast.Subscript):
        target = target.value
    return target
