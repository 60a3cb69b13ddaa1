"""The m,n,k solver's search kernel: a negamax alpha-beta over bitboards and three values.

This is the inner loop of :class:`~ttt_lab.search.mnk.MNKSolver`, kept in one closure over
local variables: Python reads a closure's cells several times faster than attributes, and
the loop runs millions of times. The techniques it combines are described in
:mod:`ttt_lab.search.mnk.solver`; here is only how they are done fast.

The table (one format, explained). Values are only -1, 0 and +1, so an entry packs a lower
bound ``lo``, an upper bound ``hi`` and the best move into one small int::

    entry = (move + 1) * 9 + (lo + 1) * 3 + (hi + 1)      # move = -1 when none

against a :class:`~ttt_lab.search.table.TableEntry` object per position. That is the
textbook's exact / lower / upper flag (``lo == hi`` is exact, ``hi == 1`` a lower bound,
``lo == -1`` an upper bound), merged so that two searches with different windows sharpen
one entry instead of overwriting it; and the int costs 28 bytes where an entry object
costs about 100, and no allocation per store. The dict lives in a
:class:`~ttt_lab.search.table.TranspositionTable` when :func:`~ttt_lab.search.solve` keeps
one between calls, tagged so that generic alpha-beta refuses to read it.

Watching. With an observer (``observe``), every node is reported as by
:func:`~ttt_lab.search.alphabeta`: values and windows from X's (MAX's) view, positions and
moves in the orientation the caller asked about. Nodes the kernel settles without searching
their moves are of kind ``"proved"``, with the argument as their rule (two threats, the
Erdős–Selfridge potential, a pairing strategy, only dead cells left). Unwatched, the
kernel pays one comparison per node and per move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import or_
from typing import TYPE_CHECKING, Any

from ttt_lab.games.mnk import MNK, Cell, MNKState
from ttt_lab.search.table import Bound, TableEntry

if TYPE_CHECKING:
    from ttt_lab.search.mnk.solver import MNKSolver
    from ttt_lab.search.observer import SearchObserver

SYMMETRY_STONES = 8
"""Table keys are canonical over the symmetries for positions with fewer stones than this:
deeper, symmetric transpositions are rare and the images cost more than they save."""

# How a node got its value, for an observer: (kind, rule). Set at every return of the
# search as one small int, so an unwatched search pays a single store.
EXPANDED, LINE, FULL, TABLE_EXACT, TABLE_LOWER, TABLE_UPPER, TWO_THREATS, DEAD, CANNOT_WIN, HOLDS, PAIRED = range(11)
HOW: dict[int, tuple[str, str | None]] = {
    EXPANDED: ("expanded", None),
    LINE: ("terminal", None),
    FULL: ("terminal", None),
    TABLE_EXACT: ("table", None),
    TABLE_LOWER: ("table", None),
    TABLE_UPPER: ("table", None),
    TWO_THREATS: ("proved", "the opponent has two immediate wins: one block cannot stop both"),
    DEAD: ("proved", "every line is blocked for both sides: a draw"),
    CANNOT_WIN: ("proved", "Erdős–Selfridge: the side to move can never complete a line"),
    HOLDS: ("proved", "Erdős–Selfridge: the opponent can never complete a line"),
    PAIRED: ("proved", "a pairing strategy stops every line of the side to move"),
}


def build_search(solver: MNKSolver) -> tuple[Callable[..., int], Callable[[], None], Callable[..., Any]]:
    """The negamax search of ``solver`` as a closure over local tables (much faster than attributes).

    Returns ``(search, sync, observe)``: ``search(me, opp, last, keys, xmove, alpha, beta,
    score, phi_me, phi_opp)`` is the value for the side to move; ``sync()`` adds the
    counters to the solver's; ``observe(observer, root_stones, view)`` reports every node to
    ``observer`` until ``observe(None, 0, None)`` (``view`` turns bitboards into the
    caller's positions and moves, see :class:`~ttt_lab.search.mnk.solver.ObservedView`).
    """
    size = solver._size
    k = solver.game.k
    full = solver._full
    rest = solver._rest
    add_x = solver._add_x
    add_o = solver._add_o
    perms = solver._perms
    inverse = solver._inverse
    table = solver._table
    counts = solver._counts
    use_table = solver.techniques["table"]
    use_threats = solver.techniques["threats"]
    use_dead = solver.techniques["dead_cells"]
    use_order = solver.techniques["ordering"]
    use_bound = solver.techniques["potential_bound"]
    use_pairing = solver.techniques["pairing"]
    weigh = use_dead or use_order or use_bound or use_pairing
    table_size = solver.table_size
    two_k = 1 << k
    pow2 = [1 << s for s in range(k + 1)]
    bits = [1 << c for c in range(size)]
    # Per-cell weights of both sides share one int: the opponent's start at bit `shift`.
    shift = solver._shift
    low_mask = (1 << shift) - 1
    # Above both weights, each side's count of its lines one stone short of a threat (k - 2
    # of its stones, none of the opponent's) through the cell: the threat makers.
    makers_x, makers_o, makers_mask = maker_fields(solver)
    if not solver.techniques["threat_makers"]:
        makers_mask = 0  # kept up to date, never read
    makers_first = shift + 3  # 3 * mine + theirs < 2**(shift + 2): makers sort before any weight
    # A move's change to the packed weights of a line's cells, by the line's stones
    # before it, for the mover's side (xmove): `grow[n]`, its own line with n stones (the
    # weight 2**n doubles, and the line may reach or pass k - 2 stones); `kill[n]`, an
    # opponent's line with n stones (its weight and maker count die).
    grows: dict[bool, list[int]] = {}
    kills: dict[bool, list[int]] = {}
    for side, own, other, own_makers, other_makers in ((True, 0, shift, makers_x, makers_o),
                                                       (False, shift, 0, makers_o, makers_x)):
        grows[side] = [(pow2[n] << own) + (((n + 1 == k - 2) - (n == k - 2)) << own_makers) for n in range(k)]
        kills[side] = [-(pow2[n] << other) - ((n == k - 2) << other_makers) for n in range(k)]
    symmetry_depth = SYMMETRY_STONES
    through = [[(mask, cells) for mask, cells in solver._line_info if mask >> c & 1] for c in range(size)]

    blocking_pairs = solver._blocking_pairs
    # With a potential of 1.5 or more (many heavy lines) a pairing is seldom found, and
    # a failed search costs as much as a node: only ask below (measured on 5x5k4 and
    # 7x4x4: 20-50% fewer failed searches, the same prunings).
    pairing_potential = 3 * two_k // 2

    nodes = 0
    hits = cutoffs = forced = potential = dead = pairings = 0
    how = EXPANDED  # how the node being left got its value (see HOW)
    observer: SearchObserver | None = None
    root_stones = 0
    view: Any = None

    def search(
        me: int,
        opp: int,
        last: int,
        keys: tuple[int, ...],
        xmove: bool,
        alpha: int,
        beta: int,
        score: list[int],
        phi_me: int,
        phi_opp: int,
    ) -> int:
        """Value for the side to move (``me``), fail-soft in the window (alpha, beta).

        ``last`` is the cell of the opponent's last stone (``size`` at a root: scan all
        lines); ``keys`` are the images of the position's key under the symmetries.
        ``score[c]`` packs the weights of the open lines through cell c, X's in the low
        bits and O's from bit ``shift``, and above them each side's count of lines that a
        stone at c turns into a threat (see ``maker_fields``); ``phi_me`` and ``phi_opp``
        are the two sides' potentials. A move updates them along its own lines only (see
        the move loop).
        """
        nonlocal nodes, hits, cutoffs, forced, potential, dead, pairings, how
        nodes += 1
        if nodes >= solver._next_tick:
            solver._tick(nodes)
        # The opponent's last stone: did it complete a line, or make immediate wins?
        threat = 0
        for line in rest[last]:
            if line & me:
                continue
            empty = line & ~opp
            if not empty:
                how = LINE
                return -1
            if not empty & (empty - 1):
                threat |= empty
        occupied = me | opp
        if occupied == full:
            how = FULL
            return 0
        lo, hi = -1, 1
        table_move = -1
        if use_table:
            if len(keys) > 1 and occupied.bit_count() >= symmetry_depth:
                keys = keys[:1]  # from here down, the position's own key
            key = min(keys)
            sym = keys.index(key)
            entry = table.get(key)
            if entry is not None:
                hits += 1
                code, table_move = entry % 9, entry // 9 - 1
                if last == size and observer is not None:
                    pass  # a watched root is searched in full, so that its tree shows the moves
                else:
                    lo, hi = code // 3 - 1, code % 3 - 1
                    if lo >= beta or lo == hi:
                        how = TABLE_EXACT if lo == hi else TABLE_LOWER
                        return lo
                    if hi <= alpha:
                        how = TABLE_UPPER
                        return hi
                    if lo > alpha:
                        alpha = lo
                    if hi < beta:
                        beta = hi
                if table_move >= 0:
                    table_move = inverse[sym][table_move]
        best = -2
        best_move = -1
        # Where my weights, the opponent's and my threat makers sit in the packed scores.
        mine_at, theirs_at, makers_at = (0, shift, makers_x) if xmove else (shift, 0, makers_o)
        if use_threats and threat:
            forced += 1
            best_move = threat.bit_length() - 1
            if threat & (threat - 1):
                # Two immediate wins for the opponent: block one, it plays the other.
                if use_table:
                    store(key, sym, -1, -1, best_move)
                how = TWO_THREATS
                return -1
            moves = [best_move]
            best_move = -1
        elif weigh:
            empty_cells = full ^ occupied
            if use_dead:
                moves = [c for c in range(size) if score[c] and empty_cells >> c & 1]
                if not moves:
                    dead += 1
                    if use_table:
                        store(key, sym, 0, 0, -1)
                    how = DEAD
                    return 0
            else:
                moves = [c for c in range(size) if empty_cells >> c & 1]
            if use_bound:
                max_mine = max_theirs = second_theirs = 0
                block = -1
                for c in moves:
                    packed = score[c]
                    mine = packed >> mine_at & low_mask
                    if mine > max_mine:
                        max_mine = mine
                    theirs = packed >> theirs_at & low_mask
                    if theirs > max_theirs:
                        second_theirs = max_theirs
                        max_theirs = theirs
                        block = c
                    elif theirs > second_theirs:
                        second_theirs = theirs
                if phi_me + max_mine < two_k and hi > 0:
                    # Whatever I play, the opponent (to move) has Φ_me < 1: I cannot win.
                    potential += 1
                    hi = 0
                    if hi <= alpha:
                        if use_table:
                            store(key, sym, lo, hi, table_move)
                        how = CANNOT_WIN
                        return hi
                    if hi < beta:
                        beta = hi
                if lo < 0:
                    if phi_opp < two_k:
                        # The opponent cannot win: I am its Breaker and I am to move.
                        potential += 1
                        lo = 0
                    elif phi_opp - max_theirs + second_theirs < two_k:
                        # Blocking its heaviest cell leaves it, to move, with Φ + max w < 1.
                        potential += 1
                        best = 0
                        best_move = block
                    elif phi_opp - max_theirs < two_k:
                        # The same test, exact: after my block, a cell's weight for the
                        # opponent loses the lines it shares with the blocked cell.
                        # Only cells at least `room` heavy for it can break the bound.
                        room = two_k - phi_opp + max_theirs
                        heavy = {
                            c: their_weight
                            for c in moves
                            if c != block and (their_weight := score[c] >> theirs_at & low_mask) >= room
                        }
                        if heavy:
                            for line, cells in through[block]:
                                if not line & me:
                                    weight = pow2[(line & opp).bit_count()]
                                    for c in cells:
                                        if c in heavy:
                                            heavy[c] -= weight
                        if all(after < room for after in heavy.values()):
                            potential += 1
                            best = 0
                            best_move = block
                    if lo == 0 or best == 0:
                        if lo >= beta or best >= beta or lo == hi:
                            if use_table:
                                store(key, sym, 0, hi, best_move if best_move >= 0 else table_move)
                            how = HOLDS
                            return 0
                        if alpha < 0:
                            alpha = 0
            if use_pairing and hi > 0 and alpha >= 0 and phi_me < pairing_potential and blocking_pairs(me, opp) is not None:
                # Only a win would help me, and a pairing strategy stops every line of mine.
                pairings += 1
                if use_table:
                    store(key, sym, lo, 0, table_move)
                how = PAIRED
                return 0
            if use_order:
                # Threat makers first, most lines first: the opponent must answer the
                # threat, which narrows its choice, and a defender's counter-threat refutes
                # fastest (7x5x4: 6k nodes, not 245k; 8x4x4: 1.8M, not 3.5M). Then, needing
                # a win, my own lines first (fewer nodes on 5x5x4, 6x5x4 and 7x4x4 than equal
                # weights or blocks first).
                ratio = 3 if alpha >= 0 else 1
                order = {
                    c: ((score[c] >> makers_at & makers_mask) << makers_first)
                    + ratio * (score[c] >> mine_at & low_mask) + (score[c] >> theirs_at & low_mask)
                    for c in moves
                }
                moves.sort(key=order.__getitem__, reverse=True)
                if table_move >= 0 and moves[0] != table_move and table_move in order:
                    moves.remove(table_move)
                    moves.insert(0, table_move)
        else:
            empty_cells = full ^ occupied
            moves = [c for c in range(size) if empty_cells >> c & 1]
        alpha0 = alpha
        add = add_x if xmove else add_o
        grow, kill = grows[xmove], kills[xmove]
        empty_line = grow[0] + kill[0]
        # Moves proved no better without a search, kept only to show a watcher.
        skipped: list[int] | None = None if observer is None else []
        for c in moves:
            if use_bound and alpha >= 0 and phi_me + (score[c] >> mine_at & low_mask) < two_k:
                # This move leaves the opponent to move with Φ_me < 1: it cannot win,
                # and a draw is no better than what we already have.
                if best < 0:
                    best = 0
                if skipped is not None:
                    skipped.append(c)
                continue
            if weigh:
                # The child's weights: only the lines through c change. Mine double,
                # the opponent's die, and an empty line becomes mine alone.
                child = score[:]
                child_phi_me, child_phi_opp = phi_me, phi_opp
                for line, cells in through[c]:
                    mine = line & me
                    theirs = line & opp
                    if mine:
                        if theirs:
                            continue
                        stones = mine.bit_count()
                        child_phi_me += pow2[stones]
                        delta = grow[stones]
                    elif theirs:
                        stones = theirs.bit_count()
                        child_phi_opp -= pow2[stones]
                        delta = kill[stones]
                    else:
                        child_phi_me += 1
                        child_phi_opp -= 1
                        delta = empty_line
                    for cell in cells:
                        child[cell] += delta
            else:
                child, child_phi_me, child_phi_opp = score, 0, 0  # no weights kept
            value = -descend(
                opp,
                me | bits[c],
                c,
                tuple(map(or_, keys, add[c])) if use_table else keys,
                not xmove,
                -beta,
                -alpha,
                child,
                child_phi_opp,
                child_phi_me,
            )
            if value > best:
                best = value
                best_move = c
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        cutoffs += 1
                        if skipped is not None:
                            report_unsearched(xmove, best, alpha, beta, threat, occupied, skipped, moves[moves.index(c) + 1:])
                        break
            if skipped is not None:
                report_update(xmove, best, alpha, beta)
        else:
            if skipped is not None:
                report_unsearched(xmove, best, alpha, beta, threat, occupied, skipped, [])
        if use_table:
            if best >= beta:
                lo = max(lo, best)
            elif best <= alpha0:
                hi = min(hi, best)
            else:
                lo = hi = best
            store(key, sym, lo, hi, best_move)
        how = EXPANDED
        return best

    descend = search  # what the search recurses into: `observed` while watched

    # The same parameters as `search`, deliberately: it stands in for `search` in the recursion.
    def observed(
        me: int,
        opp: int,
        last: int,
        keys: tuple[int, ...],
        xmove: bool,
        alpha: int,
        beta: int,
        score: list[int],
        phi_me: int,
        phi_opp: int,
    ) -> int:
        """``search``, telling the observer of the node (values and windows from X's view)."""
        assert observer is not None
        low, high = (alpha, beta) if xmove else (-beta, -alpha)
        move = None if last == size else view.move(last)
        observer.enter(view.state(me, opp, xmove), move, (me | opp).bit_count() - root_stones, xmove, low, high)
        value = search(me, opp, last, keys, xmove, alpha, beta, score, phi_me, phi_opp)
        kind, rule = HOW[how]
        seen = value if xmove else -value
        if how in (TABLE_EXACT, TABLE_LOWER, TABLE_UPPER):
            bound = Bound.EXACT if how == TABLE_EXACT else Bound.LOWER if (how == TABLE_LOWER) == xmove else Bound.UPPER
            observer.table_hit(TableEntry(seen, bound, None, None, None))
        elif rule is not None:
            observer.prune(seen, low, high, [], rule)
        observer.leave(seen, kind, low, high)
        return value

    def window(xmove: bool, alpha: int, beta: int) -> tuple[int, int]:
        return (alpha, beta) if xmove else (-beta, -alpha)

    def report_update(xmove: bool, best: int, alpha: int, beta: int) -> None:
        assert observer is not None
        observer.update(best if xmove else -best, *window(xmove, alpha, beta))

    def report_unsearched(xmove: bool, best: int, alpha: int, beta: int, threat: int, occupied: int,
                          skipped: list[int], cut: list[int]) -> None:
        """Tell the observer which moves the node never searched, and why: a forced block,
        a cutoff (``cut``: the moves after it), or moves that cannot win when only a win
        would help (``skipped``)."""
        assert observer is not None
        low, high = window(xmove, alpha, beta)
        seen = best if xmove else -best
        if threat and use_threats:
            unsearched = [c for c in range(size) if not (occupied | threat) >> c & 1]
            rule = f"forced: must block the opponent's immediate win at {view.move(threat.bit_length() - 1)}"
        elif cut:
            unsearched = skipped + cut
            rule = f"v={seen} >= beta={high}" if xmove else f"v={seen} <= alpha={low}"
        elif skipped:
            unsearched = skipped
            rule = "Erdős–Selfridge: these moves cannot win, and only a win would help"
        else:
            return
        observer.prune(seen, low, high, [view.move(c) for c in unsearched], rule)

    def observe(watcher: SearchObserver | None, stones: int, cells: Any) -> Callable[..., int]:
        """Report every node to ``watcher`` (``None``: stop); returns the search to start with."""
        nonlocal observer, root_stones, view, descend
        observer, root_stones, view = watcher, stones, cells
        descend = search if watcher is None else observed
        return descend

    def store(key: int, sym: int, lo: int, hi: int, move: int) -> None:
        entry = table.get(key)
        if entry is not None:
            code = entry % 9
            lo = max(lo, code // 3 - 1)
            hi = min(hi, code % 3 - 1)
        elif len(table) >= table_size:
            table.clear()
            counts["clears"] += 1
        if move >= 0:
            move = perms[sym][move]
        table[key] = (move + 1) * 9 + (lo + 1) * 3 + hi + 1

    def sync() -> None:
        nonlocal nodes, hits, cutoffs, forced, potential, dead, pairings
        solver.nodes += nodes
        counts["table_hits"] += hits
        counts["cutoffs"] += cutoffs
        counts["forced"] += forced
        counts["potential"] += potential
        counts["dead"] += dead
        counts["pairing"] += pairings
        nodes = hits = cutoffs = forced = potential = dead = pairings = 0

    return search, sync, observe


def root_weights(solver: MNKSolver, me: int, opp: int, xmove: bool) -> tuple[list[int], int, int]:
    """The packed per-cell weights and both potentials of a root position (see ``search``)."""
    score = [0] * solver._size
    phi_x = phi_o = 0
    x, o = (me, opp) if xmove else (opp, me)
    makers_x, makers_o, _ = maker_fields(solver)
    short = solver.game.k - 2  # the stones of a threat maker's line
    for line, cells in solver._line_info:
        xs, os = (line & x).bit_count(), (line & o).bit_count()
        weight = 0
        if not os:
            phi_x += 1 << xs
            weight += 1 << xs | (xs == short) << makers_x
        if not xs:
            phi_o += 1 << os
            weight += (1 << os) << solver._shift | (os == short) << makers_o
        for c in cells:
            score[c] += weight
    return (score, phi_x, phi_o) if xmove else (score, phi_o, phi_x)


def maker_fields(solver: MNKSolver) -> tuple[int, int, int]:
    """Where X's and O's counts of threat-maker lines sit in a packed weight, and their mask."""
    width = (4 * solver.game.k).bit_length() + 1  # a cell lies on at most 4k lines
    return 2 * solver._shift, 2 * solver._shift + width, (1 << width) - 1


class ObservedView:
    """Turns the kernel's bitboards into the positions and moves of the caller's board.

    The solver searches an early position in its canonical orientation; ``back`` (a cell
    permutation) turns that orientation back to the one the caller asked about, so a
    recorded tree shows the caller's own board.
    """

    def __init__(self, game: MNK, back: Sequence[int] | None) -> None:
        self.game = game
        self.back = back

    def state(self, me: int, opp: int, xmove: bool) -> MNKState:
        """The position with ``me`` to move."""
        x, o = (me, opp) if xmove else (opp, me)
        if self.back is not None:
            x, o = self._turned(x), self._turned(o)
        return self.game.from_bitboards(x, o)

    def move(self, cell_index: int) -> Cell:
        """The caller's cell for the kernel's cell index."""
        index = cell_index if self.back is None else self.back[cell_index]
        return self.game.cells[index]

    def _turned(self, bits: int) -> int:
        assert self.back is not None
        turned = 0
        for index, image in enumerate(self.back):
            if bits >> index & 1:
                turned |= 1 << image
        return turned

