"""Slips of the loop over the moves the general model states as knobs but no catalogue declared:
the best overwritten by every child (:func:`loop_mistakes`), and slips at the root alone
(:func:`root_only_mistakes`), for the diagnosis engine.

At the root alone: code that chooses the move in a function of
its own (a loop over the root's moves with a running best, AIMA's MINIMAX-DECISION) and values
each child with a helper that is right. A slip in that loop (the test that picks MAX's or MIN's
rule turned, a comparison copied from the other branch, a move left out of the loop) changes the
root's value and move, and nothing below it.

Each is a :class:`~ttt_lab.exercises.engine.Mistake` whose knobs are those of
:func:`~ttt_lab.exercises.error_model.mistaken_value` plus ``root_only``; a checker that declares
them predicts with :func:`root_only_value` where ``root_only`` is set. Like every mistake, one is
named only when it reproduces every value the student returned.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> game = TreeGame([[3, 12], [2, 4]])
    >>> root_only_value(game, game.initial_state(), {"root_only": True, "turns": "swapped"})
    2.0
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.code_claims import negates_every_child
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.error_model import mistaken_value
from ttt_lab.exercises.report import (
    NOT_CONVERTED,
    SKIPS_FIRST_MOVE,
    SKIPS_LAST_MOVE,
    SWAPPED,
    WRONG_COMPARISON,
)
from ttt_lab.exercises.root_rules import one_root_loop_words

ROOT_ONLY = "root_only"
KEEPS_LAST = "keeps the last child's value, not the best"
NEGATES_ONE_KIND = "negates the children's values in one kind of node only"
NEVER_KEEPS = "never keeps a child's value as its best"
UTILITY_EVERYWHERE = "returns the utility of unfinished positions"


def negation_mistakes(negamax: bool = False) -> list[Mistake]:
    """A negamax written inside a search for MAX whose test for negating a child reads the parent's
    side alone (a child's side compared with a number, or a sign that is always +1). With ``negamax``:
    the same slip in a negamax graded as one (blind28's ng01, ``score = -modifier * negamax(child)``, the
    side's sign in front of the child's value), read per side; its finished games the side to move's."""
    hint = ("Negate the children's values at every node or at none: minimax keeps MAX's values everywhere"
            " (no minus at all), negamax the side to move's (every child's value negated, then the largest).")
    if negamax:
        return [Mistake(NEGATES_ONE_KIND, f"negates the children's values where {side} is to move and not where"
                        f" {other} is (the side's sign in front of the child's value, -sign * negamax(child), which is"
                        f" +negamax(child) where {other} moves), then takes the largest", "Negamax negates every"
                        " child's value, whoever is to move: score = -negamax(child), with no sign of the side in"
                        " front of it (the side's sign belongs at a finished game alone).", knobs=(("negate", kind),))
                for kind, side, other in (("max only", "MAX", "MIN"), ("min only", "MIN", "MAX"))]
    return [
        Mistake(NEGATES_ONE_KIND, f"negates the children's values where {side} is to move and not where {other} is"
                f" (a minus in {side}-VALUE alone, or a negamax whose test for negating a child reads the parent's"
                " side alone: a side compared with a number, a child's sign that is always 1)", hint,
                knobs=(("negamax", True), ("negate", kind), ("answer", "max")))
        for kind, side, other in (("max only", "MAX", "MIN"), ("min only", "MIN", "MAX"))
    ] + [
        Mistake(NOT_CONVERTED, "searches in negamax form with a side's sign that is +1 for MIN too (1 if ... else"
                " 1): finished games stay scored for MAX, a child is negated only where its own sign (-1 for MIN)"
                " differs from the node's, and the node keeps the largest", "The sign of the side to move is +1"
                " where MAX moves and -1 where MIN does: a finished game is worth sign * utility for MAX, and"
                " every child's value is negated.", knobs=(("negamax", True), ("leaf", "max"), ("negate", "max only"),
                                                           ("answer", "max"))),
        Mistake(NOT_CONVERTED, "searches in negamax form with a side's sign that is +1 for MIN too, read for the"
                " children the same way: finished games stay scored for MAX, no child is ever negated, and every"
                " node keeps the largest", "The sign of the side to move is +1 where MAX moves and -1 where MIN"
                " does: a finished game is worth sign * utility for MAX, and every child's value is negated.",
                knobs=(("negamax", True), ("leaf", "max"), ("negate", False), ("answer", "max")),
                refuted_by=negates_every_child),
        Mistake(NOT_CONVERTED, "turns its negamax value to MAX's view the wrong way round (v where MIN is to move,"
                " -v where MAX is): every unfinished position's value comes out negated, while a finished one"
                " (scored apart) is right", "A negamax value is the side to move's: return v where"
                " game.to_move(state) == game.players[0], and -v where MIN is to move.",
                knobs=(("answer", "negated unfinished"),)),
    ]


def loop_mistakes() -> list[Mistake]:
    """The running best updated wrongly in every node: by every child, or by none."""
    keep_hint = ("Keep a child only when it beats the best so far: `if value > best: best, move = value, a`"
                 " (< for MIN), with the assignment inside the if.")
    return [
        Mistake(KEEPS_LAST, "sets the best to every child's value in turn (best = value outside its if, or the"
                " if's body dedented), or returns the loop's last value where the best belongs, so each node keeps"
                " its last child's value", keep_hint,
                knobs=(("last_only", True),)),
        *(Mistake(KEEPS_LAST, f"sets the best to every child's value in turn where {side} is to move (best ="
                  " value outside its if there), so those nodes keep their last child's value", keep_hint,
                  knobs=(("last_only", kind),)) for kind, side in (("max", "MAX"), ("min", "MIN"))),
        Mistake(NEVER_KEEPS, "never sets the best from a child (the update deleted, or its test never true), so"
                " every node keeps its start, -inf for MAX and +inf for MIN", keep_hint,
                knobs=(("stuck", "both"),)),
    ]


def negamax_loop_mistakes() -> list[Mistake]:
    """The running best of a negamax never set from a child: :func:`loop_mistakes`' NEVER_KEEPS in
    negamax form, where every node starts at -inf."""
    return [
        Mistake(NEVER_KEEPS, "never sets the best from a child (the update deleted, or its test never true: it"
                " compares a value with itself, v > v), so every unfinished position keeps its start, -inf",
                "Keep a child only when it beats the best so far: `if value > best: best = value`, comparing the"
                " child's negated value with the best (not a value with itself).", knobs=(("stuck", "both"),)),
    ]


def base_case_mistakes() -> list[Mistake]:
    """The base case's return dedented out of its terminal test: every position, finished or not,
    worth game.utility(state, MAX) (0 for an unfinished tic-tac-toe board); knob ``utility_everywhere``."""
    return [
        Mistake(UTILITY_EVERYWHERE, "returns game.utility(state, ...) for every position, finished or not (the"
                " return left its `if game.is_terminal(state):`, one indent to the left), so the search below"
                " never runs and an unfinished position is worth its utility, 0", "Return the utility only"
                " under `if game.is_terminal(state):` (indented under it); an unfinished position is searched.",
                knobs=(("utility_everywhere", True),)),
    ]


def root_only_value(game: Any, state: Any, knobs: dict[str, Any], depth: int | None = None,
                    evaluate: Callable[[Any], float] | None = None) -> float:
    """The root's value with ``knobs`` applied at the root alone, each child valued rightly (by
    :func:`mistaken_value` without knobs, to the depth left)."""
    rest = {key: value for key, value in knobs.items() if key != ROOT_ONLY}

    def right(child: Any) -> float:
        return mistaken_value(game, child, {}, None if depth is None else depth - 1, evaluate)

    # A depth of 1 with the right values as the "evaluation": the knobs act on the root, and only there.
    return mistaken_value(game, state, rest, 1, right)


def root_only_mistakes() -> list[Mistake]:
    """The root's slips, for checkers of searches that may return ``(value, move)``."""
    rule_hint = ("The root is a node like the others: maximise where game.to_move(state) == game.players[0],"
                 " minimise otherwise, in the function that picks the move as in the one that values the"
                 " children.")
    loop_hint = "Loop over every move at the root: for move in game.actions(state), with no slice."
    root = ((ROOT_ONLY, True),)
    return [
        Mistake(SWAPPED, "turns the test that picks the root's rule (!= for ==, or players[1] for players[0]"
                " in the function that chooses the move): the min where MAX is to move at the root, the max"
                " where MIN is, while the values below the root are right", rule_hint,
                knobs=(*root, ("turns", "swapped"))),
        Mistake(WRONG_COMPARISON, "compares the wrong way in the root's MIN branch (>= or > where < belongs, a"
                " copy of MAX's test): at the root MIN keeps the largest child, while the values below it are"
                " right", "At a MIN root keep a child when it is SMALLER than the best so far: value < best.",
                # A root with no MIN branch, one loop keeping the largest child (blind40's mm_03), is told so.
                knobs=(*root, ("turns", "max")), worded=one_root_loop_words),
        Mistake(WRONG_COMPARISON, "compares the wrong way in the root's MAX branch (<= or < where > belongs, a"
                " copy of MIN's test): at the root MAX keeps the smallest child, while the values below it are"
                " right", "At a MAX root keep a child when it is LARGER than the best so far: value > best.",
                knobs=(*root, ("turns", "min"))),
        Mistake(SKIPS_FIRST_MOVE, "never tries the root's first move (a loop over moves[1:] in the function that"
                " chooses the move), while the values below the root are right", loop_hint,
                knobs=(*root, ("skip_first", "both"))),
        Mistake(SKIPS_LAST_MOVE, "never tries the root's last move (a loop over moves[:-1] in the function that"
                " chooses the move), while the values below the root are right", loop_hint,
                knobs=(*root, ("skip_last", "both"))),
        Mistake(KEEPS_LAST, "sets the root's best to every child's value in turn (the update `best, move = value,"
                " a` outside its if, in the function that chooses the move), so the root keeps its last move and"
                " that move's value, while the values below the root are right", "Keep a child only when it beats"
                " the best so far: `if value > best: best, move = value, a` (< for MIN), with the assignment"
                " inside the if.", knobs=(*root, ("last_only", True))),
    ]
