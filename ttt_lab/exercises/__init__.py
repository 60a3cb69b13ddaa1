"""Checkers for the course's exercises: run a student's function and name the bug.

Each checker runs the student's function on graded positions and trees, compares it with
the library's own search (the one implementation of each algorithm), prints a friendly
diagnosis and returns a :class:`CheckReport`. A diagnosis is a list of named
:class:`Problem` s, most fundamental first: "does not alternate MAX and MIN", "returns the
value for the wrong player", "keeps visiting children after a cutoff"...

- :func:`check_minimax`: ``fn(game, state) -> value`` (or ``(value, move)``).
- :func:`check_depth_limited_minimax`: ``fn(game, state, depth, evaluate) -> value``.
- :func:`check_alphabeta`: ``fn(game, state)`` or ``fn(game, state, alpha, beta)``.
- :func:`check_evaluation`: ``fn(state) -> float``, an evaluation for depth-limited search.
- :func:`check_win_test`: ``fn(board) -> "X" | "O" | None`` (or ``fn(board, k)``).
- :func:`check_ucb` and :func:`check_backpropagation`: MCTS's UCB1 score and its
  backpropagation over a path of :class:`PathNode` s.
- :func:`check_iterative_deepening`: ``fn(game, state, evaluate, max_depth)`` returning one
  ``(value, move)`` per depth.
- :func:`check_negamax`: ``fn(game, state) -> value`` for the side to move.
- :func:`check_quiescence`: ``fn(game, state, evaluate) -> value`` at the depth limit,
  following only forcing moves.
- :func:`check_retrograde`: ``fn(game) -> {game.key(state): value}`` for every reachable
  position, by retrograde analysis.
- :func:`check_table_alphabeta`: ``fn(game, state, depth, evaluate, alpha, beta, table)``,
  depth-limited alpha-beta with a transposition table that stores bounds and depths.
- :func:`check_expectimax`: ``fn(game, state) -> value`` (or ``(value, move)``) on games with
  chance nodes.
- :func:`which_leaves_are_pruned` and :func:`random_pruning_quiz`: pruning practice.
- ``reference_minimax``, ``reference_alphabeta``...: solutions for the notebooks' hidden
  cells, thin wrappers over the library's searches.

In a notebook, call a checker on its own line: it prints its message, and the report it
returns shows as a one-line badge (``report.passed``, ``report.diagnosis`` for code).

Values are always from MAX's view (``game.players[0]``: ``"X"``, or ``"MAX"`` in a tree),
as everywhere in :mod:`ttt_lab.search`. The right answers always come from the
library (:func:`~ttt_lab.search.minimax`, :func:`~ttt_lab.search.alphabeta`,
:func:`~ttt_lab.search.expectimax`, :func:`~ttt_lab.search.solve`...); to tell bugs apart the
checkers ask the same searches about slightly changed games ("what would minimax say if every
leaf were scored for the player to move there?"), or, where the slip is in the algorithm
itself, small parameterised references whose knobs are the slips.

How it works: the student's function gets the game through a one-way mirror that notes
every leaf it scores (to compare the leaves alpha-beta must visit), every move it plays
after the game is over, and every board it changes in place. Boards in the exercises are
plain lists of rows (:class:`ListBoardGame`) so that a function that writes into the board
it was given is caught.

The package, one idea a module: :mod:`~ttt_lab.exercises.report` (the named problems and
the report), :mod:`~ttt_lab.exercises.harness` (the mirror and the safe call),
:mod:`~ttt_lab.exercises.engine` (the diagnosis engine every checker of an algorithm uses: a
mistake is named only when it reproduces every answer, pairs of mistakes are tried next, and
otherwise the lowest wrong node of the smallest wrong case is shown with the rule spelled
out), :mod:`~ttt_lab.exercises.error_model` (the classic mistakes of game-tree search, stated
once as transformations of the game or of one parameterised reference),
:mod:`~ttt_lab.exercises.diagnosis` (minimax's error model and the problems every search
checker looks for), one module per checker (:mod:`~ttt_lab.exercises.minimax`,
:mod:`~ttt_lab.exercises.alphabeta`, :mod:`~ttt_lab.exercises.evaluation`,
:mod:`~ttt_lab.exercises.win_test`, :mod:`~ttt_lab.exercises.expectimax`,
:mod:`~ttt_lab.exercises.negamax`, :mod:`~ttt_lab.exercises.mcts`, :mod:`~ttt_lab.exercises.backpropagation`,
:mod:`~ttt_lab.exercises.anytime`, :mod:`~ttt_lab.exercises.quiescence`,
:mod:`~ttt_lab.exercises.retrograde`, :mod:`~ttt_lab.exercises.tables`),
:mod:`~ttt_lab.exercises.quiz` (pruning practice) and :mod:`~ttt_lab.exercises.reference`.

Example:
    >>> def my_minimax(game, state):
    ...     if game.is_terminal(state):
    ...         return game.utility(state, game.players[0])
    ...     values = [my_minimax(game, game.result(state, a)) for a in game.actions(state)]
    ...     return max(values) if game.to_move(state) == game.players[0] else min(values)
    >>> report = check_minimax(my_minimax, quiet=True)
    >>> report.passed
    True
    >>> def max_everywhere(game, state):
    ...     if game.is_terminal(state):
    ...         return game.utility(state, game.players[0])
    ...     return max(max_everywhere(game, game.result(state, a)) for a in game.actions(state))
    >>> check_minimax(max_everywhere, quiet=True).diagnosis[0].name
    'does not alternate MAX and MIN'
"""

from __future__ import annotations

# The imports written ``name as name`` are library names that the single module
# exercises.py used to offer, kept importable from here for notebooks written against it.
# They stay out of __all__: ``from ttt_lab.exercises import *`` should not hand a student
# the library's searches.
from ttt_lab.core import Player as Player
from ttt_lab.exercises.alphabeta import _alphabeta_trees as _alphabeta_trees  # the tests check its trees
from ttt_lab.exercises.alphabeta import check_alphabeta
from ttt_lab.exercises.anytime import NOT_ONE_PER_DEPTH, STALE_MOVE, check_iterative_deepening
from ttt_lab.exercises.backpropagation import (
    CREDITS_BOTH,
    DRAW_AS_WIN,
    FORGETS_DRAWS,
    MISSES_VISITS,
    ONLY_LEAF,
    WRONG_SIDE,
    PathNode,
    check_backpropagation,
)
from ttt_lab.exercises.bitwise_joins import (
    vet_bitwise_join as vet_bitwise_join,  # vets every report
)
from ttt_lab.exercises.dropped_comparisons import (
    vet_dropped_comparison as vet_dropped_comparison,  # vets every report
)
from ttt_lab.exercises.evaluation import check_evaluation
from ttt_lab.exercises.evaluation_values import (
    CONSTANT_VALUE,
    NEVER_NEGATIVE,
    NEVER_POSITIVE,
    ONLY_COMPLETE_LINES,
    UNEVEN_START,
)
from ttt_lab.exercises.expectimax import (
    DIVIDES_AGAIN,
    MAX_AT_CHANCE,
    MIN_AT_CHANCE,
    PRUNES_AT_CHANCE,
    UNWEIGHTED,
    WEIGHTED_SUM_SLIP,
    WEIGHTS_NOT_ONE,
    check_expectimax,
)
from ttt_lab.exercises.finished_first import (
    vet_finished_first as vet_finished_first,  # vets every report
)
from ttt_lab.exercises.harness import INF as INF
from ttt_lab.exercises.hint_checks_search import vet_hint_words as vet_hint_words  # vets every report
from ttt_lab.exercises.mcts import (
    IGNORES_C,
    NO_EXPLORATION,
    NO_SQUARE_ROOT,
    PARENT_IN_RATE,
    SWAPPED_VISITS,
    UNVISITED_NOT_FIRST,
    check_ucb,
)
from ttt_lab.exercises.mcts_amounts import LOSS_AS_MINUS_ONE
from ttt_lab.exercises.minimax import check_depth_limited_minimax, check_minimax
from ttt_lab.exercises.missing_returns import vet_missing_return as vet_missing_return  # vets every report
from ttt_lab.exercises.negamax import UTILITY_FOR_MAX, VALUE_FOR_MAX, check_negamax
from ttt_lab.exercises.quiescence import (
    NO_STAND_PAT,
    SEARCHES_QUIET,
    STAND_PAT_WRONG_SIDE,
    STOPS_AT_HORIZON,
    check_quiescence,
)
from ttt_lab.exercises.quiz import (
    PruningQuiz,
    leaf_labels,
    pruned_leaves,
    random_pruning_quiz,
    which_leaves_are_pruned,
)
from ttt_lab.exercises.reference import (
    reference_alphabeta,
    reference_depth_limited_minimax,
    reference_evaluation,
    reference_expectimax,
    reference_minimax,
    reference_win_test,
)
from ttt_lab.exercises.repairs import (
    find_repairs as find_repairs,  # tells every unnamed wrong value as a repair
)
from ttt_lab.exercises.report import (
    ASYMMETRIC,
    AVERAGES_MIN,
    BOUND_AS_EXACT,
    CONFUSES_PLAYERS,
    CRASHES,
    DEPTH_IN_LOOP,
    DEPTH_OFF_BY_ONE,
    EMPTY_LINE_WINS,
    EVALUATES_TERMINAL,
    FORGETS_NEGATION,
    FULL_MOVES,
    HORIZON_CONSTANT,
    IGNORES_DEPTH,
    IGNORES_OPPONENT,
    IGNORES_TERMINAL,
    INCOMPLETE_LINE,
    INTEGER_DIVISION,
    KEEPS_SEARCHING,
    KEEPS_VISITING,
    LAST_MOVER_WINS,
    MISSED_PRUNED,
    MISSES_ANTI_DIAGONAL,
    MISSES_COLUMNS,
    MISSES_DIAGONALS,
    MISSES_LINES,
    MISSES_MAIN_DIAGONAL,
    MISSES_ROWS,
    MUTATES,
    NARROWS_BOTH,
    NEAR_DECISIVE,
    NEGATES_FIRST_ONLY,
    NEGATES_RESULT,
    NEVER_COUNTS_DOWN,
    NEVER_PRUNES,
    NO_ALPHA_UPDATE,
    NO_BETA_UPDATE,
    NO_MOVE,
    NO_PREFERENCE,
    NOT_A_NUMBER,
    NOT_A_PLAYER,
    NOT_ALTERNATING,
    NOT_CONVERTED,
    NOT_PRUNED,
    NOT_WRITTEN,
    ON_EQUAL,
    ONE_SIDED_LINES,
    OUT_OF_RANGE,
    OUTRANKS_WIN,
    PLAYER_NAMES,
    PRINTS,
    PRUNES_TOO_MUCH,
    REMEMBERS_OTHER_GAMES,
    RETURNS_MOVE,
    RETURNS_POSITION,
    ROOT_FULL_WINDOW,
    SKIPS_FIRST,
    STRICT,
    SWAPPED,
    TOO_MANY,
    TURN_BY_DEPTH,
    UNKNOWN_LEAF,
    WINDOW_NOT_PASSED,
    WINDOW_SWAPPED,
    WRONG_BOUND,
    WRONG_COMPARISON,
    WRONG_DRAW,
    WRONG_MOVE,
    WRONG_ORDER,
    WRONG_PLAYER,
    WRONG_START,
    WRONG_VALUE,
    CheckReport,
    Problem,
)
from ttt_lab.exercises.retrograde import (
    DRAW_TOO_EARLY,
    FINISHED_WRONG,
    LEAVES_OUT,
    LOSS_TOO_EARLY,
    NO_LAST_MOVE,
    NOT_A_TABLE,
    UNDECIDED_AS_DRAW,
    WIN_WITHOUT_MOVE,
    WRONG_KEYS,
    check_retrograde,
)
from ttt_lab.exercises.shortcut_overwrites import (
    vet_shortcut_overwrite as vet_shortcut_overwrite,  # vets every report
)
from ttt_lab.exercises.skipped_positions import (
    vet_skipped_seen as vet_skipped_seen,  # vets every report
)
from ttt_lab.exercises.table_ply_draft import vet_ply_as_draft as vet_ply_as_draft  # vets every report
from ttt_lab.exercises.table_store_slips import vet_store_slips as vet_store_slips  # vets every report
from ttt_lab.exercises.tables import (
    LESS_DEEP,
    NEVER_READS,
    NEVER_STORES,
    OWN_TABLE,
    SWAPPED_BOUNDS,
    check_table_alphabeta,
)
from ttt_lab.exercises.win_side_reads import vet_side_cells_hint as vet_side_cells_hint  # vets every report
from ttt_lab.exercises.win_test import check_win_test
from ttt_lab.exercises.window_constants import vet_infinite_bound as vet_infinite_bound  # vets every report
from ttt_lab.exercises.window_resets import vet_window_reset as vet_window_reset  # vets every report
from ttt_lab.games.list_board import Board, ListBoardGame
from ttt_lab.games.mnk import MNK as MNK
from ttt_lab.games.mnk import MNKState as MNKState
from ttt_lab.games.mnk import TicTacToe as TicTacToe
from ttt_lab.games.trees import Tree as Tree
from ttt_lab.games.trees import TreeGame as TreeGame
from ttt_lab.games.trees import TreeState as TreeState
from ttt_lab.games.trees import aima_figure_5_2 as aima_figure_5_2
from ttt_lab.games.trees import random_tree as random_tree
from ttt_lab.search import SearchTree as SearchTree
from ttt_lab.search import alphabeta as alphabeta
from ttt_lab.search import line_evaluation as line_evaluation
from ttt_lab.search import minimax as minimax
from ttt_lab.search.scoring import DECISIVE as DECISIVE

__all__ = [
    "ASYMMETRIC",
    "AVERAGES_MIN",
    "BOUND_AS_EXACT",
    "CONFUSES_PLAYERS",
    "CONSTANT_VALUE",
    "CRASHES",
    "CREDITS_BOTH",
    "DEPTH_IN_LOOP",
    "DEPTH_OFF_BY_ONE",
    "DIVIDES_AGAIN",
    "DRAW_AS_WIN",
    "DRAW_TOO_EARLY",
    "EMPTY_LINE_WINS",
    "EVALUATES_TERMINAL",
    "FINISHED_WRONG",
    "FORGETS_DRAWS",
    "FORGETS_NEGATION",
    "FULL_MOVES",
    "HORIZON_CONSTANT",
    "IGNORES_C",
    "IGNORES_DEPTH",
    "IGNORES_OPPONENT",
    "IGNORES_TERMINAL",
    "INCOMPLETE_LINE",
    "INTEGER_DIVISION",
    "KEEPS_SEARCHING",
    "KEEPS_VISITING",
    "LAST_MOVER_WINS",
    "LEAVES_OUT",
    "LESS_DEEP",
    "LOSS_AS_MINUS_ONE",
    "LOSS_TOO_EARLY",
    "MAX_AT_CHANCE",
    "MIN_AT_CHANCE",
    "MISSED_PRUNED",
    "MISSES_ANTI_DIAGONAL",
    "MISSES_COLUMNS",
    "MISSES_DIAGONALS",
    "MISSES_LINES",
    "MISSES_MAIN_DIAGONAL",
    "MISSES_ROWS",
    "MISSES_VISITS",
    "MUTATES",
    "NARROWS_BOTH",
    "NEAR_DECISIVE",
    "NEGATES_FIRST_ONLY",
    "NEGATES_RESULT",
    "NEVER_COUNTS_DOWN",
    "NEVER_NEGATIVE",
    "NEVER_POSITIVE",
    "NEVER_PRUNES",
    "NEVER_READS",
    "NEVER_STORES",
    "NOT_ALTERNATING",
    "NOT_A_NUMBER",
    "NOT_A_PLAYER",
    "NOT_A_TABLE",
    "NOT_CONVERTED",
    "NOT_ONE_PER_DEPTH",
    "NOT_PRUNED",
    "NOT_WRITTEN",
    "NO_ALPHA_UPDATE",
    "NO_BETA_UPDATE",
    "NO_EXPLORATION",
    "NO_LAST_MOVE",
    "NO_MOVE",
    "NO_PREFERENCE",
    "NO_SQUARE_ROOT",
    "NO_STAND_PAT",
    "ONE_SIDED_LINES",
    "ONLY_COMPLETE_LINES",
    "ONLY_LEAF",
    "ON_EQUAL",
    "OUTRANKS_WIN",
    "OUT_OF_RANGE",
    "OWN_TABLE",
    "PARENT_IN_RATE",
    "PLAYER_NAMES",
    "PRINTS",
    "PRUNES_AT_CHANCE",
    "PRUNES_TOO_MUCH",
    "REMEMBERS_OTHER_GAMES",
    "RETURNS_MOVE",
    "RETURNS_POSITION",
    "ROOT_FULL_WINDOW",
    "SEARCHES_QUIET",
    "SKIPS_FIRST",
    "STALE_MOVE",
    "STAND_PAT_WRONG_SIDE",
    "STOPS_AT_HORIZON",
    "STRICT",
    "SWAPPED",
    "SWAPPED_BOUNDS",
    "SWAPPED_VISITS",
    "TOO_MANY",
    "TURN_BY_DEPTH",
    "UNDECIDED_AS_DRAW",
    "UNEVEN_START",
    "UNKNOWN_LEAF",
    "UNVISITED_NOT_FIRST",
    "UNWEIGHTED",
    "UTILITY_FOR_MAX",
    "VALUE_FOR_MAX",
    "WEIGHTED_SUM_SLIP",
    "WEIGHTS_NOT_ONE",
    "WINDOW_NOT_PASSED",
    "WINDOW_SWAPPED",
    "WIN_WITHOUT_MOVE",
    "WRONG_BOUND",
    "WRONG_COMPARISON",
    "WRONG_DRAW",
    "WRONG_KEYS",
    "WRONG_MOVE",
    "WRONG_ORDER",
    "WRONG_PLAYER",
    "WRONG_SIDE",
    "WRONG_START",
    "WRONG_VALUE",
    "Board",
    "CheckReport",
    "ListBoardGame",
    "PathNode",
    "Problem",
    "PruningQuiz",
    "check_alphabeta",
    "check_backpropagation",
    "check_depth_limited_minimax",
    "check_evaluation",
    "check_expectimax",
    "check_iterative_deepening",
    "check_minimax",
    "check_negamax",
    "check_quiescence",
    "check_retrograde",
    "check_table_alphabeta",
    "check_ucb",
    "check_win_test",
    "leaf_labels",
    "pruned_leaves",
    "random_pruning_quiz",
    "reference_alphabeta",
    "reference_depth_limited_minimax",
    "reference_evaluation",
    "reference_expectimax",
    "reference_minimax",
    "reference_win_test",
    "which_leaves_are_pruned",
]
