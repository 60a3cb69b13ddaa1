"""expectimax_plies.turn_kept_at_chance: a turn handed down the recursion is said to switch where the code
switches it, after players' moves or at chance nodes."""

from __future__ import annotations

from typing import Any

from bug_zoo import blind41_wave23_new_zoo as zoo

from ttt_lab.exercises import check_expectimax, expectimax_plies


def _flipped_at_chance(game: Any, state: Any, is_max: bool = True) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if game.is_chance(state):
        return sum(p * _flipped_at_chance(game, game.result(state, o), not is_max) for o, p in game.outcomes(state))
    values = [_flipped_at_chance(game, game.result(state, a), is_max) for a in game.actions(state)]
    return max(values) if is_max else min(values)


def test_a_turn_switched_after_players_moves_is_said_so() -> None:
    for stem in ("w23_ex_02_depth_parity_turns", "own_ex_flag_kept_at_chance"):
        problem = check_expectimax(zoo._ALL[stem], quiet=True).diagnosis[0]
        assert problem.name == expectimax_plies.TURN_CYCLE
        assert "after every player's move" in problem.detail and "at every chance node" not in problem.detail


def test_a_turn_switched_at_chance_keeps_its_words() -> None:
    problem = check_expectimax(_flipped_at_chance, quiet=True).diagnosis[0]
    assert problem.name == expectimax_plies.TURN_CYCLE and "switched at every chance node" in problem.detail


def test_a_parity_rule_that_averages_the_moves_is_told_so() -> None:
    """blind43's ex_01: at odd depths the code averages a player's moves (expectimax_plies.averages_moves), so
    the parity model with "the smallest child" there is refuted and the one with the moves' mean is named."""
    from bug_zoo import blind43_wave24_new_zoo as wave24
    for fn, _ in wave24.BUGGY:
        if fn.__name__ in ("w24_ex_01_ply_parity", "own_ex_parity_averages_moves"):
            message = wave24.CHECK(fn, quiet=True).message()
            assert "the plain average of the moves" in message and "smallest child" not in message, message


def test_a_parity_rule_that_takes_the_min_keeps_the_min_words() -> None:
    def by_parity(game: Any, state: Any, ply: int = 0) -> float:
        if game.is_terminal(state):
            return float(game.utility(state, game.players[0]))
        if ply % 2 and game.is_chance(state):
            return sum(p * by_parity(game, game.result(state, o), ply + 1) for o, p in game.outcomes(state))
        values = [by_parity(game, game.result(state, a), ply + 1) for a in game.actions(state)]
        return max(values) if ply % 2 == 0 else min(values)

    message = check_expectimax(by_parity, quiet=True).message()
    assert "smallest child" in message and "plain average of the moves" not in message, message
