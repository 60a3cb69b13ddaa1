"""Moves tried in the student's own order (blind46's ab_05): the model of its leaves, the name it gets, and the
"keeps visiting" hint vetted where the code stops at once."""

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises.alphabeta_rows import ROW_CUTOFF_BOARDS
from ttt_lab.exercises.move_order_leaves import first_reordered_node, reordered_leaves
from ttt_lab.exercises.parent_bound_models import vet_stops_already
from ttt_lab.games.list_board import ListBoardGame


def _reversed_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    """Right cutoffs, each node's moves tried last first (board moves only: a tree's keep their order)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    moves = list(game.actions(state))
    if all(isinstance(move, tuple) for move in moves):
        moves.reverse()
    maximizing = game.to_move(state) == game.players[0]
    value = -math.inf if maximizing else math.inf
    for move in moves:
        child = _reversed_alphabeta(game, game.result(state, move), alpha, beta)
        value = max(value, child) if maximizing else min(value, child)
        if (value >= beta) if maximizing else (value <= alpha):
            return value
        if maximizing:
            alpha = max(alpha, value)
        else:
            beta = min(beta, value)
    return value


def test_the_game_order_gives_alpha_beta_leaves_and_another_order_others() -> None:
    game = ListBoardGame()
    for text in ROW_CUTOFF_BOARDS:
        state = game.parse(text)
        plain = reordered_leaves(game, state, {}, on_equal=True)
        same = reordered_leaves(game, state, {game.key(state): list(game.actions(state))}, on_equal=True)
        assert [game.key(leaf) for leaf in plain] == [game.key(leaf) for leaf in same]
    state = game.parse("XX./..O/..O")
    moves = list(game.actions(state))
    assert len(reordered_leaves(game, state, {game.key(state): moves[::-1]}, on_equal=True)) != len(
        reordered_leaves(game, state, {}, on_equal=True))
    node, mine, theirs = first_reordered_node(game, state, {game.key(state): moves[::-1]})
    assert game.key(node) == game.key(state) and mine == moves[::-1] and theirs == moves


def test_a_search_in_its_own_order_is_named_by_the_order_not_a_missed_cutoff() -> None:
    report = ex.check_alphabeta(_reversed_alphabeta, quiet=True)
    first = report.diagnosis[0]
    assert not report.passed and first.name == ex.WRONG_ORDER
    assert "game.actions" in first.hint and "every cutoff is taken" in first.detail


def test_the_boards_generic_stop_hint_is_vetted_where_the_code_stops_already() -> None:
    from bug_zoo.blind46_wave26_zoo import _ALL
    generic = ex.Problem(ex.KEEPS_VISITING, "On the board ...", "Stop the node as soon as v >= beta ...")
    vetted = vet_stops_already([generic], _ALL["ab_05_centre_first_order"])  # returns under `best >= beta` and `best <= alpha`
    assert vetted[0].hint.startswith("Your loops do stop early") and "`best >= beta`" in vetted[0].hint
