"""The error model of minimax: every mistake the minimax checkers name, in one list.

:data:`MINIMAX_MISTAKES` gathers the catalogues (:mod:`~ttt_lab.exercises.mistake_catalogues`,
the loop, sign, sentinel and child-call models...) with minimax's own: the game altered so that
code which never tests ``game.is_terminal`` (in one helper or both) or stops only at wins sees
it, and the root's turn taken for the wrong player. The order is the order a name is given when
two explain the same values.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ttt_lab.exercises.child_call_models import child_call_mistakes
from ttt_lab.exercises.code_claims import cannot_round, negates_nothing
from ttt_lab.exercises.cutoff_tests import zero_as_unfinished_words
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.finished_child_returns import finished_return_mistakes
from ttt_lab.exercises.harness import INF, _Rescored
from ttt_lab.exercises.hint_checks import Source, called_name, read_source
from ttt_lab.exercises.loop_models import (
    KEEPS_LAST,
    base_case_mistakes,
    loop_mistakes,
    negation_mistakes,
    root_only_mistakes,
)
from ttt_lab.exercises.lost_or_drawn_leaves import max_won_or_lost_mistakes
from ttt_lab.exercises.mistake_catalogues import (
    combination_mistakes,
    depth_mistakes,
    finished_child_mistakes,
    player_mistakes,
    sign_mistakes,
)
from ttt_lab.exercises.own_depth_models import own_depth_mistakes
from ttt_lab.exercises.report import (
    EVALUATES_TERMINAL,
    IGNORES_TERMINAL,
    MOVE_NUMBER_AS_VALUE,
    ROUNDS_DOWN,
    SWAPPED,
    WIN_LOSS_LEAVES,
    WRONG_DRAW,
    WRONG_PLAYER,
)
from ttt_lab.exercises.root_start_models import root_start_mistakes
from ttt_lab.exercises.scope_models import root_state_mistakes
from ttt_lab.exercises.sign_models import (
    counted_down_bonus_mistakes,
    negated_best_mistakes,
    sign_and_size_mistakes,
)
from ttt_lab.exercises.signed_store_models import raw_kept_mistakes
from ttt_lab.exercises.start_models import sentinel_start_mistakes
from ttt_lab.exercises.terminal_models import (
    decided_lost_mistakes,
    draw_searched_mistakes,
    draw_unfinished_mistakes,
    finished_at_call_mistakes,
    finished_scoring_mistakes,
    lost_or_nothing_mistakes,
    mover_credited_mistakes,
    sentinel_mistakes,
)

DEPTH_FROM_MOVES = "stops at a depth of its own: as many plies as the root has moves"
"""blind36's mm_06 (Cledersonbc's tic-tac-toe minimax: depth = len(empty_cells(board))): on a full
game the moves left at the root are the plies left, so the limit is never felt; on a tree whose
depth exceeds its branching the search stops early and scores the unfinished positions there 0."""

OUTCOME_SUM = "adds up every outcome below a move instead of its minimax value"
"""blind22's m01 (SO 6240995): each move scored by the total of the finished games below it, wins
minus losses, and the best total picked at the root."""


def counts_nothing(source: Source) -> bool:
    """Code that never calls len(): it cannot take its depth from the number of moves at the root (a search
    with a fixed default depth tested before the end fits the same values on the graded trees, and was named so)."""
    return bool(source.trees) and not any(called_name(node) == "len" for node in source.nodes()
                                          if isinstance(node, ast.Call))


def _no_base_case(game: Any) -> Any:
    """``game`` as code that never tests is_terminal sees it: a finished game (no moves left) is
    worth -inf to MAX and +inf to MIN, the starting values of their loops."""
    MAX = game.players[0]
    return _Rescored(game, lambda s: -INF if game.to_move(s) == MAX else INF)


def _no_base_case_for(side: int) -> Callable[[Any], Any]:
    """``_no_base_case`` in one player's function alone (MAX-VALUE or MIN-VALUE without its test):
    a finished game where that player (``game.players[side]``) is to move is worth its loop's start."""
    def alter(game: Any) -> Any:
        MAX, mover = game.players[0], game.players[side]

        def scored(s: Any) -> float:
            if game.to_move(s) != mover:
                return float(game.utility(s, MAX))
            return -INF if mover == MAX else INF

        return _Rescored(game, scored)

    return alter


def _draws_unscored(game: Any) -> Any:
    """``game`` as code that stops only at wins sees it: a full board without a winner is worth
    -inf to MAX and +inf to MIN."""
    MAX = game.players[0]

    def scored(s: Any) -> float:
        u = float(game.utility(s, MAX))
        return u if u else (-INF if game.to_move(s) == MAX else INF)

    return _Rescored(game, scored)


def _min_at_root(case: Any) -> bool:
    return bool(case.game.to_move(case.state) != case.game.players[0])


def _max_at_root(case: Any) -> bool:
    return not _min_at_root(case)


def _unfinished_root(case: Any) -> bool:
    return not case.game.is_terminal(case.state)


_ROOT_TURN_HINT = ("Whose turn it is is a fact of the position: at every node, the root included, maximise"
                   " where game.to_move(state) == game.players[0] and minimise otherwise, whoever moved first"
                   " and however deep the node is.")

def _signs_read_from_code() -> list[Mistake]:
    """The sign slips, with the negamax value never turned to MAX's view refuted where the code
    negates nothing (:func:`~ttt_lab.exercises.code_claims.negates_nothing`): the same values then
    come from code that computes the root mover's value, its leaves scored for that player
    (wave 25's mm_01, ``maximizer = game.to_move(state)``), named by its side after it."""
    signs = sign_mistakes()
    unconverted = next(m for m in signs if m.knobs == (("answer", "mover unfinished"),))
    return [replace(m, refuted_by=negates_nothing) if m is unconverted else m for m in signs] + [
        Mistake(WRONG_PLAYER, "returns the value for the side to move at the root, not for MAX: where MIN is to move"
                " at an unfinished root it computes MIN's value (each finished game scored for the root's mover,"
                " player = game.to_move(state), and that player's value maximised)", "Return MAX's value whoever is to"
                " move: score every finished game with game.utility(state, game.players[0]), not for the player to"
                " move at the root, and take the max where MAX is to move, the min where MIN is.",
                knobs=unconverted.knobs, applies=unconverted.applies)]


MINIMAX_MISTAKES = [
    Mistake(IGNORES_TERMINAL, "never tests game.is_terminal, so a finished game (no moves left) is"
            " worth -inf to MAX and +inf to MIN",
            "Start with: if game.is_terminal(state): return game.utility(state, game.players[0]).",
            alter=_no_base_case),
    *(Mistake(IGNORES_TERMINAL, f"never tests game.is_terminal where {side} is to move (the test missing from"
              f" {side}-VALUE alone), so a finished game there is worth its loop's start, {start}",
              f"Start {side}-VALUE, like the other function, with: if game.is_terminal(state): return"
              " game.utility(state, game.players[0]).", alter=_no_base_case_for(index))
      for index, side, start in ((0, "MAX", "-inf"), (1, "MIN", "+inf"))),
    Mistake(WRONG_DRAW, "stops only at wins, so a full board without a winner is worth -inf to MAX and"
            " +inf to MIN instead of 0",
            "A full board is finished too: test game.is_terminal(state), which is true for wins and draws,"
            " instead of looking for a winner.", alter=_draws_unscored,
            # Code that calls game.is_terminal but stops on `value != 0` (blind40's ab_01) is told of its test.
            worded=zero_as_unfinished_words()),
    *draw_unfinished_mistakes(),
    *player_mistakes(),
    *combination_mistakes(),
    *sentinel_start_mistakes(),
    *root_start_mistakes(),  # a root loop of its own started at 0, the nodes below right (root_start_models)
    Mistake(WRONG_PLAYER, "returns MIN's value instead of MAX's",
            "Return the value for MAX (game.players[0]): +1 where MAX can force a win.",
            knobs=(("answer", "negated"),)),
    *_signs_read_from_code(),
    # Code that starts with MAX-VALUE and code that counts turns from the depth's parity give the
    # same values (the levels alternate): the text names both, and the hint assumes neither.
    Mistake(SWAPPED, "takes the root for MAX's turn even where MIN is to move (it always starts with"
            " MAX-VALUE, or counts whose turn it is from the depth's parity)", _ROOT_TURN_HINT,
            knobs=(("turns", "swapped"),), applies=_min_at_root),
    Mistake(SWAPPED, "takes the root for MIN's turn even where MAX is to move (it always starts with"
            " MIN-VALUE, or counts whose turn it is from the depth's parity)", _ROOT_TURN_HINT,
            knobs=(("turns", "swapped"),), applies=_max_at_root),
    # AIMA's minimax_decision with player = game.to_move(state): the root mover's utilities, the root maximised
    # (blind30's d02). Where MAX moves at the root it is minimax; the estimate at a depth limit stays MAX's.
    # After the plain root turn: code that starts the root as MAX and evaluates finished games fits both, and
    # has no player = game.to_move(state) (blind32's dl_01, a flag alternated from a MAX root).
    Mistake(WRONG_PLAYER, "takes the side to move at the root for the player whose value it computes (player ="
            " game.to_move(state)): finished games are scored for that player and the root maximises, so where MIN"
            " is to move at the root it computes MIN's value (an estimate at a depth limit still MAX's), not MAX's",
            "Score every finished game for MAX,"
            " game.utility(state, game.players[0]), and maximise where MAX is to move, minimise where MIN is: the"
            " value is MAX's whoever moves at the root.", knobs=(("leaf", "root"), ("turns", "swapped")),
            applies=_min_at_root),
    # The same player = game.to_move(state) in the utility call alone, each node's rule still read from who moves
    # there (AIMA's max_value/min_value chosen by the root's mover, blind46's dl_03): where MIN is to move at the
    # root, every finished game gets MIN's sign and nothing else changes (an estimate at a depth limit stays MAX's).
    Mistake(WRONG_PLAYER, "scores each finished game for the side to move at the root (game.utility with the player"
            " taken once, at the root, game.to_move(state)), not for MAX, while each node still maximises"
            " where MAX moves and minimises where MIN does: where MIN is to move at the root, every finished game"
            " gets MIN's sign", "Score every finished game for MAX, game.utility(state, game.players[0]), whoever"
            " moves at the root: the rule at each node (max for MAX, min for MIN) already speaks for MAX.",
            knobs=(("leaf", "root"),), applies=_min_at_root),
    # Who won, 1, -1 or 0, in a helper below the root, whose entry returns a finished root's utility itself (blind46's
    # mm_03, chunkymunky0's impBot). Beside "the value for the player to move" it is the helper's own view: the
    # root's mover's +1 when that player won (maximizerMark = game.to_move(state)), the root maximised.
    Mistake(WIN_LOSS_LEAVES, "scores each finished game below the root by who won, 1, -1 or 0 (a finished root"
            " itself by its utility), so a leaf worth 6 counts as 1", "A finished game is worth its utility,"
            " game.utility(state, game.players[0]), whatever its size (AIMA's trees have leaves worth 2 to 14), at"
            " every depth: who won is not its value.", knobs=(("leaf", "sign below root"),)),
    *depth_mistakes(),
    Mistake(DEPTH_FROM_MOVES, "searches a full game with a depth limit of its own, the number of moves at the root"
            " (in tic-tac-toe the empty cells, which is how many plies are left), and scores an unfinished position"
            " at that limit 0: on a game that lasts longer than it has moves at the root it stops early and calls"
            " unfinished positions draws", "A full minimax has no depth limit: search every move to the end of the"
            " game and score only finished games. The moves at the root say nothing of how long the game lasts.",
            knobs=(("depth_from_moves", True), ("horizon", "zero")), applies=lambda case: case.depth is None,
            refuted_by=counts_nothing),
    # A tutorial's fixed depth kept (depth=5 in the example call, 0 for a position still going): the
    # graded trees six plies deep show it (blind48's ab_03), as negamax's and expectimax's catalogues do.
    *own_depth_mistakes(),
    *finished_child_mistakes(),
    *root_only_mistakes(),
    *loop_mistakes(),
    *negation_mistakes(),
    *root_state_mistakes(),
    *base_case_mistakes(),
    *finished_at_call_mistakes(),
    # Also found by watching evaluate's calls (minimax.py); as a model it pairs with a second slip.
    Mistake(EVALUATES_TERMINAL, "tests the depth before game.is_terminal, so a finished game at the depth limit"
            " is evaluated", "Test game.is_terminal(state) before the depth: a finished game is worth its"
            " utility.", knobs=(("depth_first", True),), applies=lambda case: case.depth is not None),
    # No test for a finished game at all, under a depth limit: one slip, with two faces (issue 27,
    # blind12's dl02): a finished game at the limit is evaluated, one above it searched on, with no
    # moves, worth its loop's start. Not the pair "depth first" + "no test", which deny each other.
    Mistake(EVALUATES_TERMINAL, "never tests game.is_terminal, so a finished game at the depth limit is evaluated"
            " and one above it is searched on: it has no moves, and is worth its loop's start (-inf where MAX is"
            " to move, +inf where MIN is)", "Test game.is_terminal(state) first, before the depth: a finished game"
            " is worth its utility, game.utility(state, game.players[0]), at the limit and above it.",
            knobs=(("depth_first", True),), alter=_no_base_case, applies=lambda case: case.depth is not None),
    # blind22's d05 (burneikis/Pyss): one test for both, `if depth == 0 or game.is_terminal(state): return
    # evaluate(state)`: every finished game evaluated, above the limit too (after the models above, which it covers).
    Mistake(EVALUATES_TERMINAL, "evaluates every finished game (one test for both, as in if depth == 0 or"
            " game.is_terminal(state): return evaluate(state)), at the depth limit and above it, where its utility"
            " is known exactly", "Give a"
            " finished game its own test before the depth's: if game.is_terminal(state): return"
            " game.utility(state, game.players[0]); evaluate only a position that is not finished, at depth 0.",
            knobs=(("terminal_evaluated", True),), applies=lambda case: case.depth is not None),
    *draw_searched_mistakes(),  # a draw searched on above the limit; with the model above, one test that sees only wins
    # MAX-VALUE or MIN-VALUE without its test under a top function that has its own: a finished
    # root is scored right, every finished game below it is worth that helper's loop's start.
    *(Mistake(IGNORES_TERMINAL, f"never tests game.is_terminal where {side} is to move below the root (the test"
              f" missing from {side}-VALUE alone, while the function at the top has its own), so a finished game"
              f" there is worth its loop's start, {start}", f"Start {side}-VALUE, like the other function, with:"
              " if game.is_terminal(state): return game.utility(state, game.players[0]).",
              alter=_no_base_case_for(index), applies=_unfinished_root)
      for index, side, start in ((0, "MAX", "-inf"), (1, "MIN", "+inf"))),
    # The estimate made a whole number (evaluation.py's ROUNDS_DOWN, there read from the scores): only
    # of code that can round (refuted_by), at the depth limit alone.
    *(Mistake(ROUNDS_DOWN, f"makes the estimate at the depth limit a whole number with {how}, so {what}",
              "Return the estimate as it is, return evaluate(state): without int(), // or floor() it keeps its"
              " fraction, and two positions a little apart stay apart.", knobs=(("rounded_estimate", knob),),
              applies=lambda case: case.depth is not None, refuted_by=cannot_round)
      for knob, how, what in (("trunc", "int() (int(evaluate(state)))", "its fraction is cut toward 0: 3.5 becomes 3"
                               " and -0.5 becomes 0"),
                              ("floor", "// or floor()", "it is rounded down: 3.5 becomes 3 and -0.5 becomes -1"))),
    # blind14's d02 (a real dpdorado AlphaBeta.py): `if depth == 1: v = evaluate(child)` in one helper's loop,
    # the children evaluated directly (finished ones too, which the watch on evaluate names) and v overwritten.
    *(Mistake(KEEPS_LAST, f"sets v to each child's evaluation in turn where {side} is to move at depth 1 (`if depth =="
              f" 1: v = evaluate(child)` in the loop, where v = {rule}(v, ...) belongs), so such a node is worth its"
              " last child's estimate", f"At depth 1 too, combine each child with the best so far: v = {rule}(v,"
              f" {helper}(game, child, depth - 1, evaluate)); the child's own search evaluates it at depth 0 (or"
              " scores it, if the game is over).", knobs=(("shortcut_last", kind),),
              applies=lambda case: case.depth is not None)
      for kind, side, rule, helper in (("min", "MIN", "min", "max_value"), ("max", "MAX", "max", "min_value"))),
    *negated_best_mistakes(),
    *sign_and_size_mistakes(),
    *child_call_mistakes(),
    *sentinel_mistakes(),
    *mover_credited_mistakes(),
    *decided_lost_mistakes(),
    *lost_or_nothing_mistakes(),
    *max_won_or_lost_mistakes(),  # a draw -1 too (lost_or_drawn_leaves)
    *finished_scoring_mistakes(),
    *finished_return_mistakes(),
    *raw_kept_mistakes(),
    *(Mistake(MOVE_NUMBER_AS_VALUE, f"returns, below the root, the number of the best move (counted from {base})"
              " where the position's value belongs, so each parent compares move numbers as if they were values"
              " (only children that end the game are valued right)", "Return the best value itself (the number the"
              " comparison picked), and keep the move's number, if you need it, in a variable of its own; where"
              " the root wants the move too, return the pair (value, move).", knobs=(("move_number", base),),
              applies=lambda case: case.depth is None)
      for base in (1, 0)),
    Mistake(OUTCOME_SUM, "scores each move by the sum of all the finished games below it (wins added, losses"
            " subtracted, every reply counted), then picks the largest or smallest sum where minimax would pick"
            " the best reply at every level", "A move is worth what the game comes to when both sides play their"
            " best after it, not the total of every way it could end: below the root too, a position is worth"
            " the max of its children's values where MAX is to move and the min where MIN is. Call your minimax"
            " on the child instead of adding up its outcomes.", knobs=(("outcome_sum", True),),
            applies=lambda case: case.depth is None),
    *counted_down_bonus_mistakes(),
]
"""The error model of minimax, in the order a name is given when two explain the same values."""


def zero_taken_for_missing(fn: Callable[..., Any], utility: float) -> tuple[str, str] | None:
    """(detail, hint) for a finished game worth 0 evaluated by code that takes its value or the
    evaluation, ``value or evaluate(state)`` (blind24's dl06): 0 is falsy, so a draw (a leaf worth 0)
    counts as having no value. ``None`` where the game evaluated is not worth 0, or the code has no such ``or``."""
    if utility != 0:
        return None
    source = read_source(fn)
    compared = draw_taken_for_unfinished(fn, utility)  # the other way to lose a draw: its 0 compared, not falsy
    if compared is not None:
        return compared
    for node in source.nodes():
        if (isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and len(node.values) == 2
                and isinstance(node.values[1], ast.Call) and "evaluat" in ast.unparse(node.values[1].func).lower()):
            code = source.segment(node)
            return (f"That finished game is worth 0, and your code reads its value with `{code}`: 0 is false in"
                    " Python, so `or` takes the evaluation for a finished game worth 0 (a draw), as if it had no value.",
                    f"Do not use `or` to choose between a value and the evaluation: test `is None` (or"
                    f" game.is_terminal(state)) and return the value itself when it has one, 0 too: `{code}` treats"
                    " 0 as missing.")
    return None


def _utility_helpers(source: Source) -> set[str]:
    """``utility`` and the functions of the source that return a call of it (``_checkWinner``: ``return
    self.game.utility(state, self.player)``)."""
    found = {"utility"}
    for tree in source.trees:
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
                    isinstance(r, ast.Return) and isinstance(r.value, ast.Call) and called_name(r.value) == "utility"
                    for r in ast.walk(node)):
                found.add(node.name)
    return found


def draw_taken_for_unfinished(fn: Callable[..., Any], utility: float) -> tuple[str, str] | None:
    """(detail, hint) for a finished game worth 0 evaluated by code that tells a finished game by its
    utility against 0 (blind64's dl_02: ``w = self._checkWinner(state)``, a helper returning the
    utility, then ``if w != 0: return True, w``): a draw is finished and worth 0, so it is taken for a
    game still going, evaluated at the limit and searched on above it. The test for a game still going
    (the hint "test game.is_terminal first") would ask for what such code already calls. ``None`` where the
    game evaluated is not worth 0, or the code compares no utility with 0."""
    if utility != 0:
        return None
    source = read_source(fn, levels=2)
    helpers = _utility_helpers(source)
    from_utility = {target.id for node in source.nodes() if isinstance(node, ast.Assign)
                    and isinstance(node.value, ast.Call) and called_name(node.value) in helpers
                    for target in node.targets if isinstance(target, ast.Name)}
    for node in source.nodes():
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.Eq, ast.NotEq))):
            continue
        sides = (node.left, node.comparators[0])
        zero = any(isinstance(s, ast.Constant) and s.value == 0 and type(s.value) is int for s in sides)
        named = next((s.id for s in sides if isinstance(s, ast.Name) and s.id in from_utility), None)
        if zero and named is not None:
            code = source.segment(node)
            return (f"That finished game is a draw, worth 0, and your code tells a finished game by `{code}`, where"
                    f" {named} is its utility: a draw is finished too, but its utility is 0, so it is taken for a game"
                    " still going: evaluated at the depth limit, and searched on above it (with no moves left, it"
                    " is worth the loop's start, -inf or +inf).",
                    f"Tell a finished game by game.is_terminal(state) alone, not by its utility: `{code}` misses a"
                    " draw. Return the utility of every finished game, 0 included.")
    return None
