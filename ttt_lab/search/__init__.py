"""Game-tree search over the :class:`~ttt_lab.core.Game` protocol: one implementation of each
algorithm, each returning a :class:`SearchResult` and able to report to an observer."""

from ttt_lab.search.alphabeta import MoveOrder, alphabeta
from ttt_lab.search.evaluation import line_evaluation
from ttt_lab.search.exploit import line_that_beats
from ttt_lab.search.mcts import MCTSNode, mcts
from ttt_lab.search.minimax import minimax
from ttt_lab.search.mnk_solver import MNKSolver, SearchLimitError, ablation
from ttt_lab.search.observer import (
    RecordingLimitError,
    SearchEvent,
    SearchNode,
    SearchObserver,
    SearchTree,
)
from ttt_lab.search.ordering import centre_first, given_order, threats_first
from ttt_lab.search.result import SearchResult
from ttt_lab.search.solve import solve
from ttt_lab.search.table import Bound, TableEntry, TranspositionTable

__all__ = [
    "Bound",
    "MCTSNode",
    "MNKSolver",
    "MoveOrder",
    "RecordingLimitError",
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
    "given_order",
    "line_evaluation",
    "line_that_beats",
    "mcts",
    "minimax",
    "solve",
    "threats_first",
]
