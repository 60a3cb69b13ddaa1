"""Notebook widgets: boards to play on, AI-vs-AI matches, the search stepper and the tree explorer.

Example:
    >>> from ttt_lab.widgets import Board
    >>> board = Board(x="human", o="human")
    >>> board.status
    'X to move'
"""

from ttt_lab.widgets.ai_vs_ai import AIMatch
from ttt_lab.widgets.board import Board
from ttt_lab.widgets.cat_mice_board import CatMiceBoard
from ttt_lab.widgets.mcts_stepper import MCTSStepper
from ttt_lab.widgets.menus import BOARDS, DEFAULT_LEVEL, HUMAN
from ttt_lab.widgets.stepper import SearchStepper
from ttt_lab.widgets.tree_explorer import TreeExplorer
from ttt_lab.widgets.ultimate_board import UltimateBoard

__all__ = [
    "BOARDS",
    "DEFAULT_LEVEL",
    "HUMAN",
    "AIMatch",
    "Board",
    "CatMiceBoard",
    "MCTSStepper",
    "SearchStepper",
    "TreeExplorer",
    "UltimateBoard",
]
