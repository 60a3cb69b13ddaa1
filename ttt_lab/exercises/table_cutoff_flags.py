"""Bound flags of the code's own, set where a cutoff stores them (Bruce Moreland's ``RecordHash(depth, beta,
hashfBETA)`` at ``if val >= beta:``), read from the code: which stores contradict the code's own read.

A table whose flags are numbers (``hashfEXACT, hashfALPHA, hashfBETA = 0, 1, 2``) says nothing of its kinds a
value can show, so "mixes up lower and upper bounds" came with the general hint (keep alpha and beta from before
the loop). Code written in MAX and MIN halves, one mirrored from the other, shows more (blind43's tt_03): where it
reads an entry, ``flags == hashfALPHA and val <= alpha`` makes hashfALPHA the flag of an UPPER bound; where MIN's
half cuts off, ``if val <= alpha: record_hash(..., hashfBETA)`` stores that value, an upper bound, under the flag
of a lower one, while MAX's half, ``if val >= beta: record_hash(..., hashfBETA)``, is right. The message then
says which half, and the hint asks for its flags swapped there only.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = '''
    ... def f(e, val, alpha, beta, t):
    ...     if e.flag == UP and e.val <= alpha:
    ...         return alpha
    ...     if e.flag == LOW and e.val >= beta:
    ...         return beta
    ...     if val >= beta:
    ...         t.record(val, LOW)
    ...     if val <= alpha:
    ...         t.record(val, LOW)
    ... '''
    >>> cutoff_flags_mirrored(Source((ast.parse(text),), (text,)))
    ('val <= alpha', 'LOW', 'upper', 'lower', 'val >= beta')
"""

from __future__ import annotations

import ast
import dataclasses

from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import Problem


def _edge_kind(test: ast.AST) -> str | None:
    """``v <= alpha`` (or ``<``): "upper"; ``v >= beta`` (or ``>``): "lower"; the edge named as the code names it."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1):
        return None
    op, edge = test.ops[0], test.comparators[0]
    name = edge.id.lower() if isinstance(edge, ast.Name) else edge.attr.lower() if isinstance(edge, ast.Attribute) else ""
    if isinstance(op, (ast.LtE, ast.Lt)) and "alpha" in name:
        return "upper"
    if isinstance(op, (ast.GtE, ast.Gt)) and "beta" in name:
        return "lower"
    return None


def _flag_compared(test: ast.AST) -> str | None:
    """The flag a read compares an entry's field with: ``entry["flags"] == hashfALPHA`` gives hashfALPHA."""
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Eq, ast.Is)):
        for side in (test.comparators[0], test.left):
            if isinstance(side, ast.Name):
                return side.id
            if isinstance(side, ast.Attribute) and side.attr.isupper():
                return side.attr
    return None


def _read_meanings(source: Source) -> dict[str, str]:
    """Each flag's kind where the code reads an entry: ``flag == F and value <= alpha`` makes F an upper bound's."""
    meanings: dict[str, set[str]] = {}
    for node in source.nodes():
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
            flags = [flag for part in node.values if (flag := _flag_compared(part)) is not None]
            kinds = {kind for part in node.values if (kind := _edge_kind(part)) is not None}
            if len(flags) == 1 and len(kinds) == 1:
                meanings.setdefault(flags[0], set()).update(kinds)
    return {flag: kinds.pop() for flag, kinds in meanings.items() if len(kinds) == 1}


def cutoff_flags_mirrored(source: Source | None) -> tuple[str, str, str, str, str] | None:
    """(the wrong cutoff's test, the flag it stores, the kind its value is, the kind the flag means, a right
    cutoff's test) where one cutoff stores the flag the code's own read takes for the other kind and another
    cutoff stores its flag right: one half of the code mirrored. None where the code does not show both."""
    if source is None:
        return None
    meanings = _read_meanings(source)
    if set(meanings.values()) != {"lower", "upper"}:
        return None
    wrong: list[tuple[str, str, str, str]] = []
    right: list[tuple[str, str, str, str]] = []
    for node in source.nodes():
        if not (isinstance(node, ast.If) and (held := _edge_kind(node.test)) is not None):
            continue
        stored = {n.id for statement in node.body for n in ast.walk(statement)
                  if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id in meanings}
        if len(stored) != 1:
            continue
        flag = stored.pop()
        (right if meanings[flag] == held else wrong).append((source.segment(node.test), flag, held, meanings[flag]))
    if not wrong or not right:
        return None
    return (*wrong[0], right[0][0])


def said_of_a_mirrored_cutoff(problem: Problem, source: Source | None) -> Problem:
    """``problem`` (bounds mixed up) with the cutoff that stores the wrong flag, where one half of the code is
    right and the other mirrored (:func:`cutoff_flags_mirrored`); ``problem`` itself otherwise."""
    found = cutoff_flags_mirrored(source)
    if found is None:
        return problem
    test, flag, held, meant, kept = found
    an = {"upper": "an upper", "lower": "a lower"}
    half = "MIN's" if held == "upper" else "MAX's"  # MIN cuts off at value <= alpha, MAX at value >= beta
    where = (f" Your code stores an entry's kind as a flag where it cuts off: `if {kept}:` stores its flag rightly,"
             f" but `if {test}:` stores `{flag}`, the flag your read takes for {an[meant]} bound, where the value is"
             f" {an[held]} bound: the flags of {half} half of your code are swapped (mirrored from the other's).")
    hint = (f"In {half} half of your code (with `if {test}:`) swap the flags you store: there the cutoff ({test}) is"
            f" {an[held]} bound, and a node where no move moved the window is {an[meant]} bound. The other half is"
            " right: value <= alpha is an UPPER bound and value >= beta a LOWER bound at MAX's nodes and MIN's alike,"
            " since both hold X's values.")
    return dataclasses.replace(problem, detail=problem.detail + where, hint=hint)
