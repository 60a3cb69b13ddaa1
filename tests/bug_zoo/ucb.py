"""UCB1 as students write it: ``fn(wins, visits, parent_visits, c) -> score``."""

from __future__ import annotations

import math
from math import log, sqrt

# The same students as the first checkers' tests: one copy of each.
from buggy_mcts import ucb_correct as correct
from buggy_mcts import ucb_no_unvisited_case as no_unvisited_case
from buggy_mcts import ucb_zero_for_unvisited as zero_for_unvisited

from ttt_lab import exercises as ex
from ttt_lab.exercises import mcts as m


def correct_terms(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if not visits:
        return float("inf")
    exploitation = wins / visits
    exploration = c * (log(parent_visits) / visits) ** 0.5
    return exploitation + exploration


def correct_numpy_style(wins: float, visits: int, parent_visits: int, c: float) -> float:
    try:
        mean = wins / visits
    except ZeroDivisionError:
        return math.inf
    return mean + c * sqrt(2 * log(parent_visits) / (2 * visits))


CORRECT = [correct, correct_terms, correct_numpy_style]


def _guard(formula):  # type: ignore[no-untyped-def]
    def ucb(wins: float, visits: int, parent_visits: int, c: float) -> float:
        if visits == 0:
            return math.inf
        return formula(wins, visits, parent_visits, c)  # type: ignore[no-any-return]

    ucb.__name__ = formula.__name__
    return ucb


@_guard
def greedy(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n


@_guard
def swapped(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + c * sqrt(log(n) / p)


@_guard
def parent_rate(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / p + c * sqrt(log(p) / n)


@_guard
def no_sqrt(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + c * log(p) / n


@_guard
def no_c(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + sqrt(log(p) / n)


@_guard
def log10(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + c * sqrt(math.log10(p) / n)


@_guard
def log2(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + c * sqrt(math.log2(p) / n)


@_guard
def no_log(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + c * sqrt(p / n)


@_guard
def c_under_root(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + sqrt(c * log(p) / n)


@_guard
def divides_outside(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + c * sqrt(log(p)) / n


@_guard
def minus(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n - c * sqrt(log(p) / n)


@_guard
def integer_rate(w, n, p, c):  # type: ignore[no-untyped-def]
    return w // n + c * sqrt(log(p) / n)


@_guard
def exploration_only(w, n, p, c):  # type: ignore[no-untyped-def]
    return c * sqrt(log(p) / n)


@_guard
def swapped_and_no_c(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + sqrt(log(n) / p)



BUGGY = [
    (greedy, {m.NO_EXPLORATION}),
    (swapped, {m.SWAPPED_VISITS}),
    (parent_rate, {m.PARENT_IN_RATE}),
    (no_sqrt, {m.NO_SQUARE_ROOT}),
    (no_c, {m.IGNORES_C}),
    (log10, {m.WRONG_LOG}),
    (log2, {m.WRONG_LOG}),
    (no_log, {m.NO_LOG}),
    (c_under_root, {m.C_UNDER_ROOT}),
    (divides_outside, {m.DIVIDES_OUTSIDE_ROOT}),
    (minus, {m.SUBTRACTS_EXPLORATION}),
    (integer_rate, {ex.INTEGER_DIVISION}),
    (exploration_only, {m.NO_WIN_RATE}),
    (swapped_and_no_c, {m.SWAPPED_VISITS, m.IGNORES_C}),
    (zero_for_unvisited, {m.UNVISITED_NOT_FIRST}),
    (no_unvisited_case, {m.UNVISITED_NOT_FIRST}),
]
CHECK = ex.check_ucb


# ---------------------------------------------------------------------- second wave
# Written after the engine, as students write them, before any change to the engine for them.


@_guard
def log_of_parent_plus_one(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + c * sqrt(log(p + 1) / n)


@_guard
def two_inside(w, n, p, c):  # type: ignore[no-untyped-def]
    """UCB1 as Auer et al. write it, sqrt(2 ln N / n), with the c = sqrt(2) on top."""
    return w / n + c * sqrt(2 * log(p) / n)


@_guard
def laplace_rate(w, n, p, c):  # type: ignore[no-untyped-def]
    return (w + 1) / (n + 2) + c * sqrt(log(p) / n)


@_guard
def visits_plus_one(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + c * sqrt(log(p) / (n + 1))


@_guard
def correct_split_roots(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + c * sqrt(log(p)) / sqrt(n)


CORRECT.append(correct_split_roots)
BUGGY += [
    (log_of_parent_plus_one, {m.ADDS_ONE_PARENT}),
    (two_inside, {m.EXTRA_FACTOR}),
    (laplace_rate, {m.SMOOTHED_RATE}),
    (visits_plus_one, {m.ADDS_ONE_CHILD}),
]


# ---------------------------------------------------------------------- third wave
# Written blind, as students write them, before any change to the engine for them.


@_guard
def parent_everywhere(w, n, p, c):  # type: ignore[no-untyped-def]
    """Mixed up n and N in both terms."""
    return w / p + c * sqrt(log(n) / p)


@_guard
def correct_c_squared_inside(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + sqrt(c * c * log(p) / n)


CORRECT.append(correct_c_squared_inside)
BUGGY += [
    (parent_everywhere, {m.PARENT_IN_RATE, m.SWAPPED_VISITS}),
]


# ---------------------------------------------------------------------- fourth wave
# Written blind, as students write them; measured before any change to the engine for them.


@_guard
def log_of_ratio(w, n, p, c):  # type: ignore[no-untyped-def]
    return w / n + c * sqrt(log(p / n))


BUGGY += [(log_of_ratio, {m.LOG_OF_RATIO})]


# ---------------------------------------------------------------------- fifth wave (blind)
# Before any change: 6 named right, 1 generic (the logarithm of the child's own visits).


def log_of_the_child(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + c * sqrt(log(visits) / visits)


def unvisited_scores_zero(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return 0
    return wins / visits + c * sqrt(log(parent_visits) / visits)


def swapped_whole(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """The parent and child swapped: with visits == 1 the logarithm, and the term, vanish (not a second bug)."""
    if visits == 0:
        return math.inf
    return wins / visits + c * sqrt(log(visits) / parent_visits)


def correct_try_except(wins: float, visits: int, parent_visits: int, c: float) -> float:
    try:
        mean = wins / visits
    except ZeroDivisionError:
        return math.inf
    return mean + c * sqrt(log(parent_visits)) / sqrt(visits)


CORRECT.append(correct_try_except)
BUGGY += [
    (log_of_the_child, {m.LOG_OF_CHILD}),
    (unvisited_scores_zero, {m.UNVISITED_NOT_FIRST}),
    (swapped_whole, {m.SWAPPED_VISITS}),
]


def plus_one_everywhere(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """No case for an unvisited child: every count one more instead (named both ways, both true)."""
    return wins / (visits + 1) + c * sqrt(log(parent_visits + 1) / (visits + 1))


BUGGY += [(plus_one_everywhere, {m.ADDS_ONE})]  # one slip, one name (the finite unvisited score told under it)


# ---------------------------------------------------------------------- issue 27, blind wave 4 (h27f)
# The whole sum divided by the visits (blind5's ucb3), in other shapes; and the + 1 in the log
# named as the parent's (blind5's ucb4).


def mean_of_sum(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """Adds the bonus to the wins, then averages both."""
    if visits == 0:
        return math.inf
    total = wins + c * math.sqrt(math.log(parent_visits) / visits)
    return total / visits


def divides_at_the_end(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if not visits:
        return float("inf")
    score = wins
    score += c * (math.log(parent_visits) / visits) ** 0.5
    score /= visits
    return score


def log1p_parent(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """'Safe' log: math.log1p(parent_visits) is ln(parent_visits + 1)."""
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log1p(parent_visits) / visits)


BUGGY += [
    (mean_of_sum, {m.DIVIDES_SUM}),
    (divides_at_the_end, {m.DIVIDES_SUM}),
    (log1p_parent, {m.ADDS_ONE_PARENT}),
]


# ---------------------------------------------------------------------- issue 27, round 2: UCB1's arithmetic
# The mutation sweep's classes #4, #13, #16 (only localised before), written as students write them.
from ttt_lab.exercises import mcts_amounts as amounts  # noqa: E402


def inf_outside_the_if(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """The `return math.inf` one indent too far left: every child scores math.inf."""
    if visits == 0:
        print("unvisited child")
    return math.inf
    return wins / visits + c * math.sqrt(math.log(parent_visits) / visits)


def unvisited_test_always_true(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits >= 0:
        return float("inf")
    return wins / visits + c * sqrt(log(parent_visits) / visits)


def score_negated(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """Negated 'so that the min picks the best', in a search that takes the max."""
    if visits == 0:
        return math.inf
    return -(wins / visits + c * math.sqrt(math.log(parent_visits) / visits))


def score_negated_by_parts(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    exploit = wins / visits
    explore = c * sqrt(log(parent_visits) / visits)
    return -exploit - explore


def c_divides(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + c / math.sqrt(math.log(parent_visits) / visits)


def log_times_visits(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + c * (log(parent_visits) * visits) ** 0.5


def power_three_halves(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + c * (log(parent_visits) / visits) ** 1.5


def inverse_root(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """`** -0.5` for the square root."""
    if visits == 0:
        return math.inf
    return wins / visits + c * (math.log(parent_visits) / visits) ** -0.5


def c_added(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + (c + math.sqrt(math.log(parent_visits) / visits))


def product_of_terms(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return (wins / visits) * (c * sqrt(log(parent_visits) / visits))


def log_arguments_swapped(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """math.log(math.e, N) for math.log(N, math.e): the log of e in base N, 1 / ln(N)."""
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(math.e, parent_visits) / visits)


def own_constant_under_the_root(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """A 3/2 of the student's own under the root."""
    if visits == 0:
        return math.inf
    return wins / visits + c * sqrt(3 * log(parent_visits) / (2 * visits))


BUGGY += [
    (inf_outside_the_if, {amounts.INF_FOR_VISITED}),
    (unvisited_test_always_true, {amounts.INF_FOR_VISITED}),
    (score_negated, {amounts.NEGATES_SCORE}),
    (score_negated_by_parts, {amounts.NEGATES_SCORE}),
    (c_divides, {amounts.ROOT_DIVIDES}),
    (log_times_visits, {amounts.MULTIPLIES_BY_VISITS}),
    (power_three_halves, {amounts.WRONG_POWER}),
    (inverse_root, {amounts.ROOT_DIVIDES}),
    (c_added, {amounts.ADDS_C}),
    (product_of_terms, {amounts.RATE_TIMES_EXPLORATION}),
    (log_arguments_swapped, {amounts.INVERTS_LOG}),
    (own_constant_under_the_root, {amounts.OTHER_FACTOR}),
]


def correct_auer_form(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """Correct: Auer's sqrt(2 ln N / n) written with c / sqrt(2) for its own constant."""
    if visits == 0:
        return math.inf
    return wins / visits + (c / math.sqrt(2)) * math.sqrt(2 * math.log(parent_visits) / visits)


CORRECT.append(correct_auer_form)


# ---------------------------------------------------------------------- issue 27, blind wave 5 (h27j)
# Auer's sqrt(2 ln N / n) copied with its constant, c never used (blind6's ucb06): one slip, reported
# as two problems before ("ignores the exploration constant" and "another factor").


def auer_textbook_form(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + sqrt(2 * log(parent_visits) / visits)


def auer_with_sqrt_two(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """The exploration constant written out as math.sqrt(2), the parameter c ignored."""
    if visits == 0:
        return float("inf")
    exploration = math.sqrt(2) * math.sqrt(math.log(parent_visits) / visits)
    return wins / visits + exploration


BUGGY += [(auer_textbook_form, {ex.IGNORES_C}), (auer_with_sqrt_two, {ex.IGNORES_C})]


# ---------------------------------------------------------------------- issue 27, round 3 (mut2's UCB1)
def unvisited_test_turned(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits != 0:
        return math.inf
    return wins / visits + c * sqrt(log(parent_visits) / visits)


def unvisited_test_greater(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits > 0:
        return float("inf")
    exploit = wins / visits
    return exploit + c * math.sqrt(math.log(parent_visits) / visits)


def unvisited_test_of_one(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 1:
        return math.inf
    return wins / visits + c * sqrt(log(parent_visits) / visits)


def visited_once_as_unvisited(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits < 2:
        return math.inf
    return wins / visits + c * sqrt(log(parent_visits) / visits)


def visits_over_visits(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return visits / visits + c * sqrt(log(parent_visits) / visits)


def wins_over_wins_caught(wins: float, visits: int, parent_visits: int, c: float) -> float:
    try:
        mean = wins / wins
    except ZeroDivisionError:
        return math.inf
    return mean + c * sqrt(log(parent_visits) / visits)


def parent_under_the_root_twice(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    n = parent_visits
    return wins / visits + c * math.sqrt(math.log(n) / n)


def power_zero(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + c * (log(parent_visits) / visits) ** 0


BUGGY += [
    (unvisited_test_turned, {m.UNVISITED_TEST_WRONG}),
    (unvisited_test_greater, {m.UNVISITED_TEST_WRONG}),
    (unvisited_test_of_one, {m.UNVISITED_TEST_WRONG}),
    (visited_once_as_unvisited, {amounts.INF_FOR_VISITED}),
    (visits_over_visits, {m.RATE_OF_ONE}),
    (wins_over_wins_caught, {m.RATE_OF_ONE}),
    (parent_under_the_root_twice, {m.DIVIDES_BY_PARENT}),
    (power_zero, {amounts.WRONG_POWER}),
]


def parent_visits_in_the_bonus(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if not visits:
        return math.inf
    bonus = c * (math.log(parent_visits) / parent_visits) ** 0.5
    return wins / visits + bonus


BUGGY += [(parent_visits_in_the_bonus, {m.DIVIDES_BY_PARENT})]


# ---------------------------------------------------------------------- issue 27, mut3 classes #1 and #10
def rate_times_visits(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    exploit = wins * visits  # meant wins / visits
    return exploit + c * sqrt(log(parent_visits) / visits)


def rate_times_visits_in_one_line(wins: float, visits: int, parent_visits: int, c: float) -> float:
    return math.inf if visits == 0 else c * sqrt(log(parent_visits) / visits) + wins * visits


def bonus_floored(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + c * sqrt(log(parent_visits)) // sqrt(visits)


def bonus_floored_under_the_root(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(parent_visits) // visits)


def auer_floored(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    return wins / visits + c / math.sqrt(2) * math.sqrt(2 * math.log(parent_visits) // visits)


def c_added_before_the_division(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    mean = wins / visits
    return mean + (c + sqrt(log(parent_visits))) / sqrt(visits)


BUGGY += [
    (rate_times_visits, {amounts.MULTIPLIES_BY_VISITS}),
    (rate_times_visits_in_one_line, {amounts.MULTIPLIES_BY_VISITS}),
    (bonus_floored, {amounts.TERM_FLOORED}),
    (bonus_floored_under_the_root, {amounts.TERM_FLOORED}),
    (auer_floored, {amounts.TERM_FLOORED}),
    (c_added_before_the_division, {amounts.ADDS_C}),
]


def rate_times_visits_caught(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """The unvisited case caught from the win rate's division, which wins * visits no longer makes."""
    try:
        mean = wins * visits
    except ZeroDivisionError:
        return math.inf
    return mean + c * sqrt(log(parent_visits) / visits)


BUGGY += [(rate_times_visits_caught, {amounts.MULTIPLIES_BY_VISITS})]


# ---------------------------------------------------------------------- issue 27, blind wave 7 (h27u)
# A number of the student's own, read off the scores: a constant in place of c, the score rounded,
# a large finite score for a child never visited. ucb01, ucb02 and ucb07 verbatim, then other shapes.
import sys  # noqa: E402

from ttt_lab.exercises import ucb_readings as readings  # noqa: E402


def ucb01_rounds_to_3(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    if visits == 0:
        return math.inf
    ucb = round((wins / visits) + c * math.sqrt(math.log(parent_visits, math.e) / visits), 3)
    return ucb


def rounds_to_two_decimals(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    score = wins / visits + c * sqrt(log(parent_visits) / visits)
    return round(score, 2)


def formats_then_reads_back(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """Three decimals kept through a format string: a score that prints nicely in a table."""
    if visits == 0:
        return math.inf
    return float(f"{wins / visits + c * sqrt(log(parent_visits) / visits):.3f}")


def cuts_to_four_decimals(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    score = wins / visits + c * sqrt(log(parent_visits) / visits)
    return int(score * 10000) / 10000


def ucb02_maxsize_unvisited(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    if visits == 0:
        return sys.maxsize
    return (wins / visits) + c * math.sqrt(math.log(parent_visits) / visits)


def unvisited_a_billion(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return 1e9
    return wins / visits + c * sqrt(log(parent_visits) / visits)


def unvisited_java_max_int(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """Integer.MAX_VALUE, ported from Java."""
    INTEGER_MAX_VALUE = 2 ** 31 - 1
    return INTEGER_MAX_VALUE if not visits else wins / visits + c * (log(parent_visits) / visits) ** 0.5


def unvisited_ten(wins: float, visits: int, parent_visits: int, c: float) -> float:
    return 10 if visits == 0 else wins / visits + c * sqrt(log(parent_visits) / visits)


def unvisited_scores_a_win(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """A child never visited scored as if it had won its one playout: 1, which visited children beat."""
    if visits == 0:
        return 1.0
    return wins / visits + c * sqrt(log(parent_visits) / visits)


def ucb07_fixed_constant(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    if visits == 0:
        return math.inf
    return (wins / float(visits)) + 1.41 * math.sqrt(math.log(parent_visits) / float(visits))


EXPLORATION = 2.0


def module_constant_for_c(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """A module-level constant used where the parameter belongs."""
    if visits == 0:
        return math.inf
    return wins / visits + EXPLORATION * sqrt(log(parent_visits) / visits)


def default_c_shadowed(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """c overwritten by a "tuned" value before it is used."""
    c = 0.7
    if visits == 0:
        return math.inf
    return wins / visits + c * sqrt(log(parent_visits) / visits)


BUGGY += [
    (ucb01_rounds_to_3, {readings.ROUNDS_SCORE}),
    (rounds_to_two_decimals, {readings.ROUNDS_SCORE}),
    (formats_then_reads_back, {readings.ROUNDS_SCORE}),
    (cuts_to_four_decimals, {readings.ROUNDS_SCORE}),
    (ucb02_maxsize_unvisited, {readings.UNVISITED_FINITE}),
    (unvisited_a_billion, {readings.UNVISITED_FINITE}),
    (unvisited_java_max_int, {readings.UNVISITED_FINITE}),
    (unvisited_ten, {readings.UNVISITED_FINITE}),
    (unvisited_scores_a_win, {m.UNVISITED_NOT_FIRST}),
    (ucb07_fixed_constant, {ex.IGNORES_C}),
    (module_constant_for_c, {ex.IGNORES_C}),
    (default_c_shadowed, {ex.IGNORES_C}),
]


def ucb_c1_pow_half(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    if not visits:
        return float("inf")
    mean = wins / visits
    return mean + c * (math.log(parent_visits, math.e) / visits) ** 0.5


def ucb_c2_split_sqrt(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    if visits <= 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(parent_visits)) / math.sqrt(visits)


CORRECT += [ucb_c1_pow_half, ucb_c2_split_sqrt]


def win_rate_rounded(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """The win rate rounded "for display", then used."""
    if visits == 0:
        return math.inf
    rate = round(wins / visits, 2)
    return rate + c * sqrt(log(parent_visits) / visits)


def c_rounded(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    c = round(c, 2)
    return wins / visits + c * sqrt(log(parent_visits) / visits)


def bonus_rounded(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits == 0:
        return math.inf
    bonus = round(c * math.sqrt(math.log(parent_visits) / visits), 3)
    return wins / visits + bonus


BUGGY += [(win_rate_rounded, {readings.ROUNDS_PART}), (c_rounded, {readings.ROUNDS_PART}),
          (bonus_rounded, {readings.ROUNDS_PART})]

# Issue 27 (h27t): the 2 of 2 * ln(N) added to the logarithm, in the sqrt(2) form and the plain one.


def auer_form_two_plus_log(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """Auer's form with + for *: 2 + ln N under the root."""
    if visits == 0:
        return math.inf
    k = c / math.sqrt(2)
    return wins / visits + k * math.sqrt((2 + math.log(parent_visits)) / visits)


def two_plus_log_in_steps(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """In steps, the plain form: `inner = 2 + log(N)` where `2 * log(N)` was meant, and no sqrt(2) to undo it."""
    if not visits:
        return float("inf")
    inner = 2 + log(parent_visits)
    bonus = c * sqrt(inner / visits)
    return wins / visits + bonus


BUGGY += [
    (auer_form_two_plus_log, {amounts.ADDS_TO_LOG}),
    (two_plus_log_in_steps, {amounts.ADDS_TO_LOG}),
]

# Issue 27 (h27y, wave 8's ucb03): c before a bracket round the whole score, or before the win rate alone.


def ucb03_c_times_everything(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """Wave 8's student verbatim: parentheses round the whole formula after copying "c·(...)" from slides."""
    if visits == 0:
        return math.inf
    return c * (wins / visits + math.sqrt(math.log(parent_visits) / visits))


def c_times_both_terms_in_steps(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """The same slip written out: c distributed over both terms."""
    if not visits:
        return float("inf")
    exploit = c * wins / visits
    explore = c * sqrt(log(parent_visits) / visits)
    return exploit + explore


def c_on_the_win_rate(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """c put in front of the wrong term: the win rate weighted, the bonus bare."""
    if visits == 0:
        return math.inf
    return c * (wins / visits) + (log(parent_visits) / visits) ** 0.5


BUGGY += [
    (ucb03_c_times_everything, {m.C_SCALES_RATE}),
    (c_times_both_terms_in_steps, {m.C_SCALES_RATE}),
    (c_on_the_win_rate, {m.C_SCALES_RATE}),
]


def ucb06_correct_split_roots(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """Wave 8's correct variant: the roots of ln N and of n taken apart, float('inf') when unvisited."""
    if not visits:
        return float("inf")
    return wins / visits + c * sqrt(log(parent_visits)) / sqrt(visits)


CORRECT.append(ucb06_correct_split_roots)


# Issue 27, wave 9 (f9b): c below the line. Named from the scores with c != 0; the crash at c = 0 is told
# under that name (the same slip raises there), not as a second problem.
from ttt_lab.exercises.mcts_amounts import DIVIDES_BY_C  # noqa: E402


def ucb01_w9_c_divides(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """Wave 9's student verbatim (xelahalo/khet's calculate_UCB)."""
    if visits == 0:
        return float("inf")
    return wins / visits + math.sqrt(math.log(parent_visits) / (c * visits))


def c_divides_the_bonus(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """c dividing outside the root: a "temperature" read the wrong way round."""
    if visits == 0:
        return math.inf
    bonus = sqrt(log(parent_visits) / visits)
    return wins / visits + bonus / c


def c_divides_guarded(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """The same division in steps, written so that it never meets c = 0 unguarded: c = 0 gives the win rate."""
    if visits == 0:
        return math.inf
    rate = wins / visits
    if c == 0:
        return rate
    return rate + sqrt(log(parent_visits) / (visits * c))


BUGGY += [
    (ucb01_w9_c_divides, {DIVIDES_BY_C}),
    (c_divides_the_bonus, {DIVIDES_BY_C}),
    (c_divides_guarded, {DIVIDES_BY_C}),
]


def _ucb_w9_exploit(wins, visits):  # type: ignore[no-untyped-def]
    return wins / visits


def _ucb_w9_explore(visits, parent_visits, c):  # type: ignore[no-untyped-def]
    return c * (math.log(parent_visits) / visits) ** 0.5


def ucb_w9_correct_pow(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """Wave 9's correct variant: `not visits`, ** 0.5, helpers."""
    if not visits:
        return float("inf")
    return _ucb_w9_exploit(wins, visits) + _ucb_w9_explore(visits, parent_visits, c)


CORRECT.append(ucb_w9_correct_pow)


# ---------------------------------------------------------------- tenth wave: verbatim (renamed) and other shapes


def ucb_w10_weighted_winrate(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    if visits == 0:
        return math.inf
    win_rate = wins / visits
    return (1 - c) * win_rate + c * math.sqrt(math.log(parent_visits) / visits)


def ucb_w10_mixing_weight(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """c read as a weight between exploitation and exploration, in two named terms."""
    if not visits:
        return float("inf")
    exploit = wins / visits
    explore = sqrt(log(parent_visits) / visits)
    return exploit * (1.0 - c) + explore * c


def ucb_w10_correct_numpy(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    import numpy as np

    if not visits:
        return float("inf")
    return float(wins / visits + c * np.sqrt(np.log(parent_visits) / visits))


def ucb_w10_correct_power(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    return math.inf if visits == 0 else wins / visits + c * (math.log(parent_visits) / visits) ** 0.5


BUGGY += [(ucb_w10_weighted_winrate, {m.WEIGHS_RATE}), (ucb_w10_mixing_weight, {m.WEIGHS_RATE})]
CORRECT += [ucb_w10_correct_numpy, ucb_w10_correct_power]


# ---------------------------------------------------------------- eleventh wave (k11b): AlphaZero's PUCT term for UCB1's
from ttt_lab.exercises.mcts_amounts import PUCT_EXPLORATION  # noqa: E402


def ucb_w11_puct_exploration(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """Wave 11's u06 verbatim (a public UcbSelectPolicy.evaluate, AlphaZero pseudocode's shape)."""
    if visits == 0:
        return math.inf
    mean_action_value = wins / visits
    exploration_rate = c * math.sqrt(parent_visits) / (1 + visits)
    return mean_action_value + exploration_rate


def puct_with_uniform_prior(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """Q + U with U = c * P * sqrt(N) / (1 + n), the prior P set to 1 for want of a policy."""
    if not visits:
        return float("inf")
    prior = 1.0
    q = wins / visits
    u = c * prior * parent_visits ** 0.5 / (visits + 1)
    return q + u


def puct_denominator_with_log(wins: float, visits: int, parent_visits: int, c: float) -> float:
    """The logarithm kept, PUCT's 1 + n taken for the denominator, outside the root."""
    if visits == 0:
        return math.inf
    return wins / visits + c * sqrt(log(parent_visits)) / (1 + visits)


BUGGY += [(ucb_w11_puct_exploration, {PUCT_EXPLORATION}), (puct_with_uniform_prior, {PUCT_EXPLORATION}),
          (puct_denominator_with_log, {m.DIVIDES_OUTSIDE_ROOT})]


def ucb_w11_correct_log_base_e(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """Wave 11's u90 verbatim: float('inf') for unvisited, math.log(N, math.e), ** 0.5."""
    if not visits:
        return float("inf")
    return (wins / visits) + c * (math.log(parent_visits, math.e) / visits) ** 0.5


CORRECT.append(ucb_w11_correct_log_base_e)


# Issue 27 (l12b, blind19 wave 12): a large finite score for a child never visited AND a slip of the
# formula, which breaks every visited case: both named (the formula read through a visits + 1e-6).
_UCB_W12_HUGE_VALUE = 1000000


def ucb_w12_huge_value_log_of_ratio(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    if visits == 0:
        return _UCB_W12_HUGE_VALUE
    else:
        uct_val = (wins / visits) + 1.41 * sqrt(log(parent_visits / visits))
        return uct_val


def ucb_w12_plus_one_epsilon(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    exploitation = wins / (visits + 1e-6)
    exploration = c * math.sqrt(math.log(parent_visits + 1) / (visits + 1e-6))
    return exploitation + exploration


def ucb_w12_epsilon_no_root(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """A smaller epsilon, and the square root forgotten."""
    n = visits + 1e-9
    return wins / n + c * math.log(parent_visits) / n


def ucb_w12_correct_pow_half(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    if not visits:
        return float("inf")
    exploit = wins / visits
    explore = c * (math.log(parent_visits) / visits) ** 0.5
    return exploit + explore


BUGGY += [
    (ucb_w12_huge_value_log_of_ratio, {ex.mcts.UNVISITED_FINITE, m.LOG_OF_RATIO, m.IGNORES_C}),
    (ucb_w12_plus_one_epsilon, {ex.mcts.UNVISITED_FINITE, m.ADDS_ONE_PARENT}),
    (ucb_w12_epsilon_no_root, {ex.mcts.UNVISITED_FINITE, m.NO_SQUARE_ROOT}),
]
CORRECT.append(ucb_w12_correct_pow_half)


# Thirteenth wave (blind21 ucb_04): + 1 in every count instead of a math.inf case, one slip told under one
# name (the finite score of a child never visited is said under it), verbatim and with log1p.


def ucb_w13_plus_one_denominators(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    return wins / (visits + 1) + c * math.sqrt(math.log(parent_visits + 1) / (visits + 1))


def ucb_w13_log1p_smoothed(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """Smoothed counts so that nothing divides by zero: n = visits + 1, log1p for the parent."""
    n = visits + 1
    return wins / n + c * math.sqrt(math.log1p(parent_visits) / n)


BUGGY += [
    (ucb_w13_plus_one_denominators, {m.ADDS_ONE}),
    (ucb_w13_log1p_smoothed, {m.ADDS_ONE}),
]


# ---------------------------------------------------------------- fourteenth wave (blind23): the wins not divided, a prior


def u01_wins_not_divided(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """blind23 u01 verbatim (a Java port): the raw wins where wins / visits belongs."""
    if visits == 0:
        return math.inf
    return float(wins) + c * math.sqrt(math.log(parent_visits) / float(visits))


def node_value_plus_bonus(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """The exploitation term named `value` and read as the node's total."""
    if not visits:
        return float("inf")
    value = wins
    bonus = c * (log(parent_visits) / visits) ** 0.5
    return value + bonus


def u04_win_rate(w, v):  # type: ignore[no-untyped-def]
    return (w + 5.0) / (v + 10.0)


def u04_smoothed_win_rate(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    """blind23 u04 verbatim: a prior of 5 wins in 10 visits in the win rate, in a helper."""
    if visits == 0:
        return math.inf
    return u04_win_rate(wins, visits) + c * math.sqrt(math.log(parent_visits) / visits)


def beta_prior_rate(wins, visits, parent_visits, c, prior_wins=0.5, prior_visits=1):  # type: ignore[no-untyped-def]
    """A Jeffreys-like prior kept in default arguments: (wins + 0.5) / (visits + 1)."""
    if visits == 0:
        return math.inf
    mean = (wins + prior_wins) / (visits + prior_visits)
    return mean + c * sqrt(log(parent_visits) / visits)


BUGGY += [
    (u01_wins_not_divided, {amounts.WINS_NOT_RATE}),
    (node_value_plus_bonus, {amounts.WINS_NOT_RATE}),
    (u04_smoothed_win_rate, {m.SMOOTHED_RATE}),
    (beta_prior_rate, {m.SMOOTHED_RATE}),
]
