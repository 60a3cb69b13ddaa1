"""A static move order for alpha-beta on Ultimate tic-tac-toe: tactics first, gifts last.

Alpha-beta prunes most when the best move comes first (notebook 05). On Ultimate the moves
that matter are easy to spot from the bitmasks of the position, one table look-up each:

1. a move that wins the game (wins a small board that completes a line on the big grid);
2. a move that wins a small board;
3. a move that blocks the opponent's win on its small board;
4. the rest;
5. a move that sends the opponent to a board it can win at once;
6. a move that sends the opponent to a closed board: a free move, anywhere it likes.

Moves of the same rank keep the game's order (row-major). The order is an
``order(game, state, moves)`` for :func:`~ttt_lab.search.alphabeta`'s ``order=`` and
:class:`~ttt_lab.players.anytime.DeepeningPlayer`'s (see :mod:`ttt_lab.search.ordering`);
it never changes a search's value, only how many nodes the search visits. On another game
it keeps the game's order.

What it buys, measured (``benchmarks/bench_ultimate_alphabeta.py``, 24 positions of real
games, November 2026): iterative deepening to depth 7 visits 13% fewer nodes with it (median
ratio 0.87; at depth 6, ordering by the evaluation of every child gave 0.77), but in pure Python
ranking the moves at every inner node costs about as much as the nodes it saves, so a search
in a fixed time gets no deeper; the ``"alpha-beta+"`` AI with it scored 18-19-23 (0.46) over
60 games against the same AI without it at 0.25 s a move. The iterations' shared table
already puts the best move first at most nodes; the order only helps where the table knows
nothing. So the AI keeps the game's order, and this one is there to compare.

Example:
    >>> from ttt_lab.games.ultimate import Ultimate
    >>> game = Ultimate()
    >>> state = game.parse('''
    ...     XX.|...|...
    ...     OO.|...|...
    ...     ...|...|...
    ...     ---+---+---
    ...     ...|O..|...
    ...     ...|...|...
    ...     ...|..X|...
    ...     ---+---+---
    ...     OO.|...|...
    ...     ...|.X.|...
    ...     ...|...|..X
    ...     next: 0''')
    >>> ultimate_order(game, state, game.actions(state))   # win, block, quiet, (2, 0) sends O to win board 6
    [(0, 2), (1, 2), (2, 1), (2, 2), (2, 0)]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ttt_lab.games.ultimate import Ultimate, UltimateState
from ttt_lab.games.ultimate_grid import _ALL, _BOARD_MOVES, _MOVE_INFO
from ttt_lab.games.ultimate_heuristic import _COMPLETING, _OPEN_BOARDS

WINS_GAME, WINS_BOARD, BLOCKS_BOARD, QUIET, SENDS_TO_WIN, SENDS_ANYWHERE = range(6)
"""The ranks of :func:`move_rank`, best first."""


def move_rank(state: Any, move: Any) -> int:
    """The rank of a legal ``move`` in ``state`` in the order above: :data:`WINS_GAME` (0)
    to :data:`SENDS_ANYWHERE` (5).

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> game = Ultimate()
        >>> state = game.result(game.initial_state(), (4, 4))   # X in the centre: O to board 4
        >>> move_rank(state, (3, 3)), move_rank(state, (5, 5))   # a quiet move; back to the centre
        (3, 3)
    """
    shift, bit, _, _, _ = _MOVE_INFO[move]
    ranks = _board_ranks(state, shift // 9, _gifts(state, _ALL))
    cell = bit >> shift
    return next(rank for rank, cells in enumerate(ranks) if cells & cell)


def _gifts(state: UltimateState, boards: int) -> int:
    """Of the 9-bit set ``boards``, those the opponent of the side to move would be glad to
    be sent to, as things stand: closed ones (a free move) and those it can win with one stone."""
    x, o, _, _, closed, _, _, stones, _ = state
    yours = x if stones & 1 else o
    occupied = x | o
    completing = _COMPLETING
    gifts = closed & boards
    for b in _OPEN_BOARDS[closed | ~boards & _ALL]:
        shift = 9 * b
        if completing[yours >> shift & _ALL] & ~(occupied >> shift):
            gifts |= 1 << b
    return gifts


def _board_ranks(state: UltimateState, board: int, gifts: int) -> tuple[int, int, int, int, int, int]:
    """The empty cells of open small board ``board`` in each rank, as six 9-bit sets. A cell
    of a small board sends the opponent to the board of the same index, so ``gifts`` (a set
    of boards) is also the set of cells that send the opponent where it wants to go."""
    x, o, x_boards, o_boards, closed, _, _, stones, _ = state
    if stones & 1:
        mine, yours, my_boards = o, x, o_boards
    else:
        mine, yours, my_boards = x, o, x_boards
    shift = 9 * board
    my_cells, your_cells = mine >> shift & _ALL, yours >> shift & _ALL
    empty = ~(my_cells | your_cells) & _ALL
    wins = _COMPLETING[my_cells] & empty
    blocks = _COMPLETING[your_cells] & empty & ~wins
    rest = empty & ~wins & ~blocks
    # The cell with this board's own index sends the opponent back here, after the stone:
    # a gift if it fills the board or leaves the opponent a line to complete.
    own = 1 << board
    if rest & own:
        after = your_cells | my_cells | own
        if after == _ALL or _COMPLETING[your_cells] & ~after:
            gifts |= own
        else:
            gifts &= ~own
    anywhere = rest & (closed | (own if (my_cells | your_cells | own) == _ALL else 0))
    to_win = rest & gifts & ~anywhere
    quiet = rest & ~gifts
    if _COMPLETING[my_boards] >> board & 1:
        return wins, 0, blocks, quiet, to_win, anywhere
    return 0, wins, blocks, quiet, to_win, anywhere


def ultimate_order(game: Any, state: Any, moves: list[Any]) -> Sequence[Any]:
    """The moves of ``state`` ranked as above: rank by rank, and within a rank board by
    board, row-major inside a board. ``moves`` must be all the legal moves (as alpha-beta
    passes them); any other list keeps its order.

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> game = Ultimate()
        >>> state = game.initial_state()
        >>> ultimate_order(game, state, game.actions(state))[:4]  # nothing to tell apart: board by board
        [(0, 0), (0, 1), (0, 2), (1, 0)]
    """
    if not isinstance(game, Ultimate) or len(moves) < 2:
        return moves
    x, o, x_boards, o_boards, closed, forced, _, stones, _ = state
    if forced is not None:
        # The usual case, one board, written out: the order runs at every inner node.
        if stones & 1:
            mine, yours, my_boards = o, x, o_boards
        else:
            mine, yours, my_boards = x, o, x_boards
        completing = _COMPLETING
        shift = 9 * forced
        my_cells, your_cells = mine >> shift & _ALL, yours >> shift & _ALL
        empty = ~(my_cells | your_cells) & _ALL
        wins = completing[my_cells] & empty
        blocks = completing[your_cells] & empty & ~wins
        rest = empty & ~wins & ~blocks
        # The rest's cells send the opponent to the boards of the same index: closed ones
        # give it a free move, and it may complete a line in others.
        anywhere = rest & closed
        gifts = 0
        occupied = x | o
        for b in _OPEN_BOARDS[closed | ~rest & _ALL]:
            if b == forced:  # back to this board, after the stone
                after = my_cells | your_cells | 1 << b
                if after == _ALL:
                    anywhere |= 1 << b
                elif completing[your_cells] & ~after:
                    gifts |= 1 << b
            elif completing[yours >> 9 * b & _ALL] & ~(occupied >> 9 * b):
                gifts |= 1 << b
        if not (wins or blocks or gifts or anywhere):
            return moves
        table = _BOARD_MOVES[forced]
        first = wins if completing[my_boards] >> forced & 1 else 0
        ordered = [*table[_ALL & ~first], *table[_ALL & ~(wins & ~first)], *table[_ALL & ~blocks],
                   *table[_ALL & ~(rest & ~gifts & ~anywhere)], *table[_ALL & ~gifts], *table[_ALL & ~anywhere]]
        return ordered if len(ordered) == len(moves) else moves
    gifts = _gifts(state, _ALL)
    buckets: list[list[Any]] = [[], [], [], [], [], []]
    for board in _OPEN_BOARDS[state[4]]:
        table = _BOARD_MOVES[board]
        for rank, cells in enumerate(_board_ranks(state, board, gifts)):
            if cells:
                buckets[rank] += table[_ALL & ~cells]
    ordered = [move for bucket in buckets for move in bucket]
    return ordered if len(ordered) == len(moves) else moves


def tactical_moves(game: Any, state: Any, moves: list[Any]) -> list[Any]:
    """The moves of ``state`` that change the fight for the small boards at once: those that
    win the game or a small board, and those that send the opponent to a board it can win with
    one stone or to a closed one (a free move): ranks :data:`WINS_GAME`, :data:`WINS_BOARD`,
    :data:`SENDS_TO_WIN`, :data:`SENDS_ANYWHERE`. For
    :class:`~ttt_lab.search.alphabeta.Reductions`'s ``unreduced``: late move reductions then
    shorten only the quiet moves and the blocks. ``moves`` is not read (all the legal moves,
    as alpha-beta passes them); on another game there are none.

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> game = Ultimate()
        >>> state = game.parse('''
        ...     XX.|...|...
        ...     OO.|...|...
        ...     ...|...|...
        ...     ---+---+---
        ...     ...|O..|...
        ...     ...|...|...
        ...     ...|..X|...
        ...     ---+---+---
        ...     ...|X..|OO.
        ...     ...|X..|...
        ...     ...|...|...
        ...     next: 0''')
        >>> tactical_moves(game, state, game.actions(state))   # X's win; (2, 2) sends O to win board 8
        [(0, 2), (2, 2)]
    """
    if not isinstance(game, Ultimate):
        return []
    forced, closed = state[5], state[4]
    gifts = _gifts(state, _ALL)
    tactical: list[Any] = []
    for board in (forced,) if forced is not None else _OPEN_BOARDS[closed]:
        wins_game, wins_board, _, _, to_win, anywhere = _board_ranks(state, board, gifts)
        cells = wins_game | wins_board | to_win | anywhere
        if cells:
            tactical += _BOARD_MOVES[board][_ALL & ~cells]
    return tactical


__all__ = ["BLOCKS_BOARD", "QUIET", "SENDS_ANYWHERE", "SENDS_TO_WIN", "WINS_BOARD", "WINS_GAME", "move_rank",
           "tactical_moves", "ultimate_order"]
