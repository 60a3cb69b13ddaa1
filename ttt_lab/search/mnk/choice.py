"""Choosing among the moves that keep a position's value: the quickest win, the slowest loss,
the heaviest draw.

The value search (:mod:`ttt_lab.search.mnk.kernel`) knows only win, draw and loss. A player
wants more: to win as fast as possible and to lose as slowly as possible (giving the
opponent the most chances to go wrong), and, among drawing moves, those that keep the most
play on the board. That needs how far the end is, which a second search finds: a
depth-limited AND-OR search ("can the side to move force a win within ``d`` plies?"),
deepened one ply at a time. It is pruned by what the value search proved (a position known
not to be won is never searched for a quick win) and by the Erdős–Selfridge potential.

Each function takes the :class:`~ttt_lab.search.mnk.MNKSolver` whose tables and counters it
uses; the solver's :meth:`~ttt_lab.search.mnk.MNKSolver.best_moves` and
:meth:`~ttt_lab.search.mnk.MNKSolver.plies_to_end` are the doors to them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import or_
from typing import TYPE_CHECKING

from ttt_lab.games.mnk import Cell, MNKState

if TYPE_CHECKING:
    from ttt_lab.search.mnk.solver import MNKSolver


class OutOfBudgetError(Exception):
    """An internal search of a move choice used up the nodes it was allowed (not a user error:
    the choice falls back on what it already knows)."""


def fastest(solver: MNKSolver, state: MNKState, moves: Sequence[Cell], *, winning: bool,
            proven: Cell | None = None) -> tuple[list[Cell], int, bool]:
    """The moves that win in the fewest plies (``winning``) or lose in the most.

    Iterative deepening: ``horizon`` grows one ply at a time, and a move "wins within
    horizon" when, after it, the opponent loses within ``horizon - 1`` plies whatever it
    does. A winning side stops at the first horizon where some move wins; a losing side
    drops the moves that lose within the horizon until none is left.

    Returns:
        ``(moves, plies, exact)``: the moves, row-major; the plies from ``state`` to the end
        with them; and whether that count is exact. Past the solver's ``distance_budget``
        a winner gets a proven winning move (maybe not the quickest) and a loser the moves
        that lasted longest so far, and ``plies`` is only a lower bound.
    """
    me, opp, xmove = _sides(state)
    add = solver._add_x if xmove else solver._add_o
    keys = solver._root_keys(state.x, state.o)
    order = cell_weights(solver, state, moves)
    remaining = sorted(moves, key=order.__getitem__, reverse=True)
    children = {}
    for cell in remaining:
        c = solver.game.cell_index(cell)
        children[cell] = (opp, me | 1 << c, tuple(map(or_, keys, add[c])), c)
    horizon = 1
    done: list[Cell] = []
    solver._start_distance_budget(solver.distance_budget)
    try:
        while True:
            done = []
            for cell in remaining:
                child_me, child_opp, child_keys, c = children[cell]
                if winning and horizon == 1:
                    hit = any(line & me == line for line in solver._rest[c])
                elif winning:
                    hit = loses_within(solver, child_me, child_opp, not xmove, child_keys, horizon - 1)
                else:
                    hit = wins_within(solver, child_me, child_opp, not xmove, child_keys, horizon - 1)
                if hit:
                    done.append(cell)
            if winning and done:
                return sorted(done, key=moves.index), horizon, True
            if not winning and done:
                survivors = [cell for cell in remaining if cell not in done]
                if not survivors:
                    return sorted(remaining, key=moves.index), horizon, True
                remaining = survivors
            horizon += 1
    except OutOfBudgetError:
        # Out of budget: a winner still needs a move that wins (proved by the value
        # search, heaviest first), a loser keeps the moves that have lasted longest.
        solver.budget_stops += 1
        if not winning:
            survivors = [cell for cell in remaining if cell not in done]
            return sorted(survivors or remaining, key=moves.index), horizon, False
        if done:
            return sorted(done, key=moves.index), horizon, False
        if proven in remaining:  # the value search's move: usually settled by the table
            remaining = [proven, *(cell for cell in remaining if cell != proven)]
        for cell in remaining:
            if move_value(solver, state, cell) > 0:
                return [cell], horizon, False
        raise AssertionError("a won position has a winning move") from None  # pragma: no cover
    finally:
        solver._stop_distance_budget()


def plies_to_end(solver: MNKSolver, state: MNKState, value: int) -> int:
    """How many plies a won (``value`` 1) or lost (-1) position lasts with best play on both
    sides: the winner hurrying, the loser holding out. Exact: no distance budget applies.
    """
    me, opp, xmove = _sides(state)
    keys = solver._root_keys(state.x, state.o)
    within = wins_within if value > 0 else loses_within
    plies = 1
    while not within(solver, me, opp, xmove, keys, plies):
        plies += 1
    return plies


def heaviest_draws(solver: MNKSolver, state: MNKState, moves: list[Cell], proven: Cell | None) -> list[Cell]:
    """The drawing moves of the heaviest weight group that ``distance_budget`` nodes can find.

    Heaviest group first. A move that does not keep the draw can take long to refute, so
    all the tests together share one budget; past it, the move the value search proved
    is played (checked first), else the untested and unsettled moves are tried in full.
    """
    keepers: list[Cell] = []
    unsettled: list[Cell] = []
    stop = solver.nodes + solver.distance_budget
    weights = cell_weights(solver, state, moves)
    for weight in sorted(set(weights.values()), reverse=True):
        for move in (move for move in moves if weights[move] == weight):
            if solver.nodes >= stop:
                break
            keeps = keeps_draw(solver, state, move, stop - solver.nodes)
            if keeps:
                keepers.append(move)
            elif keeps is None:
                unsettled.append(move)
        if keepers or solver.nodes >= stop:
            break
    if keepers:
        return keepers
    if proven is not None and keeps_draw(solver, state, proven, None):
        return [proven]
    tried = set(unsettled)
    rest = unsettled + [move for move in moves if move not in tried]
    for move in rest:  # pragma: no branch - a drawn position has a drawing move
        if keeps_draw(solver, state, move, None):
            return [move]
    raise AssertionError("a drawn position has a drawing move")  # pragma: no cover


def cell_weights(solver: MNKSolver, state: MNKState, cells: Sequence[Cell]) -> dict[Cell, int]:
    """Each cell's weight: 2**stones summed over both sides' open lines through it."""
    x, o = state.x, state.o
    weights = {}
    for cell in cells:
        c = solver.game.cell_index(cell)
        weight = 0
        for line in solver._rest[c]:
            if not line & o:
                weight += 1 << (line & x).bit_count()
            if not line & x:
                weight += 1 << (line & o).bit_count()
        weights[cell] = weight
    return weights


def keeps_draw(solver: MNKSolver, state: MNKState, cell: Cell, budget: int | None) -> bool | None:
    """Whether the side to move still scores at least a draw after ``cell`` (a null-window test).

    ``None`` when ``budget`` nodes were not enough to tell.
    """
    child = solver.game.result(state, cell)
    if child.winner is not None or child.stones == solver._size:
        return True
    me, opp, xmove = _sides(child)
    try:
        # The opponent, now to move, must not be able to win: its value is <= 0.
        return solver._run(me, opp, xmove, child.x, child.o, 0, 1, node_budget=budget) <= 0
    except OutOfBudgetError:
        return None


def move_value(solver: MNKSolver, state: MNKState, cell: Cell) -> int:
    """The value of ``cell`` for the side to move in ``state``."""
    sign = 1 if state.stones % 2 == 0 else -1
    return sign * solver._value(solver.game.result(state, cell))


def wins_within(solver: MNKSolver, me: int, opp: int, xmove: bool, keys: tuple[int, ...], plies: int) -> bool:
    """Can the side to move (``me``) force a win within ``plies`` plies (its winning move included)?"""
    if plies < 1:
        return False
    if solver._wins_now(me, opp):
        return True
    return solver._attack(me, opp, solver._wins_now(opp, me), keys, xmove, plies)


def loses_within(solver: MNKSolver, me: int, opp: int, xmove: bool, keys: tuple[int, ...], plies: int) -> bool:
    """Must the side to move (``me``) lose within ``plies`` plies whatever it does?"""
    if plies < 2 or solver._wins_now(me, opp):
        return False
    return solver._defend(me, opp, solver._wins_now(opp, me), keys, xmove, plies)


def _sides(state: MNKState) -> tuple[int, int, bool]:
    """The bitboards of the side to move and of its opponent, and whether X is to move."""
    xmove = state.stones % 2 == 0
    return (state.x, state.o, True) if xmove else (state.o, state.x, False)


def build_distance(solver: MNKSolver) -> tuple[Callable[..., bool], Callable[..., bool], tuple[dict[int, int], ...]]:
    """The depth-limited AND-OR search behind :func:`wins_within` and :func:`loses_within`.

    ``attack`` asks whether the side to move wins within ``plies``; ``defend`` whether the
    side to move loses within ``plies``. ``threat`` holds the opponent's immediate wins;
    the side to move never has one here (it would have been taken), so a win shows up
    as two threats the defender cannot both block. Bounds proved by the value search
    prune it: a position known not to be won is never searched for a quick win.

    Returns ``(attack, defend, memos)``; ``memos`` hold what each proved, per position and
    number of plies, for the solver to clear.
    """
    size = solver._size
    full = solver._full
    k = solver.game.k
    rest = solver._rest
    line_info = solver._line_info
    add_x = solver._add_x
    add_o = solver._add_o
    table = solver._table
    attacks: dict[int, int] = {}
    defences: dict[int, int] = {}
    table_size = solver.table_size

    two_k = 1 << k

    def live_cells(me: int, opp: int, need: int, attacking: bool) -> list[int] | None:
        """Empty cells on open lines, best first for the side to move (``me``).

        ``None`` when the attacker cannot win in time: attacking, no open line of
        ``me`` has ``need`` stones; or the Erdős–Selfridge test (:mod:`ttt_lab.search.mnk.solver`)
        proves the attacker never completes a line.
        """
        score = [0] * size
        attacker = [0] * size
        makers = [0] * size  # lines a stone of mine there turns into a threat
        enough = False
        phi = 0  # the attacker's potential
        for line, cells in line_info:
            mine = line & me
            theirs = line & opp
            if mine and theirs:
                continue
            weight = 0
            if not theirs:
                count = mine.bit_count()
                weight = 1 << count
                if count >= need:
                    enough = True
                if count == k - 2:
                    for c in cells:
                        makers[c] += 1
                if attacking:
                    phi += weight
                    for c in cells:
                        attacker[c] += weight
            if not mine:
                theirs_weight = 1 << theirs.bit_count()
                weight += theirs_weight
                if not attacking:
                    phi += theirs_weight
                    for c in cells:
                        attacker[c] += theirs_weight
            for c in cells:
                score[c] += weight
        if attacking and not enough:
            return None
        empty = full ^ (me | opp)
        moves = [c for c in range(size) if score[c] and empty >> c & 1]
        if attacking and phi + max((attacker[c] for c in moves), default=0) < two_k:
            return None
        if not attacking and phi < two_k:
            return None
        # Threat makers first, as in the value search (on 200 random 5x5k4 positions, 20% fewer
        # nodes and 16 budget stops, not 23); then the attacker builds its own lines first,
        # and the defender blocks the attacker's.
        moves.sort(key=lambda c: (makers[c], attacker[c], score[c]), reverse=True)
        return moves

    def new_threats(me: int, opp: int, c: int) -> int:
        found = 0
        for line in rest[c]:
            if not line & opp:
                empty = line & ~me
                if empty and not empty & (empty - 1):
                    found |= empty
        return found

    def known(memo: dict[int, int], key: int, plies: int) -> bool | None:
        entry = memo.get(key)
        if entry is None:
            return None
        if plies <= entry >> 8:
            return False
        if plies >= entry & 0xFF:
            return True
        return None

    def remember(memo: dict[int, int], key: int, plies: int, answer: bool) -> None:
        entry = memo.get(key, 0xFF)
        low, high = entry >> 8, entry & 0xFF
        if answer:
            high = min(high, plies)
        else:
            low = max(low, plies)
        if len(memo) >= table_size:
            memo.clear()
        memo[key] = low << 8 | high

    def attack(me: int, opp: int, threat: int, keys: tuple[int, ...], xmove: bool, plies: int) -> bool:
        solver.distance_nodes += 1
        if solver.distance_nodes >= solver._distance_stop:
            solver._distance_tick()
        if threat & (threat - 1) or plies < 3 or me | opp == full:
            return False
        key = min(keys)
        entry = table.get(key)
        if entry is not None and entry % 3 - 1 <= 0:  # the value search proved: no win
            return False
        answer = known(attacks, key, plies)
        if answer is not None:
            return answer
        if threat:
            moves: list[int] | None = [threat.bit_length() - 1]
        else:
            # Within `plies` I play (plies + 1) // 2 stones: some open line needs the rest.
            moves = live_cells(me, opp, k - (plies + 1) // 2, True)
        answer = False
        add = add_x if xmove else add_o
        for c in moves or ():
            bit = 1 << c
            if defend(opp, me | bit, new_threats(me, opp, c), tuple(map(or_, keys, add[c])), not xmove, plies - 1):
                answer = True
                break
        remember(attacks, key, plies, answer)
        return answer

    def defend(me: int, opp: int, threat: int, keys: tuple[int, ...], xmove: bool, plies: int) -> bool:
        solver.distance_nodes += 1
        if solver.distance_nodes >= solver._distance_stop:
            solver._distance_tick()
        if threat & (threat - 1):
            return plies >= 2
        if plies < 4 or me | opp == full:
            return False
        key = min(keys)
        entry = table.get(key)
        if entry is not None and entry % 9 // 3 - 1 >= 0:  # proved: the defender holds
            return False
        answer = known(defences, key, plies)
        if answer is not None:
            return answer
        moves = [threat.bit_length() - 1] if threat else live_cells(me, opp, 0, False)
        answer = bool(moves)
        add = add_x if xmove else add_o
        for c in moves or ():
            bit = 1 << c
            if not attack(opp, me | bit, new_threats(me, opp, c), tuple(map(or_, keys, add[c])), not xmove, plies - 1):
                answer = False
                break
        remember(defences, key, plies, answer)
        return answer

    return attack, defend, (attacks, defences)
