"""ttt_lab: learn game-tree search by playing tic-tac-toe-like games and opening up their AIs.

The everyday names are here: the games, the searches (``solve`` is the one door to perfect
play), the players and levels, games and tournaments between them, tree plots and the
board widgets. Each is imported when first used, so ``import ttt_lab`` stays quick and a
script that only plays games never loads matplotlib or ipywidgets.

Example:
    >>> import ttt_lab
    >>> game = ttt_lab.TicTacToe()
    >>> ttt_lab.solve(game, game.initial_state()).value
    0
    >>> ttt_lab.play_game(game, [ttt_lab.PerfectPlayer(), ttt_lab.RandomPlayer()], seed=1).winner != "O"
    True
"""

from __future__ import annotations

import os
import sys

if sys.argv[:1] == ["-m"] and sys.path[:1] in ([""], [os.getcwd()]):
    # ``python -m ttt_lab`` put the current folder first on the path: a student's json.py
    # or random.py there (``cd submissions && python -m ttt_lab tournament .``) must not
    # shadow a module of the teacher's process. Nothing here is imported from that folder.
    del sys.path[0]

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ttt_lab.arena import play_game, tournament
    from ttt_lab.core import IllegalMoveError
    from ttt_lab.games import MNK, CatAndMice, TicTacToe, TreeGame, Ultimate, aima_figure_5_2, random_tree
    from ttt_lab.players import (
        LEVELS,
        Decision,
        ExpectimaxPlayer,
        HardAI,
        HeuristicPlayer,
        HumanlikePlayer,
        MCTSPlayer,
        PerfectPlayer,
        RandomPlayer,
        WinBlockPlayer,
        player_for_level,
    )
    from ttt_lab.search import (
        Budget,
        SearchLimitError,
        SearchTree,
        TranspositionTable,
        alphabeta,
        expectimax,
        mcts,
        minimax,
        solve,
    )
    from ttt_lab.viz.tree_plot import plot_tree
    from ttt_lab.widgets import AIMatch, Board, CatMiceBoard, SearchStepper, TreeExplorer, UltimateBoard

_HOMES = {
    "ttt_lab.arena": ("play_game", "tournament"),
    "ttt_lab.core": ("IllegalMoveError",),
    "ttt_lab.games": ("MNK", "CatAndMice", "TicTacToe", "TreeGame", "Ultimate", "aima_figure_5_2", "random_tree"),
    "ttt_lab.players": (
        "LEVELS", "Decision", "ExpectimaxPlayer", "HardAI", "HeuristicPlayer", "HumanlikePlayer", "MCTSPlayer", "PerfectPlayer",
        "RandomPlayer", "WinBlockPlayer", "player_for_level",
    ),
    "ttt_lab.search": (
        "Budget", "SearchLimitError", "SearchTree", "TranspositionTable", "alphabeta", "expectimax", "mcts", "minimax", "solve",
    ),
    "ttt_lab.viz.tree_plot": ("plot_tree",),
    "ttt_lab.widgets": ("AIMatch", "Board", "CatMiceBoard", "SearchStepper", "TreeExplorer", "UltimateBoard"),
}
"""Where each everyday name lives. They are imported on first use: ``import ttt_lab`` loads
nothing, and only plots and widgets load matplotlib and ipywidgets, so a script that plays
games never pays for them."""

_LAZY = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value  # later look-ups skip this function
        return value
    raise AttributeError(f"module 'ttt_lab' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)


__all__ = [
    "LEVELS",
    "MNK",
    "AIMatch",
    "Board",
    "Budget",
    "CatAndMice",
    "CatMiceBoard",
    "Decision",
    "ExpectimaxPlayer",
    "HardAI",
    "HeuristicPlayer",
    "HumanlikePlayer",
    "IllegalMoveError",
    "MCTSPlayer",
    "PerfectPlayer",
    "RandomPlayer",
    "SearchLimitError",
    "SearchStepper",
    "SearchTree",
    "TicTacToe",
    "TranspositionTable",
    "TreeExplorer",
    "TreeGame",
    "Ultimate",
    "UltimateBoard",
    "WinBlockPlayer",
    "aima_figure_5_2",
    "alphabeta",
    "expectimax",
    "mcts",
    "minimax",
    "play_game",
    "player_for_level",
    "plot_tree",
    "random_tree",
    "solve",
    "tournament",
]
