"""The games, rules only: tic-tac-toe on any m,n,k board, Ultimate tic-tac-toe, Cat and Mice,
and the textbook trees of AIMA chapter 5 (plus list boards for exercises).

Example:
    >>> from ttt_lab.games import TicTacToe
    >>> game = TicTacToe()
    >>> game.winner(game.parse("XXX/OO./..."))
    'X'
"""

from ttt_lab.games.cat_mice import CatAndMice, CatMiceState
from ttt_lab.games.list_board import ListBoardGame
from ttt_lab.games.mnk import MNK, MNKState, TicTacToe
from ttt_lab.games.trees import TreeGame, aima_figure_5_2, random_tree
from ttt_lab.games.ultimate import Ultimate, UltimateState

__all__ = [
    "MNK",
    "CatAndMice",
    "CatMiceState",
    "ListBoardGame",
    "MNKState",
    "TicTacToe",
    "TreeGame",
    "Ultimate",
    "UltimateState",
    "aima_figure_5_2",
    "random_tree",
]
