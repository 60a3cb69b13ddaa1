"""Expectimax whose rule is read off the depth's parity alone, chance and MIN nodes averaged uniformly."""

from __future__ import annotations

from ttt_lab.exercises import check_expectimax
from ttt_lab.exercises.expectimax_plies import ply_value
from ttt_lab.exercises.report import TURN_BY_DEPTH
from ttt_lab.games.chance import ChanceTreeGame


def test_the_parity_model_averages_a_chance_node_uniformly_and_maximises_it_at_the_root() -> None:
    coin = ChanceTreeGame([(0.25, 8), (0.75, 4)], levels=("CHANCE",))
    assert ply_value(coin, (), {"turns": "ply parity uniform"}) == 8  # the root's level takes the max
    tree = ChanceTreeGame([[(0.9, -2), (0.1, 9)], [(0.5, 1), (0.5, 0)]], levels=("MIN", "CHANCE"))
    # MIN's node maximised at depth 0, each chance node below averaged as if its outcomes were equally likely
    assert ply_value(tree, (), {"turns": "ply parity uniform"}) == 3.5
    # the root apart: the root's max, then its children start at depth 0 again (a max over each coin's outcomes)
    assert ply_value(tree, (), {"turns": "ply parity uniform, root apart"}) == 9


def _by_parity(game, state, depth=0):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    moves = [o for o, _ in game.outcomes(state)] if game.is_chance(state) else game.actions(state)
    values = [_by_parity(game, game.result(state, m), depth + 1) for m in moves]
    return max(values) if depth % 2 == 0 else sum(values) / len(values)


def test_code_deciding_by_the_depths_parity_is_named_so() -> None:
    assert check_expectimax(_by_parity, quiet=True).names == [TURN_BY_DEPTH]
