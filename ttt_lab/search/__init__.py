"""Game-tree search over the :class:`~ttt_lab.core.Game` protocol: one implementation of each
algorithm, each returning a :class:`SearchResult` and able to report to an observer.

:func:`solve` is the one door to perfect play; :func:`minimax`, :func:`alphabeta` and
:func:`mcts` are the algorithms the course takes apart (:func:`expectimax` where chance moves too); :func:`retrograde` values every
position of a game at once, backwards from the finished ones (Cat and Mice's exact solver
reads the table it built); :mod:`ttt_lab.search.mnk` holds what only m,n,k boards need
(their exact solver, opening book, orderings and evaluation).
"""

from ttt_lab.search.alphabeta import MoveOrder, alphabeta
from ttt_lab.search.anytime import iterative_deepening
from ttt_lab.search.budget import Budget, SearchLimitError
from ttt_lab.search.expectimax import expectimax
from ttt_lab.search.exploit import line_that_beats
from ttt_lab.search.history import MoveHistory
from ttt_lab.search.mcts import MCTSNode, mcts
from ttt_lab.search.mcts_trace import MCTSTrace, ucb_terms
from ttt_lab.search.minimax import minimax
from ttt_lab.search.mnk import MNKSolver, ablation, centre_first, line_evaluation, threats_first
from ttt_lab.search.observer import (
    RecordingLimitError,
    SearchEvent,
    SearchNode,
    SearchObserver,
    SearchTree,
)
from ttt_lab.search.ordering import given_order
from ttt_lab.search.replay import partial_tree, replay
from ttt_lab.search.result import SearchResult
from ttt_lab.search.retrograde import RetrogradeTable, retrograde
from ttt_lab.search.solve import solve
from ttt_lab.search.table import Bound, TableEntry, TranspositionTable

__all__ = [
    "Bound",
    "Budget",
    "MCTSNode",
    "MCTSTrace",
    "MNKSolver",
    "MoveHistory",
    "MoveOrder",
    "RecordingLimitError",
    "RetrogradeTable",
    "SearchEvent",
    "SearchLimitError",
    "SearchNode",
    "SearchObserver",
    "SearchResult",
    "SearchTree",
    "TableEntry",
    "TranspositionTable",
    "ablation",
    "alphabeta",
    "centre_first",
    "expectimax",
    "given_order",
    "iterative_deepening",
    "line_evaluation",
    "line_that_beats",
    "mcts",
    "minimax",
    "partial_tree",
    "replay",
    "retrograde",
    "solve",
    "threats_first",
    "ucb_terms",
]
