"""The door :func:`~ttt_lab.search.solve` opens on m,n,k boards.

``MNK`` declares :func:`solve_mnk` as its exact solver (:class:`~ttt_lab.core.HasExactSolver`),
so ``solve(game, state, ...)`` on an m,n,k board runs the m,n,k solver and answers with the
same :class:`~ttt_lab.search.SearchResult` as every other search. What the solver proves is
kept in the caller's :class:`~ttt_lab.search.TranspositionTable`: the solver made for a
table lives as long as the table, so the later moves of a game are answered from it.

Example:
    >>> from ttt_lab.games.mnk import MNK
    >>> from ttt_lab.search import TranspositionTable, solve
    >>> game = MNK(5, 5, 4)
    >>> table = TranspositionTable()
    >>> result = solve(game, game.parse("...../.X.../..O../...../....."), table=table)
    >>> result.value, result.algorithm, result.stats["book"]
    (0, 'opening book', True)
"""

from __future__ import annotations

import time
import weakref

from ttt_lab.core import Move
from ttt_lab.games.mnk import MNK, Cell, MNKState
from ttt_lab.search.budget import Budget
from ttt_lab.search.mnk.book import OpeningBook
from ttt_lab.search.mnk.solver import PACKED_TABLE, MNKSolver
from ttt_lab.search.observer import SearchObserver
from ttt_lab.search.result import SearchResult
from ttt_lab.search.scoring import PLY_PENALTY
from ttt_lab.search.table import TranspositionTable

__all__ = ["solve_mnk", "solver_for"]

DEFAULT_TABLE_SIZE = 3_000_000
"""The most positions a solver's table holds (unless its TranspositionTable allows fewer)."""

_SOLVERS: weakref.WeakKeyDictionary[TranspositionTable, MNKSolver] = weakref.WeakKeyDictionary()
"""The solver kept with each table, for as long as the table lives."""


def solver_for(game: MNK, table: TranspositionTable | None) -> MNKSolver:
    """The m,n,k solver that keeps its entries in ``table`` (a new one with no table), with the
    package's opening book for ``game`` if there is one.

    Raises:
        ValueError: ``table`` belongs to another game or kind of search.
    """
    book = OpeningBook.shipped(game)
    if table is None:
        return MNKSolver(game, book=book)
    table.claim(game, PACKED_TABLE)
    solver = _SOLVERS.get(table)
    if solver is None:
        size = min(table.max_entries, DEFAULT_TABLE_SIZE)
        solver = _SOLVERS[table] = MNKSolver(game, book=book, table_size=size, transposition_table=table)
    return solver


# solve's own signature, deliberately: solve hands its arguments on unchanged.
def solve_mnk(
    game: MNK,
    state: MNKState,
    *,
    table: TranspositionTable | None = None,
    quick_wins: bool = False,
    move_values: bool = False,
    budget: Budget | None = None,
    observer: SearchObserver | None = None,
) -> SearchResult:
    """:func:`~ttt_lab.search.solve` on an m,n,k board (the arguments are ``solve``'s).

    The move is the solver's choice: the quickest win, the slowest loss, or among drawing
    moves the one with the heaviest open lines (:meth:`~ttt_lab.search.mnk.MNKSolver.choose`);
    ``result.best_moves()`` lists all it chose among. With ``move_values``, every move is
    valued exactly and the best moves are all those of the best value. With ``quick_wins``
    a win in ``p`` plies scores ``1 - p/1000``; ``stats["distance_exact"]`` is ``False``
    when ``p`` is only a lower bound: the distance search ran out of its budget, or the
    opening book answered (it keeps no distances: ``p`` is 0, the value ±1).

    An observer sees the value search, positions and moves in the orientation asked about
    (a position answered by the opening book shows as a single node of kind ``"book"``).
    """
    start = time.perf_counter()
    solver = solver_for(game, table)
    solver._check(state)
    before = solver.stats()
    book_answer = None if solver.book is None else solver.book.lookup(state)
    plies: int | None = None
    exact: bool | None = None
    values: dict[Move, float] | None = None
    # The solver's set-up (about 0.4 s on 19x19, not interruptible) is spent from the budget too.
    with solver.spending(budget, started=start):
        if game.is_terminal(state):
            value: float = game.utility(state, "X")
            choices: list[Move] = []
            if observer is not None:
                _one_node(observer, state, value, "terminal", None)
        else:
            if observer is not None:
                if book_answer is not None:
                    _one_node(observer, state, book_answer[0], "book", "answered by the opening book")
                else:
                    solver.watched_value(state, observer)
            if move_values:
                values = {cell: _move_value(solver, state, cell, quick_wins) for cell in game.actions(state)}
                best = max(values.values()) if state.stones % 2 == 0 else min(values.values())
                choices = [cell for cell, v in values.items() if v == best]
                value = best
            else:
                chosen, plies, exact = solver.choose(state)
                choices = list(chosen)
                value = solver.value(state)
                if quick_wins and value != 0 and plies is not None:
                    value = value * (1 - plies * PLY_PENALTY)
    after = solver.stats()
    spent = {name: after[name] - before[name] for name in before if name != "table_entries"}
    move = choices[0] if choices else None
    result = SearchResult(
        value=value,
        move=move,
        pv=_principal_line(solver, state, move),
        nodes=spent["nodes"] + spent["distance_nodes"] + (1 if game.is_terminal(state) else 0),
        algorithm="opening book" if book_answer is not None and not move_values else "m,n,k solver",
        seconds=time.perf_counter() - start,
        move_values=values,
        choices=tuple(choices),
        stats={
            **{name: spent[name] for name in ("table_hits", "cutoffs", "forced", "potential", "dead", "pairing")},
            "value_nodes": spent["nodes"],
            "distance_nodes": spent["distance_nodes"],
            "budget_stops": spent["budget_stops"],
            "table_entries": after["table_entries"],
            "techniques": dict(solver.techniques),
            "book": book_answer is not None,
            "distance_exact": exact,
        },
    )
    if observer is not None:
        observer.finish(result)
    return result


def _move_value(solver: MNKSolver, state: MNKState, cell: Cell, quick_wins: bool) -> float:
    """The exact value of ``cell`` from X's view, scored by distance with ``quick_wins``."""
    child = solver.game.result(state, cell)
    value = solver.value(child)
    if not quick_wins or value == 0:
        return value
    plies = solver.plies_to_end(child)
    assert plies is not None  # a won or lost position has an end
    return value * (1 - (plies + 1) * PLY_PENALTY)


def _principal_line(solver: MNKSolver, state: MNKState, move: Move | None) -> list[Move]:
    """``move``, then the moves the table holds with exact values that keep the value: the line
    of best play the solver expects (it stops where the table is not sure)."""
    if move is None:
        return []
    line: list[Move] = [move]
    game = solver.game
    position = game.result(state, move)  # type: ignore[arg-type]  # a cell: a move of this game
    while not game.is_terminal(position):
        entry = solver.table_entry(position)
        if entry is None or entry[0] != entry[1] or entry[2] is None:
            break
        value, reply = entry[0], entry[2]
        after = game.result(position, reply)
        if game.is_terminal(after):
            kept = game.utility(after, game.to_move(position)) == value
        else:
            follow = solver.table_entry(after)
            kept = follow is not None and follow[0] == follow[1] == -value
        if not kept:
            break
        line.append(reply)
        position = after
    return line


def _one_node(observer: SearchObserver, state: MNKState, value: float, kind: str, rule: str | None) -> None:
    """Report a root that needed no search: a finished game, or a book answer."""
    xmove = state.stones % 2 == 0
    observer.enter(state, None, 0, xmove, -1, 1)
    if rule is not None:
        observer.prune(value, -1, 1, [], rule)
    observer.leave(value, kind, -1, 1)

