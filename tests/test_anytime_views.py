"""Iterative deepening's "returns the value for the wrong player" told in the form the student's search has
(anytime_views): never "hand it to the search as it is" or "report the search's value as it is" over code that
already does so (wave 26's id_05 and id_04)."""

from __future__ import annotations

from bug_zoo import blind47_wave26_new_zoo as zoo

from ttt_lab.exercises import check_iterative_deepening, report
from ttt_lab.search import alphabeta


def _problem(fn):
    found = check_iterative_deepening(fn, quiet=True)
    assert found.diagnosis and found.diagnosis[0].name == report.WRONG_PLAYER
    return found.diagnosis[0]


def test_a_negamax_returning_evaluate_unsigned_is_told_to_sign_it_not_to_hand_it_over_as_it_is() -> None:
    for stem in ("w26_id_05_negamax_unsigned_eval", "own_id_negamax_leaf_unsigned"):
        problem = _problem(zoo._ALL[stem])
        assert "negamax form" in problem.detail and "as it is at the depth limit" in problem.detail
        assert "sign * evaluate(state)" in problem.hint and "as it is" not in problem.hint


def test_a_search_scoring_for_the_root_mover_is_told_of_the_player_it_fixes() -> None:
    for stem, assigned in (("w26_id_04_aima_root_player_view", "player = game.to_move(state)"),
                           ("own_id_fixed_me_minimax", "me = game.to_move(state)")):
        problem = _problem(zoo._ALL[stem])
        assert f"`{assigned}`" in problem.detail and f"`{assigned}`" in problem.hint
        assert "report the search's value as it is" not in problem.hint


def test_a_negamax_root_value_never_turned_back_is_told_to_negate_it_where_o_moves() -> None:
    problem = _problem(zoo._ALL["own_id_negamax_root_unturned"])
    assert "your negamax returns the side to move's value" in problem.hint


def _library_value_turned(game, state, evaluate, max_depth):
    sign = 1 if game.to_move(state) == game.players[0] else -1
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((sign * result.value, result.move))
    return found


def test_code_that_turns_the_librarys_value_round_keeps_the_model_words() -> None:
    problem = _problem(_library_value_turned)
    assert "report the search's value as it is" in problem.hint
