"""Checking UCB1, the formula MCTS selects by: :func:`check_ucb`, ``fn(wins, visits,
parent_visits, c) -> score``, a child's score (``wins`` counts a draw as half a win), compared with
:func:`ttt_lab.search.mcts_trace.ucb_terms`, the search's own. The other formula at the heart of
MCTS, backpropagation, is checked by :mod:`~ttt_lab.exercises.backpropagation`.

A bug is named with the diagnosis engine: a small reference of the formula whose knobs are the
slips (:func:`mistaken_ucb`), a slip named only when it reproduces every answer; otherwise the
first wrong input is shown with the arithmetic spelled out.

Example:
    >>> import math
    >>> def ucb(wins, visits, parent_visits, c):
    ...     if visits == 0:
    ...         return math.inf
    ...     return wins / visits + c * math.sqrt(math.log(parent_visits) / visits)
    >>> check_ucb(ucb, quiet=True).passed
    True
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.code_claims import cannot_round, rounding_words, takes_the_natural_log
from ttt_lab.exercises.engine import Mistake, fit_problems, name_mistake
from ttt_lab.exercises.harness import _as_number, _close, _error_summary, _num, _Printed, not_a_number_hint
from ttt_lab.exercises.mcts_amounts import (
    INF_FOR_VISITED,
    INF_FOR_VISITED_HINT,
    MULTIPLIES_BY_VISITS,
    UCB_ARITHMETIC_MISTAKES,
    ucb_factor_mistakes,
    ucb_prior_mistakes,
)
from ttt_lab.exercises.report import (
    CRASHES,
    INTEGER_DIVISION,
    NOT_A_NUMBER,
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.exercises.student_source import diagnoses
from ttt_lab.exercises.ucb_puct import puct_mistakes, puct_score, unvisited_from_puct
from ttt_lab.exercises.ucb_readings import (
    EPSILONS,
    LARGE,
    UNVISITED_FINITE,
    UNVISITED_FINITE_HINT,
    c_text,
    distinct,
    part_rounded_score,
    part_rounding_mistakes,
    reading_mistakes,
    rounded_score,
)
from ttt_lab.search.mcts_trace import ucb_terms

UNVISITED_NOT_FIRST = "never explores unvisited children first"
NO_EXPLORATION = "forgets the exploration term"
PARENT_IN_RATE = "divides the wins by the parent's visits"
SWAPPED_VISITS = "swaps the parent's and the child's visits"
NO_SQUARE_ROOT = "forgets the square root"
IGNORES_C = "ignores the exploration constant"
WRONG_LOG = "uses the wrong logarithm"
NO_LOG = "forgets the logarithm"
C_UNDER_ROOT = "puts c under the square root"
DIVIDES_OUTSIDE_ROOT = "divides by the visits outside the square root"
SUBTRACTS_EXPLORATION = "subtracts the exploration term"
NO_WIN_RATE = "forgets the win rate"
ADDS_ONE = "adds 1 to the visits"
ADDS_ONE_PARENT = "adds 1 to the parent's visits"
ADDS_ONE_CHILD = "adds 1 to the child's visits"
DIVIDES_SUM = "divides the whole sum by the visits"
LOG_OF_RATIO = "takes the logarithm of the ratio of the visits"
EXTRA_FACTOR = "multiplies the exploration term by another factor"
SMOOTHED_RATE = "adds to the wins and visits in the win rate"
LOG_OF_CHILD = "takes the logarithm of the child's visits, not the parent's"
LOG_OF_SUM = "takes the logarithm of the parent's and the child's visits added"
LOSS_RATE = "uses the loss rate, not the win rate"
NO_WINS_AS_UNVISITED = "takes a child that never won for one never visited"
UNVISITED_TEST_WRONG = "tests for an unvisited child with the wrong condition"
RATE_OF_ONE = "gives every child a win rate of 1"
DIVIDES_BY_PARENT = "divides by the parent's visits under the square root"
C_SCALES_RATE = "multiplies the win rate by c"
WEIGHS_RATE = "weighs the win rate by 1 - c"

_HINTS = {
    UNVISITED_NOT_FIRST: "A child never visited has no win rate yet: give it the score math.inf, so that"
                         " selection tries every child once before it compares any.",
    NO_EXPLORATION: "UCB1 adds c * sqrt(ln(parent visits) / visits) to the win rate: without it a child"
                    " that lost its first playout is never tried again.",
    PARENT_IN_RATE: "The win rate is the child's own: wins / visits of the child, not of its parent.",
    SWAPPED_VISITS: "The logarithm is of the parent's visits, the division by the child's:"
                    " sqrt(ln(parent_visits) / visits).",
    NO_SQUARE_ROOT: "The exploration term is c * sqrt(ln(N) / n): the square root keeps it on the scale"
                    " of the win rate.",
    IGNORES_C: "Multiply the exploration term by c: with c = 0 selection only exploits.",
    WRONG_LOG: "UCB1's logarithm is the natural one: math.log(parent_visits), not math.log10 or math.log2.",
    NO_LOG: "The exploration term grows with the logarithm of the parent's visits:"
            " sqrt(math.log(parent_visits) / visits), not sqrt(parent_visits / visits).",
    C_UNDER_ROOT: "c multiplies the square root: c * sqrt(ln(N) / n), not sqrt(c * ln(N) / n).",
    DIVIDES_OUTSIDE_ROOT: "The division by the child's visits is under the square root: sqrt(ln(N) / n),"
                          " not sqrt(ln(N)) / n.",
    SUBTRACTS_EXPLORATION: "UCB1 adds the exploration bonus to the win rate: a child seldom tried gets a"
                           " higher score, not a lower one.",
    NO_WIN_RATE: "UCB1 is the win rate plus the exploration term: start with wins / visits.",
    INTEGER_DIVISION: "Use / for the win rate: wins // visits rounds down to 0 unless every playout was won.",
    LOG_OF_CHILD: "The exploration term grows with the PARENT's visits: sqrt(math.log(parent_visits) / visits);"
                  " math.log(visits) makes a child explored once score no exploration at all.",
    LOG_OF_RATIO: "The logarithm is of the parent's visits alone, then divided by the child's:"
                  " sqrt(math.log(parent_visits) / visits), not sqrt(math.log(parent_visits / visits)).",
    ADDS_ONE: "Use the counts as they are: ln(parent_visits) and / visits, with no + 1 (a child with no"
              " visit is handled apart, with math.inf).",
    EXTRA_FACTOR: "c is the only factor: c * sqrt(ln(N) / n). Auer's sqrt(2 ln(N) / n) is this formula with"
                  " c = sqrt(2) already inside: do not put a 2 under the root as well.",
    SMOOTHED_RATE: "The win rate is wins / visits as they are: no + 1 or + 2 (the exploration term already"
                   " gives a little-tried child its chance).",
}


# ---------------------------------------------------------------------- UCB1


_UCB_CASES = ((3, 5, 12, math.sqrt(2)), (0, 4, 9, math.sqrt(2)), (2.5, 3, 20, 1.0), (7, 10, 10, 0.5),
              (1, 1, 2, math.sqrt(2)), (4, 8, 40, 2.0), (0.5, 2, 3, 0.0),
              (1, 1, 20, 1.0),  # ln(20) / 1 > 1: // in the exploration term leaves a bonus there, not none
              (0, 1, 1, math.sqrt(2)), (0, 3, 7, 0.0))  # a score of exactly 0: no wins, and ln(1) = 0 or c = 0
"""(wins, visits, parent visits, c): a child's counts as selection meets them."""


def mistaken_ucb(wins: float, visits: int, parent: int, c: float, knobs: dict[str, Any]) -> float:
    """UCB1's score of a visited child, with slips as knobs; with none, ``ucb_terms``' sum.

    Knobs: ``rate`` (``"parent"``: wins / parent visits, ``"none"``, ``"floor"``: wins // visits),
    ``explore`` (False: no exploration term), ``log`` (``"log10"``, ``"log2"``, ``"none"``),
    ``swapped`` (the log of the child's visits over the parent's), ``sqrt`` (False),
    ``c`` (``"one"``, ``"under root"``), ``outside`` (divides by the visits outside the root),
    ``minus`` (subtracts the exploration term), ``plus_one`` (``"parent"``: ln(N + 1),
    ``"visits"``: / (n + 1), ``"both"``: the two, ``"everywhere"``: both, and the win rate over n + 1), ``factor`` (a 2 under the root as well as c), ``rate`` also
    ``"smoothed"`` ((wins + 1) / (visits + 2)), ``"loss"`` ((visits - wins) / visits) and ``"wins"`` (the
    total wins, not divided), ``prior`` (a pair (a, b): (wins + a) / (visits + b)),
    ``no_wins_inf`` (math.inf for a child with no win, taken for one never visited),
    ``divides_sum`` ((wins + exploration term) / visits). The arithmetic slips of
    :mod:`~ttt_lab.exercises.mcts_amounts`: ``negated``, ``c`` also ``"divides"`` and ``"adds"``,
    ``times_visits`` (sqrt(ln(N) * n)), ``power`` (another power than 0.5), ``rate_times``
    (the rate times the term), ``factor`` also a number (the term scaled by it), ``rate`` ``"times"``
    (wins * visits), ``term_floor`` (``"term"``, ``"root"``, 1 or 2: // in the exploration term),
    ``c`` ``"adds inside"`` ((c + sqrt(ln N)) / sqrt(n)), ``"whole"`` (c * (wins / n + sqrt(ln N / n))), ``"one minus"`` ((1 - c) * wins / n + c * sqrt(ln N / n))
    and ``"rate"`` (c * wins / n + sqrt(ln N / n)), ``two_plus`` (c / k * sqrt((2 + ln N) / n),
    k = sqrt(2) or 1: the 2 of 2 * ln N added).
    """
    if "rounded" in knobs:  # the score rounded or cut to a few decimals (ucb_readings)
        score = mistaken_ucb(wins, visits, parent, c, {k: v for k, v in knobs.items() if k != "rounded"})
        return rounded_score(score, knobs["rounded"])
    if "rounded_part" in knobs:  # one part of the formula rounded (ucb_readings)
        return part_rounded_score(wins, visits, parent, c, knobs["rounded_part"])
    if knobs.get("epsilon"):  # visits + 1e-6 in every division, so that a child never visited divides (ucb_readings)
        rest = {k: v for k, v in knobs.items() if k != "epsilon"}
        return mistaken_ucb(wins, visits + knobs["epsilon"], parent, c, rest)  # type: ignore[arg-type]
    c = knobs.get("own_c", c)  # a constant of the student's own (1.41) in place of the argument c
    if "puct" in knobs:  # AlphaZero's term where UCB1's belongs (ucb_puct)
        return puct_score(wins, visits, parent, c, knobs["puct"])
    if knobs.get("no_wins_inf") and wins == 0:
        return math.inf
    if visits <= knobs.get("inf_upto", 0):  # `if visits <= 1:` where `visits == 0` belongs
        return math.inf
    if knobs.get("negated"):
        return -mistaken_ucb(wins, visits, parent, c, {k: v for k, v in knobs.items() if k != "negated"})
    rate = {"parent": wins / parent, "none": 0.0, "floor": float(wins // visits),
            "loss": (visits - wins) / visits, "negated": -wins / visits,
            "one": 1.0, "wins over wins": wins / wins if wins else math.inf,  # 0 / 0 caught as the unvisited case
            "times": float(wins * visits), "wins": float(wins),
            }.get(knobs.get("rate", ""), wins / visits)
    if "prior" in knobs:  # (wins + a) / (visits + b): a prior of the student's own (mcts_amounts.ucb_prior_mistakes)
        rate = (wins + knobs["prior"][0]) / (visits + knobs["prior"][1])
    if rate == math.inf:
        return rate
    if knobs.get("c") in ("whole", "rate"):  # c before a bracket round the whole sum, or before the win rate alone
        bonus = math.sqrt(math.log(parent) / visits)
        return c * (rate + bonus) if knobs["c"] == "whole" else c * rate + bonus
    if knobs.get("c") == "one minus":  # (1 - c) * rate + c * term: c read as a mixing weight
        return (1 - c) * rate + c * math.sqrt(math.log(parent) / visits)
    floor = knobs.get("term_floor")  # // in the exploration term: the whole of it, after the root, or under it
    if floor is not None:
        log_n = math.log(parent)
        if floor == "term":  # c * sqrt(ln N) // sqrt(n)
            return rate + float(c * math.sqrt(log_n) // math.sqrt(visits))
        if floor == "root":  # c * (sqrt(ln N) // sqrt(n))
            return rate + c * float(math.sqrt(log_n) // math.sqrt(visits))
        return rate + c / math.sqrt(floor) * math.sqrt(floor * log_n // visits)  # sqrt(k * ln N // n), k = 1 or 2
    if knobs.get("two_plus"):  # sqrt((2 + ln N) / n): the 2 of 2 * ln N added, c over sqrt(2) or as it is
        return rate + c / float(knobs["two_plus"]) * math.sqrt((2 + math.log(parent)) / visits)
    if knobs.get("c") == "adds inside":  # (c + sqrt(ln N)) / sqrt(n): c added before the division
        return rate + (c + math.sqrt(math.log(parent))) / math.sqrt(visits)
    if knobs.get("explore") is False:
        return rate
    if knobs.get("power") is not None or knobs.get("times_visits"):  # the root's arithmetic slipped
        inside = math.log(parent) * visits if knobs.get("times_visits") else math.log(parent) / visits
        term = c * inside ** knobs.get("power", 0.5)
        return float(rate + term)
    if knobs.get("rate") == "smoothed":
        rate = (wins + 1) / (visits + 2)
    top, below = (visits, parent) if knobs.get("swapped") else (parent, visits)
    if knobs.get("log_of") == "child":
        top = visits
    elif knobs.get("log_of") == "sum":  # ln(N + n): the child's visits counted twice
        top = parent + visits
    if knobs.get("below") == "parent":  # sqrt(ln(N) / N): the parent's visits in both places
        below = parent
    if knobs.get("plus_one") == "everywhere":  # every count one more, so that 0 visits divide
        rate, top, below = wins / (visits + 1), top + 1, below + 1
    if knobs.get("plus_one") in ("parent", "both"):
        top += 1
    if knobs.get("plus_one") == "both" or knobs.get("plus_one") == "visits":  # ln(N + 1) / (n + 1): one knob, as a pair of "parent" and "visits" would clash
        below += 1
    log = {"log10": math.log10, "log2": math.log2, "none": float}.get(knobs.get("log", ""), math.log)
    inner = log(top)
    if knobs.get("log") == "ratio":
        inner, below = math.log(top / below), 1
    c_rule = knobs.get("c")
    if c_rule == "under root":
        inner *= c
    if knobs.get("outside"):
        term = math.sqrt(inner) / below
    else:
        term = math.sqrt(inner / below) if knobs.get("sqrt", True) else inner / below
    if c_rule in ("divides under root guarded", "divided by guarded") and c == 0:
        return rate  # `if c == 0: return wins / visits` before the division
    if c_rule in ("divides under root", "divides under root guarded"):  # sqrt(ln N / (c * n))
        term /= math.sqrt(c)
    elif c_rule in ("divided by", "divided by guarded"):  # sqrt(ln N / n) / c
        term /= c
    elif c_rule in ("divides", "adds"):
        term = c / term if c_rule == "divides" else c + term
    else:
        term *= 1.0 if c_rule in ("one", "under root") or str(c_rule).startswith(("divides under", "divided by")) else c
    if knobs.get("factor"):
        term *= math.sqrt(2) if knobs["factor"] is True else knobs["factor"]
    if knobs.get("rate_times"):
        return rate * term
    if knobs.get("divides_sum"):  # (wins + c * sqrt(ln N / n)) / n: one bracket around the whole sum
        return (wins + term) / visits
    return rate - term if knobs.get("minus") else rate + term


UCB_MISTAKES = [
    Mistake(NO_EXPLORATION, "returns the win rate alone", _HINTS[NO_EXPLORATION], knobs=(("explore", False),)),
    Mistake(PARENT_IN_RATE, "divides the wins by the parent's visits", _HINTS[PARENT_IN_RATE],
            knobs=(("rate", "parent"),)),
    Mistake(INTEGER_DIVISION, "computes the win rate as wins // visits", _HINTS[INTEGER_DIVISION],
            knobs=(("rate", "floor"),), refuted_by=cannot_round, worded=rounding_words("the win rate", "wins / visits")),
    Mistake(NO_WIN_RATE, "returns the exploration term alone", _HINTS[NO_WIN_RATE], knobs=(("rate", "none"),)),
    Mistake(SWAPPED_VISITS, "takes the logarithm of the child's visits and divides by the parent's",
            _HINTS[SWAPPED_VISITS], knobs=(("swapped", True),)),
    Mistake(LOG_OF_CHILD, "takes math.log(visits) where math.log(parent_visits) belongs", _HINTS[LOG_OF_CHILD],
            knobs=(("log_of", "child"),)),
    Mistake(LOG_OF_SUM, "takes math.log(parent_visits + visits) where math.log(parent_visits) belongs",
            "The logarithm is of the parent's visits alone: sqrt(math.log(parent_visits) / visits). The parent's"
            " count already holds the child's visits; adding them counts those twice.", knobs=(("log_of", "sum"),)),
    Mistake(NO_SQUARE_ROOT, "leaves out the square root", _HINTS[NO_SQUARE_ROOT], knobs=(("sqrt", False),)),
    Mistake(DIVIDES_OUTSIDE_ROOT, "computes sqrt(ln(N)) / n", _HINTS[DIVIDES_OUTSIDE_ROOT],
            knobs=(("outside", True),)),
    # One slip of the term's shape (PUCT's denominator 1 + n, outside the root), not "outside" plus "+ 1 under it".
    Mistake(DIVIDES_OUTSIDE_ROOT, "computes c * sqrt(ln(N)) / (1 + n): 1 + visits divides outside the square root",
            "UCB1's exploration term is c * sqrt(math.log(parent_visits) / visits): the child's visits themselves"
            " (not 1 + visits), under the square root with the logarithm; 1 + n outside the root is AlphaZero's"
            " PUCT denominator.", knobs=(("outside", True), ("plus_one", "visits"))),
    Mistake(IGNORES_C, "leaves c out of the exploration term", _HINTS[IGNORES_C], knobs=(("c", "one"),)),
    # One slip, not two: the textbook's sqrt(2 ln(N) / n) copied with its constant, c left out.
    Mistake(IGNORES_C, "hard-codes Auer's sqrt(2 * ln(N) / n), the constant sqrt(2) built in, and leaves c out",
            "Auer's sqrt(2 ln(N) / n) is UCB1 with c = sqrt(2) already inside: write c * sqrt(ln(N) / n), so that"
            " the caller's c sets the exploration (with c = 0 selection only exploits).",
            knobs=(("c", "one"), ("factor", True))),
    Mistake(C_UNDER_ROOT, "computes sqrt(c * ln(N) / n)", _HINTS[C_UNDER_ROOT], knobs=(("c", "under root"),)),
    *(Mistake(WRONG_LOG, f"takes math.{log} where the natural logarithm math.log belongs", _HINTS[WRONG_LOG],
              knobs=(("log", log),), refuted_by=takes_the_natural_log) for log in ("log10", "log2")),
    Mistake(NO_LOG, "takes the parent's visits without their logarithm", _HINTS[NO_LOG], knobs=(("log", "none"),)),
    Mistake(LOG_OF_RATIO, "computes sqrt(ln(N / n))", _HINTS[LOG_OF_RATIO], knobs=(("log", "ratio"),)),
    # The title says which count the 1 went to: the parent's (in the log) or the child's (under the root).
    Mistake(ADDS_ONE_PARENT, "takes ln(parent_visits + 1)", _HINTS[ADDS_ONE], knobs=(("plus_one", "parent"),)),
    Mistake(ADDS_ONE_CHILD, "divides by visits + 1 under the root", _HINTS[ADDS_ONE], knobs=(("plus_one", "visits"),)),
    # 1 + visits in both divisions, the win rate's and the root's (wave 25's ucb_03, AlphaZero's Q and U smoothed
    # so that a child never visited divides): the child's count read one more wherever it divides, the parent's as it is.
    Mistake(ADDS_ONE_CHILD, "divides by visits + 1 in both terms: wins / (visits + 1) and ln(parent_visits) / (visits"
            " + 1) under the root", _HINTS[ADDS_ONE], knobs=(("epsilon", 1),)),
    # Both + 1s of the exploration term at once (wave 19's u3): one knob, since two settings of one knob never pair.
    Mistake(ADDS_ONE, "adds 1 to both counts of the exploration term, ln(parent_visits + 1) / (visits + 1), the win"
            " rate left as wins / visits", _HINTS[ADDS_ONE], knobs=(("plus_one", "both"),)),
    Mistake(ADDS_ONE, "adds 1 to every count (wins / (visits + 1), ln(parent_visits + 1), / (visits + 1)), so"
            " that a child with no visit needs no case of its own", _HINTS[ADDS_ONE],
            knobs=(("plus_one", "everywhere"),)),
    Mistake(EXTRA_FACTOR, "puts a 2 under the square root as well as c in front", _HINTS[EXTRA_FACTOR],
            knobs=(("factor", True),)),
    Mistake(SMOOTHED_RATE, "computes the win rate as (wins + 1) / (visits + 2)", _HINTS[SMOOTHED_RATE],
            knobs=(("rate", "smoothed"),)),
    Mistake(LOSS_RATE, "computes (visits - wins) / visits, the rate of the playouts the child's mover lost",
            "The win rate is wins / visits: selection prefers the child whose mover won most; (visits - wins)"
            " / visits sends it to the worst one.", knobs=(("rate", "loss"),)),
    Mistake(NO_WINS_AS_UNVISITED, "tests wins == 0 where visits == 0 belongs, so a child visited but never"
            " won scores math.inf", "A child never visited is the one with visits == 0; a child with visits"
            " and no win has a win rate of 0 and gets only its exploration term.", knobs=(("no_wins_inf", True),)),
    Mistake(DIVIDES_SUM, "computes (wins + c * sqrt(ln(N) / n)) / n: the exploration term is divided by"
            " the visits a second time", "Only the wins are divided by the visits: wins / visits + c *"
            " sqrt(ln(N) / n); the bracket around the whole sum divides the exploration term again.",
            knobs=(("divides_sum", True),)),
    Mistake(RATE_OF_ONE, "divides the visits by themselves for the win rate (visits / visits), which is 1 for"
            " every child", "The win rate is the child's wins over its visits: wins / visits.",
            knobs=(("rate", "one"),)),
    Mistake(RATE_OF_ONE, "divides the wins by themselves for the win rate (wins / wins): 1 for every child that"
            " has won, and for one that has not a division by zero, caught and scored math.inf like an unvisited"
            " child", "The win rate is the child's wins over its visits: wins / visits.",
            knobs=(("rate", "wins over wins"),)),
    Mistake(INF_FOR_VISITED, "tests visits <= 1 (or visits == 1, visits < 2) where visits == 0 belongs, so a child visited"
            " once scores math.inf as if never visited", INF_FOR_VISITED_HINT, knobs=(("inf_upto", 1),)),
    Mistake(DIVIDES_BY_PARENT, "computes sqrt(ln(N) / N): the parent's visits where the child's belong under"
            " the root", "Under the root the parent's log is divided by the CHILD's visits: sqrt(ln(parent_visits)"
            " / visits), so that a child explored less gets a larger bonus.", knobs=(("below", "parent"),)),
    Mistake(C_SCALES_RATE, "multiplies the whole sum by c, c * (wins / visits + sqrt(ln(N) / n)), so the win rate is"
            " scaled by c too", "c weighs the exploration term alone: wins / visits + c * sqrt(ln(N) / n); a bracket"
            " after c takes the win rate in too (with c = 0 every child scores 0).", knobs=(("c", "whole"),)),
    Mistake(C_SCALES_RATE, "multiplies the win rate by c and leaves the exploration term without it,"
            " c * wins / visits + sqrt(ln(N) / n)", "c weighs the exploration term, not the win rate:"
            " wins / visits + c * sqrt(ln(N) / n).", knobs=(("c", "rate"),)),
    Mistake(WEIGHS_RATE, "weighs the win rate by 1 - c, (1 - c) * wins / visits + c * sqrt(ln(N) / n), as if c"
            " mixed the two terms", "c weighs the exploration term alone: wins / visits + c * sqrt(ln(N) / n), the"
            " win rate as it is (with c = sqrt(2) a factor 1 - c turns every win rate negative).",
            knobs=(("c", "one minus"),)),
    Mistake(SUBTRACTS_EXPLORATION, "subtracts the exploration term from the win rate",
            _HINTS[SUBTRACTS_EXPLORATION], knobs=(("minus", True),)),
]
"""The mistakes of UCB1 the checker can name: knobs of :func:`mistaken_ucb`."""


def _ucb_arithmetic(wins: float, visits: int, parent: int, c: float) -> str:
    """UCB1 on one input, each step spelled out."""
    rate, log = wins / visits, math.log(parent)
    root = math.sqrt(log / visits)
    return (f"UCB1 gives wins / visits = {_num(float(wins))} / {visits} = {rate:.4g}; ln(parent_visits) ="
            f" ln({parent}) = {log:.4g}; {log:.4g} / {visits} = {log / visits:.4g}; its square root is"
            f" {root:.4g}; times c = {c_text(c, spelled=True)} that is {c * root:.4g}; and {rate:.4g} + {c * root:.4g} ="
            f" {rate + c * root:.4g}.")


def _ucb_problems(answers: list[float | None],
                  crashed: dict[int, tuple[str, Problem]] | None = None, near_zero: bool = False) -> list[Problem]:
    """Name the formula's mistake from every score it gave, or spell out UCB1 where it first differs.

    ``crashed`` holds the error's type and the crash reported on each case (its index) that raised: where the named
    mistake raises the same error there too (c dividing, at c = 0), the crash is that slip's, told
    under its name and taken out of ``crashed``, not reported as a second problem."""

    def predict(case: tuple[float, int, int, float], game: Any, knobs: dict[str, Any]) -> float:
        if not knobs:
            return sum(ucb_terms(*case))
        return mistaken_ucb(*case, knobs)

    wrong = [i for i, (case, got) in enumerate(zip(_UCB_CASES, answers, strict=True))
             if got is not None and not _close(got, sum(ucb_terms(*case)))]
    if not wrong:
        return []
    given = [got for got in answers if got is not None]
    if len(given) > 2 and all(got == math.inf for got in given):  # no model needed: that IS the slip
        wins, visits, parent, c = _UCB_CASES[wrong[0]]
        return [Problem(INF_FOR_VISITED, f"With wins={_num(float(wins))}, visits={visits}, parent_visits={parent}"
                        f" it returned math.inf, as it did for every visited child. {_ucb_arithmetic(wins, visits, parent, c)}",
                        INF_FOR_VISITED_HINT)]
    catalogue = (UCB_MISTAKES + UCB_ARITHMETIC_MISTAKES + ucb_factor_mistakes(_UCB_CASES, answers)
                 + ucb_prior_mistakes(_UCB_CASES, answers, SMOOTHED_RATE)
                 + reading_mistakes(_UCB_CASES, answers, [sum(ucb_terms(*case)) for case in _UCB_CASES], IGNORES_C)
                 + part_rounding_mistakes() + puct_mistakes())
    fit = name_mistake(_UCB_CASES, answers, catalogue, predict)
    epsilon: float | None = None
    # A child never visited scored a large finite number: code that adds a small number to the visits (1e-6) so
    # that 0 divides. Every other score is then off by that much too; the formula's own slip is read through it.
    for eps in EPSILONS if fit is None and near_zero else ():
        def near(case: tuple[float, int, int, float], game: Any, knobs: dict[str, Any], eps: float = eps) -> float:
            return mistaken_ucb(case[0], case[1], case[2], case[3], {**knobs, "epsilon": eps})

        fit, epsilon = name_mistake(_UCB_CASES, answers, catalogue, near), eps
        if fit is not None:
            break
    index = fit.wrong[0] if fit is not None else wrong[0]
    wins, visits, parent, c = _UCB_CASES[index]
    shown = (f"With wins={_num(float(wins))}, visits={visits}, parent_visits={parent}, c={c_text(c)} it returned"
             f" {_num(answers[index])}. {_ucb_arithmetic(wins, visits, parent, c)}")
    got, truth = answers[index], sum(ucb_terms(wins, visits, parent, c))
    if got is not None and math.isfinite(got) and _num(got) == f"{truth:.4g}":  # alike to the digits shown
        shown += " To more digits: it returned {}, UCB1 gives {}.".format(*distinct(got, truth))
    if fit is not None:
        found = fit_problems(fit, shown, "score")
        if epsilon is not None:
            found[0] = dataclasses.replace(found[0], detail=f"{found[0].detail}\n(Read through visits + {epsilon:g} in"
                                           " its divisions, the small number that gives a child never visited its"
                                           " large finite score.)")
        knobs = {key: value for m in fit.mistakes for key, value in m.knobs}
        for i, (error, crash) in list((crashed or {}).items()):
            wins, visits, parent, c = _UCB_CASES[i]
            try:
                mistaken_ucb(wins, visits, parent, c, knobs)
            except Exception as raised:
                if error == type(raised).__name__ and crashed is not None:
                    first, _, rest = crash.detail.partition("\n")
                    found[0] = dataclasses.replace(found[0], detail=f"{found[0].detail}\n{first}; the same slip raises"
                                                   f" that error there{chr(10) + rest if rest else ''}.")
                    del crashed[i]
        return found
    return [Problem(WRONG_VALUE, shown, "Compute the same steps in your function and see where it parts.")]


def _not_a_number(not_numbers: list[tuple[str, Any, float]]) -> Problem:
    """Scores that are not numbers, with the inputs; told as a test of the score against 0 when they are
    exactly the inputs whose score is 0 (no wins, and ln(parent_visits) = 0 or c = 0)."""
    (where, raw, _), *rest = not_numbers
    detail = f"With {where} it returned {_num(raw)}, not a number"
    detail += "".join(f"; also with {w} ({_num(r)})" for w, r, _ in rest[:2])
    detail += f"; and on {len(rest) - 2} more inputs." if len(rest) > 2 else "."
    zero = [case for case in ((0, 0, 5, math.sqrt(2)), *_UCB_CASES) if case[1] and sum(ucb_terms(*case)) == 0]
    if all(expected == 0 for _, _, expected in not_numbers) and len(not_numbers) == len(zero):
        return Problem(NOT_A_NUMBER, f"{detail} UCB1's score is exactly 0 there (no wins, and ln(parent_visits) = 0"
                       " or c = 0), and only there: every other input got a number.", "A score of 0 is a score like"
                       " any other: return it. A test of the score against 0 (`if score == 0`, `if not score`) that"
                       " returns None there leaves selection comparing None with numbers.")
    return Problem(NOT_A_NUMBER, detail, not_a_number_hint(raw))


@gives_up
@diagnoses
def check_ucb(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check UCB1: ``fn(wins, visits, parent_visits, c)`` must be ``wins / visits +
    c * sqrt(ln(parent_visits) / visits)``, and ``math.inf`` for a child never visited.

    Args:
        fn: the student's function.
        quiet: do not print the report.

    Returns:
        A :class:`CheckReport` naming the bug, e.g. "swaps the parent's and the child's visits".
    """
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    failed = 0
    answers: list[float | None] = []
    crashed: dict[int, tuple[str, Problem]] = {}  # the visited cases that raised, by their index in _UCB_CASES
    unvisited_got: float | None = None  # the score a child never visited got
    not_numbers: list[tuple[str, Any, float]] = []  # the input, what came back, UCB1's score
    for wins, visits, parent, c in ((0, 0, 5, math.sqrt(2)), *_UCB_CASES):
        exploit, explore = ucb_terms(wins, visits, parent, c)
        expected = exploit + explore
        where = f"wins={_num(float(wins))}, visits={visits}, parent_visits={parent}, c={c_text(c)}"
        got = None
        try:
            raw = run(wins, visits, parent, c)
            got = _as_number(raw)
        except Exception as error:
            failed += 1
            name = UNVISITED_NOT_FIRST if visits == 0 else CRASHES
            problems.append(Problem(name, f"With {where}: {_error_summary(error)}", _HINTS.get(name, "")))
            if visits:
                crashed[len(answers)] = (type(error).__name__, problems[-1])
        else:
            if got is None:
                failed += 1
                not_numbers.append((where, raw, expected))
            elif not _close(got, expected):
                failed += 1
                if visits == 0 and math.isfinite(got) and got >= LARGE:  # still explored first: no overclaim
                    problems.append(Problem(UNVISITED_FINITE, f"With {where} it returned {_num(raw if isinstance(raw, int) else got)}, a large finite"
                                            " number, not math.inf: selection still tries such a child first, but only"
                                            " while every visited child scores less.", UNVISITED_FINITE_HINT))
                elif visits == 0:
                    unvisited_got = got
                    problems.append(Problem(UNVISITED_NOT_FIRST, f"With {where} it returned {_num(got)}, not"
                                            " math.inf.", _HINTS[UNVISITED_NOT_FIRST]))
        if visits:
            answers.append(got)
    if not_numbers:
        problems.append(_not_a_number(not_numbers))
    found = _ucb_problems(answers, crashed, near_zero=any(p.name == UNVISITED_FINITE for p in problems))
    problems = [p for p in problems if p.name != CRASHES or any(p is crash for _, crash in crashed.values())]
    unvisited = [p for p in problems if p.name == UNVISITED_NOT_FIRST]
    if unvisited and [p.name for p in found] == [INF_FOR_VISITED]:
        # One wrong test (visits != 0, visits > 0, visits == 1 where visits == 0 belongs), not two bugs:
        # visited children get the unvisited one's math.inf, and the unvisited one the formula.
        problems = [p for p in problems if p.name != UNVISITED_NOT_FIRST]
        turned = all(got == math.inf for got in answers if got is not None)
        test = ("one test turned the wrong way round (visits != 0 or visits > 0" if turned
                else "one test of the wrong count (visits == 1, say,")
        found = [Problem(UNVISITED_TEST_WRONG, f"{found[0].detail}\n{unvisited[0].detail} Both come from {test}"
                         " where visits == 0 belongs).",
                         "Return math.inf under `if visits == 0:` (the child never visited), and UCB1's"
                         " formula for every other child.")]
    if (unvisited and [p.name for p in found] == [MULTIPLIES_BY_VISITS] and "ZeroDivisionError" in unvisited[0].detail
            and "wins * visits" in found[0].detail):
        # One slip: wins * visits no longer raises where wins / visits did, so code that sent a child never
        # visited to math.inf by catching that error now divides by 0 further on.
        problems = [p for p in problems if p.name != UNVISITED_NOT_FIRST]
        found = [dataclasses.replace(found[0], detail=found[0].detail + f"\n{unvisited[0].detail.splitlines()[0]}:"
                                     " the win rate's division, which raised for a child never visited, is gone.")]
    if (unvisited and [p.name for p in found] == [ADDS_ONE] and unvisited_got is not None
            and _close(unvisited_got, 0 / (0 + 1) + math.sqrt(2) * math.sqrt(math.log(5 + 1) / (0 + 1)))):
        # One slip, one name: the + 1 that divides for a child never visited is why it has no math.inf case.
        problems = [p for p in problems if p.name != UNVISITED_NOT_FIRST]
        found = [dataclasses.replace(found[0], detail=found[0].detail + f"\n{unvisited[0].detail} The same + 1 gives"
                                     " it that finite score: a child never visited then competes on a made-up win"
                                     " rate instead of being tried first.",
                                     hint=found[0].hint + " " + _HINTS[UNVISITED_NOT_FIRST])]
    found, merged = unvisited_from_puct(found, unvisited, unvisited_got, (0, 0, 5, math.sqrt(2)))
    if merged:  # the formula named gives the child never visited its finite score: one slip, one name
        problems = [p for p in problems if p.name != UNVISITED_NOT_FIRST]
    problems += found
    return _report("check_ucb", fn, problems + printed.notes(), len(_UCB_CASES) + 1, failed, quiet,
                   praise="Its scores are UCB1's, the ones ttt_lab.search.mcts selects by.")
