"""Measure the searches: tidy rows of nodes and seconds, ready for a plot or a DataFrame.

Every function here CALLS the searches of :mod:`ttt_lab.search` and reads what they report;
none searches by itself. Rows are plain dicts with the same keys, so
``pandas.DataFrame(rows)`` or :mod:`ttt_lab.viz.timing` can read them directly:

``algorithm, position, empty_cells, depth, nodes, seconds, value`` (plus a few extra keys
for the tree experiments).

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> row = time_search(game, game.parse("XO./.X./O.."), "alphabeta")
    >>> row["algorithm"], row["empty_cells"], row["nodes"] < time_search(game, game.parse("XO./.X./O.."), "minimax")["nodes"]
    ('alphabeta', 5, True)
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ttt_lab.core import Game, HasBoardText, HasEmptyCells, HasEvaluation, HasNodeNames
from ttt_lab.games.trees import Tree, TreeGame
from ttt_lab.search import SearchTree, TranspositionTable, alphabeta, minimax
from ttt_lab.search.ordering import default_order, given_order
from ttt_lab.search.result import SearchResult
from ttt_lab.search.scoring import Evaluation

Row = dict[str, Any]
SearchCall = Callable[..., SearchResult]
"""``call(game, state, depth=..., evaluate=..., observer=...)`` runs one configured search."""


def order_for(game: Any) -> Callable[[Any, Any, list[Any]], Sequence[Any]]:
    """The move ordering ``alphabeta+order`` uses: the game's declared ``ordered_actions``
    (:func:`ttt_lab.search.ordering.default_order`: threats first on m,n,k boards), or the
    game's own order when it has none.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> order_for(TicTacToe()).__name__
        'game_order'
    """
    return default_order(game) or given_order


def algorithms() -> dict[str, SearchCall]:
    """The named search configurations that benchmarks and comparisons run.

    ``minimax``; ``alphabeta`` (AIMA, cut on equality); ``alphabeta+order`` (with :func:`order_for`); ``alphabeta+table`` (with a fresh transposition table); ``alphabeta strict``
    (CS188's ``prune_on_equal=False``). Each is a thin call of the one implementation.

    Example:
        >>> sorted(algorithms())
        ['alphabeta', 'alphabeta strict', 'alphabeta+order', 'alphabeta+table', 'minimax']
    """
    return {
        "minimax": lambda game, state, **kw: minimax(game, state, **kw),
        "alphabeta": lambda game, state, **kw: alphabeta(game, state, **kw),
        "alphabeta+order": lambda game, state, **kw: alphabeta(game, state, order=order_for(game), **kw),
        "alphabeta+table": lambda game, state, **kw: alphabeta(game, state, table=TranspositionTable(), **kw),
        "alphabeta strict": lambda game, state, **kw: alphabeta(game, state, prune_on_equal=False, **kw),
    }


def _resolve(algorithm: str | SearchCall) -> tuple[str, SearchCall]:
    if callable(algorithm):
        return getattr(algorithm, "__name__", "search"), algorithm
    table = algorithms()
    if algorithm not in table:
        raise ValueError(f"unknown algorithm {algorithm!r}; choose one of {', '.join(table)} or pass a function")
    return algorithm, table[algorithm]


def empty_cells(game: Any, state: Any) -> int:
    """Empty cells of a grid game (``game.empty_cells``), else the number of legal moves.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> empty_cells(TicTacToe(), TicTacToe().parse("XO./.X./O.."))
        5
    """
    if isinstance(game, HasEmptyCells):
        return sum(1 for _ in game.empty_cells(state))
    return len(game.actions(state))


def position_text(game: Any, state: Any) -> str:
    """A one-line name for a position: the board text, or the node's name in a textbook tree.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> position_text(aima_figure_5_2(), ())
        'node A'
    """
    if isinstance(game, HasNodeNames):
        return f"node {game.node_name(state)}"
    if isinstance(game, HasBoardText):
        try:
            return str(game.board_text(state))
        except (TypeError, AttributeError):
            pass
    return repr(state)


def time_search(
    game: Game[Any, Any],
    state: Any,
    algorithm: str | SearchCall = "alphabeta",
    *,
    depth: int | None = None,
    evaluate: Evaluation | None = None,
    repeat: int = 1,
    position: str | None = None,
) -> Row:
    """Run one search ``repeat`` times and return a tidy row with the median time.

    Args:
        game: any game.
        state: the position to search.
        algorithm: a name from :func:`algorithms` or ``call(game, state, depth=, evaluate=)``.
        depth: a depth limit (needs ``evaluate``).
        evaluate: the evaluation at the depth limit.
        repeat: runs to take the median of.
        position: a label for the position (default: its board text).

    Returns:
        ``{"algorithm", "position", "empty_cells", "depth", "nodes", "seconds", "value"}``.

    Raises:
        ValueError: an unknown algorithm, ``repeat < 1``, or what the search raises.
    """
    if not isinstance(repeat, int) or repeat < 1:
        raise ValueError(f"repeat must be a positive int, got {repeat!r}")
    name, call = _resolve(algorithm)
    kwargs: dict[str, Any] = {}
    if depth is not None:
        kwargs.update(depth=depth, evaluate=evaluate)
    times = []
    result: SearchResult | None = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = call(game, state, **kwargs)
        times.append(time.perf_counter() - start)
    assert result is not None
    return {
        "algorithm": name,
        "position": position if position is not None else position_text(game, state),
        "empty_cells": empty_cells(game, state),
        "depth": depth,
        "nodes": result.nodes,
        "seconds": statistics.median(times),
        "value": result.value,
    }


def random_position(game: Any, empties: int, rng: random.Random) -> Any:
    """An unfinished position with ``empties`` empty cells, reached by random play.

    Raises:
        ValueError: no such position was found in 1,000 tries (e.g. too few empty cells).
    """
    start = game.initial_state()
    if empty_cells(game, start) < empties or empties < 1:
        raise ValueError(f"empties must be from 1 to {empty_cells(game, start)} on this board, got {empties}")
    for _ in range(1000):
        state = start
        while not game.is_terminal(state) and empty_cells(game, state) > empties:
            state = game.result(state, rng.choice(list(game.actions(state))))
        if not game.is_terminal(state) and empty_cells(game, state) == empties:
            return state
    raise ValueError(f"no unfinished position with {empties} empty cells found by random play")


def scan_empty_cells(
    game: Game[Any, Any],
    algorithms: Iterable[str | SearchCall] = ("minimax", "alphabeta"),
    empties: Iterable[int] = (4, 5, 6, 7),
    *,
    positions: int = 3,
    seed: int = 0,
    repeat: int = 1,
    depth: int | None = None,
    evaluate: Evaluation | None = None,
) -> list[Row]:
    """Time each algorithm on random positions with each number of empty cells.

    Positions are reached by seeded random play, so the same seed gives the same
    positions; every algorithm searches the same ones.

    Returns:
        One row per (position, algorithm), see :func:`time_search`, plus ``"seed"``.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> rows = scan_empty_cells(TicTacToe(), ["alphabeta"], empties=[3, 4], positions=2, seed=1)
        >>> [(r["empty_cells"], r["algorithm"]) for r in rows]
        [(3, 'alphabeta'), (3, 'alphabeta'), (4, 'alphabeta'), (4, 'alphabeta')]
    """
    rng = random.Random(seed)
    chosen = list(algorithms)
    rows: list[Row] = []
    for n in empties:
        for _ in range(positions):
            state = random_position(game, n, rng)
            for algorithm in chosen:
                row = time_search(game, state, algorithm, depth=depth, evaluate=evaluate, repeat=repeat)
                row["seed"] = seed
                rows.append(row)
    return rows


def scan_depth(
    game: Game[Any, Any],
    algorithms: Iterable[str | SearchCall] = ("alphabeta", "alphabeta+order"),
    depths: Iterable[int] = (1, 2, 3, 4),
    *,
    evaluate: Evaluation | None = None,
    state: Any = None,
    repeat: int = 1,
) -> list[Row]:
    """Time each algorithm at each depth limit from one position (default: the start).

    For boards too big to search to the end (4x4, 5x5, ...), where depth-limited search
    with an evaluation function is the only option. Without ``evaluate``, the game's own
    (:class:`~ttt_lab.core.HasEvaluation`: the line count on m,n,k boards).

    Raises:
        ValueError: no ``evaluate`` for a game that has no default one.

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> rows = scan_depth(MNK(4, 4, 3), ["alphabeta"], [1, 2], evaluate=lambda s: 0.0)
        >>> [(r["depth"], r["nodes"]) for r in rows]
        [(1, 17), (2, 47)]
    """
    if evaluate is None:
        if not isinstance(game, HasEvaluation):
            raise ValueError(f"a depth-limited scan needs evaluate=... for {game!r}")
        evaluate = game.evaluation()
    if state is None:
        state = game.initial_state()
    rows: list[Row] = []
    for d in depths:
        for algorithm in algorithms:
            rows.append(time_search(game, state, algorithm, depth=d, evaluate=evaluate, repeat=repeat))
    return rows


def score_interval(score: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a match score (the share of points, a draw half a point)
    over ``games`` games: what a run of that many games can tell apart.

    Example:
        >>> low, high = score_interval(0.55, 40)
        >>> round(low, 2), round(high, 2)
        (0.4, 0.69)
        >>> score_interval(0.5, 0)
        (0.0, 1.0)
    """
    if games == 0:
        return 0.0, 1.0
    centre = (score + z * z / (2 * games)) / (1 + z * z / games)
    half = z / (1 + z * z / games) * math.sqrt(score * (1 - score) / games + z * z / (4 * games * games))
    return max(0.0, centre - half), min(1.0, centre + half)


def effective_branching_factor(nodes: int, depth: int) -> float:
    """The branching factor ``b*`` of a uniform tree of this depth with this many nodes.

    Solves ``nodes = 1 + b* + b*^2 + ... + b*^depth`` by bisection, where ``nodes`` counts
    the root as our searches do (AIMA writes ``N + 1 = 1 + b* + ... + b*^d`` with ``N`` the
    nodes generated below the root: the same equation).

    Raises:
        ValueError: ``depth < 1`` or ``nodes < 1``.

    Example:
        >>> round(effective_branching_factor(1 + 3 + 9 + 27, 3), 6)
        3.0
        >>> round(effective_branching_factor(52 + 1, 5), 2)  # AIMA: N = 52 generated, d = 5, root added
        1.92
    """
    if not isinstance(depth, int) or depth < 1:
        raise ValueError(f"depth must be an int >= 1, got {depth!r}")
    if nodes < 1:
        raise ValueError(f"nodes must be at least 1 (the root), got {nodes!r}")

    def size(b: float) -> float:
        return sum(b**i for i in range(depth + 1))

    low, high = 0.0, max(1.0, float(nodes))
    for _ in range(200):
        mid = (low + high) / 2
        if size(mid) < nodes:
            low = mid
        else:
            high = mid
    return (low + high) / 2


def knuth_moore_leaves(b: int, d: int) -> int:
    """Leaves alpha-beta examines on a perfectly ordered uniform tree (Knuth & Moore 1975).

    ``b^ceil(d/2) + b^floor(d/2) - 1``; plain minimax examines ``b^d``.

    Example:
        >>> knuth_moore_leaves(2, 2)
        3
    """
    if not (isinstance(b, int) and isinstance(d, int) and b >= 1 and d >= 0):
        raise ValueError(f"b must be an int >= 1 and d an int >= 0, got b={b!r}, d={d!r}")
    return int(b ** math.ceil(d / 2) + b ** (d // 2) - 1)


ORDERINGS = ("perfect", "random", "worst")


MAX_UNIFORM_LEAVES = 1_000_000
"""The largest uniform tree :func:`uniform_tree` builds (its minimax is recorded to sort it)."""


def uniform_tree(branching: int, depth: int, ordering: str = "random", seed: int | None = None) -> TreeGame:
    """A uniform random game tree whose moves alpha-beta meets in a chosen order.

    Leaf values are distinct random integers. For ``"perfect"`` every node's children are
    sorted best first for the side to move (largest value first at MAX nodes, smallest at
    MIN nodes), for ``"worst"`` worst first, and ``"random"`` leaves them as drawn. Sorting
    needs each subtree's minimax value: it is read from one recorded
    :func:`~ttt_lab.search.minimax` of the drawn tree (the library's only minimax).

    Args:
        branching: children per inner node, 1 to 10.
        depth: plies from the root to every leaf, 1 to 12 (at most :data:`MAX_UNIFORM_LEAVES` leaves).
        ordering: ``"perfect"``, ``"random"`` or ``"worst"``.
        seed: the same seed gives the same tree (the orderings share the leaf values).

    Raises:
        ValueError: a parameter out of range.

    Example:
        >>> game = uniform_tree(3, 3, "perfect", seed=1)
        >>> game.leaf_values()[0] == minimax(game, ()).value  # the best line is the leftmost
        True
    """
    if ordering not in ORDERINGS:
        raise ValueError(f"ordering must be one of {', '.join(ORDERINGS)}, got {ordering!r}")
    if not isinstance(branching, int) or not 1 <= branching <= 10:
        raise ValueError(f"branching must be an int from 1 to 10, got {branching!r}")
    if not isinstance(depth, int) or not 1 <= depth <= 12:
        raise ValueError(f"depth must be an int from 1 to 12, got {depth!r}")
    leaves = branching**depth
    if leaves > MAX_UNIFORM_LEAVES:
        raise ValueError(
            f"a uniform tree of branching {branching} and depth {depth} has {leaves:,} leaves;"
            f" keep it under {MAX_UNIFORM_LEAVES:,}"
        )
    rng = random.Random(seed)
    values = rng.sample(range(-10 * leaves, 10 * leaves), leaves)
    it = iter(values)

    def grow(level: int) -> Any:
        if level == depth:
            return next(it)
        return [grow(level + 1) for _ in range(branching)]

    drawn = TreeGame(grow(0))
    if ordering == "random":
        return drawn
    # Every subtree's value, read from one recorded minimax of the drawn tree.
    record = SearchTree(max_nodes=sum(branching**level for level in range(depth + 1)))
    minimax(drawn, drawn.initial_state(), observer=record)
    value_at = {node.state: node.value for node in record}

    def arrange(path: tuple[int, ...]) -> Tree:
        node = drawn._node(path)
        if not isinstance(node, tuple):
            return node
        maximizing = drawn.to_move(path) == drawn.players[0]
        children = sorted(range(len(node)), key=lambda i: value_at[(*path, i)], reverse=maximizing)
        if ordering == "worst":
            children.reverse()
        return [arrange((*path, i)) for i in children]

    return TreeGame(arrange(()))


def leaf_count(tree: SearchTree) -> int:
    """The leaves a recorded search examined: nodes valued as terminal or at the depth limit."""
    return sum(1 for node in tree.nodes if node.kind in ("terminal", "cutoff"))


def scan_ordering(
    branchings: Iterable[int] = (2, 3, 4),
    depths: Iterable[int] = (2, 3, 4, 5),
    orderings: Iterable[str] = ORDERINGS,
    *,
    trees: int = 3,
    seed: int = 0,
) -> list[Row]:
    """Alpha-beta's leaf count on uniform trees with perfect, random and worst ordering.

    Returns:
        One row per tree: ``algorithm`` ("alphabeta"), ``ordering``, ``branching``,
        ``depth``, ``leaves``, ``nodes``, ``seconds``, ``knuth_moore`` (the best case) and
        ``minimax_leaves`` (``b^d``), ``seed``.

    Example:
        >>> rows = scan_ordering([3], [3], ["perfect"], trees=1)
        >>> rows[0]["leaves"], rows[0]["knuth_moore"], rows[0]["minimax_leaves"]
        (11, 11, 27)
    """
    rows: list[Row] = []
    for b in branchings:
        for d in depths:
            for k in range(trees):
                tree_seed = seed * 1_000_003 + k
                for ordering in orderings:
                    game: Any = uniform_tree(b, d, ordering, seed=tree_seed)
                    recorder = SearchTree(max_nodes=max(200_000, 2 * b ** (d + 1)), keep_states=False)
                    result = alphabeta(game, game.initial_state(), observer=recorder)
                    rows.append({
                        "algorithm": "alphabeta", "ordering": ordering, "branching": b, "depth": d,
                        "leaves": leaf_count(recorder), "nodes": result.nodes, "seconds": result.seconds,
                        "knuth_moore": knuth_moore_leaves(b, d), "minimax_leaves": b**d, "seed": tree_seed,
                    })
    return rows
