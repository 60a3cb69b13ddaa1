"""The amounts in MCTS's two formulas, as slips the checkers of :mod:`~ttt_lab.exercises.mcts` and
:mod:`~ttt_lab.exercises.backpropagation` name.

Backpropagation adds fixed amounts: one visit to every node of the path, 1 to the wins of each
node the winner moved into, 0.5 to every node's wins on a draw. A student's slip changes one
of them (``wins += 2``, ``visits -= 1``, ``1.5`` for a draw, the win update deleted), sets a
count where it should add to it (``=`` for ``+=``), or tests for a draw the wrong way round.
The amounts are read off the path the student's function left (what it added where), and
each becomes a :class:`~ttt_lab.exercises.engine.Mistake` of the checker's one model,
:func:`~ttt_lab.exercises.backpropagation.mistaken_backpropagation` (knobs ``win``, ``draw``, ``visit``,
``sign``, ``set_visits``, ``set_wins``, ``draw_test``): named only when the model with that
amount reproduces every path the function left, as every mistake is.

UCB1's arithmetic has its slips too, beyond those :data:`~ttt_lab.exercises.mcts.UCB_MISTAKES`
states: the score negated, c dividing or added, ``ln(N) * n``, another power than the square
root, the logarithm inverted, a number of the student's own under the root (read off the
scores), and ``math.inf`` returned for every child (the unvisited case's ``return`` dedented).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from ttt_lab.core import Player
from ttt_lab.exercises.backpropagation_carried import carried_shrink_mistakes
from ttt_lab.exercises.backpropagation_decay import credit_decay_mistakes
from ttt_lab.exercises.backpropagation_shifts import shifted_credit_mistakes
from ttt_lab.exercises.engine import Mistake

OVERWRITES = "sets the counts instead of adding to them"
OVERWRITES_HINT = "Add to the counts: node.visits += 1, node.wins += ...; a node keeps every playout it saw."
NO_WIN_CREDIT = "never credits the win"
WRONG_WIN_CREDIT = "credits a win with the wrong amount"
WRONG_DRAW_CREDIT = "credits a draw with the wrong amount"
VISIT_NOT_ONE = "does not add 1 to the visits"
SUBTRACTS_CREDIT = "subtracts the credit from the wins"
DRAW_TEST_INVERTED = "tests for a draw the wrong way round"
ROOT_CREDITED = "credits the root on a won playout"
RUNNING_MEAN = "keeps a running mean in wins, not a count"
LOSS_AS_MINUS_ONE = "scores a loss as -1, not 0"

_WIN_HINT = ("Each node the winner moved into gains exactly 1 win (node.wins += 1): wins / visits is then the"
             " share of playouts its mover won, between 0 and 1, as UCB1 expects.")
_DRAW_HINT = ("A draw is worth half a win to every node: node.wins += 0.5, so that wins / visits stays a rate"
              " between 0 and 1.")
_VISIT_HINT = ("Every node of the path saw this playout once more: node.visits += 1 on each, whoever won; the"
               " visits are the denominator of the win rate and UCB1's n and N.")

BACKPROPAGATION_AMOUNT_MISTAKES = [
    Mistake(NO_WIN_CREDIT, "never adds to the wins, neither for a win nor for a draw",
            "Each node's wins count its mover's playouts: += 1 where the winner moved into it, += 0.5 on a"
            " draw; visits alone make every win rate 0.", knobs=(("win", 0.0), ("draw", 0.0))),
    Mistake(SUBTRACTS_CREDIT, "subtracts the credit (wins -= ...), so a win lowers its node's wins",
            "Add the credit: node.wins += 1 for the winner's nodes, += 0.5 on a draw; -= makes the moves"
            " that win look the worst.", knobs=(("sign", -1),)),
    Mistake(DRAW_TEST_INVERTED, "tests `winner is not None` where `winner is None` belongs: a won playout gives"
            " every node half a win, and a draw (winner None) credits the node whose mover is None, the root",
            "A draw is the playout whose winner is None: test `if winner is None:` for the half win; a won"
            " playout credits the nodes whose mover is the winner.", knobs=(("draw_test", "inverted"),)),
    # The bandit's incremental mean Q += (r - Q) / N, ported onto the wins field (wave 20's bp_05): every node
    # wrong, so localisation alone points at the root and says nothing of the update.
    Mistake(RUNNING_MEAN, "updates wins as a running mean of the rewards (wins += (reward - wins) / visits, the"
            " visit counted first), so wins tends to a win rate instead of counting the playouts won",
            "wins counts the playouts won by the node's mover: node.wins += 1 for a win, += 0.5 for a draw. UCB1"
            " divides by the visits itself (wins / visits): a rate kept in wins is divided twice.",
            knobs=(("mean", True),)),
    Mistake(OVERWRITES, "sets each node's visits to 1 (visits = 1) instead of adding 1", OVERWRITES_HINT,
            knobs=(("set_visits", 1),)),
    Mistake(OVERWRITES, "sets each node's wins to this playout's credit (wins = ...) instead of adding it",
            OVERWRITES_HINT, knobs=(("set_wins", "all"),)),
    Mistake(OVERWRITES, "sets the winner's nodes' wins to 1 (wins = 1) instead of adding 1", OVERWRITES_HINT,
            knobs=(("set_wins", "win"),)),
    Mistake(OVERWRITES, "sets every node's wins to 0.5 on a draw (wins = 0.5) instead of adding it",
            OVERWRITES_HINT, knobs=(("set_wins", "draw"),)),
]
"""Backpropagation's amount slips whose knobs do not depend on the student's answers."""


def _amount(value: float) -> str:
    fraction = Fraction(value).limit_denominator(12)
    if float(fraction) == value and fraction.denominator in (3, 6, 7, 9, 11, 12):  # 1/3, not 0.333333
        return f"{fraction.numerator}/{fraction.denominator}"
    return f"{value:g}"


def _exact(gained: float) -> float:
    """An amount read off the counts: a simple fraction (1/3) kept exact, so that the model adding it
    reproduces the counts; anything else rounded, so that float noise reads as one amount."""
    fraction = Fraction(gained).limit_denominator(12)
    return float(fraction) if abs(float(fraction) - gained) < 1e-9 else round(gained, 9)


def backpropagation_amount_mistakes(before: Sequence[tuple[Sequence[Any], Sequence[int], Sequence[float], Any]],
                                    after: Sequence[Any]) -> list[Mistake]:
    """The amounts the student's function added, each as a mistake to try: from every playout
    (``before``: its movers, visits, wins and winner) and the counts it left (``after``: a
    ``(visits, wins)`` pair per node, or ``None`` where it crashed), the visits added to a
    node, the wins added to a node the winner moved into, and to any node on a draw (the root apart), where
    they are not the right 1, 1 and 0.5 (a draw's 0 and 1 are named already)."""
    visits: set[int] = set()
    wins: set[float] = set()
    draws: set[float] = set()
    root_draws: set[float] = set()
    root_wins: set[float] = set()
    flip_wins: set[float] = set()  # a winner's node's gain, where the loser's is 1 minus it
    flip_draws: set[float] = set()  # the last node's gain on a draw
    losses: set[float] = set()  # a loser's node's gain on a won playout
    for (movers, visits_before, wins_before, winner), counts in zip(before, after, strict=True):
        if counts is None:
            continue
        for mover, v0, w0, (v, w) in zip(movers, visits_before, wins_before, counts, strict=True):
            if isinstance(v, int) and not isinstance(v, bool):
                visits.add(v - v0)
            gained = float(w) - float(w0)
            if not math.isfinite(gained):
                continue
            if winner is None:
                (root_draws if mover is None else draws).add(_exact(gained))
            elif mover == winner:
                wins.add(_exact(gained))
            elif mover is None:
                root_wins.add(_exact(gained))
            else:
                losses.add(_exact(gained))
        gains = [round(float(w) - float(w0), 6) for w0, (_, w) in zip(wins_before, counts, strict=True)]
        if winner is None:
            flip_draws.add(gains[-1])
        elif movers[-1] == winner and len(gains) > 2 and gains[-2] == round(1.0 - gains[-1], 6):
            flip_wins.add(gains[-1])
    found = [Mistake(VISIT_NOT_ONE, "never changes the visits" if v == 0 else f"adds {v} to each node's visits,"
                     " not 1", _VISIT_HINT, knobs=(("visit", v),)) for v in sorted(visits - {1})[:4]]
    found += [Mistake(NO_WIN_CREDIT if w == 0 else WRONG_WIN_CREDIT, "never adds the win to the nodes the winner"
                      " moved into" if w == 0 else f"adds {_amount(w)} to the wins of each node the winner moved"
                      " into, not 1", _WIN_HINT, knobs=(("win", w),)) for w in sorted(wins - {1.0})[:4]]
    found += [Mistake(WRONG_DRAW_CREDIT, f"adds {_amount(d)} to every node's wins for a draw, not half a win (0.5)",
                      _DRAW_HINT, knobs=(("draw", d),)) for d in sorted(draws - {0.0, 0.5, 1.0})[:4]]
    found += [Mistake(WRONG_DRAW_CREDIT, f"adds {_amount(d)} to the root's wins for a draw, not half a win (0.5)",
                      "The root is credited on a draw like every other node: node.wins += 0.5 there too (a"
                      " branch of its own for the root, whose mover is None, must add the same half).",
                      knobs=(("root_draw", d),)) for d in sorted(root_draws - {0.5})[:4]]
    found += [Mistake(WRONG_WIN_CREDIT, f"adds {_amount(s)} to the winner's nodes and 1 - ({_amount(s)}) ="
                      f" {_amount(1.0 - s)} to the loser's when the last node's mover won: a reward flipped up the path"
                      f" (reward = 1 - reward) that starts at {_amount(s)} there, not 1", _WIN_HINT, knobs=(("flip_win", s),))
              for s in sorted(flip_wins - {0.0, 1.0})[:2]]
    found += [Mistake(WRONG_DRAW_CREDIT, f"starts a draw's reward at {_amount(d)}, not 0.5, and flips it up the"
                      f" path (reward = 1 - reward): the last node's side gains {_amount(d)}, the other side"
                      f" {_amount(1.0 - d)}", _DRAW_HINT, knobs=(("flip_draw", d),))
              for d in sorted(flip_draws - {0.5})[:2]]
    found += [Mistake(ROOT_CREDITED, f"adds {_amount(r)} to the root's wins on a won playout, though no side moved"
                      " into the root", "The root has no mover: a won playout adds nothing to its wins, only"
                      " its visit; its own branch (node.mover is None) adds the half win on a draw alone: `elif"
                      " winner is None:`, not `else:`.", knobs=(("root_win", r),)) for r in sorted(root_wins - {0.0})[:2]]
    return (found + _value_sum(wins, draws, losses, root_wins, root_draws) + credit_decay_mistakes(before, after)
            + shifted_credit_mistakes(wins, draws, losses, root_wins, root_draws) + carried_shrink_mistakes(before, after))


def _value_sum(wins: set[float], draws: set[float], losses: set[float], root_wins: set[float],
               root_draws: set[float]) -> list[Mistake]:
    """A playout scored on a value's ±1 scale (a win +1, a draw 0, a loss -1: AlphaZero's and MuZero's
    ``value_sum``) where wins count 1, 0.5 and 0, with the root credited as the code credits it, read off the
    counts: the catalogue's ±1 model gives the root, which no side moved into, a loser's -1 on a won playout,
    but code that skips the root's wins (``if node.mover is None: continue``) leaves it 0, and no model of one
    amount reproduces the three amounts together (wave 28's bp_03, only localised). One choice, one name."""
    if wins != {1.0} or losses != {-1.0} or draws - {0.0} or len(root_wins) != 1 or len(root_draws) > 1:
        return []
    root_win = next(iter(root_wins))
    if root_win == -1.0:  # the ±1 model's own root: that model is in the catalogue already
        return []
    root = "leaves the root's wins alone" if root_win == 0 and root_draws <= {0.0} else (
        f"adds {_amount(root_win)} to the root's wins on a won playout")
    knobs: tuple[tuple[str, Any], ...] = (("draw", 0.0), ("loss", -1.0), ("root_win", root_win))
    if root_draws:
        knobs += (("root_draw", next(iter(root_draws))),)
    return [Mistake(LOSS_AS_MINUS_ONE, "scores each playout on the ±1 scale of a value sum (a win +1, a draw 0, a"
                    f" loss -1) where wins count 1, 0.5 and 0, and {root}", "Here wins count wins: a win adds 1, a draw"
                    " 0.5, a loss 0 (not a value sum's +1, 0, -1), so wins / visits is a win rate between 0 and 1, as"
                    " UCB1 expects.", knobs=knobs)]


# ---------------------------------------------------------------------- UCB1's arithmetic

INF_FOR_VISITED = "returns math.inf for visited children too"
ROOT_DIVIDES = "divides c by the square root instead of multiplying by it"
MULTIPLIES_BY_VISITS = "multiplies by the visits where it should divide"
WRONG_POWER = "takes the wrong power instead of the square root"
ADDS_C = "adds c instead of multiplying by it"
RATE_TIMES_EXPLORATION = "multiplies the win rate by the exploration term"
NEGATES_SCORE = "returns the score negated"
OTHER_FACTOR = "scales the exploration term by a number of its own"
INVERTS_LOG = "takes 1 / ln(N) instead of ln(N)"
NEGATES_RATE = "negates the win rate"
TERM_FLOORED = "divides with // in the exploration term"
ADDS_TO_LOG = "adds 2 to ln(N) where it multiplies"
DIVIDES_BY_C = "divides by c instead of multiplying by it"
PUCT_EXPLORATION = "uses AlphaZero's PUCT exploration term, not UCB1's"
WINS_NOT_RATE = "uses the total wins, not the win rate"

INF_FOR_VISITED_HINT = ("Only a child with visits == 0 scores math.inf: return it under `if visits == 0:` alone"
                        " (that test, and the return inside it); every visited child gets wins / visits + c *"
                        " sqrt(ln(N) / n).")

# The exploration term's shape taken from AlphaZero's PUCT, c * P * sqrt(N) / (1 + n) (P = 1 here): one formula
# copied for another, not two slips (no logarithm AND the visits outside the root), so one name.
_PUCT_HINT = ("UCB1's exploration term is c * sqrt(math.log(parent_visits) / visits): the LOGARITHM of the parent's"
              " visits, divided by the child's visits themselves (not 1 + visits), both under the square root."
              " c * sqrt(N) / (1 + n) is AlphaZero's PUCT, a different formula (it weighs a policy's prior and"
              " needs no case for an unvisited child).")

UCB_ARITHMETIC_MISTAKES = [
    Mistake(PUCT_EXPLORATION, "computes c * sqrt(parent_visits) / (1 + visits), AlphaZero's PUCT exploration term:"
            " no logarithm, and 1 + visits dividing outside the square root", _PUCT_HINT,
            knobs=(("log", "none"), ("outside", True), ("plus_one", "visits"))),
    Mistake(WINS_NOT_RATE, "adds the child's total wins to the exploration term, where its win rate wins / visits"
            " belongs", "The exploitation term is the win rate, wins / visits, between 0 and 1: the total wins grow"
            " with every visit and soon outweigh the exploration term, so selection stops exploring.",
            knobs=(("rate", "wins"),)),
    Mistake(NEGATES_SCORE, "returns -(wins / visits + c * sqrt(ln(N) / n))", "Return the score itself:"
            " selection takes the child with the HIGHEST score, and a minus sign makes it pick the worst.",
            knobs=(("negated", True),)),
    Mistake(ROOT_DIVIDES, "computes c / sqrt(ln(N) / n), which is c * (ln(N) / n) ** -0.5", "c multiplies the square root: c * sqrt(ln(N) / n);"
            " dividing makes a child explored more score a larger bonus.", knobs=(("c", "divides"),)),
    # c below the line: sqrt(ln(N) / (c * n)) (c under the root) or sqrt(ln(N) / n) / c; with c = 0 it divides by 0.
    # Guarded: c = 0 tested apart, the win rate returned there (the right score) before the division.
    *(Mistake(DIVIDES_BY_C, f"computes {how}: c divides where it multiplies{guard}", "c multiplies the square root:"
              " c * sqrt(ln(N) / n), so that a larger c explores more and c = 0 turns exploration off (dividing by c"
              " does the opposite, and raises ZeroDivisionError at c = 0).", knobs=(("c", knob + suffix),))
      for knob, how in (("divides under root", "sqrt(ln(N) / (c * n))"), ("divided by", "sqrt(ln(N) / n) / c"))
      for suffix, guard in (("", ""), (" guarded", " (with c = 0 kept apart, the win rate alone)"))),
    Mistake(ADDS_C, "computes c + sqrt(ln(N) / n)", "c multiplies the square root: c * sqrt(ln(N) / n), so that"
            " c = 0 turns exploration off.", knobs=(("c", "adds"),)),
    Mistake(MULTIPLIES_BY_VISITS, "computes sqrt(ln(N) * n) where sqrt(ln(N) / n) belongs", "The child's visits"
            " divide: sqrt(ln(N) / n), so that the bonus shrinks as the child is explored.",
            knobs=(("times_visits", True),)),
    Mistake(RATE_TIMES_EXPLORATION, "multiplies the win rate by the exploration term instead of adding them",
            "UCB1 is a sum: wins / visits + c * sqrt(ln(N) / n); a product gives a child that never won no bonus.",
            knobs=(("rate_times", True),)),
    Mistake(INVERTS_LOG, "computes sqrt(1 / (ln(N) * n)): the logarithm divides where it multiplies (as with"
            " math.log(math.e, N), whose arguments are the wrong way round, or a / for a *)", "The exploration"
            " term is c * sqrt(math.log(parent_visits) / visits): ln(N) on top (math.log(x) takes x first).",
            knobs=(("power", -0.5), ("times_visits", True))),
    Mistake(NEGATES_RATE, "computes -wins / visits + c * sqrt(ln(N) / n)", "The win rate counts for the child:"
            " + wins / visits; negated, selection prefers the children that lose.", knobs=(("rate", "negated"),)),
    Mistake(MULTIPLIES_BY_VISITS, "computes the win rate as wins * visits where wins / visits belongs", "The win"
            " rate is the child's wins divided by its visits: wins / visits, a number between 0 and 1.",
            knobs=(("rate", "times"),)),
    *(Mistake(TERM_FLOORED, f"divides with // in the exploration term ({how}), which rounds it down", "Use / in"
              " the exploration term too: c * sqrt(math.log(parent_visits) / visits); // rounds the quotient down"
              " to a whole number, most often 0.", knobs=(("term_floor", knob),))
      for knob, how in (("term", "c * sqrt(ln N) // sqrt(n)"), ("root", "sqrt(ln N) // sqrt(n)"),
                        (1, "sqrt(ln N // n)"), (2, "sqrt(2 * ln N // n)"))),
    Mistake(ADDS_C, "computes (c + sqrt(ln(N))) / sqrt(n): c added where it multiplies", "c multiplies the square"
            " root: c * sqrt(ln(N)) / sqrt(n), so that c = 0 turns exploration off.", knobs=(("c", "adds inside"),)),
    *(Mistake(ADDS_TO_LOG, f"computes {how} * sqrt((2 + ln(N)) / n): 2 + ln(N) under the root where 2 * ln(N)"
              " belongs", "Under the root of the sqrt(2) form is 2 * ln(N): c / sqrt(2) * sqrt(2 * math.log(parent_visits)"
              " / visits), the same as c * sqrt(ln(N) / n); with + the 2 adds to the logarithm.",
              knobs=(("two_plus", k),))
      for k, how in ((math.sqrt(2), "c / sqrt(2)"), (1.0, "c"))),
    *(Mistake(WRONG_POWER, f"raises ln(N) / n to the power {p:g}, not 0.5 (the square root)", "The exploration"
              " term is c * (ln(N) / n) ** 0.5, the square root (math.sqrt).", knobs=(("power", p),))
      for p in (1.5, 2.0, 0.25, -1.0, 0.0)),  # -0.5 is c / sqrt: ROOT_DIVIDES; 0 leaves c alone
]
"""UCB1's arithmetic slips beyond :data:`~ttt_lab.exercises.mcts.UCB_MISTAKES`: knobs of
:func:`~ttt_lab.exercises.mcts.mistaken_ucb`."""


def ucb_factor_mistakes(cases: Sequence[tuple[float, int, int, float]], answers: Sequence[float | None]) -> list[Mistake]:
    """A number of the student's own multiplying the exploration term (``sqrt(3 * ln(N) / (2 * n))``),
    read off the first case where the term is not 0: tried as a mistake, named only if the
    same number explains every score."""
    for (wins, visits, parent, c), got in zip(cases, answers, strict=True):
        term = c * math.sqrt(math.log(parent) / visits)
        if got is None or not math.isfinite(got) or term == 0:
            continue
        factor = (got - wins / visits) / term
        if factor <= 0 or math.isclose(factor, 1.0) or math.isclose(factor, math.sqrt(2)):
            return []  # 1 is right; sqrt(2) is named already (a 2 under the root)
        return [Mistake(OTHER_FACTOR, f"multiplies c * sqrt(ln(N) / n) by {factor:.4g}", "c is the only factor:"
                        " c * sqrt(ln(N) / n); a number of your own under the root (or in front) scales the"
                        " exploration the course's c values were chosen for.", knobs=(("factor", factor),))]
    return []


def ucb_prior_mistakes(cases: Sequence[tuple[float, int, int, float]], answers: Sequence[float | None],
                       name: str) -> list[Mistake]:
    """A prior of the student's own in the win rate, (wins + a) / (visits + b) (a smoothed rate, a
    Beta prior, "+ 5 wins in 10 visits"): a and b read off two scores whose win rates (the score less
    UCB1's exploration term) differ, as simple numbers, tried as a mistake named ``name`` (the checker's
    one name for a smoothed rate), so named only if the same prior explains every score."""
    seen: list[tuple[float, int, float]] = []
    for (wins, visits, parent, c), got in zip(cases, answers, strict=True):
        if got is None or not math.isfinite(got):
            continue
        rate = got - c * math.sqrt(math.log(parent) / visits)
        if all(not math.isclose(rate, r, abs_tol=1e-9) for _, _, r in seen):
            seen.append((wins, visits, rate))
        if len(seen) == 2:
            break
    if len(seen) < 2:
        return []
    (w1, v1, r1), (w2, v2, r2) = seen  # a - r * b = r * v - w, once per score
    b = ((r1 * v1 - w1) - (r2 * v2 - w2)) / (r2 - r1)
    a = r1 * v1 - w1 + r1 * b
    prior = [float(Fraction(x).limit_denominator(4)) for x in (a, b)]
    if (any(abs(p - x) > 1e-6 for p, x in zip(prior, (a, b), strict=True)) or min(prior) <= 0
            or prior == [1.0, 2.0]):  # no simple prior; none added to both counts; Laplace's +1/+2, named already
        return []
    a, b = prior
    return [Mistake(name, f"computes the win rate as (wins + {a:g}) / (visits + {b:g}): a prior added to every"
                    " child's counts", "The win rate is wins / visits as they are, with no prior added: the"
                    " exploration term already gives a little-tried child its chance, and UCB1's guarantee"
                    " is for the plain rate.", knobs=(("prior", (a, b)),))]


def sets_wins(rule: str | None, winner: Player | None, mover: Player | None) -> bool:
    """Whether ``node.wins = ...`` (or ``*=``) stands where ``+=`` belongs, in the branch this playout takes
    (backpropagation's model reads it for its ``set_wins`` and ``times_wins`` knobs)."""
    if rule == "draw":
        return winner is None
    if rule == "win":
        return winner is not None and mover == winner
    if rule == "movers":  # the nodes with a mover, the root's own branch adding
        return mover is not None
    if rule == "root draw":
        return winner is None and mover is None
    return rule == "all"
