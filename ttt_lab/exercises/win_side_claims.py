"""What the win test's models of one side chosen by the count of stones claim about the code, checked against the
student's source (issue 27; :attr:`~ttt_lab.exercises.engine.Mistake.refuted_by`).

"Tests only the side that moved last", "... the side to move" and "names the player to move once a line is found"
(win_last_mover) are fitted from answers alone, and other code gives the same answers: code that reads every line
for both players and then answers None where the stone counts say no game reaches the win (a validity check, "X's
line needs one X more than O's") has the answers of code that tests the last mover only, and with the first player
read the other way, those of code that tests the side to move. Told to "test every line for both players", such a
student is told to do what the code does. So:

- :func:`tries_both_players`: the code visibly tests both players on the lines (a loop over ``("X", "O")``, the
  same helper called with ``"X"`` and with ``"O"``, or cells compared with each other, ``b[0][0] == b[0][1] ==
  b[0][2]``, whoever's they are), and picks no side from a count (no ``"X" if ... else "O"``): it tests no one side.
- :func:`returns_the_lines_owner`: every player the code returns is the stone that fills the line (``line[0]``,
  ``board[r][c]``, the loop's player whose line was found): it never names the player to move.

As in code_claims, each answers True only on a clear finding; anything not foreseen refutes nothing.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def f(b):\\n    for p in ('X', 'O'):\\n        if all(c == p for row in b for c in row):\\n"
    ...         "            return p\\n    return None")
    >>> source = Source((ast.parse(text),), (text,))
    >>> tries_both_players(source), returns_the_lines_owner(source)
    (True, True)
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source, called_name

_SIDES = frozenset({"X", "O"})


def _constants(node: ast.AST) -> set[object]:
    return {item.value for item in ast.walk(node) if isinstance(item, ast.Constant)}


def _both_sides_literal(node: ast.AST) -> bool:
    """``("X", "O")``, ``["O", "X"]``: a literal holding both players' stones."""
    return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and {
        item.value for item in node.elts if isinstance(item, ast.Constant)} >= _SIDES


def _side_loop_targets(source: Source) -> set[str]:
    """The names a loop (or a comprehension) binds to each player in turn: ``for p in ("X", "O")``."""
    loops = [node for node in source.nodes() if isinstance(node, (ast.For, ast.comprehension))]
    return {loop.target.id for loop in loops if isinstance(loop.target, ast.Name) and _both_sides_literal(loop.iter)}


def _cells_compared_with_each_other(node: ast.AST) -> bool:
    """``b[0][0] == b[0][1] == b[0][2]``: a chain of equalities between cells only (no player among them), true for
    whichever stone fills the line; ``line.count(line[0])``; ``len(set(line)) == 1``."""
    if isinstance(node, ast.Compare) and len(node.ops) >= 2 and all(isinstance(op, ast.Eq) for op in node.ops):
        return all(isinstance(operand, ast.Subscript) for operand in (node.left, *node.comparators))
    if isinstance(node, ast.Call) and called_name(node) == "count" and isinstance(node.func, ast.Attribute):
        return (len(node.args) == 1 and isinstance(node.args[0], ast.Subscript)
                and ast.dump(node.args[0].value) == ast.dump(node.func.value))
    if isinstance(node, ast.Call) and called_name(node) == "len" and len(node.args) == 1:
        inner = node.args[0]
        return isinstance(inner, ast.Call) and called_name(inner) == "set"
    return False


def _calls_with_each_side(source: Source) -> bool:
    """One function called with ``"X"`` and, elsewhere, with ``"O"``: ``wins(board, "X")``, ``wins(board, "O")``."""
    sides: dict[str, set[object]] = {}
    for node in source.nodes():
        if isinstance(node, ast.Call) and (name := called_name(node)) is not None:
            sides.setdefault(name, set()).update(
                arg.value for arg in node.args if isinstance(arg, ast.Constant) and arg.value in _SIDES)
    return any(found >= _SIDES for found in sides.values())


def picks_a_side(source: Source) -> bool:
    """The code chooses one player by a condition: ``"X" if x > o else "O"``, or indexes ``("X", "O")``."""
    for node in source.nodes():
        if isinstance(node, ast.IfExp) and all(isinstance(branch, ast.Constant) for branch in (node.body, node.orelse)):
            if {node.body.value, node.orelse.value} == _SIDES:  # type: ignore[attr-defined]
                return True
        if isinstance(node, ast.Subscript) and _both_sides_literal(node.value):
            return True
    return False


def tries_both_players(source: Source) -> bool:
    """The code tests the lines for both players (see the module's docstring) and picks no side by a condition."""
    if picks_a_side(source):
        return False
    nodes = source.nodes()
    return bool(_side_loop_targets(source)) or _calls_with_each_side(source) or any(
        _cells_compared_with_each_other(node) for node in nodes)


def _player_returns(source: Source) -> list[ast.expr]:
    """What the code's returns give that may be a player: not None, a bool, a number, a test (``all(...)``, ``a ==
    b``) or a count."""
    found = []
    for node in source.nodes():
        if not isinstance(node, ast.Return) or node.value is None:
            continue
        value = node.value
        if isinstance(value, ast.Constant) and (value.value is None or isinstance(value.value, (bool, int, float))):
            continue
        if isinstance(value, (ast.Compare, ast.BoolOp)) or (isinstance(value, ast.UnaryOp)
                                                            and isinstance(value.op, ast.Not)):
            continue
        if isinstance(value, ast.Call) and called_name(value) in ("all", "any", "len", "sum", "bool"):
            continue
        found.append(value)
    return found


def returns_the_lines_owner(source: Source) -> bool:
    """Every player the code returns is the stone that fills the line found: a cell (``line[0]``,
    ``board[r][c]``), a name bound to a cell (``owner = line[0]``), or the player a loop over ``("X", "O")`` is
    testing; and there is at least one such return."""
    returned = _player_returns(source)
    if not returned:
        return False
    from_cells = {target.id for node in source.nodes() if isinstance(node, ast.Assign)
                  and isinstance(node.value, ast.Subscript) for target in node.targets if isinstance(target, ast.Name)}
    owners = from_cells | _side_loop_targets(source)
    # ``("O", "X")[stones % 2]`` indexes the players by a count, not a cell of the line: it names no owner.
    return all((isinstance(value, ast.Subscript) and not _both_sides_literal(value.value))
               or (isinstance(value, ast.Name) and value.id in owners) for value in returned)
