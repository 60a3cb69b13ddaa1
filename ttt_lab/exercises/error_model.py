"""The error model of game-tree search: classic mistakes as transformations, stated once.

Two kinds of transformation (see :class:`~ttt_lab.exercises.engine.Mistake`):

- of the game, searched then by the library's own search (:mod:`~ttt_lab.exercises.game_alterations`:
  every finished game scored for the player to move there, or for the second player; chance
  nodes read as MIN's, MAX's, or with equally likely outcomes);
- of the algorithm, where the slip is in the algorithm itself: :func:`mistaken_value`, one
  small parameterised minimax / negamax / expectimax whose knobs are the slips (a chance
  node's weighted sum divided again, integer division, negamax without its negation...).
  With no knobs it is plain minimax (expectimax at chance nodes); the tests hold it to the
  library's searches, so a mistake is always a small change of the right algorithm.

The catalogues (:func:`~ttt_lab.exercises.mistake_catalogues.player_mistakes`,
:func:`~ttt_lab.exercises.mistake_catalogues.depth_mistakes`...), the mistakes each search
checker declares, are in :mod:`~ttt_lab.exercises.mistake_catalogues`; a checker adds its own.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> game = TreeGame([[3, 12], [2, 4]])
    >>> mistaken_value(game, (), {}), mistaken_value(game, (), {"turns": "max"})
    (3.0, 12.0)
    """

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.child_call_models import dispatched
from ttt_lab.exercises.game_alterations import _is_chance
from ttt_lab.exercises.sign_models import depth_shifted, memo_negated, memo_toggled, ply_counted

# ---------------------------------------------------------------------- the algorithm, altered


class ModelTooLargeError(Exception):
    """A mistaken search that would visit more positions than its caller allows (``budget``): it
    predicts nothing, rather than making the checker run long on a model."""


class Budget:
    """The positions mistaken searches may still visit (``left``); each one visited spends one."""

    def __init__(self, positions: int) -> None:
        self.left = positions

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0:
            raise ModelTooLargeError("the positions allowed are spent")


def raw_kept_value(kids: list[float], sign: int, start: float) -> float:
    """A node of code that turns each child's value to the mover's view to compare it (``score * SCORES[player]``)
    but keeps it unturned (``result = (score, move)``) and turns the kept one on the way out (wave 21's mm_03,
    the Rice "Principles of Computing" mm_move): the running best starts at ``-start`` in the mover's view, a
    child worth exactly the mover's 1 returns at once, and at MIN's nodes each new child is compared with the raw
    value kept, not its turned one."""
    kept = -start
    for value in kids:
        if value * sign == 1:
            return value
        if value * sign > kept:
            kept = value
    return kept * sign


def _mover_result(game: Any, finished: Any, maximizing: bool) -> str:
    """"won", "drawn" or "lost": a finished child's result for the side choosing at its parent."""
    utility = float(game.utility(finished, game.players[0])) * (1 if maximizing else -1)
    return "won" if utility > 0 else "lost" if utility < 0 else "drawn"


def mistaken_value(game: Any, state: Any, knobs: dict[str, Any], depth: int | None = None,
                   evaluate: Callable[[Any], float] | None = None, budget: Budget | None = None) -> float:
    """Minimax (expectimax at chance nodes, negamax with ``negamax=True``) with slips as knobs.

    Knobs: ``stops_at_one`` (a MAX node returns 1 at its first child worth 1, a MIN node -1;
    ``"break"``: the loop left there, the best of the children so far kept);
    ``leaf`` whose utility scores a finished game (``"max"``, ``"mover"``,
    ``"just_moved"``; ``"last mover wins"``: +1 to whoever moved last, the utility ignored; ``"mover credited"``: a decided game +1 to the side to move; ``"decided lost"``: -1 to it;
    ``"sign"``: 1, -1 or 0 for who won, the utility's size ignored; ``"sign below root"``: so below the root
    alone, a finished root scored by its utility, as code whose entry returns the utility before a helper does;
    any other leaf scoring with `` below root`` added likewise, ``"lost else zero below root"``);
    ``raw_kept`` (a start s: each child compared in the mover's view, kept unturned, signed_store_models);
    ``finished_return`` (results among ``"won"``, ``"drawn"``: a node returns at once the value of its first
    finished child that ends so for the side choosing there, finished_child_returns);
    ``skip_first`` (``"max"`` or ``"min"``: that kind of node leaves out its first move); ``chance`` how a chance node combines ``(p, value)`` pairs
    (``"weighted"``, ``"over_n"``: weighted then divided by their number, ``"sum"``: values
    added without weights, ``"first p"``: every value weighted by the first outcome's
    probability, ``"reversed"``: the probabilities paired with the outcomes in reverse order, ``"negated"``: the weighted sum negated, ``"largest product"`` (``"smallest product"``): the largest (smallest)
    p × value, ``"most likely"``: the most likely outcome's value alone, ``"floor"``: weighted then rounded down, ``"floor_mean"``);
    ``start`` (``"min at -inf"``, ``"max at +inf"``: the running best starts on the wrong side,
    so it never moves; ``start_at`` a number s: -s for MAX, +s for MIN, a finite sentinel (``start_below_root``: in the nodes below the root only, the root a function of its own); ``"zero"``: it starts at 0 (``"zero at root"``: at the root alone, root_start_models), ``"zero at max"`` / ``"zero at min"``: one side's alone (``"one at max"`` / ``"one at min"`` too), ``"one"``: at -1 for MAX and +1 for MIN, which then compete with the
    children), ``min_rule`` (``"mean"``: MIN's children averaged);
    ``after_chance`` (``"max"`` or ``"min"``: the player's node below a chance node always taken
    as that player's); ``turns`` who takes each player's node (``"swapped"``: min where MAX moves and max where
    MIN does, ``"max"`` or ``"min"`` everywhere); ``negamax``, ``negate`` (negamax negates
    the children; ``"first only"``: only the first; ``"all but first"``: every one but the first), ``pick`` (``"max"`` or ``"min"``),
    ``mixed`` (negamax that also alternates max and min); ``answer`` (``"negated"``,
    ``"mover"``, ``"max"``: the root's value turned; ``"mover unfinished"``: turned only where the
    root is not finished, a negamax inside whose value is never converted to MAX's view);
    ``negate_result`` (minimax that returns -(max or min of the children) at every node, negamax
    -best; ``"memo"``: every value negated on its way out but remembered as it was, so a position
    met again in one search is worth the other sign); ``sign_added`` (negamax form with the side's
    sign added where it multiplies: ``"leaf"``, ``"horizon"``; ``answer`` ``"sign added"`` at the root);
    ``chance`` also ``"shared"`` / ``"shared after"`` (one running total for every chance node,
    never reset), ``"plus"`` (p + v), ``"last"`` (the last outcome's p × v alone), ``"zero"``; ``depth_shift``, ``root_keeps_depth`` (the root's children searched with its depth), ``stop_at_one`` (the limit
    tested as depth == 1), ``never_counts_down``,
    ``no_depth``, ``depth_step`` (``"min only"`` or ``"max only"``: the depth counted down on one
    player's moves alone; ``"rounds"``: counted down only after the moves of the player who does not move at the
    root, so a unit of depth is a round that starts with the root's mover, whichever side that is; ``"min up"``,
    ``"max up"``: counted up there; ``"two"``: by 2), ``horizon`` (``"zero"``: 0 at the depth limit, the evaluation never
    called; ``"parent"``: a child at the depth limit gets ``evaluate`` of its parent; ``"root"``: of
    the root), ``turns`` also ``"root"`` (every node the root's side), ``"min calls min"`` / ``"max calls max"``, ``"max dispatch flipped"`` / ``"min dispatch flipped"`` (that helper values each child by the other rule than its mover's)
    (every node below a MIN / MAX node takes the min / max),
    ``loop_decrement`` (the i-th child gets ``depth - i``); ``depth_from_moves`` (a search
    given no depth limits itself to as many plies as the root has moves); ``last_child`` (a node worth its last
    child's value, negated in negamax); ``depth_first`` (the depth tested before the end of the game); ``eval_view`` (``"mover"``: the
    evaluation turned to the side to move's; ``"just moved"``: to the side's that just moved, negated where MAX is to move); ``finished_child`` (``"negated"``: a finished
    position met as a child is worth the negation of its right value, while one searched from
    directly is right); ``skip_first`` / ``skip_last`` ``"both"`` apply to negamax too;
    ``terminal_evaluated`` (every finished game evaluated, at any depth left); ``outcome_sum`` (below the root a node's value is the sum of its children's, every outcome
    counted, and the root picks among those sums);
    ``inner_view`` (``"max"``: negamax turns every searched node's value to MAX's view before
    returning it, while the parent still negates it); ``clamp_below`` (a number a: every child of a
    player's node taken as max(a, value), never below a); ``discount`` (a number f: each child's value times f
    before the pick, -f * value(child) in negamax, sign_models.discount_mistakes).
    """
    MAX, MIN = game.players
    if knobs.get("utility_everywhere"):
        return float(game.utility(state, MAX))  # the terminal test's return dedented: every position's utility
    leaf = knobs.get("leaf", "mover" if knobs.get("negamax") else "max")
    negamax = bool(knobs.get("negamax"))

    def sign(s: Any) -> int:
        return 1 if game.to_move(s) == MAX else -1

    ply = [-1]  # how far below the root the node searched now is ("scale_by_ply")

    def scored(s: Any, d: int | None = None) -> float:
        if knobs.get("ply_bonus"):  # a depth term of the code's own added to the value (sign_models)
            return depth_shifted(knobs["ply_bonus"], plain_scored(s), ply[0], d, game.to_move(s) == MAX)
        return plain_scored(s)

    def plain_scored(s: Any) -> float:
        if leaf.endswith(" below root"):  # so below the root; a finished root its utility (blind46's mm_03, wave 21's mm_04)
            return scored_as(s, leaf.removesuffix(" below root") if s is not state else "max")
        return scored_as(s, leaf)

    def scored_as(s: Any, leaf: str) -> float:
        mover = game.to_move(s)
        if leaf == "sign":  # who won (game.winner), as 1, -1 or 0: the utility's size never read
            utility = float(game.utility(s, MAX))
            won = (utility > 0) - (utility < 0) if not negamax or mover == MAX else (utility < 0) - (utility > 0)
            size = knobs.get("win_size", 1) if won > 0 else knobs.get("loss_size", knobs.get("win_size", 1))
            return float(won * size) if won else 0.0  # 1, or the code's own sizes (10, 100, inf; a loss's own)
        if leaf == "draw lost":  # +1 where the side to move won, else -1: a draw scored as a loss (terminal_models)
            won = float(game.utility(s, mover)) > 0
            return (1.0 if won else -1.0) * (1 if negamax else sign(s))
        if leaf == "lost else zero":  # -1 where the side to move lost, else 0, its win too (terminal_models)
            return (-1.0 if float(game.utility(s, mover)) < 0 else 0.0) * (1 if negamax else sign(s))
        if leaf == "mover wins":  # +1 to the side to move at every finished game, a loss or a draw too
            return 1.0 if negamax else float(sign(s))
        if leaf == "last mover wins":  # +1 for whoever moved last, whatever the game's utility
            return (-1.0 if negamax or mover == MAX else 1.0)
        if leaf == "decided lost":  # a decided game -1 to the side to move (terminal_models.decided_lost_mistakes)
            return 0.0 if game.utility(s, MAX) == 0 else (-1.0 if negamax or mover == MAX else 1.0)
        if leaf == "mover credited":  # a decided game +1 to the side to move (its loser), MAX's view; a draw 0
            return 0.0 if game.utility(s, MAX) == 0 else (1.0 if negamax or mover == MAX else -1.0)
        if knobs.get("sign_added") == "leaf" and negamax:  # colour + utility(MAX) where colour * belongs
            return sign(s) + float(game.utility(s, MAX))
        who = {"max": MAX, "min": MIN, "mover": mover, "just_moved": MIN if mover == MAX else MAX,
               "root": game.to_move(state)}[leaf]  # "root": the root's side to move, a colour never flipped
        scale = knobs.get("utility_scale", 1) * (knobs["scale_by_ply"] - ply[0] if knobs.get("scale_by_ply") else 1)
        return float(game.utility(s, who)) * float(scale)  # MAX's value, or negamax's side to move's (sign_models: scaled)

    def evaluated(s: Any) -> float:
        assert evaluate is not None
        value = float(evaluate(s))
        if knobs.get("rounded_estimate") in ("trunc", "floor"):  # int(evaluate(s)) / evaluate(s) // 1
            value = float(math.trunc(value) if knobs["rounded_estimate"] == "trunc" else math.floor(value))
        if knobs.get("eval_view") == "mover" and game.to_move(s) != MAX:
            value = -value
        if knobs.get("eval_view") == "just moved" and game.to_move(s) == MAX:
            value = -value  # the view of the side that just moved: a negamax's `return -evaluate(state)` everywhere
        if knobs.get("sign_added") == "horizon" and negamax:
            return sign(s) + value  # sign + evaluate(state) where sign * evaluate(state) belongs
        if negamax:
            value *= sign(s)
        return value

    def chance_value(pairs: list[tuple[float, float]]) -> float:
        rule = knobs.get("chance", "weighted")
        if rule == "over_n":
            return sum(p * v for p, v in pairs) / len(pairs)
        if rule == "sum":
            return sum(v for _, v in pairs)
        if rule == "first p":
            return pairs[0][0] * sum(v for _, v in pairs)
        if rule == "reversed":  # the probabilities zipped with the outcomes in reverse order
            return sum(p * v for (p, _), (_, v) in zip(pairs, reversed(pairs), strict=True))
        if rule == "negated":
            return -sum(p * v for p, v in pairs)
        if rule == "most likely":
            return max(pairs, key=lambda pair: pair[0])[1]
        if rule == "largest product":
            return max(p * v for p, v in pairs)
        if rule == "smallest product":  # a MIN node's loop copied for chance: best = min(best, p * v)
            return min(p * v for p, v in pairs)
        if rule == "floor":
            return float(math.floor(sum(p * v for p, v in pairs)))
        if rule == "floor_mean":
            return float(sum(v for _, v in pairs) // len(pairs))
        if rule == "plus":  # p + v where p * v belongs
            return sum(p + v for p, v in pairs)
        if rule == "last":  # total = p * v where total += p * v belongs: the last outcome's term alone
            return pairs[-1][0] * pairs[-1][1]
        if rule == "late bound":  # closures made in the loop, called after it: each reads the last (p, outcome)
            return len(pairs) * pairs[-1][0] * pairs[-1][1]
        if rule == "zero":  # the update never adds (deleted, or total *= p * v from 0)
            return 0.0
        if rule == "start one":  # total = 1.0 where total = 0.0 belongs
            return 1.0 + sum(p * v for p, v in pairs)
        if rule == "over half n":  # sum(p * v) / (n / 2): right only with two outcomes
            return sum(p * v for p, v in pairs) / (len(pairs) / 2)
        if rule == "running mean":  # expected = (expected + v) / 2 outcome by outcome, p ignored
            return functools.reduce(lambda mean, v: (mean + v) / 2, [v for _, v in pairs[1:]], pairs[0][1])
        return sum(p * v for p, v in pairs)

    forced: list[bool | None] = [None]  # "min calls min": every node below a MIN node minimises

    def sticky_value(s: Any, d: int | None, after_chance: bool = False, child: bool = False) -> float:
        kind_here, kind_below = forced[0], forced[0]
        if kind_here is None and not _is_chance(game, s):
            if (game.to_move(s) == MAX) == (knobs["turns"] == "max calls max"):
                kind_below = knobs["turns"] == "max calls max"  # its helper calls itself on the children
        forced[0] = kind_below
        try:
            return node_value(s, d, after_chance, child, kind_here)
        finally:
            forced[0] = kind_here

    def node_value(s: Any, d: int | None, after_chance: bool = False, child: bool = False,
                   kind_here: bool | None = None) -> float:
        if budget is not None:
            budget.spend()  # a caller's cap on the search (ModelTooLargeError past it)
        if knobs.get("depth_first") and d is not None and d <= 0:
            return 0.0 if knobs.get("horizon") == "zero" else evaluated(s)  # the depth tested before game.is_terminal
        if game.is_terminal(s):
            if knobs.get("terminal_evaluated") and d is not None:
                return evaluated(s)  # `if depth == 0 or game.is_terminal(state): return evaluate(state)`
            wrong_sign = child and knobs.get("finished_child") == "negated"
            return -scored(s, d) if wrong_sign else scored(s, d)
        if d is not None and (knobs.get("never_searches") or (d == 1 if knobs.get("stop_at_one") else d <= 0)):
            if knobs.get("horizon") == "zero":
                return 0.0  # `return 0` where `return evaluate(state)` belongs
            if knobs.get("horizon") == "root":
                return evaluated(state)  # a helper's evaluate(state), the outer root, where s belongs
            return evaluated(s)  # stop_at_one: `if depth == 1` passes a depth-0 search straight through
        below = None if d is None else (d if knobs.get("never_counts_down") else d - 1)
        step = knobs.get("depth_step")
        if below is not None and step in ("min only", "max only") and (game.to_move(s) == MAX) == (step == "min only"):
            below = d  # the depth goes down only on the other player's moves
        elif below is not None and step == "rounds" and game.to_move(s) == game.to_move(state):
            below = d  # a round ends when the turn comes back to the root's mover (CS188's agentIndex == 0)
        elif below is not None and d is not None and step in ("max up", "min up") and (game.to_move(s) == MAX) == (step == "max up"):
            below = d + 1  # d + 1 where d - 1 belongs, in one kind of node's half of the code
        elif below is not None and step == "two":
            below -= 1  # depth - 2: the depth read as moves of both players
        if below is not None and d is not None and s is state and knobs.get("root_keeps_depth"):
            below = d  # the root's own loop hands its children depth, where depth - 1 belongs
        shortcut = knobs.get("shortcut_last")  # at depth 1, v = evaluate(child) for each child: no min, no end test
        if shortcut and d == 1 and not _is_chance(game, s) and (game.to_move(s) == MAX) == (shortcut == "max"):
            return evaluated(game.result(s, game.actions(s)[-1]))

        def below_value(c: Any, d_c: int | None, after: bool = False) -> float:
            root_depth = knobs.get("depth_from_root")  # a helper handed the outer depth: its children get depth - 1
            if root_depth and d_c is not None and limit is not None and (root_depth is True or (game.to_move(s) == MAX) == (root_depth == "max")):
                d_c = limit - 1
            if (knobs.get("horizon") == "parent" and d_c is not None and d_c <= 0 and not game.is_terminal(c)):
                return evaluated(s)  # evaluate(state) where evaluate(child) belongs
            return value(c, d_c, after, True)

        if _is_chance(game, s) and knobs.get("chance") in ("shared", "shared after"):
            # One running total for every chance node of the search (an attribute, a global), never
            # reset; total += p * value(child) reads the total before the call ("shared"), a value
            # computed first and then added reads it after ("shared after").
            for a, p in game.outcomes(s):
                before = shared[0]
                v = below_value(game.result(s, a), below, True)
                shared[0] = (shared[0] if knobs["chance"] == "shared after" else before) + p * v
            return shared[0]
        if _is_chance(game, s):
            return chance_value([(p, below_value(game.result(s, a), below, True)) for a, p in game.outcomes(s)])
        if d is not None and below is not None and knobs.get("loop_decrement"):
            kids = [below_value(game.result(s, a), d - i) for i, a in enumerate(game.actions(s), 1)]
        else:
            kids = [below_value(game.result(s, a), below) for a in game.actions(s)]
        if "discount" in knobs:  # every backed-up value times a factor per level (a mate-distance discount)
            kids = [v * knobs["discount"] for v in kids]
        if knobs.get("outcome_sum") and s is not state:
            return sum(kids)  # below the root every outcome is added up (wins minus losses), no one picks
        if "clamp_below" in knobs and not negamax:  # max(a, child) with a bound a that never moves from its start
            kids = [max(float(knobs["clamp_below"]), v) for v in kids]
        if negamax:
            if knobs.get("negate") == "first only":
                kids = [-kids[0], *kids[1:]]
            elif knobs.get("negate") == "all but first":  # reduce(lambda b, v: max(b, -v), kids): no initial value
                kids = [*kids[:1], *(-v for v in kids[1:])]
            elif knobs.get("negate") in ("max only", "min only"):  # negated by the parent's side alone
                if (knobs["negate"] == "max only") == (game.to_move(s) == MAX):
                    kids = [-v for v in kids]
            elif knobs.get("negate", True):
                kids = [-v for v in kids]
            kids = skip_moves(kids, knobs, True)
            if knobs.get("start") in ("zero", "one"):
                kids = [*kids, 0.0 if knobs["start"] == "zero" else -1.0]  # best = 0, or -1, before the loop
            if "start_at" in knobs:
                kids = [*kids, -float(knobs["start_at"])]  # a finite sentinel (-2, -1000) as the start
            if not kids:
                return -math.inf  # every move skipped: the best stays at its start
            if knobs.get("start") == "max at +inf":
                return math.inf  # best = +inf: max(best, -child) never moves from it
            if knobs.get("stuck") == "both":
                return -math.inf  # the update's test never true (v > v): the best stays at -inf
            if knobs.get("last_child"):
                return kids[-1]  # the loop's variable returned after the loop, not the best
            if knobs.get("mixed"):
                return max(kids) if game.to_move(s) == MAX else min(kids)
            best = min(kids) if knobs.get("pick") == "min" else max(kids)
            if knobs.get("negate_result") is True:
                best = -best  # return -best: the value negated on its way out, and again by the caller
            return best * sign(s) if knobs.get("inner_view") == "max" else best  # MAX's view from each searched node
        maximizing = {"max": True, "min": False, "swapped": game.to_move(s) != MAX,
                      "swapped below": (game.to_move(s) == MAX) == (s is state), "named x": game.to_move(s) == "X",
                      "parity": d is not None and d % 2 == 0, "root": game.to_move(state) == MAX,
                      }.get(knobs.get("turns", ""), game.to_move(s) == MAX if kind_here is None else kind_here)
        if after_chance and knobs.get("after_chance") in ("max", "min"):
            maximizing = knobs["after_chance"] == "max"  # the code assumes who moves after a roll
        if "raw_kept" in knobs:  # signed_store_models: the signed value compared, the raw one kept
            return raw_kept_value(kids, 1 if maximizing else -1, float(knobs["raw_kept"]))
        if knobs.get("finished_return"):  # "if this move wins, play it" (finished_child_returns)
            for a, v in zip(game.actions(s), kids, strict=False):
                child = game.result(s, a)
                if game.is_terminal(child) and _mover_result(game, child, maximizing) in knobs["finished_return"]:
                    return v
        start = knobs.get("start")
        if start in ("zero", "zero at max" if maximizing else "zero at min") or (start == "zero at root" and s is state):
            kids = [*kids, 0.0]  # best = 0 before the loop (one side's, or both): 0 competes with the children
        if start == "one" or start == ("one at max" if maximizing else "one at min"):
            kids = [*kids, -1.0 if maximizing else 1.0]  # tic-tac-toe's worst (best) utility as the start
        if "start_at" in knobs and not (knobs.get("start_below_root") and s is state):  # -s for MAX, +s for MIN
            start_value = -float(knobs["start_at"]) if maximizing else float(knobs["start_at"])
            if knobs.get("first_only") in (True, "max" if maximizing else "min"):
                # The loop left at its first improvement (a return inside the update's if, w27_mm_01):
                # the first child that beats the finite start, or the start where none does. From
                # -inf that is the first child; from a sentinel a child beyond it is passed over.
                return next((v for v in kids if (v > start_value if maximizing else v < start_value)), start_value)
            kids = [*kids, start_value]
        if start == "min at -inf" and not maximizing:
            return -math.inf  # min(-inf, ...) never moves
        if start == "max at +inf" and maximizing:
            return math.inf
        if start == "infinities swapped":
            return math.inf if maximizing else -math.inf  # MAX from +inf, MIN from -inf: neither moves
        if knobs.get("stuck") in ("max" if maximizing else "min", "both"):
            return -math.inf if maximizing else math.inf  # the comparison never lets a child in
        kids = skip_moves(kids, knobs, maximizing)  # a move skipped at every node (moves[1:], moves[1:-1])
        if not kids:
            return -math.inf if maximizing else math.inf  # a single move skipped: the start stays
        if knobs.get("first_only") == ("max" if maximizing else "min"):
            kids = kids[:1]  # that kind of node's loop always left after its first move
        if knobs.get("last_only") == ("max" if maximizing else "min"):
            kids = kids[-1:]  # best = v after every child there: the last one stays
        if knobs.get("skip_last") == ("max" if maximizing else "min"):
            kids = kids[:-1]  # for move in moves[:-1] there: the last move never tried
            if not kids:
                return -math.inf if maximizing else math.inf
        if knobs.get("skip_first") == ("max" if maximizing else "min"):
            kids = kids[1:]  # range(1, len(moves)): the first move never tried
            if not kids:
                return -math.inf if maximizing else math.inf
        if knobs.get("stops_at_one") == "break" and (1.0 if maximizing else -1.0) in kids:
            kids = kids[:kids.index(1.0 if maximizing else -1.0) + 1]  # best updated, then `if v == 1: break`
        elif knobs.get("stops_at_one") and (1.0 if maximizing else -1.0) in kids:
            return 1.0 if maximizing else -1.0  # "can't do better than a win": the loop left at a 1
        if knobs.get("turns") == "mean":  # the chance rule run at every node: outcomes() shares them equally
            return sum(kids) / len(kids)
        if knobs.get("last_child"):
            return kids[-1]  # the loop's variable returned after the loop, not the best
        if knobs.get("min_rule") == "mean" and not maximizing:
            return sum(kids) / len(kids)
        best = max(kids) if maximizing else min(kids)
        if "move_number" in knobs and s is not state:  # below the root the best move's number (from 0 or 1) is
            return float(kids.index(best) + knobs["move_number"])  # returned where its value belongs (w27_mm_06)
        return -best if knobs.get("negate_result") is True else best  # return -(max(...) if ... else min(...))

    shared = [0.0]  # the running total of knobs["chance"] == "shared": one for the whole search
    value = sticky_value if knobs.get("turns") in ("min calls min", "max calls max") else node_value
    if knobs.get("turns") in ("max dispatch flipped", "min dispatch flipped"):
        value = dispatched(game, node_value, knobs["turns"] == "max dispatch flipped")
    if knobs.get("negate_result") == "memo":
        value = memo_negated(game, node_value)
    elif knobs.get("memo_in_place"):
        value = memo_toggled(game, node_value)
    if knobs.get("scale_by_ply") or knobs.get("ply_bonus"):
        value = ply_counted(value, ply)
    depth = knobs.get("own_depth") if depth is None else depth  # a fixed depth of the student's own (own_depth_models)
    limit = None if depth is None or knobs.get("no_depth") else depth + knobs.get("depth_shift", 0)
    if depth is None and knobs.get("depth_from_moves"):  # a limit of its own: the number of moves at the root
        limit = len(game.actions(state))
    result = value(state, limit)
    answer = knobs.get("answer")
    if answer == "negated" or (answer == "negated unfinished" and not game.is_terminal(state)):
        result = -result  # "negated unfinished": the conversion to MAX's view turned, a finished root apart
    elif answer in ("mover", "max") and not _is_chance(game, state):
        result *= sign(state)
    elif answer == "sign added" and not _is_chance(game, state) and not game.is_terminal(state):
        result += sign(state)  # sign(state) + negamax(state) where sign(state) * negamax(state) belongs
    elif answer == "mover unfinished" and not _is_chance(game, state) and not game.is_terminal(state):
        result *= sign(state)  # the finished root scored for MAX, the searched one left in negamax's view
    return result


def skip_moves(kids: list[Any], knobs: dict[str, Any], maximizing: bool | None = None) -> list[Any]:
    """Negamax's children (or alpha-beta's moves) with a move skipped at every node
    (``skip_first`` / ``skip_last`` ``"both"``): one kind of node, so the one-kind skips do not apply.
    ``"loop"``: the same skip in a loop over the moves with a running best, so a node with a single
    move skips it too and is worth its start (-inf for MAX and in negamax, +inf for MIN).
    ``first_only``: only the first move is tried (the loop is always left after it); in
    minimax ``"max"`` or ``"min"``: in that kind of node alone. ``never_searches``: with a depth,
    every unfinished position is evaluated, whatever the depth left."""
    if (knobs.get("skip_last") == "both" and len(kids) > 1) or knobs.get("skip_last") == "loop":
        kids = kids[:-1]
    if (knobs.get("skip_first") == "both" and len(kids) > 1) or knobs.get("skip_first") == "loop":
        kids = kids[1:]  # max() of nothing raises: code that runs at all falls back on an only move...
    if knobs.get("first_only") is True:
        kids = kids[:1]  # the loop always left after its first move
    if knobs.get("last_only") is True:
        kids = kids[-1:]  # the best overwritten by every child: the last one stays
    if maximizing is not None and knobs.get("negated_best") in ("both", "max" if maximizing else "min"):
        best = -math.inf if maximizing else math.inf  # best = max(-best, child): sign_models.py
        if knobs.get("negated_best_start") == "-inf":
            best = -math.inf  # one start for both players (value = -inf before the if on the side)
        for kid in kids:
            best = max(-best, kid) if maximizing else min(-best, kid)
        kids = [best]
    return kids  # ...unless it loops with a running best ("loop"): a node with one move keeps its start
