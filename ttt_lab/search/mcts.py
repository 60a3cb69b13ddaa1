"""Monte Carlo tree search with UCT (Kocsis & Szepesvári 2006), over any :class:`~ttt_lab.core.Game`.

Each *iteration* has four steps:

1. **Selection**: from the root, while a node has tried all its moves, go to the child
   with the largest UCT score ``win_rate + c * sqrt(ln(parent visits) / child visits)``:
   moves that have won often (exploitation) or been tried rarely (exploration).
2. **Expansion**: add one untried move of the node reached (chosen at random) as a new child.
3. **Simulation** (playout): from the new child, play uniformly random moves to the end.
4. **Backpropagation**: every node on the path counts one more visit, and a win (or half a
   win for a draw) if the playout's result is good for the side that moved into it.

After the last iteration the move played is the root's most visited child ("robust child"):
visits concentrate on the moves that keep winning, and counts are steadier than averages.

That is plain UCT, the default. What makes MCTS strong in practice comes as switches, each
off unless asked for (``benchmarks/bench_ultimate_strength.py`` measures them on Ultimate):

- ``solver=True``: MCTS-Solver (Winands, Björnsson and Saito 2008). A finished game is an
  exact value; a node is proven lost for the side that moved into it when one of its moves
  is proven won, and proven (the best of its moves) when all its moves are expanded and
  proven. Selection never enters a move proven lost, and a proven root ends the search.
- ``decisive=True``: decisive and anti-decisive playouts (Teytaud and Teytaud 2010): win at
  once when you can, else keep the opponent from winning at once.
- ``prior=evaluate``: progressive bias (Chaslot et al. 2008), a heuristic's opinion of each
  new child that fades as its visits grow.
- ``reuse=tree``: the subtree of the position reached, from the previous search.
- ``cutoff=n``: early playout termination (Lorentz 2016): a playout stops after ``n`` moves
  and the game's heuristic values where it stopped (a game that declares
  :class:`~ttt_lab.core.HasEvaluatedPlayout`, as Ultimate does). The value, in (-1, 1) from
  MAX's view, is backed up as a share of a win: ``(1 + v) / 2`` to MAX, the rest to MIN, so
  ``wins`` may be fractional. Iterations get cheaper, and each tells more than a coin-flip
  result of 50 random moves.
- ``minimax=a`` (with a ``cutoff``): implicit minimax backups (Lanctot, Winands, Pepels and
  Sturtevant 2014): each new node's evaluation is also backed up by minimax through the
  tree, and selection reads ``(1 - a) * win rate + a * minimax value``: the playouts'
  average and the evaluation's best line, side by side.
- ``mixing=l`` (with a ``cutoff``): each new node is valued by both (AlphaGo's mixing,
  Silver et al. 2016): ``(1 - l) * evaluation + l * z``, ``z`` the result of a random playout
  from it to the end: the evaluation's judgement and a playout's facts, which stay unbiased.

One implementation serves every game; a game that plays its own playouts faster declares
it (:class:`~ttt_lab.core.HasPlayout`, as Ultimate does). A time budget holds: the clock is
read every iteration, and Python's garbage collector waits until the search is over (the
tree, :mod:`ttt_lab.search.mcts_node`, has no reference cycles, so it needs none).

The tree is the record. ``result.stats["tree"]`` is the root :class:`MCTSNode`; every node
has ``visits``, ``wins``, ``draws`` and ``children``, and the root converts itself with
:meth:`MCTSNode.to_search_tree` (the :class:`~ttt_lab.search.SearchTree` that tree plots
read) or :meth:`MCTSNode.to_networkx`. An ``observer`` passed to :func:`mcts` is shown the
same finished tree, node by node depth-first, once the iterations are over (not each
iteration as it happens): so ``mcts(..., observer=SearchTree())`` records it too.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> result = mcts(game, game.parse("XX./OO./..."), iterations=300, seed=1)
    >>> result.move  # X completes the top row
    (0, 2)
    >>> tree = result.stats["tree"]
    >>> tree.visits, sum(child.visits for child in tree.children)
    (300, 300)
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.core import (
    Game,
    HasEvaluatedPlayout,
    HasPlayout,
    HasThreats,
    Move,
    check_position,
    is_int,
    opponent,
)
from ttt_lab.search.budget import collector_paused
from ttt_lab.search.mcts_node import DEFAULT_EXPLORATION, INF, PLAYOUT_KIND, MCTSNode
from ttt_lab.search.mcts_trace import Candidate, Credit, MCTSIteration, MCTSTrace, SelectionStep, ucb_terms
from ttt_lab.search.observer import SearchObserver
from ttt_lab.search.result import SearchResult

__all__ = ["DEFAULT_EXPLORATION", "DEFAULT_PRIOR_WEIGHT", "PLAYOUT_KIND", "MCTSNode", "check_budget", "mcts"]

DEFAULT_PRIOR_WEIGHT = 1.0
"""Progressive bias's weight: a child's prior counts like one playout's result, fading as ``1/(visits + 1)``."""

RESERVE = 0.05
"""The share of a time budget kept back for returning the move (see ``RESERVE_CAP``)."""

RESERVE_CAP = 0.02
"""... but never more than this many seconds."""

def mcts(
    game: Game[Any, Any],
    state: Any,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    rng: random.Random | None = None,
    seed: int | None = None,
    exploration: float = DEFAULT_EXPLORATION,
    solver: bool = False,
    decisive: bool = False,
    prior: Callable[[Any], float] | None = None,
    prior_weight: float = DEFAULT_PRIOR_WEIGHT,
    reuse: MCTSNode | None = None,
    cutoff: int | None = None,
    minimax: float = 0.0,
    mixing: float = 0.0,
    observer: SearchObserver | None = None,
    trace: MCTSTrace | None = None,
) -> SearchResult:
    """Choose a move by UCT Monte Carlo tree search, plain or with the enhancements that make
    it strong (each a switch, all off by default).

    Wins, draws and losses are read from the sign of ``game.utility`` (a draw counts half a
    win), so any game whose utilities are positive for a win works.

    Args:
        game: any :class:`~ttt_lab.core.Game`. One that declares
            :class:`~ttt_lab.core.HasPlayout` plays its own playouts (faster, same moves).
        state: the position to search.
        iterations: how many playouts to run.
        seconds: a time budget instead (or as well: the search stops at whichever comes
            first). The clock is read every iteration, and the search stops when the time
            left (less a small reserve) is shorter than the longest iteration so far, so
            that it ends within the budget. At least one iteration always runs.
        rng: the random generator for expansions and playouts.
        seed: a seed for a new ``random.Random`` (give ``rng`` or ``seed``, not both).
        exploration: UCT's ``c``; larger explores more, 0 only exploits.
        solver: MCTS-Solver (see the module docstring): proven wins and losses (and draws)
            are backed up, selection never enters a move proven lost, and the search stops
            once the root is proven.
        decisive: decisive and anti-decisive playouts: a side that can win at once does, and
            else avoids (or, knowing :class:`~ttt_lab.core.HasThreats`, blocks) an immediate
            win of the opponent's.
        prior: an evaluation ``prior(state)`` from MAX's view in [-1, 1] (e.g. the game's
            heuristic): progressive bias adds ``prior_weight * h / (visits + 1)`` to a
            child's score, ``h`` the evaluation in [0, 1] for the side that moved into it.
        prior_weight: the weight of the prior (ignored without ``prior``).
        reuse: the root :class:`MCTSNode` of an earlier search (``result.stats["tree"]``)
            from a position one or two moves before ``state``: the subtree of ``state`` is
            detached from it and searched on, its statistics kept. Without such a subtree
            the search starts afresh. Reuse a tree grown with the same switches.
        cutoff: early playout termination: each playout stops after ``cutoff`` moves (0:
            none, the new node is evaluated at once) and the game's evaluation of the
            position reached is backed up as a share of a win (see the module docstring).
            Needs a game that declares :class:`~ttt_lab.core.HasEvaluatedPlayout`.
        minimax: implicit minimax backups' weight ``a`` in [0, 1] (0: off; needs a
            ``cutoff``): selection scores a child by ``(1 - a) * win rate + a * v``, ``v`` the
            evaluation backed up by minimax over the tree below it (see the module docstring).
        mixing: the weight ``l`` in [0, 1] of a whole random playout's result beside the
            evaluated playout's value (0: off; needs a ``cutoff``): the value backed up is
            ``(1 - l) * evaluation + l * result`` (see the module docstring).
        observer: shown the finished tree (see the module docstring), then ``finish``.
        trace: an :class:`~ttt_lab.search.mcts_trace.MCTSTrace` that records each iteration's
            four phases as they happen (selection with UCB1's terms, expansion, playout,
            backpropagation), for the MCTS stepper. Without one the search pays nothing for it.

    Returns:
        A :class:`SearchResult`: ``move`` is the most visited root child (with the solver, a
        proven win first and never a proven loss if another move is left), ``value`` its
        mean result from MAX's view (in [-1, 1]; the exact value once proven), ``pv`` the
        most visited path, ``nodes`` the size of the tree. ``move_values`` maps every
        expanded root move to its mean result from MAX's view (``2 * win_rate - 1`` when MAX
        moves, ``1 - 2 * win_rate`` when MIN does). ``stats`` holds ``tree`` (the root
        :class:`MCTSNode`), ``iterations`` (run by this search), ``playout_moves``,
        ``exploration``, ``proven`` (the root's proven value from MAX's view, or ``None``),
        ``reused`` (visits the root already had) and ``children``: one row per root move
        with its visits, wins, draws, losses, win rate (for the side to move) and proven
        value, most visited first.

    Raises:
        ValueError: no budget, a budget that is not positive, both ``rng`` and ``seed``, an
            ``rng`` that is not a ``random.Random``, an ``exploration`` or ``prior_weight``
            that is negative or not finite, a ``prior`` that is not callable, a ``reuse``
            that is not an :class:`MCTSNode`, or a ``cutoff`` that is not an int >= 0 or
            for a game without :class:`~ttt_lab.core.HasEvaluatedPlayout`, or a ``minimax``
            or ``mixing`` weight outside [0, 1] or without a ``cutoff``.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> result = mcts(game, game.parse("X../.O./..X"), iterations=2000, seed=7)
        >>> result.move in [(0, 1), (1, 0), (1, 2), (2, 1)]  # O must take an edge
        True
        >>> result.stats["children"][0]["move"] == result.move
        True
        >>> mcts(game, game.parse("X../.O./..X"), iterations=5000, seed=7, solver=True).stats["proven"]
        0
    """
    check_budget(iterations, seconds)
    check_position(game, state)
    _check_options(rng, seed, exploration, prior, prior_weight, reuse)
    _check_cutoff(game, cutoff, minimax)
    _check_cutoff(game, cutoff, mixing, "mixing")
    if rng is None:
        rng = random.Random(seed)
    random_unit = rng.random
    start = time.perf_counter()
    # The loop aims a little before the budget ends (RESERVE of it, at most RESERVE_CAP
    # seconds): on a loaded machine the process may wait its turn for a core longer than it
    # ever did during the search, and the move must still come back within the budget.
    deadline = None if seconds is None else start + seconds - min(RESERVE * seconds, RESERVE_CAP)
    limit = iterations if iterations is not None else -1
    with collector_paused():
        root, nodes, reused = _search(game, state, limit, deadline, random_unit, exploration, solver, decisive,
                                      prior, prior_weight, reuse, cutoff, minimax, mixing, trace)
    done, playout_moves, nodes_count = nodes
    result = _result(game, state, root, solver, reused, start, algorithm="mcts", iterations=done,
                     playout_moves=playout_moves, nodes=nodes_count, exploration=exploration)
    if observer is not None:
        root.replay(observer)
        observer.finish(result)
    return result


def _check_options(rng: object, seed: object, exploration: object, prior: object, prior_weight: object,
                   reuse: object) -> None:
    if rng is not None and seed is not None:
        raise ValueError("give rng or seed, not both")
    for name, number in (("exploration", exploration), ("prior_weight", prior_weight)):
        if (not isinstance(number, (int, float)) or isinstance(number, bool)
                or not math.isfinite(number) or number < 0):
            raise ValueError(f"{name} must be a finite number >= 0, got {number!r}")
    if rng is not None and not isinstance(rng, random.Random):
        raise ValueError(f"rng must be a random.Random (or pass seed=...), got {rng!r}")
    if seed is not None and not is_int(seed):
        raise ValueError(f"seed must be an int or None, got {seed!r}")
    if prior is not None and not callable(prior):
        raise ValueError(f"prior must be a function of a state, or None, got {prior!r}")
    if reuse is not None and not isinstance(reuse, MCTSNode):
        raise ValueError(f"reuse must be the MCTSNode of an earlier search (result.stats['tree']), got {reuse!r}")


def _check_cutoff(game: Game[Any, Any], cutoff: object, weight: object, name: str = "minimax") -> None:
    """Check ``cutoff``, and ``weight`` (the option ``name``: minimax or mixing) that needs it."""
    if (not isinstance(weight, (int, float)) or isinstance(weight, bool) or not 0 <= weight <= 1):
        raise ValueError(f"{name} must be a weight in [0, 1], got {weight!r}")
    if cutoff is None:
        if weight:
            raise ValueError(f"{name} weighs the evaluation of evaluated playouts: give a cutoff too")
        return
    if not is_int(cutoff) or cutoff < 0:  # type: ignore[operator]
        raise ValueError(f"cutoff must be an int >= 0 (moves before the evaluation) or None, got {cutoff!r}")
    if not isinstance(game, HasEvaluatedPlayout):
        raise ValueError(f"cutoff needs a game that evaluates its playouts (HasEvaluatedPlayout); {game!r} does not")


def _search(game: Game[Any, Any], state: Any, limit: int, deadline: float | None, random_unit: Callable[[], float],
            exploration: float, solver: bool, decisive: bool, prior: Callable[[Any], float] | None,
            prior_weight: float, reuse: MCTSNode | None, cutoff: int | None, minimax: float, mixing: float,
            trace: MCTSTrace | None) -> tuple[MCTSNode, tuple[int, int, int], int]:
    """The iterations; returns the root, (iterations, playout moves, tree size), reused visits."""
    MAX = game.players[0]
    result_of, actions_of, is_terminal, utility = game.result, game.actions, game.is_terminal, game.utility
    fast_playout = game.playout if isinstance(game, HasPlayout) else None
    evaluated_playout = game.evaluated_playout if isinstance(game, HasEvaluatedPlayout) else None
    cut = 0 if cutoff is None else cutoff
    average = 1 - minimax  # the playouts' weight in a child's score
    perf_counter = time.perf_counter

    def new_node(child_state: Any, move: Move | None, parent: MCTSNode | None, mover_is_max: bool) -> MCTSNode:
        terminal = is_terminal(child_state)
        maximizing = (not mover_is_max) if terminal else game.to_move(child_state) == MAX
        node = MCTSNode(child_state, move, parent, mover_is_max, maximizing, terminal, [] if terminal else None)
        if terminal and minimax:
            outcome = utility(child_state, MAX)
            node._minimax = 0.5 if outcome == 0 else 1.0 if (outcome > 0) == mover_is_max else 0.0
        if terminal and solver:
            outcome = utility(child_state, MAX)
            _prove(node, 0 if outcome == 0 else 1 if (outcome > 0) == mover_is_max else -1)
        elif prior is not None:
            estimate = utility(child_state, MAX) if terminal else prior(child_state)
            node._bias = prior_weight * (1 + (estimate if mover_is_max else -estimate)) / 2
            node._rate = 0.5 + node._bias
        return node

    root = _detach(game, state, reuse)
    nodes = reused = 0
    if root is None:
        root = new_node(state, None, None, game.to_move(state) != MAX)
        nodes = 1
    else:
        reused = root.visits
        nodes = root.size()
    if trace is not None:
        trace.start(game, state, exploration)
    steps: list[SelectionStep] = []
    playout: list[Move] = []
    done = playout_moves = 0
    log, sqrt = math.log, math.sqrt
    # The clock is read before every iteration but the first. The search also stops when the
    # time left is shorter than the longest stretch between two readings so far: one more
    # iteration may take that long (on a loaded machine, mostly the time spent waiting for a
    # core), and it must end within the budget.
    longest = 0.0
    last = perf_counter()
    while done != limit and root.proven is None:
        if done and deadline is not None:
            now = perf_counter()
            if now - last > longest:
                longest = now - last
            last = now
            if now + longest >= deadline:
                break
        done += 1
        node = root
        path = [root]
        # 1. Selection: descend through fully expanded nodes by the UCT score. A child proven
        #    lost for the side choosing scores -inf; a proven node is a leaf of known value.
        while node.proven is None and not node.untried and node.children:
            spread = exploration * sqrt(log(node.visits))
            best, best_score = node.children[0], -INF
            for child in node.children:
                score = child._rate + spread * child._inv_sqrt_visits
                if score > best_score:
                    best, best_score = child, score
            if trace is not None:
                steps.append(_selection_step(node, best, exploration))
            node = best
            path.append(node)
        # 2. Expansion: one random untried move becomes a child.
        if node.untried is None:
            node.untried = list(actions_of(node.state))
        expanded = None
        if node.untried and node.proven is None:
            untried = node.untried
            move = expanded = untried.pop(int(random_unit() * len(untried)))
            child = new_node(result_of(node.state, move), move, node, node.maximizing)
            node.children.append(child)
            nodes += 1
            node = child
            path.append(node)
        # 3. Simulation: random moves to the end of the game (none from a finished or proven node),
        #    or with a cutoff to the cutoff, and the evaluation there: ``share`` is MAX's part of a win.
        share = None
        if node.proven is not None:
            max_won = None if node.proven == 0 else (node.proven > 0) == node.mover_is_max
        elif node.terminal:
            outcome = utility(node.state, MAX)
            max_won = None if outcome == 0 else outcome > 0
        elif cutoff is not None and evaluated_playout is not None:
            outcome, plies = evaluated_playout(node.state, random_unit, cut, decisive,
                                               playout if trace is not None else None)
            playout_moves += plies
            if minimax and expanded is not None:
                # The new node's own evaluation (the playout's when it stopped at once).
                value = outcome if cut == 0 else evaluated_playout(node.state, random_unit, 0)[0]
                node._minimax = (1 + value) / 2 if node.mover_is_max else (1 - value) / 2
            if mixing and -1 < outcome < 1:
                if fast_playout is not None:
                    result, plies = fast_playout(node.state, random_unit, decisive, None)
                else:
                    result, plies = _playout(game, node.state, random_unit, decisive, None)
                playout_moves += plies
                outcome = (1 - mixing) * outcome + mixing * result
            max_won = None if outcome == 0 else outcome > 0
            if -1 < outcome < 1:
                share = (1 + outcome) / 2
        else:
            record = playout if trace is not None else None
            if fast_playout is not None:
                outcome, plies = fast_playout(node.state, random_unit, decisive, record)
            else:
                outcome, plies = _playout(game, node.state, random_unit, decisive, record)
            playout_moves += plies
            max_won = None if outcome == 0 else outcome > 0
        # 4. Backpropagation: each node counts the result for the side that moved into it;
        #    with the solver a proof climbs as far as it settles the nodes above.
        if solver and node.proven is not None:
            _back_up_proof(node)
        if minimax:
            # The side to move at a node takes its best child: the node's share is what is left.
            for walker in reversed(path[:-1]):
                if walker.proven is None:
                    walker._minimax = 1 - max(child._minimax for child in walker.children)
        for walker in path:
            visits = walker.visits = walker.visits + 1
            if share is not None:
                walker.wins += share if walker.mover_is_max else 1 - share
            elif max_won is None:
                walker.draws += 1
            elif max_won == walker.mover_is_max:
                walker.wins += 1
            if walker.proven is None:
                walker._rate = (walker.wins + 0.5 * walker.draws) / visits + walker._bias / (visits + 1)
                if minimax:
                    walker._rate = average * walker._rate + minimax * walker._minimax
                walker._inv_sqrt_visits = 1 / sqrt(visits)
        if trace is not None:
            winner = None if max_won is None or share is not None else game.players[0 if max_won else 1]
            trace.record(MCTSIteration(done, tuple(steps), expanded, tuple(playout), winner,
                                       _credits(path, max_won, share, game.players)))
            steps, playout = [], []
    return root, (done, playout_moves, nodes), reused


def _playout(game: Game[Any, Any], state: Any, random_unit: Callable[[], float], decisive: bool,
             record: list[Move] | None) -> tuple[float, int]:
    """Random moves from ``state`` to the end through the Game protocol: MAX's utility there
    and the number of moves. ``decisive``: win at once when a move does; else, when the game
    knows threats (:class:`~ttt_lab.core.HasThreats`), take a cell the opponent would win on."""
    MAX = game.players[0]
    result_of, actions_of, is_terminal = game.result, game.actions, game.is_terminal
    threats = game if decisive and isinstance(game, HasThreats) else None
    plies = 0
    current = state
    while not is_terminal(current):
        moves = actions_of(current)
        chosen = None
        if decisive:
            chosen = _decisive_choice(game, current, moves, threats, random_unit)
        if chosen is None:
            chosen = moves[int(random_unit() * len(moves))]
        current = result_of(current, chosen)
        plies += 1
        if record is not None:
            record.append(chosen)
    return game.utility(current, MAX), plies


def _decisive_choice(game: Game[Any, Any], state: Any, moves: Sequence[Move], threats: HasThreats | None,
                     random_unit: Callable[[], float]) -> Move | None:
    """A move that wins at once, else one that blocks the opponent's immediate win, else ``None``."""
    mover = game.to_move(state)
    if threats is not None:
        legal = set(moves)
        wins: list[Move] = [move for move in threats.completing_cells(state, mover) if move in legal]
        if wins:
            return wins[0]
        blocks: list[Move] = [move for move in threats.completing_cells(state, opponent(game, mover)) if move in legal]
        return blocks[int(random_unit() * len(blocks))] if blocks else None
    for move in moves:  # without threats: try each move (anti-decisive would cost a move squared)
        after = game.result(state, move)
        if game.is_terminal(after) and game.utility(after, mover) > 0:
            return move
    return None


def _prove(node: MCTSNode, proven: int) -> None:
    """Mark ``node`` proven for the side that moved into it (1 won, 0 drawn, -1 lost), and fix
    the score its parent selects by: a proven loss is never chosen, a draw is worth exactly half."""
    node.proven = proven
    node._rate = INF if proven > 0 else -INF if proven < 0 else 0.5
    node._minimax = 1.0 if proven > 0 else 0.0 if proven < 0 else 0.5
    node._inv_sqrt_visits = 0.0


def _back_up_proof(node: MCTSNode) -> None:
    """MCTS-Solver's backup: a parent is lost for the side that moved into it when one of its
    moves is proven won, and settled when all its moves are expanded and proven (then it is
    worth the best of them for the side to move). Stops at the first node left open."""
    child, parent = node, node.parent
    while parent is not None and parent.proven is None:
        if child.proven == 1:
            _prove(parent, -1)
        elif not parent.untried and all(sibling.proven is not None for sibling in parent.children):
            _prove(parent, -max(sibling.proven or 0 for sibling in parent.children))
        else:
            return
        child, parent = parent, parent.parent


def _detach(game: Game[Any, Any], state: Any, previous: MCTSNode | None) -> MCTSNode | None:
    """The node of ``previous``'s tree (its root, a child or a grandchild) for ``state``, cut
    loose to become a new root; ``None`` if the tree does not hold it."""
    if previous is None:
        return None
    key = game.key(state)
    level = [previous]
    for _ in range(3):
        for node in level:
            if game.key(node.state) == key:
                if node.parent is not None:
                    node.parent.children.remove(node)  # the old tree lets go of it
                node.parent, node.move = None, None
                return node
        level = [child for node in level for child in node.children]
    return None


def _result(game: Game[Any, Any], state: Any, root: MCTSNode, solver: bool, reused: int, start: float,
            algorithm: str, iterations: int, playout_moves: int, nodes: int, exploration: float) -> SearchResult:
    MAX = game.players[0]
    ordered = sorted(root.children, key=lambda c: (-c.visits, -c.win_rate))
    children_rows = [
        {"move": c.move, "visits": c.visits, "wins": c.wins, "draws": c.draws, "losses": c.losses,
         "win_rate": c.win_rate, "value": c.value, "proven": c.proven}
        for c in ordered
    ]
    best = root.best_child()
    if root.terminal:
        value = float(game.utility(state, MAX))
    elif best is None:
        value = root.value
    else:
        value = best.value if best.proven is None else float(best.proven if best.mover_is_max else -best.proven)
    proven = None if root.proven is None else (root.proven if root.mover_is_max else -root.proven)
    return SearchResult(
        value=value, move=None if best is None else best.move, pv=root.principal_variation(), nodes=nodes,
        algorithm=algorithm, seconds=time.perf_counter() - start,
        move_values={child.move: child.value for child in root.children},
        stats={"tree": root, "iterations": iterations, "playout_moves": playout_moves, "exploration": exploration,
               "proven": proven, "reused": reused, "children": children_rows},
    )


def _selection_step(node: MCTSNode, chosen: MCTSNode, exploration: float) -> SelectionStep:
    """What selection saw at ``node``: every child's UCB1 terms, from :func:`ucb_terms`."""
    candidates = tuple(
        Candidate(child.move, child.wins + 0.5 * child.draws, child.visits,
                  *ucb_terms(child.wins + 0.5 * child.draws, child.visits, node.visits, exploration))
        for child in node.children
    )
    return SelectionStep(node.visits, candidates, chosen.move)


def _credits(path: list[MCTSNode], max_won: bool | None, share: float | None,
             players: tuple[str, str]) -> tuple[Credit, ...]:
    """What backpropagation gave each node of ``path``, from the root down (``share``: MAX's
    part of a win from an evaluated playout, else ``None``)."""
    credits = []
    for depth, node in enumerate(path):
        moves = tuple(step.move for step in path[1 : depth + 1])
        if share is not None:
            credit = share if node.mover_is_max else 1 - share
        else:
            credit = 0.5 if max_won is None else 1.0 if max_won == node.mover_is_max else 0.0
        credits.append(Credit(moves, None if depth == 0 else players[0 if node.mover_is_max else 1], credit))
    return tuple(credits)


def check_budget(iterations: int | None, seconds: float | None) -> None:
    """Raise ``ValueError`` unless ``iterations`` and/or ``seconds`` make a usable budget."""
    if iterations is None and seconds is None:
        raise ValueError("mcts needs a budget: pass iterations=... or seconds=... (or both)")
    if iterations is not None and (
        not isinstance(iterations, int) or isinstance(iterations, bool) or iterations < 1
    ):
        raise ValueError(f"iterations must be an int >= 1, got {iterations!r}")
    if seconds is not None and (
        not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not seconds > 0
        or seconds == INF
    ):
        raise ValueError(f"seconds must be a finite number > 0, got {seconds!r}")
