"""Checking a student's expectimax: ``fn(game, state) -> value`` or ``(value, move)``.

The graded cases are chance trees whose probabilities are uneven (so that a plain average
differs from the weighted one), a chance node whose outcomes are all worth the same (any
weights that sum to 1 give that value back), trees where MIN moves above chance, and
tic-tac-toe against an opponent modelled as random. The answers go to the diagnosis engine
with :data:`MISTAKES`: chance taken for MIN or MAX, or its outcomes for equally likely
(:func:`ttt_lab.search.expectimax` itself on the game reinterpreted that way), the weighted
sum divided again, integer division, a negated chance node, and the error model's mistakes
of every search (point of view, MIN and MAX exchanged...). A chance node whose outcomes were
not all visited means the function pruned there, unless a mistake of the model (following
the likeliest outcome alone) explains every value.

Example:
    >>> def plain_average(game, state):
    ...     if game.is_terminal(state):
    ...         return game.utility(state, game.players[0])
    ...     values = [plain_average(game, game.result(state, a)) for a in game.actions(state)]
    ...     if game.is_chance(state):
    ...         return sum(values) / len(values)
    ...     return max(values) if game.to_move(state) == game.players[0] else min(values)
    >>> check_expectimax(plain_average, quiet=True).names
    ['takes the plain average at chance nodes']
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from ttt_lab.core import CHANCE
from ttt_lab.exercises.chained_children import CHAINS_OUTCOMES as CHAINS_OUTCOMES
from ttt_lab.exercises.chained_children import name_chained_outcomes
from ttt_lab.exercises.code_claims import cannot_round, rounding_words
from ttt_lab.exercises.code_names import rename_by_code, renamed
from ttt_lab.exercises.diagnosis import _move_then_number
from ttt_lab.exercises.engine import Mistake, fit_problems, name_mistake, unnamed_problem
from ttt_lab.exercises.error_model import mistaken_value
from ttt_lab.exercises.expectimax_plies import (
    PLY_MISTAKES,
    SAME_PLAYER_AFTER_CHANCE,
    TURN_CYCLE,
    ply_value,
    turn_kept_at_chance,
)
from ttt_lab.exercises.expectimax_root_loop import EVERY_NODE_CHANCE, ROOT_LOOP_MISTAKES, root_loop_value
from ttt_lab.exercises.expectimax_samples import skipped_outcomes_told
from ttt_lab.exercises.expectimax_weights import WEIGHT_MISTAKES, twice_weighted_value
from ttt_lab.exercises.expectimax_windows import (
    WINDOW_THROUGH_CHANCE as WINDOW_THROUGH_CHANCE,  # re-exported: the name is the checker's own
)
from ttt_lab.exercises.expectimax_windows import cut_window_cases, window_mistakes, window_value
from ttt_lab.exercises.game_alterations import chance_as, shifted
from ttt_lab.exercises.harness import _call, _close, _num, _nums_apart, _Outcome, _Printed, _Watch
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.kept_state import name_kept_state, snapshot
from ttt_lab.exercises.loop_models import ROOT_ONLY, loop_mistakes, root_only_mistakes, root_only_value
from ttt_lab.exercises.loop_source import min_compares_as_max
from ttt_lab.exercises.mistake_catalogues import (
    combination_mistakes,
    finished_child_mistakes,
    player_mistakes,
    sign_mistakes,
)
from ttt_lab.exercises.named_player_models import named_max_value, named_player_mistakes
from ttt_lab.exercises.own_depth_models import own_depth_mistakes
from ttt_lab.exercises.report import (
    AVERAGES_MIN,
    INTEGER_DIVISION,
    NO_MOVE,
    NOT_ALTERNATING,
    PAIR_SWAPPED,
    WRONG_MOVE,
    WRONG_PLAYER,
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.exercises.sign_models import negated_best_mistakes
from ttt_lab.exercises.start_models import quote_tiny_start
from ttt_lab.exercises.student_source import diagnoses
from ttt_lab.exercises.tree_spots import tree_spot
from ttt_lab.games.chance import ChanceTreeGame, RandomOpponent, max_die_min_tree
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.search.expectimax import expectimax

UNWEIGHTED = "takes the plain average at chance nodes"
MIN_AT_CHANCE = "takes the min at chance nodes"
MAX_AT_CHANCE = "takes the max at chance nodes"
PRUNES_AT_CHANCE = "prunes at chance nodes"
WEIGHTS_NOT_ONE = "weights the outcomes by something other than their probabilities"
DIVIDES_AGAIN = "divides the weighted sum by the number of outcomes again"
NEGATES_CHANCE = "negates the value of a chance node"
MOST_LIKELY = "follows the most likely outcome alone"
WEIGHTED_SUM_SLIP = "miscomputes a chance node's weighted sum"
SHARED_TOTAL = "keeps one running total for every chance node"
CLAMPED_AT_ZERO = "never lets a value go below 0"

_HINTS = {
    UNWEIGHTED: "A chance node is worth the sum of p × value over its outcomes, with the p of"
                " game.outcomes(state): an unlikely outcome must count less than a likely one.",
    MIN_AT_CHANCE: "Chance is not an opponent: at a node where game.is_chance(state) is true, average"
                   " the outcomes weighted by their probabilities instead of taking the smallest.",
    MAX_AT_CHANCE: "Chance is not on your side: at a chance node average the outcomes weighted by"
                   " their probabilities instead of taking the largest.",
    PRUNES_AT_CHANCE: "Every outcome of a chance node counts in its average, however the first ones"
                      " turned out: visit them all. Only MAX and MIN nodes may stop early.",
    WEIGHTS_NOT_ONE: "The weights of a chance node must add up to 1: use each outcome's probability once,"
                     " for every outcome, and do not divide the weighted sum again.",
    INTEGER_DIVISION: "Use / for an average: // rounds down to a whole number.",
    NEGATES_CHANCE: "Chance is nobody's opponent: a chance node's value is the weighted sum of its outcomes'"
                    " values as they are, in the same point of view as its parent's, never negated.",
}

MISTAKES = [
    # Never with a player's nodes averaged: chance read as MIN's (MAX's) nodes, then averaged as
    # such, is a plain average, not a min (max): that pair would name a min the code never takes.
    Mistake(MIN_AT_CHANCE, "takes the smallest outcome at a chance node, as if chance were MIN",
            _HINTS[MIN_AT_CHANCE], alter=chance_as("min"), excludes=frozenset({AVERAGES_MIN, EVERY_NODE_CHANCE}),
            excludes_knobs=lambda knobs: knobs.get("turns", "min") != "min"),  # no min if MIN's rule changes
    Mistake(MAX_AT_CHANCE, "takes the largest outcome at a chance node, as if chance were MAX",
            _HINTS[MAX_AT_CHANCE], alter=chance_as("max"), excludes=frozenset({EVERY_NODE_CHANCE}),
            excludes_knobs=lambda knobs: knobs.get("turns", "max") != "max"),
    Mistake(UNWEIGHTED, "averages a chance node's outcomes as if they were equally likely",
            _HINTS[UNWEIGHTED], alter=chance_as("mean")),
    # Weighted by p, rightly, then divided by n: named by the division, not by the weights.
    Mistake(DIVIDES_AGAIN, "divides the weighted sum by the number of outcomes again",
            "The sum of p × value is already the average: do not divide it by the number of outcomes.",
            knobs=(("chance", "over_n"),)),
    Mistake(WEIGHTS_NOT_ONE, "adds up the outcomes' values without their probabilities",
            "Multiply each outcome's value by its probability p from game.outcomes(state) before adding.",
            knobs=(("chance", "sum"),)),
    Mistake(WEIGHTS_NOT_ONE, "weights every outcome by the first outcome's probability",
            "Each outcome has its own probability: for move, p in game.outcomes(state), total += p * value"
            " of that outcome.", knobs=(("chance", "first p"),)),
    Mistake(WEIGHTS_NOT_ONE, "pairs the probabilities with the outcomes in reverse order (each outcome weighted by"
            " another outcome's probability)", "Take each outcome's probability with that outcome: for outcome, p in"
            " game.outcomes(state), add p * the value of game.result(state, outcome). Zipping the probabilities"
            " with another list of moves (reversed, or in another order) weights each outcome by another's p.",
            knobs=(("chance", "reversed"),)),
    Mistake(NEGATES_CHANCE, "negates the weighted sum at a chance node, as if chance were the opponent",
            _HINTS[NEGATES_CHANCE], knobs=(("chance", "negated"),)),
    Mistake(MOST_LIKELY, "values a chance node by its most likely outcome alone",
            "Every outcome counts, each by its probability: sum p × value over game.outcomes(state), the"
            " unlikely ones too.", knobs=(("chance", "most likely"),)),
    Mistake(CLAMPED_AT_ZERO, "takes every child's value at a player's node as max(0, value) (max(a, child) with a"
            " bound a = 0 handed down and never moved), so no player's node is worth less than 0", "A value may be"
            " negative: take the largest (MAX) or smallest (MIN) of the children's values as they are, not max(0,"
            " value); a bound that never moves is not alpha-beta's window, and expectimax needs none.",
            knobs=(("clamp_below", 0.0),)),
    Mistake(MAX_AT_CHANCE, "takes the largest p × value at a chance node instead of adding them up",
            "A chance node is worth the SUM of p × value over its outcomes (sum(...), not max(...)): every"
            " outcome counts.", knobs=(("chance", "largest product"),)),
    Mistake(MIN_AT_CHANCE, "takes the smallest p × value at a chance node instead of adding them up (a MIN node's"
            " loop copied: best = min(best, p * value))", "A chance node is worth the SUM of p × value over its outcomes"
            " (total += p * value, not min(...)): every outcome counts.", knobs=(("chance", "smallest product"),)),
    Mistake(SAME_PLAYER_AFTER_CHANCE, "always lets MIN move after a chance node",
            "Who moves after a chance node depends on the game: ask game.to_move(child) at the node below,"
            " instead of always calling the MIN (or MAX) function after a roll.", knobs=(("after_chance", "min"),)),
    Mistake(SAME_PLAYER_AFTER_CHANCE, "always lets MAX move after a chance node",
            "Who moves after a chance node depends on the game: ask game.to_move(child) at the node below,"
            " instead of always calling the MAX (or MIN) function after a roll.", knobs=(("after_chance", "max"),)),
    Mistake(INTEGER_DIVISION, "rounds a chance node's value down to a whole number with //",
            _HINTS[INTEGER_DIVISION], knobs=(("chance", "floor"),), refuted_by=cannot_round,
            worded=rounding_words("a chance node's value", "a chance node's sum of p × value as it is")),
    *[Mistake(SHARED_TOTAL, "adds every chance node's p × value terms to one running total that is never reset to 0"
              f" (an attribute or a global, {how}), and returns that total", "Each chance node's sum starts at 0:"
              " total = 0.0 as a local variable in the call, before its loop over game.outcomes(state), not an"
              " attribute (self.total) or a global that every chance node of the search adds to.",
              knobs=(("chance", rule),))
      for rule, how in (("shared", "total += p * value(child)"), ("shared after", "the child's value added after it"))],
    Mistake(WEIGHTED_SUM_SLIP, "adds each outcome's probability to its value (p + value) where it should"
            " multiply them", "A chance node is worth the sum of p * value over its outcomes: multiply, do not"
            " add.", knobs=(("chance", "plus"),)),
    Mistake(WEIGHTED_SUM_SLIP, "keeps only the last outcome's p × value: its running total is overwritten"
            " (total = p * value) where each term should be added to it", "Add each outcome's term to the"
            " running total: total += p * value (= throws away what the earlier outcomes added).",
            knobs=(("chance", "last"),)),
    Mistake(WEIGHTED_SUM_SLIP, "makes one term per outcome, but every term reads the last outcome and its"
            " probability when it runs (a lambda or inner function made in the loop looks a and p up when it is"
            " called, after the loop has ended): the last outcome's p × value, counted once for each outcome",
            "Bind each term's outcome and probability when it is made (lambda a=a, p=p: p * value(game.result(state,"
            " a)), or add the terms inside the loop: sum(p * value(game.result(state, a)) for a, p in"
            " game.outcomes(state)).", knobs=(("chance", "late bound"),)),
    Mistake(WEIGHTED_SUM_SLIP, "values every chance node at 0: its running total never grows from its start"
            " (the update missing, or total *= p * value from 0)", "Start the total at 0 and add each"
            " outcome's term to it: total += p * value.", knobs=(("chance", "zero"),)),
    Mistake(WEIGHTED_SUM_SLIP, "divides the weighted sum by half the number of outcomes (sum of p × value / (n / 2)),"
            " which is right only at a chance node with two outcomes", "The sum of p × value over the outcomes is the"
            " chance node's value: do not divide it at all.", knobs=(("chance", "over half n"),)),
    Mistake(WEIGHTED_SUM_SLIP, "averages as it goes, ignoring p: (value so far + next value) / 2 at each outcome"
            " after the first, so the last outcome weighs 1/2, the one before 1/4...", "A chance node is worth the"
            " sum of p × value over its outcomes, each weighted by its own p: total = 0, then total += p * value.",
            knobs=(("chance", "running mean"),)),
    Mistake(WEIGHTED_SUM_SLIP, "starts a chance node's running total at 1 (total = 1.0) where it should start at 0,"
            " so every chance node is worth 1 more", "Start the total at 0 and add each outcome's term to it:"
            " total = 0.0, then total += p * value.", knobs=(("chance", "start one"),)),
    *window_mistakes(),
    *player_mistakes(),
    *named_player_mistakes(),
    # One slip, not two: MAX = game.players[-1] scores the leaves for MIN and maximises where MIN
    # moves, a whole search for MIN, whose every value is MAX's negated (chance averages either).
    Mistake(WRONG_PLAYER, "searches for MIN throughout (MAX taken as game.players[-1] or [1]): MIN's utilities,"
            " maximised where MIN moves, so every value is MAX's negated", "game.players[0] is MAX: score"
            " finished games with game.utility(state, game.players[0]) and maximise where it is to move.",
            knobs=(("answer", "negated"),)),
    *sign_mistakes(),
    Mistake(EVERY_NODE_CHANCE, "averages the children of every node, MAX's and MIN's too (the chance node's"
            " return dedented out of its if, so game.outcomes gives a player's moves equal shares)",
            "Only where game.is_chance(state) is true is a node averaged; MAX takes the largest child value,"
            " MIN the smallest.", knobs=(("turns", "mean"),)),
    *PLY_MISTAKES,  # the depth's parity first (expectimax_plies)
    *WEIGHT_MISTAKES, *ROOT_LOOP_MISTAKES,  # p applied twice (expectimax_weights), a root loop's (expectimax_root_loop)
    # One slip, not two (MAX's rule at MIN's nodes AND the same player after every roll): a turn passed down the
    # recursion, MAX at the root and switched at every chance node (Wikipedia's MAX, chance, MIN, chance), or at every
    # player's node, instead of game.to_move.
    # The root's turn read from the game (wave 19's MIN, chance, MAX tree tells it from "always MIN after a roll").
    *[Mistake(TURN_CYCLE, f"decides MAX or MIN from a turn it passes down the recursion, {root} and switched"
              f" {where} (the MAX, chance, MIN, chance cycle), never from game.to_move: where the same player moves"
              f" again after a chance node{or_min}, it takes the other player's rule", "Ask the game"
              " who moves at every node: game.to_move(state) == game.players[0] for the max, the min otherwise (and"
              " game.is_chance(state) for the weighted sum). A turn handed down the recursion assumes MAX and MIN"
              " take turns around every roll; against a random opponent the same player moves again after chance.",
              knobs=(("turns", knob), ("turn_from_root", bool(or_min == ""))),
              refuted_by=turn_kept_at_chance if knob == "cycle at chance" else None)
      for knob, where in (("cycle at chance", "at every chance node"), ("cycle at player", "after every player's move"))
      for root, or_min in (("MAX at the root", ", or the root is MIN's"), ("the root's player read from the game", ""))],
    *root_only_mistakes(),
    *loop_mistakes(),
    *combination_mistakes(),
    *finished_child_mistakes(),
    *negated_best_mistakes(),
    *own_depth_mistakes(chance=True),
]
"""The mistakes the expectimax checker can name, most specific first."""

MISTAKES = [replace(m, because="takes the max at every node a player moves at, MIN's turns included (as code does that"
                    " takes the max everywhere, or that picks max or min by the depth's parity when chance levels"
                    " put MIN at even depths)", hint="MAX takes the largest child value, MIN the smallest: compare"
                    " game.to_move(state) with game.players[0] at every node, not the node's depth (a chance level"
                    " between the turns moves MIN to an even depth).")
            if m.name == NOT_ALTERNATING and dict(m.knobs) == {"turns": "max"} else m for m in MISTAKES]
"""Taking the max at every player's node, told in expectimax's trees: there, code that picks the
rule by the depth's parity does it too (a MIN node under a chance node sits at an even depth)."""


@dataclass(frozen=True)
class _ChanceCase:
    game: Any
    state: Any
    label: str


class _ChanceWatch(_Watch):
    """The mirror, noting which outcomes of each chance node the student's function tried."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self.tried: dict[Any, set[Any]] = {}

    def result(self, state: Any, move: Any) -> Any:
        if not self._game.is_terminal(state) and self._game.is_chance(state):
            self.tried.setdefault(state, set()).add(move)
        return super().result(state, move)

    def is_chance(self, state: Any) -> bool:
        self._tick("is_chance", state)
        return self._game.is_chance(state)  # type: ignore[no-any-return]


@cache
def _cases() -> tuple[_ChanceCase, ...]:
    backgammon = ChanceTreeGame(
        [[(0.25, [[(0.5, 3), (0.5, -1)], [(0.9, 0), (0.1, 4)]]), (0.75, [[(0.5, 2), (0.5, 2)], [(0.2, 6), (0.8, -3)]])],
         [(0.6, [[(0.5, 1), (0.5, 1)], [(0.3, 5), (0.7, 2)]]), (0.4, [[(0.5, -2), (0.5, 8)], [(0.1, 0), (0.9, 1)]])]],
        levels=("MAX", "CHANCE", "MIN", "CHANCE"),
    )
    board = TicTacToe()
    model = RandomOpponent(board, "O")
    return (
        _ChanceCase(ChanceTreeGame([(0.25, 8), (0.75, 4)], levels=("CHANCE",)), (),
                    "a chance node: 8 with probability 1/4, 4 with probability 3/4"),
        _ChanceCase(ChanceTreeGame([(0.2, 6), (0.3, 6), (0.5, 6)], levels=("CHANCE",)), (),
                    "a chance node whose three outcomes are all worth 6"),
        _ChanceCase(ChanceTreeGame([(0.5, 0), (0.3, 9), (0.2, 2)], levels=("CHANCE",)), (),
                    "a chance node: 0 with probability 1/2, 9 with 3/10, 2 with 1/5"),
        _ChanceCase(max_die_min_tree(), (), "a tree shaped like the top of AIMA's backgammon tree (MAX, a die, MIN)"),
        _ChanceCase(ChanceTreeGame([[(0.9, -2), (0.1, 9)], [(0.5, 1), (0.5, 0)]], levels=("MIN", "CHANCE")), (),
                    "MIN to move above two chance nodes"),
        _ChanceCase(ChanceTreeGame([[(0.5, 6), (0.5, 2)], [(0.5, 9), (0.5, 0)]], levels=("MAX", "CHANCE")), (),
                    "MAX to move above two even coins"),
        # Every outcome below -1: a MAX node whose running best starts at 0 or -1 (not -inf) is worth that here...
        _ChanceCase(ChanceTreeGame([[(0.5, -4), (0.5, -2)], [(0.25, -8), (0.75, -1)]], levels=("MAX", "CHANCE")), (),
                    "MAX to move above two chance nodes whose outcomes are all below 0"),
        # ...and MIN's at 0 or +1 where every outcome is above 1.
        _ChanceCase(ChanceTreeGame([[(0.5, 4), (0.5, 2)], [(0.25, 8), (0.75, 3)]], levels=("MIN", "CHANCE")), (),
                    "MIN to move above two chance nodes whose outcomes are all above 1"),
        _ChanceCase(backgammon, (), "a four-level tree: MAX, chance, MIN, chance"),
        # The best move first and last: a root that skips its first move, or that takes the other
        # side's rule, answers each differently.
        _ChanceCase(ChanceTreeGame([[(0.5, -4), (0.5, 0)], [(0.5, 1), (0.5, 3)], [(0.5, 6), (0.5, 4)]],
                                   levels=("MIN", "CHANCE")), (), "MIN to move above three coins, the best first"),
        _ChanceCase(ChanceTreeGame([[(0.5, 9), (0.5, 5)], [(0.5, 1), (0.5, 3)], [(0.5, 4), (0.5, 6)]],
                                   levels=("MAX", "CHANCE")), (), "MAX to move above three coins, the best first"),
        *(_ChanceCase(model, board.parse(text), f"tic-tac-toe {text} (X to move) against a random O")
          # The last: X wins at once, so a search whose chance nodes are all worth 0 still answers 1 there.
          for text in ("XO./.X./..O", "XOX/.O./...", "XX./OO./...")),
        *(_ChanceCase(game, game.initial_state(), label) for game, label in cut_window_cases()),  # cuts below a roll
    )


def _predict(case: _ChanceCase, game: Any, knobs: dict[str, Any]) -> float:
    """What expectimax with ``knobs`` (and on ``game``, maybe altered) returns on ``case``: the
    library's expectimax when only the game is altered, the error model's variant otherwise."""
    if not knobs:
        return expectimax(game, case.state).value
    if knobs.get(ROOT_ONLY):
        return root_only_value(game, case.state, knobs)
    if (named := named_max_value(game, case.state, knobs)) is not None:  # MAX taken by another name
        return named
    if (plied := ply_value(game, case.state, knobs)) is not None:  # a rule handed down: depth parity, a flag
        return plied
    for variant in (twice_weighted_value, root_loop_value):  # expectimax_weights, expectimax_root_loop
        if (value := variant(game, case.state, knobs)) is not None:
            return value
    if (windowed := window_value(game, case.state, knobs)) is not None:
        return windowed
    if knobs.get("turns") in ("cycle at chance", "cycle at player"):
        root_max = not knobs.get("turn_from_root") or game.to_move(case.state) == game.players[0]
        return _by_turn_cycle(game, case.state, root_max, knobs["turns"] == "cycle at chance")
    return mistaken_value(game, case.state, knobs)


def _by_turn_cycle(game: Any, state: Any, is_max: bool, at_chance: bool) -> float:
    """Expectimax whose player's rule is a turn handed down the recursion (MAX's at the root), switched
    at every chance node (``at_chance``) or after every player's move, the game's to_move never asked."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if game.is_chance(state):
        below = not is_max if at_chance else is_max
        return float(sum(p * _by_turn_cycle(game, game.result(state, a), below, at_chance) for a, p in game.outcomes(state)))
    below = is_max if at_chance else not is_max
    values = [_by_turn_cycle(game, game.result(state, a), below, at_chance) for a in game.actions(state)]
    return max(values) if is_max else min(values)


def _student_at(run: Callable[..., Any], game: Any) -> Callable[[Any, Any], float | None]:
    def at(state: Any, depth: Any) -> float | None:
        watch = _ChanceWatch(game)
        return _call(run, watch, watch, state).number

    return at


def _value_problems(run: Callable[..., Any], cases: tuple[_ChanceCase, ...],
                    answers: list[float | None]) -> list[Problem]:
    """Name the mistake that gives every value returned, or show where the first wrong one starts."""
    fit = name_mistake(cases, answers, MISTAKES, _predict, game_of=lambda case: case.game)
    wrong = [(case, answer) for case, answer in zip(cases, answers, strict=True)
             if answer is not None and not _close(answer, expectimax(case.game, case.state).value)]
    if not wrong:
        return []
    shown_at = None if fit is None else fit.wrong[0]
    if fit is not None and fit.mistakes[0].name == NOT_ALTERNATING:  # shown where a player moves, not at a lone roll
        shown_at = next((i for i in fit.wrong if not cases[i].game.is_chance(cases[i].state)), shown_at)
    if fit is not None and len(fit.mistakes) == 2 and shown_at is not None:
        # Two mistakes: the example shown under the first name is one its mistake alone explains, where a case has one.
        alone = dict(fit.mistakes[0].knobs)
        shown_at = next((i for i in fit.wrong if (got := answers[i]) is not None
                         and _close(got, _predict(cases[i], cases[i].game, alone))), shown_at)
    case, answer = wrong[0] if shown_at is None else (cases[shown_at], answers[shown_at])
    expected = expectimax(case.game, case.state).value
    shown = "On {} it returned {}; the expected value is {}.".format(case.label, *_nums_apart(answer, expected))
    if fit is not None:  # a start the code wrote as a tiny number, quoted
        return quote_tiny_start(fit_problems(fit, shown), answer)
    case, answer = min(wrong, key=lambda pair: _size(pair[0]))
    expected = expectimax(case.game, case.state).value
    shown = "On {} it returned {}; the expected value is {}.".format(case.label, *_nums_apart(answer, expected))
    spot = tree_spot(case.game, case.state, _student_at(run, case.game),
                     lambda state, depth: expectimax(case.game, state).value)
    elsewhere = [(other.label, other.game, _value_in(other.game)) for other in cases
                 if other.game != case.game and isinstance(other.game, ChanceTreeGame)]
    probe = None
    if isinstance(case.game, ChanceTreeGame):
        new_game = shifted(case.game, 100)

        def probe(state: Any) -> float | None:
            return _student_at(run, new_game)(state, None)

    return [unnamed_problem(shown, spot, elsewhere, probe)]


def _value_in(game: Any) -> Callable[[Any], float]:
    return lambda state: expectimax(game, state).value


def _size(case: _ChanceCase) -> int:
    """How many positions a case has: the smallest failing case is the one shown."""
    game = case.game

    def count(state: Any) -> int:
        if game.is_terminal(state):
            return 1
        return 1 + sum(count(game.result(state, a)) for a in game.actions(state))

    return count(case.state)


@gives_up
@diagnoses
def check_expectimax(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check a student's expectimax: ``fn(game, state) -> value``, or ``(value, move)``.

    ``fn`` must return the expected value of ``state`` for MAX (``game.players[0]``): the
    utility at a finished game, the largest child value where MAX moves, the smallest where
    MIN moves, and where ``game.is_chance(state)`` the sum of ``p × value`` over
    ``game.outcomes(state)``. With ``(value, move)``, the move must be one of the best.

    Args:
        fn: the student's function.
        quiet: do not print the report (it is returned either way).

    Returns:
        A :class:`CheckReport`: its names are the bugs found, e.g. "takes the min at chance
        nodes", "prunes at chance nodes".
    """
    kept = snapshot(fn)
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    failing: set[int] = set()  # the cases that went wrong
    cases = _cases()
    answers: list[float | None] = []
    pruned: list[str] = []
    outcomes: list[tuple[_ChanceWatch, _Outcome]] = []
    for case in cases:
        watch = _ChanceWatch(case.game)
        outcomes.append((watch, _call(run, watch, watch, case.state)))
    # (move, value) where (value, move) belongs, on every case that gave no number: the format is the
    # slip, named once; the numbers are read, so that a slip in the search itself is named too.
    swapped = [i for i, (_, o) in enumerate(outcomes) if o.error is None and not o.too_many and o.number is None]
    if swapped and all(_move_then_number(outcomes[i][1].value) for i in swapped):
        failing.update(swapped)
        first = outcomes[swapped[0]][1]
        problems.append(Problem(PAIR_SWAPPED, f"On {cases[swapped[0]].label} it returned {_num(first.value)}: the"
                                " move first, then the number.", "Return (value, move): the value first, then the move."))
        for i in swapped:
            o = outcomes[i][1]
            o.value, o.number = (o.value[1], o.value[0]), float(o.value[1])
    for i, (case, (watch, outcome)) in enumerate(zip(cases, outcomes, strict=True)):
        expected = expectimax(case.game, case.state)
        answer = outcome.answer(case.label)
        if isinstance(answer, Problem):
            failing.add(i)
            problems.append(answer)
            answers.append(None)
            continue
        answers.append(answer)
        skipped = {state: set(watch.actions(state)) - moves for state, moves in watch.tried.items()
                   if set(watch.actions(state)) - moves}
        if skipped:
            pruned.append(f"On {case.label} it never tried the outcomes {sorted(map(str, next(iter(skipped.values()))))}"
                          " of a chance node it entered.")
        if not _close(answer, expected.value):
            failing.add(i)
            continue
        # A (value, move) pair asks for its move to be judged, None included: a pair whose move is
        # never set (best, move = v, move) plays nothing, however right its value.
        paired = isinstance(outcome.value, (tuple, list)) and len(outcome.value) == 2
        move = outcome.value[1] if paired else None
        if paired and watch.to_move(case.state) != CHANCE and move not in expected.best_moves():
            failing.add(i)
            problems.append(Problem(
                NO_MOVE, f"On {case.label} the value {_num(answer)} is right but the move is None: a player needs"
                f" to know which move to play (the best are {expected.best_moves()}).",
                "Keep the move with the value: where a child's value beats the best so far, store the move just"
                " tried with it (best, move = value, a).") if move is None else Problem(
                WRONG_MOVE, f"On {case.label} the value {_num(answer)} is right but the move {move!r} is not:"
                f" the best are {expected.best_moves()}.",
                "Keep the move whose value is best, as you keep the value."))
    value_problems = _turn_cycle_shown(_min_copied_from_max(_flag_flipped_at_chance(
        _value_problems(run, cases, answers), fn), fn), run)
    windowed = any(p.name == WINDOW_THROUGH_CHANCE for p in value_problems)  # the pruning's own cause, where it shows
    if pruned and all(p.name in (WRONG_VALUE, WINDOW_THROUGH_CHANCE) for p in value_problems):
        # Pruning a chance node explains its wrong values: one diagnosis, not two. A mistake of the
        # model that gives every value says more (following the likeliest outcome skips the others),
        # but a window handed through chance is the pruning's own cause where outcomes went unvisited.
        problems.append(Problem(PRUNES_AT_CHANCE, pruned[0], _HINTS[PRUNES_AT_CHANCE] + (
            " Hand a chance node's outcomes the full window (-inf, +inf), not the bounds it was given." if windowed else "")))
    else:
        problems += value_problems
    wrong = [i for i, answer in enumerate(answers) if answer is not None and i in failing]
    if wrong:  # kept_state's probe: right from a fresh start, the answer depended on earlier calls
        case, expected_value = cases[wrong[0]], expectimax(cases[wrong[0]].game, cases[wrong[0]].state).value

        def again() -> float | None:
            watch = _ChanceWatch(case.game)
            return _call(run, watch, watch, case.state).number

        problems = name_kept_state(problems, kept, again, lambda got: got is not None and _close(got, expected_value),
                                   case.label, _num(answers[wrong[0]]), _num(expected_value))
    problems = skipped_outcomes_told(name_chained_outcomes(problems, fn, {PRUNES_AT_CHANCE}), fn, PRUNES_AT_CHANCE, windowed)
    return _report("check_expectimax", fn, problems + printed.notes(), len(_cases()), len(failing), quiet,
                   praise="It averages chance nodes by their probabilities and agrees with ttt_lab.search.expectimax.")


_EVERY_MAX = "takes the max at every node a player moves at, MIN's turns included"


def flag_flipped_at_chance(source: Source) -> tuple[str, str] | None:
    """(the flag, the call) where the code hands ``not flag`` to the search of a chance node's
    outcomes (in the body of an ``if ... is_chance(...)``), the flag a parameter of the function:
    a MAX/MIN flag flipped at every call, chance nodes included. None where the code shows none."""
    for function in source.nodes():
        if not isinstance(function, ast.FunctionDef):
            continue
        names = {a.arg for a in function.args.args + function.args.kwonlyargs}
        for branch in ast.walk(function):
            if not (isinstance(branch, ast.If) and any(isinstance(n, ast.Attribute) and n.attr == "is_chance"
                                                       for n in ast.walk(branch.test))):
                continue
            for call in (n for statement in branch.body for n in ast.walk(statement) if isinstance(n, ast.Call)):
                for argument in call.args + [k.value for k in call.keywords]:
                    if (isinstance(argument, ast.UnaryOp) and isinstance(argument.op, ast.Not)
                            and isinstance(argument.operand, ast.Name) and argument.operand.id in names):
                        return argument.operand.id, source.segment(call)
    return None


def _min_copied_from_max(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """"Takes the max at every player's node" with its hint on the code's MIN function where that
    function keeps MAX's comparison: the code already asks game.to_move, so that hint would not help."""
    if not any(p.name == NOT_ALTERNATING and not p.note and _EVERY_MAX in p.detail for p in problems):
        return problems
    found = min_compares_as_max(read_source(fn, levels=3))
    if found is None:
        return problems
    name, test = found
    return [replace(p, hint=f"Your {name} keeps MAX's test `{test}`: MIN keeps the SMALLER value, so a child replaces"
                    " its best where it is less (v < best); a test copied from max_value keeps the larger one.")
            if p.name == NOT_ALTERNATING and not p.note and _EVERY_MAX in p.detail else p for p in problems]


def _flag_flipped_at_chance(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """"Takes the max at every player's node" told as the code's flag flipped at chance nodes too, where
    the code shows one: the values are the same, the cause is that flag, not the depth's parity."""
    def applies(p: Problem) -> bool:
        return p.name == NOT_ALTERNATING and not p.note and _EVERY_MAX in p.detail

    return rename_by_code(problems, applies, lambda: flag_flipped_at_chance(read_source(fn)), lambda p, found: renamed(
        p, NOT_ALTERNATING, f"Your code hands `not {found[0]}` to the outcomes of a chance node too (`{found[1]}`):"
        f" the flag flips at every level, chance levels included, so below a chance node it says the wrong"
        f" side; in a tree MAX, chance, MIN the MIN node gets {found[0]} True and takes the max. That explains"
        " every value your function returned.", f"A chance node is nobody's turn: hand its outcomes {found[0]} as it"
        " is (not flipped), or drop the flag and ask game.to_move(state) == game.players[0] at every node."))


def _turn_cycle_probe(run: Callable[..., Any], side: str) -> tuple[str, float, float] | None:
    """Code that fits "always lets MIN (MAX) move after a chance node" on the graded games, where the player
    after a roll is the other one than before it, asked once more on a tree where the other player moved
    before the roll and the ``side`` player does not move after it: (the tree, its value, what always ``side``
    gives) when the function answers right there, as a turn cycle (MAX, chance, MIN, chance) does; None otherwise."""
    before, after = ("MIN", "MAX") if side == "min" else ("MAX", "MIN")
    game = ChanceTreeGame([[(0.5, [2, 7]), (0.5, [9, 1])], [(0.5, [4, 3]), (0.5, [8, 6])]], levels=(before, "CHANCE", after))
    watch = _ChanceWatch(game)
    got = _call(run, watch, watch, game.initial_state()).number
    right, always = expectimax(game, game.initial_state()).value, mistaken_value(game, game.initial_state(),
                                                                                 {"after_chance": side})
    if got is None or not _close(got, right) or _close(right, always):
        return None
    return f"a tree where {before} moves above a roll and {after} below it", right, always


def _turn_cycle_shown(problems: list[Problem], run: Callable[..., Any]) -> list[Problem]:
    """"Assumes the same player moves after every chance node" told as the turn cycle it is, where the function,
    asked where the other player moved before the roll, lets the other side move after it: both give the graded
    games' values (X moves again after a random O's roll), the probe tells them apart."""
    def side(p: Problem) -> str:
        # "min" alone: a turn cycle lets MIN move after a random O's roll (X moves again there), never MAX
        return "min" if (p.name == SAME_PLAYER_AFTER_CHANCE and not p.note
                         and "always lets MIN move after a chance node" in p.detail) else ""

    def probe() -> tuple[str, float, float] | None:
        return next((found for p in problems if side(p) and (found := _turn_cycle_probe(run, side(p)))), None)

    def rename(p: Problem, found: tuple[str, float, float]) -> Problem:
        return renamed(p, TURN_CYCLE, f"That is what you get from code that always lets {side(p).upper()} move after"
                       f" a chance node, but on {found[0]} your function returned {_num(found[1])}, the right value,"
                       f" where that code gives {_num(found[2])}: it lets the other side move after a roll than the one"
                       " who moved before it (a turn cycle MAX, chance, MIN, chance), not the player the game says."
                       " Against a random O, X moves again after O's roll, and your code lets MIN move there.",
                       "Ask the game who moves at every node: game.to_move(state) == game.players[0] for the max, the"
                       " min otherwise. A turn handed down the recursion assumes MAX and MIN take turns around every"
                       " roll; against a random opponent the same player moves again after chance.")

    return rename_by_code(problems, lambda p: bool(side(p)), probe, rename)
