"""Which rules the function that chooses the root's move has, read from the student's source
(issue 27, failure mode 1: an explanation's words follow the code,
:attr:`~ttt_lab.exercises.engine.Mistake.worded`).

"At the root MIN keeps the largest child" has two causes with the same values: a MIN branch at
the root whose test is a copy of MAX's (``>`` where ``<`` belongs), and a root with no MIN branch
at all, one loop that keeps the largest child whoever is to move (blind40's mm_03, a root loop
ported from public code). Telling the second of a "MIN branch (a copy of MAX's test)" describes
code the student does not have; :func:`one_root_loop_words` tells it of its one loop instead.

The source is only read (parsed, never run).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def pick(game, state):\\n    best = -1e9\\n    for a in game.actions(state):\\n"
    ...         "        v = value(game, game.result(state, a))\\n        if v > best:\\n            best = v\\n"
    ...         "    return best")
    >>> keeps_largest_whoever_moves(Source((ast.parse(text),), (text,)))
    True
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.code_claims import has_min_rule
from ttt_lab.exercises.hint_checks import Source

_LOOPS = (ast.For, ast.While, ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp)


def keeps_largest_whoever_moves(source: Source) -> bool:
    """The student's own function (the first of the source, the one that chooses the move) has exactly
    one loop and no MIN rule anywhere in it (:func:`~ttt_lab.exercises.code_claims.has_min_rule`: no min,
    no ``<``, no +inf to start from): it keeps the largest child whoever is to move. Its helpers, which
    value the children, are not read."""
    if not source.trees:
        return False
    root = Source(source.trees[:1], source.texts[:1])
    return (sum(isinstance(node, _LOOPS) for node in root.nodes()) == 1 and not has_min_rule(root)
            and not _tests_the_turn(root))


def _turn_read(node: ast.AST, names: set[str]) -> bool:
    return any((isinstance(inner, ast.Attribute) and inner.attr in ("to_move", "players"))
               or (isinstance(inner, ast.Name) and (inner.id in names or any(
                   word in inner.id.lower() for word in ("max", "min", "turn", "player"))))
               for inner in ast.walk(node))


def _tests_the_turn(root: Source) -> bool:
    """Some test of the root function (an if, a conditional expression, a comprehension's filter) reads whose turn it is: game.to_move,
    game.players, or a name bound to a comparison of them (``maximizing = game.to_move(state) == ...``; a child's value
    computed from them is no such name). Such a root has a
    branch per side, even when both branches compare alike (``v > best if maximizing else v > best``)."""
    names: set[str] = set()
    for node in root.nodes():
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Compare) and _turn_read(node.value, set()):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    tests = [node.test for node in root.nodes() if isinstance(node, (ast.If, ast.IfExp, ast.While))]
    tests += [test for node in root.nodes() if isinstance(node, ast.comprehension) for test in node.ifs]
    return any(_turn_read(test, names) for test in tests)


def one_root_loop_words(source: Source) -> tuple[str, str] | None:
    """The words of "compares the wrong way in the root's MIN branch" for code whose root has no MIN
    branch, one loop that keeps the largest child whoever is to move (:func:`keeps_largest_whoever_moves`);
    ``None`` keeps the catalogue's words."""
    if not keeps_largest_whoever_moves(source):
        return None
    return ("chooses the root's move in one loop that keeps the largest child whoever is to move (MAX's test,"
            " and no MIN branch): at a MIN root it keeps the largest child too, while the values below it are right",
            "The root's rule depends on who is to move there: where MIN is to move (game.to_move(state) !="
            " game.players[0]) keep a child when it is SMALLER than the best so far (value < best, the best starting"
            " at +inf); where MAX is, keep the larger.")
