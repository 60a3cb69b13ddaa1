"""Alpha-beta with a one-bound window: each child handed only its parent's best value so far.

Code ported from "minimax with a best-value argument" (CS50's ``minimax_value(board, best_value)``,
blind42's ab_02) passes a node's running best down as the child's only bound and stops a child
once one of its own children beats it. That is alpha-beta's shallow cutoff, with no bound from
further up the path: no deep cutoffs, so it scores more leaves than alpha-beta (its value stays
right). The quiz names the same reading ``SHALLOW_ONLY``; here it is a model of the searched
leaves (knob ``window`` ``"parent best"`` of :func:`~ttt_lab.exercises.alphabeta_models.knobbed_alphabeta`),
alone or beside the strict convention (a cut only when the child is strictly better).

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> from ttt_lab.exercises.alphabeta_models import knobbed_alphabeta
    >>> game = TreeGame([5, [[[4, 9], 1]]])  # the MIN node [4, 9] may stop on the root's 5
    >>> knobbed_alphabeta(game, (), {}, on_equal=True)
    (5.0, [(0,), (1, 0, 0, 0), (1, 0, 1)])
    >>> knobbed_alphabeta(game, (), {"window": "parent best"}, on_equal=True)  # no deep cutoff: 9 is scored
    (5.0, [(0,), (1, 0, 0, 0), (1, 0, 0, 1), (1, 0, 1)])
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.quiz_models import SHALLOW_ONLY
from ttt_lab.exercises.report import KEEPS_VISITING, Problem

PARENT_BOUND_ONLY = SHALLOW_ONLY
"""One name for one reading, in the quiz and in the alpha-beta checker."""


def parent_bound_mistakes() -> list[Mistake]:
    """The child called with its parent's running best as its only bound."""
    return [Mistake(PARENT_BOUND_ONLY, "hands each child only its parent's best value so far as a bound, not the"
                    " window (alpha, beta) of the whole path: a node stops on a value its parent already has, but"
                    " never on one from further up, so the deep cutoffs are missed and more leaves are scored",
                    "Pass both bounds down: search(child, alpha, beta), with alpha raised at MAX nodes and beta"
                    " lowered at MIN nodes as the loop goes. A node two levels down may stop on the bound of its"
                    " grandparent (a deep cutoff), which the parent's best alone never gives.",
                    knobs=(("window", "parent best"),))]


def _stops(node: ast.If) -> bool:
    """An ``if`` on a comparison whose body returns or breaks: a node's cutoff that does stop its loop."""
    return (isinstance(node.test, ast.Compare) and any(isinstance(op, (ast.Gt, ast.GtE, ast.Lt, ast.LtE))
                                                       for op in node.test.ops)
            and any(isinstance(statement, (ast.Return, ast.Break)) for statement in node.body))


def stops_already_hint(source: Source) -> str | None:
    """The hint for "keeps visiting children after a cutoff" in code whose loops do stop on a comparison at
    two places or more (a MAX node's test and a MIN node's, blind42's ab_02 returning on `new_value >
    best_value`): "return as soon as..." asks for what it has; what it stops on is to be looked at. ``None``
    for code with fewer such tests (the catalogue's hint, naming the kind of node that never stops, stays)."""
    tests = [node for loop in source.nodes() if isinstance(loop, ast.For)
             for node in ast.walk(loop) if isinstance(node, ast.If) and _stops(node)]
    tests = list({id(test): test for test in tests}.values())  # an if in nested loops is met once per loop
    if len(tests) < 2:
        return None
    shown = " and ".join(f"`{source.segment(test.test)}`" for test in tests[:2])
    return (f"Your loops do stop early ({shown}), yet at the node shown the search went on past a cutoff: look at what"
            " those tests compare with. A node stops once v reaches the bound of the whole path above it (beta at a"
            " MAX node, alpha at a MIN node, handed down and narrowed as the loops above go), not only a value its"
            " parent has, and on equality too (>= beta, <= alpha).")


GENERIC_STOP_HINT = "Return v as soon as"
GENERIC_STOP_HINTS = (GENERIC_STOP_HINT, "Stop the node as soon as")
"""How the hints for "keeps visiting" begin where they name no kind of node and no loop: the leaf comparison's
on trees (alphabeta_leaves._keeps_visiting) and the boards' where no model of their leaves fits
(alphabeta_rows.row_cutoff_problems, blind46's ab_05 before its own order was modelled): the hints that ask
for a stop the code may already make."""


def vet_stops_already(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with the generic hint of "keeps visiting children after a cutoff" replaced by
    :func:`stops_already_hint` where the code stops its loops already; more specific hints (a kind of
    node that never stops, a break that leaves only the inner loop) stay."""
    if not any(p.name == KEEPS_VISITING and p.hint.startswith(GENERIC_STOP_HINTS) for p in problems):
        return problems
    hint = stops_already_hint(read_source(fn, levels=2))
    if hint is None:
        return problems
    return [dataclasses.replace(p, hint=hint) if p.name == KEEPS_VISITING and p.hint.startswith(GENERIC_STOP_HINTS)
            else p for p in problems]
