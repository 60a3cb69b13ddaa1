"""UCB1's slips whose number is the student's own, read off the scores :func:`~ttt_lab.exercises.mcts.check_ucb`
got: a constant typed in place of the argument ``c`` (``1.41``, ``2``), the score rounded or cut to a
few decimals (``round(score, 3)``) or one part of it rounded (the win rate, ``c``, the root, the exploration
term: ``knobs`` ``rounded_part``, tried for 1 to 4 decimals), and a large finite number (``sys.maxsize``) for a child never
visited where ``math.inf`` belongs.

Each number is read off the answers and tried as a :class:`~ttt_lab.exercises.engine.Mistake`
of :func:`~ttt_lab.exercises.mcts.mistaken_ucb` (knobs ``own_c`` and ``rounded``): named only
when the model with that number reproduces every score, as every mistake is. The helpers that
write numbers print as many digits as it takes for the student's score and UCB1's to differ,
so that a slip in the fourth decimal shows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from decimal import Decimal

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.harness import _nums_apart

OWN_C_HINT = ("Use the c the caller passes: c * sqrt(ln(N) / n). A constant of your own (1.41, or 2) makes every"
              " c the course tries (0 to turn exploration off, 2 to explore more) behave like yours.")
ROUNDS_SCORE = "rounds the score"
ROUNDS_PART = "rounds a part of the score"
ROUNDS_HINT = ("Keep the numbers as computed: rounding the score or a part of it (round(x, 3)) moves it in the last"
               " decimals, so children whose scores differ there tie, and selection picks among them by their order,"
               " not by UCB1.")
UNVISITED_FINITE = "scores a child never visited with a large number, not math.inf"
UNVISITED_FINITE_HINT = ("Return math.inf for a child never visited (visits == 0): it is above every score by"
                         " definition, where a large number (sys.maxsize) is only above the scores you thought of,"
                         " and reads as a real score to code that adds or compares it.")
EPSILONS = (1e-6, 1e-9, 1e-8, 1e-7, 1e-5, 1e-4, 1e-10, 1e-12)
"""Small numbers students add to the visits (visits + 1e-6) so that a child never visited divides: its score is
then a large finite number, and every visited child's is off in the sixth decimal or so, which the formula's own
slip is read through."""
TYPED_CONSTANTS = (1.41, 1.414, 1.4, 2.0)
"""Constants students type in place of the argument c, tried as they are: read off the scores only where the rest of
the formula is right, they are also tried beside another slip of the formula (sqrt(ln(N / n)) with 1.41)."""
LARGE = 10.0
"""A score at least this large for a child never visited still sends selection there first in the course: no
visited child scores that much (a win rate at most 1, c at most 2, sqrt(ln N / n) below 4.3 up to 10**8 playouts)."""


def c_text(c: float, spelled: bool = False) -> str:
    """``c`` as the checker passed it: ``math.sqrt(2)`` by its name (``spelled``: and its value to 6
    digits), so that a student who typed 1.41 sees the difference; other values as they are (``0.5``)."""
    if math.isclose(c, math.sqrt(2), rel_tol=1e-12):
        return f"math.sqrt(2) = {c:.6g}" if spelled else "math.sqrt(2)"
    return f"{c:g}"


def distinct(got: float, right: float) -> tuple[str, str]:
    """``got`` and ``right`` with the fewest significant digits (4 at least, 12 at most) that tell them apart.

    Example:
        >>> distinct(1.597, 1.5970213)
        ('1.597', '1.59702')
    """
    return _nums_apart(float(got), float(right))


def _decimals(value: float) -> int | None:
    """How many decimals ``value`` has when written shortest (1.597 -> 3), or None beyond 6."""
    exponent = Decimal(repr(value)).normalize().as_tuple().exponent
    if not isinstance(exponent, int):
        return None
    places = max(-exponent, 0)
    return places if places <= 6 else None


def rounded_score(score: float, rule: tuple[str, int]) -> float:
    """``score`` rounded (``("round", n)``: round(score, n)) or cut (``("cut", n)``: the decimals
    past the n-th dropped, as int(score * 10 ** n) / 10 ** n does) to n decimals."""
    how, places = rule
    if not math.isfinite(score):
        return score
    if how == "round":
        return round(score, places)
    return float(math.trunc(score * 10 ** places) / 10 ** places)


_PARTS = {"rate": "the win rate (round(wins / visits, {n}))", "term": "the exploration term (round(c * sqrt(ln(N) /"
          " n), {n}))", "c": "c (round(c, {n}))", "root": "the square root (round(sqrt(ln(N) / n), {n}))"}


def part_rounded_score(wins: float, visits: int, parent: int, c: float, rule: tuple[str, int]) -> float:
    """UCB1 with one part rounded to n decimals (``rule``: the part, a key of ``_PARTS``, and n)."""
    part, n = rule
    rate, root = wins / visits, math.sqrt(math.log(parent) / visits)
    if part == "rate":
        rate = round(rate, n)
    elif part == "c":
        c = round(c, n)
    elif part == "root":
        root = round(root, n)
    term = round(c * root, n) if part == "term" else c * root
    return rate + term


def part_rounding_mistakes() -> list[Mistake]:
    """One part of the formula rounded (the win rate, c, the root, the exploration term), to 1 to 4 decimals."""
    return [Mistake(ROUNDS_PART, f"rounds {how.format(n=n)}", ROUNDS_HINT,
                    knobs=(("rounded_part", (part, n)),)) for part, how in _PARTS.items() for n in range(1, 5)]


def reading_mistakes(cases: Sequence[tuple[float, int, int, float]], answers: Sequence[float | None],
                     right: Sequence[float], ignores_c: str) -> list[Mistake]:
    """The constant in place of c (named ``ignores_c``) and the rounding, read off the scores
    (``right``: UCB1's on each case)."""
    found: list[Mistake] = []
    places = {_decimals(got) for got, truth in zip(answers, right, strict=True)
              if got is not None and math.isfinite(got) and not math.isclose(got, truth, rel_tol=1e-9, abs_tol=1e-9)}
    if places and None not in places:  # every wrong score has few decimals: the most of them is the rounding's
        n = max(p for p in places if p is not None)
        found += [Mistake(ROUNDS_SCORE, f"rounds the score to {n} decimal{'s' if n != 1 else ''} (round(score, {n}))",
                          ROUNDS_HINT, knobs=(("rounded", ("round", n)),)),
                  Mistake(ROUNDS_SCORE, f"cuts the score to {n} decimal{'s' if n != 1 else ''} (int(score * 10 ** {n}) /"
                          f" 10 ** {n}, or a format with {n} decimals read back)", ROUNDS_HINT,
                          knobs=(("rounded", ("cut", n)),))]
    constants: list[float] = []
    for (wins, visits, parent, c), got in zip(cases, answers, strict=True):
        root = math.sqrt(math.log(parent) / visits)
        if got is None or not math.isfinite(got) or root == 0:
            continue
        own = (got - wins / visits) / root
        if own > 0 and not math.isclose(own, c) and not math.isclose(own, 1.0) and not any(
                math.isclose(own, k) for k in constants):
            constants.append(own)
        if len(constants) == 2:
            break
    constants += [k for k in TYPED_CONSTANTS if not any(math.isclose(k, own) for own in constants)]
    for own in constants:
        short = round(own, 4)
        own = short if math.isclose(short, own, rel_tol=1e-12) else own  # 1.41 as typed, not 1.4099999999999997
        found.append(Mistake(ignores_c, f"uses its own constant {own:.6g} in place of the"
                             " argument c", OWN_C_HINT, knobs=(("own_c", own),)))
    return found
