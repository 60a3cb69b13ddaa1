"""Checking a student's iterative deepening: ``fn(game, state, evaluate, max_depth)`` returns one
``(value, move)`` per iteration, for depths 1, 2, ... ``max_depth``.

Each iteration is compared with :func:`ttt_lab.search.alphabeta` at that depth (plain
utilities, the same evaluation): the value must be alpha-beta's, the move one of the moves
whose depth-limited value is the best. A wrong list is matched against typical bugs: depths
that do not go up one at a time, iterations one ply off, a move kept from the first
iteration.

Example:
    >>> from ttt_lab.search import alphabeta
    >>> def deepen(game, state, evaluate, max_depth):
    ...     found = []
    ...     for depth in range(1, max_depth + 1):
    ...         result = alphabeta(game, state, depth=depth, evaluate=evaluate)
    ...         found.append((result.value, result.move))
    ...     return found
    >>> check_iterative_deepening(deepen, quiet=True).passed
    True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from ttt_lab.exercises import anytime_aspiration
from ttt_lab.exercises.anytime_aspiration import ASPIRATION_STARTS, aspiration_mistakes, from_words
from ttt_lab.exercises.anytime_inner import inner_search_problems, root_values
from ttt_lab.exercises.anytime_lags import STALE_VALUE, VALUE_LAGS, lagged_values, passes_loop_depth_unchanged
from ttt_lab.exercises.anytime_options import OPTION_MISTAKES
from ttt_lab.exercises.anytime_ranges import loop_worded, range_because, range_worded
from ttt_lab.exercises.anytime_views import EVAL_VIEW, VALUE_VIEW
from ttt_lab.exercises.anytime_walk import WALKS_DOWN_MISTAKES, after_best_moves
from ttt_lab.exercises.engine import Mistake, diagnoses, fit_problems, name_mistake
from ttt_lab.exercises.harness import _as_number, _close, _error_summary, _num, _nums_apart, _Printed, _shown
from ttt_lab.exercises.limit_in_loop import name_limit_in_loop
from ttt_lab.exercises.report import (
    CRASHES,
    DEPTH_OFF_BY_ONE,
    FULL_MOVES,
    IGNORES_DEPTH,
    NOT_A_NUMBER,
    PAIR_SWAPPED,
    WRONG_MOVE,
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.search import alphabeta, line_evaluation

NOT_ONE_PER_DEPTH = "does not search each depth from 1 up, once"
STALE_MOVE = "keeps an earlier iteration's move"
REPEATS_LAST = "fills every iteration with the last one's answer"
KEEPS_BEST = "keeps the best value of the iterations so far"
MAX_DEPTH_EVERY_TIME = "searches max_depth at every iteration"
KEEPS_LIST = "keeps its list of iterations from one call to the next"
LAST_ONLY = "returns the last iteration alone, not one per depth"
NO_RESEARCH = "keeps an aspiration window's result without searching again"
NO_ITERATIONS = "returns no iterations"
RESULT_OBJECTS = "appends the search's result, not a (value, move) pair"
DEEPEST_FIRST = "returns the iterations deepest first"
MOVES_ONLY = "returns the moves alone, not (value, move) pairs"
VALUES_ONLY = "returns the values alone, not (value, move) pairs"
WITH_DEPTH = "returns triples with the depth, not (value, move) pairs"
LATER_MOVE = "pairs every iteration with the last iteration's move"
STOPS_AT_PROOF = "stops once a search proves a win or a loss"

_HINTS = {
    NOT_ONE_PER_DEPTH: "Loop depth = 1, 2, ... max_depth, run one depth-limited search per depth and append"
                       " its (value, move): the list has max_depth entries, the i-th for depth i + 1.",
    DEPTH_OFF_BY_ONE: "Iteration d searches d plies below the root: pass depth=d, not d - 1 or d + 1.",
    STALE_MOVE: "Each iteration's move is the one that iteration found best: take it from that search,"
                " not from an earlier one (an earlier move only decides what to try first).",
    STALE_VALUE: "Each iteration's value is the one that iteration's search returned: append it in the same"
                 " step as its move, not the value kept from the iteration before.",
    KEEPS_BEST: "A deeper search does not only improve on a shallower one: it corrects it. Report each"
                " iteration's own value and move, even when it is worse than an earlier one.",
    MAX_DEPTH_EVERY_TIME: "Iteration d searches to depth d: pass the loop's depth to the search, not max_depth.",
    PAIR_SWAPPED: "Each iteration is a pair (value, move): the value first, then the move.",
    NO_ITERATIONS: "Loop depth = 1, 2, ... max_depth (range(1, max_depth + 1): a loop whose range or while test"
                   " is false at once runs no search), and append each search's (value, move) to the list you return.",
    NO_RESEARCH: "A value at or beyond the aspiration window's edge (fail low or high) is only a bound: search"
                 " that depth again with the full window (or a wider one) before you keep it.",
    RESULT_OBJECTS: "Append the pair the exercise asks for, (result.value, result.move), not the result object"
                    " alphabeta returns: a caller that reads each iteration as value, move = ... cannot unpack it.",
    DEEPEST_FIRST: "Append each iteration at the end (found.append((value, move))): the i-th entry is depth i + 1,"
                   " so the last is the deepest, the answer a caller that runs out of time keeps.",
    MOVES_ONLY: "Append the pair the exercise asks for, (result.value, result.move), not the move alone: the caller"
                " reads each iteration's value (how good the move looks at that depth) as well as its move.",
    WITH_DEPTH: "Append the pair the exercise asks for, (value, move): the depth is the entry's place in the list"
                " (the i-th is depth i + 1), and a caller that unpacks value, move = entry fails on a triple.",
    VALUES_ONLY: "Append the pair the exercise asks for, (result.value, result.move), not the value alone: the"
                 " caller plays each iteration's move.",
    REPEATS_LAST: "Append a new pair for each iteration, (value, move): appending one list or dict that"
                  " you keep changing puts the same object, with the last iteration's answer, in every slot.",
}

_POSITIONS = ((3, 3, 3, "XO./.X./..."), (3, 3, 3, "X../.O./..."), (4, 4, 3, "X.../.O../..../...."),
              (3, 3, 3, "XOX/.O./..."), (3, 3, 3, "XX./O../O.."))
"""The last has a win in one: a loop that stops once a search proves the game shows it."""
_MAX_DEPTH = 4
_FIRST_DEPTHS, _LAST_DEPTHS = (0, 1, 2), (-2, -1, 0, 1)
"""The loops of depths a range slip makes: range(first, max_depth + 1 + last), every pair of these but (1, 0)."""
_ASPIRATION_WIDTHS = (0.01, 0.05, 0.1, 0.2, 0.25, 0.5)
"""Half-widths of an aspiration window students pick (a model per width: the answers tell which)."""

_NAMED_RANGES = {(1, 0), (0, -1), (2, 1), (1, -1), (1, 1), (2, 0), (1, -2)}
"""The correct loop, and the ranges named on their own below (one ply off, one short, one more...)."""


MISTAKES = [
    *OPTION_MISTAKES,
    Mistake(DEPTH_OFF_BY_ONE, "searches depths 0, 1, ... max_depth - 1", _HINTS[DEPTH_OFF_BY_ONE],
            knobs=(("depths", "from zero"),), refuted_by=passes_loop_depth_unchanged),
    Mistake(DEPTH_OFF_BY_ONE, "searches depths 2, 3, ... max_depth + 1", _HINTS[DEPTH_OFF_BY_ONE],
            knobs=(("depths", "from two"),), refuted_by=passes_loop_depth_unchanged),
    *[Mistake(NOT_ONE_PER_DEPTH, range_because(first, last), _HINTS[NOT_ONE_PER_DEPTH], knobs=(("depths", (first, last)),),
              worded=range_worded(first, last, _MAX_DEPTH, _HINTS[NOT_ONE_PER_DEPTH]))  # the code's loop, if other
      for first in _FIRST_DEPTHS for last in _LAST_DEPTHS if (first, last) not in _NAMED_RANGES],
    Mistake(NOT_ONE_PER_DEPTH, "searches every other depth", _HINTS[NOT_ONE_PER_DEPTH], knobs=(("depths", "step two"),),
            worded=loop_worded(lambda top: list(range(1, top + 1, 2)), _MAX_DEPTH, _HINTS[NOT_ONE_PER_DEPTH])),
    Mistake(NOT_ONE_PER_DEPTH, "stops one depth short, at max_depth - 1", _HINTS[NOT_ONE_PER_DEPTH],
            knobs=(("depths", "one short"),)),
    Mistake(NOT_ONE_PER_DEPTH, "goes on to depth max_depth + 1", _HINTS[NOT_ONE_PER_DEPTH],
            knobs=(("depths", "one more"),)),
    Mistake(NOT_ONE_PER_DEPTH, "starts at depth 2: it searches depths 2, 3, ... max_depth, leaving depth 1 out",
            _HINTS[NOT_ONE_PER_DEPTH], knobs=(("depths", "from two to max"),)),
    Mistake(NOT_ONE_PER_DEPTH, "stops two depths short, at max_depth - 2", _HINTS[NOT_ONE_PER_DEPTH],
            knobs=(("depths", "two short"),)),
    Mistake(NOT_ONE_PER_DEPTH, "doubles the depth at each iteration (1, 2, 4, 8, ...), one (value, move) per"
            " iteration", _HINTS[NOT_ONE_PER_DEPTH], knobs=(("depths", "doubling"),)),
    Mistake(NOT_ONE_PER_DEPTH, "doubles the depth at each iteration (1, 2, 4, ...) while it is at most"
            " max_depth", _HINTS[NOT_ONE_PER_DEPTH], knobs=(("depths", "doubling to max"),)),
    Mistake(FULL_MOVES, "searches 2·d plies at iteration d (depth 2, 4, 6, ...: a depth counted in moves of both"
            " players, one for each side)", "Iteration d searches d plies below the root, each player's move one"
            " ply: pass depth=d, not 2 * d.", knobs=(("depths", "twice"),)),
    Mistake(LAST_ONLY, "returns the last iteration alone (one (value, move) pair, or a list of one)",
            _HINTS[NOT_ONE_PER_DEPTH],
            knobs=(("depths", "last only"),)),
    Mistake(STALE_MOVE, "keeps the first iteration's move", _HINTS[STALE_MOVE], knobs=(("move", "first"),)),
    Mistake(STALE_MOVE, "pairs each value with the move of the iteration before", _HINTS[STALE_MOVE],
            knobs=(("move", "previous"),)),
    # The pair recorded before the move is updated: iteration 1 gets the move held before any search.
    *[Mistake(STALE_MOVE, f"pairs each value with the move of the iteration before, {first} at the first iteration"
              " (the move held before any search): it records the pair before it takes the new move",
              "Take this iteration's move before you record the pair: found.append((value, move)) with the move"
              " of the same search. Appending (value, best_move) and only then setting best_move = move records"
              " the move of the iteration before.", knobs=(("move", knob),))
      for knob, first in (("previous, none first", "None"), ("previous, first action first", "the first legal move"))],
    Mistake(STALE_MOVE, "pairs each value with the move of the best value so far (the largest, whoever moves)",
            _HINTS[STALE_MOVE], knobs=(("move", "best for X so far"),)),
    Mistake(STALE_MOVE, "pairs each value with the move of the best value so far for the side to move",
            _HINTS[STALE_MOVE], knobs=(("move", "best so far"),)),
    *[Mistake(STALE_MOVE, f"takes a new iteration's move only where its value {what} the previous iteration's"
              f" ({view}), and keeps the move it had otherwise", _HINTS[STALE_MOVE],
              knobs=(("move", f"on rise{tie}{mover}"),))
      for tie, what in (("", "is larger than"), (" or tie", "is at least")) for mover, view in (
          ("", "the larger, whoever moves"), (" for mover", "better for the side to move"))],
    Mistake(STOPS_AT_PROOF, "stops once a search proves a win or a loss",
            "Every depth from 1 to max_depth gets its (value, move), even after a search finds a proven"
            " win or loss: the caller asked for max_depth iterations.", knobs=(("stop at proof", True),)),
    Mistake(STALE_VALUE, "pairs each move with the value of the iteration before", _HINTS[STALE_VALUE],
            knobs=(("value", "previous"),)),
    *VALUE_LAGS,  # the first value the root's evaluation (anytime_lags)
    Mistake(REPEATS_LAST, "appends the same object every iteration and changes it", _HINTS[REPEATS_LAST],
            knobs=(("repeat", True),)),
    Mistake(MAX_DEPTH_EVERY_TIME, "searches to max_depth at every iteration", _HINTS[MAX_DEPTH_EVERY_TIME],
            knobs=(("repeat", True),)),
    Mistake(KEEPS_BEST, "keeps the best (value, move) for the side to move over the iterations so far",
            _HINTS[KEEPS_BEST], knobs=(("running best", True),)),
    Mistake(KEEPS_BEST, "keeps the largest (value, move) of the iterations so far, as if X were always to move: a new"
            " iteration replaces it only where its value is strictly larger, so where O moves, or a deeper search"
            " finds less, an earlier iteration's answer is repeated", _HINTS[KEEPS_BEST],
            knobs=(("running best", "largest"),)),
    Mistake(DEEPEST_FIRST, "returns the iterations deepest first (a loop counting down from max_depth, each inserted at the front,"
            " or the list reversed)", _HINTS[DEEPEST_FIRST], knobs=(("reversed", True),)),
    Mistake(IGNORES_DEPTH, "searches to the end of the game at every iteration",
            "Pass each iteration's depth to the search: depth=d, with the evaluation at the limit.",
            knobs=(("depths", "no limit"),)),
    *aspiration_mistakes(NO_RESEARCH, _ASPIRATION_WIDTHS, _HINTS[NO_RESEARCH]),
    Mistake(LATER_MOVE, "pairs each iteration's value with the move of the last (deepest) iteration, not its own",
            "Each iteration's move is the one that same search found best: append (value, move) of one search"
            " together, inside the loop; values paired with one move variable after the loop all get the deepest"
            " iteration's move.", knobs=(("move", "last"),)),
    # The previous value taken for a bound the deeper search cannot cross (alpha where X moves, beta where O
    # moves, or alpha whoever moves): a one-sided aspiration window, never searched again.
    *[Mistake(NO_RESEARCH, f"searches each depth after the first with the previous iteration's value as {how}, and"
              " keeps what comes back, even when the deeper value lies beyond it (then it is only a bound)",
              "The previous iteration's value bounds nothing: a deeper search may find less (or more). Search each"
              " depth with the full window, or, when you narrow it, search again with the full window where the"
              " value comes back at the window's edge or beyond.", knobs=(("previous as bound", side),))
      for side, how in (("mover", "alpha where X moves (as beta where O moves)"), ("alpha", "alpha"))],
    VALUE_VIEW,  # its words follow the code's form (anytime_views)
    *WALKS_DOWN_MISTAKES,
    EVAL_VIEW,
]
"""The mistakes of iterative deepening the checker can name: knobs of :func:`_predict`."""


@cache
def _cases() -> tuple[tuple[Any, Any, Any, str], ...]:
    cases = []
    for m, n, k, text in _POSITIONS:
        game = TicTacToe() if (m, n, k) == (3, 3, 3) else MNK(m, n, k)
        cases.append((game, game.parse(text), line_evaluation(game), f"{text} on {m}x{n} k={k}"))
    return tuple(cases)


def _best_moves(game: Any, state: Any, depth: int | None, evaluate: Any) -> set[Any]:
    if depth is not None and depth <= 0:
        return {None, *game.actions(state)}  # a depth-0 search chooses no move: any will do
    below = None if depth is None else depth - 1
    values = {move: alphabeta(game, game.result(state, move), depth=below, evaluate=evaluate).value
              for move in game.actions(state)}
    pick = max if game.to_move(state) == game.players[0] else min
    best = pick(values.values())
    return {move for move, value in values.items() if _close(value, best)}


@cache
def _iteration(case_index: int, depth: int | None, mover_view: bool, quick: bool = False) -> tuple[float, frozenset[Any]]:
    """Alpha-beta's value at ``depth`` on a case (with ``quick_wins`` if ``quick``), and the moves best there."""
    game, state, evaluate, _ = _cases()[case_index]
    if mover_view:
        inner = evaluate

        def evaluate(s: Any) -> float:
            return inner(s) if game.to_move(s) == game.players[0] else -inner(s)  # type: ignore[no-any-return]

    value = alphabeta(game, state, depth=depth, evaluate=evaluate, quick_wins=quick).value
    return value, frozenset(_best_moves(game, state, depth, evaluate))


@cache
def _aspirated(case_index: int, depth: int, around: float, width: float) -> tuple[float, frozenset[Any]]:
    """Alpha-beta's value and move at ``depth`` with the window ``around`` ± ``width``, kept as it comes."""
    game, state, evaluate, _ = _cases()[case_index]
    result = alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=around - width, beta=around + width)
    return result.value, frozenset({result.move})


@cache
def _bounded_by_previous(case_index: int, depth: int, previous: float, side: str) -> tuple[float, frozenset[Any]]:
    """Alpha-beta's value and move at ``depth`` with the previous value as alpha (``side`` "alpha", or
    "mover" where X moves) or as beta ("mover" where O moves), kept as it comes."""
    game, state, evaluate, _ = _cases()[case_index]
    as_alpha = side == "alpha" or game.to_move(state) == game.players[0]
    window = (previous, float("inf")) if as_alpha else (float("-inf"), previous)
    result = alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=window[0], beta=window[1])
    return result.value, frozenset({result.move})


_Answer = tuple[tuple[float, Any], ...]
_Prediction = tuple[tuple[float, frozenset[Any]], ...]


def _predict(case_index: int, game: Any, knobs: dict[str, Any]) -> _Prediction:
    """What iterative deepening with ``knobs`` returns: one (value, best moves) per iteration,
    each from the library's alpha-beta at the depth the mistaken loop asks for."""
    top = _MAX_DEPTH
    if "walks down" in knobs:  # each iteration from the position the earlier best moves reach
        return after_best_moves(*_cases()[case_index][:3], top, knobs["walks down"], _best_moves)
    depths: list[int | None] = {  # type: ignore[assignment]
        "from zero": list(range(0, top)), "from two": list(range(2, top + 2)), "step two": list(range(1, top + 1, 2)),
        "one short": list(range(1, top)), "one more": list(range(1, top + 2)), "last only": [top],
        "no limit": [None] * top, "from two to max": list(range(2, top + 1)), "two short": list(range(1, top - 1)),
        "doubling": [2 ** i for i in range(top)], "twice": [2 * d for d in range(1, top + 1)], "doubling to max": [2 ** i for i in range(top) if 2 ** i <= top],
    }.get(knobs.get("depths", ""), list(range(1, top + 1)))
    if isinstance(knobs.get("depths"), tuple):  # range(first, max_depth + 1 + last)
        first, last = knobs["depths"]
        depths = list(range(first, top + 1 + last))
    found = [_iteration(case_index, d, knobs.get("eval_view") == "mover", bool(knobs.get("quick_wins"))) for d in depths]
    if knobs.get("aspiration"):
        for i in range(knobs.get("aspiration_from", 2) - 1, len(found)):
            found[i] = _aspirated(case_index, depths[i], found[i - 1][0], knobs["aspiration"])  # type: ignore[arg-type]
    if knobs.get("previous as bound"):
        for i in range(1, len(found)):
            found[i] = _bounded_by_previous(case_index, depths[i], found[i - 1][0], knobs["previous as bound"])  # type: ignore[arg-type]
    if knobs.get("move") in ("first", "last"):
        found = [(value, found[0 if knobs["move"] == "first" else -1][1]) for value, _ in found]
    elif knobs.get("move") in ("best so far", "best for X so far"):
        game, state = _cases()[case_index][:2]
        sign = -1 if knobs["move"] == "best so far" and game.to_move(state) != game.players[0] else 1
        best = [max(range(i + 1), key=lambda j: (sign * found[j][0], -j)) for i in range(len(found))]
        found = [(value, found[best[i]][1]) for i, (value, _) in enumerate(found)]
    elif str(knobs.get("move", "")).startswith("on rise"):
        # The move is taken only where the value rises above the previous iteration's (or
        # reaches it, "or tie"); otherwise the move kept is the last one taken.
        game, state = _cases()[case_index][:2]
        sign = -1 if knobs["move"].endswith("for mover") and game.to_move(state) != game.players[0] else 1
        tie = "or tie" in knobs["move"]
        taken = 0
        kept = [0]
        for i in range(1, len(found)):
            rise = sign * (found[i][0] - found[i - 1][0])
            if rise > 0 or (tie and _close(found[i][0], found[i - 1][0])):
                taken = i
            kept.append(taken)
        found = [(value, found[kept[i]][1]) for i, (value, _) in enumerate(found)]
    elif knobs.get("move") == "previous":
        found = [(value, found[max(i - 1, 0)][1]) for i, (value, _) in enumerate(found)]
    elif str(knobs.get("move", "")).startswith("previous, "):  # recorded before the update: a lag from the start
        game, state = _cases()[case_index][:2]
        held = None if knobs["move"] == "previous, none first" else next(iter(game.actions(state)))
        found = [(value, frozenset({held}) if i == 0 else found[i - 1][1]) for i, (value, _) in enumerate(found)]
    if knobs.get("value_view") == "mover":
        game, state = _cases()[case_index][:2]
        sign = 1 if game.to_move(state) == game.players[0] else -1
        found = [(sign * value, moves) for value, moves in found]
    found = lagged_values(found, knobs, lambda: _iteration(case_index, 0, knobs.get("eval_view") == "mover", False)[0])
    if knobs.get("repeat"):
        found = [found[-1]] * len(found)
    if knobs.get("running best"):
        game, state = _cases()[case_index][:2]
        better = max if game.to_move(state) == game.players[0] or knobs["running best"] == "largest" else min
        found = [better(found[:i + 1], key=lambda pair: pair[0]) for i in range(len(found))]
    if knobs.get("stop at proof"):
        proven = next((i for i, (value, _) in enumerate(found) if abs(value) >= 1), None)
        found = found if proven is None else found[:proven + 1]
    if knobs.get("reversed"):
        found.reverse()
    return tuple(found)


_PROBE_SCALES = (2.0, 3.0, 5.0, 0.5)
"""Factors the evaluation is multiplied by to tell aspiration widths apart (an extra call each)."""


@cache
def _aspiration_on_scaled(case_index: int, scale: float, width: float, start: int = 2) -> _Prediction:
    """Iterative deepening with an aspiration window of half-width ``width`` and no re-search, on a
    case whose evaluation is multiplied by ``scale``: one (value, move) per depth."""
    game, state, evaluate, _ = _cases()[case_index]

    def scaled(s: Any) -> float:
        return scale * evaluate(s)  # type: ignore[no-any-return]

    first = alphabeta(game, state, depth=1, evaluate=scaled)
    found = [(first.value, frozenset(_best_moves(game, state, 1, scaled)))]
    for depth in range(2, _MAX_DEPTH + 1):
        result = alphabeta(game, state, depth=depth, evaluate=scaled, alpha=found[-1][0] - width if depth >= start
                           else -float("inf"), beta=found[-1][0] + width if depth >= start else float("inf"))
        found.append((result.value, frozenset({result.move})))
    return tuple(found)


def _own_width(run: Callable[..., Any], mistake: Mistake, answers: list[_Answer | None]) -> Mistake:
    """The aspiration mistake with the student's own half-width: where the graded cases fit
    several widths alike, the student's function is called again with the evaluation scaled,
    where they differ, and the width that gives its answers is the one named."""
    knobs = dict(mistake.knobs)
    if mistake.name != NO_RESEARCH or knobs.get("aspiration") not in _ASPIRATION_WIDTHS:  # none, or the code's own
        return mistake
    widths = [(w, start) for w in _ASPIRATION_WIDTHS for start in ASPIRATION_STARTS if all(  # (half-width, first depth)
        answer is None or _same(answer, _predict(i, None, {**knobs, "aspiration": w, "aspiration_from": start}))
        for i, answer in enumerate(answers))]
    for scale in _PROBE_SCALES:
        if len(widths) < 2:
            break
        for case_index, (game, state, evaluate, _) in enumerate(_cases()):
            predictions = {w: _aspiration_on_scaled(case_index, scale, *w) for w in widths}
            if len(set(map(repr, predictions.values()))) < 2:
                continue
            try:
                returned = run(game, state, lambda s, f=evaluate, k=scale: k * f(s), _MAX_DEPTH)
                answer = tuple((float(value), _hashable(move)) for value, move in returned)
            except Exception:
                return mistake
            widths = [w for w in widths if _same(answer, predictions[w])]
            break
    by_width = {(dict(m.knobs).get("aspiration"), dict(m.knobs).get("aspiration_from", 2)): m for m in MISTAKES
                if m.name == NO_RESEARCH}
    if len(widths) == 1:
        return by_width[widths[0]]
    # A width of its own, none of the models': say what it does without a number that is not its.
    starts = {start for _, start in widths}  # the first depth named only where the answers tell it
    return Mistake(NO_RESEARCH, f"searches {from_words(starts.pop()) if len(starts) == 1 else 'the later depths'} with a narrow window around the previous value"
                   " and keeps what comes back, even when it fails low or high", mistake.hint, knobs=mistake.knobs)


class _Missing:
    """The half of a pair a function did not return (it gave moves alone, or values alone): any will do."""

    def __repr__(self) -> str:
        return "?"


MISSING: Any = _Missing()


def _same(answer: _Answer, predicted: _Prediction) -> bool:
    return len(answer) == len(predicted) and all(
        (value is MISSING or _close(value, right)) and (move is MISSING or move in moves)
        for (value, move), (right, moves) in zip(answer, predicted, strict=True))


def _triple_roles(found: list[Any], moves: set[Any]) -> tuple[int, int, int] | None:
    """Where the depth, the value and the move sit in triples such as (depth, value, move): the depth
    the place whose entries are whole numbers going up by one, the move the place of the root's moves."""
    def column(k: int) -> list[Any]:
        return [item[k] for item in found]

    depth_at = next((k for k in range(3) if all(isinstance(x, int) and not isinstance(x, bool) for x in column(k))
                     and all(b == a + 1 for a, b in zip(column(k), column(k)[1:], strict=False))), None)
    move_at = next((k for k in range(3) if k != depth_at and all(x is None or _hashable(x) in moves for x in column(k))),
                   None)
    if depth_at is None or move_at is None:
        return None
    value_at = 3 - depth_at - move_at
    if any(_as_number(x) is None or isinstance(x, (tuple, list)) for x in column(value_at)):
        return None
    return depth_at, value_at, move_at


def _half_answer(game: Any, state: Any, found: list[Any], label: str) -> tuple[Problem, _Answer] | None:
    """Iterations that are moves of the root alone, or numbers alone, not (value, move) pairs: the
    problem, and the answer with the other half :data:`MISSING` (so a second slip, the depths
    searched, say, is still named from the half given)."""
    if not found:
        return None
    moves = set(game.actions(state))
    if all(_hashable(item) in moves for item in found):
        shown = ", ".join(repr(item) for item in found[:4]) + (", ..." if len(found) > 4 else "")
        return (Problem(MOVES_ONLY, f"On {label} each iteration is a move alone ({shown}), not a (value, move)"
                        " pair: the value each search found is not there.", _HINTS[MOVES_ONLY]),
                tuple((MISSING, _hashable(item)) for item in found))
    if all(isinstance(item, (tuple, list)) and len(item) == 3 for item in found):
        roles = _triple_roles(found, moves)
        if roles is not None:
            _, value_at, move_at = roles
            order = ", ".join(("depth", "value", "move")[roles.index(k)] for k in range(3))
            return (Problem(WITH_DEPTH, f"On {label} each iteration is a triple ({order}), the first {found[0]!r}, not a"
                            " (value, move) pair; the checker reads the value and the move out of it.", _HINTS[WITH_DEPTH]),
                    tuple((float(_as_number(item[value_at]) or 0.0), _hashable(item[move_at])) for item in found))
    numbers = [_as_number(item) for item in found]
    if all(n is not None and not isinstance(item, (tuple, list)) for n, item in zip(numbers, found, strict=True)):
        shown = ", ".join(_num(n) for n in numbers[:4]) + (", ..." if len(found) > 4 else "")
        return (Problem(VALUES_ONLY, f"On {label} each iteration is a value alone ({shown}), not a (value, move)"
                        " pair: the move each search found best is not there.", _HINTS[VALUES_ONLY]),
                tuple((float(n or 0.0), MISSING) for n in numbers))
    return None


def _hashable(move: Any) -> Any:
    return tuple(move) if isinstance(move, list) else move


def _unnamed(answer: _Answer, right: _Prediction) -> str:
    """A wrong list no mistake explains: wrong values, or right values with a wrong move."""
    if len(answer) == len(right) and all(v is MISSING or _close(v, r) for (v, _), (r, _) in zip(answer, right, strict=True)):
        return WRONG_MOVE
    return WRONG_VALUE


def _where(index: int, answer: _Answer, right: _Prediction) -> str:
    """The first iteration that differs, with what alpha-beta gives at its depth."""
    label = _cases()[index][3]
    if len(answer) != len(right):
        count = "one iteration" if len(answer) == 1 else f"{len(answer)} iterations"
        return f"On {label} with max_depth={_MAX_DEPTH} it returned {count}: {list(answer)}."
    for d, ((value, move), (truth, moves)) in enumerate(zip(answer, right, strict=True), 1):
        if value is not MISSING and not _close(value, truth):
            game, state, evaluate, _ = _cases()[index]
            returned, gives = _nums_apart(value, truth)
            return (f"On {label}, iteration {d} returned {returned}; alpha-beta to depth {d} gives"
                    f" {gives}." + root_values(game, state, d, evaluate))
        if move is not MISSING and move not in moves:
            game, state, evaluate, _ = _cases()[index]
            return (f"On {label}, iteration {d} plays {move!r}; at depth {d} the best moves are {sorted(moves)}."
                    + root_values(game, state, d, evaluate))
    return f"On {label}: {list(answer)}."


def _kept_between_calls(answers: list[_Answer | None], right: list[_Prediction]) -> Problem | None:
    """A list that grows from call to call, each call's own iterations right at its end: the
    list lives on between calls (a mutable default argument, a global)."""
    grew = [i for i in range(1, len(answers)) if (answer := answers[i]) is not None
            and (before := answers[i - 1]) is not None and len(answer) > len(before) and answer[:len(before)] == before]
    if not grew or not all(_same(answers[i][-len(right[i]):], right[i]) for i in grew):  # type: ignore[index]
        return None
    i = grew[0]
    label = _cases()[i][3]
    return Problem(
        KEEPS_LIST,
        f"On {label} with max_depth={_MAX_DEPTH} it returned {len(answers[i])} iterations"  # type: ignore[arg-type]
        f" (the {len(answers[i - 1])} of the call before, then its own, which are right): its list"  # type: ignore[arg-type]
        " lives on from one call to the next.",
        "Create the list inside the function (found = [] in its body): a default value such as found=[] is made"
        " once and shared by every call, and so is a global list.",
    )


@gives_up
@diagnoses
def check_iterative_deepening(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check ``fn(game, state, evaluate, max_depth) -> [(value, move), ...]``, one pair per
    iteration from depth 1 to ``max_depth``, against alpha-beta at each depth.

    Args:
        fn: the student's function.
        quiet: do not print the report.

    Returns:
        A :class:`CheckReport` naming the bug, e.g. "keeps an earlier iteration's move".
    """
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    answers: list[_Answer | None] = []
    aliased: list[bool] = []  # whether every iteration is one object: a list appended and changed
    swapped: set[int] = set()  # the cases whose iterations are not (value, move): (move, value), result objects
    for game, state, evaluate, label in _cases():
        answers.append(None)
        try:
            returned = run(game, state, evaluate, _MAX_DEPTH)
            # {depth: (value, move)} is the same answer, in a dict: read it by depth.
            found = ([returned[d] for d in sorted(returned)] if isinstance(returned, Mapping)
                     else list(returned))
            if isinstance(returned, tuple) and len(returned) == 2 and _as_number(returned[0]) is not None and (
                    not isinstance(returned[0], (tuple, list))):
                found = [returned]  # one (value, move) pair, not a list of them
        except Exception as error:
            problems.append(Problem(CRASHES, f"On {label}: {_error_summary(error)}"))
            continue
        aliased.append(len(found) > 1 and all(item is found[0] for item in found))
        if found and all(hasattr(item, "value") and hasattr(item, "move") and not isinstance(item, (tuple, list))
                         for item in found):
            # The search's result objects themselves: the format is the slip. Read each object's
            # own value and move, so that a second slip (the depths searched, say) is named too.
            if not any(p.name == RESULT_OBJECTS for p in problems):
                first = found[0]
                problems.append(Problem(RESULT_OBJECTS, f"On {label} each iteration is a {type(first).__name__}"
                                        f" (the first: value {_shown(first.value, 20)}, move {_shown(first.move, 20)}),"
                                        " not a (value, move) pair.", _HINTS[RESULT_OBJECTS]))
            swapped.add(len(answers) - 1)
            found = [(item.value, item.move) for item in found]
        half = _half_answer(game, state, found, label)
        if half is not None:  # moves alone, or values alone: the format is the slip; the half given is read
            problem, answers[-1] = half
            if not any(p.name == problem.name for p in problems):
                problems.append(problem)
            swapped.add(len(answers) - 1)
            continue
        pairs = [(item[0], item[1]) if isinstance(item, (tuple, list)) and len(item) == 2 else (item, None)
                 for item in found]
        if pairs and all(_as_number(value) is None or isinstance(value, (tuple, list)) for value, _ in pairs) and all(
                _as_number(move) is not None and not isinstance(move, (tuple, list)) for _, move in pairs):
            if not any(p.name == PAIR_SWAPPED for p in problems):
                problems.append(Problem(PAIR_SWAPPED, f"On {label} the iterations are {pairs[:2]}...: each holds a move first and a number second.", _HINTS[PAIR_SWAPPED]))
            # Read the pairs the right way round, so that a second slip (the depths searched, say)
            # is named too; a case whose pairs are only swapped still counts as wrong.
            swapped.add(len(answers) - 1)
            pairs = [(move, value) for value, move in pairs]
        numbers = [_as_number(value) for value, _ in pairs]
        if any(number is None for number in numbers):
            problems.append(Problem(NOT_A_NUMBER, f"On {label} an iteration's value is not a number: {pairs}."))
            continue
        answers[-1] = tuple((float(number or 0.0), _hashable(move))  # every number is there: checked above
                            for number, (_, move) in zip(numbers, pairs, strict=True))
    indexes = list(range(len(_cases())))
    right = [_predict(i, None, {}) for i in indexes]
    wrong = [i for i in indexes if answers[i] is not None and not _same(answers[i], right[i])]  # type: ignore[arg-type]
    failed = len(set(wrong) | swapped) + sum(answer is None for answer in answers)
    kept = _kept_between_calls(answers, right)
    if kept is not None:
        problems.append(kept)
    elif wrong:
        own = anytime_aspiration.own_windows(NO_RESEARCH, fn, _ASPIRATION_WIDTHS, _HINTS[NO_RESEARCH])  # its width
        # The same object in every slot, or fresh pairs: tells an appended list changed in place at max_depth.
        catalogue = [m for m in [*MISTAKES, *own] if m.name != (MAX_DEPTH_EVERY_TIME if any(aliased) else REPEATS_LAST)]
        fit = name_mistake(indexes, answers, catalogue, _predict, same=_same)
        given = [answer for answer in answers if answer is not None]
        if fit is None and len(given) > 1 and not any(given):  # an empty list everywhere: no model needed
            problems.append(Problem(NO_ITERATIONS, f"On {_cases()[wrong[0]][3]} with max_depth={_MAX_DEPTH} it"
                                    " returned an empty list: not one iteration was kept.", _HINTS[NO_ITERATIONS]))
            return _report("check_iterative_deepening", fn, problems + printed.notes(), len(_cases()), failed, quiet, praise="")
        halves = any(MISSING in pair for answer in answers if answer is not None for pair in answer)
        inner = [] if fit is not None or halves else inner_search_problems(
            _cases(), answers, _MAX_DEPTH, lambda i, d: _iteration(i, d, False))
        if inner:
            problems += inner + printed.notes()
            return _report("check_iterative_deepening", fn, problems, len(_cases()), failed, quiet, praise="")
        if fit is not None:
            fit.mistakes = tuple(_own_width(run, m, answers) for m in fit.mistakes)
        index = wrong[0] if fit is None else fit.wrong[0]
        if fit is not None and len(fit.mistakes) == 2:  # shown where each slip alone would not give the answer
            index = next((i for i in fit.wrong if not any(
                _same(answers[i], _predict(i, None, dict(m.knobs))) for m in fit.mistakes)), index)  # type: ignore[arg-type]
        shown = _where(index, answers[index], right[index])  # type: ignore[arg-type]
        problems += fit_problems(fit, shown, "iteration") if fit is not None else [
            Problem(_unnamed(answers[index], right[index]), shown,  # type: ignore[arg-type]
                    "Each iteration d is one depth-limited search to depth d: its value and the move it found best.")]
    told = name_limit_in_loop(problems, fn, [value for answer in answers if answer is not None for value, _ in answer])
    return _report("check_iterative_deepening", fn, told + printed.notes(), len(_cases()), failed, quiet,
                   praise="Each iteration agrees with alpha-beta at its depth, value and move.")
