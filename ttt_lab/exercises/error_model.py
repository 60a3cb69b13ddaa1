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

The catalogues at the end (:func:`player_mistakes`, :func:`depth_mistakes`...) are the
mistakes each search checker declares; a checker adds its own.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> game = TreeGame([[3, 12], [2, 4]])
    >>> mistaken_value(game, (), {}), mistaken_value(game, (), {"turns": "max"})
    (3.0, 12.0)
    """

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.child_call_models import dispatched
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.game_alterations import (
    _is_chance,
    leaves_for_last_mover,
    leaves_for_mover,
    leaves_for_second,
)
from ttt_lab.exercises.report import (
    AVERAGES_MIN,
    DEPTH_IN_LOOP,
    DEPTH_OFF_BY_ONE,
    EVALUATES_PARENT,
    FINISHED_CHILD_SIGN,
    FIRST_MOVE_ONLY,
    FORGETS_NEGATION,
    FULL_MOVES,
    HORIZON_CONSTANT,
    IGNORES_DEPTH,
    LAST_MOVER_WINS,
    NEGATES_RESULT,
    NEVER_COUNTS_DOWN,
    NEVER_SEARCHES,
    NOT_ALTERNATING,
    NOT_CONVERTED,
    PLAYER_NAMES,
    SKIPS_FIRST,
    SKIPS_FIRST_MOVE,
    SKIPS_LAST_MOVE,
    STOPS_AT_ONE,
    SWAPPED,
    TURN_BY_DEPTH,
    WIN_LOSS_LEAVES,
    WRONG_COMPARISON,
    WRONG_PLAYER,
    WRONG_START,
)
from ttt_lab.exercises.sign_models import memo_negated, memo_toggled, ply_counted

# ---------------------------------------------------------------------- the algorithm, altered


def mistaken_value(game: Any, state: Any, knobs: dict[str, Any], depth: int | None = None,
                   evaluate: Callable[[Any], float] | None = None) -> float:
    """Minimax (expectimax at chance nodes, negamax with ``negamax=True``) with slips as knobs.

    Knobs: ``stops_at_one`` (a MAX node returns 1 at its first child worth 1, a MIN node -1);
    ``leaf`` whose utility scores a finished game (``"max"``, ``"mover"``,
    ``"just_moved"``; ``"last mover wins"``: +1 to whoever moved last, the utility ignored; ``"mover credited"``: a decided game +1 to the side to move;
    ``"sign"``: 1, -1 or 0 for who won, the utility's size ignored);
    ``skip_first`` (``"max"`` or ``"min"``: that kind of node leaves out its first move); ``chance`` how a chance node combines ``(p, value)`` pairs
    (``"weighted"``, ``"over_n"``: weighted then divided by their number, ``"sum"``: values
    added without weights, ``"first p"``: every value weighted by the first outcome's
    probability, ``"reversed"``: the probabilities paired with the outcomes in reverse order, ``"negated"``: the weighted sum negated, ``"largest product"``: the largest
    p × value, ``"most likely"``: the most likely outcome's value alone, ``"floor"``: weighted then rounded down, ``"floor_mean"``);
    ``start`` (``"min at -inf"``, ``"max at +inf"``: the running best starts on the wrong side,
    so it never moves; ``start_at`` a number s: -s for MAX, +s for MIN, a finite sentinel; ``"zero"``: it starts at 0, ``"zero at max"`` / ``"zero at min"``: one side's alone (``"one at max"`` / ``"one at min"`` too), ``"one"``: at -1 for MAX and +1 for MIN, which then compete with the
    children), ``min_rule`` (``"mean"``: MIN's children averaged);
    ``after_chance`` (``"max"`` or ``"min"``: the player's node below a chance node always taken
    as that player's); ``turns`` who takes each player's node (``"swapped"``: min where MAX moves and max where
    MIN does, ``"max"`` or ``"min"`` everywhere); ``negamax``, ``negate`` (negamax negates
    the children; ``"first only"``: only the first), ``pick`` (``"max"`` or ``"min"``),
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
    player's moves alone; ``"min up"``, ``"max up"``: counted up there; ``"two"``: by 2), ``horizon`` (``"zero"``: 0 at the depth limit, the evaluation never
    called; ``"parent"``: a child at the depth limit gets ``evaluate`` of its parent; ``"root"``: of
    the root), ``turns`` also ``"root"`` (every node the root's side), ``"min calls min"`` / ``"max calls max"``, ``"max dispatch flipped"`` / ``"min dispatch flipped"`` (that helper values each child by the other rule than its mover's)
    (every node below a MIN / MAX node takes the min / max),
    ``loop_decrement`` (the i-th child gets ``depth - i``); ``last_child`` (a node worth its last
    child's value, negated in negamax); ``depth_first`` (the depth tested before the end of the game); ``eval_view`` (``"mover"``: the
    evaluation turned to the side to move's); ``finished_child`` (``"negated"``: a finished
    position met as a child is worth the negation of its right value, while one searched from
    directly is right); ``skip_first`` / ``skip_last`` ``"both"`` apply to negamax too;
    ``inner_view`` (``"max"``: negamax turns every searched node's value to MAX's view before
    returning it, while the parent still negates it).
    """
    MAX, MIN = game.players
    if knobs.get("utility_everywhere"):
        return float(game.utility(state, MAX))  # the terminal test's return dedented: every position's utility
    leaf = knobs.get("leaf", "mover" if knobs.get("negamax") else "max")
    negamax = bool(knobs.get("negamax"))

    def sign(s: Any) -> int:
        return 1 if game.to_move(s) == MAX else -1

    ply = [-1]  # how far below the root the node searched now is ("scale_by_ply")

    def scored(s: Any) -> float:
        mover = game.to_move(s)
        if leaf == "sign":  # who won (game.winner), as 1, -1 or 0: the utility's size never read
            utility = float(game.utility(s, MAX))
            won = (utility > 0) - (utility < 0) if not negamax or mover == MAX else (utility < 0) - (utility > 0)
            return float(won * knobs.get("win_size", 1))  # 1, or the size the code gives a win (10, 100)
        if leaf == "last mover wins":  # +1 for whoever moved last, whatever the game's utility
            return (-1.0 if negamax or mover == MAX else 1.0)
        if leaf == "mover credited":  # a decided game +1 to the side to move (its loser), MAX's view; a draw 0
            return 0.0 if game.utility(s, MAX) == 0 else (1.0 if negamax or mover == MAX else -1.0)
        if knobs.get("sign_added") == "leaf" and negamax:  # colour + utility(MAX) where colour * belongs
            return sign(s) + float(game.utility(s, MAX))
        who = {"max": MAX, "min": MIN, "mover": mover, "just_moved": MIN if mover == MAX else MAX}[leaf]
        scale = knobs.get("utility_scale", 1) * (knobs["scale_by_ply"] - ply[0] if knobs.get("scale_by_ply") else 1)
        return float(game.utility(s, who)) * float(scale)  # MAX's value, or negamax's side to move's (sign_models: scaled)

    def evaluated(s: Any) -> float:
        assert evaluate is not None
        value = float(evaluate(s))
        if knobs.get("eval_view") == "mover" and game.to_move(s) != MAX:
            value = -value
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
        if rule == "floor":
            return float(math.floor(sum(p * v for p, v in pairs)))
        if rule == "floor_mean":
            return float(sum(v for _, v in pairs) // len(pairs))
        if rule == "plus":  # p + v where p * v belongs
            return sum(p + v for p, v in pairs)
        if rule == "last":  # total = p * v where total += p * v belongs: the last outcome's term alone
            return pairs[-1][0] * pairs[-1][1]
        if rule == "zero":  # the update never adds (deleted, or total *= p * v from 0)
            return 0.0
        if rule == "start one":  # total = 1.0 where total = 0.0 belongs
            return 1.0 + sum(p * v for p, v in pairs)
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
        if knobs.get("depth_first") and d is not None and d <= 0:
            return 0.0 if knobs.get("horizon") == "zero" else evaluated(s)  # the depth tested before game.is_terminal
        if game.is_terminal(s):
            wrong_sign = child and knobs.get("finished_child") == "negated"
            return -scored(s) if wrong_sign else scored(s)
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
        elif below is not None and d is not None and step in ("max up", "min up") and (game.to_move(s) == MAX) == (step == "max up"):
            below = d + 1  # d + 1 where d - 1 belongs, in one kind of node's half of the code
        elif below is not None and step == "two":
            below -= 1  # depth - 2: the depth read as moves of both players
        if below is not None and d is not None and s is state and knobs.get("root_keeps_depth"):
            below = d  # the root's own loop hands its children depth, where depth - 1 belongs
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
        if negamax:
            if knobs.get("negate") == "first only":
                kids = [-kids[0], *kids[1:]]
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
        start = knobs.get("start")
        if start == "zero" or start == ("zero at max" if maximizing else "zero at min"):
            kids = [*kids, 0.0]  # best = 0 before the loop (one side's, or both): 0 competes with the children
        if start == "one" or start == ("one at max" if maximizing else "one at min"):
            kids = [*kids, -1.0 if maximizing else 1.0]  # tic-tac-toe's worst (best) utility as the start
        if "start_at" in knobs:  # a finite sentinel: -start_at for MAX, +start_at for MIN
            kids = [*kids, -float(knobs["start_at"]) if maximizing else float(knobs["start_at"])]
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
        if knobs.get("stops_at_one") and (1.0 if maximizing else -1.0) in kids:
            return 1.0 if maximizing else -1.0  # "can't do better than a win": the loop left at a 1
        if knobs.get("turns") == "mean":  # the chance rule run at every node: outcomes() shares them equally
            return sum(kids) / len(kids)
        if knobs.get("last_child"):
            return kids[-1]  # the loop's variable returned after the loop, not the best
        if knobs.get("min_rule") == "mean" and not maximizing:
            return sum(kids) / len(kids)
        best = max(kids) if maximizing else min(kids)
        return -best if knobs.get("negate_result") is True else best  # return -(max(...) if ... else min(...))

    shared = [0.0]  # the running total of knobs["chance"] == "shared": one for the whole search
    value = sticky_value if knobs.get("turns") in ("min calls min", "max calls max") else node_value
    if knobs.get("turns") in ("max dispatch flipped", "min dispatch flipped"):
        value = dispatched(game, node_value, knobs["turns"] == "max dispatch flipped")
    if knobs.get("negate_result") == "memo":
        value = memo_negated(game, node_value)
    elif knobs.get("memo_in_place"):
        value = memo_toggled(game, node_value)
    if knobs.get("scale_by_ply"):
        value = ply_counted(value, ply)
    depth = knobs.get("own_depth") if depth is None else depth  # a fixed depth of the student's own (own_depth_models)
    limit = None if depth is None or knobs.get("no_depth") else depth + knobs.get("depth_shift", 0)
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
        for kid in kids:
            best = max(-best, kid) if maximizing else min(-best, kid)
        kids = [best]
    return kids  # ...unless it loops with a running best ("loop"): a node with one move keeps its start


# ---------------------------------------------------------------------- catalogues

_HINT_MAX_VIEW = ("A finished game is worth game.utility(state, game.players[0]) to MAX, whoever is to move;"
                  " in a negamax, whose values are the side to move's, it is"
                  " game.utility(state, game.to_move(state)).")


def player_mistakes() -> list[Mistake]:
    """Point of view and MIN and MAX exchanged: mistakes of every search that returns MAX's value."""
    return [
        Mistake(WRONG_PLAYER, "ends up scoring each finished game for the player to move there, not for MAX",
                _HINT_MAX_VIEW, alter=leaves_for_mover),
        Mistake(WRONG_PLAYER, "ends up scoring each finished game for the player who made the last move, not"
                " for MAX", _HINT_MAX_VIEW, alter=leaves_for_last_mover),
        Mistake(WRONG_PLAYER, "returns the value for the player to move, not for MAX",
                "Return MAX's value (game.players[0]) at every position, also where MIN is to move:"
                " do not turn it to the side to move's view.", knobs=(("answer", "mover"),),
                applies=_min_to_move),
        Mistake(LAST_MOVER_WINS, "scores every finished game +1 for the player who just moved (-1 to MAX where"
                " MIN moved last), whatever the game's utility: a draw counts as a win and the leaves' values"
                " are never read", "A finished game is worth its utility: game.utility(state, game.players[0])"
                " (a draw, 0; a tree's leaf, its number), not a win for whoever moved last.",
                knobs=(("leaf", "last mover wins"),)),
        Mistake(WIN_LOSS_LEAVES, "scores each finished game by who won (game.winner, or the utility's sign) as 1, -1"
                " or 0, so a leaf worth 6 counts as 1", "A finished game is worth its utility,"
                " game.utility(state, game.players[0]), whatever its size (AIMA's trees have leaves worth 2 to"
                " 14): who won is not its value, and game.winner is not part of the Game protocol.",
                knobs=(("leaf", "sign"),)),
        Mistake(STOPS_AT_ONE, "returns as soon as a child is worth 1 at a MAX node (-1 at a MIN node), as if no"
                " utility could be larger", "Utilities can be any numbers (AIMA's trees have leaves worth 2 to 14):"
                " a child worth 1 is not necessarily the best. Look at every child, or stop early only at the"
                " game's own best utility, never at a hard-coded 1.", knobs=(("stops_at_one", True),)),
        Mistake(WRONG_PLAYER, "returns MIN's value instead of MAX's",
                "game.players[0] is MAX: score finished games with game.utility(state, game.players[0]).",
                alter=leaves_for_second),
        Mistake(SWAPPED, "takes the min where MAX is to move and the max where MIN is",
                "MAX (game.players[0]) wants the largest value: use max when game.to_move(state) =="
                " game.players[0], min otherwise.", knobs=(("turns", "swapped"),)),
        Mistake(PLAYER_NAMES, "decides who moves by comparing game.to_move(state) with \"X\", so where the"
                " players have other names (MAX and MIN) it takes the min everywhere",
                "Compare game.to_move(state) with game.players[0], not with \"X\": not every game calls its"
                " players X and O.", knobs=(("turns", "named x"),)),
        Mistake(NOT_ALTERNATING, "takes the max at every level, MIN's turns included",
                "MAX takes the largest child value, MIN the smallest: compare game.to_move(state) with"
                " game.players[0] at every node.", knobs=(("turns", "max"),)),
        Mistake(NOT_ALTERNATING, "takes the min at every level, MAX's turns included",
                "MAX takes the largest child value, MIN the smallest: compare game.to_move(state) with"
                " game.players[0] at every node.", knobs=(("turns", "min"),)),
        *(Mistake(NOT_ALTERNATING, f"calls its {kind} helper on the children of a {side} node (a copy-paste of"
                  f" the other half), so below a {side} node every level takes the {kind}", f"A {side} node's"
                  f" children are {other}'s to move: {side.lower()}_value calls {other.lower()}_value on each child"
                  f" (and {other.lower()}_value calls {side.lower()}_value).", knobs=(("turns", f"{kind} calls {kind}"),))
          for kind, side, other in (("min", "MIN", "MAX"), ("max", "MAX", "MIN"))),
    ]


def combination_mistakes() -> list[Mistake]:
    """How a player's node combines its children: the running best started on the wrong side,
    the opponent averaged as if it played at random."""
    start_hint = ("MAX's running best starts at -inf, MIN's at +inf, so that the first child replaces it:"
                  " v = math.inf before v = min(v, child).")
    return [
        Mistake(WRONG_START, "starts MIN's running best at -inf, so min(v, child) never moves from it", start_hint,
                knobs=(("start", "min at -inf"),)),
        Mistake(WRONG_START, "starts MAX's running best at +inf, so max(v, child) never moves from it",
                start_hint, knobs=(("start", "max at +inf"),)),
        Mistake(WRONG_START, "starts the running best at 0, so a node whose children are all worse than 0"
                " is worth 0", "Start MAX's running best at -math.inf and MIN's at +math.inf (or take max()"
                " and min() of the list of children): 0 is a value a child may not reach.",
                knobs=(("start", "zero"),)),
        *(Mistake(WRONG_START, f"starts {side}'s running best at {value} ({side}'s alone), so a {side} node whose"
                  f" children are all {below} {value} is worth {value}", f"Start {side}'s running best at {start} (or"
                  f" take {side.lower()}() of the list of children): {value} is a value a child may not reach.",
                  knobs=(("start", f"{knob} at {side.lower()}"),))
          for knob, sign in (("zero", 0), ("one", 1))
          for side, below, start in (("MAX", "below", "-math.inf"), ("MIN", "above", "+math.inf"))
          for value in ["0" if sign == 0 else "-1" if side == "MAX" else "+1"]),
        Mistake(WRONG_START, "starts MAX's running best at -1 and MIN's at +1 (tic-tac-toe's worst and best"
                " utilities), so a node whose children are all worse than that is worth -1 or +1",
                "Start MAX's running best at -math.inf and MIN's at +math.inf (or take max() and min() of the"
                " list of children): -1 and +1 are the utilities of one game, not bounds of every game.",
                knobs=(("start", "one"),)),
        Mistake(WRONG_START, "starts MAX's running best at +inf and MIN's at -inf (the infinities swapped), so"
                " neither ever moves from its start", start_hint, knobs=(("start", "infinities swapped"),)),
        Mistake(WRONG_COMPARISON, "compares with > in MIN nodes (a copy of MAX's test), so MIN's running best"
                " never leaves +inf", "MIN keeps a child when it is SMALLER than its best so far: value < best"
                " (or best = min(best, value)).", knobs=(("stuck", "min"),)),
        Mistake(WRONG_COMPARISON, "compares with < in MAX nodes (a copy of MIN's test), so MAX's running best"
                " never leaves -inf", "MAX keeps a child when it is LARGER than its best so far: value > best"
                " (or best = max(best, value)).", knobs=(("stuck", "max"),)),
        Mistake(SKIPS_FIRST, "never tries the first move where MIN is to move (a loop such as range(1,"
                " len(moves)) that starts at 1)", "Loop over every move: for move in game.actions(state), or"
                " range(len(moves)); indexes start at 0.", knobs=(("skip_first", "min"),)),
        Mistake(SKIPS_FIRST, "never tries the first move where MAX is to move (a loop such as range(1,"
                " len(moves)) that starts at 1)", "Loop over every move: for move in game.actions(state), or"
                " range(len(moves)); indexes start at 0.", knobs=(("skip_first", "max"),)),
        *skip_mistakes(),
        Mistake(AVERAGES_MIN, "averages the children where MIN is to move",
                "MIN plays its best move, the smallest child value: min(values), not their average"
                " (averaging is for chance nodes).", knobs=(("min_rule", "mean"),)),
    ]


def skip_mistakes() -> list[Mistake]:
    """A move skipped at every node, the first or the last: a slip of the loop over the moves
    of any tree search (minimax, negamax, expectimax's players, depth-limited)."""
    return [
        Mistake(SKIPS_FIRST_MOVE, "never tries the first move (a loop over moves[1:] or range(1, len(moves)))",
                "Loop over every move: for move in game.actions(state), or range(len(moves)); indexes start"
                " at 0 and a slice [1:] drops the first.", knobs=(("skip_first", "both"),)),
        Mistake(SKIPS_LAST_MOVE, "never tries the last move (a slice such as moves[1:-1] or moves[:-1], or"
                " range(len(moves) - 1))", "Loop over every move: a slice's end is excluded, so moves[1:-1]"
                " drops the last move as well as the first; after starting from moves[0], loop over moves[1:].",
                knobs=(("skip_last", "both"),)),
        Mistake(SKIPS_FIRST_MOVE, "never tries the first move (a loop over moves[1:] with a running best, so a"
                " position with a single move keeps the best's start, an infinity)", "Loop over every move: for"
                " move in game.actions(state); a slice [1:] drops the first.", knobs=(("skip_first", "loop"),)),
        Mistake(SKIPS_LAST_MOVE, "never tries the last move (a loop over moves[:-1] or range(len(moves) - 1) with a"
                " running best, so a position with a single move keeps the best's start, an infinity)",
                "Loop over every move: for move in game.actions(state); a slice's end is excluded, so"
                " moves[:-1] drops the last move.", knobs=(("skip_last", "loop"),)),
        *(Mistake(SKIPS_LAST_MOVE, f"never tries the last move where {side} is to move (a loop over moves[:-1] or"
                  " range(len(moves) - 1) in that half of the code, with a running best)", "Loop over every move:"
                  " for move in game.actions(state); a slice's end is excluded, so moves[:-1] drops the last move.",
                  knobs=(("skip_last", kind),))
          for kind, side in (("max", "MAX"), ("min", "MIN"))),
        Mistake(FIRST_MOVE_ONLY, "leaves the loop over the moves after the first one at every position: a return"
                " (or break) that always runs, such as a return dedented out of its if, or a cutoff test that is"
                " always true (best >= alpha, or alpha raised from beta, alpha = max(beta, best), where the test"
                " is against beta)", "Leave the loop early only at a cutoff: once the value reaches beta"
                " (v >= beta, or alpha >= beta after alpha = max(alpha, v)); otherwise try the next move, and"
                " return after the loop.", knobs=(("first_only", True),)),
        *(Mistake(FIRST_MOVE_ONLY, f"leaves the loop over the moves after the first one where {side} is to move:"
                  " a return (or break) that always runs there, such as a return dedented out of its cutoff's if",
                  "Leave the loop early only at a cutoff (v >= beta in a MAX node, v <= alpha in a MIN node):"
                  " keep the return inside its if, and return after the loop.", knobs=(("first_only", kind),))
          for kind, side in (("max", "MAX"), ("min", "MIN"))),
    ]


def _min_to_move_unfinished(case: Any) -> bool:
    return _min_to_move(case) and not case.game.is_terminal(case.state)


def _unfinished_with_depth(case: Any) -> bool:
    return _has_depth(case) and not case.game.is_terminal(case.state)


def sign_mistakes() -> list[Mistake]:
    """One negation too many or too few in a search that returns MAX's value: a negamax written
    inside (its children not negated, its value not turned to MAX's view), or minimax's own value
    negated on its way out."""
    return [
        Mistake(NOT_CONVERTED, "returns the value its negamax gives, the side to move's, where MIN is to move:"
                " it is never turned to MAX's view (a finished position is scored for MAX)",
                "A negamax value is the side to move's: where MIN is to move, MAX's value is its negation."
                " Return v if game.to_move(state) == game.players[0] else -v.",
                knobs=(("answer", "mover unfinished"),), applies=_min_to_move_unfinished),
        Mistake(NOT_CONVERTED, "searches in negamax form with a side's sign that is +1 for MIN too (1 if ... else"
                " 1): the evaluation is never turned to the side to move's view, and the value it returns never"
                " back to MAX's", "The sign of the side to move is +1 where MAX moves and -1 where MIN does:"
                " negamax returns sign * evaluate(state) at the depth limit, and the root's value times the"
                " root's sign is MAX's.", knobs=(("negamax", True), ("eval_view", "mover")),
                applies=_unfinished_with_depth),
        Mistake(FORGETS_NEGATION, "searches in negamax form (values for the side to move) but takes the largest"
                " child value without negating it, then turns the result to MAX's view",
                "In negamax a child's value is the opponent's: take the largest of -negamax(child), not of"
                " negamax(child).", knobs=(("negamax", True), ("negate", False), ("answer", "max"))),
        Mistake(NEGATES_RESULT, "returns -(max(...)) or -(min(...)): every position it searches gets its"
                " value negated, the one above it included", "Minimax values are MAX's everywhere: return"
                " max(values) where MAX is to move and min(values) where MIN is, without a minus (only a"
                " negamax negates, and then it negates each child's value and takes the max).",
                knobs=(("negate_result", True),)),
    ]


def finished_child_mistakes() -> list[Mistake]:
    """A finished game met as a child scored for the wrong side, while one the search is called
    on directly is right: a special case for finished children with one sign too many."""
    return [
        Mistake(FINISHED_CHILD_SIGN, "gives a child that ends the game the wrong sign: its value to the node above"
                " is negated once too often (in negamax, -game.utility(child, me) where me moves at the node"
                " above), while a finished game it is called on directly is scored right",
                "A finished child is worth to the node above what your search returns on it: in negamax"
                " -game.utility(child, game.to_move(child)), which is game.utility(child, me) with no minus; in"
                " minimax game.utility(child, game.players[0]). Simplest: drop the special case for finished"
                " children and call your search on every child.", knobs=(("finished_child", "negated"),)),
    ]


def _min_to_move(case: Any) -> bool:
    game, state = case.game, case.state
    return bool(game.to_move(state) != game.players[0] and not _is_chance(game, state))


def _has_depth(case: Any) -> bool:
    return getattr(case, "depth", None) is not None


def depth_mistakes() -> list[Mistake]:
    """The depth limit off by one, ignored, or never counted down; the evaluation's point of view."""
    hint = ("depth counts plies below the given state: at depth 0 return evaluate(state); each child"
            " gets depth - 1.")
    return [
        Mistake(DEPTH_OFF_BY_ONE, "looks one ply further than asked", hint, knobs=(("depth_shift", 1),),
                applies=_has_depth),
        Mistake(DEPTH_OFF_BY_ONE, "looks one ply less far than asked", hint, knobs=(("depth_shift", -1),),
                applies=_has_depth),
        Mistake(DEPTH_OFF_BY_ONE, "tests depth == 1 instead of depth == 0: it evaluates one ply early, and a"
                " search asked for depth 0 never meets 1 and runs to the end of the game", hint,
                knobs=(("stop_at_one", True),), applies=_has_depth),
        Mistake(HORIZON_CONSTANT, "returns 0 at the depth limit without calling evaluate, so every unfinished"
                " position there is worth 0", "At depth 0 (an unfinished game) return evaluate(state): the"
                " evaluation is the guess a depth-limited search stands on.", knobs=(("horizon", "zero"),),
                applies=_has_depth),
        Mistake(NEVER_SEARCHES, "returns evaluate(state) at every unfinished position, whatever the depth left (a"
                " return of the evaluation outside its depth test)", "Return evaluate(state) only where depth"
                " == 0: keep that return inside its if, and search the moves below otherwise.",
                knobs=(("never_searches", True),), applies=_has_depth),
        Mistake(IGNORES_DEPTH, "searches to the end of the game, past the depth limit",
                "Stop when depth reaches 0 and return evaluate(state) there.", knobs=(("no_depth", True),),
                applies=_has_depth),
        Mistake(NEVER_COUNTS_DOWN, "hands every child the same depth (or depth + 1), so below the root the depth"
                " never reaches 0", "Each child is one ply further down: call your search on it with depth - 1,"
                " not depth (nor depth + 1).", knobs=(("never_counts_down", True),), applies=_has_depth),
        Mistake(FULL_MOVES, "counts a ply only after MIN's moves, so the depth counts moves of both players",
                "depth counts plies, each player's move one: every child gets depth - 1, MAX's and MIN's alike.",
                knobs=(("depth_step", "min only"),), applies=_has_depth),
        Mistake(FULL_MOVES, "counts a ply only after MAX's moves, so the depth counts moves of both players",
                "depth counts plies, each player's move one: every child gets depth - 1, MAX's and MIN's alike.",
                knobs=(("depth_step", "max only"),), applies=_has_depth),
        Mistake(DEPTH_IN_LOOP, "lowers depth inside the loop over the moves (depth -= 1), so each child gets one"
                " ply less than the one before", "Leave depth alone in the loop: pass depth - 1 to every child.",
                knobs=(("loop_decrement", True),), applies=_has_depth),
        Mistake(TURN_BY_DEPTH, "decides who moves from the depth left (max where it is even), not from"
                " game.to_move(state)", "Whose turn it is is a fact of the position: maximise where"
                " game.to_move(state) == game.players[0], whatever the depth.", knobs=(("turns", "parity"),),
                applies=_has_depth),
        Mistake(WRONG_PLAYER, "ends up scoring positions at the depth limit for the player to move there,"
                " not for MAX", "evaluate(state) is MAX's view: a minimax returns it as it is, whoever is to"
                " move; a negamax, whose values are the side to move's, negates it where MIN is to move.",
                knobs=(("eval_view", "mover"),), applies=_has_depth),
        Mistake(EVALUATES_PARENT, "evaluates the node above at the depth limit (evaluate(state) where it means"
                " evaluate(child)), so every child there gets its parent's estimate",
                "At the depth limit evaluate the position there: evaluate(child) for a child, or call your"
                " search on the child with depth - 1, which returns evaluate(child) at depth 0.",
                knobs=(("horizon", "parent"),), applies=_has_depth),
    ]


def first(mistakes: Sequence[Mistake], name: str) -> Mistake:
    return next(m for m in mistakes if m.name == name)
