"""A depth-limited search asked the same game again at another depth: a cache of values that
outlives the call and is keyed without the depth.

The graded cases give every call a game of its own (a fresh mirror), so a cache kept per game
object (blind58's dl_05: values stored per ``id(game)``, or on the game's nodes) starts empty in
each and every answer is right. A notebook asks one game many times, at several depths: there the
cache answers a deeper search with values found shallower (and back). :func:`depth_blind_memo` asks
one game object for one position at depths that go deeper and back, and names the cache when an
answer is wrong there while the same question on a new game is answered right (so the slip is
what the function kept from an earlier call, not its search).

Example:
    >>> cache = {}
    >>> def remembers(game, state, depth, evaluate):  # the cache is keyed by the game and the position alone
    ...     memo = cache.setdefault(id(game), {})
    ...     if state not in memo:
    ...         if game.is_terminal(state) or depth == 0:
    ...             memo[state] = game.utility(state, game.players[0]) if game.is_terminal(state) else evaluate(state)
    ...         else:
    ...             values = [remembers(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    ...             memo[state] = max(values) if game.to_move(state) == game.players[0] else min(values)
    ...     return memo[state]
    >>> name_depth_blind_memo([], remembers)[0].name
    'reuses values remembered for another depth'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.harness import _call, _close, _num, _Watch
from ttt_lab.exercises.report import REMEMBERS_OTHER_DEPTHS, Problem
from ttt_lab.games.trees import TreeGame, TreeState
from ttt_lab.search import minimax

TREE = [[[1, 8], [-3, 5]], [[-6, 2], [7, -4]]]
"""Three plies, MAX at the root: worth 0.5 to depth 0, 4.5 to depth 1, 2.5 to depth 2 by :func:`_estimate`."""
_ESTIMATES = {(): 0.5, (0,): -1.5, (1,): 4.5, (0, 0): 2.5, (0, 1): 6.5, (1, 0): -3.5, (1, 1): 0.5}


def _estimate(state: TreeState) -> float:
    """A made-up evaluation under which every depth gives the root another value."""
    return _ESTIMATES[tuple(state)]

DEPTHS = (1, 2, 1, 0, 2)
"""Deeper after shallower and back, on one game object: a cache keyed without the depth answers a
deeper search with a shallower value (or the other way round) somewhere along the way."""


def depth_blind_memo(run: Callable[..., Any], make_game: Callable[[], Any], state: Any,
                     evaluate: Callable[[Any], float], what: str = "") -> Problem | None:
    """The problem of a search whose answer on one game object, asked at :data:`DEPTHS` in turn,
    is wrong where a new game asked the same alone gets the right one; ``None`` otherwise.
    ``what`` names the position for the report (``"the tree [[1, 2], [3, 4]]"``)."""
    game = make_game()
    watch = _Watch(game)
    asked: list[int] = []
    for depth in DEPTHS:
        right = minimax(game, state, depth=depth, evaluate=evaluate).value
        answer = _call(run, watch, watch, state, depth, evaluate).number
        asked.append(depth)
        if answer is None or _close(answer, right):
            continue
        fresh = _Watch(make_game())
        alone = _call(run, fresh, fresh, state, depth, evaluate).number
        if alone is None or not _close(alone, right):
            return None  # wrong alone too: the search's own slip, which the graded cases name
        before = ", then ".join(str(d) for d in asked[:-1])
        where = what or "a position"
        return Problem(
            REMEMBERS_OTHER_DEPTHS,
            f"Asked about {where} on one game at depth {before}, then at depth {depth}, your function returned"
            f" {_num(answer)}; the value to depth {depth} is {_num(right)}, and asked that alone, on a new game, it"
            " returns it. It remembers values from one call to the next without the depth they were searched to:"
            " a value found with fewer (or more) plies left answers the later search.",
            "A value found with 1 ply left is not the value with 2: key the cache by the position and the depth"
            " together, and keep it for one search (create it in the call from outside, not on the game, in a"
            " global or in a default argument).")
    return None


def name_depth_blind_memo(problems: list[Problem], run: Callable[..., Any]) -> list[Problem]:
    """``problems`` with the depth-blind cache added, asked only of a search right on every graded case
    (a search wrong there is named by its own slip first)."""
    if any(not p.note for p in problems):
        return problems
    found = depth_blind_memo(run, lambda: TreeGame(TREE), (), _estimate, f"the three-level tree {TREE}")
    return problems if found is None else [*problems, found]
