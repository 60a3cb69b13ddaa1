"""The table alpha-beta's own error model: depth-limited, fail-soft alpha-beta with a
transposition table, in minimax form, with the table's slips as knobs. A student's answers are
named from it only when one slip's model reproduces every value the student returned (on fresh
tables, every window): named wrongly is worse than unnamed.

Knobs:
    ``read``: how an entry is read. ``"narrow"`` (right): an exact entry answers; a lower bound
        raises alpha, an upper bound lowers beta, and the entry answers when the window closes.
        ``"answer_only"`` (right too): only an exact entry, a lower bound >= beta or an upper bound
        <= alpha answers. ``"narrow_swapped"``: a lower bound lowers beta and an upper bound raises
        alpha (the kinds used the wrong way round).
    ``kind``: what the stored kind is decided against. ``"called"`` (right): the window the node
        was called with. The others the window as the reading and the loop left it (no alphaOrig):
        ``"mover"`` tests the mover's own side first (negamax: 'value <= alpha' in its own frame, so
        every MAX entry is upper and every MIN entry lower); ``"upper_first"`` and ``"lower_first"``
        test value <= alpha, or value >= beta, first, at both kinds of node (minimax form).
        ``"exact"``: every value is stored as exact, a cutoff's bound too.
    ``stored_depth``: the depth an entry records. ``"left"`` (right): the plies searched below the
        position. ``"top"``: the depth the whole search was asked for (a global or a parameter set by
        the top call), in every entry, so an entry below the root claims more plies than it had.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.search import line_evaluation
    >>> game = TicTacToe()
    >>> state, evaluate = game.parse("X../.O./..X"), line_evaluation(game)
    >>> right = table_value(game, state, 4, evaluate, -math.inf, math.inf, {}, {})
    >>> swapped = table_value(game, state, 4, evaluate, -math.inf, math.inf, {}, {"read": "narrow_swapped"})
    >>> round(right, 5), swapped
    (0.07594, 0.0)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

TABLE_SLIPS: list[tuple[str, dict[str, str]]] = [
    ("narrows_wrong_way", {"read": "narrow_swapped"}),
    *(("top_depth", {"read": read, "stored_depth": "top"}) for read in ("narrow", "answer_only")),
    *(("kind_from_narrowed", {"read": read, "kind": kind}) for read in ("narrow", "answer_only")
      for kind in ("mover", "upper_first", "lower_first")),
    # A bound compared with the wrong end of the window where it is read (wave 33's tt_02, a port of a course
    # project's ab_lookup: `flag == LOWERBOUND and value > alpha`), so one inside the window answers as the value.
    *((read, {"read": read}) for read in ("wrong_ends", "lower_above_alpha", "upper_below_beta")),  # _MISREAD_ENDS
    # Every bound answering whatever the window, its kind never asked: where it fits too, the ends are not told.
    ("bound_as_exact", {"read": "any"}),
]
"""The table's slips the model knows, each with the slip it is (the checker names it when it fits alone)."""


def table_value(game: Any, state: Any, depth: int, evaluate: Callable[[Any], float], alpha: float, beta: float,
                table: dict[Any, tuple[float, str, int, bool]], knobs: dict[str, str], top: int | None = None) -> float:
    """The value the knobbed table alpha-beta returns (X's view), filling ``table``; ``top`` is the
    depth the search below the root was asked for (None at the root itself)."""
    top = depth if top is None else top
    read, kind = knobs.get("read", "narrow"), knobs.get("kind", "called")
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if depth == 0:
        return float(evaluate(state))
    alpha0, beta0 = alpha, beta
    key = game.key(state)
    entry = table.get(key)
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    moves = game.actions(state)
    if read in ("seed", "seed_as_deep"):
        # The entry only starts the running best (table_seeds): an entry searched deeper ("seed") or
        # at least as deep ("seed_as_deep") answers nothing, and the node is searched anyway.
        if entry is not None and (entry[2] > depth if read == "seed" else entry[2] >= depth):
            best = entry[0]
            if knobs.get("seed_window") == "narrows":  # the seed narrows the window before the first move too
                alpha, beta = (max(alpha, best), beta) if maximizing else (alpha, min(beta, best))
                moves = moves if alpha < beta else []  # a window the seed closed searches nothing
    elif entry is not None and entry[2] >= depth:
        value, flag = entry[0], entry[1]
        if flag == "exact":
            return value
        if read in _ENDS:
            lower_answers, upper_answers = _ENDS[read]
            if (flag == "lower" and lower_answers(value, alpha, beta)) or (
                    flag == "upper" and upper_answers(value, alpha, beta)):
                return value
        else:
            raises_alpha = (flag == "lower") != (read == "narrow_swapped")
            if raises_alpha:
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                return value
    for move in moves:
        value = table_value(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table, knobs, top)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    stored = top if knobs.get("stored_depth") == "top" else depth
    table[key] = (best, _kind(best, maximizing, kind, (alpha0, beta0), (alpha, beta)), stored, maximizing)
    return best


def _kind(best: float, maximizing: bool, kind: str, called: tuple[float, float], left: tuple[float, float]) -> str:
    if kind == "exact":  # every value stored as exact, a cutoff's bound too (blind24's ng03)
        return "exact"
    low, high = called if kind == "called" else left
    upper_first = kind in ("called", "upper_first") or (kind == "mover" and maximizing)
    if upper_first:
        return "upper" if best <= low else "lower" if best >= high else "exact"
    return "lower" if best >= high else "upper" if best <= low else "exact"


SLIP_SAID = {
    "narrows_wrong_way": "Every value it returned, with new tables and after a narrow window at the root, is that of"
                         " a right table alpha-beta whose stored lower bound lowers beta and upper bound raises"
                         " alpha, and of no other slip the checker knows.",
    "kind_from_narrowed": "Every value it returned, with new tables and after a narrow window at the root, and the"
                          " kinds its table holds, are those of a right table alpha-beta that decides each entry's"
                          " kind against alpha and beta as the table's bounds and the loop left them (no"
                          " alphaOrig), and of no other slip the checker knows.",
    "top_depth": "Every value it returned, with new tables, after a narrow window at the root and after a shallower"
                 " search of the same board, and the depths its entries record, are those of a right table"
                 " alpha-beta that stores in every entry the depth the whole search was asked for, not the plies"
                 " left below that position, and of no other slip the checker knows.",
}

def _at_least_beta(value: float, alpha: float, beta: float) -> bool:
    return value >= beta


def _at_most_alpha(value: float, alpha: float, beta: float) -> bool:
    return value <= alpha


def _above_alpha(value: float, alpha: float, beta: float) -> bool:
    return value > alpha


def _below_beta(value: float, alpha: float, beta: float) -> bool:
    return value < beta


def _always(value: float, alpha: float, beta: float) -> bool:
    return True


_ENDS = {"answer_only": (_at_least_beta, _at_most_alpha), "wrong_ends": (_above_alpha, _below_beta),
         "any": (_always, _always),
         "lower_above_alpha": (_above_alpha, _at_most_alpha), "upper_below_beta": (_at_least_beta, _below_beta)}
"""When a stored lower bound, and an upper bound, answer at once, by the read: the right ends (a lower bound
>= beta, an upper bound <= alpha), or each compared with the other end of the window (a lower bound > alpha, an
upper bound < beta: inside the window, not past it), both or one of them."""

_MISREAD_ENDS = ("wrong_ends", "lower_above_alpha", "upper_below_beta")

_RIGHT: list[dict[str, str]] = [{}, {"read": "answer_only"}]

Search = tuple[Any, int, float, float]
"""A search asked of the function: position, depth, alpha, beta."""


def _token(entry: Any, value: float, depth: int, field: int | None = None) -> Any:
    """What a student's entry holds besides its value and its depth (its kind, in the student's
    own format: a word, a number, a pair of bounds...); ``None`` when neither is found in it.
    ``field``: only that one of the rest, where the entry also keeps what changes from one entry to
    the next (the best move, the window it was searched with: wave 33's tt_02 stores ``(depth, value,
    best_move, flag, alpha, beta)``)."""
    items = list(entry.values()) if isinstance(entry, dict) else list(entry) if isinstance(entry, (tuple, list)) \
        else None
    if items is None:
        return None
    spots = [i for i, item in enumerate(items) if isinstance(item, (int, float)) and not isinstance(item, bool)]
    close = [i for i in spots if abs(items[i] - value) < 1e-9]
    at_value = next((i for i in close if isinstance(items[i], float)), close[0] if close else None)
    at_depth = next((i for i in spots if isinstance(items[i], int) and items[i] == depth and i != at_value), None)
    if at_value is None or at_depth is None:
        return None
    rest = tuple(repr(item) for i, item in enumerate(items) if i not in (at_value, at_depth))
    if field is not None:
        rest = rest[field:field + 1]
    return rest or None


def _same_kinds(theirs: Any, ours: dict[Any, tuple[float, str, int, bool]]) -> bool | None:
    """Whether the student's table labels its entries as the model's do, up to the words used (one
    token per kind, different kinds different tokens); ``None`` when its entries cannot be read.
    Read from everything an entry holds besides its value and depth, else from any one field of it
    (its flag, beside a window or a move stored with it)."""
    alike = _kinds_alike(theirs, ours, None)
    if alike is not False:
        return alike
    return True if any(_kinds_alike(theirs, ours, field) for field in range(_FIELDS)) else alike


_FIELDS = 6
"""The fields of an entry, besides its value and depth, tried one at a time as its kind."""


def _kinds_alike(theirs: Any, ours: dict[Any, tuple[float, str, int, bool]], field: int | None) -> bool | None:
    """:func:`_same_kinds` with the tokens :func:`_token` reads (of ``field`` alone, or of the whole rest).
    A negamax table holds MIN's entries from MIN's side: their values negated, their kinds swapped."""
    if not isinstance(theirs, dict) or any(key not in theirs for key in ours):
        return None
    negamax = any(not maximizing and value != 0 and _token(theirs[key], value, depth, field) is None
                  and _token(theirs[key], -value, depth, field) is not None
                  for key, (value, _, depth, maximizing) in ours.items())
    swap = {"lower": "upper", "upper": "lower", "exact": "exact"}
    token_of: dict[str, Any] = {}
    kind_of: dict[Any, str] = {}
    for key, (value, kind, depth, maximizing) in ours.items():
        turned = negamax and not maximizing
        token = _token(theirs[key], -value if turned else value, depth, field)
        if token is None:
            return None
        kind = swap[kind] if turned else kind
        if token_of.setdefault(kind, token) != token or kind_of.setdefault(token, kind) != kind:
            return False
    return True


def fitting_slips(student: Callable[[list[Any]], tuple[list[float | None], Any] | None], game: Any,
                  evaluate: Callable[[Any], float], sequences: list[list[Any]],
                  searched: Callable[[Any], Search]) -> set[str]:
    """The table slips whose model returns every value ``student`` returned on ``sequences``
    (each sequence shares one new table) and, where the student's entries can be read, labels
    them alike; empty when a right table alpha-beta fits too, or the student's run fails."""
    said = [student(sequence) for sequence in sequences]
    if any(run is None or any(v is None for v in run[0]) for run in said):
        return set()

    def fits(knobs: dict[str, str]) -> bool:
        readable = []
        for sequence, run in zip(sequences, said, strict=True):
            assert run is not None
            table: dict[Any, tuple[float, str, int, bool]] = {}
            for asked, answer in zip(sequence, run[0], strict=True):
                state, depth, alpha, beta = searched(asked)
                value = table_value(game, state, depth, evaluate, alpha, beta, table, knobs)
                if answer is None or abs(answer - value) > 1e-9:
                    return False
            readable.append(_same_kinds(run[1], table))
        if knobs.get("read") in _MISREAD_ENDS:  # a kind misread is a kind held: bare values answer alike (no kind)
            return True in readable and False not in readable
        return False not in readable

    if any(fits(knobs) for knobs in _RIGHT):
        return set()
    return {slip for slip, knobs in TABLE_SLIPS if fits(knobs)}
