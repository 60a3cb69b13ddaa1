"""The m,n,k solver: perfect play on tic-tac-toe boards of any size, in pure Python.

:class:`MNKSolver` proves the value of any m,n,k position (win, draw or loss with perfect
play) with a negamax alpha-beta over the three values -1, 0 and +1, and picks moves that keep
that value while winning as fast, or losing as slowly, as possible. It is the exact solver
that ``MNK`` declares (:class:`~ttt_lab.core.HasExactSolver`), so
:func:`~ttt_lab.search.solve` uses it for every m,n,k position (:func:`solve_mnk`). Each
idea that makes it fast is a constructor switch, so a notebook can turn them off one at a
time and see what each is worth (:func:`ablation`):

``table``
    A transposition table: every position met is stored with a lower and an upper bound on
    its value (the textbook's exact / lower / upper flags, merged so that two searches with
    different windows sharpen one entry) and the best move found, which is tried first the
    next time. The table lives as long as the solver, so the later moves of a game are
    answered from it. (Probing every child before searching any, the "enhanced
    transposition cutoff", saved 10% of the nodes but cost more time than it saved.)
``symmetry``
    Table keys are canonical over the board's symmetries (8 on a square board, 4 on a
    rectangle), so a position and its mirror images share one entry. The images of the key
    are updated move by move, one OR per symmetry; from 8 stones on, where symmetric
    transpositions are rare, a position keeps its own key.
``threats``
    A side that can complete a line takes the win; a side facing one immediate win of the
    opponent must block it (a single forced move); a side facing two of them has lost.
``dead_cells``
    A cell that lies on no line still open for either side (every line through it holds
    stones of both colours) can never matter: playing it is a pass, and passing never helps
    in these games (an extra stone never hurts its owner), so such cells are never tried;
    when only dead cells are left, the game is a draw.
``ordering``
    The table's move first, then the cells by the weight of the open lines through them
    (2**stones for each side's still-open lines, the Erdős–Selfridge weights), own lines
    counted three times when only a win would help, so that threats and blocks come first
    and cutoffs come early.
``threat_makers``
    With ``ordering``: before any weight, the moves that make a threat (they give a line
    free of the opponent's stones its k - 1th stone of the mover's), those making most
    threats first. The opponent must answer a threat at once, which leaves it one move
    instead of a choice; and a defender's counter-threat is often the quickest refutation
    of an attack. The counts live in the same packed per-cell weights, updated move by
    move. From the empty board, 7x5 k = 4 takes 5,732 nodes instead of 244,636 and
    8x4 k = 4 1,843,114 instead of 3,513,514; and 7x7 with k = 5, reported a draw by one
    published source, is proved a draw in 2,463,266 nodes (36 s on the benchmarks'
    machine: ``benchmarks/bench_mnk_solver.py --slow``). Left out after measuring: threat
    makers first for the defender alone (about five times the nodes on 7x5); the defender
    weighing its own lines two or three times, a counter-attack without counting threats
    (it helps 7x5 but costs 7x4 up to twice the nodes).
``potential_bound``
    A static draw bound from the Erdős–Selfridge potential, stated precisely below; it
    proves, without search, that a side can never complete a line.
``pairing``
    A second static draw bound, a pairing strategy: if the empty cells hold disjoint pairs
    such that every line still open for a side contains a whole pair, the opponent can
    answer each of that side's moves into a pair with the other cell of the pair, and the
    side never completes a line (Hales and Jewett's pairing argument; Beck 2008, ch. 1).
    It catches what the potential misses: on the 4x4 board with k = 4, X to move in
    ``..../..../..OO/X..X`` has potential 11 and a best cell of weight 5 (in units of
    2**-4), together 1, too much for the bound; yet six disjoint pairs block every line
    still open for X (:meth:`MNKSolver.blocking_pairs`). Finding a pairing is a small search
    (:mod:`ttt_lab.search.mnk.pairing`), cut off after ``PAIRING_STEPS`` steps: a pairing that is not found only costs the pruning. The
    solver asks for one where it would end the search: at a node where only a win would
    improve on what the side to move already has, and whose potential (below) is under 1.5,
    since with more weight a pairing is seldom there to find.
``null_windows``
    A root is settled by yes/no questions instead of one full-window search: "does the
    side to move win?" (the window (0, 1)), then, if not, "does it at least draw?"
    ((-1, 0)); a win needs only the first (MTD(f) from the guess "win",
    :mod:`ttt_lab.search.mnk.null_window`). Both share the table. From the empty board,
    7x5 k = 4 (a win) takes 5,732 nodes instead of 15,731; 8x4 k = 4 (a draw), 1,843,114
    nodes either way (5% more time: more pairings are asked for); the other boards of the
    benchmarks within 5% either way. (Asking "at least a draw?" first costs 15,860 nodes on
    7x5 and 2,033,289 on 8x4: the first test's table moves mislead the second.) A watched
    search (an observer) keeps the full window, so that its tree is one search.

The Erdős–Selfridge criterion used here. For a side S and a position, let the potential be
``Φ_S = Σ 2**(s_L - k)`` over the lines L that hold no stone of S's opponent, where ``s_L``
is the number of S's stones in L, and let ``w_S(c)`` be the part of ``Φ_S`` from the lines
through the empty cell c. Then S can never complete a line if

1. S's opponent is to move and ``Φ_S < 1``; or
2. S is to move and ``Φ_S + max_c w_S(c) < 1`` (S's move to c raises ``Φ_S`` by exactly
   ``w_S(c)``, leaving case 1). Since ``w_S(c) <= Φ_S``, ``Φ_S < 1/2`` is enough: on the
   empty board this is the classical statement, Σ 2**-|line| < 1/2 with Maker moving first.

Proof (Erdős and Selfridge): the opponent plays greedily, always the empty cell of largest
weight for S. Its move lowers ``Φ_S`` by that largest weight; S's next move raises it by at
most the weight its cell had, which was no larger; so ``Φ_S`` never grows, while a completed
line alone would make ``Φ_S >= 1``. (P. Erdős and J. L. Selfridge, "On a combinatorial game",
J. Combinatorial Theory A 14 (1973) 298-301; J. Beck, "Combinatorial Games: Tic-Tac-Toe
Theory", Cambridge University Press 2008.) It is a Maker-Breaker argument: the opponent
only blocks, and if it completes a line of its own on the way, S has not won either; so in
the real game the bound says "S scores at most a draw".

The solver works in units of ``2**-k`` (a line contributes ``2**s_L``, the threshold is
``2**k``) and uses the bound four ways: with me to move, test 1 for the opponent gives
"value >= 0" and test 2 for me gives "value <= 0"; a move c with ``Φ_me + w_me(c) < 1``
cannot win and is skipped when only a win would help; and when my block of the opponent's
heaviest cell b leaves it (to move) passing test 2, computed exactly after b, that block
proves "value >= 0" without a search below it.

The rooms of this package: :mod:`~ttt_lab.search.mnk.solver` (the solver's public face),
:mod:`~ttt_lab.search.mnk.kernel` (the value search and its table format),
:mod:`~ttt_lab.search.mnk.choice` (quickest win, slowest loss, heaviest draw),
:mod:`~ttt_lab.search.mnk.pairing`, :mod:`~ttt_lab.search.mnk.book` (opening books) and
:mod:`~ttt_lab.search.mnk.build_book` (building them), :mod:`~ttt_lab.search.mnk.exact`
(the door :func:`~ttt_lab.search.solve` opens), :mod:`~ttt_lab.search.mnk.ordering` and
:mod:`~ttt_lab.search.mnk.evaluation` (move orderings and an evaluation for generic
alpha-beta on these boards), :mod:`~ttt_lab.search.mnk.ablation`.

Example:
    >>> from ttt_lab.games.mnk import MNK
    >>> from ttt_lab.search import solve
    >>> result = solve(MNK(4, 4, 3), MNK(4, 4, 3).initial_state())
    >>> result.value, result.algorithm
    (1, 'm,n,k solver')
"""

from ttt_lab.search.mnk.ablation import ablation
from ttt_lab.search.mnk.book import OpeningBook
from ttt_lab.search.mnk.evaluation import aima_evaluation, line_evaluation
from ttt_lab.search.mnk.exact import solve_mnk, solver_for
from ttt_lab.search.mnk.ordering import centre_first, threats_first
from ttt_lab.search.mnk.solver import PAIRING_STEPS, SYMMETRY_STONES, TECHNIQUES, MNKSolver

__all__ = [
    "PAIRING_STEPS",
    "SYMMETRY_STONES",
    "TECHNIQUES",
    "MNKSolver",
    "OpeningBook",
    "ablation",
    "aima_evaluation",
    "centre_first",
    "line_evaluation",
    "solve_mnk",
    "solver_for",
    "threats_first",
]
