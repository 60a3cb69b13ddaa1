"""Ultimate's heuristic on bare ints: the raw points that both the AIs' evaluation
(:func:`ttt_lab.players.ultimate.ultimate_evaluation`) and the evaluated playouts of
:mod:`ttt_lab.games.ultimate_playout` (Monte Carlo search with early playout termination)
squash into a value.

It lives with the rules, below the searches and players that use it, because the playouts
read it on the same seven ints they play on: no position object is built to evaluate one.
The big grid's part depends on three 9-bit sets (remembered, not recomputed), and each open
small board's part on that board's two 9-bit sets of stones: one look-up in a table of the
3^9 pairs (``_BOARD_TERMS``), built at import.

Example:
    >>> from ttt_lab.games.ultimate import Ultimate
    >>> s = Ultimate().initial_state()
    >>> raw_score(s.x, s.o, s.x_boards, s.o_boards, s.closed, s.forced, True)  # X to move, free
    1.52
"""

from __future__ import annotations

import functools
import operator

from ttt_lab.games.ultimate_grid import _ALL, LINES

_LINE_MASKS = tuple(sum(1 << i for i in line) for line in LINES)

# _OPEN_BOARDS[closed]: the indices of the boards not in the 9-bit set ``closed``.
_OPEN_BOARDS: tuple[tuple[int, ...], ...] = tuple(tuple(b for b in range(9) if not p >> b & 1) for p in range(512))

# _COMPLETING[pattern]: the cells (9-bit set) that would give a line of three to a side
# holding ``pattern``: the third cell of each line where it already has two. Whether that
# cell is still empty is checked against the board's occupied cells.
_COMPLETING: tuple[int, ...] = tuple(
    functools.reduce(operator.or_, (mask & ~p for mask in _LINE_MASKS if (p & mask).bit_count() == 2), 0)
    for p in range(512)
)

# _BOARD_TERMS[xs | os << 9], for an open small board holding X's stones ``xs`` and O's
# ``os`` (9-bit sets): (X's completing cells, O's completing cells, X's centre stone minus
# O's). A board's own part of the points depends on its two 9-bit sets alone, and 3^9 pairs
# of them can be met: counted once here, looked up during search. Other entries are None.
_NOTHING = (0, 0, 0)  # the one entry of the boards that add nothing, skipped at a glance


def _board_terms() -> list[tuple[int, int, int] | None]:
    terms: list[tuple[int, int, int] | None] = [None] * (1 << 18)
    for xs in range(512):
        free = _ALL & ~xs
        os = free
        while True:  # every subset of the cells X leaves free
            entry = ((_COMPLETING[xs] & ~os).bit_count(), (_COMPLETING[os] & ~xs).bit_count(),
                     (xs >> 4 & 1) - (os >> 4 & 1))
            terms[xs | os << 9] = _NOTHING if entry == _NOTHING else entry
            if not os:
                break
            os = (os - 1) & free
    return terms


_BOARD_TERMS = _board_terms()

# Lines of the big grid through each small board: 4 through the centre, 3 through a corner,
# 2 through an edge. A board on more lines helps win the game more.
_LINES_THROUGH = tuple(sum(1 for line in LINES if b in line) for b in range(9))

# The weights were fitted to game outcomes by logistic regression (2 * raw / SCALE is the
# log-odds of X winning): benchmarks/fit_ultimate_heuristic.py --games 600 --iterations 300
# --seed 1, on the 32,064 unfinished positions of 600 games of "mcts+" (300 iterations a
# move, then with hand-picked weights) against itself, each labelled with its game's result.
# Held-out log-loss 0.643 against the hand-picked weights' 0.653; at equal time (0.25 s a
# move) the fitted evaluation beat the hand-picked one 11-3-6 in "mcts+" with cutoff 0 alone,
# and 9-7-4 in "mcts+" with value mixing (score 0.62 both times).
# Refitted on 400 games of depth-4 alpha-beta with this evaluation against itself (--depth 4
# --games 400 --seed 1; 20,738 positions) the weights barely moved (log-loss 0.656 against
# these ones' 0.657), and "alpha-beta+" with them scored 13-8-19 (0.42) over 40 games at
# 0.25 s a move against these: kept.
# NO_SAFE_SEND, NO_SAFE_SEND_GAME and BIG_FORK came later (issue 31): fitted with the others
# on 1,483 games (--games-file: the 600 above, 483 of OpenSpiel's C++ MCTS against itself,
# 400 of depth-4 alpha-beta against itself (--depth 4 --games 400 --seed 1); the OpenSpiel
# games were played outside the project, the others the script replays from their seeds;
# 77,134 positions; log-loss on held-out games
# 0.648, where the weights above without them score 0.653), these three weights were added to
# the ones above, unchanged (taking the whole refit instead scored 14-15-11). "alpha-beta+" with
# them against without: 34-24-22 over 80 games at 0.25 s a move (0.575; seeds 61 and 63 of
# the match in fit_ultimate_heuristic.py, alpha-beta+ 7 plies deep both (median), load 2.5-7),
# and 6-3-3 over 12 at 1 s (seed 65, 8 plies deep both). ("mcts+", whose evaluated playouts
# read these points too, with them against without: 6-9-5 over 20 at 0.25 s: no change seen.)
# A board won is worth almost nothing by itself (-0.06): it counts through the live lines
# it lies on (LINE_ONE, LINE_TWO) and the threats it makes.
WON_BOARD = -0.06
"""Raw points per small board won."""
LINE_ONE = 1.03
"""Raw points per big-grid line a side can still complete that holds one of its boards."""
LINE_TWO = 1.83
"""... and that holds two of its boards: a two-in-a-row on the big grid."""
SMALL_TWO = 0.62
"""Raw points per empty cell that would win an open small board lying on a live big-grid line."""
DEAD_SMALL_TWO = 0.43
"""The same for a board on no line its side can still complete: winning it only closes it."""
SMALL_TWO_ON_BIG_THREAT = 1.92
"""Extra raw points per such cell when winning that board would also win the game."""
CENTRE_STONE = 0.07
"""Raw points per stone on the centre cell of an open small board."""
SENT_TO_WIN = 0.25
"""Raw points for the side to move when it may play where it can win a small board now."""
SENT_TO_GAME_WIN = 2.56
"""... and when winning that small board would win the game."""
FREE_MOVE = 1.32
"""Raw points for the side to move when it was sent to a closed board and may play anywhere."""
TEMPO = 0.2
"""Raw points for the side to move, wherever it was sent: the move in hand."""
NO_SAFE_SEND = 0.62
"""Raw points *against* the side to move when every move it has (sent to one board) sends the
other side to a board that side can win at once, or to a closed board (a free move) while it
can win one somewhere: it must hand over a small board."""
NO_SAFE_SEND_GAME = 1.92
"""... and when every move sends the other side where it would win the game at once."""
BIG_FORK = 0.92
"""Raw points when a side has two or more open boards that would each win it the game."""
SCALE = 6.0
"""Raw points are squashed by ``0.9 * tanh(raw / SCALE)``: about 6 raw points is a clear lead."""
LIMIT = 0.9
"""The evaluation stays strictly inside (-LIMIT, LIMIT); a real win scores more."""


@functools.lru_cache(maxsize=1 << 16)
def _big_grid(x_boards: int, o_boards: int, closed: int) -> tuple[float, int, int, int, int]:
    """The big grid's part of the raw points (boards won, live lines), with the boards on each
    side's live lines and the open boards that would win the game for each side. It depends
    on three 9-bit sets only, and a search meets few of them: remembered, not recomputed."""
    score = WON_BOARD * (x_boards.bit_count() - o_boards.bit_count())
    # A line is live for a side while it holds no board of the other side's and no drawn
    # board; live lines with one or two of the side's boards are its prospects.
    drawn = closed & ~(x_boards | o_boards)
    x_blocked, o_blocked = o_boards | drawn, x_boards | drawn
    x_live = o_live = 0  # the boards on some line each side can still complete
    for mask in _LINE_MASKS:
        if not mask & x_blocked:
            x_live |= mask
            count = (x_boards & mask).bit_count()
            score += LINE_TWO if count == 2 else LINE_ONE if count == 1 else 0.0
        if not mask & o_blocked:
            o_live |= mask
            count = (o_boards & mask).bit_count()
            score -= LINE_TWO if count == 2 else LINE_ONE if count == 1 else 0.0
    # open boards that would win the game for X, for O
    x_big, o_big = _COMPLETING[x_boards] & ~closed, _COMPLETING[o_boards] & ~closed
    score += BIG_FORK * ((x_big.bit_count() >= 2) - (o_big.bit_count() >= 2))
    return score, x_live, o_live, x_big, o_big


def raw_score(x: int, o: int, x_boards: int, o_boards: int, closed: int, forced: int | None,
              x_to_move: bool) -> float:
    """X's raw points minus O's; swapping every X for O (and the side to move) negates it."""
    score, x_live, o_live, x_big, o_big = _big_grid(x_boards, o_boards, closed)
    # Small boards: empty cells that would win an open board, and centre stones.
    x_can_win = o_can_win = 0  # the open boards each side could win with one stone
    terms, nothing = _BOARD_TERMS, _NOTHING
    for b in _OPEN_BOARDS[closed]:
        shift = 9 * b
        entry = terms[x >> shift & _ALL | (o >> shift & _ALL) << 9]
        if entry is nothing:
            continue
        x_cells, o_cells, centre = entry  # type: ignore[misc]
        if x_cells:
            x_can_win |= 1 << b
            weight = SMALL_TWO if x_live >> b & 1 else DEAD_SMALL_TWO
            score += x_cells * (weight + (SMALL_TWO_ON_BIG_THREAT if x_big >> b & 1 else 0.0))
        if o_cells:
            o_can_win |= 1 << b
            weight = SMALL_TWO if o_live >> b & 1 else DEAD_SMALL_TWO
            score -= o_cells * (weight + (SMALL_TWO_ON_BIG_THREAT if o_big >> b & 1 else 0.0))
        if centre:
            score += CENTRE_STONE * centre
    # Where the side to move was sent: a board it can win at once, or anywhere it likes.
    mover_can_win, mover_big = (x_can_win, x_big) if x_to_move else (o_can_win, o_big)
    reachable = ~closed & _ALL if forced is None else 1 << forced
    bonus = TEMPO + FREE_MOVE if forced is None else TEMPO
    if mover_can_win & reachable:
        bonus += SENT_TO_GAME_WIN if mover_can_win & reachable & mover_big else SENT_TO_WIN
    # Where the side to move must send the other: its move's cell is the other's next board.
    other_can_win = o_can_win if x_to_move else x_can_win
    if forced is not None and other_can_win:
        shift = 9 * forced
        empty = ~(x >> shift | o >> shift) & _ALL  # the mover's moves, as the boards they send to
        if not empty & ~(other_can_win | closed):
            bonus -= NO_SAFE_SEND
            other_game = other_can_win & (o_big if x_to_move else x_big)
            if other_game and not empty & ~(other_game | closed):
                bonus -= NO_SAFE_SEND_GAME
    return score + bonus if x_to_move else score - bonus
