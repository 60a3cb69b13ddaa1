"""UCB1 written as AlphaZero's PUCT: ``wins / (1 + n) + c * sqrt(N) / (1 + n)`` (a prior of 1).

Code ported from AlphaZero-style searches keeps PUCT's exploration term ``sqrt(N) / (1 + n)``: no
logarithm, and ``1 + visits`` in the denominator so that a child never visited divides. Every visited
child's score is then wrong, and the child never visited gets a finite score instead of ``math.inf``.
"Never explores unvisited children first" names only that symptom: the formula itself is the mistake,
and the unvisited child's score is its consequence (:func:`unvisited_from_puct` tells the two as one).

Each shape is a :class:`~ttt_lab.exercises.engine.Mistake` of
:func:`~ttt_lab.exercises.mcts.mistaken_ucb` (knob ``puct``; the term alone beside UCB1's win rate is
:mod:`~ttt_lab.exercises.mcts_amounts`' model of the same name), refuted where the code shows no such
term (:func:`has_no_puct_term`): a logarithm in the code, or no ``1 +`` in a denominator.
"""

from __future__ import annotations

import ast
import dataclasses
import math
from collections.abc import Callable

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.harness import _close
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.mcts_amounts import PUCT_EXPLORATION
from ttt_lab.exercises.report import Problem

PUCT_STYLE = PUCT_EXPLORATION  # the name mcts_amounts gives the term alone beside UCB1's win rate: one mistake
PUCT_HINT = ("UCB1 is wins / visits + c * sqrt(math.log(parent_visits) / visits), and math.inf for a child never"
             " visited (visits == 0). PUCT's sqrt(parent_visits) / (1 + visits) is AlphaZero's term, made for a"
             " prior from a network: without the logarithm it explores far more as the parent's visits grow, and"
             " its 1 + visits scores a child never visited instead of trying it first.")


def puct_score(wins: float, visits: float, parent: float, c: float, rate: str) -> float:
    """PUCT's score with a prior of 1: ``c * sqrt(N) / (1 + n)`` added to the win rate, which is
    ``wins / (1 + n)`` (``rate == "plus one"``, as the ported Q()) or ``wins / n`` (any other)."""
    win_rate = wins / (1 + visits) if rate == "plus one" else wins / visits
    return win_rate + c * math.sqrt(parent) / (1 + visits)


def _adds_one(node: ast.AST) -> bool:
    """``node`` holds ``1 + x`` or ``x + 1``."""
    return any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.Add)
               and any(isinstance(side, ast.Constant) and side.value == 1 for side in (n.left, n.right))
               for n in ast.walk(node))


def has_no_puct_term(source: Source) -> bool:
    """The code cannot compute PUCT's term: it takes a logarithm somewhere, or never divides by a
    ``1 +`` sum (PUCT's denominator). Code not read refutes nothing."""
    nodes = source.nodes()
    if not nodes:
        return False
    if any(isinstance(node, (ast.Name, ast.Attribute)) and "log" in str(getattr(node, "id", getattr(node, "attr", "")))
           for node in nodes):
        return True
    return not any(isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) and _adds_one(node.right)
                   for node in nodes)


def _puct_words(because: str) -> Callable[[Source], tuple[str, str] | None]:
    def words(source: Source) -> tuple[str, str] | None:
        """The explanation with the student's own division by ``1 + ...`` quoted."""
        divisions = [node for node in source.nodes() if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div)
                     and _adds_one(node.right)]
        if not divisions:
            return None
        quoted = "; ".join(dict.fromkeys(f"`{source.segment(node)}`" for node in divisions))
        return f"{because} (your code: {quoted})", PUCT_HINT
    return words


def puct_mistakes() -> list[Mistake]:
    """PUCT's Q and U as ported, both over 1 + n (the term alone beside UCB1's win rate is
    mcts_amounts' ``PUCT_EXPLORATION`` model already)."""
    because = ("computes wins / (1 + n) + c * sqrt(N) / (1 + n), AlphaZero's PUCT with a prior of 1: no logarithm, and"
               " 1 + visits in both denominators")
    return [Mistake(PUCT_STYLE, because, PUCT_HINT, knobs=(("puct", "plus one"),), refuted_by=has_no_puct_term,
                    worded=_puct_words(because))]


def unvisited_from_puct(found: list[Problem], unvisited: list[Problem], unvisited_got: float | None,
                        unvisited_case: tuple[float, int, int, float]) -> tuple[list[Problem], bool]:
    """``found`` with the child never visited told as the PUCT formula's consequence, where the formula
    named gives it exactly the score it got; and whether it was (the separate problem is then dropped)."""
    if not (unvisited and found and found[0].name == PUCT_STYLE and unvisited_got is not None):
        return found, False
    wins, visits, parent, c = unvisited_case
    if not _close(unvisited_got, puct_score(wins, visits, parent, c, "plus one")):
        return found, False
    first = dataclasses.replace(found[0], detail=f"{found[0].detail}\n{unvisited[0].detail} The same 1 + visits gives"
                                " it that finite score: a child never visited competes instead of being tried first.")
    return [first, *found[1:]], True
