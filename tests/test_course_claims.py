"""Claims the notebooks make in prose that take too long to compute live: each is computed here.

The notebooks' references cells cite this file for them.
"""

from __future__ import annotations

from typing import Any

import buggy_alphabeta as ab_student
import pytest

from ttt_lab.games.mnk import TicTacToe
from ttt_lab.players.levels import LEVELS, player_for_level
from ttt_lab.search import alphabeta
from ttt_lab.search.census import tree_size_by_depth


class _CountingGame:
    """A game that counts the states a search visits (each asks is_terminal once)."""

    def __init__(self, game: Any) -> None:
        self._game = game
        self.players = game.players
        self.nodes = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def is_terminal(self, state: Any) -> bool:
        self.nodes += 1
        return self._game.is_terminal(state)  # type: ignore[no-any-return]


def _fail_hard_nodes(strict: bool, clip_leaves: bool) -> int:
    game = _CountingGame(TicTacToe())
    value = ab_student.alphabeta_fail_hard(game, game.initial_state(), strict=strict, clip_leaves=clip_leaves)
    assert value == 0
    return game.nodes


@pytest.mark.slow
def test_fail_hard_with_clipped_leaves_never_prunes_under_the_strict_rule() -> None:
    """Notebook 04: clipping every value into [alpha, beta], leaves too, never sees v > beta."""
    assert _fail_hard_nodes(strict=True, clip_leaves=True) == sum(tree_size_by_depth(TicTacToe()).values())


@pytest.mark.slow
def test_fail_hard_with_raw_leaves_prunes_some_under_the_strict_rule() -> None:
    """Notebook 04: with raw leaves it prunes, but far less than the fail-soft strict search."""
    game = TicTacToe()
    nodes = _fail_hard_nodes(strict=True, clip_leaves=False)
    assert nodes == 304_155  # FACTS.md: fail-hard, inner nodes clipped, raw leaves, strict rule
    assert alphabeta(game, game.initial_state(), prune_on_equal=False).nodes < nodes
    assert nodes < sum(tree_size_by_depth(game).values())


def test_fail_hard_prunes_like_fail_soft_under_the_aima_rule() -> None:
    game = TicTacToe()
    expected = alphabeta(game, game.initial_state()).nodes
    assert _fail_hard_nodes(strict=False, clip_leaves=False) == expected
    assert _fail_hard_nodes(strict=False, clip_leaves=True) == expected


def test_level_5_cannot_be_beaten() -> None:
    """Notebooks 00 and 01: every line of the human's against every choice level 5 may make
    among its equally good moves ends in a draw or a loss for the human."""
    level = LEVELS[5]
    game, ai = TicTacToe(), player_for_level(5, seed=0)
    assert (level.game, level.ai_moves_first) == (game, False)
    ends: dict[str | None, int] = {}

    def walk(state: Any) -> None:
        if game.is_terminal(state):
            winner = game.winner(state)
            ends[winner] = ends.get(winner, 0) + 1
            return
        if game.to_move(state) == "X":
            moves = game.actions(state)
        else:
            moves = ai.search(game, state).best_moves()
        for move in moves:
            walk(game.result(state, move))

    walk(game.initial_state())
    assert "X" not in ends
    assert sum(ends.values()) > 1000  # every line was walked, not one
