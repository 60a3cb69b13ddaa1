"""Sign slips of the running best (issue 27, mut3's class #3): a minus on the best so far where it
belongs on the child's value, or on nothing.

``best = max(-best, value)`` (a negamax's ``-`` typed on the wrong operand, or copied into a MAX/MIN
search) negates the running best at every comparison: the first child is compared with +inf and
lost, the next one taken as it is, and so on. The error model folds a node's children that way
(knob ``negated_best`` of :func:`~ttt_lab.exercises.error_model.mistaken_value`, ``"both"`` or in
one kind of node, ``"max"`` or ``"min"``); like every mistake, it is named only when it reproduces
every value the student returned.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> from ttt_lab.exercises.error_model import mistaken_value
    >>> game = TreeGame([4, -7, 9])
    >>> mistaken_value(game, (), {"negated_best": "max"})  # max(inf, 4), max(-inf, -7), max(7, 9)
    9.0
"""

from __future__ import annotations

import ast
import dataclasses
import math
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.code_claims import has_min_rule
from ttt_lab.exercises.engine import Fit, Mistake
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.own_depth_models import depth_literals
from ttt_lab.exercises.report import FORGETS_NEGATION, NEGATES_RESULT, SIGN_SLIP
from ttt_lab.exercises.student_source import student_source

NEGATES_BEST = "negates the running best"

_HINT = ("The running best is compared as it is: best = max(best, value) (min for MIN); a minus belongs only on"
         " a child's value in negamax form, best = max(best, -negamax(child)), never on best itself.")


def negated_best_mistakes(negamax: bool = False) -> list[Mistake]:
    """The running best negated at each comparison: in every node (negamax, or both halves of a
    MAX/MIN search) or, in a MAX/MIN search, in one kind of node alone."""
    if negamax:
        return [Mistake(NEGATES_BEST, "negates the running best each time it compares (best = max(-best,"
                        " -negamax(child))): the minus typed on best as well as on the child's value", _HINT,
                        knobs=(("negated_best", "both"),))]
    found = [Mistake(NEGATES_BEST, "negates the running best each time it compares (best = max(-best, value) in"
                     " MAX nodes, min(-best, value) in MIN nodes)", _HINT, knobs=(("negated_best", "both"),))]
    found += [Mistake(NEGATES_BEST, f"negates the running best each time it compares where {side} is to move"
                      f" (best = {kind}(-best, value) there)", _HINT, knobs=(("negated_best", kind),))
              for kind, side in (("max", "MAX"), ("min", "MIN"))]
    # blind22's m02 / d03 (IN104 Checkers): value = -inf for both sides, and MIN's update min(-value, child).
    found += [Mistake(NEGATES_BEST, "negates the running value each time it compares where MIN is to move (value ="
                      " min(-value, child) there, from one value = -inf for both sides): its sign flips at every"
                      " child", "Compare the running value as it is where MIN is to move, value = min(value, child),"
                      " without the minus; and start it at +inf there (value = math.inf for MIN, -math.inf for MAX):"
                      " min(-inf, child) never moves from -inf, which is why the minus seemed needed.",
                      knobs=(("negated_best", "min"), ("negated_best_start", "-inf")))]
    return found


CHILDREN_NEGATED = Mistake(
    SIGN_SLIP, "negates every child's value (-search(child), negamax's habit) and still takes max(...) where MAX"
    " is to move and min(...) where MIN is: in a MAX/MIN search every value is already MAX's",
    "Remove the minus in front of your recursive call: minimax values are MAX's everywhere, so a node takes"
    " max of its children's values where MAX is to move and min where MIN is, as they come. (Negamax negates"
    " instead, and then takes the max at every node, whoever moves.)",
    knobs=(("negamax", True), ("leaf", "max"), ("mixed", True)))


def children_negated(fit: Fit | None, fn: Callable[..., Any] | None) -> Fit | None:
    """A fit of "forgets to negate the children's values" (a negamax inside, children not negated)
    to code that does negate what its own search returns: where moves alternate the two give the
    same values (by induction, v = sign * negamax value), and the code tells them apart. Read as
    the minus added to a search that also takes max and min by player; the hint quotes the minus
    where it is not on the call itself (blind22's m07: ``eval, _ = search(...)`` then ``eval = -eval``)."""
    if fit is None or fn is None or [m.name for m in fit.mistakes] != [FORGETS_NEGATION]:
        return fit
    negation = _children_negation(fn)
    if negation is None or not has_min_rule(read_source(fn)):  # no min anywhere: a negamax that cancels its minus
        return fit
    if negation == "call":
        return dataclasses.replace(fit, mistakes=(CHILDREN_NEGATED,))
    hint = (f"Your code negates each child's value ({negation}) and also takes max where MAX is to move and min where"
            " MIN is: do one or the other. Minimax values are MAX's everywhere, so remove that minus and take the"
            " children's values as they come (or keep it, score finished games for the side to move and take the"
            " max at every node: that is negamax).")
    because = (f"negates every child's value ({negation}, negamax's habit) and still takes the largest where MAX is"
               " to move and the smallest where MIN is: in a MAX/MIN search every value is already MAX's")
    return dataclasses.replace(fit, mistakes=(dataclasses.replace(CHILDREN_NEGATED, because=because, hint=hint),))




def _children_negation(fn: Callable[..., Any]) -> str | None:
    """Where ``fn``'s code negates what its own search returns on a child, inside a loop over the
    moves or a comprehension: ``"call"`` for ``-search(game.result(s, a))``, or the quoted
    statement that negates a name bound to the child's value (``eval = -eval``, ``v *= -1``);
    ``None`` if it does not (only the root's conversion, say)."""
    import ast

    from ttt_lab.exercises.hint_checks import read_source

    source = read_source(fn)
    defined = {node.name for node in source.nodes() if isinstance(node, ast.FunctionDef)}

    def own_call(node: ast.AST) -> bool:  # search(...), search(...)[0] or search(...).value
        while isinstance(node, (ast.Subscript, ast.Attribute)):
            node = node.value
        return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in defined

    loops = [node for node in source.nodes() if isinstance(node, (ast.For, ast.comprehension, ast.ListComp,
                                                                   ast.GeneratorExp))]
    inside = [node for loop in loops for node in ast.walk(loop)]
    if any(isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and own_call(node.operand)
           for node in inside):
        return "call"
    bound = {name.id for node in inside if isinstance(node, ast.Assign) and own_call(node.value)
             for target in node.targets for name in ([target] if isinstance(target, ast.Name) else
                                                     target.elts if isinstance(target, ast.Tuple) else [])
             if isinstance(name, ast.Name)}

    def minus_one(node: ast.AST) -> bool:
        return isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant)

    for node in inside:
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.UnaryOp) and isinstance(node.value.op, ast.USub)
                and isinstance(node.value.operand, ast.Name) and node.value.operand.id in bound):
            return f"`{source.segment(node)}`"
        if (isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Mult) and isinstance(node.target, ast.Name)
                and node.target.id in bound and minus_one(node.value)):
            return f"`{source.segment(node)}`"
    return None


SIGN_ADDED = "adds the side's sign where it should multiply by it"

_SIGN_HINT = ("The side's sign (+1 where MAX moves, -1 where MIN does) turns a value to that side's view by"
              " multiplying: sign * evaluate(state), sign * game.utility(state, game.players[0]), not sign + ...")


def sign_added_mistakes(negamax: bool = False) -> list[Mistake]:
    """Negamax form with the side's sign added where it multiplies (``sign + value``): at the depth
    limit, at a finished game, or (in a search graded from MAX's view) where the root's value is
    turned back."""
    def has_depth(case: Any) -> bool:
        return getattr(case, "depth", None) is not None

    inside = () if negamax else (("negamax", True), ("answer", "max"))
    found = [Mistake(SIGN_ADDED, "adds the side's sign to the evaluation at the depth limit (sign + evaluate(state)),"
                     " where multiplying turns it to the side to move's view", _SIGN_HINT,
                     knobs=(*inside, ("sign_added", "horizon")), applies=has_depth),
             Mistake(SIGN_ADDED, "adds the side's sign to a finished game's utility for MAX (sign +"
                     " game.utility(...)), where multiplying turns it to the side to move's view", _SIGN_HINT,
                     knobs=(*inside, ("sign_added", "leaf")))]
    if not negamax:
        # A position finished at the call under a depth limit (one graded board since wave 16): code that turns the
        # root's value back tests the game's end first, before the sign is added, as much as after: not told.
        found.append(Mistake(SIGN_ADDED, "adds the root's sign to its negamax value (sign + value) where multiplying"
                             " turns it back to MAX's view", _SIGN_HINT, knobs=(("negamax", True), ("answer", "sign added")),
                             applies=lambda case: not (has_depth(case) and case.game.is_terminal(case.state))))
    return found


def negated_result_mistakes(negamax: bool = False) -> list[Mistake]:
    """The search's own value negated on its way out (``return -best``, ``return -result``): in
    negamax at every searched node (the caller negates it again), and, with a memo that stores the
    value before the minus, every fresh value negated while a remembered one is not."""
    found = [Mistake(NEGATES_RESULT, "negates the value it remembers on its way out (memo[key] = result; return"
                     " -result), so each position is worth the other sign when first searched, and its right"
                     " sign when found in the memo", "Return what you remember, as it is: memo[key] = result;"
                     " return result (" + ("the caller negates it: a negamax value is the side to move's)." if negamax
                     else "minimax values are MAX's everywhere)."), knobs=(("negate_result", "memo"),))]
    if negamax:
        found.append(Mistake(NEGATES_RESULT, "returns -best (the best value negated) from every position it searches,"
                             " while the caller negates it again", "Return best, not -best: negamax's value is"
                             " already the side to move's, and the caller negates it (best = max(best,"
                             " -negamax(child))).", knobs=(("negate_result", True),)))
    return found


WINNER_SCORED = "scores finished games by who won, with a size of its own, not by their utility"


def win_size_mistakes(negamax: bool = False) -> list[Mistake]:
    """Finished games scored by who won with a size of the code's own (10 or 100 for a win, its
    negation for a loss, 0 for a draw), the utility itself never read; or an infinity for a win,
    alone or beside the finite start of a running best that a lost game's -inf never beats."""
    view = "the side to move" if negamax else "MAX"
    utility = f"game.utility(state, {'game.to_move(state)' if negamax else 'game.players[0]'}) (a tree's leaf, its number)"
    sized = [Mistake(WINNER_SCORED, f"scores each finished game by who won, {size} for a win of {view}, -{size} for a"
                     f" loss, 0 for a draw, so a leaf worth 6 counts as {size}", f"A finished game is worth its utility,"
                     f" {utility}, not a score of your own for who won.", knobs=(("leaf", "sign"), ("win_size", size)))
             for size in (10, 100)]
    infinite = []
    for start in (None, *INFINITE_WIN_STARTS):
        what = (f"scores each finished game by who won, inf for a win of {view}, -inf for a loss, 0 for a draw"
                " (float('inf'), as if a win were worth more than any number), so a leaf worth 6 counts as inf")
        knobs: tuple[tuple[str, Any], ...] = (("leaf", "sign"), ("win_size", math.inf))
        if start is not None:
            what += (f"; its running best starts at -{start:g} (+{start:g} for MIN), which a lost game's -inf never"
                     f" beats, so a node whose moves all lose is worth -{start:g}")
            knobs += (("start_at", start),)
        infinite.append(Mistake(WINNER_SCORED, what, f"A finished game is worth its utility, {utility}, not an infinity"
                                " for who won: a search passes on only the values it found.", knobs=knobs))
    return sized + infinite


def source_size_mistakes(source: Source) -> list[Mistake]:
    """Finished games scored by who won with the sizes the code itself returns: a win's number and a
    loss's (negated) number, read from its ``return`` statements, where they differ from the catalogue's
    10 and 100 (blind36's dl_02, Connect-4 constants: 100000000000000 for a win, -10000000000000 for a
    loss). MAX's view only; nothing where the code returns no such pair."""
    wins: list[float] = []
    losses: list[float] = []
    for value in (n.value for n in source.nodes() if isinstance(n, ast.Return) and n.value is not None):
        negated = {id(p.operand) for p in ast.walk(value) if isinstance(p, ast.UnaryOp) and isinstance(p.op, ast.USub)}
        for part in ast.walk(value):
            if isinstance(part, ast.UnaryOp) and isinstance(part.op, ast.USub) and _number(part.operand) > 1:
                losses.append(_number(part.operand))
            elif _number(part) > 1 and id(part) not in negated:
                wins.append(_number(part))
    pairs = [(w, loss) for w in dict.fromkeys(wins) for loss in dict.fromkeys(losses)
             if (w, loss) not in ((10, 10), (100, 100))][:9]
    return [Mistake(WINNER_SCORED, f"scores each finished game by who won, {w:g} for a win of MAX, -{loss:g} for a"
                    f" loss, 0 for a draw (numbers your code returns), so a leaf worth 6 counts as {w:g}",
                    "A finished game is worth its utility, game.utility(state, game.players[0]) (a tree's leaf, its"
                    " number), not a score of your own for who won.",
                    knobs=(("leaf", "sign"), ("win_size", w), ("loss_size", loss))) for w, loss in pairs]


def _number(node: ast.AST) -> float:
    """The value of a numeric constant (0 for anything else)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return float(node.value)
    return 0.0


INFINITE_WIN_STARTS = (100, 1000, 10000, 10**9)
"""Finite starts of a running best that code scoring wins as infinities shows (a node whose moves all
lose keeps it): the ones students write."""
INFINITE_WINS = "inf for a win"
"""In the detail of a winner scored as an infinity: the values outside the utilities are that, no second lead."""


UTILITY_SCALED = "multiplies the utilities of finished games by a number of its own"


def scaled_utility_mistakes(negamax: bool = False) -> list[Mistake]:
    """Finished games scored as their utility times a constant (100 * utility, "so that no evaluation
    beats a win"), or times (10 - plies below the root) (a quick win preferred): the values are no
    longer the game's. The hint's utility call is the checker's own point of view: the side to move's
    in negamax (wave 32's ng_04 was sent to ``game.players[0]``, MAX's, a bug of its own there), and
    it quotes the student's product where the source shows one (:func:`scaled_utility_words`)."""
    hint = ("A finished game is worth its utility as it is, game.utility(state, " + ("game.to_move(state)" if negamax
            else "game.players[0]") + "): the graded values are the game's own, and " + ("negamax" if negamax
            else "minimax") + " already prefers any win to any draw.")
    by_ply = "scores each finished game as its utility times (10 - its depth below the root), to prefer quick wins"
    return [*(Mistake(UTILITY_SCALED, f"scores each finished game as {size} times its utility", hint,
                      knobs=(("utility_scale", size),), worded=scaled_utility_words(
                          f"scores each finished game as {size} times its utility", hint)) for size in (10, 100)),
            Mistake(UTILITY_SCALED, by_ply, hint, knobs=(("scale_by_ply", 10),),
                    worded=scaled_utility_words(by_ply, hint))]


def scaled_utility_words(because: str, hint: str) -> Callable[[Source], tuple[str, str] | None]:
    """``Mistake.worded`` for a scaled utility: the hint names the factor the code multiplies its
    ``utility(...)`` call by (``(10 - depth) * game.utility(state, game.to_move(state))``) so the
    student sees which part to drop; the explanation is kept. None where the code shows no single
    such product of two factors (``color * 100 * utility(...)`` holds a sign beside the scale, and
    the model cannot tell which is which)."""
    def words(source: Source) -> tuple[str, str] | None:
        found = set()
        for node in source.nodes():
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
                factors = _factors(node)
                if any(_calls_utility(f) for f in factors):
                    found.add((ast.unparse(node), tuple(ast.unparse(f) for f in factors if not _calls_utility(f))))
        outermost = {(product, rest) for product, rest in found if not any(product != other and product in other
                                                                            for other, _ in found)}
        if len(outermost) != 1:
            return None
        product, rest = outermost.pop()
        if len(rest) != 1:
            return None
        factor = rest[0] if " " not in rest[0] or rest[0].startswith("(") else f"({rest[0]})"
        return because, f"{hint} Drop the factor `{factor}` from `{product}`."
    return words


def _factors(node: ast.AST) -> list[ast.AST]:
    """The operands of a chain of multiplications (``a * b * c``: a, b, c)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        return [*_factors(node.left), *_factors(node.right)]
    return [node]


def _calls_utility(node: ast.AST) -> bool:
    """Whether ``node`` is a call of a ``utility`` function or method (``game.utility(...)``, ``utility(...)``)."""
    return isinstance(node, ast.Call) and (getattr(node.func, "attr", None) == "utility"
                                           or getattr(node.func, "id", None) == "utility")


UTILITY_SHIFTED = "adds a depth term of its own to the utilities of finished games"


def depth_shifted(knob: tuple[float, int, str, str], value: float, ply: int, remaining: int | None,
                  max_to_move: bool) -> float:
    """A finished game's value (MAX's, or the side to move's in negamax) with a depth term of the
    code's own added, knob ``ply_bonus`` = (size, direction, by, measure): the term is the plies
    below the root (``measure`` ``"ply"``) or the depth left (``"remaining"``), divided by ``size``;
    its sign is ``direction`` times the side to move's (``by`` ``"mover"``, MAX's view only) or the
    value's own (``"utility"``: a win moved one way, a loss the other, a draw left at 0; ``"draw
    lost"`` / ``"draw won"``: a draw taken by the code's else branch as a loss / a win).

    >>> depth_shifted((1, -1, "utility", "ply"), 9.0, 1, None, False)  # win - level
    8.0
    >>> depth_shifted((1, 1, "draw lost", "remaining"), 0.0, 3, 2, True)  # else: val - depth
    -2.0
    """
    size, direction, by, measure = knob
    amount = (ply if measure == "ply" else (remaining or 0)) / size
    if by == "mover":
        side = 1 if max_to_move else -1
    else:
        side = (value > 0) - (value < 0) or {"draw lost": -1, "draw won": 1}.get(by, 0)
    return float(value + direction * side * amount)


def depth_bonus_mistakes(negamax: bool = False) -> list[Mistake]:
    """Finished games scored as their value plus a term in their depth, one model (``ply_bonus``,
    :func:`depth_shifted`) for the shapes students write: the plies below the root with the side
    to move's sign ("prefer quick wins": ``u + (-1 if MAX to move else 1) * depth / 10``, a Q&A's
    ``bs + (player == X ? -1 : 1) * depth / 10.``); with the value's own sign, a win less the
    level and a loss plus it (``score - level if score > 0 else score + level``, babson-org's
    mini_max); the depth left added to a win and taken from a loss (``val + depth`` / ``val -
    depth``, a public alpha-beta's). The values are no longer the game's. The term is only there
    when the leaf is reached from above (called on the leaf alone its depth below the root is 0),
    so it is named at the leaves, not at the node above them."""
    hint = ("A finished game is worth its utility as it is, game.utility(state, " + ("game.to_move(state)" if negamax
            else "game.players[0]") + "), at any depth: drop the depth term (the graded values are the game's own,"
            " and " + ("negamax" if negamax else "minimax") + " already prefers any win to any draw).")
    found = [] if negamax else [
        Mistake(UTILITY_SHIFTED, f"scores each finished game as its utility {sign} its depth below the root"
                f"{' divided by ' + str(size) if size != 1 else ''} where MAX is to move there ({other} where MIN is), to"
                " prefer quick wins", hint, knobs=(("ply_bonus", (size, direction, "mover", "ply")),))
        for size in (10, 1) for direction, sign, other in ((-1, "minus", "plus"), (1, "plus", "minus"))]
    view = " of the side to move" if negamax else ""
    for measure, term in (("ply", "its depth below the root (the level)"), ("remaining", "the depth left")):
        for direction in (-1, 1):
            win, loss = ("minus", "plus") if direction == -1 else ("plus", "minus")
            quick = (direction == -1) == (measure == "ply")
            for by, draw in (("utility", ""), ("draw lost", " (a draw too, in the else branch)"),
                             ("draw won", " (a draw, in the else branch, as a win)")):
                found.append(Mistake(
                    UTILITY_SHIFTED, f"scores each finished game as its utility {win} {term} for a win{view} and {loss}"
                    f" it for a loss{draw}{', to prefer quick wins' if quick else ''}", hint,
                    knobs=(("ply_bonus", (1, direction, by, measure)),),
                    applies=_always if measure == "ply" else _depth_limited))
    return found


def counted_down_bonus_mistakes(starts: tuple[int, ...] = tuple(range(1, 17))) -> list[Mistake]:
    """The depth-left term of :func:`depth_bonus_mistakes` in a search given no depth: the code passes a
    depth of its own, counted down from a start at the root (``_minimax(game, state, 9, ...)``, tic-tac-toe's
    nine cells), only to add it to a win and take it from a loss (``val + depth`` / ``val - depth``, blind54's
    mm_07). Without the start the depth left is 0 and no model reproduced the values; with it (knob
    ``own_depth``, never reached on a finished game's tree) the term is the start less the plies below the root.
    The start is read from the student's code (the whole numbers it passes or gives as defaults,
    :func:`~ttt_lab.exercises.own_depth_models.depth_literals`): a model of a start the code never
    writes is refuted, so a root call's 12 is told as 12, not fitted as 9 or 10 by chance; without the
    code, only tic-tac-toe's 9 and 10 are tried."""
    hint = ("A finished game is worth its utility as it is, game.utility(state, game.players[0]), at any depth: drop"
            " the depth term (the graded values are the game's own, and minimax already prefers any win to any draw).")
    found = []
    for start in starts:
        for direction in (1, -1):
            win, loss = ("plus", "minus") if direction == 1 else ("minus", "plus")
            for by, draw in (("utility", ""), ("draw lost", " (a draw too, in the else branch)"),
                             ("draw won", " (a draw, in the else branch, as a win)")):
                found.append(Mistake(
                    UTILITY_SHIFTED, f"scores each finished game as its utility {win} the depth left for a win and"
                    f" {loss} it for a loss{draw}, the depth a number of its own counted down from {start} at the root"
                    f"{', to prefer quick wins' if direction == 1 else ''}", hint,
                    knobs=(("ply_bonus", (1, direction, by, "remaining")), ("own_depth", start)),
                    applies=_no_depth_given if start in _UNREAD_STARTS else _no_depth_given_read,
                    refuted_by=_start_not_written(start)))
    return found


_UNREAD_STARTS = (9, 10)
"""The starts tried where the student's code cannot be read: tic-tac-toe's nine cells, or one more."""


def _start_not_written(start: int) -> Callable[[Source], bool]:
    return lambda source: start not in depth_literals(source)  # the root call's start is one of them


def _no_depth_given_read(case: Any) -> bool:
    """:func:`_no_depth_given`, for a start read from the code: only while a check reads the code (a start
    that is no tic-tac-toe's is tried only where the code writes it)."""
    return _no_depth_given(case) and student_source() is not None


def _no_depth_given(case: Any) -> bool:
    return getattr(case, "depth", None) is None


def _always(case: Any) -> bool:
    return True


def _depth_limited(case: Any) -> bool:
    return getattr(case, "depth", None) is not None


def memo_negated(game: Any, node_value: Callable[..., float]) -> Callable[..., float]:
    """``node_value`` behind a memo that stores each value and returns it negated when first found
    (``memo[key] = result; return -result``), as it was when found again (knob ``negate_result``
    ``"memo"``)."""
    memo: dict[Any, float] = {}

    def value(s: Any, *args: Any) -> float:
        key = game.key(s)
        if key in memo:
            return memo[key]
        memo[key] = node_value(s, *args)
        return -memo[key]

    return value


MEMO_NEGATED_IN_PLACE = "negates the values its memo holds in place"


def memo_toggled(game: Any, node_value: Callable[..., float]) -> Callable[..., float]:
    """``node_value`` behind a memo of shared objects that each caller negates in place (``x =
    negamax(child); x.score = -x.score`` on the very node the memo holds): a position's value as
    first found, then the other sign each time it is met again (knob ``memo_in_place``). The root's value is read, not negated."""
    memo: dict[Any, float] = {}
    nesting = [0]

    def value(s: Any, *args: Any) -> float:
        key = game.key(s)
        nesting[0] += 1
        try:
            if key not in memo:
                memo[key] = node_value(s, *args)
        finally:
            nesting[0] -= 1
        found = memo[key]
        if nesting[0] > 0:
            memo[key] = -found  # the caller's x.score = -x.score, on the object the memo shares
        return found

    return value


def memo_in_place_mistakes() -> list[Mistake]:
    """Negamax with a memo of node objects that the caller negates in place."""
    return [Mistake(MEMO_NEGATED_IN_PLACE, "negates each child's result in place (x.score = -x.score on the object its"
                    " search returned) while a memo shares that object, so a position met again is worth the sign it"
                    " was left with, turned once more at every visit", "Negate a copy, not the shared object: take"
                    " score = -child.score into a new variable (or a new node) and leave what the memo holds as it"
                    " is.", knobs=(("negamax", True), ("memo_in_place", True)))]


def ply_counted(value: Callable[..., float], ply: list[int]) -> Callable[..., float]:
    """``value`` keeping in ``ply[0]`` how far below the root the node it searches is (0 at the root)."""
    def counted(s: Any, *args: Any) -> float:
        ply[0] += 1
        try:
            return value(s, *args)
        finally:
            ply[0] -= 1

    return counted


DISCOUNTS = "scales values by a constant factor at each level"


def discount_mistakes(negamax: bool = False) -> list[Mistake]:
    """Every child's value multiplied by a factor of the code's own before the pick (``-0.9 * negamax(child)``,
    chess's "prefer the faster mate"; blind26's ng04): a value n plies up is the leaf's times f**n, not the
    game's own value. The usual factors, each a model of its own (one search, every value checked)."""
    call = "-negamax(game, child)" if negamax else "the child's value"
    return [Mistake(DISCOUNTS, f"multiplies {call} by {factor} at every level (a discount that prefers quicker"
                    f" wins), so a value found n plies down comes up times {factor}**n",
                    f"Back up {call} as it is: the graded values are the game's own, and minimax already"
                    " prefers any win to any draw; a discount changes every value above the leaves.",
                    knobs=(("discount", factor), *((("negamax", True),) if negamax else ())))
            for factor in (0.9, 0.99, 0.95, 0.5)]


def sign_and_size_mistakes(negamax: bool = False) -> list[Mistake]:
    """Every mistake of this module a search that returns values (MAX's, or negamax's) declares:
    the sign added, the value negated on its way out, finished games scored with a size of their own."""
    return [*sign_added_mistakes(negamax), *negated_result_mistakes(negamax), *win_size_mistakes(negamax),
            *scaled_utility_mistakes(negamax), *depth_bonus_mistakes(negamax), *discount_mistakes(negamax)]
