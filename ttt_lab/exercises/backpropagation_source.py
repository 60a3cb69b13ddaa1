"""Backpropagation's slips that only the code tells apart (issue 27, failure mode 1).

Turning the winner to the other side at every node AND crediting a node whose mover equals
it flips the sides twice: the movers already alternate up the path, so every node with a
mover gets the last node's result, exactly the values of a reward never flipped. The values
cannot tell the two apart; the code can, and a hint asking the first code to "flip the
reward" asks for what it already does.

Example:
    >>> from ttt_lab.exercises.hint_checks import read_source
    >>> def backpropagate(path, winner):
    ...     for node in reversed(path):
    ...         node.visits += 1
    ...         if node.mover == winner:
    ...             node.wins += 1
    ...         winner = 'O' if winner == 'X' else 'X'
    >>> winner_flipped_and_compared(read_source(backpropagate))[1]
    'node.mover == winner'
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.code_names import rename_by_code, renamed
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import Problem

FLIPS_TWICE = "flips the sides twice: turns the winner at every node and compares each node's mover with it"


def _mentions(node: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(node))


def winner_flipped_and_compared(source: Source) -> tuple[str, str] | None:
    """(the flip, the test): inside one loop, a name turned from itself (``winner = other(winner)``,
    ``side = 'O' if side == 'X' else 'X'``) and compared with a node's ``.mover``; ``None`` where
    the code has no such pair."""
    for loop in source.nodes():
        if not isinstance(loop, (ast.For, ast.While)):
            continue
        inside = list(ast.walk(loop))
        for flip in inside:
            if not (isinstance(flip, ast.Assign) and len(flip.targets) == 1 and isinstance(flip.targets[0], ast.Name)
                    and _mentions(flip.value, flip.targets[0].id)):
                continue
            name = flip.targets[0].id
            for test in inside:
                if not (isinstance(test, ast.Compare) and len(test.ops) == 1
                        and isinstance(test.ops[0], (ast.Eq, ast.NotEq, ast.Is, ast.IsNot))):
                    continue
                sides = (test.left, test.comparators[0])
                if (any(isinstance(s, ast.Name) and s.id == name for s in sides)
                        and any(isinstance(s, ast.Attribute) and s.attr == "mover" for s in sides)):
                    return source.segment(flip), source.segment(test)
    return None


def name_double_flip(problems: list[Problem], fn: Callable[..., Any], never_flips: str) -> list[Problem]:
    """``problems`` with the reward-never-flipped model (named ``never_flips``) renamed
    :data:`FLIPS_TWICE` when the code turns the winner and still tests the mover against it."""
    def applies(p: Problem) -> bool:
        return p.name == never_flips and not p.note

    return rename_by_code(problems, applies, lambda: winner_flipped_and_compared(read_source(fn)), lambda p, found: renamed(
        p, FLIPS_TWICE, f"Your code turns the winner to the other side at every node (`{found[0]}`) and credits a node"
        f" where `{found[1]}`: the movers already alternate up the path, so the two flips cancel and every node with"
        " a mover gets the last node's result (both sides' nodes a win, or neither's); that explains every update"
        " your function returned.", "Flip one thing only: compare node.mover with the playout's winner as it came"
        " (drop the line that turns the winner), or start a reward at the last node's result and turn it (reward ="
        " 1 - reward) without testing the mover."))
