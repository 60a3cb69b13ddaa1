"""Ultimate playouts for Monte Carlo search: random moves to the end of the game, on bare ints.

A playout is where Monte Carlo tree search spends most of its time (it plays ~50 moves per
iteration), so this one never builds a position object: the whole game lives in seven local
ints (each side's 81 stone bits, each side's won boards, the closed boards, the forced
board, whose turn) and every rule is a table look-up on a 9-bit slice, as in
:mod:`ttt_lab.games.ultimate_grid`. The game offers it as :meth:`Ultimate.playout
<ttt_lab.games.ultimate.Ultimate.playout>`, the capability :class:`~ttt_lab.core.HasPlayout`.

With ``decisive=True`` the playout is not uniform any more but *decisive and anti-decisive*
(Teytaud & Teytaud 2010, "On the huge benefit of decisive moves in Monte-Carlo tree search
algorithms"): a side that can win the game with this move does; otherwise, if some moves
would let the opponent win the game on their reply (sending them to a small board where
they complete three boards in a line, or to a closed board, which frees them to play
there), it avoids those moves when it has others. Both tests are bit operations that cost
nothing until a side holds two boards of a big-grid line, so the opening pays almost nothing.

With ``cutoff=n`` the playout stops after ``n`` moves (Lorentz 2016, "Using evaluation
functions in Monte-Carlo tree search": early playout termination) and returns the heuristic
value of where it stopped (:func:`evaluation`, X's view, strictly inside (-1, 1)) instead of
a result: a few random moves settle the tactics of the moment, and the evaluation reads the
rest off the boards, at a fraction of a whole playout's cost.

Example:
    >>> import random
    >>> from ttt_lab.games.ultimate import Ultimate
    >>> game = Ultimate()
    >>> moves = []
    >>> utility, plies = game.playout(game.initial_state(), random.Random(3).random, moves=moves)
    >>> utility in (-1, 0, 1), plies == len(moves), game.is_legal(game.initial_state(), moves[0])
    (True, True, True)
"""

from __future__ import annotations

import functools
import math
import operator
from collections.abc import Callable

from ttt_lab.games.ultimate_grid import _ALL, _LINE_MASKS, _WINS, CELLS, UltimateState, cell_bit
from ttt_lab.games.ultimate_heuristic import LIMIT, SCALE, raw_score

# _COMPLETING[pattern]: the cells (9-bit set) that would give three in a row to a side
# holding ``pattern``: the third cell of each line where it holds two. On the big grid,
# the boards whose win would win the game.
_COMPLETING: tuple[int, ...] = tuple(
    functools.reduce(operator.or_, (mask & ~p for mask in _LINE_MASKS if (p & mask).bit_count() == 2), 0)
    for p in range(512)
)

# _BITS[pattern]: the indices 0-8 of the set bits of a 9-bit pattern.
_BITS: tuple[tuple[int, ...], ...] = tuple(tuple(i for i in range(9) if p >> i & 1) for p in range(512))

# The grid cell of each stone bit (9 * board + cell), for playouts that record their moves.
_CELL_OF_BIT: tuple[tuple[int, int], ...] = tuple(sorted(CELLS, key=cell_bit))

_FREE = -1  # the forced board when the side to move may play in any open board
_RANDOM_TRIES = 24  # darts thrown at the 81 cells for a free move before listing the open ones


def playout(
    state: UltimateState,
    random: Callable[[], float],
    decisive: bool = False,
    moves: list[tuple[int, int]] | None = None,
    cutoff: int | None = None,
) -> tuple[float, int]:
    """Play ``state`` out to the end; return X's utility (+1, 0, -1) and the moves played.

    Args:
        state: any position (a finished one returns at once, with 0 moves).
        random: a ``random.Random().random``: every choice reads it, so a seeded generator
            replays the same game.
        decisive: decisive and anti-decisive moves (see the module docstring) instead of
            uniformly random ones.
        moves: if given, each move played is appended to it as a ``(row, col)`` cell.
        cutoff: stop after this many moves (0: at once) if the game goes on, and return the
            :func:`evaluation` of the position reached instead of a result; with
            ``decisive``, a side that can win the game at once there plays on and wins.
    """
    x, o, x_boards, o_boards, closed, forced, winner, stones, _ = state
    if winner is not None:
        return (1.0 if winner == "X" else -1.0), 0
    if closed == _ALL:
        return 0.0, 0
    forced = _FREE if forced is None else forced
    x_to_move = not stones & 1
    wins, completing, bits = _WINS, _COMPLETING, _BITS
    plies = 0
    stop = -1 if cutoff is None else cutoff
    while True:
        if plies == stop:
            # With ``decisive``, a side that can win the game at once is not evaluated: it
            # plays the winning move below, and the playout ends in a real result.
            mine, my_boards = (x, x_boards) if x_to_move else (o, o_boards)
            if not decisive or _winning_move(mine, x | o, my_boards, closed, forced) < 0:
                return _evaluate(x, o, x_boards, o_boards, closed, None if forced == _FREE else forced,
                                 x_to_move), plies
        occupied = x | o
        move = -1
        # Both tests need two won boards of a big-grid line: cheap to rule out first.
        if decisive and (completing[x_boards] | completing[o_boards]) & ~closed:
            if x_to_move:
                move = _decisive_move(x, o, occupied, x_boards, o_boards, closed, forced, random)
            else:
                move = _decisive_move(o, x, occupied, o_boards, x_boards, closed, forced, random)
        if move < 0:
            if forced != _FREE:
                empty = bits[~(occupied >> 9 * forced) & _ALL]
                move = 9 * forced + empty[int(random() * len(empty))]
            else:
                move = _free_move(occupied, closed, random)
        plies += 1
        if moves is not None:
            moves.append(_CELL_OF_BIT[move])
        board, cell = divmod(move, 9)
        shift = 9 * board
        # Put the stone down; a board won or filled closes; three won boards in a line end it.
        if x_to_move:
            x |= 1 << move
            if wins[x >> shift & _ALL]:
                x_boards |= 1 << board
                closed |= 1 << board
                if wins[x_boards]:
                    return 1.0, plies
            elif (x | o) >> shift & _ALL == _ALL:
                closed |= 1 << board
        else:
            o |= 1 << move
            if wins[o >> shift & _ALL]:
                o_boards |= 1 << board
                closed |= 1 << board
                if wins[o_boards]:
                    return -1.0, plies
            elif (x | o) >> shift & _ALL == _ALL:
                closed |= 1 << board
        if closed == _ALL:
            return 0.0, plies
        forced = _FREE if closed >> cell & 1 else cell
        x_to_move = not x_to_move


def evaluation(state: UltimateState) -> float:
    """The value an evaluated playout gives an unfinished position, X's view, in (-0.9, 0.9):
    the heuristic's raw points (:func:`~ttt_lab.games.ultimate_heuristic.raw_score`) squashed
    by ``0.9 * tanh(raw / 6)``, the AIs' evaluation's scale. A finished game gets its utility.

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> round(evaluation(Ultimate().initial_state()), 3)  # X to move and free: a small edge
        0.223
    """
    x, o, x_boards, o_boards, closed, forced, winner, stones, _ = state
    if winner is not None:
        return 1.0 if winner == "X" else -1.0
    if closed == _ALL:
        return 0.0
    return _evaluate(x, o, x_boards, o_boards, closed, forced, not stones & 1)


def _evaluate(x: int, o: int, x_boards: int, o_boards: int, closed: int, forced: int | None,
              x_to_move: bool) -> float:
    return LIMIT * math.tanh(raw_score(x, o, x_boards, o_boards, closed, forced, x_to_move) / SCALE)


def _free_move(occupied: int, closed: int, random: Callable[[], float]) -> int:
    """A uniformly random empty cell of an open board (the side to move may play anywhere)."""
    # Darts first: most of the grid is usually playable, and a miss costs two bit tests.
    for _ in range(_RANDOM_TRIES):
        move = int(random() * 81)
        if not (occupied >> move & 1 or closed >> move // 9 & 1):
            return move
    open_cells = [9 * b + c for b in _BITS[~closed & _ALL] for c in _BITS[~(occupied >> 9 * b) & _ALL]]
    return open_cells[int(random() * len(open_cells))]


def _threat_boards(stones: int, boards: int, occupied: int, closed: int) -> int:
    """The open boards (9-bit set) where a side holding ``stones`` and ``boards`` wins the game
    with one stone: boards that complete one of its big-grid lines, and that it can win now."""
    threats = 0
    for board in _BITS[_COMPLETING[boards] & ~closed & _ALL]:
        shift = 9 * board
        if _COMPLETING[stones >> shift & _ALL] & ~(occupied >> shift):
            threats |= 1 << board
    return threats


def _winning_move(mine: int, occupied: int, my_boards: int, closed: int, forced: int) -> int:
    """A move that wins the game at once for the side holding ``mine`` and ``my_boards``, or ``-1``."""
    reachable = ~closed & _ALL if forced == _FREE else 1 << forced
    for board in _BITS[_COMPLETING[my_boards] & reachable]:
        shift = 9 * board
        cells = _COMPLETING[mine >> shift & _ALL] & ~(occupied >> shift) & _ALL
        if cells:
            return shift + _BITS[cells][0]  # the game is won: any winning cell will do
    return -1


def _decisive_move(mine: int, theirs: int, occupied: int, my_boards: int, their_boards: int, closed: int,
                   forced: int, random: Callable[[], float]) -> int:
    """A game-winning move if there is one, else a random move that gives the opponent no
    game-winning reply when some but not all moves would; ``-1`` when neither applies (play
    uniformly at random)."""
    win = _winning_move(mine, occupied, my_boards, closed, forced)
    if win >= 0:
        return win
    reachable = ~closed & _ALL if forced == _FREE else 1 << forced
    danger = _threat_boards(theirs, their_boards, occupied, closed)
    if not danger:
        return -1
    # A move sends the opponent to the board of its cell, or frees them if that board is
    # closed: it is safe unless they can win the game there. Bit-parallel per board: a cell
    # that leaves its own board as it was is safe when its target is open and not in
    # ``danger``; the few cells that change their board (win it, fill it, or take the
    # opponent's winning cell in it) are tested one by one.
    safe_by_board = []
    total = 0
    for board in _BITS[reachable]:
        shift = 9 * board
        my_stones, their_stones = mine >> shift & _ALL, theirs >> shift & _ALL
        taken = occupied >> shift & _ALL
        empty = ~taken & _ALL
        special = (_COMPLETING[my_stones] | _COMPLETING[their_stones]) & empty
        if empty.bit_count() == 1:
            special = empty
        safe = empty & ~special & ~danger & ~closed
        for cell in _BITS[special]:
            after = danger
            now_taken = taken | 1 << cell
            now_closed = closed
            if _WINS[my_stones | 1 << cell] or now_taken == _ALL:
                after &= ~(1 << board)
                now_closed |= 1 << board
            elif not _COMPLETING[their_stones] & ~now_taken & _ALL:
                after &= ~(1 << board)
            if (not after) if now_closed >> cell & 1 else not after >> cell & 1:
                safe |= 1 << cell
        if safe:
            safe_by_board.append((shift, safe))
            total += safe.bit_count()
    if not total:
        return -1  # every move loses: any will do
    pick = int(random() * total)
    for shift, safe in safe_by_board:
        count = safe.bit_count()
        if pick < count:
            return shift + _BITS[safe][pick]
        pick -= count
    raise AssertionError("unreachable: pick < total")
